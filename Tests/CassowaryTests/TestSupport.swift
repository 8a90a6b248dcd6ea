import Cassowary
import Testing

// Shared helpers for the Cassowary test suites: approximate comparison, error inspection, the
// "a rejected call changes nothing" check, and a seeded random workload.

// MARK: Approximate comparison

/// How far a solved value may be from the expected one.
let tolerance = 1e-6

/// Whether `actual` is within `tolerance` of `expected`.
func isClose(_ actual: Double, _ expected: Double, within allowed: Double = tolerance) -> Bool {
    abs(actual - expected) <= allowed
}

/// Expects each variable's current value to be close to the value paired with it.
func expectValues(
    _ expected: [(Variable, Double)],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    for (variable, value) in expected {
        #expect(
            isClose(variable.value, value),
            "\(variable) is \(variable.value), expected \(value)",
            sourceLocation: sourceLocation
        )
    }
}

/// Whether the variables' current values satisfy `constraint` within `tolerance`, whatever its strength.
func holds(_ constraint: Constraint, within allowed: Double = tolerance) -> Bool {
    let value = constraint.expression.value
    switch constraint.relation {
    case .equal: return abs(value) <= allowed
    case .lessThanOrEqual: return value <= allowed
    case .greaterThanOrEqual: return value >= -allowed
    }
}

/// Expects every constraint to hold for the variables' current values.
func expectHolding(_ constraints: [Constraint], sourceLocation: SourceLocation = #_sourceLocation) {
    for constraint in constraints {
        #expect(holds(constraint), "\(constraint) does not hold", sourceLocation: sourceLocation)
    }
}

/// A weak preference that `variable` stays at `value` (how Kiwi's documentation emulates Cassowary's stays).
func stay(_ variable: Variable, at value: Double) -> Constraint {
    (variable == value) | .weak
}

/// A solver holding `constraints`, added in order.
func makeSolver(_ constraints: Constraint...) throws -> Solver {
    try makeSolver(constraints)
}

/// A solver holding `constraints`, added in order.
func makeSolver(_ constraints: [Constraint]) throws -> Solver {
    let solver = Solver()
    for constraint in constraints { try solver.add(constraint) }
    return solver
}

// MARK: Errors

extension SolverError {
    /// The case of an error without its payload, so that tests can compare cases.
    enum Kind: Equatable, CustomStringConvertible {
        case duplicateConstraint, unsatisfiableConstraint, unknownConstraint
        case duplicateEditVariable, unknownEditVariable, badRequiredStrength, invalidValue
        case requiredStrengthChange, sharedConstraint

        var description: String {
            switch self {
            case .duplicateConstraint: "duplicateConstraint"
            case .unsatisfiableConstraint: "unsatisfiableConstraint"
            case .unknownConstraint: "unknownConstraint"
            case .duplicateEditVariable: "duplicateEditVariable"
            case .unknownEditVariable: "unknownEditVariable"
            case .badRequiredStrength: "badRequiredStrength"
            case .requiredStrengthChange: "requiredStrengthChange"
            case .sharedConstraint: "sharedConstraint"
            case .invalidValue: "invalidValue"
            }
        }
    }

    var kind: Kind {
        switch self {
        case .duplicateConstraint: .duplicateConstraint
        case .unsatisfiableConstraint: .unsatisfiableConstraint
        case .unknownConstraint: .unknownConstraint
        case .duplicateEditVariable: .duplicateEditVariable
        case .unknownEditVariable: .unknownEditVariable
        case .badRequiredStrength: .badRequiredStrength
        case .requiredStrengthChange: .requiredStrengthChange
        case .sharedConstraint: .sharedConstraint
        case .invalidValue: .invalidValue
        }
    }

    /// The constraint the error is about, if any.
    var constraint: Constraint? {
        switch self {
        case .duplicateConstraint(let c), .unsatisfiableConstraint(let c, _), .unknownConstraint(let c),
            .requiredStrengthChange(let c), .sharedConstraint(let c):
            c
        default: nil
        }
    }

    /// The variable the error is about, if any.
    var variable: Variable? {
        switch self {
        case .duplicateEditVariable(let v), .unknownEditVariable(let v): v
        default: nil
        }
    }

