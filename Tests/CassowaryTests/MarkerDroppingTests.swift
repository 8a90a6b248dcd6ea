@_spi(Testing) import Cassowary
import Testing

/// The solver forgets a required equality's marker column once it spreads into too many rows, rebuilds if such a
/// constraint is removed, and explains conflicts by replaying the required constraints connected to the refused
/// one. These tests use a spread limit of 1, so that small systems take those paths at almost every step, and
/// compare with a solver that keeps every marker, as Kiwi does.
@Suite struct MarkerDroppingTests {
    static func dropping() -> Solver { Solver(markerSpreadLimit: 1) }
    static func keeping() -> Solver { Solver(markerSpreadLimit: .max) }

    /// `x0 == 0`, `x(i) == x(i-1) + 1`: each marker spreads into every later row.
    static func chain(_ count: Int) -> (variables: [Variable], links: [Constraint]) {
        let variables = (0..<count).map { Variable("x\($0)") }
        var links = [variables[0] == 0]
        for i in 1..<count { links.append(variables[i] == variables[i - 1] + 1) }
        return (variables, links)
    }

    @Test func removingADroppedLinkRebuildsToTheRightValues() throws {
        let (x, links) = Self.chain(200)
        let solver = Solver() // the default limit: a 200-long chain spreads well past it
        for link in links { try solver.add(link) }
        try solver.remove(links[100])
        let replacement = x[100] == x[99] + 5
        try solver.add(replacement)
        solver.updateVariables()
        #expect(x[99].value == 99)
        #expect(x[100].value == 104)
        #expect(x[199].value == 203)
        #expect(!solver.contains(links[100]))
        #expect(solver.contains(replacement) && solver.contains(links[101]))
    }

    @Test func removalsAreBatchedIntoOneRebuild() throws {
        let (x, links) = Self.chain(100)
        let solver = Self.dropping()
        for link in links { try solver.add(link) }
        for link in links[50...] { try solver.remove(link) }
        try solver.add(x[99] == 7)
        solver.updateVariables()
        #expect(x[49].value == 49)
        #expect(x[99].value == 7)
    }

    /// A removal that leaves a rebuild pending, then a suggestion: the rebuild must come before the edit is
    /// looked up, since it invalidates the indices into the edit table.
    @Test func aSuggestionAfterARemovalRebuildsFirst() throws {
        let (x, links) = Self.chain(40)
        let solver = Self.dropping()
        for link in links { try solver.add(link) }
        let target = Variable("target")
        try solver.add(target == x[39] + 1)
        try solver.addEditVariable(x[0], strength: .strong)
        try solver.remove(links[0])
        try solver.suggestValue(x[0], 100)
        solver.updateVariables()
        #expect(x[39].value == 139)
        #expect(target.value == 140)
    }

    /// A removal that leaves a rebuild pending, then a change of constant: the rebuild renumbers the markers, so
    /// the constraint's tag must be read after it, never with a marker from before it.
    @Test func aConstantChangeAfterARemovalRebuildsFirst() throws {
        let (x, links) = Self.chain(40)
        let solver = Self.dropping()
        var extras: [Constraint] = []
        for link in links { try solver.add(link) }
        for index in 0..<40 {
            let extra = (x[index] <= 1000 + Double(index)) | .strong
            try solver.add(extra, constantWillChange: true)
            extras.append(extra)
        }
        let target = Variable("target")
        let moved = target == x[39] + 1
        try solver.add(moved, constantWillChange: true)
        for index in 0..<20 { try solver.remove(extras[index]) }
        for link in links[..<20] { try solver.remove(link) }
        try solver.setConstant(-7, of: moved) // target - x39 - 7 == 0
        try solver.setConstant(-900, of: extras[39])
        try solver.add(x[19] == 5)
        solver.updateVariables()
        #expect(x[39].value == 25)
        #expect(target.value == 32)
    }

    @Test func aConflictInADroppedChainNamesTheWholeChain() throws {
        let (x, links) = Self.chain(60)
        let dropping = Self.dropping(), keeping = Self.keeping()
        for link in links {
            try dropping.add(link)
            try keeping.add(link)
        }
        let contradiction = x[59] == 10
        let refused = expectRejection(.unsatisfiableConstraint, by: dropping, watching: x) {
            () throws(SolverError) in try dropping.add(contradiction)
        }
        let reference = expectRejection(.unsatisfiableConstraint, by: keeping, watching: x) {
            () throws(SolverError) in try keeping.add(contradiction)
        }
        #expect(areIdentical(refused?.conflicting ?? [], links))
        #expect(areIdentical(refused?.conflicting ?? [], reference?.conflicting ?? []))
    }

