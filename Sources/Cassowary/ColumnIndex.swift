/// For each symbol, the slots of the rows that contain it.
///
/// Lists are lazy: a row losing a cell is not looked up in the list, so a list may hold stale slots or repeats,
/// which readers skip (`Tableau.rowsContaining`) and drop. `counts` is exact, and reports the moment a symbol's
/// column grows past `spreadLimit`, which is how the tableau notices a dummy marker spreading (see
/// `Tableau.dropSpreadMarkers()`).
struct ColumnIndex {
    var lists: [[Int32]] = [[]]
    /// How many rows contain each symbol.
    private(set) var counts: [Int32] = [0]
    /// Symbols whose count just went past `spreadLimit`.
    var spread: [Symbol] = []
    let spreadLimit: Int32

    init(spreadLimit: Int32) {
        self.spreadLimit = spreadLimit
    }

    mutating func appendSymbol() {
        lists.appendGrowing([])
        counts.appendGrowing(0)
    }

    mutating func truncate(to count: Int) {
        lists.removeLast(lists.count - count)
        counts.removeLast(counts.count - count)
        spread.removeAll { $0.index >= count }
    }

    @inline(__always) mutating func add(_ symbol: Symbol, inRow slot: Int32) {
        lists[symbol.index].appendReservingSix(slot)
        counts[symbol.index] += 1
        if counts[symbol.index] == spreadLimit &+ 1 { spread.append(symbol) } // never, for .max
    }

    @inline(__always) mutating func remove(_ symbol: Symbol) {
        counts[symbol.index] -= 1
    }

    /// The symbol's id is given back: its list's storage too.
    mutating func release(_ symbol: Symbol) {
        lists[symbol.index] = []
        counts[symbol.index] = 0
    }

    /// The symbol is in no row any more: usually it has just become basic and stays so, so its list's storage
    /// goes too (a 48- or 64-byte block per basic symbol otherwise, 10,000 of them on indep 10,000).
    mutating func clear(_ symbol: Symbol) {
        lists[symbol.index] = []
        counts[symbol.index] = 0
    }

    func count(of symbol: Symbol) -> Int32 { counts[symbol.index] }

    /// Whether most of the symbol's list is stale (and the list is long enough for that to matter).
    @inline(__always) func isMostlyStale(_ symbol: Symbol) -> Bool {
        lists[symbol.index].count > 2 * Int(counts[symbol.index]) + 32
    }
}

extension Array where Element == Int32 {
    /// Appends, giving an empty list room for six slots at once: appending one by one allocates room for 2, then
    /// 6 (a 40- then a 56-byte block), and most columns that get a second row get a third.
    @inline(__always) mutating func appendReservingSix(_ slot: Int32) {
        if capacity == 0 { reserveCapacity(6) }
        append(slot)
    }
}
