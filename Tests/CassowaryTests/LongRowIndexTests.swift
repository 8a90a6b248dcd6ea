@_spi(Benchmarks) @_spi(Testing) import Cassowary
import Testing

/// Rows longer than 64 cells that merges go into, or that column walks scan for cells, keep an index of where each
/// cell is, so that merging a short row into one costs the short row's length, and looking a cell up in one O(1):
/// the same answers and invariants (the index agrees with the cells), and work per change that does not grow with
/// the long row.
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

    /// `count` variables, each with an edit, their sum `y` and a required `Σ x <= count²`, whose slack's row holds
    /// every edit's errors; then every edit is suggested a new value once, each walking its error's column through
    /// that row (its constant moves; nothing merges into it). Returns the cells of long rows scanned per suggestion:
    /// without an index, each suggestion would scan the slack's row, 2 × `count` cells.
    private func scannedPerSuggestion(count: Int) throws -> Double {
        let x = (0..<count).map { Variable("x\($0)") }
        let y = Variable("y")
        let solver = Solver()
        for variable in x { try solver.addEditVariable(variable, strength: .strong) }
        let sum = x.dropFirst().reduce(Expression(x[0])) { $0 + $1 }
        try solver.add(y == sum)
        try solver.add(sum <= Double(count * count))
        let start = solver.longRowScanWork
        for (i, variable) in x.enumerated() { try solver.suggestValue(variable, Double(i)) }
        solver.updateVariables()
        #expect(y.value == Double(count * (count - 1) / 2))
        #expect(x[count - 1].value == Double(count - 1))
        #expect(solver.checkInvariants().isEmpty, "\(solver.checkInvariants())")
        return Double(solver.longRowScanWork - start) / Double(count)
    }

    @Test func suggestingEveryEditScansAsMuchPerEditAtFourHundredAsAtOneHundred() throws {
        let small = try scannedPerSuggestion(count: 100)
        let large = try scannedPerSuggestion(count: 400)
        #expect(small > 0)
        #expect(large <= small * 1.15, "scanned cells per suggestion \(small) → \(large)")
    }
}
