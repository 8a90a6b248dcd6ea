/// One non-zero entry of a row.
struct Cell {
    var symbol: Symbol
    var coefficient: Double
}

/// Told about every cell a row gains or loses, so the tableau can keep its column index.
protocol CellObserver {
    mutating func cellAdded(_ symbol: Symbol)
    mutating func cellRemoved(_ symbol: Symbol)
}

/// For rows outside the tableau (a row being built, the artificial objective).
///
/// Not an empty struct: ThreadSanitizer instruments every `inout` access with the address of the storage, and the
/// storage of a zero-sized local has no valid address in unoptimised builds (Swift 6.3 passes a wild pointer, and
/// the sanitizer's shadow write at it dies with SEGV at the first solve). One stored byte gives `&none` a real
/// address on the stack; optimised builds inline the observer away either way.
struct NoObserver: CellObserver {
    private var storage: UInt8 = 0
    @inline(__always) mutating func cellAdded(_ symbol: Symbol) {}
    @inline(__always) mutating func cellRemoved(_ symbol: Symbol) {}
}

/// Values this close to zero are zero: cells that cancel to them are erased (Kiwi's tolerance).
@inline(__always) func nearZero(_ value: Double) -> Bool { abs(value) < 1.0e-8 }

/// Whether what is left of a constant after substitutions, in a system whose largest magnitude is `scale`, is
/// rounding rather than a real deficit.
///
/// Absolute 1e-8 is below the rounding of constants near 1e9 (a double holds about 16 digits, and every
/// substitution rounds), so a feasible constraint was refused as unsatisfiable there, and a rebuild, which replays
/// the constraints, silently lost it. Fourteen digits of the system's scale still tell a deficit of 1e-5 at 1e9
/// from rounding; below a scale of 1e6 this is Kiwi's 1e-8.
@inline(__always) func isNegligibleResidual(_ residual: Double, comparedTo scale: Double) -> Bool {
    abs(residual) < max(1.0e-8, 1.0e-14 * abs(scale))
}

/// `basic = constant + Σ coefficient × symbol`, with the cells in no particular order.
///
/// Rows are short in layout problems, so a linear scan finds a cell faster than hashing; merges into long rows
/// switch to a dense position table (`scratch`) so they stay linear. A long row in the tableau that merges go into
/// keeps an index of its cells (a `CellIndex`, kept per slot by the tableau rather than in the row, so that the rows
/// of small systems stay as small and as cheap to copy), and the methods that take one keep it up to date, so that
/// a merge into the row costs the merged row's length.
struct Row {
    var basic: Symbol
    var constant: Double
    var cells: [Cell]

    init(basic: Symbol = .invalid, constant: Double, cells: [Cell] = []) {
        self.basic = basic
        self.constant = constant
        self.cells = cells
    }

    @inline(__always) func index(of symbol: Symbol) -> Int? {
        cells.withUnsafeBufferPointer { buffer in
            for i in 0..<buffer.count where buffer[i].symbol == symbol { return i }
            return nil
        }
    }

    func coefficient(for symbol: Symbol) -> Double {
        index(of: symbol).map { cells[$0].coefficient } ?? 0
    }

    @inline(__always) mutating func removeCell(at index: Int, _ observer: inout some CellObserver) {
        observer.cellRemoved(cells[index].symbol)
        let last = cells.count - 1
        if index != last { cells[index] = cells[last] }
        cells.removeLast()
    }

    /// Adds `coefficient × symbol`, erasing the cell if it cancels.
    mutating func add(_ symbol: Symbol, _ coefficient: Double, _ observer: inout some CellObserver) {
        if let i = index(of: symbol) {
            let value = cells[i].coefficient + coefficient
            if nearZero(value) { removeCell(at: i, &observer) } else { cells[i].coefficient = value }
        } else if !nearZero(coefficient) {
            cells.append(Cell(symbol: symbol, coefficient: coefficient))
            observer.cellAdded(symbol)
        }
    }

