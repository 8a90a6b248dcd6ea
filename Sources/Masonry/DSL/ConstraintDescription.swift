/// Where a DSL statement was written, for diagnostics (`#fileID`, `#line`).
struct StatementLocation {
    var file: String
    var line: Int
}

/// The mutable record one DSL statement (`make.left.equalTo(other).offset(8)`) builds up as it is chained.
///
/// The chain objects (`ConstraintMakerExtendable` and its superclasses) are typed views of one description;
/// when the maker's closure returns, ``makeLayoutConstraints()`` turns it into Auto Layout constraints or
/// reports why it cannot.
final class ConstraintDescription {
    let item: LayoutItem
    var attributes: ConstraintAttributes
    var relation: LayoutRelation?
    var targets: [ConstraintTarget] = []
    /// The constant set by a modifier (`offset`, `inset`, `sizeOffset`, `centerOffset`).
    var constant: ConstraintConstant?
    /// Whether that modifier came after the relation, so it overrides a constant target (last write wins).
    var constantFollowsRelation = false
    var multiplier: Double = 1
    var priority: LayoutPriority = .required
    var label: String?
    /// Whether a modifier was used, which makes a statement without a relation mean "equal to the superview".
    var hasModifier = false
    /// The first mistake found while chaining; the statement is skipped and this is reported.
    var misuse: MisuseReason?
    var location: StatementLocation
    /// The statement's public face, created up front so `.constraint` read inside the closure is the live one.
    let constraint: Constraint
    /// The view every constraint of the statement installs on (their items' closest common ancestor), found while
    /// checking the hierarchy, so `makeConstraints` activates without looking it up again; `nil` when they differ.
    private(set) var container: View?

    init(item: LayoutItem, attributes: ConstraintAttributes, location: StatementLocation) {
        self.item = item
        self.attributes = attributes
        self.location = location
        constraint = Constraint()
    }

    // MARK: Chaining

    func noteMisuse(_ reason: MisuseReason, at location: StatementLocation) {
        guard misuse == nil else { return }
        misuse = reason
        self.location = location
    }

    func relate(_ relation: LayoutRelation, to targets: [ConstraintTarget], at location: StatementLocation) {
        if let existing = self.relation {
            noteMisuse(
                .relationAlreadySet(attributes: attributes.layoutAttributes, existing: existing, refused: relation),
                at: location)
            return
        }
        if misuse == nil { self.location = location } // a misuse keeps pointing at the call that made it
        self.relation = relation
        self.targets = targets
        constantFollowsRelation = false
        if targets.isEmpty {
            noteMisuse(.emptyTargetArray(attributes: attributes.layoutAttributes), at: location)
        }
    }

    /// The view `equalToSuperview` means: a view's superview, a guide's owning view. `relation` is the call's
    /// (`nil` for a statement with a modifier and no relation).
    func superview(for relation: LayoutRelation?, at location: StatementLocation) -> View? {
        if let parent = item.parentView { return parent }
        noteMisuse(.noSuperview(item: item, relation: relation, attributes: attributes.layoutAttributes), at: location)
        return nil
    }

    func setConstant(_ constant: ConstraintConstant, at location: StatementLocation) {
        self.constant = constant
        constantFollowsRelation = relation != nil
        hasModifier = true
        if !constant.isFinite {
            noteMisuse(.nonFiniteConstant(attributes: attributes.layoutAttributes, constant), at: location)
        }
    }

    func setMultiplier(_ multiplier: Double, at location: StatementLocation) {
        self.multiplier = multiplier
        hasModifier = true
        if !multiplier.isFinite {
            noteMisuse(.nonFiniteMultiplier(attributes: attributes.layoutAttributes, multiplier), at: location)
        }
    }

    func setPriority(_ priority: LayoutPriority, at location: StatementLocation) {
        self.priority = priority
        hasModifier = true
        if !priority.isValid {
            noteMisuse(.invalidPriority(attributes: attributes.layoutAttributes, priority), at: location)
        }
    }

