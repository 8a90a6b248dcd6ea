import MasonryRender

/// Seed-like scenes built with the DSL, laid out and ready to draw, shared by the renderer tests.
enum Scenes {
    /// An iPhone 8 screen: 375×667 points, the root named `root`.
    static func screen() -> View {
        let root = View(frame: Rect(x: 0, y: 0, width: 375, height: 667))
        root.name = "root"
        root.diagnosticHandler = { _ in }
        return root
    }

    /// A 200×200 box centred in the screen.
    static func centredBox() -> View {
        let root = screen()
        let box = View(name: "box")
        root.addSubview(box)
        box.mas.makeConstraints { make in
            make.size.equalTo(Size(width: 200, height: 200))
            make.center.equalToSuperview()
        }
        root.layoutIfNeeded()
        return root
    }

    /// A view inset 40/10/10/10 from the screen's edges, holding an unnamed view inset 20 on every side.
    static func edgesWithInsets() -> View {
        let root = screen()
        let yellow = View(name: "yellow")
        let inner = View()
        root.addSubview(yellow)
        yellow.addSubview(inner)
        yellow.mas.makeConstraints { make in
            make.edges.equalToSuperview().inset(EdgeInsets(top: 40, left: 10, bottom: 10, right: 10))
        }
        inner.mas.makeConstraints { make in make.edges.equalToSuperview().inset(20) }
        root.layoutIfNeeded()
        return root
    }

    /// The seed's labels: a message capped at 200 points that wraps, and a 13-point caption under it.
    static func wrappingLabels() -> View {
        let root = screen()
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
        return root
    }

    /// Three equal buttons, 20 points apart, in a 60-point bar along the bottom of the screen.
    static func buttonBar() -> View {
        let root = screen()
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
        return root
    }

    /// The seed's animated update: a 100×50 box whose top moves from 418 to 700 over 5 seconds, ease in-out.
    static func animatedUpdate(curve: AnimationCurve = .easeInOut) -> (root: View, animation: Animation) {
        let root = screen()
        let box = View(name: "box")
        root.addSubview(box)
        box.mas.makeConstraints { make in
            make.centerX.equalToSuperview()
            make.top.equalTo(418)
            make.size.equalTo(Size(width: 100, height: 50))
        }
        root.layoutIfNeeded()
        let animation = root.animate(duration: 5, curve: curve) {
            box.mas.updateConstraints { make in make.top.equalTo(700) }
        }
        return (root, animation)
    }

    /// A box asked to be both 100 and 200 points wide (the engine breaks the second), beside a box that is fine.
    static func conflict() -> View {
        let root = screen()
        let box = View(name: "box"), other = View(name: "other")
        for view in [box, other] { root.addSubview(view) }
        box.mas.makeConstraints { make in
            make.top.left.equalToSuperview().offset(20)
            make.height.equalTo(80)
            make.width.equalTo(100)
        }
        box.mas.makeConstraints { make in make.width.equalTo(200).labeled("tooWide") }
        other.mas.makeConstraints { make in
            make.top.equalTo(box.mas.bottom).offset(30)
            make.left.equalTo(box)
            make.size.equalTo(Size(width: 120, height: 60))
        }
        root.layoutIfNeeded()
        return root
    }
}
