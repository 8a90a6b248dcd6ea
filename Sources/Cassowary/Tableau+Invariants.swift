#if CASSOWARY_INTERNAL_CHECKS
    /// The tableau's invariants, checked by `Solver.checkInvariants()` in builds with `CASSOWARY_INTERNAL_CHECKS`
    /// (every debug build; see Package.swift). Not compiled into release builds: a check walks the whole tableau.
    extension Tableau {
        /// The invariants that do not hold, one sentence each; empty when all hold.
        ///
        /// - Rows and their naming: each live slot's row is the row of its basic symbol (`rowSlot` agrees both ways),
        ///   free slots and ids hold nothing, no row holds its own basic symbol, a zero or a repeated cell; a row names
        ///   another basic symbol only if it is a naming row with an external basic, and only a symbol that became
        ///   basic before it. A row that keeps an index of its cells is long and finds every cell through it; a free
        ///   slot keeps none.
        /// - Column index: each symbol's count is the number of rows that hold it, and its list has every one of them.
        /// - Feasibility: outside a call, every restricted basic symbol's constant is non-negative (up to the rounding
        ///   `isNegligibleResidual` allows at `scale`).
        /// - Objective: no basic symbol and no dropped marker has a cost, no phase-one objective is left, and when
        ///   `optimal`, no parametric symbol other than a dummy has a negative reduced cost.
        /// - Markers: a dropped marker is a dummy that no row holds and that is not kept.
        func invariantViolations(scale: Double, optimal: Bool) -> [String] {
            var problems: [String] = []
            let count = symbolCount
            func name(_ symbol: Symbol) -> String { "\(kinds[symbol.index].letter)\(symbol.id)" }

            // Rows and the basic map.
            for (slot, row) in rows.enumerated() where row.basic.isValid {
                if row.basic.index >= count || kinds[row.basic.index] == .invalid {
                    problems.append("slot \(slot): basic symbol \(row.basic.id) has no kind")
                    continue
                }
                if rowSlot[row.basic.index] != Int32(slot) {
                    problems.append("slot \(slot): \(name(row.basic))'s rowSlot is \(rowSlot[row.basic.index])")
                }
            }
            for id in 1..<max(count, 1) where rowSlot[id] >= 0 {
                let slot = Int(rowSlot[id])
                if slot >= rows.count || rows[slot].basic.id != Int32(id) {
                    problems.append("symbol \(id): rowSlot \(slot) holds another row")
                }
            }
            for slot in freeSlots where Int(slot) < rows.count && rows[Int(slot)].basic.isValid {
                problems.append("free slot \(slot) holds the row of \(name(rows[Int(slot)].basic))")
            }
            for slot in freeSlots where Int(slot) < slotPositions.count && !slotPositions[Int(slot)].isEmpty {
                problems.append("free slot \(slot) keeps an index of cells")
            }
            var free = freeIDs
            while let id = free.pop() {
                let i = Int(id)
                if kinds[i] != .invalid || rowSlot[i] >= 0 || columns.count(of: Symbol(id: id)) != 0 {
                    problems.append("free id \(id) is still in use")
                }
            }

            // Cells and the column index.
            var held = [Int32](repeating: 0, count: count)
            var listed = [Set<Int32>](repeating: [], count: count)
            for i in 0..<min(count, columns.extents.count) {
                listed[i] = Set(columns.range(of: Symbol(id: Int32(i))).map { columns.storage[$0] })
            }
            for (slot, row) in rows.enumerated() where row.basic.isValid {
                var seen = Set<Symbol>()
                for cell in row.cells {
                    let i = cell.symbol.index
                    guard i > 0, i < count, kinds[i] != .invalid else {
                        problems.append("row of \(name(row.basic)): cell of unknown symbol \(cell.symbol.id)")
                        continue
                    }
                    held[i] += 1
                    if !seen.insert(cell.symbol).inserted {
                        problems.append("row of \(name(row.basic)) holds \(name(cell.symbol)) twice")
                    }
                    if cell.symbol == row.basic { problems.append("row of \(name(row.basic)) holds its basic symbol") }
                    if cell.coefficient == 0 || !cell.coefficient.isFinite {
                        problems.append(
                            "row of \(name(row.basic)): \(name(cell.symbol)) has coefficient \(cell.coefficient)")
                    }
                    if dropped[i] {
                        problems.append("row of \(name(row.basic)) holds dropped marker \(name(cell.symbol))")
                    }
                    if !listed[i].contains(Int32(slot)) {
                        problems.append("column of \(name(cell.symbol)) misses the row of \(name(row.basic))")
                    }
                    let named = rowSlot[i]
                    if named >= 0 {
                        if !slotNames[slot] || kinds[row.basic.index] != .external {
                            problems.append(
                                "row of \(name(row.basic)) names basic \(name(cell.symbol)) but is no naming row")
                        } else if slotSince[Int(named)] >= slotSince[slot] {
                            problems.append(
                                "row of \(name(row.basic)) names \(name(cell.symbol)), which became basic later")
                        }
                    }
                }
                if !row.constant.isFinite { problems.append("row of \(name(row.basic)) has constant \(row.constant)") }
                let positions = slot < slotPositions.count ? slotPositions[slot] : CellIndex()
                if !positions.isEmpty
                    && (row.cells.count <= Row.indexedLength / 2 || !positions.agrees(with: row.cells))
                {
                    problems.append("row of \(name(row.basic)): its index of cells disagrees with them")
                }
            }
            for i in 1..<max(count, 1) where held[i] != columns.count(of: Symbol(id: Int32(i))) {
                problems.append(
                    "column count of symbol \(i) is \(columns.count(of: Symbol(id: Int32(i)))), rows hold it \(held[i])"
                )
            }

            // Feasibility, outside a call.
            if journal != nil { problems.append("a journal is open between calls") }
            if artificial != nil { problems.append("a phase-one objective is left between calls") }
            if !scannedSlots.isEmpty { problems.append("scanned long rows are left uncounted between calls") }
            for row in rows where row.basic.isValid && kinds[row.basic.index].isRestricted {
                if row.constant < 0 && !isNegligibleResidual(row.constant, comparedTo: scale) {
                    problems.append("restricted \(name(row.basic)) is infeasible: \(row.constant)")
                }
            }

            // The objective.
            for (_, symbol, cost) in objective.allCosts() {
                guard symbol.index < count, kinds[symbol.index] != .invalid else {
                    problems.append("the objective holds unknown symbol \(symbol.id)")
                    continue
                }
                if isBasic(symbol) { problems.append("basic \(name(symbol)) has cost \(cost) in the objective") }
                if dropped[symbol.index] { problems.append("dropped marker \(name(symbol)) has a cost") }
            }
            if optimal {
                for i in 1..<max(count, 1) where kinds[i] != .invalid && kinds[i] != .dummy && rowSlot[i] < 0 {
                    let symbol = Symbol(id: Int32(i))
                    if objective.isNegative(symbol) {
                        problems.append("\(name(symbol)) still improves the objective: not optimal")
                    }
                }
            }

            // Marker bookkeeping.
            for i in 1..<max(count, 1) where dropped[i] {
                if kinds[i] != .dummy { problems.append("dropped symbol \(i) is not a dummy marker") }
                if keptMarkers.contains(Symbol(id: Int32(i))) { problems.append("kept marker \(i) was dropped") }
            }
            if dropped.contains(true) && !hasDroppedMarkers { problems.append("markers dropped but not recorded") }
            return problems
        }
    }
#endif
