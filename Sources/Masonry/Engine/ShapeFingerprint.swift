import Cassowary

/// A measured subtree described by what its constraints are, not by what they lower to: the key under which a
/// tree's ``MeasuringTemplateStore`` remembers the ``MeasuringShape`` a subtree lowered to, so a view of a shape
/// seen before reaches its template without lowering its constraints one by one.
///
/// The fingerprint is written as a ``MeasuringShape``'s codes (integers, hashed as they are appended): for each item
/// in measuring order, its parent's number and its kind; for each constraint the engine wants, in the order the
/// subtree is walked, its kind (and a content size's two priorities), relation, attributes, the group it is installed
/// in, multiplier and priority bits, and the numbers of its two items and of the view its lowering is relative to;
/// then the measured view's two pulls as the shape writes them. A constraint is fingerprinted only when those fields
/// decide its lowering: each attribute an edge, a centre, a size or (with its item's layout direction) leading or
/// trailing, and no scroll view's content area standing in for an item. Such a constraint lowers to terms that
/// depend only on the fields, and to the constant `0 + −constant`.
struct ShapeFingerprint {
    /// The codes, and their digest.
    private(set) var key: MeasuringShape

    /// An empty fingerprint with room for about `constraints` constraints of `items` items.
    init(items: Int, constraints: Int) {
        key = MeasuringShape(reservingCapacityFor: items / 2 + constraints)
    }

    /// Appends an item: its parent's number (`nil` for the measured view) and what kind of item it is.
    mutating func appendItem(parent: Int?, kind: UInt64) {
        key.append(code: UInt64(truncatingIfNeeded: parent ?? -1) << 8 | kind)
    }

    /// Appends `constraint`, held by `holder`, its items numbered by `items`; `false` when its lowering depends on
    /// more than its fields (the subtree is then lowered constraint by constraint).
    mutating func append(
        _ constraint: LayoutConstraint, heldBy holder: View, group: LayoutEngine.InstallGroup, items: MeasuredItems
    ) -> Bool {
        // The fields first: a baseline or margin is turned away before any item is loaded.
        guard let firstCode = constraint.firstAttribute.fingerprintCode,
            let secondCode = constraint.secondAttribute.fingerprintCode, let first = constraint.firstItem
        else { return false }
        let second = constraint.secondItem
        guard first.contentAreaStandIn(for: constraint.firstAttribute, relatedTo: second) == nil,
            second?.contentAreaStandIn(for: constraint.secondAttribute, relatedTo: first) == nil
        else { return false }
        // An autoresizing constraint belongs to its view but is lowered relative to the superview. The holder is
        // numbered where it is passed in, never copied into a variable of its own: a view is referenced weakly, so
        // each reference taken and dropped takes the runtime's slow path twice.
        let containerIndex: Int?
        if case .autoresizing = constraint.kind, let superview = holder.superview {
            containerIndex = items.index(of: superview)
        } else {
            containerIndex = items.index(of: holder)
        }
        guard let firstIndex = items.index(of: first), let containerIndex else { return false }
        var secondIndex = MeasuredItems.limit
        if let second {
            guard let index = items.index(of: second) else { return false }
            secondIndex = index
        }
        // Kind, group, relation, attributes and directions take the low 30 bits, the priority's bits the high 32.
        var fields = constraint.kind.fingerprintCode | UInt64(group.rawValue) << 4
        fields |= UInt64(constraint.relation.fingerprintCode) << 8 | firstCode << 12 | secondCode << 20
        if constraint.firstAttribute.isDirectional, first.layoutDirection == .rightToLeft { fields |= 1 << 28 }
        if let second, constraint.secondAttribute.isDirectional, second.layoutDirection == .rightToLeft {
            fields |= 1 << 29
        }
        fields |= UInt64(constraint.priority.rawValue.bitPattern) << 32
        key.append(code: fields)
        key.append(code: constraint.multiplier.bitPattern)
        key.append(code: UInt64(firstIndex) | UInt64(secondIndex) << 21 | UInt64(containerIndex) << 42)
        if case .contentSize(let hugging, let compression) = constraint.kind {
            key.append(code: UInt64(hugging.rawValue.bitPattern) | UInt64(compression.rawValue.bitPattern) << 32)
        }
        return true
    }

