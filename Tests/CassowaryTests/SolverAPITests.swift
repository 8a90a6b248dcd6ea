import Cassowary
import Testing

/// The solver's bookkeeping API: membership, edit variables, reset, dump, updateVariables, and sharing
/// variables and constraints between solvers.
@Suite struct SolverAPITests {
    let x = Variable("x"), y = Variable("y")

    @Test func containsFollowsAddAndRemove() throws {
        let constraint = x == 1
        let solver = Solver()
        #expect(!solver.contains(constraint))
        try solver.add(constraint)
        #expect(solver.contains(constraint))
        #expect(!solver.contains(constraint | .weak))
        try solver.remove(constraint)
        #expect(!solver.contains(constraint))
    }

    @Test func hasEditVariableFollowsAddAndRemove() throws {
        let solver = Solver()
        #expect(!solver.hasEditVariable(x))
        try solver.addEditVariable(x, strength: .strong)
        #expect(solver.hasEditVariable(x))
        #expect(!solver.hasEditVariable(y))
        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
    }

    @Test func removingAnEditVariableDropsItsPull() throws {
        let solver = try makeSolver(stay(x, at: 3), y == x + 1)
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(x, 50)
        solver.updateVariables()
        expectValues([(x, 50), (y, 51)])

        try solver.removeEditVariable(x)
        solver.updateVariables()
        expectValues([(x, 3), (y, 4)])
    }

    @Test func valuesChangeOnlyInUpdateVariables() throws {
        let solver = try makeSolver(stay(x, at: 7))
        #expect(x.value == 0)
        solver.updateVariables()
        expectValues([(x, 7)])
        let solved = x.value

        try solver.add((x == 9) | .strong)
        #expect(x.value == solved)
        solver.updateVariables()
        expectValues([(x, 9)])
    }

    @Test func aRemovedConstraintCanBeAddedBackAndWorksAgain() throws {
        let upperBound = x <= 4
        let solver = try makeSolver(stay(x, at: 10), upperBound)
        for _ in 0..<3 {
            solver.updateVariables()
            expectValues([(x, 4)])
            try solver.remove(upperBound)
            solver.updateVariables()
            expectValues([(x, 10)])
            try solver.add(upperBound)
        }
    }

    @Test func resetForgetsEverythingAndVariablesCanBeReused() throws {
        let constraint = x == y + 2
        let solver = try makeSolver(constraint, y == 1)
        try solver.addEditVariable(y, strength: .weak)
        try solver.suggestValue(y, 4)

        solver.reset()
        #expect(!solver.contains(constraint))
        #expect(!solver.hasEditVariable(y))
        #expect(solver.dump() == Solver().dump())

        try solver.add(constraint)
        try solver.add(y == 10)
        solver.updateVariables()
        expectValues([(x, 12), (y, 10)])
    }

    @Test func dumpHasAllItsSections() throws {
        let solver = try makeSolver(x + y == 10, stay(x, at: 2))
        try solver.addEditVariable(y, strength: .medium)
        let dump = solver.dump()
        for header in ["Objective", "Tableau", "Infeasible", "Variables", "Edit Variables", "Constraints"] {
            #expect(dump.contains(header), "no \(header) section")
        }
        #expect(dump.contains("x"))
        #expect(dump.contains("y"))
    }

    @Test func aVariableSharedByTwoSolversGetsEachSolversValue() throws {
        let first = try makeSolver(x == 10, y == x + 1)
        let second = try makeSolver(x == 20)

        first.updateVariables()
        expectValues([(x, 10), (y, 11)])
        second.updateVariables()
        expectValues([(x, 20), (y, 11)])
        first.updateVariables()
        expectValues([(x, 10)])

        // Each solver keeps working on its own after the other changes or goes away.
        second.reset()
        try second.add(x == y * 2)
        try second.add(y == 3)
        second.updateVariables()
        expectValues([(x, 6), (y, 3)])
        first.updateVariables()
        expectValues([(x, 10), (y, 11)])
    }

    @Test func aConstraintCanBeInTwoSolversAtOnce() throws {
        let shared = x + y == 10
        let first = try makeSolver(shared, x == 4)
        let second = try makeSolver(shared, y == 7)
        first.updateVariables()
        expectValues([(x, 4), (y, 6)])
        second.updateVariables()
        expectValues([(x, 3), (y, 7)])

        try first.remove(shared)
        #expect(!first.contains(shared))
        #expect(second.contains(shared))
    }

    /// A constraint keeps one solver's record in itself and any other's in that solver's table: each solver
    /// still sees only its own, whichever goes first.
    @Test func aSharedConstraintsRecordsStaySeparate() throws {
        let shared = x + y == 10
        let first = try makeSolver(shared, x == 4)
        let second = try makeSolver(shared, y == 7)
        try second.setConstant(-12, of: shared)
        second.updateVariables()
        expectValues([(x, 5), (y, 7)])
        try second.remove(shared)
        #expect(first.contains(shared) && !second.contains(shared))
        try first.remove(shared)
        let third = try makeSolver(shared, y == 1)
        #expect(third.contains(shared) && !first.contains(shared))
        try first.add(shared)
        #expect(first.contains(shared))
        first.updateVariables()
        expectValues([(x, 4), (y, 8)])
        #expect(throws: SolverError.self) { try third.add(shared) }
        do {
            let fourth = try makeSolver(shared)
            #expect(fourth.contains(shared))
        }
        try third.remove(shared)
        try first.remove(shared)
        #expect(!first.contains(shared) && !third.contains(shared))
    }

    @Test func aVariableOutlivesItsFirstSolver() throws {
        do {
            let first = try makeSolver(x == 1)
            first.updateVariables()
        }
        let second = try makeSolver(x == 2)
        second.updateVariables()
        expectValues([(x, 2)])
    }
}
