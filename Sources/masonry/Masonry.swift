import ArgumentParser
import Cassowary

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
    static let configuration = CommandConfiguration(abstract: "Show the solver at work on the midpoint example.")

    func run() throws {
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
