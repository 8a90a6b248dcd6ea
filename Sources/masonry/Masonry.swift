import ArgumentParser
import Cassowary
import Masonry

@main
struct MasonryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "masonry",
        abstract: "Auto Layout and the Masonry DSL, headless.",
        subcommands: [Demo.self],
        defaultSubcommand: Demo.self
    )
}

struct Demo: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show the solver and the layout engine at work (the DSL examples come with the DSL).")

    func run() throws {
        try solverExample()
        print("")
        layoutExample()
    }

    /// A 200×200 box centred in a phone-sized root, a label wrapping under it, with Auto Layout anchors.
    private func layoutExample() {
        let root = View(frame: Rect(x: 0, y: 0, width: 375, height: 667))
        root.name = "root"
        let box = View(name: "box")
        let caption = Label(name: "caption", text: "A 200 × 200 box centred in its superview, and this label, "
            + "which wraps at the box's width, 8 points below it.")
        caption.numberOfLines = 0
        for view in [box, caption] {
            root.addSubview(view)
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        LayoutConstraint.activate([
            box.widthAnchor.constraint(equalToConstant: 200),
            box.heightAnchor.constraint(equalToConstant: 200),
            box.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            box.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            caption.topAnchor.constraint(equalTo: box.bottomAnchor, constant: 8),
            caption.leadingAnchor.constraint(equalTo: box.leadingAnchor),
            caption.trailingAnchor.constraint(equalTo: box.trailingAnchor),
        ])
        root.layoutIfNeeded()
        print("Layout engine, 375×667 root:")
        print(root.layoutTree())
    }

    private func solverExample() throws {
        let solver = Solver()
        let left = Variable("left"), mid = Variable("mid"), right = Variable("right")
        try solver.add(mid == (left + right) / 2)
        try solver.add(right == left + 10)
        try solver.add(right <= 100)
        try solver.add(left >= 0)
        try solver.add((mid == 30) | .weak)
        solver.updateVariables()
        print("mid == (left + right) / 2, right == left + 10, right <= 100, left >= 0, weak mid == 30")
        print("  left \(left.value)  mid \(mid.value)  right \(right.value)")
        try solver.addEditVariable(mid, strength: .strong)
        for target in [80.0, 0, 200] {
            try solver.suggestValue(mid, target)
            solver.updateVariables()
            print("suggest mid = \(target):  left \(left.value)  mid \(mid.value)  right \(right.value)")
        }
    }
}
