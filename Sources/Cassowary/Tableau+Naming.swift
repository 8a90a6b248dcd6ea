/// Rows that name basic external symbols instead of expanding them, and building a constraint's row.
extension Tableau {
    // MARK: Rows that name basic external symbols

    /// Whether any cell of `row` is a basic symbol.
    func namesBasicSymbols(_ row: Row) -> Bool {
        row.cells.contains { rowSlot[$0.symbol.index] >= 0 }
    }

    /// Rewrites `row` in parametric symbols only, replacing each basic symbol it names by that symbol's row, and
    /// so on through the rows those name.
    ///
    /// Each basic symbol is expanded once, with its gathered coefficient, latest-basic first: a row only names
    /// symbols that were basic before it, so by then every row that names a symbol has given it its share.
    mutating func expand(_ row: inout Row) {
        guard namesBasicSymbols(row) else { return }
        if namesOnlyFlatRows(row) {
            // One level: what building a row from flat rows does anyway, without the gathering machinery.
            row = expandedOneLevel(row, capacity: row.cells.count + 4)
            return
        }
        gathered.extend(to: symbolCount, with: 0)
        var constant = row.constant
        func gather(_ symbol: Symbol, _ coefficient: Double, _ tableau: inout Tableau) {
            let i = symbol.index
            if tableau.gathered[i] == 0 {
                let slot = Int(tableau.rowSlot[i])
                if slot >= 0 {
                    tableau.pendingBasics.push(LatestFirst(since: tableau.slotSince[slot], symbol: symbol))
                } else {
                    tableau.gatheredSymbols.append(symbol)
                }
            }
            tableau.gathered[i] += coefficient
            if tableau.gathered[i] == 0 { tableau.gathered[i] = .leastNonzeroMagnitude } // keep it marked as seen
        }
        for cell in row.cells { gather(cell.symbol, cell.coefficient, &self) }
        while let symbol = pendingBasics.pop()?.symbol {
            let coefficient = gathered[symbol.index] == .leastNonzeroMagnitude ? 0 : gathered[symbol.index]
            gathered[symbol.index] = 0
            let basicRow = rows[Int(rowSlot[symbol.index])]
            expandedBasics.append(symbol)
            constant += basicRow.constant * coefficient
            if coefficient == 0 { continue }
            for cell in basicRow.cells { gather(cell.symbol, cell.coefficient * coefficient, &self) }
        }
        var cells: [Cell] = []
        cells.reserveCapacity(gatheredSymbols.count)
        for symbol in gatheredSymbols {
            let value = gathered[symbol.index]
            gathered[symbol.index] = 0
            if !nearZero(value) && value != .leastNonzeroMagnitude {
                cells.append(Cell(symbol: symbol, coefficient: value))
            }
        }
        gatheredSymbols.removeAll(keepingCapacity: true)
        row = Row(basic: row.basic, constant: constant, cells: cells)
    }

    /// `row` with each basic symbol it names replaced by that symbol's row, one level deep, its cells given room
    /// for `capacity` cells.
    @inline(__always) mutating func expandedOneLevel(_ row: Row, capacity: Int) -> Row {
        var none = NoObserver()
        var expanded = Row(basic: row.basic, constant: row.constant)
        expanded.cells.reserveCapacity(capacity)
        for cell in row.cells {
            let slot = rowSlot[cell.symbol.index]
            if slot >= 0 {
                expanded.add(rows[Int(slot)], times: cell.coefficient, &none, scratch: &scratch)
            } else {
                expanded.add(cell.symbol, cell.coefficient, &none)
            }
        }
        return expanded
    }

    /// Puts `row`, solved for `subject`, an external symbol in no row and in no cost, into the tableau as it is,
    /// naming the basic symbols it holds instead of expanding them.
    ///
    /// `top == previous.bottom + 8` down a column of N views: expanded, each row holds the errors of every view
    /// above it (N²/2 cells); named, it holds two symbols. Only restricted rows and the objective decide pivots,
    /// and those stay expanded: an external row is only ever read for its value (`values(into:)`).
    mutating func insertNaming(_ row: consuming Row, solvedFor subject: Symbol) {
        var none = NoObserver()
        row.solve(for: subject, &none)
        insert(row)
        slotNames[Int(rowSlot[subject.index])] = true
        let slot = rowSlot[subject.index]
        namingRows.append((slot, subject, slotSince[Int(slot)]))
    }

    /// Whether some row may name basic symbols (`values()` is then needed to read values).
    var hasNamingRows: Bool { !namingRows.isEmpty }

