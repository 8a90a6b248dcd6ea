import Cassowary

/// What a measuring engine installs for a subtree, up to constants: the key under which measured views of one shape
/// share a ``MeasuringTemplate``.
///
/// Each solver constraint the engine would install (in the order it installs them, its two size pulls last) is
/// written as its relation, strength, whether its constant is marked to change, and its terms, each variable named
/// by its place in ``View/forEachItemInMeasuringOrder(_:)`` (the item's index, then which of its four variables)
/// and each coefficient by its bits. Constants are left out. Two subtrees with equal shapes therefore lower to the
/// same system but for constants, installed in the same order: one solver can hold either, moving the constants.
struct MeasuringShape: Hashable {
    /// The pieces, one after another: a header (relation, constant-will-change, term count), the strength's level
    /// and weight bits, then a slot and a coefficient's bits per term; the item count last.
    private(set) var codes: [UInt64] = []
    /// A digest of ``codes``, kept as they grow: the store hashes it alone rather than every code.
    private var digest: UInt64 = 0

    static func == (lhs: MeasuringShape, rhs: MeasuringShape) -> Bool {
        lhs.digest == rhs.digest && lhs.codes == rhs.codes
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(digest)
    }

    /// An empty shape with room for about `pieces` pieces of two terms.
    init(reservingCapacityFor pieces: Int = 0) {
        codes.reserveCapacity(7 * pieces + 1)
    }

    /// Appends one code, folding it into the digest (FNV-1a's step on 64-bit words).
    mutating func append(code: UInt64) {
        codes.append(code)
        digest = (digest ^ code) &* 0x100_0000_01B3
    }

    /// The variable slot of an item's variable: four per item, in the order origin x, origin y, width, height.
    static func slot(item: Int, variable: Int) -> Int { item &* 4 &+ variable }

    /// Appends one solver constraint whose variables have been numbered by `slot`; `false` if a variable has no
    /// slot (it belongs to an item outside the numbering: such a subtree is measured by an engine of its own).
    mutating func append(
        _ piece: Cassowary.Constraint, constantWillChange: Bool, slot: (Variable) -> Int?
    ) -> Bool {
        append(
            piece.relation, piece.strength, terms: piece.expression.terms[...], constantWillChange: constantWillChange,
            slot: slot)
    }

    /// Appends the solver constraint `terms (relation) 0` at `strength` (its constant left out), as
    /// ``append(_:constantWillChange:slot:)`` does for a constraint made of them.
    mutating func append(
        _ relation: RelationalOperator, _ strength: Strength, terms: ArraySlice<Term>, constantWillChange: Bool,
        slot: (Variable) -> Int?
    ) -> Bool {
        let code: UInt64 =
            switch relation {
            case .equal: 0
            case .lessThanOrEqual: 1
            case .greaterThanOrEqual: 2
            }
        append(code: code | (constantWillChange ? 4 : 0) | UInt64(terms.count) << 8)
        append(code: strength.level.bitPattern)
        append(code: strength.weight.bitPattern)
        for term in terms {
            guard let slot = slot(term.variable) else { return false }
            append(code: UInt64(slot))
            append(code: term.coefficient.bitPattern)
        }
        return true
    }

    /// Ends the shape with the number of items numbered.
    mutating func finish(itemCount: Int) {
        append(code: UInt64(itemCount))
    }

    /// One piece as ``append(_:constantWillChange:slot:)`` wrote it.
    struct Piece {
        let relation: RelationalOperator
        let strength: Strength
        let constantWillChange: Bool
        let terms: [(slot: Int, coefficient: Double)]
    }

    /// The pieces in order (for building a template's solver).
    var pieces: [Piece] {
        var result: [Piece] = []
        var index = 0
        // The last code is the item count.
        while index < codes.count - 1 {
            let header = codes[index]
            let relation: RelationalOperator =
                switch header & 3 {
                case 0: .equal
                case 1: .lessThanOrEqual
                default: .greaterThanOrEqual
                }
            let strength = Strength(
                level: Double(bitPattern: codes[index + 1]), weight: Double(bitPattern: codes[index + 2]))
            let count = Int(header >> 8)
            var terms: [(slot: Int, coefficient: Double)] = []
            terms.reserveCapacity(count)
            for term in 0..<count {
                let at = index + 3 + 2 * term
                terms.append((Int(codes[at]), Double(bitPattern: codes[at + 1])))
            }
            result.append(
                Piece(relation: relation, strength: strength, constantWillChange: header & 4 != 0, terms: terms))
            index += 3 + 2 * count
        }
        return result
    }

    /// How many items the shape numbers.
    var itemCount: Int { codes.last.map { Int($0) } ?? 0 }
}

extension View {
    /// Calls `body` with each layout item of the subtree in the order measuring templates number them: each view in
    /// preorder, followed by its margins guide, its safe-area guide and its own layout guides, those that exist.
    func forEachItemInMeasuringOrder(_ body: (LayoutItem) -> Void) {
        forEachViewInSubtree { view in
            body(view)
            if let guide = view.existingMarginsGuide { body(guide) }
            if let guide = view.existingSafeAreaGuide { body(guide) }
            for guide in view.layoutGuides { body(guide) }
        }
    }

    /// Calls `body` with each view of the subtree and its index in ``forEachItemInMeasuringOrder(_:)``; returns
    /// how many items that numbers.
    @discardableResult
    func forEachViewInMeasuringOrder(_ body: (View, Int) -> Void) -> Int {
        var index = 0
        forEachViewInSubtree { view in
            body(view, index)
            index +=
                1 + (view.existingMarginsGuide == nil ? 0 : 1) + (view.existingSafeAreaGuide == nil ? 0 : 1)
                + view.layoutGuides.count
        }
        return index
    }
}

extension LayoutItem {
    /// Calls `body` with each of the item's four variables and its number in ``MeasuringShape/slot(item:variable:)``:
    /// origin x, origin y, width, height.
    @inline(__always)
    func forEachVariable(_ body: (Variable, Int) -> Void) {
        body(minXVariable, 0)
        body(minYVariable, 1)
        body(widthVariable, 2)
        body(heightVariable, 3)
    }
}
