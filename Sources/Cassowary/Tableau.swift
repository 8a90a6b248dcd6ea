/// The simplex tableau: rows in slots, a lazy column index, the objective, and the pivoting rules.
///
/// The leaving row is the first minimum ratio (lowest basic id) and infeasible rows are a LIFO stack, as in Kiwi.
/// The entering symbol is not Kiwi's: the optimising simplex enters the improving symbol with the highest id
/// (`Objective.popNegative()`), and phase one the one in the fewest rows (`optimizeArtificial()`), so that copies of
/// a form sharing edit variables do not re-pivot on the errors every copy holds. Where the optimum is unique the
/// answer is Kiwi's; on degenerate problems the vertex may differ, the objective does not.
/// Unlike Kiwi, a substitution visits only the rows that contain the symbol (the column index), which keeps
/// the cost of an edit proportional to what it changes.
struct Tableau {
    // Per symbol, indexed by id (id 0 is the invalid symbol).
    private(set) var kinds: [SymbolKind] = [.invalid]
    /// The slot of the symbol's row while it is basic, otherwise -1.
    private(set) var rowSlot: [Int32] = [-1]
    /// Counts the times a symbol became basic (see `slotSince`).
    private var basicClock = 0
    /// Which rows contain each symbol.
    private var columns: ColumnIndex
    /// Dummy markers whose columns were dropped because they spread too far (see `dropSpreadMarkers()`).
    private(set) var dropped: [Bool] = [false]
    /// Markers that are never dropped: those of constraints whose constants change.
    private var keptMarkers: Set<Symbol> = []
    /// Whether any marker has been dropped since the tableau was created.
    private(set) var hasDroppedMarkers = false
    /// Dense position table for merges into long rows and for dropping markers, all -1 between uses. Grown only
    /// when one of those needs it (`Row.add(_:times:_:scratch:)`, `growScratch()`): systems of short rows never
    /// pay its 4 bytes per symbol id.
    private var scratch: [Int32] = []

    // Per slot.
    private(set) var rows: [Row] = []
    private var freeSlots: [Int32] = []
    private var slotStamp: [UInt32] = []
    /// When the row's basic symbol became basic (`basicClock`): a row that names a basic symbol became basic after
    /// it. Per slot rather than per symbol id: only basic symbols have one, and slots are fewer than ids (60,002
    /// against 110,007 on indep 10,000, 0.5 MB less).
    private var slotSince: [Int] = []
    private var stamp: UInt32 = 0

    private(set) var objective = Objective()
    /// The phase-one objective while a constraint is added through an artificial variable.
    private var artificial: Row? = nil
    /// Basic symbols of rows that may have turned infeasible (negative constant), used as a stack.
    private(set) var infeasible: [Symbol] = []

    private var journal: Journal? = nil

    /// How many symbol ids are in use or free: the size of every per-symbol array.
    var symbolCount: Int { kinds.count }
    /// Per symbol id: where the solver keeps the symbol's entry: an external symbol's variable in its variable
    /// table, a constraint's marker in its owner table; -1 for any other symbol.
    private(set) var entrySlots: [Int32] = [-1]
    /// The terms of the row being built (`appendTerm`, `buildRow`), kept between calls.
    private var pendingTerms: [Cell] = []
    /// Per slot: whether the row may name basic symbols (set for rows kept with names, cleared once expanded).
    private var slotNames: [Bool] = []
    /// Ids given back by `release(_:)`, lowest first, for `newSymbol` to hand out again.
    private var freeIDs = BinaryHeap<Int32>()
    private(set) var freeIDCount = 0
    /// Ids `newSymbol` took from `freeIDs` since `markSymbols()`, so that a failed call can give them back.
    private var reusedSinceMark: [Symbol] = []
    /// The artificial variable of the last phase one, released by the next `optimize()` (the call succeeded).
    private var artificialToRelease = Symbol.invalid

    /// A tableau that drops a dummy marker's column once more than `markerSpreadLimit` rows hold it.
    init(markerSpreadLimit: Int32) {
        columns = ColumnIndex(spreadLimit: markerSpreadLimit)
    }

    // MARK: Symbols

    /// A new symbol: the lowest released id if any (so a solver that returns to an earlier set of constraints
    /// numbers symbols as it did then), else the next one.
    mutating func newSymbol(_ kind: SymbolKind) -> Symbol {
        if let id = freeIDs.pop() {
            freeIDCount -= 1
            let symbol = Symbol(id: id)
            kinds[symbol.index] = kind
            reusedSinceMark.append(symbol)
            return symbol
        }
        let symbol = Symbol(id: Int32(kinds.count))
        entrySlots.append(-1)
        kinds.append(kind)
        rowSlot.append(-1)
        columns.appendSymbol()
        dropped.append(false)
        return symbol
    }

