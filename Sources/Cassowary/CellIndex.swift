/// Where each cell of a long row is: an open-addressing table (linear probing) from a cell's symbol to its position
/// in the row's cells, kept at most half full.
///
/// A merge of a short row into a long one then looks each of the short row's cells up in O(1) and costs the short
/// row's length, where filling a position table for the long row first would cost the long row's. Memory is linear:
/// at most four buckets of 4 bytes per cell, on the rows that are long and that merges go into.
struct CellIndex {
    /// Per bucket, a cell's position plus one, or 0 for an empty bucket; a power of two long, or empty when the row
    /// keeps no index.
    private(set) var buckets: [Int32] = []
    /// Merges made without an index into the long rows this index is kept for (a slot's, or the artificial row)
    /// since it was last emptied: the index is built on the second, so that a long row merged into once is not
    /// indexed for nothing (a build costs about two merges through `scratch`).
    var mergesWithout: Int32 = 0
    /// Column walks that scanned the row for a cell since the index was last emptied (`Tableau.indexScannedRows()`):
    /// the index is built on the walk that brings it to `Tableau.scansBeforeIndex`.
    var scansWithout: Int32 = 0

    /// An index of no row.
    init() {}

    /// An index of `cells`, with room for twice as many.
    init(_ cells: [Cell]) {
        buckets = [Int32](repeating: 0, count: CellIndex.bucketCount(for: cells.count))
        buckets.withUnsafeMutableBufferPointer { buckets in
            let shift = CellIndex.shift(for: buckets.count)
            let mask = buckets.count - 1
            for (position, cell) in cells.enumerated() {
                var bucket = CellIndex.home(of: cell.symbol, shift: shift)
                while buckets[bucket] != 0 { bucket = (bucket + 1) & mask }
                buckets[bucket] = Int32(position + 1)
            }
        }
    }

    @inline(__always) var isEmpty: Bool { buckets.isEmpty }

    /// The smallest power of two (at least 16) that holds `count` cells at most half full.
    static func bucketCount(for count: Int) -> Int {
        var length = 16
        while length < 2 * count + 2 { length *= 2 }
        return length
    }

    /// How far the hash is shifted right so that its top bits index `bucketCount` buckets.
    @inline(__always) static func shift(for bucketCount: Int) -> UInt32 {
        UInt32(32 - bucketCount.trailingZeroBitCount)
    }

    /// The bucket a symbol's probe starts at: Fibonacci hashing of its id (ids are dense, and the symbols of one
    /// row often come in strides, which the low bits of the id alone would pile into neighbouring buckets).
    @inline(__always) static func home(of symbol: Symbol, shift: UInt32) -> Int {
        Int(truncatingIfNeeded: (UInt32(bitPattern: symbol.id) &* 0x9E37_79B9) >> shift)
    }

    /// The position of `symbol`'s cell in `cells` (the cells this index was kept for), if it holds one.
    ///
    /// The buckets are read unchecked (a bucket is always masked into the table); the cells are read checked, so an
    /// index that disagreed with its row could never read outside it.
    @inline(__always) func position(of symbol: Symbol, in cells: [Cell]) -> Int? {
        buckets.withUnsafeBufferPointer { buckets in
            let mask = buckets.count - 1
            var bucket = CellIndex.home(of: symbol, shift: CellIndex.shift(for: buckets.count))
            while true {
                let entry = Int(buckets[bucket])
                if entry == 0 { return nil }
                if cells[entry - 1].symbol == symbol { return entry - 1 }
                bucket = (bucket + 1) & mask
            }
        }
    }

    /// Records a cell about to be appended to `cells`, as position `cells.count`; grows first if the table would
    /// be more than half full.
    @inline(__always) mutating func append(_ symbol: Symbol, to cells: [Cell]) {
        if 2 * (cells.count + 1) > buckets.count {
            self = CellIndex(cells)
        }
        buckets.withUnsafeMutableBufferPointer { buckets in
            let mask = buckets.count - 1
            var bucket = CellIndex.home(of: symbol, shift: CellIndex.shift(for: buckets.count))
            while buckets[bucket] != 0 { bucket = (bucket + 1) & mask }
            buckets[bucket] = Int32(cells.count + 1)
        }
    }

    /// Forgets the cell at `position` of `cells`, which its row is about to remove by moving its last cell there
    /// (when `position` is not the last).
    mutating func remove(at position: Int, of cells: [Cell]) {
        let last = cells.count - 1
        buckets.withUnsafeMutableBufferPointer { buckets in
            let mask = buckets.count - 1
            let shift = CellIndex.shift(for: buckets.count)
            // The bucket of the cell, then the entries after it in its run shifted back over the hole it
            // leaves: an entry moves when its home is not cyclically within (hole, bucket], so that every
            // probe still meets it before an empty bucket.
            var hole = CellIndex.home(of: cells[position].symbol, shift: shift)
            while Int(buckets[hole]) != position + 1 { hole = (hole + 1) & mask }
            var bucket = hole
            while true {
                bucket = (bucket + 1) & mask
                let entry = Int(buckets[bucket])
                if entry == 0 { break }
                let home = CellIndex.home(of: cells[entry - 1].symbol, shift: shift)
                let stays = hole <= bucket ? (hole < home && home <= bucket) : (hole < home || home <= bucket)
                if stays { continue }
                buckets[hole] = buckets[bucket]
                hole = bucket
            }
            buckets[hole] = 0
            guard position != last else { return }
            // The last cell moves to `position`.
            var moved = CellIndex.home(of: cells[last].symbol, shift: shift)
            while Int(buckets[moved]) != last + 1 { moved = (moved + 1) & mask }
            buckets[moved] = Int32(position + 1)
        }
    }

    #if CASSOWARY_INTERNAL_CHECKS
        /// Whether the index has exactly one entry per cell of `cells`, each found from its symbol.
        func agrees(with cells: [Cell]) -> Bool {
            guard buckets.count >= 2 * cells.count else { return false }
            guard buckets.reduce(0, { $0 + ($1 != 0 ? 1 : 0) }) == cells.count else { return false }
            for (position, cell) in cells.enumerated() where self.position(of: cell.symbol, in: cells) != position {
                return false
            }
            return true
        }
    #endif
}