    @Test func unrelatedConstraintsStayOutOfTheConflictSet() throws {
        let (x, links) = Self.chain(30)
        let y = Variable("y")
        let solver = Self.dropping()
        for link in links { try solver.add(link) }
        let unrelated = [y == 3, y >= 1]
        for constraint in unrelated { try solver.add(constraint) }
        let error = expectRejection(.unsatisfiableConstraint, by: solver, watching: x + [y]) {
            () throws(SolverError) in try solver.add(x[29] <= 0)
        }
        #expect(areIdentical(error?.conflicting ?? [], links))
    }

    /// Explaining a refused constraint replays the required constraints connected to it in a solver that keeps
    /// every marker. Its rows name the row before them rather than holding every earlier link's marker (N²/2
    /// cells on a chain), so the replay stays about as big as the chain, and explaining costs about what adding
    /// costs.
    @Test func explainingAConflictOnALongChainCostsAboutWhatAddingCosts() throws {
        let count = 3_000
        let (x, links) = Self.chain(count)
        let solver = Solver()
        for link in links { try solver.add(link) }
        let error = expectRejection(.unsatisfiableConstraint, by: solver, watching: [x[0], x[count - 1]]) {
            () throws(SolverError) in try solver.add(x[count - 1] <= 0)
        }
        #expect(areIdentical(error?.conflicting ?? [], links))
        // Quadratic would be 4.5 million cells; linear is a few per link.
        #expect(solver.lastReplayCellCount > 0)
        #expect(solver.lastReplayCellCount <= 8 * count)
    }

    /// Random adds, removals and suggestions on both solvers: they accept and refuse the same calls, every
    /// required constraint holds in both, and both reach the same optimum (the same error at every level).
    @Test(arguments: 1...150 as ClosedRange<UInt64>)
    func droppingMarkersChangesNoAnswer(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let variables = (0..<(2 + Int(seed % 5))).map { Variable("v\($0)") }
        let solvers = [Self.dropping(), Self.keeping()]
        let editStrengths = [Strength.strong, Strength(level: 500)]
        let edited = Array(variables.prefix(2))
        var suggested = [0.0, 0.0]
        for solver in solvers {
            for (variable, strength) in zip(edited, editStrengths) {
                try solver.addEditVariable(variable, strength: strength)
            }
        }
        var active: [Constraint] = []

        for step in 0..<40 {
            let roll = random.int(in: 0...9)
            if roll < 2, !active.isEmpty {
                let constraint = active.remove(at: random.int(in: 0...(active.count - 1)))
                for solver in solvers { try solver.remove(constraint) }
            } else if roll < 4 {
                let which = random.int(in: 0...1)
                suggested[which] = Double(random.int(in: -60...60))
                for solver in solvers { try solver.suggestValue(edited[which], suggested[which]) }
            } else {
                var expression = Expression(constant: Double(random.int(in: -20...20)))
                for _ in 0..<random.int(in: 1...3) {
                    expression = expression + random.pick(variables) * Double(random.pick([-2, -1, 1, 1, 2]))
                }
                let relation = random.pick([RelationalOperator.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual])
                let strength = random.pick([Strength.required, .required, .required, .weak, Strength(level: 750)])
                let constraint = Constraint(expression, relation, strength: strength)
                let accepted = solvers.map { solver in (try? solver.add(constraint)) != nil }
                #expect(accepted[0] == accepted[1], "seed \(seed) step \(step): \(constraint)")
                if accepted[0] && accepted[1] { active.append(constraint) }
            }

            var errors: [[Double: Double]] = []
            for solver in solvers {
                solver.updateVariables()
                for constraint in active where constraint.strength.isRequired {
                    #expect(holds(constraint), "seed \(seed) step \(step): \(constraint)")
                }
                var byLevel: [Double: Double] = [:]
                for constraint in active where !constraint.strength.isRequired {
                    byLevel[constraint.strength.level, default: 0] +=
                        constraint.strength.weight * violation(of: constraint)
                }
                for (variable, (strength, target)) in zip(edited, zip(editStrengths, suggested)) {
                    byLevel[strength.level, default: 0] += abs(variable.value - target)
                }
                errors.append(byLevel)
            }
            for level in Set(errors[0].keys).union(errors[1].keys).sorted(by: >) {
                let a = errors[0][level, default: 0], b = errors[1][level, default: 0]
                #expect(isClose(a, b, within: 1e-6 * max(1, abs(b))), "seed \(seed) step \(step): level \(level)")
                if !isClose(a, b, within: 1e-6 * max(1, abs(b))) { break }
            }
        }
    }
}

/// How far the variables' current values are from satisfying `constraint`.
func violation(of constraint: Constraint) -> Double {
    let value = constraint.expression.value
    switch constraint.relation {
    case .equal: return abs(value)
    case .lessThanOrEqual: return max(0, value)
    case .greaterThanOrEqual: return max(0, -value)
    }
}