    /// Starts a call that may fail: returns the mark `forgetSymbols(since:)` goes back to.
    mutating func markSymbols() -> Int {
        reusedSinceMark.removeAll(keepingCapacity: true)
        return kinds.count
    }

    /// Whether `symbol` is basic in no row, held by no row and costs nothing: nothing refers to it any more.
    func isUnused(_ symbol: Symbol) -> Bool {
        rowSlot[symbol.index] < 0 && columns.count(of: symbol) == 0 && !objective.hasCost(symbol)
    }

    /// Gives an unused symbol's id back (`isUnused` must hold), with everything stored for it.
    mutating func release(_ symbol: Symbol) {
        let i = symbol.index
        guard kinds[i] != .invalid else { return }
        resetStorage(of: symbol)
        freeIDs.push(symbol.id)
        freeIDCount += 1
    }

    /// The state of an id that no symbol has.
    private mutating func resetStorage(of symbol: Symbol) {
        let i = symbol.index
        kinds[i] = .invalid
        entrySlots[i] = -1
        rowSlot[i] = -1
        dropped[i] = false
        columns.release(symbol)
        if !keptMarkers.isEmpty { keptMarkers.remove(symbol) } // hashing even an empty set costs
        objective.forget(symbol)
    }

    @inline(__always) func kind(_ symbol: Symbol) -> SymbolKind { kinds[symbol.index] }

    @inline(__always) func isBasic(_ symbol: Symbol) -> Bool { rowSlot[symbol.index] >= 0 }

    /// The row of a basic symbol.
    func row(of symbol: Symbol) -> Row? {
        let slot = rowSlot[symbol.index]
        return slot >= 0 ? rows[Int(slot)] : nil
    }

    /// The current value of a symbol: its row's constant when basic, 0 when parametric.
    @inline(__always) func value(of symbol: Symbol) -> Double {
        let slot = rowSlot[symbol.index]
        return slot >= 0 ? rows[Int(slot)].constant : 0
    }

    // MARK: Building rows outside the tableau

    /// Adds `coefficient × symbol` to a detached row, substituting the symbol's row when it is basic.
    mutating func add(_ symbol: Symbol, _ coefficient: Double, to row: inout Row) {
        var none = NoObserver()
        if let basicRow = self.row(of: symbol) {
            row.add(basicRow, times: coefficient, &none, scratch: &scratch)
        } else {
            row.add(symbol, coefficient, &none)
        }
    }

    // MARK: Rows that name basic external symbols

