/// The lexicographic objective: for each symbol, its costs at the levels where it has one, strongest first.
///
/// Sparse by symbol, not by level: a substitution touches only the levels the substituted symbol has a cost at, and
/// the sign test reads a symbol's costs from its strongest level down, so neither pays for levels the symbol has no
/// cost at. With N distinct priorities (N levels) a pivot then costs what the rows and costs it touches hold, not N.
/// Levels are never weighted into one number: costs are compared level by level, so one violation at a stronger
/// level outweighs any number of violations at weaker ones, and every distinct strength is a level of its own.
///
/// Symbols whose cost may have turned negative are kept in a list of rising ids and a heap, so choosing the entering
/// symbol never scans the whole objective. The entering symbol is the *highest* id with a negative reduced cost (Kiwi
/// takes the lowest): after deferred adds the lowest ids are the window's edit errors, which every copy of a form
/// holds, so entering them first rewrites every row; the newest symbols belong to few rows. The order is fixed, so it
/// stays deterministic (the leaving row's tie-break is still the lowest basic id: reversing that too, as strict Bland
/// would, cost 2.8× more).
struct Objective {
    /// Per level id (ids are handed out in order of first use and never change): the strength level.
    private(set) var levels: [Double] = []
    /// Per level id: the objective's value at that level.
    private(set) var constants: [Double] = []
    /// The id of each level, once there are more than ``scannedLevelCount``: fewer are found by scanning `levels`,
    /// so that a layout's handful of priorities takes no hash table (a 200-byte block every solver keeps for good).
    private var ids: [Double: Int] = [:]
    /// Up to this many levels, a level's id is found by scanning `levels`.
    static let scannedLevelCount = 8
    /// The level `levelIndex(for:)` returned last: constraints usually arrive in runs of one strength.
    private var lastLevel: (level: Double, id: Int) = (.nan, -1)
    /// Per symbol id: its non-zero costs.
    private var costs: [SymbolCosts] = []

    /// The symbols whose cost may have turned negative, as two lists that `popNegative()` takes the highest id of:
    /// `risingCandidates`, ids in rising order, which takes every candidate whose id is above the last one's (most
    /// do: a new constraint's symbols are the newest), and `candidates`, a heap of `~id` for the others. Appending
    /// and popping the rising list costs a few instructions, where a heap of every candidate made each new highest
    /// id climb to the root and each pop sift down: log n steps each, on a column of thousands of cards.
    private var risingCandidates: [Int32] = []
    private var candidates = BinaryHeap<Int32>()
    private var isCandidate: [Bool] = []

    /// Undo records while a journal is open: (level id, symbol, old coefficient).
    var journal: [(level: Int, symbol: Symbol, old: Double)]? = nil
    /// Undo records of the level constants while a journal is open: (level id, old constant).
    private var constantJournal: [(level: Int, old: Double)] = []

    /// The id of `level`, giving it one if new.
    mutating func levelIndex(for level: Double) -> Int {
        if level == lastLevel.level { return lastLevel.id }
        let id: Int
        if let existing = storedLevelIndex(for: level) {
            id = existing
        } else {
            id = levels.count
            levels.append(level)
            constants.append(0)
            if levels.count > Self.scannedLevelCount {
                if ids.isEmpty {
                    for (index, known) in levels.enumerated() { ids[known] = index }
                } else {
                    ids[level] = id
                }
            }
        }
        lastLevel = (level, id)
        return id
    }

    /// The id of `level` if it exists.
    func existingLevelIndex(for level: Double) -> Int? {
        level == lastLevel.level ? lastLevel.id : storedLevelIndex(for: level)
    }

    /// The id of `level` if it exists, from `levels` or `ids`, whichever holds the ids.
    private func storedLevelIndex(for level: Double) -> Int? {
        levels.count <= Self.scannedLevelCount ? levels.firstIndex(of: level) : ids[level]
    }

    /// The cost of `symbol` at the level with id `level`.
    func coefficient(_ level: Int, _ symbol: Symbol) -> Double {
        symbol.index < costs.count ? costs[symbol.index].cost(atLevel: Int32(level)) : 0
    }

