/// One constraint a stack view wants: what it relates, and the numbers that may change in place.
struct ConstraintSpec {
    let identifier: String
    let first: LayoutItem
    let firstAttribute: LayoutAttribute
    let relation: LayoutRelation
    let second: LayoutItem?
    let secondAttribute: LayoutAttribute
    var multiplier: Double = 1
    var constant: Double = 0
    var priority: LayoutPriority = .required
    /// Installed in the stack's order even below the fitting-size level (``LayoutConstraint/installsInPassOrder``).
    var installsInPassOrder = false

    init(
        _ identifier: String, _ first: LayoutItem, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation,
        _ second: LayoutItem?, _ secondAttribute: LayoutAttribute = .notAnAttribute,
        multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority = .required
    ) {
        self.identifier = identifier
        self.first = first
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.second = second
        self.secondAttribute = second == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
    }

    /// What identifies the constraint across updates: everything but the numbers.
    struct Key: Hashable {
        let identifier: String
        let first: ObjectIdentifier
        let firstAttribute: LayoutAttribute
        let relation: LayoutRelation
        let second: ObjectIdentifier?
        let secondAttribute: LayoutAttribute
    }

    var key: Key {
        Key(
            identifier: identifier, first: ObjectIdentifier(first), firstAttribute: firstAttribute, relation: relation,
            second: second.map(ObjectIdentifier.init), secondAttribute: secondAttribute)
    }
}

/// The constraints a stack view made, kept so that the next arrangement changes only what differs: a constraint
/// that is still wanted keeps its identity and has its constant, multiplier or priority moved in place; one no
/// longer wanted is deactivated; a new one is activated.
final class GeneratedConstraints {
    private var byKey: [ConstraintSpec.Key: LayoutConstraint] = [:]
    /// The same constraints in the order they were wanted, so deactivation is deterministic.
    private(set) var all: [LayoutConstraint] = []

    /// Makes the active set exactly `specs` (in their order), reusing what it can, all installed on `holder` (the
    /// stack lists every constraint it made, one-item ones too).
    func apply(_ specs: [ConstraintSpec], on holder: View) {
        var next: [ConstraintSpec.Key: LayoutConstraint] = [:]
        next.reserveCapacity(specs.count)
        var ordered: [LayoutConstraint] = []
        ordered.reserveCapacity(specs.count)
        var additions: [LayoutConstraint] = []
        for spec in specs {
            let key = spec.key
            guard next[key] == nil else { continue }
            let constraint: LayoutConstraint
            if let existing = byKey.removeValue(forKey: key), existing.firstItem === spec.first,
                existing.secondItem === spec.second
            {
                existing.multiplier = spec.multiplier
                existing.constant = spec.constant
                existing.priority = spec.priority
                if !existing.isActive { additions.append(existing) }
                constraint = existing
            } else {
                constraint = LayoutConstraint(
                    item: spec.first, attribute: spec.firstAttribute, relatedBy: spec.relation,
                    toItem: spec.second, attribute: spec.secondAttribute,
                    multiplier: spec.multiplier, constant: spec.constant)
                constraint.priority = spec.priority
                constraint.identifier = spec.identifier
                constraint.installsInPassOrder = spec.installsInPassOrder
                // The stack reads its views' references from everyone else's constraints (``AxisReferences``).
                constraint.countsReferences = false
                additions.append(constraint)
            }
            next[key] = constraint
            ordered.append(constraint)
        }
        let wanted = Set(ordered.map(ObjectIdentifier.init))
        LayoutConstraint.deactivate(all.filter { !wanted.contains(ObjectIdentifier($0)) })
        for constraint in additions { holder.addConstraint(constraint) }
        byKey = next
        all = ordered
    }
}
