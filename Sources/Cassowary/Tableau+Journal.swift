/// The journal: what a call that may fail records so that a refusal leaves the tableau as it was.
extension Tableau {
    // MARK: Journal (atomic failure)

    /// Starts recording everything needed to undo the tableau's changes.
    mutating func beginJournal() {
        journalEpoch &+= 1
        if journalEpoch == 0 {
            for index in journalMarks.indices { journalMarks[index] = 0 }
            for index in constantMarks.indices { constantMarks[index] = 0 }
            journalEpoch = 1
        }
        journal = Journal(
            rowCount: rows.count, freeSlots: freeSlots, infeasible: infeasible,
            hadDroppedMarkers: hasDroppedMarkers)
        objective.beginJournal()
    }

    mutating func commitJournal() {
        journal = nil
        objective.commitJournal()
    }

    /// Undoes every change since `beginJournal()`.
    mutating func rollBackJournal() {
        guard let journal else { return }
        self.journal = nil
        artificial = nil
        // Restore each touched row, moving the column counts from its current cells back to its saved ones.
        for (slot, row) in journal.savedRows.reversed() {
            for cell in rows[Int(slot)].cells { columns.remove(cell.symbol) }
            rows[Int(slot)] = row
            resetPositions(of: slot)
            for cell in row.cells { columns.add(cell.symbol, inRow: slot) }
        }
        // After the rows: a row whose constant was saved before the whole row was is back at its saved cells with
        // the moved constant.
        for (slot, constant) in journal.savedConstants { rows[Int(slot)].constant = constant }
        for (symbol, slot, since) in journal.savedRowSlots.reversed() {
            rowSlot[symbol.index] = slot
            // Restored in reverse, the slot ends with the time of the symbol it held when the journal began.
            if slot >= 0 { slotSince[Int(slot)] = since }
        }
        if rows.count > journal.rowCount {
            for row in rows[journal.rowCount...] {
                for cell in row.cells { columns.remove(cell.symbol) }
            }
            for slot in journal.rowCount..<rows.count { resetPositions(of: Int32(slot)) }
            rows.removeLast(rows.count - journal.rowCount)
        }
        freeSlots = journal.freeSlots
        infeasible = journal.infeasible
        for marker in journal.droppedMarkers { dropped[marker.index] = false }
        hasDroppedMarkers = journal.hadDroppedMarkers
        objective.rollBackJournal()
    }

    /// Saves the row in `slot` as it is, the first time the open journal touches it; rows added since the journal
    /// began are not saved (a rollback drops them).
    @inline(__always) mutating func saveRowInJournal(_ slot: Int32) {
        guard let rowCount = journal?.rowCount, Int(slot) < rowCount, isFirstJournalTouch(of: slot) else { return }
        journal?.savedRows.append((slot, rows[Int(slot)]))
    }

    /// Whether the open journal touches `slot` for the first time; marks it touched.
    @inline(__always) mutating func isFirstJournalTouch(of slot: Int32) -> Bool {
        let index = Int(slot)
        if index >= journalMarks.count {
            journalMarks.append(contentsOf: repeatElement(0, count: index + 1 - journalMarks.count))
        }
        guard journalMarks[index] != journalEpoch else { return false }
        journalMarks[index] = journalEpoch
        return true
    }

    /// Forgets the symbols a failed call created since `markSymbols()` returned `count`: ids it reused go back to
    /// the free ones, ids at or past `count` are dropped.
    mutating func forgetSymbols(since count: Int) {
        expandedBasics.removeAll(keepingCapacity: true)
        for symbol in reusedSinceMark.reversed() {
            resetStorage(of: symbol)
            freeIDs.push(symbol.id)
            freeIDCount += 1
        }
        reusedSinceMark.removeAll(keepingCapacity: true)
        guard symbolCount > count else { return }
        for i in count..<symbolCount {
            entrySlots[i] = -1
            kinds[i] = .invalid
            rowSlot[i] = -1
            dropped[i] = false
        }
        columns.forgetSymbols(from: count, to: symbolCount)
        symbolCount = count
        if scratch.count > count { scratch.removeLast(scratch.count - count) }
        objective.truncateSymbols(to: count)
    }
}

/// What `Tableau.rollBackJournal()` needs: each touched row as it was, the basic map entries it changed.
struct Journal {
    let rowCount: Int
    let freeSlots: [Int32]
    let infeasible: [Symbol]
    let hadDroppedMarkers: Bool
    /// Markers dropped while the journal was open.
    var droppedMarkers: [Symbol] = []
    var savedRows: [(Int32, Row)] = []
    /// The constants of rows that only had their constant moved (``Tableau/shiftConstants(alongColumnOf:by:)``)
    /// before any other change, as they were: saved without the row's cells, which a commit would otherwise free
    /// one by one.
    var savedConstants: [(slot: Int32, constant: Double)] = []
    var savedRowSlots: [(Symbol, Int32, Int)] = []

    init(rowCount: Int, freeSlots: [Int32], infeasible: [Symbol], hadDroppedMarkers: Bool) {
        self.rowCount = rowCount
        self.freeSlots = freeSlots
        self.infeasible = infeasible
        self.hadDroppedMarkers = hadDroppedMarkers
    }

    mutating func saveRowSlot(_ symbol: Symbol, _ slot: Int32, _ since: Int) {
        savedRowSlots.append((symbol, slot, since))
    }
}