    /// Adds `amount` to the cost of `symbol` at the level with id `level`.
    @inline(__always) mutating func add(_ symbol: Symbol, _ amount: Double, level: Int) {
        add(symbol, amount, level: level, strength: levels[level])
    }

    @inline(__always) private mutating func add(_ symbol: Symbol, _ amount: Double, level: Int, strength: Double) {
        let i = symbol.index
        costs.extend(to: i + 1, with: SymbolCosts())
        guard
            let (old, value) = costs[i].update(
                level: Int32(level), strength: strength, levels: levels, { Objective.sum($0, amount) })
        else { return }
        journal?.append((level, symbol, old))
        if value <= 0 { noteCandidate(symbol) }
    }

    /// `old + amount`, 0 when near zero; nil when that leaves the cost as it was.
    @inline(__always) private static func sum(_ old: Double, _ amount: Double) -> Double? {
        var value = old + amount
        if nearZero(value) { value = 0 }
        return value == old ? nil : value
    }

    @inline(__always) private mutating func noteCandidate(_ symbol: Symbol) {
        let i = symbol.index
        isCandidate.extend(to: i + 1, with: false)
        if !isCandidate[i] {
            isCandidate[i] = true
            if let last = risingCandidates.last, symbol.id <= last {
                candidates.push(~symbol.id)
            } else {
                risingCandidates.append(symbol.id)
            }
        }
    }

    /// Adds `factor × row` at one level (cells and constant).
    mutating func add(_ row: Row, times factor: Double, level: Int) {
        if journal != nil { constantJournal.append((level, constants[level])) }
        constants[level] += row.constant * factor
        let strength = levels[level]
        for cell in row.cells { add(cell.symbol, cell.coefficient * factor, level: level, strength: strength) }
    }