    /// Rows that name basic external symbols instead of their rows, in the order they were inserted (the order their
    /// values are computed in); entries whose slot has since changed hands are skipped and dropped.
    private var namingRows: [(slot: Int32, basic: Symbol, since: Int)] = []
    /// Coefficients gathered by `expand`, by symbol; 0 between uses.
    private var gathered: [Double] = [0]
    private var gatheredSymbols: [Symbol] = []
    private var pendingBasics = BinaryHeap<LatestFirst>()

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
            var none = NoObserver()
            var expanded = Row(basic: row.basic, constant: row.constant)
            expanded.cells.reserveCapacity(row.cells.count + 4)
            for cell in row.cells {
                let slot = rowSlot[cell.symbol.index]
                if slot >= 0 {
                    expanded.add(rows[Int(slot)], times: cell.coefficient, &none, scratch: &scratch)
                } else {
                    expanded.add(cell.symbol, cell.coefficient, &none)
                }
            }
            row = expanded
            return
        }
        if gathered.count < kinds.count {
            gathered.append(contentsOf: repeatElement(0, count: kinds.count - gathered.count))
        }
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
            pendingTerms.removeAll(keepingCapacity: true)
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

    /// The terms of the row `buildRow` built last: the solver counts them as uses of their variables once its
    /// constraint went in.
    private(set) var lastTerms: [Cell] = []

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
    private func namesOnlyFlatRows(_ row: Row) -> Bool {
        for cell in row.cells {
            let slot = rowSlot[cell.symbol.index]
            if slot >= 0 && namesBasicSymbols(rows[Int(slot)]) { return false }
        }
        return true
    }

    /// The values `evaluateNamingRows()` computed, by symbol; valid where `namedStamps` equals `valueStamp`.
    private(set) var namedValues: [Double] = []
    private(set) var namedStamps: [UInt32] = []
    private(set) var valueStamp: UInt32 = 0

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
        if namedValues.count < kinds.count {
            namedValues.append(contentsOf: repeatElement(0, count: kinds.count - namedValues.count))
            namedStamps.append(contentsOf: repeatElement(0, count: kinds.count - namedStamps.count))
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
        }
    }

    /// The basic symbols `expand` went through since the last `materializeExpanded()`, latest first.
    private var expandedBasics: [Symbol] = []

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
        var none = NoObserver()
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
            let row = rows[Int(slot)]
            var expanded = Row(basic: row.basic, constant: row.constant)
            expanded.cells.reserveCapacity(length)
            for cell in row.cells {
                let named = rowSlot[cell.symbol.index]
                if named >= 0 {
                    expanded.add(rows[Int(named)], times: cell.coefficient, &none, scratch: &scratch)
                } else {
                    expanded.add(cell.symbol, cell.coefficient, &none)
                }
            }
            mutateRow(slot) { row, recorder, _ in
                for cell in row.cells { recorder.cellRemoved(cell.symbol) }
                row.constant = expanded.constant
                row.cells = expanded.cells
                for cell in row.cells { recorder.cellAdded(cell.symbol) }
            }
        }
    }

    /// Drops the entries of `namingRows` that no longer name a row, once they are most of the list.
    ///
    /// Looks only when the list has doubled since it last looked, so that checking costs O(1) per entry added
    /// rather than O(rows) per removed constraint.
    private mutating func compactNamingRows() {
        guard namingRows.count > max(64, 2 * namingRowsAtLastCompaction) else { return }
        let live = namingRows.filter { rowSlot[$0.basic.index] == $0.slot && slotSince[Int($0.slot)] == $0.since }
        if live.count * 2 < namingRows.count { namingRows = live }
        namingRowsAtLastCompaction = namingRows.count
    }

    /// The length of `namingRows` after the last `compactNamingRows()` that looked.
    private var namingRowsAtLastCompaction = 0

    // MARK: Rows in slots

    private struct ColumnRecorder: CellObserver {
        var columns: ColumnIndex
        var slot: Int32
        @inline(__always) mutating func cellAdded(_ symbol: Symbol) { columns.add(symbol, inRow: slot) }
        @inline(__always) mutating func cellRemoved(_ symbol: Symbol) { columns.remove(symbol) }
    }

    /// Runs `body` on the row in `slot`, recording new cells in the column index.
    @inline(__always)
    private mutating func mutateRow<R>(_ slot: Int32, _ body: (inout Row, inout ColumnRecorder, inout [Int32]) -> R)
        -> R
    {
        journal?.saveRow(slot, rows)
        var recorder = ColumnRecorder(columns: ColumnIndex(spreadLimit: 0), slot: slot)
        swap(&recorder.columns, &columns)
        defer { swap(&recorder.columns, &columns) }
        return body(&rows[Int(slot)], &recorder, &scratch)
    }

    /// Puts a row into the tableau as the row of its basic symbol.
    mutating func insert(_ row: Row) {
        let slot: Int32
        if let free = freeSlots.popLast() {
            slot = free
            journal?.noteReusedSlot(slot)
            rows[Int(slot)] = row
            slotNames[Int(slot)] = false
        } else {
            slot = Int32(rows.count)
            rows.append(row)
            slotStamp.append(0)
            slotSince.append(0)
            slotNames.append(false)
        }
        setRowSlot(row.basic, slot)
        for cell in row.cells {
            columns.add(cell.symbol, inRow: slot)
            if columns.isMostlyStale(cell.symbol) { compactColumn(of: cell.symbol) }
        }
    }

    /// Drops the stale entries of a column: a long-lived symbol (a window's edit error) that rows keep gaining
    /// and losing, and that nothing looks up in between, would otherwise grow its list by one slot per row ever
    /// inserted. Leaves `found` alone, which a caller may be reading.
    private mutating func compactColumn(of symbol: Symbol) {
        walkColumn(of: symbol, recordingFound: false)
    }

    /// Takes the row of a basic symbol out of the tableau.
    mutating func removeRow(of symbol: Symbol) -> Row {
        let slot = rowSlot[symbol.index]
        journal?.saveRow(slot, rows)
        var row = Row(constant: 0)
        swap(&row, &rows[Int(slot)])
        for cell in row.cells { columns.remove(cell.symbol) }
        setRowSlot(symbol, -1)
        freeSlots.append(slot)
        return row
    }

    @inline(__always) private mutating func setRowSlot(_ symbol: Symbol, _ slot: Int32) {
        if journal != nil {
            let old = rowSlot[symbol.index]
            journal!.saveRowSlot(symbol, old, old >= 0 ? slotSince[Int(old)] : 0)
        }
        rowSlot[symbol.index] = slot
        if slot >= 0 {
            basicClock += 1
            slotSince[Int(slot)] = basicClock
        }
    }

    /// The rows found by the last `rowsContaining` call: kept between calls so the hot loops allocate nothing.
    private var found: [(slot: Int32, cell: Int)] = []

    /// Fills `found` with the slots of the rows that contain `symbol`, each once, with the index of its cell,
    /// and compacts the column. Callers read `found` before calling again.
    private mutating func rowsContaining(_ symbol: Symbol) -> Int {
        found.removeAll(keepingCapacity: true)
        walkColumn(of: symbol, recordingFound: true)
        return found.count
    }

    /// Visits the live rows of `symbol`'s column, each once, dropping stale and repeated entries from the column;
    /// with `recordingFound`, appends each live row's slot and cell index to `found`.
    @inline(__always) private mutating func walkColumn(of symbol: Symbol, recordingFound: Bool) {
        stamp &+= 1
        if stamp == 0 {
            for i in slotStamp.indices { slotStamp[i] = 0 }
            stamp = 1
        }
        // The column, the stamps and `found` move into locals for the walk, so that the loop runs on raw buffers:
        // element writes through `self` pay a uniqueness check each, and a `for slot in column` loop would hold a
        // second reference to the buffer, making the first write copy the whole list.
        var column: [Int32] = []
        swap(&column, &columns.lists[symbol.index])
        var stamps: [UInt32] = []
        swap(&stamps, &slotStamp)
        var hits: [(slot: Int32, cell: Int)] = []
        if recordingFound {
            swap(&hits, &found)
            hits.reserveCapacity(column.count)
        }
        let current = stamp
        let kept = rows.withUnsafeBufferPointer { rows in
            stamps.withUnsafeMutableBufferPointer { stamps in
                column.withUnsafeMutableBufferPointer { column in
                    let limit = min(rows.count, stamps.count)
                    var kept = 0
                    for index in 0..<column.count {
                        let slot = column[index]
                        let s = Int(slot)
                        // A rolled-back call may have left entries for slots past the end; they are stale too.
                        if s >= limit || stamps[s] == current { continue }
                        stamps[s] = current
                        guard rows[s].basic.isValid, let cell = rows[s].index(of: symbol) else { continue }
                        if recordingFound { hits.append((slot, cell)) }
                        column[kept] = slot
                        kept += 1
                    }
                    return kept
                }
            }
        }
        if recordingFound { swap(&hits, &found) }
        swap(&stamps, &slotStamp)
        column.removeLast(column.count - kept)
        swap(&column, &columns.lists[symbol.index])
    }

    // MARK: Substitution and pivots

    /// The cells merged into other rows by substitutions so far (each row rewritten counts the substituted row's
    /// length and one): the work that grows with the tableau's fill-in, for tests that check a system's cost grows
    /// linearly with its size.
    private(set) var substitutionWork = 0

    /// Replaces `symbol`, which has just become basic with `row`, everywhere else.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        let pending = infeasible.count
        let rowCount = rowsContaining(symbol)
        substitutionWork &+= rowCount &* (row.cells.count &+ 1)
        for index in 0..<rowCount {
            let (slot, cell) = found[index]
            mutateRow(slot) { target, recorder, scratch in
                let coefficient = target.cells[cell].coefficient
                target.removeCell(at: cell, &recorder)
                target.add(row, times: coefficient, &recorder, scratch: &scratch)
            }
            noteIfInfeasible(slot)
        }
        orderNewInfeasible(from: pending)
        columns.clear(symbol)
        objective.substitute(symbol, with: row)
        if var phaseOne = artificial {
            artificial = nil // so the substitution below mutates the only copy
            var none = NoObserver()
            phaseOne.substitute(symbol, with: row, &none, scratch: &scratch)
            artificial = phaseOne
        }
    }

    /// Remembers the row in `slot` for the dual simplex if it is restricted and its constant went negative.
    @inline(__always) private mutating func noteIfInfeasible(_ slot: Int32) {
        let row = rows[Int(slot)]
        if row.constant < 0 && kinds[row.basic.index] != .external { infeasible.append(row.basic) }
    }

    /// Sorts the rows pushed since `start` by basic id, the order Kiwi visits rows in, so the dual simplex repairs
    /// them in the same order and degenerate problems land on the same vertex.
    @inline(__always) private mutating func orderNewInfeasible(from start: Int) {
        if infeasible.count - start > 1 { infeasible[start...].sort() }
    }

    /// Makes `entering` basic in place of the basic symbol of `slot`.
    mutating func pivot(_ slot: Int32, entering: Symbol) {
        let leaving = rows[Int(slot)].basic
        mutateRow(slot) { row, recorder, _ in row.solve(for: entering, replacing: leaving, &recorder) }
        setRowSlot(leaving, -1)
        setRowSlot(entering, slot)
        substitute(entering, with: rows[Int(slot)])
    }

    /// Solves `row` for `subject` and makes it the subject's row, dropping first the dummies it gathers past the
    /// spread limit other than `own` (`dropCrowdedMarkers`).
    mutating func insert(_ row: consuming Row, solvedFor subject: Symbol, droppingCrowdedMarkersBut own: Symbol) {
        _ = dropCrowdedMarkers(in: &row, except: own)
        var none = NoObserver()
        row.solve(for: subject, &none)
        substitute(subject, with: row)
        insert(row)
    }

    // MARK: Primal simplex

    /// The restricted row that limits how far `entering` can grow: the minimum ratio, lowest basic id on ties.
    private mutating func leavingSlot(for entering: Symbol) -> Int32? {
        var best: Int32? = nil
        var bestRatio = Double.greatestFiniteMagnitude
        var bestBasic = Symbol(id: .max)
        for index in 0..<rowsContaining(entering) {
            let (slot, cell) = found[index]
            let row = rows[Int(slot)]
            guard kinds[row.basic.index] != .external else { continue }
            let coefficient = row.cells[cell].coefficient
            guard coefficient < 0 else { continue }
            let ratio = -row.constant / coefficient
            if ratio < bestRatio || (ratio == bestRatio && row.basic < bestBasic) {
                best = slot
                bestRatio = ratio
                bestBasic = row.basic
            }
        }
        return best
    }

    /// Minimises the lexicographic objective by primal simplex pivots.
    ///
    /// Runs only once a call can no longer fail, so it first rewrites the rows the call's expansions went through
    /// (`materializeExpanded()`).
    mutating func optimize() {
        settle()
        while let entering = objective.popNegative() {
            guard kinds[entering.index] != .dummy, rowSlot[entering.index] < 0 else { continue }
            if columns.count(of: entering) > Tableau.flipColumnThreshold { flipDegenerateBlockers(of: entering) }
            // No bounding row means the objective is unbounded, which positive weights rule out; stop safely.
            guard let slot = leavingSlot(for: entering) else { return }
            pivot(slot, entering: entering)
        }
    }

    /// Ends a call that can no longer fail without optimising: rewrites the rows its expansions went through and
    /// gives back the phase-one artificial symbol. `optimize()` starts with it.
    mutating func settle() {
        materializeExpanded()
        if artificialToRelease.isValid {
            if isUnused(artificialToRelease) { release(artificialToRelease) }
            artificialToRelease = .invalid
        }
    }

    /// Below this many rows a pivot is cheap enough that degenerate rows are left to Kiwi's rule.
    static let flipColumnThreshold: Int32 = 32

    /// Degenerate blocking rows and the symbol each is flipped to, kept between calls.
    private var flips: [(slot: Int32, partner: Symbol, ratio: Double)] = []

    /// Turns the rows that block `entering` at a ratio of 0 into rows that do not, each by a pivot confined to the
    /// row, when that lets `entering` make real progress.
    ///
    /// A degenerate row `b = 0 + c·entering + a·y + …` (c < 0) stops `entering` from moving at all. When a
    /// restricted `y` with a > 0 appears in that row alone, solving the row for `y` instead
    /// (`y = (b − c·entering − …) / a`) is a pivot of zero length that touches one row, after which the row no
    /// longer blocks. This is the typical state of a soft equality's error pair (`e⁻ = e⁺ − Δ` at 0): without the
    /// flip, the primal simplex walks through such rows one degenerate pivot at a time, and each of those pivots
    /// rewrites every row that holds `Δ`: a chain of N equal widths with weak preferences costs N/2 pivots of
    /// N rows each. With it, the walk is one pivot.
    ///
    /// The flips happen only if every degenerate blocker can flip, a non-degenerate row still bounds the step and
    /// `entering` still pays after the flips: the pivot that follows then strictly lowers the objective, so the
    /// simplex cannot cycle through flips.
    private mutating func flipDegenerateBlockers(of entering: Symbol) {
        flips.removeAll(keepingCapacity: true)
        var boundedByRealStep = false
        for index in 0..<rowsContaining(entering) {
            let (slot, cell) = found[index]
            let row = rows[Int(slot)]
            let coefficient = row.cells[cell].coefficient
            guard kinds[row.basic.index].isRestricted, coefficient < 0 else { continue }
            if !nearZero(row.constant) {
                boundedByRealStep = true
                continue
            }
            var partner = Symbol.invalid, partnerCoefficient = 0.0
            for other in row.cells
            where other.coefficient > 0 && other.symbol != entering
                && kinds[other.symbol.index].isRestricted && columns.count(of: other.symbol) == 1
            {
                if !partner.isValid || other.symbol < partner {
                    (partner, partnerCoefficient) = (other.symbol, other.coefficient)
                }
            }
            guard partner.isValid else { return }
            flips.append((slot, partner, -coefficient / partnerCoefficient))
        }
        guard !flips.isEmpty, boundedByRealStep,
            objective.isNegative(entering, adding: flips.map { ($0.partner, $0.ratio) })
        else { return }
        for flip in flips { pivot(flip.slot, entering: flip.partner) }
    }

    /// Adds `row`, which has no eligible subject, through an artificial variable (phase one). `scale` is the largest
    /// magnitude in the system, which sets how much of the artificial objective is rounding.
    ///
    /// Returns whether the row could be satisfied. On `false` the caller rolls the journal back.
    mutating func addWithArtificialVariable(_ row: Row, scale: Double) -> (success: Bool, certificate: [Cell]) {
        let art = newSymbol(.slack)
        var artRow = row
        artRow.basic = art
        insert(artRow)
        artificial = Row(constant: row.constant, cells: row.cells)
        optimizeArtificial()
        let objectiveRow = artificial ?? Row(constant: 0)
        let success = isNegligibleResidual(objectiveRow.constant, comparedTo: scale)
        artificial = nil
        if !success { return (false, objectiveRow.cells) }
        artificialToRelease = art

        if isBasic(art) {
            var row = removeRow(of: art)
            if row.cells.isEmpty { return (true, []) }
            var pivotable = Symbol.invalid
            for cell in row.cells where kinds[cell.symbol.index].isRestricted {
                if !pivotable.isValid || cell.symbol < pivotable { pivotable = cell.symbol }
            }
            guard pivotable.isValid else { return (false, row.cells) }
            let entering = pivotable
            var none = NoObserver()
            row.solve(for: entering, replacing: art, &none)
            substitute(entering, with: row)
            insert(row)
        }
        for index in 0..<rowsContaining(art) {
            let (slot, cell) = found[index]
            mutateRow(slot) { row, recorder, _ in row.removeCell(at: cell, &recorder) }
        }
        objective.remove(art)
        return (true, [])
    }

    /// Phase one: minimises the artificial objective (a plain row). Its entering symbol is, of those < 0, the one
    /// in the fewest rows, lowest id on a tie (Kiwi takes the lowest id): the window's edit errors, held by every
    /// copy of a form, have the lowest ids, and entering them would rewrite every copy's rows for each new copy's
    /// required rows.
    private mutating func optimizeArtificial() {
        while let objectiveRow = artificial {
            var entering: Symbol? = nil
            var fewest = Int32.max
            for cell in objectiveRow.cells where cell.coefficient < 0 && kinds[cell.symbol.index] != .dummy {
                let count = columns.count(of: cell.symbol)
                if entering == nil || count < fewest || (count == fewest && cell.symbol < entering!) {
                    (entering, fewest) = (cell.symbol, count)
                }
            }
            guard let symbol = entering, let slot = leavingSlot(for: symbol) else { return }
            pivot(slot, entering: symbol)
        }
    }

    // MARK: Dual simplex

    /// Adds `delta` to the constant of `symbol`'s row; remembers it if it turned infeasible.
    mutating func addToConstant(ofRowOf symbol: Symbol, _ delta: Double) {
        let slot = rowSlot[symbol.index]
        mutateRow(slot) { row, _, _ in row.constant += delta }
        if rows[Int(slot)].constant < 0 { infeasible.append(symbol) }
    }

    /// Adds `delta × coefficient of marker` to every row that contains `marker` (an edit whose error is parametric).
    mutating func shiftConstants(alongColumnOf marker: Symbol, by delta: Double) {
        let pending = infeasible.count
        let count = rowsContaining(marker)
        if journal != nil {
            for index in 0..<count {
                let (slot, cell) = found[index]
                mutateRow(slot) { row, _, _ in row.constant += delta * row.cells[cell].coefficient }
                noteIfInfeasible(slot)
            }
        } else {
            // Only constants change, so no column entry moves: the rows are updated in place on a raw buffer (this
            // is every steady resize's work).
            var all: [Row] = []
            swap(&all, &rows)
            all.withUnsafeMutableBufferPointer { rows in
                for index in 0..<count {
                    let (slot, cell) = found[index]
                    let s = Int(slot)
                    let constant = rows[s].constant + delta * rows[s].cells[cell].coefficient
                    rows[s].constant = constant
                    // `noteIfInfeasible`'s rule, written out: a call on `self` here would copy the whole tableau.
                    if constant < 0 && kinds[rows[s].basic.index] != .external { infeasible.append(rows[s].basic) }
                }
            }
            swap(&all, &rows)
        }
        orderNewInfeasible(from: pending)
    }

    /// Moves an edit's suggested value by `delta` through its error symbols (`plus`, `minus`) and repairs
    /// feasibility; on success drops the markers that spread meanwhile. Returns false when the dual simplex could
    /// not repair the tableau (rounding drift), leaving the markers for the caller.
    ///
    /// One mutating call, so that a suggestion pays for one access to the solver's tableau.
    mutating func suggest(plus: Symbol, minus: Symbol, delta: Double) -> Bool {
        if isBasic(plus) {
            addToConstant(ofRowOf: plus, -delta)
        } else if isBasic(minus) {
            addToConstant(ofRowOf: minus, delta)
        } else {
            shiftConstants(alongColumnOf: plus, by: delta)
        }
        guard dualOptimize() == nil else { return false }
        dropSpreadMarkers()
        return true
    }

    /// Restores feasibility after constants changed, keeping optimality (Kiwi's `dualOptimize`).
    ///
    /// Returns the row it could not repair, if any: a restricted row that must be negative whatever the free
    /// symbols do, which proves the required constraints whose markers it holds cannot all hold.
    @discardableResult
    mutating func dualOptimize() -> Row? {
        while let leaving = infeasible.popLast() {
            let slot = rowSlot[leaving.index]
            guard slot >= 0 else { continue }
            let row = rows[Int(slot)]
            guard row.constant < 0, !nearZero(row.constant) else { continue }
            var entering: Symbol? = nil
            var enteringCoefficient = 0.0
            for cell in row.cells where cell.coefficient > 0 && kinds[cell.symbol.index] != .dummy {
                guard let best = entering else {
                    entering = cell.symbol
                    enteringCoefficient = cell.coefficient
                    continue
                }
                if objective.ratio(cell.symbol, over: cell.coefficient, isLessThan: best, over: enteringCoefficient)
                    || (!objective.ratio(
                        best, over: enteringCoefficient, isLessThan: cell.symbol, over: cell.coefficient)
                        && cell.symbol < best)
                {
                    entering = cell.symbol
                    enteringCoefficient = cell.coefficient
                }
            }
            guard let symbol = entering else { return row }
            pivot(slot, entering: symbol)
        }
        return nil
    }

    /// Replaces `symbol` by `symbol + amount` in every row: how a constraint's constant moves along its marker.
    mutating func shift(_ symbol: Symbol, by amount: Double) {
        if isBasic(symbol) {
            addToConstant(ofRowOf: symbol, -amount)
        } else {
            shiftConstants(alongColumnOf: symbol, by: amount)
        }
    }

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
        let spread = columns.spread
        columns.spread = []
        var markers: [Symbol] = []
        for marker in spread
        where kinds[marker.index] == .dummy && !dropped[marker.index]
            && columns.count(of: marker) > columns.spreadLimit && !keptMarkers.contains(marker)
        {
            markers.append(marker)
        }
        drop(markers)
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
        stamp &+= 1
        if stamp == 0 {
            for i in slotStamp.indices { slotStamp[i] = 0 }
            stamp = 1
        }
        var slots: [Int32] = []
        for marker in markers {
            scratch[marker.index] = 0
            for slot in columns.lists[marker.index] {
                let s = Int(slot)
                if s >= rows.count || slotStamp[s] == stamp || !rows[s].basic.isValid { continue }
                slotStamp[s] = stamp
                slots.append(slot)
            }
        }
        for slot in slots {
            mutateRow(slot) { row, recorder, scratch in
                var kept = 0
                for i in row.cells.indices {
                    if scratch[row.cells[i].symbol.index] == 0 {
                        recorder.cellRemoved(row.cells[i].symbol)
                        continue
                    }
                    row.cells[kept] = row.cells[i]
                    kept += 1
                }
                row.cells.removeLast(row.cells.count - kept)
            }
        }
        for marker in markers {
            scratch[marker.index] = -1
            columns.clear(marker)
            objective.remove(marker)
        }
        hasDroppedMarkers = true
    }

    /// Extends `scratch` to every symbol id.
    private mutating func growScratch() {
        if scratch.count < kinds.count {
            scratch.append(contentsOf: repeatElement(-1, count: kinds.count - scratch.count))
        }
    }

    /// How many cells the rows hold in all (a size statistic for tests).
    var cellCount: Int { rows.reduce(0) { $0 + ($1.basic.isValid ? $1.cells.count : 0) } }

    /// How many rows hold `symbol`.
    func columnCount(of symbol: Symbol) -> Int32 { columns.count(of: symbol) }

    /// Keeps `marker`'s column whatever its spread, so the constraint's constant can keep changing cheaply.
    mutating func keepMarker(_ marker: Symbol) { keptMarkers.insert(marker) }

    // MARK: Objective

    mutating func addToObjective(_ symbol: Symbol, _ amount: Double, level: Int) {
        if let row = row(of: symbol) {
            objective.add(row, times: amount, level: level)
        } else {
            objective.add(symbol, amount, level: level)
        }
    }

    mutating func levelIndex(for level: Double) -> Int { objective.levelIndex(for: level) }

    // MARK: Journal (atomic failure)

    /// Starts recording everything needed to undo the tableau's changes.
    mutating func beginJournal() {
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
            for cell in row.cells { columns.add(cell.symbol, inRow: slot) }
        }
        for (symbol, slot, since) in journal.savedRowSlots.reversed() {
            rowSlot[symbol.index] = slot
            // Restored in reverse, the slot ends with the time of the symbol it held when the journal began.
            if slot >= 0 { slotSince[Int(slot)] = since }
        }
        if rows.count > journal.rowCount {
            for row in rows[journal.rowCount...] {
                for cell in row.cells { columns.remove(cell.symbol) }
            }
            rows.removeLast(rows.count - journal.rowCount)
            slotStamp.removeLast(slotStamp.count - journal.rowCount)
            slotSince.removeLast(slotSince.count - journal.rowCount)
            slotNames.removeLast(slotNames.count - journal.rowCount)
        }
        freeSlots = journal.freeSlots
        infeasible = journal.infeasible
        for marker in journal.droppedMarkers { dropped[marker.index] = false }
        hasDroppedMarkers = journal.hadDroppedMarkers
        objective.rollBackJournal()
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
        guard kinds.count > count else { return }
        entrySlots.removeLast(entrySlots.count - count)
        kinds.removeLast(kinds.count - count)
        rowSlot.removeLast(rowSlot.count - count)
        columns.truncate(to: count)
        dropped.removeLast(dropped.count - count)
        if scratch.count > count { scratch.removeLast(scratch.count - count) }
        objective.truncateSymbols(to: count)
    }
}

