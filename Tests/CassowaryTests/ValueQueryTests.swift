@_spi(Testing) import Cassowary
import Testing

/// `Solver.value(of:)` reads a variable's value in that solver's solution without writing it into the variable:
/// the same value `updateVariables()` writes, after any sequence of calls, and for each of two solvers sharing it.
@Suite struct ValueQueryTests {
    let left = Variable("left"), mid = Variable("mid"), right = Variable("right")

    @Test func readsTheSolutionWithoutWritingIt() throws {
        let solver = try makeSolver(mid == (left + right) / 2, right == left + 10, right <= 100, left >= 0)
        try solver.addEditVariable(mid, strength: .strong)
        try solver.suggestValue(mid, 80)
        #expect(solver.value(of: left) == 75)
        #expect(solver.value(of: mid) == 80)
        #expect(solver.value(of: right) == 85)
        // Nothing was written: the variables hold what they held before.
        #expect([left.value, mid.value, right.value] == [0, 0, 0])
        // And `updateVariables()` still writes the same solution, as documented.
        solver.updateVariables()
        #expect([left.value, mid.value, right.value] == [75, 80, 85])
    }

    @Test func followsSuggestionsConstantsAndRemovals() throws {
        let anchor = left == 10
        let gap = right == left + 20
        let solver = try makeSolver(anchor, gap, mid == (left + right) / 2)
        #expect(solver.value(of: mid) == 20)
        try solver.setConstant(-40, of: anchor) // left == 40
        #expect(solver.value(of: left) == 40)
        #expect(solver.value(of: right) == 60)
        try solver.remove(gap)
        try solver.add(right == left + 100)
        #expect(solver.value(of: right) == 140)
        #expect(solver.value(of: mid) == 90)
        try solver.addEditVariable(left, strength: .weak)
        try solver.suggestValue(left, 5) // weaker than the required anchor: no effect
        #expect(solver.value(of: left) == 40)
        try solver.remove(anchor)
        try solver.suggestValue(left, 5)
        #expect(solver.value(of: left) == 5)
        #expect(solver.value(of: right) == 105)
    }

    @Test func aVariableTheSolverDoesNotUseHasNoValue() throws {
        let stranger = Variable("stranger")
        stranger.value = 42
        let constraint = left == 3
        let solver = try makeSolver(constraint)
        #expect(solver.value(of: stranger) == nil)
        #expect(solver.value(of: left) == 3)
        // Once the only constraint using it is gone, the solver forgets the variable.
        try solver.remove(constraint)
        #expect(solver.value(of: left) == nil)
        solver.reset()
        #expect(solver.value(of: left) == nil)
        #expect(stranger.value == 42)
    }

    @Test func twoSolversSharingVariablesEachAnswerForTheirOwnSolution() throws {
        // The first solver to see a variable caches its symbol in it; the second keeps its own table.
        let first = try makeSolver(left == 10, right == left + 5)
        let second = try makeSolver(left == 200, right == left * 2)
        #expect(first.value(of: left) == 10 && first.value(of: right) == 15)
        #expect(second.value(of: left) == 200 && second.value(of: right) == 400)
        #expect(second.value(of: mid) == nil)
        first.updateVariables()
        #expect(right.value == 15)
        #expect(second.value(of: right) == 400) // writing one solver's values did not change the other's
    }

    /// A column of items each 8 below the previous one: rows that name earlier rows' basic symbols, whose values
    /// are evaluated once per change and read per variable.
    @Test func readsValuesOfRowsThatNameOtherRows() throws {
        let tops = (0..<40).map { Variable("top\($0)") }
        let solver = Solver()
        try solver.add(tops[0] == 0)
        for (previous, next) in zip(tops, tops.dropFirst()) { try solver.add(next == previous + 8) }
        #expect(tops.indices.allSatisfy { solver.value(of: tops[$0]) == Double($0) * 8 })
        let start = tops[0] == 100
        try solver.add(start | .strong)
        try solver.addEditVariable(tops[10], strength: .medium)
        try solver.suggestValue(tops[10], 1000)
        let expected = tops.indices.map { Double($0) * 8 } // the required start at 0 wins
        #expect(tops.map { solver.value(of: $0) } == expected.map { Optional($0) })
        solver.updateVariables()
        #expect(tops.map(\.value) == expected)
    }

    /// After every step of seeded random workloads (additions, refusals, removals, edits, suggestions), with and
    /// without dropped markers and the rebuilds they cause: `value(of:)` gives what `updateVariables()` then writes.
    @Test(arguments: [Int32(8), 1])
    func agreesWithUpdateVariablesAfterEveryStep(markerSpreadLimit: Int32) {
        for seed in UInt64(1)...60 {
            let solver = Solver(markerSpreadLimit: markerSpreadLimit)
            var workload = RandomWorkload(seed: seed, variableCount: 2 + Int(seed % 5))
            for stepIndex in 0..<30 {
                let step = workload.step(on: solver)
                let read = workload.variables.map { solver.value(of: $0) }
                solver.updateVariables()
                for (variable, value) in zip(workload.variables, read) where value != nil {
                    #expect(
                        value == variable.value,
                        "seed \(seed), step \(stepIndex) (\(step)): \(variable) read \(value ?? .nan)")
                }
            }
        }
    }
}
