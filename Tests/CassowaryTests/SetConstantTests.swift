@_spi(Testing) import Cassowary
import Testing

/// `setConstant(_:of:)` moves a constraint's constant in place; the answer must be the one a solver that removed
/// the constraint and added the changed copy would give, and a refusal must change nothing.
@Suite struct SetConstantTests {
    @Test func movingARequiredEdgeMovesWhatDependsOnIt() throws {
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        let gap = left == 10
        let solver = try makeSolver(gap, width == 100, right == left + width)
        try solver.setConstant(-40, of: gap) // left - 40 == 0
        solver.updateVariables()
        expectValues([(left, 40), (right, 140)])
        #expect(gap.expression.constant == -40)
    }

    @Test func movingAnOptionalConstraintTradesOffAgainstOthers() throws {
        let x = Variable("x")
        let pull = (x == 10) | .medium
        let solver = try makeSolver(pull, (x == 0) | .weak, x <= 50)
        try solver.setConstant(-80, of: pull) // x == 80, but x <= 50 is required
        solver.updateVariables()
        expectValues([(x, 50)])
        try solver.setConstant(-20, of: pull)
        solver.updateVariables()
        expectValues([(x, 20)])
    }

    @Test func anImpossibleConstantIsRefusedAndChangesNothing() throws {
        let x = Variable("x"), y = Variable("y")
        let floor = x >= 10
        let link = y == x + 5
        let cap = y <= 100
        let solver = try makeSolver(floor, link, cap)
        let error = expectRejection(.unsatisfiableConstraint, by: solver, watching: [x, y]) {
            () throws(SolverError) in try solver.setConstant(-200, of: floor) // x >= 200
        }
        #expect(
            Set((error?.conflicting ?? []).map(ObjectIdentifier.init)) == Set([link, cap].map(ObjectIdentifier.init)))
        #expect(floor.expression.constant == -10)
        try solver.setConstant(-50, of: floor)
        solver.updateVariables()
        #expect(x.value >= 50 - 1e-9 && y.value == x.value + 5)
    }

    @Test func aRedundantEqualityCannotMoveAwayFromWhatTheOthersImply() throws {
        let x = Variable("x"), y = Variable("y")
        let redundant = x + y == 10
        let solver = try makeSolver(x == 4, y == 6, redundant)
        expectRejection(.unsatisfiableConstraint, by: solver, watching: [x, y]) {
            () throws(SolverError) in try solver.setConstant(-12, of: redundant)
        }
    }

    @Test func unknownConstraintsAndNonFiniteConstantsAreRefused() throws {
        let x = Variable("x")
        let known = x == 1
        let solver = try makeSolver(known)
        expectRejection(.unknownConstraint, by: solver) { () throws(SolverError) in
            try solver.setConstant(3, of: x == 2)
        }
        expectRejection(.invalidValue, by: solver) { () throws(SolverError) in try solver.setConstant(.nan, of: known) }
        expectRejection(.invalidValue, by: solver) { () throws(SolverError) in
            try solver.setConstant(.infinity, of: known)
        }
    }

    @Test func aLinkWhoseMarkerWasDroppedCanStillMove() throws {
        let variables = (0..<120).map { Variable("x\($0)") }
        var links = [variables[0] == 0]
        for i in 1..<120 { links.append(variables[i] == variables[i - 1] + 1) }
        let solver = try makeSolver(links) // the early links' markers spread past the limit and are dropped
        for step in 1...3 {
            try solver.setConstant(-Double(step * 10), of: links[5]) // x5 - x4 - 10·step == 0
            solver.updateVariables()
            #expect(variables[5].value == 4 + Double(step * 10))
            #expect(variables[119].value == 118 + Double(step * 10))
        }
        expectRejection(.unsatisfiableConstraint, by: solver, watching: variables) { () throws(SolverError) in
            try solver.add(variables[119] == 0)
        }
    }

    @Test func aConstraintAddedToChangeKeepsMovingInPlace() throws {
        let variables = (0..<150).map { Variable("x\($0)") }
        let anchor = variables[0] == 0
        let solver = Solver()
        try solver.add(anchor, constantWillChange: true)
        // Weak stays first, so that each link is written out in full and the links' markers spread.
        for variable in variables.dropFirst() { try solver.add(stay(variable, at: 0)) }
        for i in 1..<150 { try solver.add(variables[i] == variables[i - 1] + 2) }
        for offset in [5.0, -7.5, 100] {
            try solver.setConstant(-offset, of: anchor)
            solver.updateVariables()
            #expect(variables[0].value == offset)
            #expect(variables[149].value == offset + 298)
        }
        #expect(solver.droppedMarkerCount > 0, "the chain's other markers spread and were dropped")
    }

    @Test func aConstraintAddedToChangeKeepsItsMarkerEvenWhenItSpreadsAtOnce() throws {
        // Twelve rows hold `x` when the anchor comes: its marker goes into all twelve as it is added, past the
        // spread limit, and must be kept all the same.
        let x = Variable("x")
        let followers = (0..<12).map { Variable("y\($0)") }
        let solver = Solver()
        for (i, follower) in followers.enumerated() { try solver.add(follower == x + Double(i)) }
        let anchor = x == 10
        try solver.add(anchor, constantWillChange: true)
        #expect(solver.checkInvariants().isEmpty, "\(solver.checkInvariants())")
        #expect(solver.droppedMarkerCount == 0)
        try solver.setConstant(-20, of: anchor)
        solver.updateVariables()
        #expect(followers[11].value == 31)
        #expect(solver.checkInvariants().isEmpty, "\(solver.checkInvariants())")
    }

    /// A refused move leaves the solver as it was, also when the constant went through many rows and the repair
    /// pivoted some of them before it failed (a row whose constant moved, then the whole row).
    @Test(arguments: 1...40 as ClosedRange<UInt64>)
    func aRefusedMoveThroughManyRowsChangesNothing(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let base = Variable("base")
        let floor = base >= 10
        var constraints = [floor]
        var variables = [base]
        for index in 0..<8 {
            let value = Variable("v\(index)")
            variables.append(value)
            constraints.append(value == base + Double(random.int(in: 0...20)))
            let strength = index == 0 ? Strength.required : random.pick([.required, .strong, .weak])
            constraints.append((value <= Double(random.int(in: 40...120))) | strength)
        }
        let link = constraints[1]
        let solver = try makeSolver(constraints)
        var refusals = 0
        for step in 0..<8 {
            // The last step asks for more than the first required cap allows.
            let constant = step == 7 ? -1000 : -Double(random.int(in: 0...150))
            solver.updateVariables()
            let dump = solver.dump(), values = variables.map(\.value)
            do throws(SolverError) {
                if step % 2 == 0 {
                    try solver.setConstant(constant, of: floor)
                } else {
                    try solver.setConstants([(floor, constant), (link, -Double(random.int(in: 0...20)))])
                }
            } catch {
                refusals += 1
                #expect(solver.dump() == dump, "seed \(seed) step \(step): the refused move changed the solver")
                solver.updateVariables()
                #expect(variables.map(\.value) == values, "seed \(seed) step \(step)")
            }
            #expect(solver.checkInvariants().isEmpty, "seed \(seed) step \(step): \(solver.checkInvariants())")
        }
        #expect(refusals > 0)
    }

    /// Random systems: after each constant change the error at every level equals that of a fresh solver given
    /// the same constraints with the new constants, and accepted required constraints hold.
    @Test(arguments: 1...120 as ClosedRange<UInt64>)
    func agreesWithAFreshSolver(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let variables = (0..<(2 + Int(seed % 4))).map { Variable("v\($0)") }
        let solver = Solver(markerSpreadLimit: seed % 2 == 0 ? 1 : .max)
        var active: [Constraint] = []
        for _ in 0..<12 {
            var expression = Expression(constant: Double(random.int(in: -20...20)))
            for _ in 0..<random.int(in: 1...2) {
                expression = expression + random.pick(variables) * Double(random.pick([-1, 1, 2]))
            }
            let constraint = Constraint(
                expression, random.pick([.equal, .lessThanOrEqual, .greaterThanOrEqual]),
                strength: random.pick([Strength.required, .required, .weak, .medium]))
            if (try? solver.add(constraint)) != nil { active.append(constraint) }
        }
        guard !active.isEmpty else { return }
        for step in 0..<10 {
            let target = random.pick(active)
            _ = try? solver.setConstant(Double(random.int(in: -30...30)), of: target)
            solver.updateVariables()
            let ours = errorsByLevel(active)
            for constraint in active where constraint.strength.isRequired {
                #expect(holds(constraint), "seed \(seed) step \(step): \(constraint)")
            }
            let fresh = Solver()
            for constraint in active {
                try fresh.add(Constraint(constraint.expression, constraint.relation, strength: constraint.strength))
            }
            fresh.updateVariables()
            let reference = errorsByLevel(active)
            solver.updateVariables()
            for level in Set(ours.keys).union(reference.keys).sorted(by: >) {
                let a = ours[level, default: 0], b = reference[level, default: 0]
                #expect(isClose(a, b, within: 1e-6 * max(1, abs(b))), "seed \(seed) step \(step) level \(level)")
                if !isClose(a, b, within: 1e-6 * max(1, abs(b))) { break }
            }
        }
    }

    private func errorsByLevel(_ constraints: [Constraint]) -> [Double: Double] {
        var errors: [Double: Double] = [:]
        for constraint in constraints where !constraint.strength.isRequired {
            errors[constraint.strength.level, default: 0] += constraint.strength.weight * violation(of: constraint)
        }
        return errors
    }
}