    /// Replaces `symbol`, which has just become basic, by its row at every level it has a cost at.
    ///
    /// With costs at a few levels, each level of each cell is one add. With costs at many, each cell's costs are
    /// merged with the symbol's in one pass (both are sorted by level), so that a symbol with costs at thousands of
    /// levels costs one pass per cell, not one insertion into the middle of a list per level.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        guard symbol.index < costs.count, !costs[symbol.index].isEmpty else { return }
        var taken = SymbolCosts()
        swap(&taken, &costs[symbol.index])
        taken.forEachStrongestFirst(levels: levels) { entry in
            let level = Int(entry.level)
            journal?.append((level, symbol, entry.cost))
            if journal != nil { constantJournal.append((level, constants[level])) }
            constants[level] += row.constant * entry.cost
        }
        if taken.count <= Objective.mergeThreshold {
            taken.forEachStrongestFirst(levels: levels) { entry in
                for cell in row.cells {
                    add(cell.symbol, cell.coefficient * entry.cost, level: Int(entry.level), strength: entry.strength)
                }
            }
            return
        }
        for cell in row.cells { merge(taken, times: cell.coefficient, into: cell.symbol) }
    }

    /// Up to this many levels, substituting a symbol adds its costs one level at a time (short lists, no
    /// allocation); past it, they are merged into each cell's costs in one pass.
    static let mergeThreshold = 8

    /// Adds `factor × added` to the costs of `symbol`, merging the two lists strongest first.
    private mutating func merge(_ added: SymbolCosts, times factor: Double, into symbol: Symbol) {
        let i = symbol.index
        costs.extend(to: i + 1, with: SymbolCosts())
        var merged: [LevelCost] = []
        merged.reserveCapacity(costs[i].count + added.count)
        var negative = false
        var ia = 0, ib = 0
        let na = costs[i].count, nb = added.count
        while ia < na || ib < nb {
            let old = ia < na ? costs[i].entry(ia, levels: levels) : nil
            let new = ib < nb ? added.entry(ib, levels: levels) : nil
            var entry: LevelCost
            var oldCost = 0.0, amount = 0.0
            if let old, let new, old.level == new.level {
                entry = old
                oldCost = old.cost
                amount = new.cost * factor
                ia += 1
                ib += 1
            } else if let old, new.map({ old.strength > $0.strength }) ?? true {
                merged.append(old)
                ia += 1
                continue
            } else if let new {
                entry = new
                amount = new.cost * factor
                ib += 1
            } else {
                break
            }
            guard let value = Objective.sum(oldCost, amount) else {
                if oldCost != 0 { merged.append(entry) }
                continue
            }
            journal?.append((Int(entry.level), symbol, oldCost))
            if value <= 0 { negative = true }
            if value != 0 {
                entry.cost = value
                merged.append(entry)
            }
        }
        costs[i] = SymbolCosts(strongestFirst: merged)
        if negative { noteCandidate(symbol) }
    }

    /// Drops `symbol` from every level (the artificial variable, once it is pinned at zero; a dropped marker).
    mutating func remove(_ symbol: Symbol) {
        guard symbol.index < costs.count, !costs[symbol.index].isEmpty else { return }
        var taken = SymbolCosts()
        swap(&taken, &costs[symbol.index])
        if journal != nil {
            taken.forEachStrongestFirst(levels: levels) { entry in
                journal?.append((Int(entry.level), symbol, entry.cost))
            }
        }
    }

    /// Sets the cost of `symbol` at a level back to `value` (rolling a journal back).
    private mutating func restore(_ symbol: Symbol, level: Int, to value: Double) {
        let i = symbol.index
        costs.extend(to: i + 1, with: SymbolCosts())
        _ = costs[i].update(level: Int32(level), strength: levels[level], levels: levels) { $0 == value ? nil : value }
    }

    /// Which way a cost decides the sign test: nil when it is within the tolerance, so the next level decides.
    ///
    /// Rounding drift leaves costs like 1e-7 at a level where the true cost is 0; letting that decide would hide a
    /// real improvement at the levels below (a weighted sum, as in Kiwi, never notices it).
    @inline(__always) private static func decides(_ cost: Double) -> Bool? {
        if cost < -Objective.levelTolerance { return true }
        if cost > Objective.levelTolerance { return false }
        return nil
    }

    /// Whether the reduced cost of `symbol` is lexicographically negative.
    @inline(__always) func isNegative(_ symbol: Symbol) -> Bool {
        guard symbol.index < costs.count else { return false }
        return costs[symbol.index].firstDeciding(Objective.decides) ?? false
    }

    /// Whether the reduced cost of `symbol` would be lexicographically negative with `amount` added at `level`.
    func isNegative(_ symbol: Symbol, adding amount: Double, atLevel level: Int) -> Bool {
        guard symbol.index < costs.count else { return Objective.decides(amount) ?? false }
        let strength = levels[level], id = Int32(level)
        var pending = true
        let decision = costs[symbol.index].firstDecidingEntry(levels: levels) { entry in
            if pending && entry.strength < strength {
                pending = false
                if let decision = Objective.decides(amount) { return decision }
            }
            if entry.level == id {
                pending = false
                return Objective.decides(entry.cost + amount)
            }
            return Objective.decides(entry.cost)
        }
        if let decision { return decision }
        return pending ? Objective.decides(amount) ?? false : false
    }

    /// The reduced cost of one symbol with multiples of other symbols' costs added, level by level: the slope of
    /// the objective along an entering symbol as a long step crosses the rows that bound it.
    struct Slope {
        /// The costs, strongest level first; a level appears once.
        fileprivate var entries: [LevelCost] = []

        /// Whether moving along the slope still lowers the objective: its strongest deciding level is negative.
        var isNegative: Bool {
            for entry in entries {
                if let decision = Objective.decides(entry.cost) { return decision }
            }
            return false
        }
    }

    /// The slope along `symbol`: its reduced cost.
    func slope(of symbol: Symbol) -> Slope {
        var slope = Slope()
        if symbol.index < costs.count {
            costs[symbol.index].forEachStrongestFirst(levels: levels) { slope.entries.append($0) }
        }
        return slope
    }

    /// Adds `factor × cost(other)` to `slope`, one level of `other` at a time (found by a binary search on the
    /// strength, so a slope gathering costs at many distinct levels costs a search per level, not a scan).
    func add(_ other: Symbol, times factor: Double, to slope: inout Slope) {
        guard other.index < costs.count else { return }
        costs[other.index].forEachStrongestFirst(levels: levels) { entry in
            var low = 0, high = slope.entries.count
            while low < high {
                let middle = (low + high) / 2
                if slope.entries[middle].strength > entry.strength { low = middle + 1 } else { high = middle }
            }
            if low < slope.entries.count && slope.entries[low].level == entry.level {
                slope.entries[low].cost += entry.cost * factor
            } else {
                slope.entries.insert(
                    LevelCost(cost: entry.cost * factor, strength: entry.strength, level: entry.level), at: low)
            }
        }
    }

    /// Whether `symbol` has a cost at any level.
    func hasCost(_ symbol: Symbol) -> Bool {
        symbol.index < costs.count && !costs[symbol.index].isEmpty
    }

    /// Whether every cost of `symbol` is within the tolerance: moving it changes the objective at no level.
    func hasOnlyNegligibleCosts(_ symbol: Symbol) -> Bool {
        guard symbol.index < costs.count else { return true }
        return costs[symbol.index].firstDeciding { abs($0) > Objective.levelTolerance ? true : nil } == nil
    }

    /// What entering `symbol` costs first, by its strongest deciding cost: that level's strength when the cost is
    /// positive (entering gives that level up), minus it when negative (entering improves that level), 0 when no
    /// cost decides. Lower is better; phase one ranks its candidates on long rows by it.
    func enteringPenalty(of symbol: Symbol) -> Double {
        guard symbol.index < costs.count else { return 0 }
        var penalty = 0.0
        _ = costs[symbol.index].firstDecidingEntry(levels: levels) { entry in
            guard abs(entry.cost) > Objective.levelTolerance else { return nil }
            penalty = entry.cost > 0 ? entry.strength : -entry.strength
            return true
        }
        return penalty
    }

    /// Below this a reduced cost does not decide its level (rows and weights are O(1) in layout problems).
    static let levelTolerance = 1.0e-6

    /// Pops the highest-id symbol whose reduced cost is negative (the caller still checks it is parametric).
    mutating func popNegative() -> Symbol? {
        while true {
            let id: Int32
            if let rising = risingCandidates.last, candidates.least.map({ rising > ~$0 }) ?? true {
                id = risingCandidates.removeLast()
            } else if let inverted = candidates.pop() {
                id = ~inverted
            } else {
                break
            }
            let symbol = Symbol(id: id)
            if symbol.index < isCandidate.count { isCandidate[symbol.index] = false }
            if isNegative(symbol) { return symbol }
        }
        return nil
    }

    /// Whether `cost(a) / ca < cost(b) / cb` lexicographically (the dual ratio test).
    ///
    /// Walks the levels either symbol has a cost at, strongest first; at a level only one has a cost at, the
    /// other's ratio is 0.
    func ratio(_ a: Symbol, over ca: Double, isLessThan b: Symbol, over cb: Double) -> Bool {
        var ia = 0, ib = 0
        let na = a.index < costs.count ? costs[a.index].count : 0
        let nb = b.index < costs.count ? costs[b.index].count : 0
        while ia < na || ib < nb {
            let entryA = ia < na ? costs[a.index].entry(ia, levels: levels) : nil
            let entryB = ib < nb ? costs[b.index].entry(ib, levels: levels) : nil
            var ra = 0.0, rb = 0.0
            if let entryA, let entryB, entryA.level == entryB.level {
                ra = entryA.cost / ca
                rb = entryB.cost / cb
                ia += 1
                ib += 1
            } else if let entryA, entryB.map({ entryA.strength > $0.strength }) ?? true {
                ra = entryA.cost / ca
                ia += 1
            } else if let entryB {
                rb = entryB.cost / cb
                ib += 1
            }
            // Ratios that tie mathematically can differ by a rounding step; only a real difference decides,
            // otherwise a lower level would be sacrificed for noise at a higher one.
            if abs(ra - rb) > 1.0e-9 * max(1, abs(ra), abs(rb)) { return ra < rb }
        }
        return false
    }

    /// Forgets everything about `symbol`, whose id is given back (outside any journal).
    mutating func forget(_ symbol: Symbol) {
        if symbol.index < costs.count { costs[symbol.index] = SymbolCosts() }
        if symbol.index < isCandidate.count { isCandidate[symbol.index] = false }
    }

    /// Forgets symbols with ids at or past `count` (after a failed call created and then dropped them).
    mutating func truncateSymbols(to count: Int) {
        if costs.count > count { costs.removeLast(costs.count - count) }
        if isCandidate.count > count { isCandidate.removeLast(isCandidate.count - count) }
        candidates.removeAll { Int(~$0) >= count }
        risingCandidates.removeAll { Int($0) >= count }
    }

    // MARK: Journal

    mutating func beginJournal() {
        journal = []
        constantJournal.removeAll(keepingCapacity: true)
    }

    mutating func commitJournal() {
        journal = nil
        constantJournal.removeAll(keepingCapacity: true)
    }

    mutating func rollBackJournal() {
        guard let records = journal else { return }
        journal = nil
        for record in records.reversed() { restore(record.symbol, level: record.level, to: record.old) }
        for record in constantJournal.reversed() { constants[record.level] = record.old }
        constantJournal.removeAll(keepingCapacity: true)
    }

    // MARK: Reading the whole objective

    /// Every level, strongest first, with its constant and its non-zero costs in symbol order (for `dump()`).
    func levelsStrongestFirst() -> [(level: Double, constant: Double, cells: [Cell])] {
        var cells = [[Cell]](repeating: [], count: levels.count)
        for (index, symbolCosts) in costs.enumerated() {
            symbolCosts.forEachStrongestFirst(levels: levels) {
                cells[Int($0.level)].append(Cell(symbol: Symbol(id: Int32(index)), coefficient: $0.cost))
            }
        }
        return levels.indices.sorted { levels[$0] > levels[$1] }.map { (levels[$0], constants[$0], cells[$0]) }
    }

    /// The non-zero costs of all symbols: (level id, symbol, cost), for checking invariants.
    func allCosts() -> [(level: Int, symbol: Symbol, cost: Double)] {
        var result: [(level: Int, symbol: Symbol, cost: Double)] = []
        for (index, symbolCosts) in costs.enumerated() {
            symbolCosts.forEachStrongestFirst(levels: levels) {
                result.append((Int($0.level), Symbol(id: Int32(index)), $0.cost))
            }
        }
        return result
    }
}

