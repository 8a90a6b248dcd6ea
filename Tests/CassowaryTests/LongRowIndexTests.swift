@_spi(Benchmarks) @_spi(Testing) import Cassowary
import Testing

/// Rows longer than 64 cells that merges go into keep an index of where each cell is, so that merging a short row
/// into one costs the short row's length: the same answers and invariants (the index agrees with the cells), and
/// work per change that does not grow with the long row.
@Suite struct LongRowIndexTests {
    /// `count` variables, each held near its own value by a weak tie, and a required `y == Σ x`, whose row holds
    /// every tie's errors; then `cycles` times one variable is pinned by a required equality (a short row merged
    /// into `y`'s, cancelling one of its cells) and released again (its cells merged back). Returns the cells the
    /// solver rewrote per cycle after the first.
    private func rewrittenPerCycle(count: Int, cycles: Int) throws -> Double {
        let x = (0..<count).map { Variable("x\($0)") }
        let y = Variable("y")
        let solver = Solver()
        for (i, variable) in x.enumerated() { try solver.add((variable == Double(i)) | .weak) }
        try solver.add(y == x.dropFirst().reduce(Expression(x[0])) { $0 + $1 })
        let total = Double(count * (count - 1) / 2)
        var start = 0
        for cycle in 0..<cycles {
            if cycle == 1 { start = solver.rewriteWork }
            let k = (cycle * 37) % count
            let pin = x[k] == Double(k) + 1000
            try solver.add(pin)
            solver.updateVariables()
            #expect(y.value == total + 1000, "cycle \(cycle), pinned")
            #expect(x[k].value == Double(k) + 1000)
            #expect(solver.checkInvariants().isEmpty, "cycle \(cycle), pinned: \(solver.checkInvariants())")
            try solver.remove(pin)
            solver.updateVariables()
            #expect(y.value == total, "cycle \(cycle), released")
            #expect(solver.checkInvariants().isEmpty, "cycle \(cycle), released: \(solver.checkInvariants())")
        }
        return Double(solver.rewriteWork - start) / Double(cycles - 1)
    }

    @Test func pinningOneOfManyTermsRewritesAsMuchAtFourHundredAsAtOneHundred() throws {
        let small = try rewrittenPerCycle(count: 100, cycles: 20)
        let large = try rewrittenPerCycle(count: 400, cycles: 20)
        #expect(small > 0)
        #expect(large <= small * 1.15, "rewritten cells per cycle \(small) → \(large)")
    }
}