    /// Adds `coefficient × other` (cells and constant). Returns the work the merge did on this row, in cells: this
    /// row's length when it went through its cells (to fill `scratch`, or scanning them for each of the other's).
    @discardableResult
    mutating func add(
        _ other: Row, times coefficient: Double, _ observer: inout some CellObserver, scratch: inout [Int32]
    ) -> Int {
        constant += other.constant * coefficient
        let length = cells.count
        if cells.isEmpty {
            // Nothing to merge with: the other's cells, scaled, in its order (what adding them one by one gives,
            // without looking each up in a row that grows to the other's length).
            cells.reserveCapacity(other.cells.count)
            for cell in other.cells {
                let delta = cell.coefficient * coefficient
                guard !nearZero(delta) else { continue }
                cells.append(Cell(symbol: cell.symbol, coefficient: delta))
                observer.cellAdded(cell.symbol)
            }
            return 0
        }
        if cells.count * other.cells.count <= 64 {
            for cell in other.cells { add(cell.symbol, cell.coefficient * coefficient, &observer) }
            return length
        }
        // Long row: index our cells once, so each of the other's cells is found in O(1). The table grows on
        // demand to the largest id either row holds.
        var largest = -1
        for cell in cells where cell.symbol.index > largest { largest = cell.symbol.index }
        for cell in other.cells where cell.symbol.index > largest { largest = cell.symbol.index }
        if scratch.count <= largest {
            scratch.append(contentsOf: repeatElement(-1, count: largest + 1 - scratch.count))
        }
        for (i, cell) in cells.enumerated() { scratch[cell.symbol.index] = Int32(i) }
        var removed = false
        for cell in other.cells {
            let delta = cell.coefficient * coefficient
            let position = Int(scratch[cell.symbol.index])
            if position >= 0 {
                cells[position].coefficient += delta
                if nearZero(cells[position].coefficient) { cells[position].coefficient = 0; removed = true }
            } else if !nearZero(delta) {
                scratch[cell.symbol.index] = Int32(cells.count)
                cells.append(Cell(symbol: cell.symbol, coefficient: delta))
                observer.cellAdded(cell.symbol)
            }
        }
        for cell in cells { scratch[cell.symbol.index] = -1 }
        if removed {
            var kept = 0
            for i in cells.indices {
                if cells[i].coefficient == 0 { observer.cellRemoved(cells[i].symbol); continue }
                cells[kept] = cells[i]
                kept += 1
            }
            cells.removeLast(cells.count - kept)
        }
        return length
    }

    /// Replaces `symbol` by the expression `row` gives it.
    mutating func substitute(
        _ symbol: Symbol, with row: Row, _ observer: inout some CellObserver, scratch: inout [Int32]
    ) {
        guard let i = index(of: symbol) else { return }
        let coefficient = cells[i].coefficient
        removeCell(at: i, &observer)
        add(row, times: coefficient, &observer, scratch: &scratch)
    }

    mutating func reverseSign() {
        constant = -constant
        for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
    }

    /// Rewrites `0 = constant + Σ cells` (the basic already moved in as a cell) as `symbol = …`.
    mutating func solve(for symbol: Symbol, _ observer: inout some CellObserver) {
        guard let i = index(of: symbol) else { return }
        let factor = -1.0 / cells[i].coefficient
        removeCell(at: i, &observer)
        constant *= factor
        for j in cells.indices { cells[j].coefficient *= factor }
        basic = symbol
    }

    /// Swaps the basic: `leaving = … + c × entering + …` becomes `entering = …`.
    mutating func solve(for entering: Symbol, replacing leaving: Symbol, _ observer: inout some CellObserver) {
        add(leaving, -1, &observer)
        solve(for: entering, &observer)
    }
}

/// The methods that change a row's cells, keeping `positions`, the row's index of its cells, up to date: a row with
/// an empty index goes through the methods above, unless it is long and a merge goes into it, which builds one.
extension Row {
    /// Above this many cells a row that a merge goes into keeps an index of its cells; at half as many it drops it.
    static let indexedLength = 64

    @inline(__always) func index(of symbol: Symbol, _ positions: CellIndex) -> Int? {
        positions.isEmpty ? index(of: symbol) : positions.position(of: symbol, in: cells)
    }

    /// Removes the cell at `index`; drops the index when the row goes down to half of `indexedLength` cells, so
    /// that a row that keeps one always has more than that many (what `Tableau.mayBeIndexed(_:)` relies on).
    @inline(__always) mutating func removeCell(
        at index: Int, _ observer: inout some CellObserver, _ positions: inout CellIndex
    ) {
        if !positions.isEmpty {
            if cells.count - 1 > Row.indexedLength / 2 {
                positions.remove(at: index, of: cells)
            } else {
                positions = CellIndex()
            }
        }
        removeCell(at: index, &observer)
    }

