import Cassowary
import Testing

/// The solver's snippets (README.md, Cassowary.docc).
@Suite struct SolverSnippetTests {
    @Test func aSolverWithAnEditVariable() throws {
        let printed = try Transcript.record {
            // snippet: solver
            let solver = Solver()
            let left = Variable("left"), mid = Variable("mid"), right = Variable("right")
            try solver.add(mid == (left + right) / 2)
            try solver.add(right == left + 10)
            try solver.add(right <= 100)
            try solver.add(left >= 0)
            try solver.add((mid == 30) | .weak)
            try solver.addEditVariable(mid, strength: .strong)
            try solver.suggestValue(mid, 80)
            solver.updateVariables()
            print(left.value, mid.value, right.value) // 75.0 80.0 85.0
            // snippet end
        }
        try Snippets.expect("solver", printed: printed)
    }

    @Test func aStrongerLevelOutweighsAnyNumberOfWeakerOnes() throws {
        let printed = try Transcript.record {
            // snippet: strengths
            let solver = Solver()
            let x = Variable("x")
            try solver.add((x == 10) | .medium)
            for _ in 0..<2_000 { try solver.add((x == 0) | .weak) }
            solver.updateVariables()
            print(x.value) // 10.0
            // snippet end
        }
        try Snippets.expect("strengths", printed: printed)
    }

    @Test func aConflictingRequiredConstraintIsRefusedAndChangesNothing() throws {
        let printed = try Transcript.record {
            // snippet: solverErrors
            let solver = Solver()
            let width = Variable("width")
            try solver.add(width == 100)
            do {
                try solver.add(width == 200)
            } catch {
                print(error)
                // The constraint can not be satisfied: 1.0 * width + -200.0 == 0 | required; it conflicts with 1.0 * width + -100.0 == 0 | required
            }
            solver.updateVariables()
            print(width.value) // 100.0
            // snippet end
        }
        try Snippets.expect("solverErrors", printed: printed)
    }
}
