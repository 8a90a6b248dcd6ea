/// An incremental Cassowary solver with lexicographic strengths.
///
/// Add and remove constraints one at a time, mark variables as edit variables and suggest values for them; call
/// ``updateVariables()`` to write the solution into the variables.
///
/// ```swift
/// let solver = Solver()
/// let left = Variable("left"), mid = Variable("mid"), right = Variable("right")
/// try solver.add(mid == (left + right) / 2)
/// try solver.add(right == left + 10)
/// try solver.add(right <= 100)
/// try solver.add(left >= 0)
/// try solver.addEditVariable(mid, strength: .strong)
/// try solver.suggestValue(mid, 80)
/// solver.updateVariables()   // left 75, mid 80, right 85
/// ```
///
/// Every throwing call either succeeds or leaves the solver exactly as it was. The same sequence of calls always
/// gives bit-identical values: no decision depends on hashing or on memory addresses.
public final class Solver {
    /// How many rows a required equality's marker may spread into before its column is dropped.
    private let markerSpreadLimit: Int32
    /// Not checked for exclusive access at run time, like the other fields every operation reads (marked
    /// `@exclusivity(unchecked)`): each operation goes through them a dozen times or more, at about 75
    /// instructions a check (3 to 5 % of an `add`). Only the solver's own methods touch them, one at a time; none
    /// passes them to a closure that could reach them again.
    @exclusivity(unchecked) private var tableau: Tableau
    @exclusivity(unchecked) private var token = SolverToken()
    /// Every variable in use, in order of first appearance, with its symbol and use count; retired entries are nil
    /// until the list is compacted. An entry is 16 bytes, where a per-id array of use counts took 4 bytes for every
    /// symbol.
    @exclusivity(unchecked) private var variables: [VariableEntry] = []
    private var retiredVariableCount = 0
    /// Symbols of removed constraints, and of variables no constraint uses, that a row still held when they became
    /// free to go: looked at again, once the list has doubled, until nothing holds them.
    private var lingering: [Symbol] = []
    private var isLingering: [Bool] = []
    private var lingeringAtLastCheck = 0
    /// Symbols of variables whose own cache belongs to another live solver.
    @exclusivity(unchecked) private var foreignSymbols: [ObjectIdentifier: Symbol] = [:]
    /// Records of constraints whose own tag belongs to another live solver; the others keep theirs inline.
    @exclusivity(unchecked) private var foreignRecords: [ObjectIdentifier: ConstraintTag] = [:]
    @exclusivity(unchecked) private var edits: [ObjectIdentifier: EditRecord] = [:]
    /// The constraint that owns each marker: what keeps the solver's constraints alive, lists them in order for a
    /// rebuild, and (the required ones) explains conflicts.
    ///
    /// Dense: a marker finds its entry through `Tableau.entrySlot(of:)`, so ids that are not markers of
    /// constraints in the solver (variables, the other errors, lingering markers) take no 8 bytes here. Free entries
    /// are nil, listed in `freeOwnerSlots`.
    @exclusivity(unchecked) private var markerOwners: [Constraint?] = []
    @exclusivity(unchecked) private var freeOwnerSlots: [Int32] = []
    @exclusivity(unchecked) private var nextOrder = 0
    /// Constraints added with `constantWillChange`, whose markers a rebuild must keep too.
    @exclusivity(unchecked) private var keptConstraints: Set<ObjectIdentifier> = []
    /// Set when a constraint whose marker was dropped is removed: the tableau is rebuilt before it is next used.
    @exclusivity(unchecked) private var needsRebuild = false
    /// Removals whose tableau work (dropping the costs, eliminating the marker, optimising, retiring the symbols)
    /// waits, in order, for the next call that uses the tableau (`rebuildIfNeeded()`): a removal after them that
    /// forces a rebuild makes that work moot, as the rebuild replays only the constraints that remain. A held
    /// `.fillProportionally` stack showing a view removes every view's share, each eliminated through a row as long
    /// as the stack, before the required edge whose marker was dropped: done at once, those eliminations would be
    /// quadratic in the stack, and the rebuild would throw all of it away.
    @exclusivity(unchecked) private var pendingRemovals: [PendingRemoval] = []
    /// Set while the tableau is rebuilt, so that a replayed suggestion cannot start another rebuild.
    private var isRebuilding = false
    /// The largest magnitude of a constant, coefficient or suggested value seen since the solver was created or
    /// reset: the scale of the rounding that substitutions leave in row constants.
    @exclusivity(unchecked) private var largestMagnitude: Double = 0
    /// The smallest magnitude of a coefficient the tableau took in (terms near zero are left out) since the solver
    /// was created or reset; infinity before any.
    @exclusivity(unchecked) private var smallestCoefficient: Double = .infinity
    /// Set when constraints were added since the objective was last optimised: `add` keeps the tableau feasible
    /// and leaves optimising to the first call that needs an optimal basis (`ensureOptimal()`).
    @exclusivity(unchecked) private var optimizationPending = false
    /// Whether the values of the rows that name basic symbols were evaluated since the tableau last changed:
    /// ``value(of:)`` reads them in O(1) while it holds, and evaluates them all once when it does not.
    @exclusivity(unchecked) private var valuesAreCurrent = false

    /// Creates an empty solver.
    public convenience init() {
        self.init(markerSpreadLimit: 8)
    }

    /// A solver that keeps each required equality's marker column until it spreads into more than `limit` rows
    /// (`.max` keeps them all, as Kiwi does). For tests: ``init()`` uses 8.
    @_spi(Testing) public init(markerSpreadLimit limit: Int32) {
        markerSpreadLimit = limit
        tableau = Tableau(markerSpreadLimit: limit)
    }

    deinit { token.isLive = false }

    /// The largest magnitude the solver accepts for a coefficient, a constant or a suggested value: 1e9.
    ///
    /// The simplex compares values against a tolerance of 1e-8; a row that mixes 1e16 with small numbers loses the
    /// digits that tell them apart, and its errors then survive every later call. Below 1e9 a layout keeps about
    /// seven significant digits after the point, far more than pixels need. Larger numbers are refused with
    /// ``SolverError/invalidValue`` before anything changes.
    public static let maximumMagnitude: Double = 1e9

    /// Whether `value` is finite and at most ``maximumMagnitude`` in magnitude.
    static func isRepresentable(_ value: Double) -> Bool {
        value.isFinite && abs(value) <= maximumMagnitude
    }

    // MARK: Constraints

    /// Adds a constraint.
    ///
    /// - Throws: ``SolverError/duplicateConstraint(_:)`` if it is already in the solver,
    ///   ``SolverError/invalidValue`` for a NaN or infinite number or one above ``maximumMagnitude``, and
    ///   ``SolverError/unsatisfiableConstraint(_:conflicting:)`` for a required constraint that cannot hold with the
    ///   required constraints already added. Nothing changes when it throws.
    public func add(_ constraint: Constraint) throws(SolverError) {
        try add(constraint, constantWillChange: false)
    }

    /// Adds a constraint whose constant you mean to change with ``setConstant(_:of:)``.
    ///
    /// With `constantWillChange` the solver keeps, however far it spreads, the record it needs to move the
    /// constant in place; otherwise a widely shared required equality may lose it, and its first change costs a
    /// rebuild.
    public func add(_ constraint: Constraint, constantWillChange: Bool) throws(SolverError) {
        valuesAreCurrent = false
        let key = ObjectIdentifier(constraint)
        guard tag(of: constraint) == nil else { throw .duplicateConstraint(constraint) }
        let magnitude = constraint.expression.largestMagnitude
        guard Solver.isRepresentable(magnitude), constraint.strength.isValid else { throw .invalidValue }
        rebuildIfNeeded()
        let previousMagnitude = largestMagnitude
        noteMagnitude(magnitude)
        if constantWillChange { keptConstraints.insert(key) } // `finishInsert` keeps its marker
        do throws(SolverError) {
            try insert(constraint, order: nextOrder, kept: constantWillChange)
        } catch {
            largestMagnitude = previousMagnitude // a refusal leaves the solver exactly as it was
            if constantWillChange { keptConstraints.remove(key) }
            throw error
        }
        nextOrder += 1
    }

