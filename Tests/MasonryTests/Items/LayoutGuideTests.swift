import Masonry
import Testing

@Suite struct LayoutGuideTests {
    @Test func addingAGuideMakesTheViewItsOwner() {
        let root = makeRoot()
        let guide = LayoutGuide()
        guide.identifier = "spacer"
        root.addLayoutGuide(guide)
        #expect(guide.owningView === root)
        #expect(root.layoutGuides.count == 1 && root.layoutGuides[0] === guide)
        root.addLayoutGuide(guide) // adding it again changes nothing
        #expect(root.layoutGuides.count == 1)
    }

    @Test func theLayoutFrameIsWhereConstraintsPutTheGuide() {
        let root = makeRoot()
        let guide = LayoutGuide()
        root.addLayoutGuide(guide)
        place(guide, in: root, at: Rect(x: 20, y: 30, width: 100, height: 50))
        #expect(guide.layoutFrame == .zero) // not laid out yet
        root.layoutIfNeeded()
        expectRect(guide.layoutFrame, Rect(x: 20, y: 30, width: 100, height: 50))
    }

    @Test func guideFramesAreNotRoundedToPixels() {
        let root = makeRoot(scale: 1)
        let guide = LayoutGuide()
        root.addLayoutGuide(guide)
        place(guide, in: root, at: Rect(x: 10.25, y: 0.4, width: 100.3, height: 50.7))
        root.layoutIfNeeded()
        expectRect(guide.layoutFrame, Rect(x: 10.25, y: 0.4, width: 100.3, height: 50.7))
    }

    @Test func equalSpacerGuidesCentreAGroupOfViews() {
        let root = makeRoot(width: 400, height: 100)
        let a = addConstrained(View(name: "a"), to: root)
        let b = addConstrained(View(name: "b"), to: root)
        let spacers = [LayoutGuide(), LayoutGuide(), LayoutGuide()]
        for spacer in spacers {
            root.addLayoutGuide(spacer)
            constrain(spacer, .top, to: root)
            constrain(spacer, .height, constant: 1)
        }
        for view in [a, b] {
            fixSize(of: view, width: 100, height: 40)
            constrain(view, .top, to: root, constant: 30)
        }
        // |spacer0|a|spacer1|b|spacer2|, all spacers as wide as the first.
        constrain(spacers[0], .left, to: root)
        constrain(a, .left, to: spacers[0], .right)
        constrain(spacers[1], .left, to: a, .right)
        constrain(b, .left, to: spacers[1], .right)
        constrain(spacers[2], .left, to: b, .right)
        constrain(spacers[2], .right, to: root)
        constrain(spacers[1], .width, to: spacers[0])
        constrain(spacers[2], .width, to: spacers[0])
        root.layoutIfNeeded()
        // Spacers share 400 − 200 = 200: 66.67 each. At scale 2, a from 66.67 → 66.5 (133.33 px → 133)
        // its right edge 166.67 → 166.5; b from 233.33 → 233.5 to 333.33 → 333.5.
        expectRect(spacers[1].layoutFrame, Rect(x: 500.0 / 3, y: 0, width: 200.0 / 3, height: 1), within: 1e-9)
        expectFrame(a, Rect(x: 66.5, y: 30, width: 100, height: 40))
        expectFrame(b, Rect(x: 233.5, y: 30, width: 100, height: 40))
    }

    @Test func aGuideInANestedViewIsInThatViewsCoordinates() {
        let root = makeRoot()
        let panel = addConstrained(View(name: "panel"), to: root)
        place(panel, in: root, at: Rect(x: 100, y: 100, width: 200, height: 200))
        let guide = LayoutGuide()
        panel.addLayoutGuide(guide)
        pinEdges(of: guide, to: panel, insets: EdgeInsets(all: 25))
        root.layoutIfNeeded()
        expectRect(guide.layoutFrame, Rect(x: 25, y: 25, width: 150, height: 150))
    }

    @Test func removingAGuideRemovesItsConstraints() {
        let root = makeRoot()
        let guide = LayoutGuide()
        root.addLayoutGuide(guide)
        let edges = pinEdges(of: guide, to: root, insets: EdgeInsets(all: 10))
        #expect(edges.allSatisfy { $0.isActive })
        root.removeLayoutGuide(guide)
        #expect(guide.owningView == nil && root.layoutGuides.isEmpty)
        #expect(edges.allSatisfy { !$0.isActive })
        #expect(root.constraints.isEmpty)
    }
}