    /// Appends one of the measured view's pulls as the shape writes it; `false` if it names a variable the
    /// numbering does not.
    mutating func append(pull: Cassowary.Constraint, slot: (Variable) -> Int?) -> Bool {
        key.append(pull, constantWillChange: true, slot: slot)
    }

    /// Ends the fingerprint with the number of items.
    mutating func finish(itemCount: Int) {
        key.finish(itemCount: itemCount)
    }
}

/// What a tree's store remembers of a fingerprinted subtree once it has been lowered: the shape it lowered to, where
/// each constraint of the walk went in the install order, and where each one's pieces start.
struct FingerprintedShape {
    let shape: MeasuringShape
    /// The walk's index of each constraint, in install order.
    let order: [Int32]
    /// Where each constraint's pieces start among the constants (in install order).
    let pieceStarts: [Int32]
}

/// A measured subtree's items in measuring order (``View/forEachItemInMeasuringOrder(_:)``), and the number of each.
struct MeasuredItems {
    private(set) var items: [LayoutItem] = []
    private var identifiers: [ObjectIdentifier] = []
    private var indexByItem: [ObjectIdentifier: Int]?

    /// The most items a fingerprint numbers (its item numbers take 21 bits; the last value means "none").
    static let limit = (1 << 21) - 1
    /// The most items searched one by one.
    private static let linearLimit = 16

    init(reservingCapacity capacity: Int) {
        items.reserveCapacity(capacity)
        identifiers.reserveCapacity(capacity)
    }

    /// Numbers `item` next; returns its number.
    mutating func append(_ item: LayoutItem) -> Int {
        items.append(item)
        identifiers.append(ObjectIdentifier(item))
        if identifiers.count > Self.linearLimit {
            if indexByItem == nil {
                indexByItem = Dictionary(uniqueKeysWithValues: zip(identifiers, identifiers.indices))
            } else {
                indexByItem?[ObjectIdentifier(item)] = identifiers.count - 1
            }
        }
        return identifiers.count - 1
    }

    /// How many items are numbered.
    var count: Int { identifiers.count }

    /// The number of `item`, `nil` for an item outside the subtree (or past ``limit``).
    func index(of item: LayoutItem) -> Int? {
        let wanted = ObjectIdentifier(item)
        let index = indexByItem.map { $0[wanted] } ?? identifiers.firstIndex(of: wanted)
        guard let index, index < Self.limit else { return nil }
        return index
    }
}

extension LayoutAttribute {
    /// A number for each attribute whose lowering depends on its item alone (with its layout direction, for leading
    /// and trailing): the edges, centres and sizes, and no attribute; `nil` for baselines and margins, whose
    /// lowering depends on text and guides.
    var fingerprintCode: UInt64? {
        switch self {
        case .notAnAttribute: 0
        case .left: 1
        case .right: 2
        case .top: 3
        case .bottom: 4
        case .width: 5
        case .height: 6
        case .centerX: 7
        case .centerY: 8
        case .leading: 9
        case .trailing: 10
        default: nil
        }
    }
}

extension LayoutRelation {
    /// A number for each relation, for fingerprints.
    var fingerprintCode: UInt8 {
        switch self {
        case .lessThanOrEqual: 1
        case .equal: 0
        case .greaterThanOrEqual: 2
        }
    }
}

extension LayoutConstraint.Kind {
    /// A number for each kind (a content size's priorities are fingerprinted apart), for fingerprints.
    var fingerprintCode: UInt64 {
        switch self {
        case .user: 0
        case .autoresizing: 1
        case .contentSize: 2
        case .marginsGuide: 3
        case .safeAreaGuide: 4
        case .rootSize: 5
        case .guideSize: 6
        case .scrollGuide: 7
        }
    }
}