    /// Adds a validated constraint to the tableau; `kept`: whether it is in `keptConstraints` (known to every caller,
    /// so that adding a constraint does not look it up there).
    private func insert(_ constraint: Constraint, order: Int, kept: Bool) throws(SolverError) {

        let symbolMark = tableau.markSymbols()
        let variableMark = variables.count
        let strength = constraint.strength
        let expression = constraint.expression // read once: each read copies it
        let scale = Solver.rowScale(of: expression)
        let weight = Solver.scaled(strength.weight, by: scale)

        // The row `expression (relation) 0`, in terms of parametric symbols, plus its marker symbols. A new variable
        // that can be solved for keeps the basic variables the row names as names, not rows.
        for term in expression.terms where !nearZero(term.coefficient) {
            smallestCoefficient = min(smallestCoefficient, abs(term.coefficient))
            tableau.appendTerm(symbol(for: term.variable), term.coefficient)
        }
        var (row, naming) = tableau.buildRow(constant: expression.constant, markers: strength.isRequired ? 1 : 2)
        // The markers are new symbols, in no row yet: each is appended, with no search of the row for it, into the
        // room `buildRow` left for it. Their coefficients (± the scale, at least 1) are never near zero.
        var marker = Symbol.invalid, other = Symbol.invalid
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign = constraint.relation == .lessThanOrEqual ? scale : -scale
            marker = tableau.newSymbol(.slack)
            row.cells.append(Cell(symbol: marker, coefficient: sign))
            if !strength.isRequired {
                other = tableau.newSymbol(.error)
                row.cells.append(Cell(symbol: other, coefficient: -sign))
                tableau.addToObjective(other, weight, level: tableau.levelIndex(for: strength.level))
            }
        case .equal:
            if strength.isRequired {
                marker = tableau.newSymbol(.dummy)
                row.cells.append(Cell(symbol: marker, coefficient: scale))
            } else {
                marker = tableau.newSymbol(.error)
                other = tableau.newSymbol(.error)
                row.cells.append(Cell(symbol: marker, coefficient: -scale))
                row.cells.append(Cell(symbol: other, coefficient: scale))
                let level = tableau.levelIndex(for: strength.level)
                tableau.addToObjective(marker, weight, level: level)
                tableau.addToObjective(other, weight, level: level)
            }
        }
        if row.constant < 0 { row.reverseSign() }

        if naming.isValid {
            tableau.insertNaming(consume row, solvedFor: naming)
            finishInsert(constraint, marker: marker, other: other, order: order, kept: kept)
            return
        }
        var subject = chooseSubject(row, marker: marker, other: other)
        if constraint.relation == .equal, !strength.isRequired, subject.isValid, tableau.kind(subject) == .error,
            nearZero(row.constant), let level = tableau.objective.existingLevelIndex(for: strength.level)
        {
            balanceErrorSubject(&row, &subject, marker: marker, other: other, weight: weight, level: level)
        }
        if !subject.isValid && row.cells.allSatisfy({ tableau.kind($0.symbol) == .dummy }) {
            if !isNegligibleResidual(row.constant, comparedTo: largestMagnitude) {
                let conflicting = owners(of: row.cells)
                forgetSymbols(from: symbolMark, variablesFrom: variableMark)
                throw .unsatisfiableConstraint(constraint, conflicting: explained(constraint, markers: conflicting))
            }
            subject = marker // redundant: already implied by the required constraints
        }
        if !subject.isValid, skipsPhaseOneWhenOnePivotDoes,
            let entering = tableau.enteringWithoutPhaseOne(row, scale: largestMagnitude)
        {
            subject = entering // phase one's one pivot, without the artificial variable
        }
        if subject.isValid {
            tableau.insert(consume row, solvedFor: subject, droppingCrowdedMarkersBut: marker)
        } else {
            phaseOneCount += 1
            tableau.beginJournal()
            let droppedHere = tableau.dropCrowdedMarkers(in: &row, except: marker)
            let (success, certificate) = tableau.addWithArtificialVariable(row, scale: largestMagnitude)
            if !success {
                let conflicting = owners(of: certificate)
                tableau.rollBackJournal()
                forgetSymbols(from: symbolMark, variablesFrom: variableMark)
                // The certificate lacks the markers just dropped: only the replay can name their constraints.
                throw .unsatisfiableConstraint(
                    constraint, conflicting: explained(constraint, markers: conflicting, replaying: droppedHere))
            }
            tableau.commitJournal()
        }

