/// Growing the solver's per-symbol and per-slot tables.
///
/// The tables grow one id or one slot at a time from a single element. Appending one by one reallocates at 2, 4
/// and 8 elements before reaching the sizes even a ten-view layout needs, and `append(contentsOf:
/// repeatElement(...))` is a generic call of a few hundred instructions even for one element; together they were
/// a tenth of building a small system. These jump to 16 elements at the first growth, then double.
extension Array {
    /// Appends `element`, first growing a full buffer to twice its capacity, and to at least 16 elements.
    @inline(__always) mutating func appendGrowing(_ element: Element) {
        if count == capacity { reserveCapacity(Swift.max(16, 2 * capacity)) }
        append(element)
    }

    /// Appends copies of `element` until the array has `newCount` elements (nothing if it has them already).
    @inline(__always) mutating func extend(to newCount: Int, with element: Element) {
        guard count < newCount else { return }
        if capacity < newCount { reserveCapacity(Swift.max(16, 2 * capacity, newCount)) }
        while count < newCount { append(element) }
    }

    /// `extend(to:with:)` for a table that grows by doubling, to many more elements at once: in one call past a
    /// few dozen, whose fixed cost is then below a uniqueness check per element. For plain values only: an element
    /// that holds a reference (an empty array) costs a retain a copy either way.
    @inline(__always) mutating func extendInBulk(to newCount: Int, with element: Element) {
        guard newCount - count > 32 else { return extend(to: newCount, with: element) }
        if capacity < newCount { reserveCapacity(Swift.max(16, 2 * capacity, newCount)) }
        append(contentsOf: repeatElement(element, count: newCount - count))
    }

    /// Empties the array, keeping its storage: one element at a time for a few (`removeAll(keepingCapacity:)` is a
    /// call of about 80 instructions, which the lists emptied on every `add` mostly spend on two elements).
    @inline(__always) mutating func removeAllKeepingCapacity() {
        if count > 4 {
            removeAll(keepingCapacity: true)
        } else {
            while !isEmpty { removeLast() }
        }
    }
}
