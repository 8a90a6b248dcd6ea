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
    // The stored state of every part, grouped by the part that owns it. Internal rather than private so that the
    // parts' files (Tableau+Naming, Tableau+Simplex, Tableau+Markers, Tableau+Journal) reach it; only `Tableau`'s
    // own methods write it.

    // MARK: Symbols: per symbol, indexed by id (id 0 is the invalid symbol).
    var kinds: [SymbolKind] = [.invalid]
    /// The slot of the symbol's row while it is basic, otherwise -1.
    var rowSlot: [Int32] = [-1]
    /// Counts the times a symbol became basic (see `slotSince`).
    var basicClock = 0
    /// Which rows contain each symbol.
    var columns: ColumnIndex
    /// Dummy markers whose columns were dropped because they spread too far (see `dropSpreadMarkers()`).
    var dropped: [Bool] = [false]
    /// Markers that are never dropped: those of constraints whose constants change.
    var keptMarkers: Set<Symbol> = []
    /// Whether any marker has been dropped since the tableau was created.
    var hasDroppedMarkers = false
    /// Dense position table for merges into long rows and for dropping markers, all -1 between uses. Grown only
    /// when one of those needs it (`Row.add(_:times:_:scratch:)`, `growScratch()`): systems of short rows never
    /// pay its 4 bytes per symbol id.
    var scratch: [Int32] = []

    // Per slot.
    var rows: [Row] = []
    /// Per slot, the index of the row's cells (`CellIndex`) for a long row that merges went into, else empty (or
    /// missing past the table's end: it grows only once a row needs an index). Kept beside the rows, not in them, so
    /// that a row stays three words to copy, and a system of short rows pays nothing for it. A row that keeps one has more than
    /// `Row.indexedLength / 2` cells, and is changed only through the `Row` methods that take it, or it is emptied
    /// (`resetPositions(of:)`); a row entering or leaving its slot leaves it empty.
    var slotPositions: [CellIndex] = []
    var freeSlots: [Int32] = []
    var slotStamp: [UInt32] = []
    /// When the row's basic symbol became basic (`basicClock`): a row that names a basic symbol became basic after
    /// it. Per slot rather than per symbol id: only basic symbols have one, and slots are fewer than ids (60,002
    /// against 110,007 on indep 10,000, 0.5 MB less).
    var slotSince: [Int] = []
    var stamp: UInt32 = 0
    /// Where a column walk last found a symbol's cell in a long row, keyed by the row's slot and the symbol: a hint,
    /// checked before use, so that walking a column through rows as long as a stack (every label's length is in
    /// the stack's) does not scan them. Cleared when it outgrows the tableau.
    var cellHints: [UInt64: Int32] = [:]
    /// Rows longer than this are looked up through `cellHints`.
    static let hintedRowLength = 64
    /// The slots of the long rows that a column walk scanned for a cell, for `indexScannedRows()`: kept between
    /// calls, empty between walks.
    var scannedSlots: [Int32] = []
    /// The cells of the rows in `scannedSlots` so far: the work of the scans (a statistic for tests).
    var longRowScanWork = 0

    var objective = Objective()
    /// The phase-one objective while a constraint is added through an artificial variable.
    var artificial: Row? = nil
    /// The index of `artificial`'s cells, once it is long (as `slotPositions` for the rows in slots).
    var artificialPositions = CellIndex()
    /// Basic symbols of rows that may have turned infeasible (negative constant), used as a stack.
    var infeasible: [Symbol] = []

    var journal: Journal? = nil
    /// Per row slot, the journal that last saved the row (`journalEpoch` when it was open): a row is saved once per
    /// journal without a set to hash slots into.
    var journalMarks: [UInt32] = []
    /// Counts journals opened; never 0 once one has been.
    var journalEpoch: UInt32 = 0
    /// Per row slot, the journal that last saved only the row's constant (`journalEpoch` when it was open).
    var constantMarks: [UInt32] = []

    /// How many symbol ids are in use or free (id 0 included). The per-symbol tables are longer: ids from here on
    /// hold the state of an id no symbol has, ready for `newSymbol`.
    var symbolCount = 1
    /// Per symbol id: where the solver keeps the symbol's entry: an external symbol's variable in its variable
    /// table, a constraint's marker in its owner table; -1 for any other symbol.
    var entrySlots: [Int32] = [-1]
    /// The terms of the row being built (`appendTerm`, `buildRow`), kept between calls.
    var pendingTerms: [Cell] = []
    /// Per slot: whether the row may name basic symbols (set for rows kept with names, cleared once expanded).
    var slotNames: [Bool] = []
    /// Ids given back by `release(_:)`, lowest first, for `newSymbol` to hand out again.
    var freeIDs = BinaryHeap<Int32>()
    var freeIDCount = 0
    /// Ids `newSymbol` took from `freeIDs` since `markSymbols()`, so that a failed call can give them back.
    var reusedSinceMark: [Symbol] = []
    /// The artificial variable of the last phase one, released by the next `optimize()` (the call succeeded).
    var artificialToRelease = Symbol.invalid

    // MARK: Rows that name basic symbols (Tableau+Naming.swift)

    /// Rows that name basic external symbols instead of their rows, in the order they were inserted (the order their
    /// values are computed in); entries whose slot has since changed hands are skipped and dropped.
    var namingRows: [(slot: Int32, basic: Symbol, since: Int)] = []
    /// Coefficients gathered by `expand`, by symbol; 0 between uses.
    var gathered: [Double] = [0]
    var gatheredSymbols: [Symbol] = []
    var pendingBasics = BinaryHeap<LatestFirst>()

    /// The terms of the row `buildRow` built last: the solver counts them as uses of their variables once its
    /// constraint went in.
    var lastTerms: [Cell] = []

    /// The values `evaluateNamingRows()` computed, by symbol; valid where `namedStamps` equals `valueStamp`.
    var namedValues: [Double] = []
    var namedStamps: [UInt32] = []
    var valueStamp: UInt32 = 0

    /// The basic symbols `expand` went through since the last `materializeExpanded()`, latest first.
    var expandedBasics: [Symbol] = []

    /// The length of `namingRows` after the last `compactNamingRows()` that looked.
    var namingRowsAtLastCompaction = 0

    // MARK: Rows in slots

    /// The slots of the rows holding the markers `drop` removes: kept between calls so that it allocates nothing.
    var markerSlots: [Int32] = []

    /// The columns `insert` found mostly stale, to compact once the row's cells are in: kept between calls.
    var staleColumns: [Symbol] = []
    /// How many times `insert` compacted several columns together (a statistic for tests).
    var batchedCompactions = 0

    /// The rows found by the last `rowsContaining` call: kept between calls so the hot loops allocate nothing.
    var found: [(slot: Int32, cell: Int)] = []

    // MARK: Simplex (Tableau+Simplex.swift)

    /// The rows bounding an entering symbol, in the order a long step crosses them, and the partner each would be
    /// flipped to (`crossBreakpoints(of:)`); kept between calls.
    var crossings: [(ratio: Double, basic: Symbol, slot: Int32, partner: Symbol, factor: Double)] = []
    /// The cells merged into other rows by substitutions so far (each row rewritten counts the substituted row's
    /// length and one): the work that grows with the tableau's fill-in, for benchmarks that check a system's cost
    /// grows linearly with its size. Only `substitute(_:with:)` writes it.
    var substitutionWork = 0
    /// The cells of the rows substitutions rewrote so far: merging a short row into a long one walks the long one,
    /// which `substitutionWork` does not weigh, unless the long row keeps an index of its cells (`slotPositions`):
    /// then it counts the merged row's cells looked up in it, and the long row's once when the index is built
    /// (`Row.add(_:times:_:scratch:_:)`'s work). Only `substitute(_:with:)` writes it.
    var rewriteWork = 0
    /// The cells phase one walked to find a symbol's coefficient in an artificial row that keeps no index of its
    /// cells (for tests: ranking a long row's candidates looks none of them up).
    var artificialScanWork = 0

    /// A tableau that drops a dummy marker's column once more than `markerSpreadLimit` rows hold it.
    init(markerSpreadLimit: Int32) {
        columns = ColumnIndex(spreadLimit: markerSpreadLimit)
        columns.extendSymbols(to: 1) // id 0, the invalid symbol
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
        let id = symbolCount
        if id == kinds.count { growSymbolTables() }
        symbolCount = id + 1
        kinds[id] = kind
        return Symbol(id: Int32(id))
    }

    /// Extends every per-symbol table, to twice its length and at least 16 ids, with the state of an id no symbol
    /// has: `newSymbol` then writes only the kind. Appending to five tables per symbol, one element at a time,
    /// cost a new symbol several times what it now does.
    mutating func growSymbolTables() {
        let length = Swift.max(16, 2 * kinds.count)
        entrySlots.extendInBulk(to: length, with: -1)
        kinds.extendInBulk(to: length, with: .invalid)
        rowSlot.extendInBulk(to: length, with: -1)
        dropped.extendInBulk(to: length, with: false)
        columns.extendSymbols(to: length)
    }

    /// Starts a call that may fail: returns the mark `forgetSymbols(since:)` goes back to.
    mutating func markSymbols() -> Int {
        reusedSinceMark.removeAllKeepingCapacity()
        return symbolCount
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
    mutating func resetStorage(of symbol: Symbol) {
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

    // MARK: Rows in slots

    struct ColumnRecorder: CellObserver {
        var columns: ColumnIndex
        var slot: Int32
        @inline(__always) mutating func cellAdded(_ symbol: Symbol) { columns.add(symbol, inRow: slot) }
        @inline(__always) mutating func cellRemoved(_ symbol: Symbol) { columns.remove(symbol) }
    }

    /// Runs `body` on the row in `slot`, recording new cells in the column index.
    @inline(__always)
    mutating func mutateRow<R>(_ slot: Int32, _ body: (inout Row, inout ColumnRecorder, inout [Int32]) -> R)
        -> R
    {
        if journal != nil { saveRowInJournal(slot) }
        var recorder = ColumnRecorder(columns: ColumnIndex(spreadLimit: 0), slot: slot)
        swap(&recorder.columns, &columns)
        defer { swap(&recorder.columns, &columns) }
        return body(&rows[Int(slot)], &recorder, &scratch)
    }

    /// Runs `body` on the row in `slot` and the slot's index of its cells, recording new cells in the column index.
    @inline(__always)
    mutating func mutateRow<R>(
        _ slot: Int32, indexed body: (inout Row, inout ColumnRecorder, inout [Int32], inout CellIndex) -> R
    ) -> R {
        if slotPositions.count < rows.count { slotPositions.extendInBulk(to: rows.count, with: CellIndex()) }
        var positions = CellIndex()
        swap(&positions, &slotPositions[Int(slot)])
        defer { swap(&positions, &slotPositions[Int(slot)]) }
        return mutateRow(slot) { row, recorder, scratch in body(&row, &recorder, &scratch, &positions) }
    }

    /// Whether the row in `slot` may keep an index of its cells, or get one in a merge: only such rows need the
    /// `Row` methods that keep one.
    @inline(__always) func mayBeIndexed(_ slot: Int32) -> Bool {
        rows[Int(slot)].cells.count > Row.indexedLength / 2
    }

    /// Empties the index of the cells of the row in `slot`, after its cells changed around it.
    @inline(__always) mutating func resetPositions(of slot: Int32) {
        if Int(slot) < slotPositions.count && !slotPositions[Int(slot)].isEmpty {
            slotPositions[Int(slot)] = CellIndex()
        }
    }

    /// Puts a row into the tableau as the row of its basic symbol.
    ///
    /// The row is consumed: its cells are listed in their columns first, then it moves into its slot, so that
    /// storing it takes no second reference to its cells (a retain now and a release when the caller's copy went).
    mutating func insert(_ row: consuming Row) {
        let slot: Int32
        let reused = freeSlots.popLast()
        if let reused {
            slot = reused
            // A free slot reused during the journal: its old (empty) content must come back.
            if journal != nil, isFirstJournalTouch(of: slot) { journal?.savedRows.append((slot, Row(constant: 0))) }
        } else {
            slot = Int32(rows.count)
            if rows.count >= slotStamp.count { growSlotTables(toHold: rows.count + 1) }
        }
        slotNames[Int(slot)] = false
        resetPositions(of: slot)
        setRowSlot(row.basic, slot)
        for cell in row.cells where ColumnIndex.isMostlyStale(columns.add(cell.symbol, inRow: slot)) {
            staleColumns.append(cell.symbol)
        }
        if reused != nil { rows[Int(slot)] = row } else { rows.appendGrowing(row) }
        guard !staleColumns.isEmpty else { return }
        if staleColumns.count > Tableau.batchedCompactionThreshold {
            compactColumns(staleColumns)
        } else {
            for symbol in staleColumns { compactColumn(of: symbol) }
        }
        staleColumns.removeAll(keepingCapacity: true)
    }

    /// Above this many stale columns in one inserted row, `insert` compacts them together.
    static let batchedCompactionThreshold = 8

    /// Extends the per-slot tables to twice their length, and at least 16 slots and `count`: a new row's slot then
    /// needs no append to each (`slotSince` is set as its symbol becomes basic, `slotNames` by `insert`, and a stamp
    /// left by an earlier walk is older than any walk to come).
    mutating func growSlotTables(toHold count: Int) {
        let length = Swift.max(16, 2 * slotStamp.count, count)
        slotStamp.extendInBulk(to: length, with: 0)
        slotSince.extendInBulk(to: length, with: 0)
        slotNames.extendInBulk(to: length, with: false)
    }

    /// Starts a new visit of rows: `slotStamp[s] == stamp` then marks a slot visited in this visit only. When the
    /// counter wraps, every slot's stamp is cleared first, so a stamp left by an old visit never equals the new one.
    @inline(__always) mutating func nextStamp() {
        stamp &+= 1
        if stamp == 0 {
            for i in slotStamp.indices { slotStamp[i] = 0 }
            stamp = 1
        }
    }

    /// Drops the stale entries of a column: a long-lived symbol (a window's edit error) that rows keep gaining
    /// and losing, and that nothing looks up in between, would otherwise grow its list by one slot per row ever
    /// inserted. Leaves `found` alone, which a caller may be reading.
    mutating func compactColumn(of symbol: Symbol) {
        walkColumn(of: symbol, recordingFound: false)
    }

    /// Drops the stale entries of several columns at once, scanning each long row their lists name once.
    ///
    /// A stale entry is proved stale by looking for the symbol in the row; in a row longer than `hintedRowLength`
    /// a hint finds a cell that is there, but only a scan of the whole row shows one is not. One column's
    /// compaction then costs a scan of every long row its stale entries name, and a long row inserted with many
    /// stale columns (a required edge that joins two parts of an equal-centring stack again holds the error of
    /// every gap's tie between them) would scan the stack's long rows once per column, quadratic in the stack.
    /// Here each long row is scanned once for all of the columns, its cells looked up in a dense mark of the
    /// columns' symbols (`scratch`, which is -1 between uses).
    mutating func compactColumns(_ symbols: [Symbol]) {
        batchedCompactions += 1
        growScratch()
        for symbol in symbols { scratch[symbol.index] = 0 }
        // The cells of the columns' symbols in the long rows their lists name, as (slot, symbol) keys.
        var live = Set<UInt64>()
        nextStamp()
        let limit = min(rows.count, slotStamp.count)
        for symbol in symbols {
            for position in columns.range(of: symbol) {
                let s = Int(columns.storage[position])
                guard s < limit, slotStamp[s] != stamp, rows[s].cells.count > Tableau.hintedRowLength else { continue }
                slotStamp[s] = stamp
                guard rows[s].basic.isValid else { continue }
                for cell in rows[s].cells where scratch[cell.symbol.index] == 0 {
                    live.insert(UInt64(UInt32(s)) << 32 | UInt64(UInt32(bitPattern: cell.symbol.id)))
                }
            }
        }
        for symbol in symbols {
            scratch[symbol.index] = -1
            nextStamp()
            let range = columns.range(of: symbol)
            var kept = range.lowerBound
            for position in range {
                let slot = columns.storage[position]
                let s = Int(slot)
                if s >= limit || slotStamp[s] == stamp { continue }
                slotStamp[s] = stamp
                let row = rows[s]
                guard row.basic.isValid else { continue }
                let holds =
                    row.cells.count > Tableau.hintedRowLength
                    ? live.contains(UInt64(UInt32(s)) << 32 | UInt64(UInt32(bitPattern: symbol.id)))
                    : row.index(of: symbol) != nil
                guard holds else { continue }
                columns.storage[kept] = slot
                kept += 1
            }
            columns.truncateList(of: symbol, to: kept - range.lowerBound)
        }
    }

    /// Takes the row of a basic symbol out of the tableau.
    mutating func removeRow(of symbol: Symbol) -> Row {
        let slot = rowSlot[symbol.index]
        if journal != nil { saveRowInJournal(slot) }
        var row = Row(constant: 0)
        swap(&row, &rows[Int(slot)])
        resetPositions(of: slot)
        for cell in row.cells { columns.remove(cell.symbol) }
        setRowSlot(symbol, -1)
        freeSlots.append(slot)
        return row
    }

    @inline(__always) mutating func setRowSlot(_ symbol: Symbol, _ slot: Int32) {
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

    /// Fills `found` with the slots of the rows that contain `symbol`, each once, with the index of its cell,
    /// and compacts the column. Callers read `found` before calling again.
    mutating func rowsContaining(_ symbol: Symbol) -> Int {
        found.removeAllKeepingCapacity()
        walkColumn(of: symbol, recordingFound: true)
        return found.count
    }

    /// Visits the live rows of `symbol`'s column, each once, dropping stale and repeated entries from the column;
    /// with `recordingFound`, appends each live row's slot and cell index to `found`; with `movingRows`, hands each
    /// live row, its slot and the cell index to `visit`, which may change the row's constant and coefficients (not
    /// which symbols it holds).
    @inline(__always) mutating func walkColumn(
        of symbol: Symbol, recordingFound: Bool, movingRows: Bool = false,
        visiting visit: (inout Row, Int32, Int) -> Void = { _, _, _ in }
    ) {
        // An empty list (a new row's subject is usually a symbol no row holds yet) has nothing to visit or drop.
        if columns.range(of: symbol).isEmpty { return }
        nextStamp()
        // The columns' storage, the stamps and `found` move into locals for the walk, so that the loop runs on raw
        // buffers: element writes through `self` pay a uniqueness check each, and a `for slot in column` loop would
        // hold a second reference to the buffer, making the first write copy the whole storage.
        var storage: [Int32] = []
        swap(&storage, &columns.storage)
        let listRange = columns.range(of: symbol)
        var stamps: [UInt32] = []
        swap(&stamps, &slotStamp)
        var hits: [(slot: Int32, cell: Int)] = []
        if recordingFound {
            swap(&hits, &found)
            hits.reserveCapacity(listRange.count)
        }
        var hints = [UInt64: Int32]() // not `[:]`, which calls the dictionary-literal initializer
        swap(&hints, &cellHints)
        var scanned: [Int32] = []
        swap(&scanned, &scannedSlots)
        let current = stamp
        let kept: Int
        // The rows' indexes go to the loop as a raw buffer: a tableau in which no row keeps one (every system of
        // short rows) passes an empty one, with no array to hold and release for each walk.
        if slotPositions.isEmpty {
            kept = Tableau.walkLiveRows(
                of: symbol, in: &rows, movingRows: movingRows, list: &storage, range: listRange, stamps: &stamps,
                current: current, hits: &hits, recordingFound: recordingFound, hints: &hints, scanned: &scanned,
                positions: UnsafeBufferPointer(start: nil, count: 0), visit: visit)
        } else {
            var positions: [CellIndex] = []
            swap(&positions, &slotPositions)
            kept = positions.withUnsafeBufferPointer { positions in
                Tableau.walkLiveRows(
                    of: symbol, in: &rows, movingRows: movingRows, list: &storage, range: listRange, stamps: &stamps,
                    current: current, hits: &hits, recordingFound: recordingFound, hints: &hints,
                    scanned: &scanned, positions: positions, visit: visit)
            }
            swap(&positions, &slotPositions)
        }
        if recordingFound { swap(&hits, &found) }
        if hints.count > 8 * rows.count + 4096 { hints = [:] }
        swap(&hints, &cellHints)
        swap(&stamps, &slotStamp)
        swap(&storage, &columns.storage)
        columns.truncateList(of: symbol, to: kept)
        swap(&scanned, &scannedSlots)
        if !scannedSlots.isEmpty { indexScannedRows() }
    }

    /// Counts a scan against each long row in `scannedSlots` that keeps no index of its cells, and builds its index
    /// on the scan that reaches `scansBeforeIndex`, so that later look-ups in it (column walks, merges) cost O(1) rather than a scan
    /// of the row. A row looked up fewer times pays only its scans; a system of short rows never gets here.
    @inline(never) mutating func indexScannedRows() {
        if slotPositions.count < rows.count { slotPositions.extendInBulk(to: rows.count, with: CellIndex()) }
        for slot in scannedSlots {
            let s = Int(slot)
            longRowScanWork &+= rows[s].cells.count
            guard rows[s].basic.isValid, rows[s].cells.count > Row.indexedLength, slotPositions[s].isEmpty else {
                continue
            }
            slotPositions[s].scansWithout += 1
            if slotPositions[s].scansWithout >= Tableau.scansBeforeIndex {
                let merges = slotPositions[s].mergesWithout
                slotPositions[s] = CellIndex(rows[s].cells)
                slotPositions[s].mergesWithout = merges
            }
        }
        scannedSlots.removeAll(keepingCapacity: true)
    }

    /// How many column walks scan a long row for a cell before it gets an index of its cells (`indexScannedRows()`).
    static let scansBeforeIndex: Int32 = 2

    /// ``walkLiveRows(of:in:moving:list:stamps:current:hits:recordingFound:hints:scanned:positions:visit:)`` on the raw
    /// buffers of `rows`, `stamps` and the `range` of `storage`, moving the rows to `visit` when `movingRows`.
    @inline(__always) private static func walkLiveRows(
        of symbol: Symbol, in rows: inout [Row], movingRows: Bool, list storage: inout [Int32], range: Range<Int>,
        stamps: inout [UInt32], current: UInt32, hits: inout [(slot: Int32, cell: Int)], recordingFound: Bool,
        hints: inout [UInt64: Int32], scanned: inout [Int32], positions: UnsafeBufferPointer<CellIndex>,
        visit: (inout Row, Int32, Int) -> Void
    ) -> Int {
        if movingRows {
            return rows.withUnsafeMutableBufferPointer { rows in
                stamps.withUnsafeMutableBufferPointer { stamps in
                    storage.withUnsafeMutableBufferPointer { storage in
                        Tableau.walkLiveRows(
                            of: symbol, in: UnsafeBufferPointer(rows), moving: rows.baseAddress,
                            list: UnsafeMutableBufferPointer(rebasing: storage[range]), stamps: stamps,
                            current: current, hits: &hits, recordingFound: recordingFound, hints: &hints,
                            scanned: &scanned, positions: positions, visit: visit)
                    }
                }
            }
        }
        return rows.withUnsafeBufferPointer { rows in
            stamps.withUnsafeMutableBufferPointer { stamps in
                storage.withUnsafeMutableBufferPointer { storage in
                    Tableau.walkLiveRows(
                        of: symbol, in: rows, moving: nil,
                        list: UnsafeMutableBufferPointer(rebasing: storage[range]), stamps: stamps,
                        current: current, hits: &hits, recordingFound: recordingFound, hints: &hints,
                        scanned: &scanned, positions: positions, visit: visit)
                }
            }
        }
    }

    /// ``walkColumn(of:recordingFound:movingRows:visiting:)``'s loop, on raw buffers: keeps in `list` the slots of
    /// the live rows that hold `symbol`, each once, stamping each slot with `current`; `moved`, when given, is the
    /// rows' storage, through which each live row goes to `visit`. Returns how many slots it kept.
    @inline(__always) private static func walkLiveRows(
        of symbol: Symbol, in rows: UnsafeBufferPointer<Row>, moving moved: UnsafeMutablePointer<Row>?,
        list column: UnsafeMutableBufferPointer<Int32>, stamps: UnsafeMutableBufferPointer<UInt32>, current: UInt32,
        hits: inout [(slot: Int32, cell: Int)], recordingFound: Bool, hints: inout [UInt64: Int32],
        scanned: inout [Int32], positions: UnsafeBufferPointer<CellIndex>, visit: (inout Row, Int32, Int) -> Void
    ) -> Int {
        let limit = min(rows.count, stamps.count)
        var kept = 0
        // Each slot is read before `column[kept]` (kept ≤ its index) is written over it. Iterating the buffer,
        // rather than indexing it, keeps the loop's values in registers.
        for slot in column {
            let s = Int(slot)
            // A rolled-back call may have left entries for slots past the end; they are stale too.
            if s >= limit || stamps[s] == current { continue }
            stamps[s] = current
            guard rows[s].basic.isValid,
                let cell = Tableau.cell(
                    of: symbol, in: rows[s], slot: slot, hints: &hints, scanned: &scanned, positions: positions)
            else { continue }
            if recordingFound { hits.append((slot, cell)) }
            if let moved { visit(&moved[s], slot, cell) }
            column[kept] = slot
            kept += 1
        }
        return kept
    }

    /// The index of `symbol`'s cell in `row` (in `slot`), if it holds one: a scan for a short row, a look-up for a
    /// row that keeps an index of its cells (`positions`, per slot), the hint checked first for another long one.
    @inline(__always) static func cell(
        of symbol: Symbol, in row: Row, slot: Int32, hints: inout [UInt64: Int32], scanned: inout [Int32],
        positions: UnsafeBufferPointer<CellIndex>
    ) -> Int? {
        guard row.cells.count > hintedRowLength else { return row.index(of: symbol) }
        return cell(of: symbol, inLongRow: row, slot: slot, hints: &hints, scanned: &scanned, positions: positions)
    }

    /// ``cell(of:in:slot:hints:scanned:positions:)`` for a row longer than `hintedRowLength`: out of line, so that the walks
    /// of short rows keep their loop as small as it is without indexes. A scan of the row (no index, no hint) notes its
    /// slot in `scanned`, for ``indexScannedRows()``.
    @inline(never) static func cell(
        of symbol: Symbol, inLongRow row: Row, slot: Int32, hints: inout [UInt64: Int32], scanned: inout [Int32],
        positions: UnsafeBufferPointer<CellIndex>
    ) -> Int? {
        if Int(slot) < positions.count && !positions[Int(slot)].isEmpty {
            return positions[Int(slot)].position(of: symbol, in: row.cells)
        }
        let key = UInt64(UInt32(bitPattern: slot)) << 32 | UInt64(UInt32(bitPattern: symbol.id))
        if let hint = hints[key], Int(hint) < row.cells.count, row.cells[Int(hint)].symbol == symbol {
            return Int(hint)
        }
        scanned.append(slot)
        guard let index = row.index(of: symbol) else { return nil }
        hints[key] = Int32(index)
        return index
    }

    /// How many cells the rows hold in all (a size statistic for tests).
    var cellCount: Int { rows.reduce(0) { $0 + ($1.basic.isValid ? $1.cells.count : 0) } }

    /// How many rows hold `symbol`.
    func columnCount(of symbol: Symbol) -> Int32 { columns.count(of: symbol) }

    // MARK: Objective

    mutating func addToObjective(_ symbol: Symbol, _ amount: Double, level: Int) {
        if let row = row(of: symbol) {
            objective.add(row, times: amount, level: level)
        } else {
            objective.add(symbol, amount, level: level)
        }
    }

    mutating func levelIndex(for level: Double) -> Int { objective.levelIndex(for: level) }
}