    @inline(__always) private mutating func append(_ cell: Cell, _ positions: inout CellIndex) {
        if !positions.isEmpty { positions.append(cell.symbol, to: cells) }
        cells.append(cell)
    }

    /// Adds `coefficient × symbol`, erasing the cell if it cancels.
    mutating func add(
        _ symbol: Symbol, _ coefficient: Double, _ observer: inout some CellObserver, _ positions: inout CellIndex
    ) {
        guard !positions.isEmpty else { return add(symbol, coefficient, &observer) }
        if let i = positions.position(of: symbol, in: cells) {
            let value = cells[i].coefficient + coefficient
            if nearZero(value) { removeCell(at: i, &observer, &positions) } else { cells[i].coefficient = value }
        } else if !nearZero(coefficient) {
            append(Cell(symbol: symbol, coefficient: coefficient), &positions)
            observer.cellAdded(symbol)
        }
    }

    /// Adds `coefficient × other` (cells and constant). Into a row of more than `indexedLength` cells, or one that
    /// keeps an index, each of the other's cells is found through the index, which the second such merge builds
    /// (the first goes through `scratch`).
    /// Returns the work the merge did on this row, in cells: through the index, the other's length (one look-up
    /// each), plus this row's when the merge built it; otherwise what ``add(_:times:_:scratch:)`` returns.
    mutating func add(
        _ other: Row, times coefficient: Double, _ observer: inout some CellObserver, scratch: inout [Int32],
        _ positions: inout CellIndex
    ) -> Int {
        guard cells.count > Row.indexedLength || !positions.isEmpty else {
            return add(other, times: coefficient, &observer, scratch: &scratch)
        }
        var walked = other.cells.count
        if positions.isEmpty {
            positions.mergesWithout += 1
            guard positions.mergesWithout > 1 else {
                return add(other, times: coefficient, &observer, scratch: &scratch)
            }
            positions = CellIndex(cells)
            walked += cells.count
        }
        constant += other.constant * coefficient
        // The index is kept through the whole merge, and dropped at its end if the row went down to half of
        // `indexedLength` cells on the way (where a single removal drops it): a merge that cancels most of the row
        // and then appends the other's cells would otherwise look each of them up by scanning a row that grows
        // back to the other's length. The index is not empty here (the guard above returned or built it), and no
        // change below empties it.
        var shrank = false
        for cell in other.cells {
            let delta = cell.coefficient * coefficient
            if let position = positions.position(of: cell.symbol, in: cells) {
                let value = cells[position].coefficient + delta
                if nearZero(value) {
                    if cells.count - 1 <= Row.indexedLength / 2 { shrank = true }
                    positions.remove(at: position, of: cells)
                    removeCell(at: position, &observer)
                } else {
                    cells[position].coefficient = value
                }
            } else if !nearZero(delta) {
                append(Cell(symbol: cell.symbol, coefficient: delta), &positions)
                observer.cellAdded(cell.symbol)
            }
        }
        if shrank { positions = CellIndex() }
        return walked
    }

    /// Replaces `symbol` by the expression `row` gives it. Returns the merge's work (`add(_:times:_:scratch:_:)`).
    @discardableResult
    mutating func substitute(
        _ symbol: Symbol, with row: Row, _ observer: inout some CellObserver, scratch: inout [Int32],
        _ positions: inout CellIndex
    ) -> Int {
        guard let i = index(of: symbol, positions) else { return 0 }
        let coefficient = cells[i].coefficient
        removeCell(at: i, &observer, &positions)
        return add(row, times: coefficient, &observer, scratch: &scratch, &positions)
    }

    /// Swaps the basic: `leaving = … + c × entering + …` becomes `entering = …`.
    mutating func solve(
        for entering: Symbol, replacing leaving: Symbol, _ observer: inout some CellObserver,
        _ positions: inout CellIndex
    ) {
        add(leaving, -1, &observer, &positions)
        guard let i = index(of: entering, positions) else { return }
        let factor = -1.0 / cells[i].coefficient
        removeCell(at: i, &observer, &positions)
        constant *= factor
        for j in cells.indices { cells[j].coefficient *= factor }
        basic = entering
    }
}