        finishInsert(constraint, marker: marker, other: other, order: order, kept: kept)
    }

    /// The power of two a constraint's markers (its slack, error or dummy symbols) are multiplied by in its row: 1
    /// unless a coefficient is 2 or more, else the largest power of two at most the largest coefficient.
    ///
    /// The simplex erases coefficients below 1e-8 as rounding. With markers of coefficient 1, a row whose terms
    /// have coefficients of 1e9, once solved for a variable, gave its markers coefficients of 1e-9, which vanished
    /// at the next substitution: the constraint lost its slack and a required one was broken. Markers scaled with
    /// the terms keep coefficients near 1 when the row is solved for any symbol. Each marker then measures the
    /// expression divided by the scale, so its cost is multiplied by the scale (and `setConstant` moves it by the
    /// change divided by it): the problem is the same one. A power of two multiplies and divides exactly, so a row
    /// with coefficients below 2 is built bit for bit as before, and a scaled row's arithmetic is the unscaled
    /// one's, but for what the tolerance takes for rounding. (Terms of one row more than about 1e8 apart still
    /// lose the small one to the tolerance, as in Kiwi.)
    @inline(__always) static func rowScale(of expression: Expression) -> Double {
        var largest = 0.0
        for term in expression.terms { largest = max(largest, abs(term.coefficient)) }
        guard largest >= 2 else { return 1 }
        return Double(sign: .plus, exponent: largest.exponent, significand: 1)
    }

    /// A constraint's weight in the objective for markers scaled by `scale` (finite even for absurd weights).
    @inline(__always) static func scaled(_ weight: Double, by scale: Double) -> Double {
        min(weight * scale, .greatestFiniteMagnitude)
    }

    /// Records an inserted constraint and settles the tableau; optimising waits for ``ensureOptimal()``.
    private func finishInsert(_ constraint: Constraint, marker: Symbol, other: Symbol, order: Int, kept: Bool) {
        for term in tableau.lastTerms { variables[Int(tableau.entrySlots[term.symbol.index])].uses += 1 }
        setTag(ConstraintTag(marker: marker, other: other, order: order), of: constraint)
        if let slot = freeOwnerSlots.popLast() {
            markerOwners[Int(slot)] = constraint
            tableau.setEntrySlot(slot, of: marker)
        } else {
            tableau.setEntrySlot(Int32(markerOwners.count), of: marker)
            markerOwners.appendGrowing(constraint)
        }
        // Kept before spread markers are dropped below: a kept marker is never dropped.
        if kept { tableau.keepMarker(marker) }
        // Optimising after every add makes each of K copies of a form re-pivot on the edit errors every copy's rows
        // share (K² work); one optimisation before the basis is next needed does the work once.
        tableau.settle()
        optimizationPending = true
        tableau.dropSpreadMarkers()
    }

    /// Optimises the objective if constraints were added since it last was: before anything that reads the
    /// solution or needs an optimal basis (the dual simplex of `suggestValue` and `setConstant`).
    func ensureOptimal() {
        guard optimizationPending else { return }
        optimizationPending = false
        tableau.optimize()
        tableau.dropSpreadMarkers()
    }

    /// Removes a constraint.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)`` if it is not in the solver.
    public func remove(_ constraint: Constraint) throws(SolverError) {
        valuesAreCurrent = false
        guard let record = removeTag(of: constraint) else { throw .unknownConstraint(constraint) }
        if !keptConstraints.isEmpty { keptConstraints.remove(ObjectIdentifier(constraint)) }
        let ownerSlot = tableau.entrySlot(of: record.marker)
        markerOwners[Int(ownerSlot)] = nil
        freeOwnerSlots.append(ownerSlot)
        tableau.setEntrySlot(-1, of: record.marker)
        var unused: [Symbol] = []
        for term in constraint.expression.terms where !nearZero(term.coefficient) {
            guard let symbol = existingSymbol(for: term.variable) else { continue }
            let position = Int(tableau.entrySlots[symbol.index])
            variables[position].uses -= 1
            if variables[position].uses == 0 { unused.append(symbol) }
        }
        if needsRebuild || tableau.dropped[record.marker.index] {
            needsRebuild = true // the rebuild forgets every symbol nothing uses
            pendingRemovals.removeAll()
            return
        }
        pendingRemovals.append(
            PendingRemoval(constraint: constraint, marker: record.marker, other: record.other, unused: unused))
    }

    /// Does the tableau work of the removals that wait (`pendingRemovals`), in the order they were made, unless one
    /// of them finds the rebuild it needs (a marker that an earlier one's optimisation dropped): the rest is moot.
    func finishPendingRemovals() {
        guard !pendingRemovals.isEmpty else { return }
        var removals: [PendingRemoval] = []
        swap(&removals, &pendingRemovals)
        for removal in removals {
            if needsRebuild || tableau.dropped[removal.marker.index] {
                needsRebuild = true
                return
            }
            finishRemoval(removal)
        }
    }

    /// The tableau's part of removing a constraint: its errors' costs go, its marker is eliminated, the objective is
    /// optimised again, and the symbols nothing refers to any more are given back.
    private func finishRemoval(_ removal: PendingRemoval) {
        let constraint = removal.constraint
        let strength = constraint.strength
        if !strength.isRequired, let level = tableau.objective.existingLevelIndex(for: strength.level) {
            let weight = Solver.scaled(strength.weight, by: Solver.rowScale(of: constraint.expression))
            // Marker first, then the other error (without an array to hold the two).
            func dropCost(of symbol: Symbol) {
                guard symbol.isValid && tableau.kind(symbol) == .error else { return }
                tableau.addToObjective(symbol, -weight, level: level)
            }
            dropCost(of: removal.marker)
            dropCost(of: removal.other)
        }
        if tableau.isBasic(removal.marker) {
            _ = tableau.removeRow(of: removal.marker)
        } else {
            tableau.expandNamingRows(holding: removal.marker)
            if let slot = tableau.markerLeavingSlot(for: removal.marker) {
                tableau.eliminate(removal.marker, through: slot)
            }
        }
        tableau.optimize()
        optimizationPending = false
        tableau.dropSpreadMarkers()
        retire(removal.marker)
        retire(removal.other)
        for symbol in removal.unused { retire(symbol) }
        reviewLingering()
    }

    // MARK: Recycling symbols

    /// The symbol `variable` has in this solver, if it has one.
    func existingSymbol(for variable: Variable) -> Symbol? {
        if variable.symbolOwner === token { return variable.cachedSymbol }
        return foreignSymbols[ObjectIdentifier(variable)]
    }

    /// Gives back the id of a removed constraint's marker, or of a variable no constraint uses, once nothing in the
    /// tableau refers to it; until then it lingers.
    ///
    /// A variable nothing uses may still be basic: its row only defines its value, and goes unless a row names it.
    private func retire(_ symbol: Symbol) {
        guard symbol.isValid, tableau.kind(symbol) != .invalid else { return }
        if tableau.kind(symbol) == .external {
            guard useCount(of: symbol) == 0 else { return }
            if tableau.isBasic(symbol) && tableau.columnCount(of: symbol) == 0 { _ = tableau.removeRow(of: symbol) }
        }
        guard tableau.isUnused(symbol) else {
            if isLingering.count <= symbol.index {
                isLingering.append(contentsOf: repeatElement(false, count: symbol.index + 1 - isLingering.count))
            }
            if !isLingering[symbol.index] {
                isLingering[symbol.index] = true
                lingering.append(symbol)
            }
            return
        }
        if tableau.kind(symbol) == .external { unregister(symbol) }
        tableau.release(symbol)
    }

    /// Retires the lingering symbols that nothing refers to any more, once the list has doubled since it was last
    /// looked at (so looking costs O(1) per symbol that lingered).
    private func reviewLingering() {
        guard lingering.count > max(32, 2 * lingeringAtLastCheck) else { return }
        let candidates = lingering
        lingering.removeAll(keepingCapacity: true)
        for symbol in candidates { isLingering[symbol.index] = false }
        for symbol in candidates {
            // An external used again by a constraint is retired when that one goes.
            if tableau.kind(symbol) == .external && useCount(of: symbol) > 0 { continue }
            retire(symbol)
        }
        lingeringAtLastCheck = lingering.count
    }

    /// How many terms of constraints in the solver use an external symbol's variable.
    private func useCount(of symbol: Symbol) -> Int32 {
        variables[Int(tableau.entrySlots[symbol.index])].uses
    }

    /// Forgets a variable nothing uses: its entry, and its cached symbol so that a later use gets a new one.
    private func unregister(_ symbol: Symbol) {
        let position = Int(tableau.entrySlots[symbol.index])
        guard position >= 0, position < variables.count, variables[position].symbol == symbol else { return }
        if let variable = variables[position].variable {
            if variable.symbolOwner === token {
                variable.symbolOwner = nil
                variable.cachedSymbol = .invalid
            } else {
                foreignSymbols[ObjectIdentifier(variable)] = nil
            }
        }
        variables[position] = VariableEntry(variable: nil, symbol: .invalid, uses: 0)
        retiredVariableCount += 1
        guard retiredVariableCount > 64, retiredVariableCount * 2 > variables.count else { return }
        variables.removeAll { $0.variable == nil }
        for (position, entry) in variables.enumerated() { tableau.setEntrySlot(Int32(position), of: entry.symbol) }
        retiredVariableCount = 0
    }

    /// Changes the constant of a constraint in the solver, in place: `x + 10 <= y` becomes `x + 25 <= y`.
    ///
    /// Much cheaper than removing the constraint and adding a changed copy: the change moves along the
    /// constraint's marker and the dual simplex repairs what it breaks, as ``suggestValue(_:_:)`` does for an edit.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)``, ``SolverError/invalidValue`` for NaN, infinity or a
    ///   magnitude above ``maximumMagnitude``, and
    ///   ``SolverError/unsatisfiableConstraint(_:conflicting:)`` when a required constraint cannot hold with its
    ///   new constant. Nothing changes when it throws.
    public func setConstant(_ constant: Double, of constraint: Constraint) throws(SolverError) {
        valuesAreCurrent = false
        guard contains(constraint) else { throw .unknownConstraint(constraint) }
        guard Solver.isRepresentable(constant) else { throw .invalidValue }
        noteMagnitude(constant)
        // A rebuild renumbers every marker: the tag is read only from the tableau it indexes.
        rebuildIfNeeded()
        guard let record = tag(of: constraint) else { throw .unknownConstraint(constraint) }
        let delta = constant - constraint.expression.constant
        guard delta != 0 else { return }
        ensureOptimal()
        if tableau.dropped[record.marker.index] {
            try setConstantByReadding(constant, of: constraint, record: record)
            return
        }
        tableau.beginJournal()
        let symbol = shiftConstants(of: constraint, record: record, by: delta)
        var failure: Row? = nil
        if let row = movedRedundantEquality(symbol) {
            failure = row
        } else {
            failure = tableau.dualOptimize()
        }
        if let failure {
            // The row's basic symbol is a marker too: its constraint is part of the proof.
            let proof = failure.cells + [Cell(symbol: failure.basic, coefficient: 1)]
            let markers = owners(of: proof).filter { $0 !== constraint }
            tableau.rollBackJournal()
            let moved = Constraint(
                Expression(terms: constraint.expression.terms, constant: constant),
                constraint.relation, strength: constraint.strength)
            throw .unsatisfiableConstraint(
                constraint, conflicting: explained(moved, markers: markers, excluding: constraint))
        }
        tableau.commitJournal()
        constraint.expression.constant = constant
        tableau.dropSpreadMarkers()
    }

    /// Moves the constant of `constraint` by `delta` through one of its own symbols, without repairing
    /// feasibility; returns the symbol it moved along.
    ///
    /// The change can be absorbed by any of the constraint's own symbols; a basic one touches a single row.
    private func shiftConstants(of constraint: Constraint, record: ConstraintTag, by delta: Double) -> Symbol {
        let (symbol, sign) = shiftedSymbol(of: constraint, record: record)
        tableau.shift(symbol, by: delta / Solver.rowScale(of: constraint.expression) / sign)
        return symbol
    }

    /// The symbol a change of `constraint`'s constant moves along in the current basis, and that symbol's
    /// coefficient in the constraint's row as it was built (the change is divided by it).
    private func shiftedSymbol(of constraint: Constraint, record: ConstraintTag) -> (symbol: Symbol, sign: Double) {
        let markerSign: Double =
            switch constraint.relation {
            case .lessThanOrEqual: 1
            case .greaterThanOrEqual: -1
            case .equal: constraint.strength.isRequired ? 1 : -1
            }
        return record.other.isValid && tableau.isBasic(record.other) && !tableau.isBasic(record.marker)
            ? (record.other, -markerSign) : (record.marker, markerSign)
    }

    /// The row of `symbol` if it is a redundant equality's dummy moved off the value the others imply.
    private func movedRedundantEquality(_ symbol: Symbol) -> Row? {
        guard tableau.kind(symbol) == .dummy, let row = tableau.row(of: symbol), !nearZero(row.constant) else {
            return nil
        }
        return row
    }

    /// Changes the constants of several constraints at once, as ``setConstant(_:of:)`` does for one: every
    /// constant moves first and the dual simplex repairs feasibility once, so it succeeds when the constraints can
    /// hold with all their new constants, even where moving them one at a time would fail in between.
    ///
    /// Moving the constants of constraints that hold the same variable one at a time can break feasibility in
    /// between (a view's `height <= h` and `height >= h` moving to a smaller `h`: after the first move the other
    /// cannot hold), and each repair is a pivot that rewrites every row holding the pivoted symbol. Moved
    /// together they often break nothing. A constraint listed twice ends with its last constant.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)`` and ``SolverError/invalidValue`` as ``setConstant(_:of:)``
    ///   does; when the constraints cannot all hold with their new constants, what ``setConstant(_:of:)`` throws
    ///   for the first change that fails when they move in order, its conflict found with the changes before it
    ///   made. Nothing changes when it throws.
    public func setConstants(_ changes: [(constraint: Constraint, constant: Double)]) throws(SolverError) {
        valuesAreCurrent = false
        for change in changes {
            guard contains(change.constraint) else { throw .unknownConstraint(change.constraint) }
            guard Solver.isRepresentable(change.constant) else { throw .invalidValue }
        }
        guard changes.count > 1 else {
            if let change = changes.first { try setConstant(change.constant, of: change.constraint) }
            return
        }
        for change in changes { noteMagnitude(change.constant) }
        // A rebuild renumbers every marker: the tags are read only from the tableau they index.
        rebuildIfNeeded()
        var records: [ConstraintTag] = []
        records.reserveCapacity(changes.count)
        for change in changes {
            guard let record = tag(of: change.constraint) else { throw .unknownConstraint(change.constraint) }
            records.append(record)
        }
        if records.contains(where: { tableau.dropped[$0.marker.index] }) {
            try setConstantsOneByOne(changes)
            return
        }
        ensureOptimal()
        // The constant each change replaced, in order, to put back when the changes do not go through.
        var replaced: [Double] = []
        replaced.reserveCapacity(changes.count)
        tableau.beginJournal()
        if moveConstants(changes, records, repairingEach: false, replaced: &replaced) != nil {
            tableau.rollBackJournal()
            Self.putBack(replaced, of: changes)
            replaced.removeAll(keepingCapacity: true)
            // Again one at a time, for the exact error of the change that fails.
            tableau.beginJournal()
            if let (index, failure) = moveConstants(changes, records, repairingEach: true, replaced: &replaced) {
                let change = changes[index]
                let proof = failure.cells + [Cell(symbol: failure.basic, coefficient: 1)]
                let markers = owners(of: proof).filter { $0 !== change.constraint }
                // The explanation replays constraints with their constants: the changes before this one count
                // with their new ones, which moving them wrote (the failing one is left out of the replay).
                let moved = Constraint(
                    Expression(terms: change.constraint.expression.terms, constant: change.constant),
                    change.constraint.relation, strength: change.constraint.strength)
                let conflicting = explained(moved, markers: markers, excluding: change.constraint)
                Self.putBack(replaced, of: changes)
                tableau.rollBackJournal()
                throw .unsatisfiableConstraint(change.constraint, conflicting: conflicting)
            }
        }
        tableau.commitJournal()
        tableau.dropSpreadMarkers()
    }

    /// Puts back the constants `replaced` holds for the first changes of `changes`, last first, so that a
    /// constraint listed twice ends with the constant it had before either change.
    private static func putBack(
        _ replaced: [Double], of changes: [(constraint: Constraint, constant: Double)]
    ) {
        for index in replaced.indices.reversed() { changes[index].constraint.expression.constant = replaced[index] }
    }

    /// Moves the constants of `changes` in the open journal, repairing feasibility after each or once at the end;
    /// returns the index of the change after which the repair failed and the row that proves it, if one did.
    ///
    /// Each change writes its constant into its constraint as it moves, and appends the one it replaced to
    /// `replaced`: a constraint listed twice then moves from the constant its earlier change gave it, found with
    /// no search or table of the changes, and the caller puts the constants back if the changes do not go through.
    private func moveConstants(
        _ changes: [(constraint: Constraint, constant: Double)], _ records: [ConstraintTag], repairingEach: Bool,
        replaced: inout [Double]
    ) -> (Int, Row)? {
        var dummies: [Symbol] = []
        for (index, (change, record)) in zip(changes, records).enumerated() {
            let previous = change.constraint.expression.constant
            replaced.append(previous)
            let delta = change.constant - previous
            guard delta != 0 else { continue }
            change.constraint.expression.constant = change.constant
            let symbol = shiftConstants(of: change.constraint, record: record, by: delta)
            if repairingEach {
                if let failure = movedRedundantEquality(symbol) ?? tableau.dualOptimize() { return (index, failure) }
            } else if tableau.kind(symbol) == .dummy {
                dummies.append(symbol)
            }
        }
        guard !repairingEach else { return nil }
        for symbol in dummies {
            if let failure = movedRedundantEquality(symbol) { return (changes.count - 1, failure) }
        }
        return tableau.dualOptimize().map { (changes.count - 1, $0) }
    }

    /// ``setConstants(_:)`` when a constraint's marker was dropped, and moving it means removing and adding it
    /// again: ``setConstant(_:of:)`` for each in order, and on a failure the ones before it moved back to their old
    /// constants (the solution comes back; the tableau may hold it in other rows).
    private func setConstantsOneByOne(_ changes: [(constraint: Constraint, constant: Double)]) throws(SolverError) {
        var moved: [(constraint: Constraint, constant: Double)] = []
        for change in changes {
            let old = change.constraint.expression.constant
            do {
                try setConstant(change.constant, of: change.constraint)
            } catch {
                // Each of these constants held before, so moving back is feasible.
                for undo in moved.reversed() { try? setConstant(undo.constant, of: undo.constraint) }
                throw error
            }
            moved.append((change.constraint, old))
        }
    }

    /// `setConstant` for a constraint whose marker was dropped: check in a replay first (so a refusal changes
    /// nothing), then remove and add it again, keeping its new marker so that later changes are cheap.
    private func setConstantByReadding(_ constant: Double, of constraint: Constraint, record: ConstraintTag)
        throws(SolverError)
    {
        let moved = Constraint(
            Expression(terms: constraint.expression.terms, constant: constant),
            constraint.relation, strength: constraint.strength)
        if constraint.strength.isRequired {
            let conflicting = explained(moved, markers: [], excluding: constraint, always: true)
            if !conflicting.isEmpty { throw .unsatisfiableConstraint(constraint, conflicting: conflicting) }
        }
        try remove(constraint)
        constraint.expression.constant = constant
        rebuildIfNeeded()
        keptConstraints.insert(ObjectIdentifier(constraint)) // `finishInsert` keeps its new marker
        try insert(constraint, order: record.order, kept: true)
    }

    /// Changes the strength of a preference in the solver in place, which is cheaper than removing it and adding
    /// it again at the new strength: its rows stay as they are, and only the objective changes.
    ///
    /// An optional constraint's violation is measured by its error symbols (an inequality's one, an equality's
    /// two), each costing `weight × scale` (the row's scale, see `rowScale(of:)`) at its strength's level of the
    /// lexicographic objective. The change moves those costs from the old level to the new one:
    /// `objective[old] −= w_old · e` and `objective[new] += w_new · e` for each error symbol `e`, with `e`'s row
    /// substituted for it where `e` is basic, since the objective holds parametric symbols only. The rows, and so
    /// the tableau's feasibility, do not change; the primal simplex re-optimises from the current basis, before
    /// the next call that needs an optimal one (as after ``add(_:)``). The solution is the one removing and adding
    /// the constraint gives: the same optimum of the same problem (on a degenerate problem, with several optimal
    /// vertices, possibly another of them).
    ///
    /// A change between required and optional is refused, as Auto Layout refuses it on an installed constraint:
    /// a required constraint has no error symbols (its row is a hard one), so the change would mean new rows.
    /// Between two required strengths only the stored strength changes.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)``, ``SolverError/invalidValue`` for a strength the solver
    ///   does not accept (see ``add(_:)``), ``SolverError/requiredStrengthChange(_:)`` for a change between
    ///   required and optional, and ``SolverError/sharedConstraint(_:)`` for a constraint a second solver has held
    ///   (that solver's objective would keep the old strength). Nothing changes when it throws.
    public func setStrength(_ strength: Strength, of constraint: Constraint) throws(SolverError) {
        guard contains(constraint) else { throw .unknownConstraint(constraint) }
        guard strength.isValid else { throw .invalidValue }
        let old = constraint.strength
        guard strength.isRequired == old.isRequired else { throw .requiredStrengthChange(constraint) }
        guard !constraint.isShared else { throw .sharedConstraint(constraint) }
        guard strength != old else { return }
        guard !old.isRequired else {
            constraint.strength = strength
            return
        }
        valuesAreCurrent = false
        // A rebuild renumbers every marker: the tag is read only from the tableau it indexes. A rebuild adds the
        // constraint at its stored strength, so the costs below are the ones it made.
        rebuildIfNeeded()
        guard let record = tag(of: constraint) else { throw .unknownConstraint(constraint) }
        let scale = Solver.rowScale(of: constraint.expression)
        let oldWeight = Solver.scaled(old.weight, by: scale), newWeight = Solver.scaled(strength.weight, by: scale)
        let newLevel = tableau.levelIndex(for: strength.level)
        // The old level exists while the constraint's costs are in it.
        let oldLevel = tableau.objective.existingLevelIndex(for: old.level) ?? newLevel
        // Marker first, then the other error, as `remove` drops them (without an array to hold the two).
        func moveCost(of symbol: Symbol) {
            guard symbol.isValid && tableau.kind(symbol) == .error else { return }
            if oldLevel == newLevel {
                tableau.addToObjective(symbol, newWeight - oldWeight, level: newLevel)
            } else {
                tableau.addToObjective(symbol, -oldWeight, level: oldLevel)
                tableau.addToObjective(symbol, newWeight, level: newLevel)
            }
        }
        moveCost(of: record.marker)
        moveCost(of: record.other)
        constraint.strength = strength
        optimizationPending = true
    }

    /// Whether the constraint is in the solver.
    public func contains(_ constraint: Constraint) -> Bool {
        tag(of: constraint) != nil
    }

    // MARK: Edit variables

    /// Makes `variable` an edit variable: one whose value ``suggestValue(_:_:)`` can then propose.
    ///
    /// - Throws: ``SolverError/duplicateEditVariable(_:)``, ``SolverError/invalidValue`` for an invalid strength,
    ///   ``SolverError/badRequiredStrength`` for a required one.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        guard edits[key] == nil else { throw .duplicateEditVariable(variable) }
        guard strength.isValid else { throw .invalidValue }
        guard !strength.isRequired else { throw .badRequiredStrength }
        let constraint = Constraint(Expression(variable), .equal, strength: strength)
        try add(constraint)
        guard let record = tag(of: constraint) else { return }
        edits[key] = EditRecord(
            variable: variable, constraint: constraint, plus: record.marker,
            minus: record.other, constant: 0, order: record.order)
    }

    /// Stops `variable` being an edit variable.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)``.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = edits.removeValue(forKey: ObjectIdentifier(variable)) else {
            throw .unknownEditVariable(variable)
        }
        try remove(edit.constraint)
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        edits[ObjectIdentifier(variable)] != nil
    }

    /// Proposes a value for an edit variable; the solution follows as closely as the edit's strength allows.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)``, ``SolverError/invalidValue`` for NaN, infinity or a
    ///   magnitude above ``maximumMagnitude``.
    public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        valuesAreCurrent = false
        let key = ObjectIdentifier(variable)
        guard var index = edits.index(forKey: key) else { throw .unknownEditVariable(variable) }
        guard Solver.isRepresentable(value) else { throw .invalidValue }
        noteMagnitude(value)
        finishPendingRemovals()
        if needsRebuild {
            rebuildIfNeeded() // rebuilds `edits` too: take the index again after it
            guard let fresh = edits.index(forKey: key) else { throw .unknownEditVariable(variable) }
            index = fresh
        }
        ensureOptimal()
        let (plus, minus, old) = (edits.values[index].plus, edits.values[index].minus, edits.values[index].constant)
        edits.values[index].constant = value
        if !tableau.suggest(plus: plus, minus: minus, delta: value - old) {
            if isRebuilding {
                tableau.dropSpreadMarkers()
                return
            }
            // An edit is never required, so the dual simplex can always repair it: failing means rounding drift
            // has broken the tableau. Solve again from the constraints, so the required ones hold.
            needsRebuild = true
            rebuildIfNeeded()
        }
    }

    // MARK: Evaluating the basis for other constants

    /// Compiles the current basis into a ``ConstantEvaluator``: the values of `variables` (in order; `nil` or a
    /// variable the solver does not know reads as 0) as a function of the constants of `constraints` (in order),
    /// valid for constants at which this basis stays feasible.
    ///
    /// The solver brings itself up to date first (as ``value(of:)`` does) and is not changed otherwise. Returns
    /// `nil` when a constraint is not in the solver, is listed twice, or has had its marker column dropped (moving
    /// its constant means removing and adding it again, see ``setConstant(_:of:)``).
    public func constantEvaluator(for constraints: [Constraint], reading variables: [Variable?]) -> ConstantEvaluator? {
        rebuildIfNeeded()
        ensureOptimal()
        var markers: [(symbol: Symbol, sign: Double, scale: Double, constant: Double)] = []
        markers.reserveCapacity(constraints.count)
        for constraint in constraints {
            guard let record = tag(of: constraint), !tableau.dropped[record.marker.index] else { return nil }
            let (symbol, sign) = shiftedSymbol(of: constraint, record: record)
            markers.append(
                (symbol, sign, Solver.rowScale(of: constraint.expression), constraint.expression.constant))
        }
        let outputs = variables.map { variable in variable.flatMap { existingSymbol(for: $0) } ?? .invalid }
        return ConstantEvaluator(tableau: tableau, markers: markers, outputs: outputs)
    }

    // MARK: Results and state

    private func noteMagnitude(_ value: Double) {
        largestMagnitude = max(largestMagnitude, abs(value))
    }

    /// The range of the numbers the solver has taken in since it was created or reset: the largest magnitude of a
    /// constant, coefficient or suggested value, and the smallest magnitude of a coefficient (infinity before any).
    /// They bound how far rounding can move the solution from the constraints: a caller that checks the solution
    /// can skip the check while they are close to 1.
    package var inputRange: (largestMagnitude: Double, smallestCoefficient: Double) {
        (largestMagnitude, smallestCoefficient)
    }

    /// Writes the current solution into every variable the solver knows.
    ///
    /// A caller that shares variables between solvers reads each solver's values with ``value(of:)`` instead,
    /// which writes nothing.
    public func updateVariables() {
        rebuildIfNeeded()
        ensureOptimal()
        valuesAreCurrent = true
        guard tableau.hasNamingRows else {
            let rows = tableau.rows, rowSlot = tableau.rowSlot
            variables.withUnsafeBufferPointer { entries in
                for entry in entries {
                    guard let variable = entry.variable else { continue }
                    let slot = Int(rowSlot[entry.symbol.index])
                    variable.value = (slot >= 0 ? rows[slot].constant : 0) + 0 // + 0 turns -0 into 0
                }
            }
            return
        }
        tableau.evaluateNamingRows()
        let rows = tableau.rows, rowSlot = tableau.rowSlot
        let named = tableau.namedValues, stamps = tableau.namedStamps, stamp = tableau.valueStamp
        variables.withUnsafeBufferPointer { entries in
            for entry in entries {
                guard let variable = entry.variable else { continue }
                let i = entry.symbol.index
                let slot = Int(rowSlot[i])
                let value = slot < 0 ? 0 : stamps[i] == stamp ? named[i] : rows[slot].constant
                variable.value = value + 0 // + 0 turns -0 into 0
            }
        }
    }

    /// The value `variable` has in this solver's current solution, read from the solver's rows; `nil` for a
    /// variable no constraint or edit in the solver uses.
    ///
    /// The same value ``updateVariables()`` would write into ``Variable/value``, without writing anything: two
    /// solvers that share variables each answer for their own solution, and neither disturbs the other's readers.
    /// O(1) per variable: the first read after a change brings the solution up to date once (what
    /// `updateVariables()` does before writing), and later reads look the variable's row up directly.
    public func value(of variable: Variable) -> Double? {
        if !valuesAreCurrent {
            rebuildIfNeeded() // renumbers symbols: before the variable's symbol is looked up
            ensureOptimal()
            if tableau.hasNamingRows { tableau.evaluateNamingRows() }
            valuesAreCurrent = true
        }
        guard let symbol = existingSymbol(for: variable) else { return nil }
        let i = symbol.index
        let slot = Int(tableau.rowSlot[i])
        guard slot >= 0 else { return 0 } // parametric: at zero
        let isNamed = tableau.hasNamingRows && tableau.namedStamps[i] == tableau.valueStamp
        return (isNamed ? tableau.namedValues[i] : tableau.rows[slot].constant) + 0 // + 0 turns -0 into 0
    }

    /// Moves `variable`'s value in the current solution by `delta` without changing any constraint, as rounding
    /// drift would (for tests of callers that check the solution); nothing happens to a variable that is not
    /// basic. Returns whether the value moved.
    @_spi(Testing) @discardableResult public func disturbValue(of variable: Variable, by delta: Double) -> Bool {
        _ = value(of: variable) // brings the tableau up to date first
        guard let symbol = existingSymbol(for: variable) else { return false }
        let slot = Int(tableau.rowSlot[symbol.index])
        guard slot >= 0 else { return false }
        tableau.rows[slot].constant += delta
        valuesAreCurrent = false
        return true
    }

    /// Removes every constraint and edit variable, and forgets every variable: the solver is then in the state of
    /// a new `Solver()`, and gives the same answers as one.
    public func reset() {
        valuesAreCurrent = false
        token.isLive = false
        token = SolverToken()
        tableau = Tableau(markerSpreadLimit: markerSpreadLimit)
        needsRebuild = false
        pendingRemovals = []
        forgetVariables()
        foreignRecords = [:]
        edits = [:]
        markerOwners = []
        freeOwnerSlots = []
        keptConstraints = []
        nextOrder = 0
        isRebuilding = false
        largestMagnitude = 0
        smallestCoefficient = .infinity
        optimizationPending = false
        lastReplayCellCount = 0
    }

    // MARK: Internals

    /// The symbol of `variable`, creating an external symbol the first time.
    private func symbol(for variable: Variable) -> Symbol {
        if variable.symbolOwner === token { return variable.cachedSymbol }
        if let owner = variable.symbolOwner, owner.isLive, let symbol = foreignSymbols[ObjectIdentifier(variable)] {
            return symbol
        }
        let symbol = tableau.newVariableSymbol(position: variables.count)
        if let owner = variable.symbolOwner, owner.isLive {
            foreignSymbols[ObjectIdentifier(variable)] = symbol
        } else {
            variable.symbolOwner = token
            variable.cachedSymbol = symbol
        }
        variables.appendGrowing(VariableEntry(variable: variable, symbol: symbol, uses: 0))
        return symbol
    }

    /// Undoes the symbols a failed `add` created.
    private func forgetSymbols(from symbolMark: Int, variablesFrom variableMark: Int) {
        for entry in variables[variableMark...] {
            guard let variable = entry.variable else { continue }
            if variable.symbolOwner === token {
                variable.symbolOwner = nil
                variable.cachedSymbol = .invalid
            } else {
                foreignSymbols[ObjectIdentifier(variable)] = nil
            }
        }
        variables.removeLast(variables.count - variableMark)
        tableau.forgetSymbols(since: symbolMark)
    }

    /// The symbol a new row is solved for: the external symbol that appears in the fewest rows (lowest id on a
    /// tie, which is Kiwi's rule), else a marker that enters with a negative coefficient.
    ///
    /// Kiwi takes the lowest-id external outright. In `h(i) == h(0)` that is the old `h(0)`, which every earlier
    /// row holds, so each such constraint rewrites them all; the new `h(i)` is in no row and costs nothing.
    private func chooseSubject(_ row: Row, marker: Symbol, other: Symbol) -> Symbol {
        var external = Symbol.invalid
        var fewest = Int32.max
        for cell in row.cells where tableau.kind(cell.symbol) == .external {
            let count = tableau.columnCount(of: cell.symbol)
            if count < fewest || (count == fewest && cell.symbol < external) {
                external = cell.symbol
                fewest = count
            }
        }
        if external.isValid { return external }
        for symbol in [marker, other] where symbol.isValid && tableau.kind(symbol).isRestricted {
            if row.coefficient(for: symbol) < 0 { return symbol }
        }
        return .invalid
    }

    /// For a preference `expression == 0` that holds already (row constant 0), either error can be the subject:
    /// `e⁺ = expression + e⁻` or `e⁻ = e⁺ − expression`. Kiwi takes `e⁺`; this takes `e⁻` instead when that leaves
    /// fewer reduced costs negative, so the optimisation that follows has fewer (degenerate) pivots to make.
    ///
    /// Many equal preferences on one quantity (`width == 50` on every view of a chain whose widths are all equal)
    /// show why: with `e⁺` every time, each new one tips the objective and a pivot moves the parametric error to
    /// the new constraint, rewriting every row that holds the quantity: quadratic. Alternating keeps the optimum's
    /// balance (as many errors above as below) without pivoting. Only a vertex among equally optimal ones changes.
    private func balanceErrorSubject(
        _ row: inout Row, _ subject: inout Symbol, marker: Symbol, other: Symbol, weight: Double, level: Int
    ) {
        let alternative = subject == marker ? other : marker
        func negativeCosts(solvedFor symbol: Symbol, in candidate: Row) -> Int {
            var solved = candidate
            var none = NoObserver()
            solved.solve(for: symbol, &none)
            var count = 0
            for cell in solved.cells where tableau.kind(cell.symbol) != .dummy {
                if tableau.objective.isNegative(cell.symbol, adding: weight * cell.coefficient, atLevel: level) {
                    count += 1
                }
            }
            return count
        }
        var reversed = row
        reversed.reverseSign()
        guard reversed.coefficient(for: alternative) < 0 else { return }
        if negativeCosts(solvedFor: alternative, in: reversed) < negativeCosts(solvedFor: subject, in: row) {
            row = reversed
            subject = alternative
        }
    }

    /// The required constraints whose markers are among `cells`, in the order they were added.
    private func owners(of cells: [Cell]) -> [Constraint] {
        var found: [(order: Int, constraint: Constraint)] = []
        for cell in cells where tableau.kind(cell.symbol) != .external {
            let slot = tableau.entrySlot(of: cell.symbol)
            guard slot >= 0, let owner = markerOwners[Int(slot)], owner.strength.isRequired,
                let record = tag(of: owner),
                !found.contains(where: { $0.constraint === owner })
            else { continue }
            found.append((record.order, owner))
        }
        return found.sorted { $0.order < $1.order }.map(\.constraint)
    }

    /// How many cells the tableau of the last conflict explanation's replay held: what an explanation costs, for
    /// tests (a solver that keeps every marker fills quadratically on a chain unless its rows name each other).
    @_spi(Testing) public private(set) var lastReplayCellCount = 0

    /// The conflict set for an unsatisfiable `constraint`: the owners of the certificate's markers, unless some
    /// markers were dropped, in which case a solver that keeps every marker replays the required constraints
    /// connected to `constraint` to find them.
    private func explained(
        _ constraint: Constraint, markers: [Constraint], excluding excluded: Constraint? = nil, always: Bool = false,
        replaying: Bool = false
    ) -> [Constraint] {
        guard tableau.hasDroppedMarkers || always || replaying else { return markers }
        let required = constraintsInOrder.map(\.constraint).filter { $0.strength.isRequired && $0 !== excluded }
        var byVariable: [ObjectIdentifier: [Int]] = [:]
        for (index, candidate) in required.enumerated() {
            for term in candidate.expression.terms {
                byVariable[ObjectIdentifier(term.variable), default: []].append(index)
            }
        }
        var included = [Bool](repeating: false, count: required.count)
        var seen = Set<ObjectIdentifier>()
        var frontier = constraint.expression.terms.map { ObjectIdentifier($0.variable) }
        while let variable = frontier.popLast() {
            guard seen.insert(variable).inserted else { continue }
            for index in byVariable[variable, default: []] where !included[index] {
                included[index] = true
                frontier.append(contentsOf: required[index].expression.terms.map { ObjectIdentifier($0.variable) })
            }
        }
        let replay = Solver(markerSpreadLimit: .max)
        defer { lastReplayCellCount = replay.tableau.cellCount }
        for (index, candidate) in required.enumerated() where included[index] { try? replay.add(candidate) }
        do {
            try replay.add(constraint)
        } catch {
            if case .unsatisfiableConstraint(_, let conflicting) = error { return conflicting }
        }
        return always ? [] : markers
    }

    /// Rebuilds the tableau from the constraints and edits, after a constraint whose marker was dropped went away.
    func rebuildIfNeeded() {
        if !pendingRemovals.isEmpty { finishPendingRemovals() }
        guard needsRebuild else { return }
        needsRebuild = false
        isRebuilding = true
        defer { isRebuilding = false }
        let constraints = constraintsInOrder
        let editList = editsInOrder
        // Variables no constraint uses are forgotten; the others keep their order, so ids follow it.
        let known = variables.compactMap { entry in
            entry.variable.flatMap { entry.uses > 0 ? $0 : nil }
        }
        token.isLive = false
        token = SolverToken()
        replacedSubstitutionWork &+= tableau.substitutionWork
        replacedRewriteWork &+= tableau.rewriteWork
        tableau = Tableau(markerSpreadLimit: markerSpreadLimit)
        forgetVariables()
        foreignRecords = [:]
        edits = [:]
        markerOwners = []
        freeOwnerSlots = []
        for variable in known { _ = symbol(for: variable) }
        // Every one of these was accepted with the others present, so none can fail now.
        for record in constraints {
            let kept = !keptConstraints.isEmpty && keptConstraints.contains(ObjectIdentifier(record.constraint))
            try? insert(record.constraint, order: record.tag.order, kept: kept)
        }
        for edit in editList {
            guard let record = tag(of: edit.constraint) else { continue }
            edits[ObjectIdentifier(edit.variable)] = EditRecord(
                variable: edit.variable, constraint: edit.constraint, plus: record.marker, minus: record.other,
                constant: 0, order: edit.order)
            if edit.constant != 0 { try? suggestValue(edit.variable, edit.constant) }
        }
    }

    // MARK: Constraint tags

    /// The tag of a constraint in the solver, or nil: inline when the constraint's `tagOwner` is this solver.
    @inline(__always) private func tag(of constraint: Constraint) -> ConstraintTag? {
        if constraint.tagOwner === token {
            return ConstraintTag(
                marker: constraint.tagMarker, other: constraint.tagOther, order: Int(constraint.tagOrder))
        }
        if foreignRecords.isEmpty { return nil }
        return foreignRecords[ObjectIdentifier(constraint)]
    }

    /// Records a constraint's tag: inline unless another live solver keeps its own there, or the order no longer
    /// fits in 32 bits (after two billion additions to one solver: the dictionary then takes those).
    private func setTag(_ tag: ConstraintTag, of constraint: Constraint) {
        if let owner = constraint.tagOwner, owner !== token, owner.isLive {
            constraint.isShared = true
            foreignRecords[ObjectIdentifier(constraint)] = tag
        } else if let order = Int32(exactly: tag.order) {
            constraint.tagOwner = token
            constraint.tagMarker = tag.marker
            constraint.tagOther = tag.other
            constraint.tagOrder = order
        } else {
            foreignRecords[ObjectIdentifier(constraint)] = tag
        }
    }

    /// Forgets a constraint's tag, returning it (nil when the constraint is not in the solver).
    private func removeTag(of constraint: Constraint) -> ConstraintTag? {
        if constraint.tagOwner === token {
            constraint.tagOwner = nil
            return ConstraintTag(
                marker: constraint.tagMarker, other: constraint.tagOther, order: Int(constraint.tagOrder))
        }
        return foreignRecords.removeValue(forKey: ObjectIdentifier(constraint))
    }

    // MARK: For dump()

    var constraintsInOrder: [ConstraintRecord] {
        markerOwners.compactMap { owner in
            owner.flatMap { constraint in
                tag(of: constraint).map { ConstraintRecord(constraint: constraint, tag: $0) }
            }
        }.sorted { $0.tag.order < $1.tag.order }
    }
    var editsInOrder: [EditRecord] { edits.values.sorted { $0.order < $1.order } }
    var knownVariables: [(variable: Variable, symbol: Symbol)] {
        variables.compactMap { entry in entry.variable.map { ($0, entry.symbol) } }
    }

    /// The cells the solver has merged into rows by substitution since it was created: a count of its work that,
    /// unlike a timing, is exact and repeatable, so a test can check that a system's cost grows linearly with its
    /// size. The work of tableaux a rebuild replaced is included.
    @_spi(Benchmarks) public var substitutionWork: Int {
        finishPendingRemovals()
        return replacedSubstitutionWork &+ tableau.substitutionWork
    }
    /// ``substitutionWork`` of the tableaux rebuilds replaced.
    private var replacedSubstitutionWork = 0

    /// The cells of the rows the solver has rewritten by substitution since it was created, the work of tableaux
    /// a rebuild replaced included: merging a short row into a long one walks the long one, which
    /// ``substitutionWork`` does not weigh, unless the long row keeps an index of its cells' positions (rows of more
    /// than 64 cells that merges go into), which counts the short row's cells looked up in it, and the long row's
    /// once when the index is built. Exact and repeatable, like it.
    @_spi(Benchmarks) public var rewriteWork: Int {
        finishPendingRemovals()
        return replacedRewriteWork &+ tableau.rewriteWork
    }
    /// ``rewriteWork`` of the tableaux rebuilds replaced.
    private var replacedRewriteWork = 0

    /// How many symbol ids the solver holds storage for, how many of them are free, how many variables it holds
    /// and how many symbols wait to be released (for tests).
    @_spi(Testing) public var symbolStatistics: (ids: Int, free: Int, variables: Int, lingering: Int) {
        finishPendingRemovals()
        return (tableau.symbolCount, tableau.freeIDCount, variables.count - retiredVariableCount, lingering.count)
    }

    /// The tableau as it is now, for the solver's extensions in other files (`dump()`, `determinacy()`), which
    /// only read it: the storage itself stays private.
    var currentTableau: Tableau { tableau }

    /// Whether a required constraint whose row has no subject is solved at once for the symbol phase one would
    /// enter, when phase one would end after that one pivot (`Tableau.enteringWithoutPhaseOne`); false makes every
    /// such constraint go through the artificial variable (for tests that compare the two).
    @_spi(Testing) public var skipsPhaseOneWhenOnePivotDoes = true

    /// How many constraints went through phase one's artificial variable since the solver was created (for tests).
    @_spi(Testing) public private(set) var phaseOneCount = 0

    /// The cells phase one has walked to find a candidate's coefficient in its artificial row by scanning the row,
    /// in the current tableau (for tests: the work grows with the row's length, not its square).
    @_spi(Testing) public var phaseOneScanWork: Int { tableau.artificialScanWork }

    /// How many cells the tableau's rows hold in all (for tests).
    @_spi(Testing) public var cellCount: Int {
        finishPendingRemovals()
        return tableau.cellCount
    }

    /// The cells of the long rows (more than 64 cells) that column walks scanned to find a cell in, since the
    /// current tableau was made (for tests): a row that keeps an index of its cells, or a hint of where the cell
    /// is, is not scanned.
    @_spi(Testing) public var longRowScanWork: Int {
        finishPendingRemovals()
        return tableau.longRowScanWork
    }

    /// How many times an inserted row's mostly stale columns were compacted together (for tests).
    @_spi(Testing) public var batchedCompactionCount: Int {
        finishPendingRemovals()
        return tableau.batchedCompactions
    }

    /// How many markers' columns are dropped (for tests).
    @_spi(Testing) public var droppedMarkerCount: Int {
        finishPendingRemovals()
        return tableau.dropped.lazy.filter { $0 }.count
    }

    /// The solver's invariants that do not hold, one sentence each; empty when all hold.
    ///
    /// Checks the tableau's invariants (rows and their naming, the column index, feasibility, the objective and
    /// its optimality, dropped markers) and the bookkeeping around it: each constraint's tag names markers of the
    /// kinds its relation and strength call for, and each marker and variable finds its entry. Only builds with
    /// the `CASSOWARY_INTERNAL_CHECKS` condition check anything (every debug build, see Package.swift); others
    /// return an empty list without looking (``checksInvariants`` says which).
    @_spi(Testing) public func checkInvariants() -> [String] {
        #if CASSOWARY_INTERNAL_CHECKS
            finishPendingRemovals()
            var problems = tableau.invariantViolations(
                scale: largestMagnitude, optimal: !optimizationPending && !needsRebuild)
            for (slot, owner) in markerOwners.enumerated() {
                guard let constraint = owner else {
                    if !freeOwnerSlots.contains(Int32(slot)) {
                        problems.append("owner slot \(slot) is empty, not free")
                    }
                    continue
                }
                guard let tag = tag(of: constraint) else {
                    problems.append("\(constraint) owns a marker but has no tag")
                    continue
                }
                if tableau.entrySlot(of: tag.marker) != Int32(slot) {
                    problems.append("\(constraint)'s marker points at owner slot \(tableau.entrySlot(of: tag.marker))")
                }
                let required = constraint.strength.isRequired
                let markerKind: SymbolKind = constraint.relation != .equal ? .slack : required ? .dummy : .error
                if tableau.kind(tag.marker) != markerKind {
                    problems.append("\(constraint)'s marker is a \(tableau.kind(tag.marker)), not a \(markerKind)")
                }
                if tag.other.isValid == required || (tag.other.isValid && tableau.kind(tag.other) != .error) {
                    problems.append("\(constraint)'s second error symbol is wrong")
                }
            }
            for slot in freeOwnerSlots where markerOwners[Int(slot)] != nil {
                problems.append("free owner slot \(slot) holds a constraint")
            }
            for (position, entry) in variables.enumerated() where entry.variable != nil {
                if tableau.kind(entry.symbol) != .external || tableau.entrySlot(of: entry.symbol) != Int32(position) {
                    problems.append("variable \(position)'s symbol does not point back at it")
                }
            }
            for edit in edits.values {
                guard let tag = tag(of: edit.constraint), tag.marker == edit.plus, tag.other == edit.minus else {
                    problems.append("edit of \(edit.variable) lost its constraint's error symbols")
                    continue
                }
            }
            return problems
        #else
            return []
        #endif
    }

    /// Whether ``checkInvariants()`` checks anything in this build.
    @_spi(Testing) public static var checksInvariants: Bool {
        #if CASSOWARY_INTERNAL_CHECKS
            true
        #else
            false
        #endif
    }

    /// Empties the variable table and everything kept per symbol for it.
    private func forgetVariables() {
        variables = []
        retiredVariableCount = 0
        foreignSymbols = [:]
        lingering = []
        isLingering = []
        lingeringAtLastCheck = 0
    }
}