/// One non-zero cost of a symbol: its value, the strength of its level (the order of the sign test) and the level's
/// id (where the level's constant is).
struct LevelCost {
    var cost: Double
    var strength: Double
    var level: Int32
}

/// The non-zero costs of one symbol, by level: the strongest inline, so that a symbol with a cost at one level (most
/// error symbols) takes no allocation, and the others in `rest`, weakest first, so that a cost at a level stronger
/// than all the others, the order in which distinct priorities usually arrive, is an append.
///
/// The inline cost keeps no strength (it is read from the objective's `levels`, passed in): the objective holds one
/// of these per symbol id, and without it one takes 24 bytes rather than 32.
struct SymbolCosts {
    /// The strongest cost; 0 means the symbol has none (and then `rest` is empty).
    private var firstCost = 0.0
    /// The level id of `firstCost`.
    private var firstLevel: Int32 = -1
    /// The other costs, weakest first.
    private var rest: [LevelCost] = []

    var isEmpty: Bool { firstCost == 0 }

    init() {}

    /// The costs `entries` lists, strongest first, none of them 0.
    init(strongestFirst entries: [LevelCost]) {
        guard let strongest = entries.first else { return }
        firstCost = strongest.cost
        firstLevel = strongest.level
        rest = entries.dropFirst().reversed()
    }