/// What `Tableau.rollBackJournal()` needs: each touched row as it was, the basic map entries it changed.
private struct Journal {
    let rowCount: Int
    let freeSlots: [Int32]
    let infeasible: [Symbol]
    let hadDroppedMarkers: Bool
    /// Markers dropped while the journal was open.
    var droppedMarkers: [Symbol] = []
    var savedRows: [(Int32, Row)] = []
    var savedRowSlots: [(Symbol, Int32, Int)] = []
    private var saved: Set<Int32> = []

    init(rowCount: Int, freeSlots: [Int32], infeasible: [Symbol], hadDroppedMarkers: Bool) {
        self.rowCount = rowCount
        self.freeSlots = freeSlots
        self.infeasible = infeasible
        self.hadDroppedMarkers = hadDroppedMarkers
    }

    mutating func saveRow(_ slot: Int32, _ rows: [Row]) {
        guard Int(slot) < rowCount, saved.insert(slot).inserted else { return }
        savedRows.append((slot, rows[Int(slot)]))
    }

    /// A free slot reused during the journal: its old (empty) content must come back.
    mutating func noteReusedSlot(_ slot: Int32) {
        guard saved.insert(slot).inserted else { return }
        savedRows.append((slot, Row(constant: 0)))
    }

    mutating func saveRowSlot(_ symbol: Symbol, _ slot: Int32, _ since: Int) {
        savedRowSlots.append((symbol, slot, since))
    }
}