    // MARK: Building

    /// The statement's constraints, inactive, in attribute order (for each target, in order); `nil` after
    /// reporting the misuse that made the statement be skipped.
    func makeLayoutConstraints() -> [LayoutConstraint]? {
        if let misuse { return fail(misuse) }
        if attributes.isEmpty { return fail(.noAttribute) }
        var relation = self.relation
        var targets = self.targets
        if relation == nil {
            guard hasModifier else { return fail(.noRelation(attributes: attributes.layoutAttributes)) }
            // Masonry's install: a modifier without a relation (`make.top.left.offset(10)`) puts a position equal to
            // the superview's same attribute and a size equal to the constant alone (`make.width.offset(10)` is
            // `width == 10`), which is what a constant target means.
            if !attributes.isSubset(of: .size), superview(for: nil, at: location) == nil {
                return fail(misuse ?? .noRelation(attributes: attributes.layoutAttributes))
            }
            relation = .equal
            targets = [.constant(constant ?? .offset(0))]
        }
        guard let relation else { return fail(.noRelation(attributes: attributes.layoutAttributes)) }

        guard let host = item.hostView else {
            return fail(.itemBelongsToNoView(item))
        }
        // Only directional insets need the layout direction, which walks up the tree: look it up once, if at all.
        var knownDirection: UserInterfaceLayoutDirection? = nil
        func layoutDirection() -> UserInterfaceLayoutDirection {
            let direction = knownDirection ?? item.layoutDirection
            knownDirection = direction
            return direction
        }
        func constantValue(_ constant: ConstraintConstant, for attribute: LayoutAttribute) -> Double {
            guard constant.dependsOnDirection else { return constant.value(for: attribute, direction: .leftToRight) }
            return constant.value(for: attribute, direction: layoutDirection())
        }
        var made: [LayoutConstraint] = []
        made.reserveCapacity(attributes.count * targets.count)
        var containers = ContainerTracker()
        for target in targets {
            // The superview a constant relates to always shares a tree with the item; another item may not.
            var targetContainer: View? = nil
            if case .item(let other, _) = target {
                switch commonAncestor(of: host, and: other) {
                case .found(let common): targetContainer = common
                case .refused(let reason): return fail(reason)
                }
            }
            for statedAttribute in attributes.elements {
                var attribute = statedAttribute
                let second: LayoutItem?
                var secondAttribute: LayoutAttribute
                var constant = self.constant.map { constantValue($0, for: attribute) } ?? 0
                switch target {
                case .item(let other, let targetAttributes):
                    if targetAttributes.count > 1 && !attributes.pairs(with: targetAttributes) {
                        return fail(
                            .mismatchedCompositeTarget(
                                attributes: attributes.layoutAttributes, target: other,
                                targetAttributes: targetAttributes.layoutAttributes))
                    }
                    second = other
                    secondAttribute = attributes.targetAttribute(for: attribute, in: targetAttributes)
                case .constant(let value):
                    if !constantFollowsRelation { constant = constantValue(value, for: attribute) }
                    if !value.isFinite {
                        return fail(.nonFiniteTarget(attributes: attributes.layoutAttributes, value))
                    }
                    if attribute.isDimension {
                        second = nil
                        secondAttribute = .notAnAttribute
                    } else {
                        // A number on a position is relative to the superview's same attribute (Masonry).
                        guard let parent = item.parentView else {
                            return fail(.positionWithoutSuperview(attributes: attributes.layoutAttributes, item: item))
                        }
                        second = parent
                        secondAttribute = attribute
                    }
                }
                // Directional insets on left/right edges become leading/trailing constraints, so they follow a later
                // change of layout direction instead of staying where the direction put them at make time.
                if case .directionalInsets = sourceConstant(for: target), let second,
                    case let direction = layoutDirection(),
                    let directional = attribute.directionalEquivalent(in: direction),
                    let secondDirectional = secondAttribute.directionalEquivalent(in: second.layoutDirection)
                {
                    constant = sourceConstant(for: target)?.value(for: directional, direction: direction) ?? constant
                    attribute = directional
                    secondAttribute = secondDirectional
                }
                let layoutConstraint = LayoutConstraint(
                    kind: .user, item: item, attribute: attribute, relation: relation, toItem: second,
                    attribute: secondAttribute, multiplier: second == nil ? 1 : multiplier, constant: constant)
                // A new constraint is required already: no store (a store runs the property's observer and an
                // exclusivity check).
                if priority != .required { layoutConstraint.priority = priority }
                layoutConstraint.isMadeByDSL = true
                layoutConstraint.sourceLocation = SourceLocation(file: location.file, line: location.line)
                // Validated from the values just stored (as the constraint normalised them), not by reading them
                // back: each read of the object's properties is checked for exclusive access at run time.
                let related = second != nil && multiplier != 0
                if let reason = LayoutConstraint.validationFailure(
                    kind: .user, firstAttribute: attribute, hasSecondItem: related,
                    secondAttribute: related ? secondAttribute : .notAnAttribute,
                    multiplier: related ? multiplier : 1, constant: constant, priority: priority)
                {
                    return fail(.illegalConstraint(layoutConstraint, reason: reason))
                }
                made.append(layoutConstraint)
                // No second item (or a multiplier of 0): the item's own host; a superview: that superview.
                if second == nil || multiplier == 0 {
                    containers.note(host)
                } else {
                    containers.note(targetContainer ?? second?.hostView)
                }
            }
        }
        container = containers.shared
        if let label {
            for (index, layoutConstraint) in made.enumerated() {
                layoutConstraint.identifier = made.count == 1 ? label : "\(label)[\(index)]"
            }
        }
        return made
    }

