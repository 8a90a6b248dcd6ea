import Cassowary
import Testing

/// Required constraints that cannot hold (ClTests inconsistent1–4 and more): the refusal names the required
/// constraints that prove the conflict, leaves the solver exactly as it was, and the solver keeps working
/// afterwards (unlike kiwi.js #31, and unlike Kiwi's "Dual optimize failed" after such a refusal).
///
/// Every scenario goes on using the solver after the refusal, so each runs in a child process (an exit test):
/// a refusal that leaves the solver broken enough to crash fails only that test.
@Suite struct UnsatisfiableConstraintTests {
    @Test func twoDifferentRequiredValuesConflict() async {
        await #expect(processExitsWith: .success) { try Scenarios.twoDifferentRequiredValues() }
    }

    @Test func disjointBoundsConflict() async {
        await #expect(processExitsWith: .success) { try Scenarios.disjointBounds() }
    }

    @Test func aConflictThroughAChainOfInequalitiesIsExplained() async {
        await #expect(processExitsWith: .success) { try Scenarios.chainAndBound() }
    }

    @Test func onlyTheChainCanExplainItsConflict() async {
        await #expect(processExitsWith: .success) { try Scenarios.chainOnly() }
    }

    @Test func aConflictThroughAnEqualityBetweenVariablesBlamesBoth() async {
        await #expect(processExitsWith: .success) { try Scenarios.equalityBetweenVariables() }
    }

    @Test func aConstantContradictionConflictsWithNothingElse() async {
        await #expect(processExitsWith: .success) { try Scenarios.constantContradiction() }
    }

    @Test func aRefusedConstraintIsNotKeptAndIsRefusedAgain() async {
        await #expect(processExitsWith: .success) { try Scenarios.refuseTwice() }
    }

    @Test func aRefusedConstraintIsAcceptedOnceItsConflictIsRemoved() async {
        await #expect(processExitsWith: .success) { try Scenarios.acceptAfterRemovingTheConflict() }
    }

    @Test func suggestionsStillWorkAfterARefusal() async {
        await #expect(processExitsWith: .success) { try Scenarios.suggestAfterRefusal() }
    }

    @Test func optionalConstraintsAreNeverRefused() throws {
        let x = Variable("x")
        let solver = try makeSolver(x == 10)
        let optionals = [
            (x == 5) | .strong, (x <= 0) | .medium, Constraint(Expression(constant: 1), .equal, strength: .weak)
        ]
        for optional in optionals {
            try solver.add(optional)
        }
        solver.updateVariables()
        expectValues([(x, 10)])
    }

    /// The scenarios, each run in a child process.
    enum Scenarios {
        /// ClTests inconsistent1.
        static func twoDifferentRequiredValues() throws {
            let x = Variable("x")
            let first = x == 10, second = x == 5
            let solver = try makeSolver(first)
            let error = expectRejection(.unsatisfiableConstraint, by: solver, watching: [x]) {
                () throws(SolverError) in try solver.add(second)
            }
            #expect(error?.constraint === second)
            #expect(areIdentical(error?.conflicting ?? [], [first]))
            expectConflictReproduces(error, refusedBy: solver)
            expectValues([(x, 10)])
            try expectStillUsable(solver, reAdding: [first])
        }

        /// ClTests inconsistent2.
        static func disjointBounds() throws {
            let x = Variable("x")
            let lowerBound = x >= 10, upperBound = x <= 5
            let solver = try makeSolver(lowerBound)
            let error = expectRejection(.unsatisfiableConstraint, by: solver, watching: [x]) {
                () throws(SolverError) in try solver.add(upperBound)
            }
            #expect(error?.constraint === upperBound)
            #expect(areIdentical(error?.conflicting ?? [], [lowerBound]))
            expectConflictReproduces(error, refusedBy: solver)
            expectHolding([lowerBound])
            #expect(!solver.contains(upperBound))
            try expectStillUsable(solver, reAdding: [lowerBound])
        }

        /// The chain w >= 10, x >= w, y >= x, z >= y, which forces z >= 10.
        static func makeChain(_ w: Variable, _ x: Variable, _ y: Variable, _ z: Variable) -> [Constraint] {
            [w >= 10, x >= w, y >= x, z >= y]
        }

        /// ClTests inconsistent3: z >= 8 and the chain each rule out z <= 4 on their own, and the refusal goes
        /// through the artificial-variable phase.
        static func chainAndBound() throws {
            let w = Variable("w"), x = Variable("x"), y = Variable("y"), z = Variable("z")
            let chain = makeChain(w, x, y, z)
            let atLeastEight = z >= 8
            let required = chain + [atLeastEight]
            let solver = try makeSolver(required)
            let error = expectRejection(.unsatisfiableConstraint, by: solver, watching: [w, x, y, z]) {
                () throws(SolverError) in try solver.add(z <= 4)
            }
            let conflicting = error?.conflicting ?? []
            #expect(conflicting.allSatisfy { blamed in required.contains { $0 === blamed } })
            let blamesTheBound = conflicting.contains { $0 === atLeastEight }
            let blamesTheChain = chain.allSatisfy { link in conflicting.contains { $0 === link } }
            #expect(blamesTheBound || blamesTheChain, "blamed \(conflicting)")
            expectConflictReproduces(error, refusedBy: solver)
            expectHolding(required)
            try expectStillUsable(solver, reAdding: required)
        }

