import Masonry

// The examples, after Masonry's own example app (MASExampleBasicView, MASExampleUpdateView, …) and its README.

extension DemoExample {
    /// Three views sharing the screen: two side by side on top, one below, all heights equal (array targets).
    static let basic = DemoExample(name: "basic", title: "Basic: equal widths and heights, array targets") {
        let root = makeRoot()
        let green = View(name: "green"), red = View(name: "red"), blue = View(name: "blue")
        for view in [green, red, blue] { root.addSubview(view) }
        let padding = 10.0
        green.mas.makeConstraints { make in
            make.top.left.equalToSuperview().offset(padding)
            make.bottom.equalTo(blue.mas.top).offset(-padding)
            make.right.equalTo(red.mas.left).offset(-padding)
            make.width.equalTo(red)
            make.height.equalTo([red, blue])
        }
        red.mas.makeConstraints { make in
            make.top.equalToSuperview().offset(padding)
            make.right.equalToSuperview().offset(-padding)
            make.height.equalTo([green, blue])
        }
        blue.mas.makeConstraints { make in
            make.left.right.bottom.equalToSuperview().inset(padding)
        }
        root.layoutIfNeeded()
        return DemoResult(
            title: "basic: two views side by side over a third, all three heights equal",
            sections: [("", root)])
    }

    /// Masonry's README's first example: a 200×200 box in the centre.
    static let centredBox = DemoExample(name: "centre", title: "A 200×200 box centred in its superview") {
        let root = makeRoot()
        let box = View(name: "box")
        root.addSubview(box)
        box.mas.makeConstraints { make in
            make.size.equalTo(Size(width: 200, height: 200))
            make.center.equalToSuperview()
        }
        root.layoutIfNeeded()
        return DemoResult(
            title: "centre: make.size.equalTo(200×200), make.center.equalToSuperview()", sections: [("", root)])
    }

    /// Masonry's README's padding example, written out edge by edge and as one `edges` statement.
    static let edges = DemoExample(name: "edges", title: "Edges and insets: four statements or one") {
        let padding = EdgeInsets(top: 40, left: 10, bottom: 10, right: 10)
        let longhand = makeRoot(), shorthand = makeRoot()
        let first = View(name: "yellow"), second = View(name: "yellow")
        longhand.addSubview(first)
        shorthand.addSubview(second)
        first.mas.makeConstraints { make in
            make.top.equalTo(longhand.mas.top).with.offset(padding.top)
            make.left.equalTo(longhand.mas.left).with.offset(padding.left)
            make.bottom.equalTo(longhand.mas.bottom).with.offset(-padding.bottom)
            make.right.equalTo(longhand.mas.right).with.offset(-padding.right)
        }
        second.mas.makeConstraints { make in make.edges.equalTo(shorthand).with.inset(padding) }
        for root in [longhand, shorthand] { root.layoutIfNeeded() }
        return DemoResult(
            title: "edges: a yellow view inset 40/10/10/10, two ways",
            sections: [
                ("four statements with offsets", longhand), ("make.edges.equalTo(superview).inset(…)", shorthand)
            ])
    }

    /// Masonry's update example: a button grows by 30% per tap with `updateConstraints`, never wider than the screen.
    static let update = DemoExample(name: "update", title: "updateConstraints: a button that grows on each tap") {
        let root = makeRoot()
        let button = View(name: "growingButton")
        root.addSubview(button)
        var size = Size(width: 100, height: 100)
        func applySize() {
            button.mas.updateConstraints { make in
                make.center.equalToSuperview()
                make.width.equalTo(size.width).priority(.low)
                make.height.equalTo(size.height).priority(.low)
                make.width.lessThanOrEqualToSuperview()
                make.height.lessThanOrEqualToSuperview()
            }
            root.layoutIfNeeded()
        }
        var result = DemoResult(title: "update: each tap makes the button 1.3× larger, capped by the screen")
        applySize()
        var notes: [String] = []
        for tap in 1...6 {
            size = Size(width: size.width * 1.3, height: size.height * 1.3)
            applySize()
            notes.append(
                "tap \(tap): \(button.frame)  (constraints on root: \(root.constraints.count), on button: \(button.constraints.count))"
            )
        }
        result.sections = [("after six taps", root)]
        result.notes = notes
        return result
    }

    /// Masonry's remake example: a button jumps between the top-left and bottom-right corners.
    static let remake = DemoExample(name: "remake", title: "remakeConstraints: a button that changes corners") {
        let root = makeRoot()
        let button = View(name: "movingButton")
        root.addSubview(button)
        var atTopLeft = true
        func place() {
            button.mas.remakeConstraints { make in
                make.size.equalTo(Size(width: 100, height: 100))
                if atTopLeft {
                    make.top.left.equalToSuperview().offset(10)
                } else {
                    make.bottom.right.equalToSuperview().offset(-10)
                }
            }
            root.layoutIfNeeded()
        }
        var notes: [String] = []
        for tap in 0..<3 {
            place()
            notes.append(
                "\(tap == 0 ? "start" : "tap \(tap)"): \(button.frame)  (constraints on root: \(root.constraints.count))"
            )
            atTopLeft.toggle()
        }
        return DemoResult(
            title: "remake: each tap remakes the button's constraints in the other corner",
            sections: [("after two taps", root)], notes: notes)
    }

