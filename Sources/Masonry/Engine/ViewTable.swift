/// Values an engine derives for the views of its tree, kept by the engine rather than by the views: a view holds
/// only what users set.
///
/// Keyed by the view's identity. Each entry also holds the view `unowned`: that keeps the view's memory (not the
/// view) from being reused while the entry exists, so a new view can never be mistaken for a freed one with the
/// same address. The reference is never read.
struct ViewTable<Value> {
    private struct Entry {
        unowned let view: View
        var value: Value
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    /// The value kept for `view`, if any; assigning `nil` forgets it.
    subscript(view: View) -> Value? {
        get {
            // Through the index, only the value is read: `entries[key]?.value` copies the entry, retaining and
            // releasing its unowned reference, at every lookup.
            guard let index = entries.index(forKey: ObjectIdentifier(view)) else { return nil }
            return entries.values[index].value
        }
        set {
            let key = ObjectIdentifier(view)
            if let newValue {
                // One hashing, not a lookup and then an insertion: the frame table is emptied and refilled at every
                // solve, so nearly every assignment is of a view it does not hold.
                entries[key] = Entry(view: view, value: newValue)
            } else {
                entries[key] = nil
            }
        }
    }

    /// Forgets every value, keeping the room they took.
    mutating func removeAll() {
        entries.removeAll(keepingCapacity: true)
    }

    /// How many views have a value.
    var count: Int { entries.count }
}
