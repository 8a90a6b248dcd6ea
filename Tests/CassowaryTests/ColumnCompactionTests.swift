@_spi(Testing) import Cassowary
import Testing

/// The column index's stale entries, dropped when a row holding the symbol goes in: several columns at once when
/// the row has many mostly stale ones, with the same index and the same answers as one at a time.
@Suite struct ColumnCompactionTests {
    /// Eight weak ties `x(k) == k` keep each `x(k)` basic in a row of its two errors; a required `y == Σ x(k)`
    /// added and removed again and again adds its row of the sixteen errors and takes it out, leaving a stale
    /// entry in each error's column every time. The sixteen columns grow stale together, so one insertion finds
    /// them all mostly stale.
    @Test func manyStaleColumnsOfOneRowAreCompactedTogether() throws {
        let x = (1...8).map { Variable("x\($0)") }
        let y = Variable("y")
        let solver = Solver()
        for (k, variable) in x.enumerated() { try solver.add((variable == Double(k + 1)) | .weak) }
        let sum = x.dropFirst().reduce(Expression(x[0])) { $0 + $1 }
        for cycle in 0..<60 {
            let tie = y == sum + Double(cycle)
            try solver.add(tie)
            #expect(solver.checkInvariants().isEmpty, "cycle \(cycle)")
            solver.updateVariables()
            #expect(y.value == 36 + Double(cycle))
            try solver.remove(tie)
            #expect(solver.checkInvariants().isEmpty, "cycle \(cycle)")
        }
        #expect(solver.batchedCompactionCount > 0)
        solver.updateVariables()
        #expect(x.map(\.value) == (1...8).map(Double.init))
    }
}
