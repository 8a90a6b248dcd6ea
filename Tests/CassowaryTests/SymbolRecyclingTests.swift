@_spi(Testing) import Cassowary
import Testing

/// A long-lived solver gives back the symbol ids of removed constraints and of variables no constraint uses, so
/// that adding and removing views for ever keeps its size (and the cost of each call) bounded; `reset()` returns
/// it to a fresh solver's state.
@Suite struct SymbolRecyclingTests {
    /// A window and a few views that stay, as an app's long-lived screen has.
    struct Screen {
        let window = Variable("window")
        let kept = (0..<5).map { Variable("kept\($0)") }

        func makeSolver() throws -> Solver {
            let solver = Solver()
            try solver.addEditVariable(window, strength: .strong)
            try solver.suggestValue(window, 800)
            for (index, variable) in kept.enumerated() { try solver.add(variable == window * 0.1 + Double(index)) }
            return solver
        }

        /// One view's constraints, on new variables: required, strong, weak, equalities and inequalities.
        func transientView() -> (variables: [Variable], constraints: [Constraint]) {
            let left = Variable("left"), width = Variable("width"), height = Variable("height")
            return (
                [left, width, height],
                [
                    left == kept[0] + 10, width == window * 0.5, left + width <= window,
                    (height == 44) | .strong, height >= 20, (width == 100) | .weak
                ]
            )
        }

        /// Adds one transient view, solves, and removes it again.
        func cycle(_ solver: Solver) throws {
            let view = transientView()
            for constraint in view.constraints { try solver.add(constraint) }
            solver.updateVariables()
            for constraint in view.constraints { try solver.remove(constraint) }
        }
    }

    /// Views whose answer depends on the pivot order: two equal-strength preferences pull one width each way.
    static func degenerateProblem(_ window: Variable) -> (variables: [Variable], constraints: [Constraint]) {
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        return (
            [a, b, c],
            [
                a + b == window * 0.25, (a == 10) | .medium, (b == 10) | .medium, c >= a, (c <= b) | .weak, a >= 0,
                b >= 0
            ]
        )
    }

    @Test func addingAndRemovingViewsForEverKeepsTheSolverTheSameSize() throws {
        let screen = Screen()
        let solver = try screen.makeSolver()
        try screen.cycle(solver)
        let afterOne = solver.symbolStatistics
        for _ in 0..<2_000 { try screen.cycle(solver) }
        let afterMany = solver.symbolStatistics
        #expect(afterMany.ids == afterOne.ids)
        #expect(afterMany.variables == 1 + screen.kept.count)
        #expect(afterMany.lingering <= 32)
        #expect(solver.cellCount <= 64)
    }

    @Test func aSolverThatRecycledAnswersAsAFreshOneDoes() throws {
        let screen = Screen()
        let recycled = try screen.makeSolver()
        for _ in 0..<300 { try screen.cycle(recycled) }
        let fresh = try screen.makeSolver()

        var answers: [[Double]] = []
        for solver in [recycled, fresh] {
            let problem = Self.degenerateProblem(screen.window)
            for constraint in problem.constraints { try solver.add(constraint) }
            try solver.suggestValue(screen.window, 1000)
            solver.updateVariables()
            answers.append((problem.variables + screen.kept).map(\.value))
        }
        #expect(answers[0] == answers[1])
    }

    @Test func aVariableUsedAgainAfterItsConstraintsWentGetsAValue() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let first = x == 5
        try solver.add(first)
        try solver.remove(first)
        for _ in 0..<100 {
            let temporary = y == 3
            try solver.add(temporary)
            try solver.remove(temporary)
        }
        try solver.add(x == y + 1)
        try solver.add(y == 2)
        solver.updateVariables()
        expectValues([(x, 3), (y, 2)])
    }

    @Test func aRefusedConstraintGivesTheIDsItReusedBack() throws {
        let screen = Screen()
        let solver = try screen.makeSolver()
        for _ in 0..<10 { try screen.cycle(solver) }
        #expect(solver.symbolStatistics.free > 0)
        let extra = Variable("extra")
        try solver.add(extra >= screen.kept[1] + 10)
        let before = solver.symbolStatistics
        let refused = expectRejection(.unsatisfiableConstraint, by: solver, watching: screen.kept + [extra]) {
            () throws(SolverError) in try solver.add(extra <= screen.kept[1])
        }
        #expect(refused != nil)
        #expect(solver.symbolStatistics == before)
    }

    @Test func resetLeavesTheStateOfAFreshSolver() throws {
        let screen = Screen()
        let solver = try screen.makeSolver()
        for _ in 0..<200 { try screen.cycle(solver) }
        let view = screen.transientView()
        for constraint in view.constraints { try solver.add(constraint) }

        solver.reset()
        let fresh = Solver()
        #expect(solver.dump() == fresh.dump())
        #expect(solver.symbolStatistics == fresh.symbolStatistics)
        #expect(solver.symbolStatistics.ids == 1)

        var answers: [[Double]] = []
        for candidate in [solver, fresh] {
            let problem = Self.degenerateProblem(screen.window)
            try candidate.addEditVariable(screen.window, strength: .strong)
            try candidate.suggestValue(screen.window, 600)
            for constraint in problem.constraints { try candidate.add(constraint) }
            candidate.updateVariables()
            answers.append(problem.variables.map(\.value) + [screen.window.value])
        }
        #expect(answers[0] == answers[1])
    }
}
