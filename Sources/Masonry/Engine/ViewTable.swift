/// Values an engine derives for the views of its tree, kept by the engine rather than by the views: a view holds
/// only what users set.
///
/// An open-addressing hash table keyed by the view's address: a layout pass reads and writes it a few times per
/// view, and hashing an `ObjectIdentifier` through `Hasher` cost more than the rest of those steps together. The
/// table also holds each view `unowned` (in `pins`): that keeps the view's memory (not the view) from being reused
/// while its value is kept, so a new view can never be mistaken for a freed one at the same address. Those
/// references are never read.
struct ViewTable<Value> {
    private struct Entry {
        /// The view's address; 0 for a free entry.
        var key: UInt = 0
        var value: Value? = nil
    }

    private struct Pin {
        unowned let view: View
    }

    /// One per view with a value.
    private var pins: [Pin] = []

    /// A power of two, at least twice `count` (so that probes stay short), or empty.
    private var entries: [Entry] = []
    /// 64 less the number of bits an index takes.
    private var shift: UInt = 64
    /// How many views have a value.
    private(set) var count = 0

    /// Where `key` is, or the free entry where it would go. Values are never removed one by one (only all at
    /// once), so a probe stops at the first free entry.
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
        return found ? entries[index].value : nil
    }

    /// Keeps `value` for `view`, replacing the one kept.
    mutating func set(_ value: Value, for view: View) {
        let key = UInt(bitPattern: ObjectIdentifier(view))
        if (count + 1) * 2 > entries.count { grow() }
        let (index, found) = position(of: key)
        if found {
            entries[index].value = value
        } else {
            entries[index] = Entry(key: key, value: value)
            pins.append(Pin(view: view))
            count += 1
        }
    }

    /// Forgets every value, keeping the room they took.
    mutating func removeAll() {
        guard count > 0 else { return }
        for index in entries.indices { entries[index] = Entry() }
        pins.removeAll(keepingCapacity: true)
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
