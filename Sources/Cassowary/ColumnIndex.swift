/// For each symbol, the slots of the rows that contain it.
///
/// Lists are lazy: a row losing a cell is not looked up in the list, so a list may hold stale slots or repeats,
/// which readers skip (`Tableau.rowsContaining`) and drop. `count(of:)` is exact, and reports the moment a symbol's
/// column grows past `spreadLimit`, which is how the tableau notices a dummy marker spreading (see
/// `Tableau.dropSpreadMarkers()`).
///
/// Every list lives in one shared buffer, `storage`, at the place its symbol's `Extent` gives: a list that fills
/// its room moves to the end of the used part (`top`) with twice the room, and the buffer is compacted once more
/// than half of its used part is room no list covers. One buffer rather than an array per symbol: a small system's columns then cost no
/// allocation each (a tenth of building a ten-view layout went to allocating, growing and freeing them), and a
/// large one's no heap block header per column.
struct ColumnIndex {
    /// Where a symbol's list is in `storage`, and how many rows hold the symbol.
    struct Extent {
        /// The list's first element in `storage`.
        var start: Int32 = 0
        /// How many slots the list holds (stale ones included).
        var length: Int32 = 0
        /// How many slots the list has room for from `start`.
        var capacity: Int32 = 0
        /// How many rows hold the symbol.
        var count: Int32 = 0
    }

    /// The lists, each in its symbol's extent; the rest is room. Its elements from `top` on are free.
    var storage: [Int32] = []
    /// How much of `storage` extents have taken.
    private var top = 0
    /// Per symbol id (id 0, the invalid symbol, included once the tableau appends it).
    private(set) var extents: [Extent] = []
    /// Elements of `storage` that no extent covers any more.
    private var waste = 0
    /// Symbols whose count just went past `spreadLimit`.
    var spread: [Symbol] = []
    let spreadLimit: Int32

    /// An index of no symbols: it allocates nothing, so that `Tableau.mutateRow` can swap one in for free.
    init(spreadLimit: Int32) {
        self.spreadLimit = spreadLimit
    }

    /// Gives ids up to `length` an empty list.
    mutating func extendSymbols(to length: Int) {
        extents.extendInBulk(to: length, with: Extent())
    }

    /// Empties the lists of ids `start..<end`, which no symbol has any more.
    mutating func forgetSymbols(from start: Int, to end: Int) {
        for i in start..<end { clear(Symbol(id: Int32(i))) }
        spread.removeAll { $0.index >= start }
    }

    /// Adds `slot` to the symbol's list. Returns the list's extent after it, for a caller that checks it
    /// (`isMostlyStale(_:)`) without reading it again.
    @discardableResult @inline(__always) mutating func add(_ symbol: Symbol, inRow slot: Int32) -> Extent {
        let i = symbol.index
        var extent = extents[i]
        if extent.length == extent.capacity {
            if extent.capacity == 0 && top + 6 <= storage.count {
                // A first list: room for six at `top`, with nothing to move (the usual case, inline).
                extent.start = Int32(top)
                extent.capacity = 6
                top += 6
            } else {
                extent = makeRoom(for: i)
            }
        }
        storage[Int(extent.start &+ extent.length)] = slot
        extent.length &+= 1
        extent.count &+= 1
        extents[i] = extent
        if extent.count == spreadLimit &+ 1 { spread.append(symbol) } // never, for .max
        return extent
    }

    /// Moves the full list of symbol id `i` to `top`, with room for six slots, or twice its room: most columns that
    /// get a second row get a third. Returns its new extent.
    private mutating func makeRoom(for i: Int) -> Extent {
        var extent = extents[i]
        let capacity = Swift.max(6, 2 * Int(extent.capacity))
        if top + capacity > storage.count { grow(toHold: top + capacity) }
        let start = top
        for k in 0..<Int(extent.length) { storage[start + k] = storage[Int(extent.start) + k] }
        top += capacity
        waste += Int(extent.capacity)
        extent.start = Int32(start)
        extent.capacity = Int32(capacity)
        extents[i] = extent
        if waste > 64 && waste * 2 > top {
            compact()
            extent = extents[i]
        }
        return extent
    }

    /// Gives `storage` room for `count` elements, at least twice what it had.
    ///
    /// The used part is appended as one block and only the rest is filled: a large system's storage doubles to
    /// millions of elements, and an array made with `repeating:` fills every one before a copy through slices
    /// writes the used part again, element by element.
    private mutating func grow(toHold count: Int) {
        let length = Swift.max(64, 2 * storage.count, count)
        var grown: [Int32] = []
        grown.reserveCapacity(length)
        grown.append(contentsOf: storage[0..<top])
        grown.append(contentsOf: repeatElement(-1, count: length - top))
        storage = grown
    }

    /// Moves every list, with its room, to the front of `storage`, in id order, leaving no room that no list covers.
    private mutating func compact() {
        var compacted = [Int32](repeating: -1, count: storage.count)
        var end = 0
        for i in extents.indices where extents[i].capacity > 0 {
            let extent = extents[i]
            extents[i].start = Int32(end)
            for k in 0..<Int(extent.length) { compacted[end + k] = storage[Int(extent.start) + k] }
            end += Int(extent.capacity)
        }
        storage = compacted
        top = end
        waste = 0
    }

    @inline(__always) mutating func remove(_ symbol: Symbol) {
        extents[symbol.index].count -= 1
    }

    /// The symbol's id is given back: its list's room too.
    mutating func release(_ symbol: Symbol) {
        clear(symbol)
    }

    /// The symbol is in no row any more: usually it has just become basic and stays so, so its list's room goes
    /// too (10,000 lists of six on indep 10,000 otherwise).
    mutating func clear(_ symbol: Symbol) {
        waste += Int(extents[symbol.index].capacity)
        extents[symbol.index] = Extent()
    }

    /// Keeps the first `length` slots of the symbol's list (`Tableau.walkColumn` has moved the live ones there).
    @inline(__always) mutating func truncateList(of symbol: Symbol, to length: Int) {
        extents[symbol.index].length = Int32(length)
    }

    /// Where the symbol's list is in `storage`.
    @inline(__always) func range(of symbol: Symbol) -> Range<Int> {
        let extent = extents[symbol.index]
        return Int(extent.start)..<Int(extent.start + extent.length)
    }

    func count(of symbol: Symbol) -> Int32 { extents[symbol.index].count }

    /// Whether most of the symbol's list is stale (and the list is long enough for that to matter).
    @inline(__always) func isMostlyStale(_ symbol: Symbol) -> Bool {
        ColumnIndex.isMostlyStale(extents[symbol.index])
    }

    /// Whether most of the list `extent` describes is stale.
    @inline(__always) static func isMostlyStale(_ extent: Extent) -> Bool {
        Int(extent.length) > 2 * Int(extent.count) + 32
    }
}
