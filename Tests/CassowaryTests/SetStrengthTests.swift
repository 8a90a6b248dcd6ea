@_spi(Testing) import Cassowary
import Testing

/// `Solver.setStrength(_:of:)`: a preference's strength changes in place, with the answer removing and adding it
/// again gives; a change between required and optional is refused and changes nothing.
@Suite struct SetStrengthTests {
    @Test func aPreferenceRaisedAboveItsRivalWins() throws {
        let x = Variable("x")
        let low = (x == 20) | .weak
        let solver = try makeSolver((x == 10) | .medium, low)
        solver.updateVariables()
        #expect(x.value == 10)
        try solver.setStrength(.strong, of: low)
        solver.updateVariables()
        #expect(x.value == 20)
        #expect(low.strength == .strong)
        try solver.setStrength(.weak, of: low)
        solver.updateVariables()
        #expect(x.value == 10)
        #expect(solver.checkInvariants().isEmpty)
    }

    @Test func aWeightChangeWithinALevelMovesTheBalance() throws {
        let x = Variable("x")
        let low = (x <= 0) | Strength(level: 750)
        let solver = try makeSolver((x >= 10) | Strength(level: 750, weight: 2), low)
        solver.updateVariables()
        #expect(x.value == 10)
        try solver.setStrength(Strength(level: 750, weight: 3), of: low)
        solver.updateVariables()
        #expect(x.value == 0)
    }

    @Test func aBasicErrorSymbolsRowIsSubstituted() throws {
        // Two soft equalities on one variable: one of them is solved for its error, which is then basic.
        let x = Variable("x"), y = Variable("y")
        let tie = (x == y) | .weak
        let solver = try makeSolver(
            (x == 30) | .strong, (y == 5) | .medium, tie, (x - y == 7) | Strength(level: 1_000, weight: 2))
        solver.updateVariables()
        try solver.setStrength(.strong, of: tie)
        let fresh = try makeSolver(
            (x == 30) | .strong, (y == 5) | .medium, (x == y) | .strong,
            (x - y == 7) | Strength(level: 1_000, weight: 2))
        solver.updateVariables()
        let values = (x.value, y.value)
        fresh.updateVariables()
        #expect(isClose(values.0, x.value) && isClose(values.1, y.value))
        #expect(isClose(x.value, 30) && isClose(y.value, 30))
        #expect(solver.checkInvariants().isEmpty)
    }

    @Test func requiredAndOptionalCannotTradePlaces() throws {
        let x = Variable("x")
        let required = x == 10
        let optional = (x == 20) | .weak
        let solver = try makeSolver(required, optional)
        expectRejection(.requiredStrengthChange, by: solver, watching: [x]) { () throws(SolverError) in
            try solver.setStrength(.strong, of: required)
        }
        expectRejection(.requiredStrengthChange, by: solver, watching: [x]) { () throws(SolverError) in
            try solver.setStrength(.required, of: optional)
        }
        #expect(required.strength == .required && optional.strength == .weak)
    }

    @Test func badCallsAreRefusedAndChangeNothing() throws {
        let x = Variable("x")
        let optional = (x == 20) | .weak
        let solver = try makeSolver(optional)
        expectRejection(.unknownConstraint, by: solver, watching: [x]) { () throws(SolverError) in
            try solver.setStrength(.strong, of: (x == 1) | .weak)
        }
        for strength in [Strength(level: .nan), Strength(level: 5, weight: 0), Strength(level: 5, weight: .infinity)] {
            expectRejection(.invalidValue, by: solver, watching: [x]) { () throws(SolverError) in
                try solver.setStrength(strength, of: optional)
            }
        }
        #expect(optional.strength == .weak)
    }

    @Test func aConstraintTwoSolversHaveHeldIsRefused() throws {
        let x = Variable("x")
        let optional = (x == 20) | .weak
        let first = try makeSolver(optional)
        let second = try makeSolver(optional)
        for solver in [first, second] {
            expectRejection(.sharedConstraint, by: solver, watching: [x]) { () throws(SolverError) in
                try solver.setStrength(.strong, of: optional)
            }
        }
    }