    // MARK: Building a constraint's row

    /// Records a term of the row being built (the first call after `buildRow` starts a new row).
    mutating func appendTerm(_ symbol: Symbol, _ coefficient: Double) {
        pendingTerms.append(Cell(symbol: symbol, coefficient: coefficient))
    }

    /// The row of the terms appended since the last call, plus `constant`: written in parametric symbols, unless
    /// it should name the basic symbols it holds, in which case it comes with the subject to keep it with names
    /// (`insertNaming`); otherwise the subject is invalid.
    ///
    /// The subject is the external symbol `chooseSubject` would pick anyway when it is in no row and has no cost,
    /// provided some other term is basic (else there is nothing to name) and expanding them would cost something:
    /// one of them names basic symbols itself, or their rows hold more than `namingLength` cells together. Short
    /// flat rows are cheaper substituted, as before naming: independent views then cost what they did, and only
    /// runs that grow (a column's `top == previous.bottom + 8`) switch to names.
    ///
    /// The row's cells get room at once for every cell the terms can bring (a basic term's row, whole) and
    /// `markers` more, so that substituting rows never grows the array: each growth would leave a freed block
    /// behind and raise the peak resident size.
    mutating func buildRow(constant: Double, markers: Int) -> (row: Row, naming: Symbol) {
        defer {
            swap(&pendingTerms, &lastTerms)
            pendingTerms.removeAllKeepingCapacity()
        }
        var row = Row(constant: constant)
        var none = NoObserver()
        var subject = Symbol.invalid
        var namesBasic = false
        var expandedCount = markers
        for term in pendingTerms {
            let slot = rowSlot[term.symbol.index]
            if slot >= 0 {
                namesBasic = true
                expandedCount += rows[Int(slot)].cells.count
            } else {
                expandedCount += 1
                if columns.count(of: term.symbol) == 0, !subject.isValid || term.symbol < subject {
                    subject = term.symbol
                }
            }
        }
        if namesBasic, subject.isValid, !objective.hasCost(subject), expansionIsLong(ofBasicsIn: pendingTerms) {
            row.cells.reserveCapacity(pendingTerms.count + markers)
            for term in pendingTerms { row.add(term.symbol, term.coefficient, &none) }
            return (row, subject)
        }
        row.cells.reserveCapacity(expandedCount)
        var deep = false
        for term in pendingTerms {
            let slot = rowSlot[term.symbol.index]
            if slot >= 0 {
                if slotNames[Int(slot)] { deep = true }
                row.add(rows[Int(slot)], times: term.coefficient, &none, scratch: &scratch)
            } else {
                row.add(term.symbol, term.coefficient, &none)
            }
        }
        if deep { expand(&row) } // the rows just added name basic symbols themselves
        return (row, .invalid)
    }

    /// A new external symbol for the variable the solver keeps at `position` in its table.
    mutating func newVariableSymbol(position: Int) -> Symbol {
        let symbol = newSymbol(.external)
        entrySlots[symbol.index] = Int32(position)
        return symbol
    }

    @inline(__always) func entrySlot(of symbol: Symbol) -> Int32 { entrySlots[symbol.index] }

    mutating func setEntrySlot(_ slot: Int32, of symbol: Symbol) {
        entrySlots[symbol.index] = slot
    }

    /// Above this many cells in the rows a new row would substitute, it names them instead.
    static let namingLength = 16

    /// Whether substituting the rows of the basic symbols among `terms` would take more than one level or more
    /// than `namingLength` cells.
    func expansionIsLong(ofBasicsIn terms: [Cell]) -> Bool {
        var length = 0
        for term in terms {
            let slot = rowSlot[term.symbol.index]
            guard slot >= 0 else { continue }
            if namesBasicSymbols(rows[Int(slot)]) { return true }
            length += rows[Int(slot)].cells.count
        }
        return length > Tableau.namingLength
    }

    /// Whether every basic symbol `row` names has a row that names none.
    func namesOnlyFlatRows(_ row: Row) -> Bool {
        for cell in row.cells {
            let slot = rowSlot[cell.symbol.index]
            if slot >= 0 && namesBasicSymbols(rows[Int(slot)]) { return false }
        }
        return true
    }

