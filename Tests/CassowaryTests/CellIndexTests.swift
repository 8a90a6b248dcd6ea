import Testing

@testable import Cassowary

/// A row keeps an index of its cells only while it has more than half of `Row.indexedLength` cells: the tableau
/// decides by the row's length alone whether to go through the methods that keep the index up to date, so an index
/// kept on a shorter row would go stale there.
@Suite struct CellIndexTests {
    private func row(length: Int) -> Row {
        Row(constant: 0, cells: (1...length).map { Cell(symbol: Symbol(id: Int32($0)), coefficient: 1) })
    }

    private let boundary = Row.indexedLength / 2

    @Test func removingACellDropsTheIndexWhenTheRowGoesDownToHalfTheIndexedLength() {
        var long = row(length: boundary + 2)
        var positions = CellIndex(long.cells)
        var none = NoObserver()
        long.removeCell(at: 0, &none, &positions)
        #expect(long.cells.count == boundary + 1)
        #expect(!positions.isEmpty)
        for (i, cell) in long.cells.enumerated() { #expect(positions.position(of: cell.symbol, in: long.cells) == i) }
        long.removeCell(at: 0, &none, &positions)
        #expect(long.cells.count == boundary)
        #expect(positions.isEmpty)
    }

    @Test func aMergeThatCancelsTheRowDownToHalfTheIndexedLengthDropsTheIndex() {
        var none = NoObserver()
        var scratch: [Int32] = []
        for (cancelled, kept) in [(1, true), (2, false)] {
            var long = row(length: boundary + 2)
            var positions = CellIndex(long.cells)
            let other = Row(
                constant: 1, cells: long.cells.prefix(cancelled).map { Cell(symbol: $0.symbol, coefficient: -1) })
            _ = long.add(other, times: 1, &none, scratch: &scratch, &positions)
            #expect(long.cells.count == boundary + 2 - cancelled)
            #expect(positions.isEmpty == !kept, "\(cancelled) cancelled")
            #expect(long.constant == 1)
        }
    }
}