    /// How many levels the symbol has a cost at.
    var count: Int { isEmpty ? 0 : rest.count + 1 }

    /// The strongest cost, its strength read from `levels` (the strength of each level id).
    @inline(__always) private func first(_ levels: [Double]) -> LevelCost {
        LevelCost(cost: firstCost, strength: levels[Int(firstLevel)], level: firstLevel)
    }

    /// The `index`th cost, strongest first.
    @inline(__always) func entry(_ index: Int, levels: [Double]) -> LevelCost {
        index == 0 ? first(levels) : rest[rest.count - index]
    }

    func cost(atLevel level: Int32) -> Double {
        if isEmpty { return 0 }
        if firstLevel == level { return firstCost }
        for entry in rest where entry.level == level { return entry.cost }
        return 0
    }

    /// Calls `body` on each cost, strongest first.
    @inline(__always) func forEachStrongestFirst(levels: [Double], _ body: (LevelCost) throws -> Void) rethrows {
        guard !isEmpty else { return }
        try body(first(levels))
        var index = rest.count
        while index > 0 {
            index -= 1
            try body(rest[index])
        }
    }

    /// The first answer `decide` gives, reading the costs strongest first.
    @inline(__always) func firstDeciding(_ decide: (Double) -> Bool?) -> Bool? {
        guard !isEmpty else { return nil }
        if let decision = decide(firstCost) { return decision }
        var index = rest.count
        while index > 0 {
            index -= 1
            if let decision = decide(rest[index].cost) { return decision }
        }
        return nil
    }