    /// The required constraints an `unsatisfiableConstraint` error blames, else `nil`.
    var conflicting: [Constraint]? {
        if case .unsatisfiableConstraint(_, let conflicting) = self { return conflicting }
        return nil
    }
}

/// Whether two constraint lists hold the same constraint objects in the same order.
func areIdentical(_ lhs: [Constraint], _ rhs: [Constraint]) -> Bool {
    lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 === $1 }
}

/// Runs `operation`, which must throw a `SolverError` of `expected` kind, and checks that it changed nothing:
/// the solver's `dump()` is the same text as before and `updateVariables()` writes the same values into
/// `watched`. Returns the error for payload checks.
@discardableResult
func expectRejection(
    _ expected: SolverError.Kind,
    by solver: Solver,
    watching watched: [Variable] = [],
    sourceLocation: SourceLocation = #_sourceLocation,
    _ operation: () throws(SolverError) -> Void
) -> SolverError? {
    solver.updateVariables()
    let valuesBefore = watched.map(\.value)
    let dumpBefore = solver.dump()

    let error: SolverError
    do throws(SolverError) {
        try operation()
        Issue.record("expected \(expected), but the call succeeded", sourceLocation: sourceLocation)
        return nil
    } catch let caught {
        error = caught
    }

    #expect(error.kind == expected, "threw \(error)", sourceLocation: sourceLocation)
    #expect(solver.dump() == dumpBefore, "the rejected call changed the solver", sourceLocation: sourceLocation)
    solver.updateVariables()
    #expect(
        watched.map(\.value) == valuesBefore, "the rejected call changed the solution",
        sourceLocation: sourceLocation)
    return error
}

/// Checks that an `unsatisfiableConstraint` error's `conflicting` list really proves the conflict: a fresh
/// solver accepts the blamed constraints and then rejects the refused one. The fresh solver shares the
/// variables, so `solver` (the one that refused) writes its own values back into them at the end.
func expectConflictReproduces(
    _ error: SolverError?,
    refusedBy solver: Solver,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    defer { solver.updateVariables() }
    guard let error, let refused = error.constraint, let conflicting = error.conflicting else {
        Issue.record(
            "not an unsatisfiableConstraint error: \(String(describing: error))",
            sourceLocation: sourceLocation)
        return
    }
    let witness = Solver()
    do throws(SolverError) {
        for constraint in conflicting { try witness.add(constraint) }
    } catch {
        Issue.record(
            "the blamed constraints are not satisfiable on their own: \(error)",
            sourceLocation: sourceLocation)
        return
    }
    let reproduced = expectRejection(.unsatisfiableConstraint, by: witness, sourceLocation: sourceLocation) {
        () throws(SolverError) in try witness.add(refused)
    }
    #expect(
        reproduced != nil, "\(conflicting) do not explain why \(refused) was refused",
        sourceLocation: sourceLocation)
}

/// Expects a solver to keep working after a refused call: each of `constraints` (all in the solver) can be
/// removed and added back and then holds, and a new constraint on a new variable is solved.
func expectStillUsable(
    _ solver: Solver,
    reAdding constraints: [Constraint],
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    for constraint in constraints {
        try solver.remove(constraint)
        try solver.add(constraint)
    }
    let probe = Variable("probe")
    let pin = probe == 42
    try solver.add(pin)
    solver.updateVariables()
    expectValues([(probe, 42)], sourceLocation: sourceLocation)
    expectHolding(constraints, sourceLocation: sourceLocation)
    try solver.remove(pin)
}

// MARK: Seeded randomness

/// A 64-bit linear congruential generator (Knuth's MMIX constants); the high bits are the usable ones.
struct SeededGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 &+ 1 }

    private mutating func next31() -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int(truncatingIfNeeded: state >> 33)
    }

    /// A number in `range` (the modulo bias is negligible for the small ranges the tests use).
    mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + next31() % (range.upperBound - range.lowerBound + 1)
    }

    /// True once in `n` draws on average.
    mutating func oneIn(_ n: Int) -> Bool { int(in: 1...n) == 1 }

    /// One of `elements`, which must not be empty.
    mutating func pick<T>(_ elements: [T]) -> T { elements[int(in: 0...(elements.count - 1))] }
}

