/// Values an engine derives for the views of its tree, kept by the engine rather than by the views: a view holds
/// only what users set.
///
/// An open-addressing hash table keyed by the view's address: a layout pass reads and writes it a few times per
/// view, and hashing an `ObjectIdentifier` through `Hasher` cost more than the rest of those steps together. The
/// table also holds each view `unowned` (in `pins`): that keeps the view's memory (not the view) from being reused
/// while its entry is kept, so a new view can never be mistaken for a freed one at the same address. Those
/// references are never read.
///
/// ``removeAll()`` forgets every value by starting a new generation rather than clearing the entries: a layout pass
/// forgets its frames and sets them again for the same views, and clearing a table of every view's entry, then
/// taking and dropping a reference to each view again (a write to each view's side table, as views are referenced
/// weakly), touched every entry and every view twice for nothing. An entry of an earlier generation keeps its
/// place and its pin and is taken again by the next value for its view; entries are cleared for good (and their
/// views unpinned) once more than half of them are of earlier generations, so views that left the tree keep at
/// most as many entries as the views that have values.
struct ViewTable<Value> {
    /// The value first and the key last: for a 33-byte optional rectangle the generation fits in the padding after
    /// it, and the entry stays 48 bytes.
    private struct Entry {
        var value: Value? = nil
        /// The generation the value was set in; the value counts only in the current one.
        var generation: UInt32 = 0
        /// The view's address; 0 for a free entry.
        var key: UInt = 0
    }

    private struct Pin {
        unowned let view: View
    }

    /// One per occupied entry.
    private var pins: [Pin] = []

    /// A power of two, at least twice `occupied` (so that probes stay short), or empty.
    private var entries: [Entry] = []
    /// 64 less the number of bits an index takes.
    private var shift: UInt = 64
    /// The current generation: values set since the last ``removeAll()``. Never 0.
    private var generation: UInt32 = 1
    /// How many entries hold a key, of any generation.
    private var occupied = 0
    /// How many views have a value (in the current generation).
    private(set) var count = 0

    /// Where `key` is, or the free entry where it would go. Keys are never removed one by one (only all at once),
    /// so a probe stops at the first free entry.
    private func position(of key: UInt) -> (index: Int, found: Bool) {
        // Fibonacci hashing on the address without its alignment bits; the top bits of the product are the index.
        var index = Int(truncatingIfNeeded: ((key >> 4) &* 0x9E37_79B9_7F4A_7C15) >> shift)
        let mask = entries.count - 1
        while true {
            let found = entries[index].key
            if found == key { return (index, true) }
            if found == 0 { return (index, false) }
            index = (index + 1) & mask
        }
    }

    /// The value kept for `view`, if any.
    subscript(view: View) -> Value? {
        guard count > 0 else { return nil }
        let (index, found) = position(of: UInt(bitPattern: ObjectIdentifier(view)))
        guard found, entries[index].generation == generation else { return nil }
        return entries[index].value
    }

    /// Keeps `value` for `view`, replacing the one kept.
    mutating func set(_ value: Value, for view: View) {
        let key = UInt(bitPattern: ObjectIdentifier(view))
        if (occupied + 1) * 2 > entries.count { grow() }
        let (index, found) = position(of: key)
        if found {
            // The entry's key is the view's address, pinned since the entry was made: it is this view.
            if entries[index].generation != generation {
                entries[index].generation = generation
                count += 1
            }
            entries[index].value = value
        } else {
            entries[index] = Entry(value: value, generation: generation, key: key)
            pins.append(Pin(view: view))
            occupied += 1
            count += 1
        }
    }

    /// Forgets every value, keeping the room they took.
    mutating func removeAll() {
        guard occupied > 0 else { return }
        // Entries of earlier generations outnumber the current one's (views left the tree), or the generation
        // would wrap around to one still in the entries: clear for good.
        if occupied > 2 * count || generation == .max {
            for index in entries.indices { entries[index] = Entry() }
            pins.removeAll(keepingCapacity: true)
            occupied = 0
            generation = 1
        } else {
            generation += 1
        }
        count = 0
    }

    /// Doubles the room (16 entries at first) and puts every entry back.
    private mutating func grow() {
        let old = entries
        let capacity = max(16, old.count * 2)
        entries = Array(repeating: Entry(), count: capacity)
        shift = UInt(64 - capacity.trailingZeroBitCount)
        for entry in old where entry.key != 0 {
            let (index, _) = position(of: entry.key)
            entries[index] = entry
        }
    }
}