    /// The first answer `decide` gives, reading the costs, with their levels, strongest first.
    @inline(__always) func firstDecidingEntry(levels: [Double], _ decide: (LevelCost) -> Bool?) -> Bool? {
        guard !isEmpty else { return nil }
        if let decision = decide(first(levels)) { return decision }
        var index = rest.count
        while index > 0 {
            index -= 1
            if let decision = decide(rest[index]) { return decision }
        }
        return nil
    }

    /// Replaces the cost at `level` (of `strength`) by `change(old)`, unless that is nil; a new cost of 0 removes
    /// the level. Returns the old and new cost, or nil when nothing changed.
    @inline(__always) mutating func update(
        level: Int32, strength: Double, levels: [Double], _ change: (Double) -> Double?
    ) -> (old: Double, new: Double)? {
        if isEmpty {
            guard let value = change(0), value != 0 else { return nil }
            (firstCost, firstLevel) = (value, level)
            return (0, value)
        }
        if firstLevel == level {
            let old = firstCost
            guard let value = change(old) else { return nil }
            if value != 0 {
                firstCost = value
            } else if let next = rest.popLast() {
                (firstCost, firstLevel) = (next.cost, next.level)
            } else {
                (firstCost, firstLevel) = (0, -1)
            }
            return (old, value)
        }
        let firstStrength = levels[Int(firstLevel)]
        if strength > firstStrength {
            guard let value = change(0), value != 0 else { return nil }
            rest.append(LevelCost(cost: firstCost, strength: firstStrength, level: firstLevel))
            (firstCost, firstLevel) = (value, level)
            return (0, value)
        }
        // `rest` is weakest first: a binary search finds the first cost at least as strong as `strength`, so a
        // symbol with costs at thousands of levels finds any one of them in a few steps.
        var low = 0, high = rest.count
        while low < high {
            let middle = (low + high) / 2
            if rest[middle].strength < strength { low = middle + 1 } else { high = middle }
        }
        let index = low
        if index < rest.count && rest[index].level == level {
            let old = rest[index].cost
            guard let value = change(old) else { return nil }
            if value == 0 { rest.remove(at: index) } else { rest[index].cost = value }
            return (old, value)
        }
        guard let value = change(0), value != 0 else { return nil }
        // `insert(_:at:)` on a list of a few costs is a generic call of about 300 instructions; appending and
        // moving the stronger ones up a place by hand costs a few per cost moved.
        let entry = LevelCost(cost: value, strength: strength, level: level)
        rest.append(entry)
        var position = rest.count - 1
        while position > index {
            rest[position] = rest[position - 1]
            position -= 1
        }
        rest[index] = entry
        return (0, value)
    }
}
