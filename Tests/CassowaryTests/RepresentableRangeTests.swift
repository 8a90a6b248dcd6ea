import Cassowary
import Testing

/// Numbers above `Solver.maximumMagnitude` (1e9) are refused wherever they enter the solver, before they can cost
/// the precision the simplex needs; numbers at the limit are accepted and solved exactly.
@Suite struct RepresentableRangeTests {
    static let tooLarge: [Double] = [1e9 * (1 + 1e-15) + 1, -2e9, 1e16, -1e300, .greatestFiniteMagnitude]

    let x = Variable("x"), y = Variable("y")

    /// `y == 2x + 1` with `x` a strong edit variable suggested at 3.
    func editableSolver() throws -> Solver {
        let solver = try makeSolver(y == 2 * x + 1)
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(x, 3)
        return solver
    }

    @Test func theLimitIsOneBillion() {
        #expect(Solver.maximumMagnitude == 1e9)
    }

    @Test(arguments: tooLarge)
    func aSuggestionAboveTheLimitIsRefusedAndTheNextOneSolvesExactly(_ value: Double) throws {
        let solver = try editableSolver()
        expectRejection(.invalidValue, by: solver, watching: [x, y]) { () throws(SolverError) in
            try solver.suggestValue(x, value)
        }
        try solver.suggestValue(x, 5)
        solver.updateVariables()
        #expect(x.value == 5)
        #expect(y.value == 11)
    }

    @Test(arguments: tooLarge)
    func aConstantAboveTheLimitIsRefused(_ value: Double) throws {
        let solver = try editableSolver()
        expectRejection(.invalidValue, by: solver, watching: [x, y]) { () throws(SolverError) in
            try solver.add((x + y <= value) | .weak)
        }
        let bound = y <= 100
        try solver.add(bound)
        expectRejection(.invalidValue, by: solver, watching: [x, y]) { () throws(SolverError) in
            try solver.setConstant(-value, of: bound)
        }
        solver.updateVariables()
        expectValues([(x, 3), (y, 7)])
    }

    @Test(arguments: tooLarge)
    func aCoefficientAboveTheLimitIsRefused(_ value: Double) throws {
        let solver = try editableSolver()
        let fresh = Variable("fresh")
        expectRejection(.invalidValue, by: solver, watching: [x, y]) { () throws(SolverError) in
            try solver.add(value * fresh + y == 4)
        }
        #expect(!solver.contains(value * fresh + y == 4))
    }

    @Test func valuesAtTheLimitAreSolved() throws {
        let solver = try editableSolver()
        try solver.suggestValue(x, 4e8)
        solver.updateVariables()
        expectValues([(x, 4e8), (y, 8e8 + 1)])
        let far = Variable("far")
        try solver.add(far == 1e9)
        try solver.suggestValue(x, -1e9)
        solver.updateVariables()
        expectValues([(x, -1e9), (y, -2e9 + 1), (far, 1e9)])
        try solver.suggestValue(x, 5)
        solver.updateVariables()
        #expect(x.value == 5)
        #expect(y.value == 11)
    }
}