/// A variable the solver has seen, with its symbol and how many terms of constraints in the solver use it: a
/// struct rather than a tuple, whose array is destroyed element by element through the runtime's generic tuple
/// witness.
struct VariableEntry {
    /// The variable; nil once retired (until the table is compacted).
    var variable: Variable?
    var symbol: Symbol
    /// How many terms of constraints in the solver use the variable: fills the 4 bytes of padding after the
    /// symbol.
    var uses: Int32
}

/// What the solver keeps for each constraint: its marker symbols and when it was added.
struct ConstraintTag {
    /// The slack, dummy, or positive error symbol that identifies the constraint's row.
    var marker: Symbol
    /// The error symbol of a non-required constraint (negative error for equalities), else invalid.
    var other: Symbol
    /// When the constraint was added, relative to the others: the order a rebuild replays them in.
    var order: Int
}

/// A constraint with its tag, as a rebuild and `dump()` list them.
struct ConstraintRecord {
    let constraint: Constraint
    let tag: ConstraintTag
}

/// A removed constraint whose tableau work waits (`Solver.pendingRemovals`): the constraint, its marker and other
/// error, and the variables it was the last constraint to use.
struct PendingRemoval {
    var constraint: Constraint
    var marker: Symbol
    var other: Symbol
    var unused: [Symbol]
}

/// What the solver keeps for each edit variable.
struct EditRecord {
    let variable: Variable
    let constraint: Constraint
    let plus: Symbol
    let minus: Symbol
    /// The last suggested value.
    var constant: Double
    let order: Int
}
