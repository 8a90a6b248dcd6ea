/// The lexicographic objective: one coefficient vector per strength level, compared level by level.
///
/// Each level keeps a dense array indexed by symbol id, so a substitution touches only the cells of the row being
/// substituted, and the reduced cost of any symbol is read in O(levels). Symbols whose cost may have turned
/// negative are kept in a heap, so choosing the entering symbol never scans the whole objective. The entering
/// symbol is the *highest* id with a negative reduced cost (Kiwi takes the lowest): after deferred adds the
/// lowest ids are the window's edit errors, which every copy of a form holds, so entering them first rewrites
/// every row; the newest symbols belong to few rows. The order is fixed, so it stays deterministic (the leaving
/// row's tie-break is still the lowest basic id: reversing that too, as strict Bland would, cost 2.8× more).
struct Objective {
    /// The level values, strongest first.
    private(set) var levels: [Double] = []
    /// `coefficients[k][symbol]`: the cost of `symbol` at `levels[k]`.
    private(set) var coefficients: [LevelCosts] = []
    /// The objective's value at each level.
    private(set) var constants: [Double] = []

    private var candidates = BinaryHeap<Int32>()
    private var isCandidate: [Bool] = []

    /// Undo records while a journal is open: (level index, symbol, old coefficient).
    var journal: [(level: Int, symbol: Symbol, old: Double)]? = nil
    private var savedConstants: [Double] = []

    /// The index of `level`, inserting it in order if new.
    mutating func levelIndex(for level: Double) -> Int {
        var low = 0, high = levels.count
        while low < high {
            let mid = (low + high) / 2
            if levels[mid] == level { return mid }
            if levels[mid] > level { low = mid + 1 } else { high = mid }
        }
        levels.insert(level, at: low)
        coefficients.insert(LevelCosts(), at: low)
        constants.insert(0, at: low)
        return low
    }

    /// The index of `level` if it exists.
    func existingLevelIndex(for level: Double) -> Int? {
        levels.firstIndex(of: level)
    }

    @inline(__always) func coefficient(_ level: Int, _ symbol: Symbol) -> Double {
        coefficients[level][symbol.index]
    }

    /// Adds `amount` to the cost of `symbol` at level `level`.
    @inline(__always) mutating func add(_ symbol: Symbol, _ amount: Double, level: Int) {
        // One lookup of the cost for the read and the write (a sparse level scans its list for each).
        guard let (old, value) = coefficients[level].add(amount, at: symbol.index) else { return }
        journal?.append((level, symbol, old))
        if value <= 0 { noteCandidate(symbol) }
    }

    @inline(__always) private mutating func noteCandidate(_ symbol: Symbol) {
        let i = symbol.index
        if i >= isCandidate.count {
            isCandidate.append(contentsOf: repeatElement(false, count: i + 1 - isCandidate.count))
        }
        if !isCandidate[i] {
            isCandidate[i] = true
            candidates.push(~symbol.id)
        }
    }

    /// Adds `factor × row` at one level (cells and constant).
    mutating func add(_ row: Row, times factor: Double, level: Int) {
        constants[level] += row.constant * factor
        for cell in row.cells { add(cell.symbol, cell.coefficient * factor, level: level) }
    }

    /// Replaces `symbol`, which has just become basic, by its row at every level.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        for level in levels.indices {
            let c = coefficient(level, symbol)
            if c == 0 { continue }
            journal?.append((level, symbol, c))
            coefficients[level][symbol.index] = 0
            add(row, times: c, level: level)
        }
    }

    /// Drops `symbol` from every level (the artificial variable, once it is pinned at zero).
    mutating func remove(_ symbol: Symbol) {
        for level in levels.indices where coefficient(level, symbol) != 0 {
            journal?.append((level, symbol, coefficients[level][symbol.index]))
            coefficients[level][symbol.index] = 0
        }
    }

    /// Whether the reduced cost of `symbol` is lexicographically negative.
    @inline(__always) func isNegative(_ symbol: Symbol) -> Bool {
        for level in levels.indices {
            let c = coefficient(level, symbol)
            // Rounding drift leaves costs like 1e-7 at a level where the true cost is 0; letting that decide would
            // hide a real improvement at the levels below (a weighted sum, as in Kiwi, never notices it).
            if c < -Objective.levelTolerance { return true }
            if c > Objective.levelTolerance { return false }
        }
        return false
    }

    /// Whether the reduced cost of `symbol` would be lexicographically negative with `amount` added at `level`.
    func isNegative(_ symbol: Symbol, adding amount: Double, atLevel level: Int) -> Bool {
        for index in levels.indices {
            var c = coefficient(index, symbol)
            if index == level { c += amount }
            if c < -Objective.levelTolerance { return true }
            if c > Objective.levelTolerance { return false }
        }
        return false
    }

    /// Whether the reduced cost of `symbol` would still be lexicographically negative with `factor × cost(other)`
    /// added for each of `others`.
    func isNegative(_ symbol: Symbol, adding others: [(symbol: Symbol, factor: Double)]) -> Bool {
        for level in levels.indices {
            var c = coefficient(level, symbol)
            for other in others { c += other.factor * coefficient(level, other.symbol) }
            if c < -Objective.levelTolerance { return true }
            if c > Objective.levelTolerance { return false }
        }
        return false
    }

    /// Whether `symbol` has a cost at any level.
    func hasCost(_ symbol: Symbol) -> Bool {
        levels.indices.contains { coefficient($0, symbol) != 0 }
    }

    /// Below this a reduced cost does not decide its level (rows and weights are O(1) in layout problems).
    static let levelTolerance = 1.0e-6

    /// Pops the highest-id symbol whose reduced cost is negative (the caller still checks it is parametric).
    mutating func popNegative() -> Symbol? {
        while let inverted = candidates.pop() {
            let id = ~inverted
            let symbol = Symbol(id: id)
            if symbol.index < isCandidate.count { isCandidate[symbol.index] = false }
            if isNegative(symbol) { return symbol }
        }
        return nil
    }

    /// Whether `cost(a) / ca < cost(b) / cb` lexicographically (the dual ratio test).
    func ratio(_ a: Symbol, over ca: Double, isLessThan b: Symbol, over cb: Double) -> Bool {
        for level in levels.indices {
            let ra = coefficient(level, a) / ca
            let rb = coefficient(level, b) / cb
            // Ratios that tie mathematically can differ by a rounding step; only a real difference decides,
            // otherwise a lower level would be sacrificed for noise at a higher one.
            if abs(ra - rb) > 1.0e-9 * max(1, abs(ra), abs(rb)) { return ra < rb }
        }
        return false
    }

    /// Forgets everything about `symbol`, whose id is given back (outside any journal).
    mutating func forget(_ symbol: Symbol) {
        for level in levels.indices where coefficient(level, symbol) != 0 { coefficients[level][symbol.index] = 0 }
        if symbol.index < isCandidate.count { isCandidate[symbol.index] = false }
    }

    /// Forgets symbols with ids at or past `count` (after a failed call created and then dropped them).
    mutating func truncateSymbols(to count: Int) {
        for level in levels.indices { coefficients[level].truncate(to: count) }
        if isCandidate.count > count { isCandidate.removeLast(isCandidate.count - count) }
        candidates.removeAll { Int(~$0) >= count }
    }

    // MARK: Journal

    mutating func beginJournal() {
        journal = []
        savedConstants = constants
    }

    mutating func commitJournal() {
        journal = nil
        savedConstants = []
    }

    mutating func rollBackJournal() {
        guard let records = journal else { return }
        journal = nil
        for record in records.reversed() {
            coefficients[record.level][record.symbol.index] = record.old
        }
        constants = savedConstants
        savedConstants = []
    }

    /// The non-zero costs of one level, in symbol order (for `dump()`).
    func cells(atLevel level: Int) -> [Cell] {
        coefficients[level].cells
    }
}