    /// The seed's animated update: each tap moves a view's top between 418 and 700 over 5 seconds.
    static let animatedUpdate = DemoExample(name: "animated", title: "Animated update: 418 ↔ 700 over 5 seconds") {
        let root = makeRoot()
        let box = View(name: "box")
        root.addSubview(box)
        box.mas.makeConstraints { make in
            make.centerX.equalToSuperview()
            make.top.equalTo(418)
            make.size.equalTo(Size(width: 100, height: 50))
        }
        root.layoutIfNeeded()
        var notes: [String] = []
        var lastAnimation: Animation?
        for top in [700.0, 418] {
            let animation = root.animate(duration: 5, curve: .easeInOut) {
                box.mas.updateConstraints { make in make.top.equalTo(top) }
                root.layoutIfNeeded()
            }
            let samples = stride(from: 0.0, through: 5, by: 1.25).map { time in
                "t=\(time)s \(animation.frame(of: box, at: time).origin)"
            }
            notes.append("tap → top \(Int(top)), ease in-out: " + samples.joined(separator: "  "))
            lastAnimation = animation
        }
        return DemoResult(
            title: "animated: updateConstraints + layoutIfNeeded inside root.animate(duration: 5)",
            sections: [("at rest after two taps", root)], notes: notes,
            animation: lastAnimation.map { ($0, root) })
    }

    /// Labels that size themselves from their text: one capped at 200 points that wraps, one below it.
    static let labels = DemoExample(name: "labels", title: "Labels: width <= 200, height >= 10, wrapping") {
        let root = makeRoot()
        let message = Label(
            name: "messageLabel",
            text: "Masonry is a light-weight layout framework which wraps "
                + "AutoLayout with a nicer syntax.")
        message.numberOfLines = 0
        let caption = Label(name: "captionLabel", text: "Short caption")
        caption.font = Font(size: 13)
        for label in [message, caption] { root.addSubview(label) }
        message.mas.makeConstraints { make in
            make.left.equalTo(20)
            make.top.equalTo(40)
            make.width.lessThanOrEqualTo(200).labeled("maxWidth")
            make.height.greaterThanOrEqualTo(10).priority(.high).labeled("minHeight")
        }
        caption.mas.makeConstraints { make in
            make.top.equalTo(message.mas.bottom).offset(8)
            make.left.equalTo(message)
        }
        root.layoutIfNeeded()
        return DemoResult(
            title: "labels: a wrapping label capped at 200 points, and a caption under it",
            sections: [("", root)], notes: message.constraints.map(\.description))
    }

    /// The three equal buttons of a bottom bar, 20 points apart.
    static let bottomBar = DemoExample(name: "bar", title: "Three equal buttons in a bottom bar") {
        let root = makeRoot()
        let bar = View(name: "bottomBar")
        root.addSubview(bar)
        let buttons = ["cancelButton", "okButton", "moreButton"].map { View(name: $0) }
        for button in buttons { bar.addSubview(button) }
        bar.mas.makeConstraints { make in
            make.left.right.bottom.equalToSuperview()
            make.height.equalTo(60)
        }
        for (index, button) in buttons.enumerated() {
            button.mas.makeConstraints { make in
                make.top.bottom.equalToSuperview().inset(10)
                make.width.equalTo(bar).dividedBy(3).offset(-80.0 / 3)
                make.left.equalTo(index == 0 ? bar.mas.left : buttons[index - 1].mas.right).offset(20)
            }
        }
        root.layoutIfNeeded()
        return DemoResult(title: "bar: each button's width == bar.width / 3 − 80/3, 20 apart", sections: [("", root)])
    }

    /// Masonry's array helpers: a row with fixed spacing and a column of fixed-length items.
    static let distribution = DemoExample(name: "distribution", title: "Arrays and distribution") {
        let root = makeRoot()
        let row = ["a", "b", "c", "d"].map { View(name: "row-\($0)") }
        let column = ["1", "2", "3"].map { View(name: "column-\($0)") }
        for view in row + column { root.addSubview(view) }
        row.mas.distributeViews(along: .horizontal, fixedSpacing: 10, leadSpacing: 20, tailSpacing: 20)
        row.mas.makeConstraints { make in
            make.top.equalTo(60)
            make.height.equalTo(80)
        }
        column.mas.distributeViews(along: .vertical, fixedItemLength: 60, leadSpacing: 200, tailSpacing: 40)
        column.mas.makeConstraints { make in
            make.centerX.equalToSuperview()
            make.width.equalTo(120)
        }
        root.layoutIfNeeded()
        return DemoResult(
            title: "distribution: four views with 10-point gaps, three 60-point views spread down the screen",
            sections: [("", root)])
    }

    /// Masonry's debugging example: keys in conflict logs, and mistakes reported instead of crashing.
    static let debugging = DemoExample(name: "debugging", title: "Debugging: named constraints in conflict logs") {
        let root = makeRoot()
        var notes: [String] = []
        let message = Label(name: "messageLabel", text: "Hello")
        let orphan = View(name: "orphan") // never added to a view: a root of its own, with its own handler
        for tree in [root, orphan] { tree.diagnosticHandler = { notes.append($0.message) } }
        root.addSubview(message)
        message.mas.makeConstraints { make in
            make.top.left.equalToSuperview().offset(10).labeled("topLeft")
            make.height.greaterThanOrEqualTo(5000).labeled("ConstantConstraint")
            make.bottom.equalToSuperview().offset(-10).labeled("BottomConstraint")
        }
        orphan.mas.makeConstraints { make in make.edges.equalToSuperview() } // no superview: reported, skipped
        message.mas.makeConstraints { make in make.width.equalTo(root).dividedBy(0) } // no usable multiplier: reported
        root.layoutIfNeeded()
        return DemoResult(
            title: "debugging: a conflict logged with Masonry's keys, and two mistakes that do not crash",
            sections: [("", root)], notes: notes, showsConstraints: true)
    }
}
