@_spi(Testing) import Cassowary
import Testing

/// Properties that must hold for any sequence of calls, checked on a few hundred seeded random small systems
/// (2–6 variables, required and optional constraints with small integer coefficients, edits and suggestions).
///
/// Each system runs in a child process (an exit test), so that a solver crash fails only that seed.
@Suite struct RandomizedPropertyTests {
    static let seeds: ClosedRange<UInt64> = 1...300
    static let stepsPerSystem = 30

    static func variableCount(for seed: UInt64) -> Int { 2 + Int(seed % 5) }

    @Test(arguments: seeds)
    func acceptedRequiredConstraintsHoldAndRefusalsChangeNothing(seed: UInt64) async {
        await #expect(processExitsWith: .success, "seed \(seed)") { [seed] in
            RandomizedPropertyTests.checkProperties(seed: seed)
        }
    }

    @Test func theRandomSystemsExerciseEveryKindOfCall() async {
        await #expect(processExitsWith: .success) { RandomizedPropertyTests.checkCoverage() }
    }

    /// The same systems in a solver that drops every required equality's marker column as soon as a second row
    /// holds it, so that dropping markers and the rebuilds it causes run at every step.
    @Test(arguments: seeds.prefix(100))
    func theSamePropertiesHoldWhenMarkersAreDropped(seed: UInt64) async {
        await #expect(processExitsWith: .success, "seed \(seed)") { [seed] in
            RandomizedPropertyTests.checkProperties(seed: seed, solver: Solver(markerSpreadLimit: 1))
        }
    }

    /// After every step: the solver's invariants hold (`checkInvariants()`); each required constraint in the solver
    /// holds; a refused constraint left `dump()` and the solution unchanged, is not in the solver, and is explained
    /// by its `conflicting` list.
    static func checkProperties(seed: UInt64, solver: Solver = Solver()) {
        var workload = RandomWorkload(seed: seed, variableCount: variableCount(for: seed))

        for stepIndex in 0..<stepsPerSystem {
            let context = "seed \(seed), step \(stepIndex)"
            let dumpBefore = solver.dump()
            let valuesBefore = workload.variables.map(\.value)
            let step = workload.step(on: solver)
            for problem in solver.checkInvariants() { Issue.record("\(context), after \(step): \(problem)") }
            solver.updateVariables()
            for problem in solver.checkInvariants() { Issue.record("\(context), after updating: \(problem)") }

            switch step {
            case .rejected(let refused, let error):
                #expect(solver.dump() == dumpBefore, "\(context): refusing \(refused) changed the solver")
                #expect(
                    workload.variables.map(\.value) == valuesBefore,
                    "\(context): refusing \(refused) changed the solution")
                #expect(!solver.contains(refused), "\(context)")
                let blamed = error.conflicting ?? []
                #expect(
                    blamed.allSatisfy { $0.strength.isRequired && solver.contains($0) },
                    "\(context): blamed constraints that are not required or not in the solver")
                expectConflictReproduces(error, refusedBy: solver)
            case .added(let constraint):
                #expect(solver.contains(constraint), "\(context)")
            default:
                break
            }

            for constraint in workload.requiredConstraints where !holds(constraint) {
                let values = workload.variables.map { "\($0) = \($0.value)" }.joined(separator: ", ")
                Issue.record("\(context): \(constraint) is off by \(constraint.expression.value) (\(values))")
            }
        }
    }

    /// Guards against a vacuous property test: the workloads must make every kind of call, and refuse often.
    static func checkCoverage() {
        var kinds: Set<String> = []
        var refusals = 0
        for seed in seeds {
            let solver = Solver()
            var workload = RandomWorkload(seed: seed, variableCount: variableCount(for: seed))
            for _ in 0..<stepsPerSystem {
                switch workload.step(on: solver) {
                case .added: kinds.insert("added")
                case .rejected: kinds.insert("rejected"); refusals += 1
                case .removed: kinds.insert("removed")
                case .editAdded: kinds.insert("editAdded")
                case .suggested: kinds.insert("suggested")
                case .editRemoved: kinds.insert("editRemoved")
                case .failed: kinds.insert("failed")
                }
            }
        }
        #expect(kinds == ["added", "rejected", "removed", "editAdded", "suggested", "editRemoved"])
        // The property tests run in debug builds, where the invariants are checked; a build without the checks
        // would make them vacuous.
        #expect(Solver.checksInvariants, "built without CASSOWARY_INTERNAL_CHECKS: checkInvariants() checks nothing")
        #expect(refusals >= 100, "only \(refusals) refusals: the property test barely checks them")
    }
}
