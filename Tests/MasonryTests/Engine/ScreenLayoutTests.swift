import Masonry
import Testing

/// Whole screens laid out by constraints, with every frame worked out by hand.
@Suite struct ScreenLayoutTests {
    @Test func aFixedSizeBoxCentresInTheRoot() {
        let root = makeRoot()
        let box = addConstrained(View(name: "box"), to: root)
        fixSize(of: box, width: 200, height: 200)
        constrain(box, .centerX, to: root)
        constrain(box, .centerY, to: root)
        root.layoutIfNeeded()
        // x = (375 − 200) / 2 = 87.5, y = (667 − 200) / 2 = 233.5.
        expectFrame(box, Rect(x: 87.5, y: 233.5, width: 200, height: 200))
    }

    @Test func fourEdgeConstraintsInsetAViewInItsParent() {
        let root = makeRoot()
        let yellow = addConstrained(View(name: "yellow"), to: root)
        let edges = pinEdges(of: yellow, to: root, insets: EdgeInsets(top: 40, left: 10, bottom: 10, right: 10))
        root.layoutIfNeeded()
        // x = 10, y = 40, width = 375 − 10 − 10 = 355, height = 667 − 40 − 10 = 617.
        expectFrame(yellow, Rect(x: 10, y: 40, width: 355, height: 617))
        #expect(edges.count == 4)
        #expect(identities(root.constraints) == identities(edges))
    }

    @Test func threeEqualButtonsShareABottomBar() {
        let root = makeRoot()
        let bar = addConstrained(View(name: "bar"), to: root)
        constrain(bar, .left, to: root, constant: 20)
        constrain(bar, .right, to: root, constant: -20)
        constrain(bar, .bottom, to: root, constant: -20)
        constrain(bar, .height, constant: 60)
        let buttons = ["one", "two", "three"].map { addConstrained(View(name: $0), to: bar) }
        for (index, button) in buttons.enumerated() {
            constrain(button, .width, to: bar, multiplier: 1.0 / 3, constant: -80.0 / 3)
            constrain(button, .top, to: bar, constant: 10)
            constrain(button, .bottom, to: bar, constant: -10)
            if index == 0 {
                constrain(button, .left, to: bar, constant: 20)
            } else {
                constrain(button, .left, to: buttons[index - 1], .right, constant: 20)
            }
        }
        root.layoutIfNeeded()
        // The bar: x = 20, width = 375 − 40 = 335, height 60, y = 667 − 20 − 60 = 587.
        expectFrame(bar, Rect(x: 20, y: 587, width: 335, height: 60))
        // Each button: width = 335 / 3 − 80 / 3 = 255 / 3 = 85, top 10, height 60 − 20 = 40.
        // Lefts: 20, 20 + 85 + 20 = 125, 125 + 85 + 20 = 230; the last ends at 315, 20 before the bar's end.
        expectFrame(buttons[0], Rect(x: 20, y: 10, width: 85, height: 40))
        expectFrame(buttons[1], Rect(x: 125, y: 10, width: 85, height: 40))
        expectFrame(buttons[2], Rect(x: 230, y: 10, width: 85, height: 40))
        #expect(bar.frame.width - buttons[2].frame.maxX == 20)
    }

    @Test func contentFillsBetweenAHeaderAndAFooter() {
        let root = makeRoot()
        let header = addConstrained(View(name: "header"), to: root)
        let content = addConstrained(View(name: "content"), to: root)
        let footer = addConstrained(View(name: "footer"), to: root)
        for view in [header, content, footer] {
            constrain(view, .left, to: root)
            constrain(view, .right, to: root)
        }
        constrain(header, .top, to: root)
        constrain(header, .height, constant: 64)
        constrain(footer, .bottom, to: root)
        constrain(footer, .height, constant: 49)
        constrain(content, .top, to: header, .bottom)
        constrain(content, .bottom, to: footer, .top)
        root.layoutIfNeeded()
        // Header 0…64, footer 667 − 49 = 618…667, content 64…618 (height 554); all 375 wide.
        expectFrame(header, Rect(x: 0, y: 0, width: 375, height: 64))
        expectFrame(content, Rect(x: 0, y: 64, width: 375, height: 554))
        expectFrame(footer, Rect(x: 0, y: 618, width: 375, height: 49))

        // The content takes up whatever the screen's height leaves.
        root.frame = Rect(x: 0, y: 0, width: 375, height: 812)
        root.layoutIfNeeded()
        // Footer at 812 − 49 = 763; content 64…763 (height 699).
        expectFrame(content, Rect(x: 0, y: 64, width: 375, height: 699))
        expectFrame(footer, Rect(x: 0, y: 763, width: 375, height: 49))
    }

    @Test func nestedContainersInsetInsideEachOther() {
        let root = makeRoot()
        let outer = addConstrained(View(name: "outer"), to: root)
        let middle = addConstrained(View(name: "middle"), to: outer)
        let inner = addConstrained(View(name: "inner"), to: middle)
        pinEdges(of: outer, to: root, insets: EdgeInsets(all: 20))
        pinEdges(of: middle, to: outer, insets: EdgeInsets(all: 10))
        pinEdges(of: inner, to: middle, insets: EdgeInsets(all: 5))
        root.layoutIfNeeded()
        // Frames are in the superview's coordinates:
        // outer (20, 20, 375 − 40, 667 − 40) = (20, 20, 335, 627);
        // middle (10, 10, 335 − 20, 627 − 20) = (10, 10, 315, 607);
        // inner (5, 5, 315 − 10, 607 − 10) = (5, 5, 305, 597).
        expectFrame(outer, Rect(x: 20, y: 20, width: 335, height: 627))
        expectFrame(middle, Rect(x: 10, y: 10, width: 315, height: 607))
        expectFrame(inner, Rect(x: 5, y: 5, width: 305, height: 597))
        // Each container holds the constraints that pin its child.
        #expect(root.constraints.count == 4 && outer.constraints.count == 4 && middle.constraints.count == 4)
        #expect(inner.constraints.isEmpty)
    }

    @Test func aConstraintAcrossContainersRelatesTheirOwnCoordinates() {
        let root = makeRoot()
        let left = addConstrained(View(name: "left"), to: root)
        let right = addConstrained(View(name: "right"), to: root)
        place(left, in: root, at: Rect(x: 10, y: 10, width: 100, height: 100))
        place(right, in: root, at: Rect(x: 200, y: 50, width: 100, height: 100))
        let badge = addConstrained(View(name: "badge"), to: right)
        fixSize(of: badge, width: 20, height: 20)
        // The badge lines up with the left view's top-left corner, though it lives inside the right view.
        constrain(badge, .left, to: left)
        constrain(badge, .top, to: left)
        root.layoutIfNeeded()
        // In the right view's coordinates: (10 − 200, 10 − 50) = (−190, −40).
        expectFrame(badge, Rect(x: -190, y: -40, width: 20, height: 20))
    }
}