        /// Without z >= 8, only the whole chain explains the conflict.
        static func chainOnly() throws {
            let w = Variable("w"), x = Variable("x"), y = Variable("y"), z = Variable("z")
            let chain = makeChain(w, x, y, z)
            let solver = try makeSolver(chain)
            let error = expectRejection(.unsatisfiableConstraint, by: solver, watching: [w, x, y, z]) {
                () throws(SolverError) in try solver.add(z <= 4)
            }
            #expect(areIdentical(error?.conflicting ?? [], chain), "blamed \(error?.conflicting ?? [])")
            expectConflictReproduces(error, refusedBy: solver)
            try expectStillUsable(solver, reAdding: chain)
        }

        /// ClTests inconsistent4.
        static func equalityBetweenVariables() throws {
            let x = Variable("x"), y = Variable("y")
            let fixed = x == 10, tied = x == y
            let solver = try makeSolver(fixed, tied)
            let error = expectRejection(.unsatisfiableConstraint, by: solver, watching: [x, y]) {
                () throws(SolverError) in try solver.add(y == 5)
            }
            #expect(areIdentical(error?.conflicting ?? [], [fixed, tied]))
            expectConflictReproduces(error, refusedBy: solver)
            expectValues([(x, 10), (y, 10)])
            try expectStillUsable(solver, reAdding: [fixed, tied])
        }

        /// A constraint that is false whatever the variables are blames nothing else; a tautology is accepted.
        static func constantContradiction() throws {
            let x = Variable("x")
            let pinned = x == 1
            let solver = try makeSolver(pinned)
            for impossible in [x - x == 5, Constraint(Expression(constant: -1), .greaterThanOrEqual)] {
                let error = expectRejection(.unsatisfiableConstraint, by: solver, watching: [x]) {
                    () throws(SolverError) in try solver.add(impossible)
                }
                #expect(error?.conflicting?.isEmpty == true)
            }
            try solver.add(x - x == 0)
            solver.updateVariables()
            expectValues([(x, 1)])
            try expectStillUsable(solver, reAdding: [pinned])
        }

        static func refuseTwice() throws {
            let x = Variable("x")
            let lowerBound = x >= 10, upperBound = x <= 5
            let solver = try makeSolver(lowerBound)
            for _ in 0..<2 {
                let error = expectRejection(.unsatisfiableConstraint, by: solver, watching: [x]) {
                    () throws(SolverError) in try solver.add(upperBound)
                }
                #expect(error?.constraint === upperBound)
                #expect(!solver.contains(upperBound))
            }
            try expectStillUsable(solver, reAdding: [lowerBound])
        }

        /// The kiwi.js #31 scenario, taken further: once the constraints that forbade it are removed, the
        /// refused constraint is accepted, and then an old one is refused, blamed on it.
        static func acceptAfterRemovingTheConflict() throws {
            let w = Variable("w"), x = Variable("x"), y = Variable("y"), z = Variable("z")
            let atLeastEight = z >= 8
            let required = makeChain(w, x, y, z) + [atLeastEight]
            let solver = try makeSolver(required + [w, x, y, z].map { stay($0, at: 0) })
            let tooLow = z <= 4
            expectRejection(.unsatisfiableConstraint, by: solver, watching: [w, x, y, z]) { () throws(SolverError) in
                try solver.add(tooLow)
            }
            try expectStillUsable(solver, reAdding: required)
            solver.updateVariables()
            expectValues([(w, 10), (x, 10), (y, 10), (z, 10)])

            for constraint in required { try solver.remove(constraint) }
            try solver.add(tooLow)
            try solver.add(z >= 2)
            solver.updateVariables()
            expectValues([(w, 0), (x, 0), (y, 0), (z, 2)])

            let error = expectRejection(.unsatisfiableConstraint, by: solver, watching: [w, x, y, z]) {
                () throws(SolverError) in try solver.add(atLeastEight)
            }
            #expect(error?.conflicting?.contains { $0 === tooLow } == true, "blamed \(error?.conflicting ?? [])")
            expectConflictReproduces(error, refusedBy: solver)
        }

        /// Kiwi itself aborts with "Dual optimize failed" on the first suggestion after this refusal.
        static func suggestAfterRefusal() throws {
            let w = Variable("w"), x = Variable("x"), y = Variable("y"), z = Variable("z")
            let required = makeChain(w, x, y, z) + [z >= 8]
            let solver = try makeSolver(required + [x, y, z].map { stay($0, at: 0) })
            try solver.addEditVariable(w, strength: .strong)
            try solver.suggestValue(w, 12)
            solver.updateVariables()
            expectValues([(w, 12), (x, 12), (y, 12), (z, 12)])

            expectRejection(.unsatisfiableConstraint, by: solver, watching: [w, x, y, z]) { () throws(SolverError) in
                try solver.add(z <= 4)
            }

            let suggestions: [(Double, [Double])] = [
                (30, [30, 30, 30, 30]), (10, [10, 10, 10, 10]), (5, [10, 10, 10, 10]), (11, [11, 11, 11, 11])
            ]
            for (value, expected) in suggestions {
                try solver.suggestValue(w, value)
                solver.updateVariables()
                expectHolding(required)
                expectValues(Array(zip([w, x, y, z], expected)))
            }
        }
    }
}