    /// Computes the value of the basic symbol of every row that may name basic symbols, in the order those rows
    /// were inserted (a row names only symbols that were basic before it), into `namedValues`.
    ///
    /// Costs the naming rows' cells and no allocation once the buffers have grown; any other basic symbol's value
    /// is its row's constant.
    mutating func evaluateNamingRows() {
        valueStamp &+= 1
        if valueStamp == 0 {
            for i in namedStamps.indices { namedStamps[i] = 0 }
            valueStamp = 1
        }
        if namedValues.count < symbolCount {
            namedValues.extend(to: symbolCount, with: 0)
            namedStamps.extend(to: symbolCount, with: 0)
        }
        for entry in namingRows
        where rowSlot[entry.basic.index] == entry.slot && slotSince[Int(entry.slot)] == entry.since {
            let row = rows[Int(entry.slot)]
            var value = row.constant
            for cell in row.cells {
                let i = cell.symbol.index
                let slot = rowSlot[i]
                guard slot >= 0 else { continue }
                value += cell.coefficient * (namedStamps[i] == valueStamp ? namedValues[i] : rows[Int(slot)].constant)
            }
            namedValues[entry.basic.index] = value
            namedStamps[entry.basic.index] = valueStamp
        }
    }

    /// Expands, in place, every row that holds `marker` and names basic symbols, so that the coefficient of
    /// `marker` in each row that holds it is its true one (a named symbol's row may hold `marker` too): what
    /// choosing the row to eliminate a marker through needs.
    mutating func expandNamingRows(holding marker: Symbol) {
        guard !namingRows.isEmpty else { return }
        var slots: [Int32] = []
        for index in 0..<rowsContaining(marker) {
            let slot = found[index].slot
            if namesBasicSymbols(rows[Int(slot)]) { slots.append(slot) }
        }
        for slot in slots {
            var expanded = rows[Int(slot)]
            expand(&expanded)
            mutateRow(slot) { row, recorder, _ in
                for cell in row.cells { recorder.cellRemoved(cell.symbol) }
                row.constant = expanded.constant
                row.cells = expanded.cells
                for cell in row.cells { recorder.cellAdded(cell.symbol) }
            }
            resetPositions(of: slot)
        }
    }

    /// Past this many cells an expanded row is left naming: a column's `top` rows expand to the errors of every
    /// row above them, which is the fill-in that naming avoids.
    static let materializeLimit = 32

    /// Rewrites in parametric symbols, in place, the rows the last expansions went through whose expansion is
    /// short, oldest first, so that each is expanded once and not again by every later row that needs it.
    ///
    /// Nested views show why: each `width == 100 | weak` expands the view's width, whose row names the insets of
    /// every view outside it; expanding that whole depth for each view is quadratic, while remembering each
    /// level's short expansion makes the next one a single step. A row is rewritten only when every row it names
    /// names nothing (so the rewrite is one merge) and the result has at most `materializeLimit` cells.
    ///
    /// The values do not change, only how rows are written: callers run it once a call can no longer fail, so that
    /// a refused call leaves the tableau as it was.
    mutating func materializeExpanded() {
        guard !expandedBasics.isEmpty else { return }
        var visited: [Symbol] = []
        swap(&visited, &expandedBasics)
        defer {
            visited.removeAll(keepingCapacity: true)
            swap(&visited, &expandedBasics)
        }
        for symbol in visited.reversed() {
            let slot = rowSlot[symbol.index]
            guard slot >= 0 else { continue }
            var length = 0, names = false, flat = true
            for cell in rows[Int(slot)].cells {
                let named = rowSlot[cell.symbol.index]
                guard named >= 0 else {
                    length += 1
                    continue
                }
                names = true
                if namesBasicSymbols(rows[Int(named)]) {
                    flat = false
                    break
                }
                length += rows[Int(named)].cells.count
            }
            guard names, flat, length <= Tableau.materializeLimit else { continue }
            let expanded = expandedOneLevel(rows[Int(slot)], capacity: length)
            mutateRow(slot) { row, recorder, _ in
                for cell in row.cells { recorder.cellRemoved(cell.symbol) }
                row.constant = expanded.constant
                row.cells = expanded.cells
                for cell in row.cells { recorder.cellAdded(cell.symbol) }
            }
            resetPositions(of: slot)
        }
    }

    /// Drops the entries of `namingRows` that no longer name a row, once they are most of the list.
    ///
    /// Looks only when the list has doubled since it last looked, so that checking costs O(1) per entry added
    /// rather than O(rows) per removed constraint.
    mutating func compactNamingRows() {
        guard namingRows.count > max(64, 2 * namingRowsAtLastCompaction) else { return }
        let live = namingRows.filter { rowSlot[$0.basic.index] == $0.slot && slotSince[Int($0.slot)] == $0.since }
        if live.count * 2 < namingRows.count { namingRows = live }
        namingRowsAtLastCompaction = namingRows.count
    }
}
