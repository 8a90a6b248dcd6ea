@_spi(Testing) import Cassowary
import Testing

/// `setConstants(_:)` moves several constants and repairs feasibility once: the answer must be the one moving them
/// one at a time gives, it may move together constraints that cannot move one at a time, and a refusal must change
/// nothing and name the conflict the first failing move meets.
@Suite struct SetConstantsTests {
    /// A length held between a hugging and a compression inequality toward `size`, as a label's content size is.
    private func contentSized(_ size: Double) -> (length: Variable, hug: Constraint, compress: Constraint) {
        let length = Variable("length")
        return (length, (length <= size) | .weak, (length >= size) | .strong)
    }

    @Test func movingTogetherGivesWhatMovingOneAtATimeGives() throws {
        for target in [6.0, 14.0] {
            let together = contentSized(10), inTurn = contentSized(10)
            let top = Variable("top"), bottom = Variable("bottom")
            let solver = try makeSolver(together.hug, together.compress, top == 4, bottom == top + together.length)
            let reference = try makeSolver(inTurn.hug, inTurn.compress)
            try solver.setConstants([(together.hug, -target), (together.compress, -target)])
            try reference.setConstant(-target, of: inTurn.hug)
            try reference.setConstant(-target, of: inTurn.compress)
            solver.updateVariables()
            reference.updateVariables()
            #expect(together.length.value == inTurn.length.value)
            expectValues([(together.length, target), (bottom, 4 + target)])
            #expect(together.hug.expression.constant == -target && together.compress.expression.constant == -target)
            #expect(solver.checkInvariants().isEmpty)
        }
    }

    @Test func requiredBoundsMoveTogetherWhereOneAtATimeCannot() throws {
        let x = Variable("x")
        let ceiling = x <= 10, floor = x >= 10
        let solver = try makeSolver(ceiling, floor)
        expectRejection(.unsatisfiableConstraint, by: solver, watching: [x]) { () throws(SolverError) in
            try solver.setConstant(-20, of: floor)
        }
        try solver.setConstants([(floor, -20), (ceiling, -20)])
        solver.updateVariables()
        expectValues([(x, 20)])
        #expect(solver.checkInvariants().isEmpty)
    }

    @Test func aConflictIsRefusedWhole() throws {
        let x = Variable("x"), y = Variable("y")
        let floor = x >= 10, link = y == x + 5, cap = y <= 100
        let solver = try makeSolver(floor, link, cap)
        // The cap moves to 60 first; x >= 70 then cannot hold.
        let error = expectRejection(.unsatisfiableConstraint, by: solver, watching: [x, y]) {
            () throws(SolverError) in try solver.setConstants([(cap, -60), (floor, -70)])
        }
        #expect(error?.constraint === floor)
        #expect(
            Set((error?.conflicting ?? []).map(ObjectIdentifier.init)) == Set([link, cap].map(ObjectIdentifier.init)))
        #expect(cap.expression.constant == -100 && floor.expression.constant == -10)
        // The conflict holds with the cap at its new constant.
        let witness = try makeSolver(link, y <= 60)
        #expect(throws: SolverError.self) { try witness.add(x >= 70) }
    }

    @Test func unknownConstraintsAndNonFiniteConstantsChangeNothing() throws {
        let x = Variable("x")
        let known = x >= 1
        let solver = try makeSolver(known, (x == 0) | .weak)
        expectRejection(.unknownConstraint, by: solver, watching: [x]) { () throws(SolverError) in
            try solver.setConstants([(known, -3), (x == 2, 0)])
        }
        expectRejection(.invalidValue, by: solver, watching: [x]) { () throws(SolverError) in
            try solver.setConstants([(known, -3), (known, .infinity)])
        }
        #expect(known.expression.constant == -1)
    }

    @Test func aConstraintListedTwiceEndsWithItsLastConstant() throws {
        let x = Variable("x")
        let floor = x >= 1
        let solver = try makeSolver(floor, (x == 0) | .weak)
        try solver.setConstants([(floor, -30), (floor, -7)])
        solver.updateVariables()
        expectValues([(x, 7)])
        #expect(floor.expression.constant == -7)
        #expect(solver.checkInvariants().isEmpty)
    }

    @Test func aConstraintListedTwiceAmongManyChangesEndsWithItsLastConstant() throws {
        // Many changes, one constraint among them listed twice: the second moves from the first's constant.
        let variables = (0..<12).map { Variable("x\($0)") }
        let floors = variables.map { $0 >= 1 }
        let solver = try makeSolver(floors + variables.map { ($0 == 0) | .weak })
        var changes = floors.enumerated().map { (constraint: $1, constant: -Double($0 + 10)) }
        changes.insert((floors[3], -50), at: 1)
        try solver.setConstants(changes)
        solver.updateVariables()
        expectValues(variables.enumerated().map { ($1, Double($0 + 10)) })
        #expect(floors[3].expression.constant == -13)
        #expect(solver.checkInvariants().isEmpty)
    }

    @Test func aRefusalAmongManyChangesPutsEveryConstantBack() throws {
        // Each change writes its constant as it moves; the refusal (x8 above its cap) must put back every one,
        // the twice-listed floor's included, in the moves together and in the moves one at a time.
        let variables = (0..<12).map { Variable("x\($0)") }
        let floors = variables.map { $0 >= 1 }, caps = variables.map { $0 <= 100 }
        let solver = try makeSolver(floors + caps + variables.map { ($0 == 0) | .weak })
        var changes = floors.enumerated().map { (constraint: $1, constant: -Double($0 + 10)) }
        changes.insert((floors[3], -50), at: 1)
        changes[changes.firstIndex { $0.constraint === floors[8] } ?? 0].constant = -200
        let error = expectRejection(.unsatisfiableConstraint, by: solver, watching: variables) {
            () throws(SolverError) in try solver.setConstants(changes)
        }
        #expect(error?.constraint === floors[8])
        #expect((error?.conflicting ?? []).contains { $0 === caps[8] })
        #expect(floors.allSatisfy { $0.expression.constant == -1 })
        #expect(solver.checkInvariants().isEmpty)
        // The solver still moves them once the refused change is left out.
        changes.removeAll { $0.constraint === floors[8] }
        try solver.setConstants(changes)
        solver.updateVariables()
        #expect(variables[3].value == 13 && variables[8].value == 1 && variables[11].value == 21)
    }
}