/// The costs of the symbols at one level: a short list while few symbols have one, an array indexed by symbol id
/// once many do, so that a level used by one constraint costs a few cells, not one per symbol in the solver.
struct LevelCosts {
    private var sparse: [Cell] = []
    private var dense: [Double] = []
    private var isDense = false

    /// Past this many costs a level switches to the dense array.
    static let sparseLimit = 32

    subscript(index: Int) -> Double {
        get {
            if isDense { return index < dense.count ? dense[index] : 0 }
            for cell in sparse where cell.symbol.index == index { return cell.coefficient }
            return 0
        }
        set {
            if isDense {
                setDense(newValue, at: index)
            } else {
                setSparse(newValue, at: index, position: sparse.firstIndex { $0.symbol.index == index })
            }
        }
    }

    /// Adds `amount` to the cost at `index`, a sum near zero becoming 0; returns the old and new cost, or nil
    /// when the cost does not change. The sparse list is scanned once, for the read and the write.
    @inline(__always) mutating func add(_ amount: Double, at index: Int) -> (old: Double, new: Double)? {
        if isDense {
            let old = index < dense.count ? dense[index] : 0
            guard let value = LevelCosts.sum(old, amount) else { return nil }
            setDense(value, at: index)
            return (old, value)
        }
        let position = sparse.firstIndex { $0.symbol.index == index }
        let old = position.map { sparse[$0].coefficient } ?? 0
        guard let value = LevelCosts.sum(old, amount) else { return nil }
        setSparse(value, at: index, position: position)
        return (old, value)
    }

    /// `old + amount`, 0 when near zero; nil when that leaves the cost as it was.
    @inline(__always) private static func sum(_ old: Double, _ amount: Double) -> Double? {
        var value = old + amount
        if nearZero(value) { value = 0 }
        return value == old ? nil : value
    }

    @inline(__always) private mutating func setDense(_ value: Double, at index: Int) {
        if index >= dense.count {
            if value == 0 { return }
            dense.append(contentsOf: repeatElement(0, count: index + 1 - dense.count))
        }
        dense[index] = value
    }

    /// Stores `value` at `index`, whose cell is at `position` in the list if it has one.
    @inline(__always) private mutating func setSparse(_ value: Double, at index: Int, position: Int?) {
        if let position {
            if value == 0 {
                sparse[position] = sparse[sparse.count - 1]
                sparse.removeLast()
            } else {
                sparse[position].coefficient = value
            }
        } else if value != 0 {
            sparse.append(Cell(symbol: Symbol(id: Int32(index)), coefficient: value))
            if sparse.count > LevelCosts.sparseLimit { becomeDense() }
        }
    }

    private mutating func becomeDense() {
        let top = sparse.map(\.symbol.index).max() ?? -1
        dense = [Double](repeating: 0, count: top + 1)
        for cell in sparse { dense[cell.symbol.index] = cell.coefficient }
        sparse = []
        isDense = true
    }

    /// Forgets the costs of symbols with ids at or past `count`.
    mutating func truncate(to count: Int) {
        if isDense {
            if dense.count > count { dense.removeLast(dense.count - count) }
        } else {
            sparse.removeAll { $0.symbol.index >= count }
        }
    }

    /// The non-zero costs, in symbol order.
    var cells: [Cell] {
        if !isDense { return sparse.sorted { $0.symbol < $1.symbol } }
        return dense.enumerated().compactMap { i, c in
            c == 0 ? nil : Cell(symbol: Symbol(id: Int32(i)), coefficient: c)
        }
    }
}
