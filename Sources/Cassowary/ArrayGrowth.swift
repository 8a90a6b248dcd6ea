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
}
