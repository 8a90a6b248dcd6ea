import Cassowary
import Testing

/// The same sequence of calls gives bit-identical results: no decision may depend on hashing or addresses.
///
/// The random workloads include refused constraints followed by more calls; each comparison runs in a child
/// process (an exit test) so that a solver crash fails only that comparison.
@Suite struct DeterminismTests {
    /// One run of a random workload on a fresh solver. The run keeps its solver, variables and constraints
    /// alive, so a second run cannot reuse their memory addresses.
    struct Run {
        let solver = Solver()
        var workload: RandomWorkload
        /// The values of every variable after each step.
        var trace: [[Double]] = []

        init(seed: UInt64, variableCount: Int, steps: Int) {
            workload = RandomWorkload(seed: seed, variableCount: variableCount)
            for _ in 0..<steps {
                _ = workload.step(on: solver)
                solver.updateVariables()
                trace.append(workload.variables.map(\.value))
            }
        }
    }

    /// Runs the same workload twice and expects identical traces and dumps.
    static func expectIdenticalRuns(seed: UInt64, variableCount: Int, steps: Int) {
        let first = Run(seed: seed, variableCount: variableCount, steps: steps)
        let second = Run(seed: seed, variableCount: variableCount, steps: steps)
        #expect(first.trace.count == steps)
        #expect(first.trace == second.trace)
        #expect(first.solver.dump() == second.solver.dump())
    }

    @Test(arguments: [1, 7, 42, 1_234, 99_991] as [UInt64])
    func theSameCallsGiveBitIdenticalValues(seed: UInt64) async {
        await #expect(processExitsWith: .success) { [seed] in
            DeterminismTests.expectIdenticalRuns(seed: seed, variableCount: 8, steps: 300)
        }
    }

    @Test func aLargerSystemIsAlsoBitIdentical() async {
        await #expect(processExitsWith: .success) {
            DeterminismTests.expectIdenticalRuns(seed: 2_718, variableCount: 30, steps: 1_500)
        }
    }
}
