import Cassowary
import Testing

/// NaN and infinity are refused wherever a number enters the solver, and so are strengths that are not a real
/// level with a positive, finite weight. The refusal changes nothing.
@Suite struct InvalidValueTests {
    static let nonFinite: [Double] = [.nan, .infinity, -.infinity]
    static let invalidStrengths: [Strength] = [
        Strength(level: .nan), Strength(level: -.infinity),
        Strength(level: 1, weight: 0), Strength(level: 1, weight: -2), Strength(level: 1, weight: .nan),
        Strength(level: 1, weight: .infinity)
    ]

    let x = Variable("x"), y = Variable("y")

    /// A solver with an edit on `x`, which is tied to `y`, already holding a suggestion.
    func editableSolver() throws -> Solver {
        let solver = try makeSolver(y == x + 1, stay(x, at: 0))
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(x, 3)
        return solver
    }

    /// Expects the solver from `editableSolver()` to still follow suggestions and accept constraints.
    func expectStillWorks(_ solver: Solver, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try solver.suggestValue(x, 7)
        try solver.add(y <= 6)
        solver.updateVariables()
        expectValues([(x, 5), (y, 6)], sourceLocation: sourceLocation)
    }

    @Test(arguments: nonFinite)
    func aNonFiniteCoefficientIsInvalid(_ value: Double) throws {
        let solver = try editableSolver()
        let fresh = Variable("fresh")
        expectRejection(.invalidValue, by: solver, watching: [x, y]) { () throws(SolverError) in
            try solver.add(value * fresh + y == 4)
        }
        try expectStillWorks(solver)
    }

    @Test(arguments: nonFinite)
    func aNonFiniteConstantIsInvalid(_ value: Double) throws {
        let solver = try editableSolver()
        expectRejection(.invalidValue, by: solver, watching: [x, y]) { () throws(SolverError) in
            try solver.add((x + y <= value) | .weak)
        }
        try expectStillWorks(solver)
    }

    @Test(arguments: nonFinite)
    func aNonFiniteSuggestionIsInvalid(_ value: Double) throws {
        let solver = try editableSolver()
        expectRejection(.invalidValue, by: solver, watching: [x, y]) { () throws(SolverError) in
            try solver.suggestValue(x, value)
        }
        try expectStillWorks(solver)
    }

    @Test(arguments: invalidStrengths)
    func aConstraintWithAnInvalidStrengthIsInvalid(_ strength: Strength) throws {
        let solver = try editableSolver()
        expectRejection(.invalidValue, by: solver, watching: [x, y]) { () throws(SolverError) in
            try solver.add((x == 100) | strength)
        }
        try expectStillWorks(solver)
    }

    @Test(arguments: invalidStrengths)
    func anEditWithAnInvalidStrengthIsInvalid(_ strength: Strength) throws {
        let solver = try editableSolver()
        expectRejection(.invalidValue, by: solver, watching: [x, y]) { () throws(SolverError) in
            try solver.addEditVariable(y, strength: strength)
        }
        #expect(!solver.hasEditVariable(y))
        try expectStillWorks(solver)
    }
}