    /// Where the statement's constant for `target` comes from: a constant target, unless a modifier follows it.
    private func sourceConstant(for target: ConstraintTarget) -> ConstraintConstant? {
        if case .constant(let value) = target, !constantFollowsRelation { return value }
        return constant
    }

    /// The view that holds a constraint between the statement's item and another, or why there is none.
    private enum CommonAncestor {
        case found(View)
        case refused(MisuseReason)
    }

    /// The view that holds a constraint between the statement's item (whose host view is `host`) and `other`, or
    /// why they cannot be related.
    private func commonAncestor(of host: View, and other: LayoutItem) -> CommonAncestor {
        guard let otherHost = other.hostView else { return .refused(.itemBelongsToNoView(other)) }
        guard let common = host.closestCommonAncestor(with: otherHost) else {
            return .refused(.noCommonAncestor(item, other))
        }
        return .found(common)
    }

    private func fail(_ reason: MisuseReason) -> [LayoutConstraint]? {
        constraint.statementItem = item
        LayoutDiagnostic.report(
            .misuse(reason, at: SourceLocation(file: location.file, line: location.line)), about: item)
        return nil
    }
}

extension ConstraintConstant {
    /// Whether the value depends on the layout direction (insets on leading and trailing).
    fileprivate var dependsOnDirection: Bool {
        switch self {
        case .insets, .directionalInsets: true
        default: false
        }
    }
}

extension ConstraintAttributes {
    /// Whether a statement of these attributes may relate to a composite target of `target`'s: the same
    /// attributes, or edges and margins (plain or directional) either way.
    func pairs(with target: ConstraintAttributes) -> Bool {
        self == target
            || (self == .edges && target == .margins) || (self == .margins && target == .edges)
            || (self == .directionalEdges && target == .directionalMargins)
            || (self == .directionalMargins && target == .directionalEdges)
    }
}

/// The one view a statement's constraints all install on, if there is one.
private struct ContainerTracker {
    private(set) var shared: View?
    private var differ = false

    mutating func note(_ view: View?) {
        guard !differ else { return }
        if let view, shared == nil || shared === view {
            shared = view
        } else {
            shared = nil
            differ = true
        }
    }
}