// MARK: A random workload

/// A reproducible random sequence of solver calls over a few variables: adding and removing constraints with
/// small integer coefficients, adding and removing edit variables, and suggesting values.
struct RandomWorkload {
    /// What one step did.
    enum Step {
        case added(Constraint)
        case rejected(Constraint, SolverError)
        case removed(Constraint)
        case editAdded(Variable)
        case suggested(Variable, Double)
        case editRemoved(Variable)
        /// The solver refused a call it should have accepted (already recorded as an issue).
        case failed(SolverError)
    }

    private var random: SeededGenerator
    let variables: [Variable]
    /// The constraints currently in the solver, in the order they were added (edit constraints excluded).
    private(set) var constraints: [Constraint] = []
    /// The edit variables currently in the solver.
    private(set) var edits: [Variable] = []

    init(seed: UInt64, variableCount: Int) {
        random = SeededGenerator(seed: seed)
        variables = (0..<variableCount).map { Variable("v\($0)") }
    }

    /// The required constraints currently in the solver.
    var requiredConstraints: [Constraint] { constraints.filter(\.strength.isRequired) }

    private mutating func randomStrength(allowingRequired: Bool) -> Strength {
        switch random.int(in: allowingRequired ? 0...7 : 3...7) {
        case 0...2: .required
        case 3: .strong
        case 4: .medium
        case 5: .weak
        default: Strength(level: 750, weight: Double(random.int(in: 1...3)))
        }
    }

    private mutating func randomConstraint() -> Constraint {
        var expression = Expression(constant: Double(random.int(in: -20...20)))
        for _ in 0..<random.int(in: 1...3) {
            var coefficient = random.int(in: -3...3)
            if coefficient == 0 { coefficient = 1 }
            expression = expression + random.pick(variables) * Double(coefficient)
        }
        let relation = random.pick([RelationalOperator.equal, .lessThanOrEqual, .greaterThanOrEqual])
        return Constraint(expression, relation, strength: randomStrength(allowingRequired: true))
    }

    /// Performs one random call on `solver`. Any error other than refusing an unsatisfiable constraint is
    /// recorded as a test issue.
    mutating func step(on solver: Solver) -> Step {
        do throws(SolverError) {
            switch random.int(in: 0...9) {
            case 6 where !constraints.isEmpty:
                let constraint = constraints.remove(at: random.int(in: 0...(constraints.count - 1)))
                try solver.remove(constraint)
                return .removed(constraint)
            case 7 where edits.count < variables.count:
                let variable = random.pick(variables.filter { !solver.hasEditVariable($0) })
                try solver.addEditVariable(variable, strength: randomStrength(allowingRequired: false))
                edits.append(variable)
                return .editAdded(variable)
            case 8 where !edits.isEmpty:
                let variable = random.pick(edits)
                let value = Double(random.int(in: -100...100))
                try solver.suggestValue(variable, value)
                return .suggested(variable, value)
            case 9 where !edits.isEmpty:
                let variable = edits.remove(at: random.int(in: 0...(edits.count - 1)))
                try solver.removeEditVariable(variable)
                return .editRemoved(variable)
            default:
                let constraint = randomConstraint()
                do throws(SolverError) {
                    try solver.add(constraint)
                } catch .unsatisfiableConstraint(let refused, let conflicting) {
                    return .rejected(constraint, .unsatisfiableConstraint(refused, conflicting: conflicting))
                }
                constraints.append(constraint)
                return .added(constraint)
            }
        } catch {
            Issue.record("unexpected \(error)")
            return .failed(error)
        }
    }
}

// MARK: Expressions

/// Expects `actual` to have the same terms (same variables, in the same order, with close coefficients) and
/// a close constant.
func expectSameExpression(
    _ actual: Expression,
    _ expected: Expression,
    _ context: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let sameTerms =
        actual.terms.count == expected.terms.count
        && zip(actual.terms, expected.terms).allSatisfy {
            $0.variable === $1.variable && isClose($0.coefficient, $1.coefficient)
        }
    #expect(
        sameTerms && isClose(actual.constant, expected.constant),
        "\(context): got \(actual), expected \(expected)", sourceLocation: sourceLocation)
}
