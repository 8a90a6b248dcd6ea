/// The simplex: substitution and pivots, the primal simplex with its two phases, and the dual simplex.
extension Tableau {
    // MARK: Substitution and pivots

    /// Replaces `symbol`, which has just become basic with `row`, everywhere else.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        let pending = infeasible.count
        let rowCount = rowsContaining(symbol)
        substitutionWork &+= rowCount &* (row.cells.count &+ 1)
        for index in 0..<rowCount {
            let (slot, cell) = found[index]
            if mayBeIndexed(slot) {
                rewriteWork &+= mutateRow(slot) { target, recorder, scratch, positions in
                    let coefficient = target.cells[cell].coefficient
                    target.removeCell(at: cell, &recorder, &positions)
                    return target.add(row, times: coefficient, &recorder, scratch: &scratch, &positions)
                }
            } else {
                rewriteWork &+= mutateRow(slot) { target, recorder, scratch in
                    let coefficient = target.cells[cell].coefficient
                    target.removeCell(at: cell, &recorder)
                    return target.add(row, times: coefficient, &recorder, scratch: &scratch)
                }
            }
            noteIfInfeasible(slot)
        }
        orderNewInfeasible(from: pending)
        columns.clear(symbol)
        objective.substitute(symbol, with: row)
        if var phaseOne = artificial {
            artificial = nil // so the substitution below mutates the only copy
            var none = NoObserver()
            phaseOne.substitute(symbol, with: row, &none, scratch: &scratch, &artificialPositions)
            artificial = phaseOne
        }
    }

    /// Remembers the row in `slot` for the dual simplex if it is restricted and its constant went negative.
    @inline(__always) mutating func noteIfInfeasible(_ slot: Int32) {
        let row = rows[Int(slot)]
        if row.constant < 0 && kinds[row.basic.index] != .external { infeasible.append(row.basic) }
    }

    /// Sorts the rows pushed since `start` by basic id, the order Kiwi visits rows in, so the dual simplex repairs
    /// them in the same order and degenerate problems land on the same vertex.
    @inline(__always) mutating func orderNewInfeasible(from start: Int) {
        if infeasible.count - start > 1 { infeasible[start...].sort() }
    }

    /// Makes `entering` basic in place of the basic symbol of `slot`.
    mutating func pivot(_ slot: Int32, entering: Symbol) {
        let leaving = rows[Int(slot)].basic
        if mayBeIndexed(slot) {
            mutateRow(slot) { row, recorder, _, positions in
                row.solve(for: entering, replacing: leaving, &recorder, &positions)
            }
        } else {
            mutateRow(slot) { row, recorder, _ in row.solve(for: entering, replacing: leaving, &recorder) }
        }
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
    mutating func leavingSlot(for entering: Symbol) -> Int32? { leastRatioRow(for: entering)?.slot }

    /// ``leavingSlot(for:)``'s row with its ratio (`−constant / coefficient` of `entering`) and basic symbol.
    private mutating func leastRatioRow(for entering: Symbol) -> (slot: Int32, ratio: Double, basic: Symbol)? {
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
        return best.map { ($0, bestRatio, bestBasic) }
    }

    /// Minimises the lexicographic objective by primal simplex pivots.
    ///
    /// Runs only once a call can no longer fail, so it first rewrites the rows the call's expansions went through
    /// (`materializeExpanded()`).
    mutating func optimize() {
        settle()
        while let entering = objective.popNegative() {
            guard kinds[entering.index] != .dummy, rowSlot[entering.index] < 0 else { continue }
            if columns.count(of: entering) > Tableau.flipColumnThreshold { crossBreakpoints(of: entering) }
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

    /// Below this many rows a pivot is cheap enough that the rows bounding it are left to Kiwi's rule.
    static let flipColumnThreshold: Int32 = 32

    /// Lets `entering` step past the rows that bound it at breakpoints it can cross, so that one pivot takes it as
    /// far as the objective keeps falling: a long step (the bound-flipping ratio test of bounded simplex codes).
    ///
    /// A row `b = k + c·entering + a·y + …` with `c < 0` bounds `entering` at the ratio `k / −c`, where `b` reaches
    /// 0. When a restricted `y` with `a > 0` appears in that row alone (the other half of a soft constraint's slack
    /// and error pair), the row is a breakpoint rather than a wall: past it, `y` rises from 0 instead of `b` going
    /// negative, and `entering`'s reduced cost grows by `(−c / a) · cost(y)`. Solving the row for `y` instead of `b`
    /// is a pivot confined to the row. So the rows are taken in order of ratio (lowest basic id on ties, the
    /// leaving row's rule), each crossable row flipped while the reduced cost, with the costs of every flipped
    /// partner added, stays negative; the first row that is a wall, or past which moving no longer pays, is the
    /// leaving row of the pivot that follows. The flipped rows' constants are negative until that pivot moves
    /// `entering` past their breakpoints.
    ///
    /// A simplex that stops at every breakpoint rewrites, at each stop, every row that holds `entering`: N views
    /// sharing one length (a stack's alignment), each with hugging and compression toward its own intrinsic length,
    /// would cost N pivots of N rows, as would a chain of N equal widths with weak preferences, where every
    /// breakpoint is degenerate (a ratio of 0).
    ///
    /// Rows are flipped only if the pivot that follows moves `entering` a positive distance: it then strictly lowers
    /// the objective, so the simplex cannot cycle through flips. One row always stays to bound the step.
    private mutating func crossBreakpoints(of entering: Symbol) {
        crossings.removeAll(keepingCapacity: true)
        for index in 0..<rowsContaining(entering) {
            let (slot, cell) = found[index]
            let row = rows[Int(slot)]
            let coefficient = row.cells[cell].coefficient
            guard kinds[row.basic.index].isRestricted, coefficient < 0 else { continue }
            var partner = Symbol.invalid, partnerCoefficient = 0.0
            for other in row.cells
            where other.coefficient > 0 && other.symbol != entering
                && kinds[other.symbol.index].isRestricted && columns.count(of: other.symbol) == 1
            {
                if !partner.isValid || other.symbol < partner {
                    (partner, partnerCoefficient) = (other.symbol, other.coefficient)
                }
            }
            let ratio = nearZero(row.constant) ? 0 : max(0, -row.constant / coefficient)
            let factor = partner.isValid ? -coefficient / partnerCoefficient : 0
            crossings.append((ratio, row.basic, slot, partner, factor))
        }
        guard crossings.count > 1 else { return }
        crossings.sort { $0.ratio < $1.ratio || ($0.ratio == $1.ratio && $0.basic < $1.basic) }
        var slope = objective.slope(of: entering)
        var crossed = 0
        while crossed < crossings.count - 1, crossings[crossed].partner.isValid {
            objective.add(crossings[crossed].partner, times: crossings[crossed].factor, to: &slope)
            guard slope.isNegative else { break }
            crossed += 1
        }
        guard crossed > 0, crossings[crossed].ratio > 0 else { return }
        for crossing in crossings[..<crossed] { pivot(crossing.slot, entering: crossing.partner) }
    }

    /// The symbol to solve `row` for when phase one would end after its first pivot, with the artificial
    /// variable's row leaving: nil when it would take more than that. `row` has no eligible subject and a constant
    /// of at least 0; `scale` is the largest magnitude in the system, as for ``addWithArtificialVariable(_:scale:)``.
    ///
    /// Phase one puts the row in as the artificial variable's, minimises the artificial objective (the row itself)
    /// and takes the artificial variable out again. When the symbol it enters first (its rule on a row of at most
    /// `flipColumnThreshold` cells: a non-dummy with a negative coefficient, in the fewest rows, lowest id on a
    /// tie) wins the ratio test with the artificial variable's row (its ratio lowest, or equal with the artificial
    /// variable's id lower than the other row's basic one), that pivot solves the row for the symbol and leaves
    /// the artificial objective the artificial variable alone: every other coefficient and the constant cancel.
    /// The phase ends there, and removing the artificial variable's cells leaves every row, every cost and every
    /// value what solving the row for that symbol directly gives, bit for bit (the same products and sums, less
    /// the artificial variable's cells). Both the cancellations and the ratio test are checked here as the pivot
    /// would compute them, so that this is taken only when it is that pivot: the row added without the artificial
    /// row, the phase-one objective, the journal (whose saved rows make every rewritten row copy its cells) and
    /// the artificial variable's removal, and never when phase one would fail or go on.
    mutating func enteringWithoutPhaseOne(_ row: Row, scale: Double) -> Symbol? {
        guard row.cells.count <= Tableau.flipColumnThreshold, !nearZero(row.constant) else { return nil }
        var entering = Symbol.invalid
        var coefficient = 0.0
        var fewest = Int32.max
        for cell in row.cells where cell.coefficient < 0 && kinds[cell.symbol.index] != .dummy {
            let count = columns.count(of: cell.symbol)
            if entering.isValid && (count > fewest || (count == fewest && cell.symbol > entering)) { continue }
            (entering, coefficient, fewest) = (cell.symbol, cell.coefficient, count)
        }
        guard entering.isValid else { return nil }
        // What the pivot leaves in the artificial objective (`Row.add(_:times:_:scratch:)`'s arithmetic).
        let factor = -1.0 / coefficient
        guard isNegligibleResidual(row.constant + row.constant * factor * coefficient, comparedTo: scale) else {
            return nil
        }
        for cell in row.cells where cell.symbol != entering {
            guard nearZero(cell.coefficient + cell.coefficient * factor * coefficient) else { return nil }
        }
        // The artificial variable's id is the one `newSymbol` would hand out next.
        let artificialID = freeIDs.least ?? Int32(symbolCount)
        let ratio = -row.constant / coefficient
        if let least = leastRatioRow(for: entering),
            least.ratio < ratio || (least.ratio == ratio && least.basic.id < artificialID)
        {
            return nil
        }
        return entering
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
        artificialPositions = CellIndex()
        optimizeArtificial()
        let objectiveRow = artificial ?? Row(constant: 0)
        let success = isNegligibleResidual(objectiveRow.constant, comparedTo: scale)
        artificial = nil
        artificialPositions = CellIndex()
        if !success { return (false, objectiveRow.cells) }
        artificialToRelease = art

        if isBasic(art) {
            var row = removeRow(of: art)
            if row.cells.isEmpty { return (true, []) }
            // Its constant is 0, so any restricted symbol can replace it: the one in the fewest rows (lowest id on a
            // tie; Kiwi takes the lowest id), since every row holding it is rewritten. With N equal gaps the lowest
            // id is the first gap's slack, held by every later position's row.
            var pivotable = Symbol.invalid
            var fewest = Int32.max
            for cell in row.cells where kinds[cell.symbol.index].isRestricted {
                let count = columns.count(of: cell.symbol)
                if !pivotable.isValid || count < fewest || (count == fewest && cell.symbol < pivotable) {
                    (pivotable, fewest) = (cell.symbol, count)
                }
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
            if mayBeIndexed(slot) {
                mutateRow(slot) { row, recorder, _, positions in row.removeCell(at: cell, &recorder, &positions) }
            } else {
                mutateRow(slot) { row, recorder, _ in row.removeCell(at: cell, &recorder) }
            }
        }
        objective.remove(art)
        return (true, [])
    }

    /// Phase one: minimises the artificial objective (a plain row). Its entering symbol is, of those < 0, the one
    /// in the fewest rows, lowest id on a tie (Kiwi takes the lowest id): the window's edit errors, held by every
    /// copy of a form, have the lowest ids, and entering them would rewrite every copy's rows for each new copy's
    /// required rows.
    ///
    /// Once the artificial variable is 0 it cannot go lower, so the pivots Kiwi goes on making while a coefficient is
    /// negative are all degenerate. Those on short columns are kept: cheap, they also leave a basis the optimisation
    /// that follows needs fewer pivots from (Kiwi's enaml form costs 14 % more without them). On a column of more
    /// than `flipColumnThreshold` rows the phase stops: a required equality added after a spanner's N inequalities (a
    /// stack's canvas centred on its first view) holds already, and would take N of them, each rewriting every row
    /// that holds the entering slack.
    ///
    /// On a long artificial row (more than `flipColumnThreshold` cells) the fewest rows come second to what entering
    /// costs the real objective (`Objective.enteringPenalty(of:)`): a symbol whose entering improves the strongest
    /// level it has a cost at first, then one without a cost, then the one whose cost is at the weakest level. A
    /// required edge that joins two parts of an equal-centring stack again (a spacing or an edge re-added once a view
    /// is shown or removed) holds, in its row, the errors of the soft ties of every gap between; entered by fewest
    /// rows they break those ties one at a time, each mended afterwards by a pivot on rows as long as the stack,
    /// where the symbol that improves the objective closes the gap in a few pivots. Short rows keep the fewest-rows
    /// rule alone: ranking them by cost as well triples the work of building Kiwi's enaml forms.
    ///
    /// On a long row the rule is kept without scanning the row for each pivot, which with one pivot per view on a row
    /// as long as the stack would be quadratic: the candidates wait in a heap by (penalty, rows, id), each pushed
    /// again whenever what ranks it may have changed, and an entry is taken only if it still ranks its symbol as it
    /// does now (`isCurrent`). A pivot changes a symbol's coefficient in the artificial row, the rows that hold it
    /// and its costs only if the symbol is in the pivot row, so pushing that row's candidates after each pivot keeps
    /// a current entry for every candidate, and the heap's least current entry is the one a scan would choose.
    private mutating func optimizeArtificial() {
        var heap = BinaryHeap<EnteringCandidate>()
        var ranked = false // whether `heap` holds a current entry for every candidate
        while let constant = artificial?.constant, let length = artificial?.cells.count {
            var entering: Symbol? = nil
            var fewest = Int32.max
            if length > Tableau.flipColumnThreshold {
                if !ranked {
                    heap = BinaryHeap()
                    // Each candidate's coefficient is the cell's: looking each up in the row being walked would
                    // scan the long row once per candidate. (Later look-ups, in `isCurrent` and after each pivot,
                    // go through the row's index once merges have built one.)
                    for cell in artificial?.cells ?? [] {
                        pushCandidate(cell.symbol, coefficient: cell.coefficient, into: &heap)
                    }
                    ranked = true
                }
                while let top = heap.pop() {
                    if artificialPositions.isEmpty { artificialScanWork &+= length }
                    guard isCurrent(top) else { continue }
                    (entering, fewest) = (top.symbol, top.count)
                    break
                }
            } else {
                ranked = false
                for cell in artificial?.cells ?? [] where cell.coefficient < 0 && kinds[cell.symbol.index] != .dummy {
                    let count = columns.count(of: cell.symbol)
                    if let current = entering, count > fewest || (count == fewest && cell.symbol > current) {
                        continue
                    }
                    (entering, fewest) = (cell.symbol, count)
                }
            }
            guard let symbol = entering else { return }
            if nearZero(constant) && fewest > Tableau.flipColumnThreshold { return }
            guard let slot = leavingSlot(for: symbol) else { return }
            pivot(slot, entering: symbol)
            if ranked, let length = artificial?.cells.count {
                for cell in rows[Int(slot)].cells where kinds[cell.symbol.index] != .dummy {
                    if artificialPositions.isEmpty { artificialScanWork &+= length }
                    pushCandidate(cell.symbol, coefficient: artificialCoefficient(of: cell.symbol), into: &heap)
                }
            }
        }
    }

    /// A symbol that may enter in phase one, with what ranks it: `optimizeArtificial()`'s rule on a long row, least
    /// first.
    struct EnteringCandidate: Comparable {
        var penalty: Double
        var count: Int32
        var symbol: Symbol

        static func < (a: EnteringCandidate, b: EnteringCandidate) -> Bool {
            a.penalty < b.penalty
                || (a.penalty == b.penalty && (a.count < b.count || (a.count == b.count && a.symbol < b.symbol)))
        }
    }

    /// Pushes `symbol` as it ranks now, if it is a candidate: not a dummy, with a negative `coefficient` (its
    /// coefficient in the artificial row).
    private func pushCandidate(
        _ symbol: Symbol, coefficient: Double, into heap: inout BinaryHeap<EnteringCandidate>
    ) {
        guard kinds[symbol.index] != .dummy, coefficient < 0 else { return }
        heap.push(
            EnteringCandidate(
                penalty: objective.enteringPenalty(of: symbol), count: columns.count(of: symbol), symbol: symbol))
    }

    /// The coefficient of `symbol` in the artificial row (0 when there is none).
    /// (Non-mutating, so that reading the row borrows it: its callers count the scans, in `artificialScanWork`.)
    private func artificialCoefficient(of symbol: Symbol) -> Double {
        guard let row = artificial, let i = row.index(of: symbol, artificialPositions) else { return 0 }
        return row.cells[i].coefficient
    }

    /// Whether `candidate` is still a candidate and ranks its symbol as it would be ranked now.
    private func isCurrent(_ candidate: EnteringCandidate) -> Bool {
        guard artificialCoefficient(of: candidate.symbol) < 0 else { return false }
        return candidate.count == columns.count(of: candidate.symbol)
            && candidate.penalty == objective.enteringPenalty(of: candidate.symbol)
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
        // Each row is moved as the walk of the marker's column finds it: a column as long as a root's width (every
        // card's rows) outgrows the cache, and a second pass over what the walk found would miss on each row
        // again. Only constants change, so no column entry moves, and an open journal saves each row's constant
        // rather than the row. What the walk writes is moved into locals, as the walk holds the tableau.
        var noted: [Symbol] = []
        swap(&noted, &infeasible)
        var constants: [(slot: Int32, constant: Double)] = []
        var marks: [UInt32] = []
        let journaling = journal != nil
        let rowCount = journal?.rowCount ?? 0, epoch = journalEpoch
        if journaling {
            swap(&constants, &journal!.savedConstants)
            constantMarks.extendInBulk(to: rows.count, with: 0)
            swap(&marks, &constantMarks)
        }
        let rowMarks = journalMarks, symbolKinds = kinds
        // `found` is not used here, but is kept as long as the longest column walked, as the walks that list rows
        // reserve room for a column's length exactly: growing it for each longer column would copy it each time.
        found.reserveCapacity(columns.range(of: marker).count)
        walkColumn(of: marker, recordingFound: false, movingRows: true) { row, slot, cell in
            let s = Int(slot)
            if journaling && s < rowCount && marks[s] != epoch && !(s < rowMarks.count && rowMarks[s] == epoch) {
                marks[s] = epoch
                constants.append((slot, row.constant))
            }
            row.constant += delta * row.cells[cell].coefficient
            if row.constant < 0 && symbolKinds[row.basic.index] != .external { noted.append(row.basic) }
        }
        if journaling {
            swap(&marks, &constantMarks)
            swap(&constants, &journal!.savedConstants)
        }
        swap(&noted, &infeasible)
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
}
