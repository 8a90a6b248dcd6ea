import Masonry
import Testing

/// The examples of Masonry's README, written with the DSL and laid out on a 375×667 root, frame by frame.
@Suite struct SeedExampleTests {
    @Test func aBoxOf200By200IsCentred() {
        let root = makeRoot()
        let box = View(name: "box")
        root.addSubview(box)
        box.mas.makeConstraints { make in
            make.size.equalTo(Size(width: 200, height: 200))
            make.center.equalTo(root)
        }
        root.layoutIfNeeded()
        expectFrame(box, Rect(x: 87.5, y: 233.5, width: 200, height: 200))
    }

    @Test func theYellowViewIsInsetWithFourStatements() {
        let root = makeRoot()
        let yellow = View(name: "yellow")
        root.addSubview(yellow)
        let padding = EdgeInsets(top: 40, left: 10, bottom: 10, right: 10)
        yellow.mas.makeConstraints { make in
            make.top.equalTo(root.mas.top).with.offset(padding.top)
            make.left.equalTo(root.mas.left).with.offset(padding.left)
            make.bottom.equalTo(root.mas.bottom).with.offset(-padding.bottom)
            make.right.equalTo(root.mas.right).with.offset(-padding.right)
        }
        root.layoutIfNeeded()
        expectFrame(yellow, Rect(x: 10, y: 40, width: 355, height: 617))
        #expect(root.constraints.count == 4)
    }

    @Test func theYellowViewIsInsetWithOneEdgesStatement() {
        let root = makeRoot()
        let yellow = View(name: "yellow")
        root.addSubview(yellow)
        yellow.mas.makeConstraints { make in
            make.edges.equalTo(root).with.inset(EdgeInsets(top: 40, left: 10, bottom: 10, right: 10))
        }
        root.layoutIfNeeded()
        expectFrame(yellow, Rect(x: 10, y: 40, width: 355, height: 617))
        #expect(root.constraints.map(\.constant) == [10, 40, -10, -10])
    }

    @Test func aLabelNoWiderThan200WrapsAndIsAtLeast10Tall() {
        let root = makeRoot()
        let label = Label(name: "messageLabel")
        label.text = "Masonry is a light-weight layout framework which wraps AutoLayout with a nicer syntax."
        label.numberOfLines = 0
        root.addSubview(label)
        label.mas.makeConstraints { make in
            make.left.equalTo(20)
            make.top.equalTo(40)
            make.width.lessThanOrEqualTo(200)
            make.height.greaterThanOrEqualTo(10).priority(.high).labeled("minHeight")
        }
        root.layoutIfNeeded()
        // The text is far wider than 200 on one line, so it wraps at 200 and the label hugs its widest line.
        #expect(label.font.width(of: label.text) > 400)
        let wrapped = TextLayout(label.text, font: label.font, maxWidth: 200)
        #expect(wrapped.lines.count >= 3)
        #expect(wrapped.width <= 200 && wrapped.width > 150)
        expectFrame(label, Rect(x: 20, y: 40, width: roundedUp(wrapped.width), height: roundedUp(wrapped.height)))
        #expect(label.frame.height == roundedUp(Double(wrapped.lines.count) * label.font.lineHeight))
        #expect(
            label.constraints.map(\.description).contains(
                "<LayoutConstraint:minHeight Label:messageLabel.height >= 10 ^high>"))

        // A short text hugs its width, and an empty one is held at 10 tall by the minimum height.
        label.text = "Hi"
        root.layoutIfNeeded()
        expectFrame(
            label,
            Rect(x: 20, y: 40, width: roundedUp(label.font.width(of: "Hi")), height: roundedUp(label.font.lineHeight)))
        label.text = ""
        root.layoutIfNeeded()
        expectFrame(label, Rect(x: 20, y: 40, width: 0, height: 10))
    }

    @Test func threeEqualButtonsShareTheBottomBar() {
        let root = makeRoot()
        let bar = View(name: "bar")
        let buttons = ["cancel", "ok", "more"].map { View(name: $0) }
        root.addSubview(bar)
        for button in buttons { bar.addSubview(button) }
        bar.mas.makeConstraints { make in
            make.left.right.bottom.equalToSuperview()
            make.height.equalTo(60)
        }
        for (index, button) in buttons.enumerated() {
            button.mas.makeConstraints { make in
                make.top.bottom.equalToSuperview().inset(10)
                make.width.equalTo(bar).dividedBy(3).offset(-80.0 / 3)
                if index == 0 {
                    make.left.equalToSuperview().offset(20)
                } else {
                    make.left.equalTo(buttons[index - 1].mas.right).offset(20)
                }
            }
        }
        root.layoutIfNeeded()
        expectFrame(bar, Rect(x: 0, y: 607, width: 375, height: 60))
        // Each button is (375 − 4 × 20) / 3 = 98⅓ wide; every edge lands on the half-point grid (ties up).
        let width = (375.0 - 80) / 3
        for (index, button) in buttons.enumerated() {
            let left = 20 + Double(index) * (width + 20)
            let minX = (left * 2).rounded() / 2, maxX = ((left + width) * 2).rounded() / 2
            expectFrame(button, Rect(x: minX, y: 10, width: maxX - minX, height: 40))
        }
        #expect(buttons[2].frame.maxX == 355)
        // Four per button, all relating the bar or a sibling, live on the bar, with the bar's own height; the
        // bar's edges live on the root.
        #expect(bar.constraints.count == 3 * 4 + 1)
        #expect(root.constraints.count == 3)
        #expect(buttons.allSatisfy { $0.constraints.isEmpty })
    }

    @Test func tappingMovesTheViewBetween418And700OverFiveSeconds() {
        let root = makeRoot()
        let box = View(name: "box")
        root.addSubview(box)
        box.mas.makeConstraints { make in
            make.left.equalTo(20)
            make.top.equalTo(418)
            make.size.equalTo(Size(width: 100, height: 50))
        }
        root.layoutIfNeeded()
        var top = 418.0
        func tap() -> Animation {
            top = top == 418 ? 700 : 418
            return root.animate(duration: 5, curve: .easeInOut) {
                box.mas.updateConstraints { make in make.top.equalTo(top) }
                root.layoutIfNeeded()
            }
        }
        for (from, to) in [(418.0, 700.0), (700, 418), (418, 700)] {
            let animation = tap()
            #expect(animation.frame(of: box, at: 0) == Rect(x: 20, y: from, width: 100, height: 50))
            #expect(animation.frame(of: box, at: 2.5) == Rect(x: 20, y: (from + to) / 2, width: 100, height: 50))
            #expect(animation.frame(of: box, at: 5) == Rect(x: 20, y: to, width: 100, height: 50))
            let early = animation.frame(of: box, at: 1).minY
            #expect(abs(early - from) < abs(to - from) * 0.2) // ease-in-out starts slowly
            expectFrame(box, Rect(x: 20, y: to, width: 100, height: 50))
            #expect(root.constraints.count == 2 && box.constraints.count == 2) // updated in place, never added
        }
    }
}
