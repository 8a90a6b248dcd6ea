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

    /// Columns of a few rows, walked as each new row's subject is substituted: ties `y(k) == x + k` added and
    /// removed in turn leave stale and repeated entries in the short columns of `x` and its errors, and every walk
    /// still finds each row that holds the symbol, and only those.
    @Test func shortColumnsKeepEveryRowThatHoldsTheSymbol() throws {
        let x = Variable("x")
        let y = (0..<4).map { Variable("y\($0)") }
        let solver = Solver()
        try solver.add((x == 5) | .weak)
        try solver.add((x >= 1) | .medium)
        var ties: [Constraint?] = Array(repeating: nil, count: y.count)
        var pin: Constraint? = nil
        for step in 0..<40 {
            let k = (step * 3) % y.count
            if let tie = ties[k] {
                try solver.remove(tie)
                ties[k] = nil
            } else {
                let tie = y[k] == x + Double(k)
                try solver.add(tie)
                ties[k] = tie
            }
            if step % 5 == 0 {
                if let pin { try solver.remove(pin) }
                pin = (x == Double(step)) | .strong
                try solver.add(pin!)
            }
            #expect(solver.checkInvariants().isEmpty, "step \(step)")
        }
        solver.updateVariables()
        for k in y.indices where ties[k] != nil { #expect(y[k].value == x.value + Double(k)) }
        #expect(x.value == 35)
    }
}