    /// A change after the constraint's marker was dropped (a rebuild is pending) applies to the rebuilt tableau.
    @Test func aChangeAfterARemovalThatNeedsARebuild() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let solver = Solver(markerSpreadLimit: 1)
        let shared = x == y
        try solver.add(shared)
        try solver.add(y == z)
        try solver.add(x + z == 10)
        let low = (x == 1) | .weak
        try solver.add(low)
        try solver.add((x == 2) | .medium)
        try solver.remove(shared)
        try solver.setStrength(.strong, of: low)
        solver.updateVariables()
        #expect(x.value == 1)
        #expect(solver.checkInvariants().isEmpty)
    }

    /// Random systems of required and optional constraints at several levels and weights; random strength
    /// changes among them, with adds and removals: after every step the invariants hold and each level's weighted
    /// error equals that of a fresh solver holding the final constraints at their final strengths (the optimum is
    /// the same; on degenerate problems the vertex may differ).
    @Test(arguments: 1...200 as ClosedRange<UInt64>)
    func changesGiveTheOptimumOfAFreshSolver(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let variables = (0..<(2 + Int(seed % 5))).map { Variable("v\($0)") }
        let solver = Solver()
        let optional = [Strength.strong, .medium, .weak, Strength(level: 750), Strength(level: 250, weight: 2)]
        func randomOptional() -> Strength {
            let strength = random.pick(optional)
            return random.oneIn(3) ? Strength(level: strength.level, weight: Double(random.int(in: 1...4))) : strength
        }
        var active: [Constraint] = []
        var changes = 0
        for step in 0..<40 {
            let roll = random.int(in: 0...9)
            let context = "seed \(seed) step \(step)"
            let preferences = active.filter { !$0.strength.isRequired }
            if roll < 4, !preferences.isEmpty {
                try solver.setStrength(randomOptional(), of: random.pick(preferences))
                changes += 1
            } else if roll < 5, !active.isEmpty {
                try solver.remove(active.remove(at: random.int(in: 0...(active.count - 1))))
            } else {
                var expression = Expression(constant: Double(random.int(in: -20...20)))
                for _ in 0..<random.int(in: 1...3) {
                    expression = expression + random.pick(variables) * Double(random.pick([-2, -1, 1, 1, 2]))
                }
                let relation = random.pick([RelationalOperator.equal, .lessThanOrEqual, .greaterThanOrEqual])
                let strength = random.oneIn(3) ? Strength.required : randomOptional()
                let constraint = Constraint(expression, relation, strength: strength)
                if (try? solver.add(constraint)) != nil { active.append(constraint) }
            }
            for problem in solver.checkInvariants() { Issue.record("\(context): \(problem)") }
            solver.updateVariables()
            let changed = errorsByLevel(active)
            for constraint in active where constraint.strength.isRequired {
                #expect(holds(constraint), "\(context): \(constraint)")
            }
            let copies = active.map { Constraint($0, strength: $0.strength) }
            let fresh = Solver()
            for copy in copies { try fresh.add(copy) }
            fresh.updateVariables()
            let expected = errorsByLevel(copies)
            for level in Set(changed.keys).union(expected.keys).sorted(by: >) {
                let a = changed[level, default: 0], b = expected[level, default: 0]
                let close = isClose(a, b, within: 1e-6 * max(1, abs(b)))
                #expect(close, "\(context): level \(level): \(a) against a fresh solver's \(b)")
                if !close { break }
            }
        }
        #expect(changes > 0, "seed \(seed) changed no strength")
    }

    /// Each level's weighted error of `constraints` at the variables' current values.
    private func errorsByLevel(_ constraints: [Constraint]) -> [Double: Double] {
        var byLevel: [Double: Double] = [:]
        for constraint in constraints where !constraint.strength.isRequired {
            byLevel[constraint.strength.level, default: 0] += constraint.strength.weight * violation(of: constraint)
        }
        return byLevel
    }
}
