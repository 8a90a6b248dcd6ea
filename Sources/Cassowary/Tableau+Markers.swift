/// Markers: eliminating a removed constraint's marker, and dropping the columns of dummy markers that spread.
extension Tableau {
    // MARK: Removing a constraint's marker

    /// The row to pivot `marker` into so that it can be dropped (Kiwi's `getMarkerLeavingRow`).
    mutating func markerLeavingSlot(for marker: Symbol) -> Int32? {
        var first: (slot: Int32, ratio: Double, basic: Symbol)? = nil
        var second: (slot: Int32, ratio: Double, basic: Symbol)? = nil
        var third: (slot: Int32, basic: Symbol)? = nil
        for index in 0..<rowsContaining(marker) {
            let (slot, cell) = found[index]
            let row = rows[Int(slot)]
            let coefficient = row.cells[cell].coefficient
            if kinds[row.basic.index] == .external {
                if row.basic > (third?.basic ?? .invalid) { third = (slot, row.basic) }
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if improves(ratio, row.basic, on: first) { first = (slot, ratio, row.basic) }
            } else {
                let ratio = row.constant / coefficient
                if improves(ratio, row.basic, on: second) { second = (slot, ratio, row.basic) }
            }
        }
        return first?.slot ?? second?.slot ?? third?.slot
    }

    /// Whether a row with `ratio` beats the best so far: a smaller ratio, or the lower basic id on a tie.
    private func improves(_ ratio: Double, _ basic: Symbol, on best: (slot: Int32, ratio: Double, basic: Symbol)?)
        -> Bool
    {
        guard let best else { return true }
        return ratio < best.ratio || (ratio == best.ratio && basic < best.basic)
    }

    /// Eliminates a parametric `marker` by pivoting it into `slot` and dropping that row.
    mutating func eliminate(_ marker: Symbol, through slot: Int32) {
        let leaving = rows[Int(slot)].basic
        var row = removeRow(of: leaving)
        expand(&row)
        var none = NoObserver()
        row.solve(for: marker, replacing: leaving, &none)
        substitute(marker, with: row)
        compactNamingRows()
    }

    // MARK: Dropping spread markers

    /// Drops the columns of dummy markers that have spread into more rows than the limit.
    ///
    /// A required equality's dummy is always zero and never pivots; its column only records which rows depend on
    /// the constraint, for removing it and for explaining conflicts. In chains and nests that record is what makes
    /// the tableau quadratic (row i holds the dummies of all i constraints before it), so past the limit the solver
    /// forgets it and, if that constraint is ever removed, rebuilds instead. Values do not change.
    mutating func dropSpreadMarkers() {
        guard !columns.spread.isEmpty else { return }
        // Filtered in place and handed back empty, so that the list keeps its storage between calls.
        var markers: [Symbol] = []
        swap(&markers, &columns.spread)
        var kept = 0
        for i in markers.indices {
            let marker = markers[i]
            guard
                kinds[marker.index] == .dummy && !dropped[marker.index]
                    && columns.count(of: marker) > columns.spreadLimit
                    && (keptMarkers.isEmpty || !keptMarkers.contains(marker))
            else { continue }
            markers[kept] = marker
            kept += 1
        }
        while markers.count > kept { markers.removeLast() }
        drop(markers)
        while !markers.isEmpty { markers.removeLast() }
        if columns.spread.isEmpty { swap(&markers, &columns.spread) }
    }

    /// Drops the dummy markers a row about to enter the tableau gathers past the limit, from the tableau and from
    /// `row`, unless the row's own marker or a kept one.
    ///
    /// A row that expands named rows (a constraint closing a chain, `last.right == width`) gathers the marker of
    /// every link it goes through; each of those is then held by every row this one is substituted into, which is
    /// what `dropSpreadMarkers()` would drop them for anyway, after the pivots that made it quadratic.
    ///
    /// Inside a journal, rolling back restores them. Returns whether it dropped any.
    mutating func dropCrowdedMarkers(in row: inout Row, except own: Symbol) -> Bool {
        guard columns.spreadLimit != .max, row.cells.count > Int(columns.spreadLimit) else { return false }
        var count: Int32 = 0
        for cell in row.cells where kinds[cell.symbol.index] == .dummy && cell.symbol != own { count += 1 }
        guard count > columns.spreadLimit else { return false }
        var markers: [Symbol] = []
        for cell in row.cells
        where kinds[cell.symbol.index] == .dummy && cell.symbol != own
            && !keptMarkers.contains(cell.symbol)
        {
            markers.append(cell.symbol)
        }
        guard !markers.isEmpty else { return false }
        growScratch()
        for marker in markers { scratch[marker.index] = 0 }
        row.cells.removeAll { scratch[$0.symbol.index] == 0 }
        for marker in markers { scratch[marker.index] = -1 }
        drop(markers)
        return true
    }

    /// Forgets the columns of `markers` (dummies not yet dropped): their cells go from every row.
    private mutating func drop(_ markers: [Symbol]) {
        guard !markers.isEmpty else { return }
        growScratch()
        for marker in markers { dropped[marker.index] = true }
        journal?.droppedMarkers.append(contentsOf: markers)
        // One pass over each row that holds any of them: a long row holding many markers (a constraint that closes a
        // chain gathers every link's marker) is scanned once, not once per marker.
        nextStamp()
        var slots: [Int32] = []
        swap(&slots, &markerSlots)
        slots.removeAll(keepingCapacity: true)
        var listed = 0
        for marker in markers { listed += columns.range(of: marker).count }
        slots.reserveCapacity(listed)
        for marker in markers {
            scratch[marker.index] = 0
            for position in columns.range(of: marker) {
                let slot = columns.storage[position]
                let s = Int(slot)
                if s >= rows.count || slotStamp[s] == stamp || !rows[s].basic.isValid { continue }
                slotStamp[s] = stamp
                slots.append(slot)
            }
        }
        if journal != nil { for slot in slots { saveRowInJournal(slot) } }
        // The markers' cells go without telling the column index, whose lists and counts of the markers are
        // cleared below. Each row is filtered in place on raw buffers: through `mutateRow` and the arrays'
        // subscripts, the bookkeeping around each row cost more than filtering it.
        var marks: [Int32] = []
        swap(&marks, &scratch)
        rows.withUnsafeMutableBufferPointer { rows in
            for slot in slots where Int(slot) < rows.count {
                let kept = rows[Int(slot)].cells.withUnsafeMutableBufferPointer { cells in
                    var kept = 0
                    for i in 0..<cells.count where marks[cells[i].symbol.index] != 0 {
                        cells[kept] = cells[i]
                        kept += 1
                    }
                    return kept
                }
                // One by one: a row loses a cell or two, and `removeLast(_:)` is a far longer call.
                while rows[Int(slot)].cells.count > kept { rows[Int(slot)].cells.removeLast() }
            }
        }
        if !slotPositions.isEmpty { for slot in slots where Int(slot) < rows.count { resetPositions(of: slot) } }
        swap(&marks, &scratch)
        swap(&slots, &markerSlots)
        for marker in markers {
            scratch[marker.index] = -1
            columns.clear(marker)
            objective.remove(marker)
        }
        hasDroppedMarkers = true
    }

    /// Extends `scratch` to every symbol id.
    mutating func growScratch() {
        scratch.extend(to: symbolCount, with: -1)
    }

    /// Keeps `marker`'s column whatever its spread, so the constraint's constant can keep changing cheaply.
    mutating func keepMarker(_ marker: Symbol) { keptMarkers.insert(marker) }
}
