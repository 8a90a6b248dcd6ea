/// Where a DSL statement was written, for diagnostics (`#fileID`, `#line`).
struct StatementLocation {
    var file: String
    var line: Int
}

/// The mutable record one DSL statement (`make.left.equalTo(other).offset(8)`) builds up as it is chained.
///
/// It is the chain object itself: ``ConstraintMakerFinalizable`` (the base of every step of a statement's chain)
/// stores the record, and its subclasses are typed views of it. One object per statement, not a chain object and
/// a record beside it, halves what each statement allocates, retains and frees. When the maker's closure returns,
/// ``makeLayoutConstraints()`` turns it into Auto Layout constraints or reports why it cannot.
extension ConstraintMakerFinalizable {
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
        // Each stored property is read once, into a local: every read of a class's `var` in the loops below would
        // be a run-time exclusivity check (and a retain of what it holds).
        let item = self.item, attributes = self.attributes
        if attributes.isEmpty { return fail(.noAttribute) }
        let statedConstant = self.constant, constantFollowsRelation = self.constantFollowsRelation
        // Constants, not variables: the loops below then borrow the targets instead of copying (and retaining)
        // each one.
        let relation: LayoutRelation, targets: [ConstraintTarget]
        if let stated = self.relation {
            relation = stated
            targets = self.targets
        } else {
            guard hasModifier else { return fail(.noRelation(attributes: attributes.layoutAttributes)) }
            // Masonry's install: a modifier without a relation (`make.top.left.offset(10)`) puts a position equal to
            // the superview's same attribute and a size equal to the constant alone (`make.width.offset(10)` is
            // `width == 10`), which is what a constant target means.
            if !attributes.isSubset(of: .size), superview(for: nil, at: location) == nil {
                return fail(misuse ?? .noRelation(attributes: attributes.layoutAttributes))
            }
            relation = .equal
            targets = [.constant(statedConstant ?? .offset(0))]
        }

        guard let host = item.hostView else {
            return fail(.itemBelongsToNoView(item))
        }
        let multiplier = self.multiplier, priority = self.priority, location = self.location
        let sourceLocation = CodeLocation(file: location.file, line: location.line)
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
        // Most statements make one constraint: an array literal of it allocates less than reserving capacity.
        let expected = attributes.count * targets.count
        if expected > 1 { made.reserveCapacity(expected) }
        // The superview a number on a position relates to, read (a weak load) at most once.
        var knownParent: View?? = nil
        for target in targets {
            // Where the constant comes from for this target: a constant target, unless a modifier follows it.
            var sourceConstant = statedConstant
            switch target {
            case .item(let other, _):
                // Checked here to report the statement's own misuse; activation looks the holder up again.
                if let reason = hierarchyMisuse(relating: host, to: other) { return fail(reason) }
            case .constant(let value):
                if !constantFollowsRelation { sourceConstant = value }
            }
            for statedAttribute in attributes.elements {
                var attribute = statedAttribute
                let second: LayoutItem?
                var secondAttribute: LayoutAttribute
                var constant = statedConstant.map { constantValue($0, for: attribute) } ?? 0
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
                        let parent: View?
                        if let known = knownParent {
                            parent = known
                        } else {
                            parent = item.parentView
                            knownParent = .some(parent)
                        }
                        guard let parent else {
                            return fail(.positionWithoutSuperview(attributes: attributes.layoutAttributes, item: item))
                        }
                        second = parent
                        secondAttribute = attribute
                    }
                }
                // Directional insets on left/right edges become leading/trailing constraints, so they follow a later
                // change of layout direction instead of staying where the direction put them at make time.
                if case .directionalInsets = sourceConstant, let second,
                    case let direction = layoutDirection(),
                    let directional = attribute.directionalEquivalent(in: direction),
                    let secondDirectional = secondAttribute.directionalEquivalent(in: second.layoutDirection)
                {
                    constant = sourceConstant?.value(for: directional, direction: direction) ?? constant
                    attribute = directional
                    secondAttribute = secondDirectional
                }
                // Priority, origin and DSL mark go in through the initialiser: a store afterwards would run the
                // property's observer and an exclusivity check.
                let layoutConstraint = LayoutConstraint(
                    kind: .user, item: item, attribute: attribute, relation: relation, toItem: second,
                    attribute: secondAttribute, multiplier: second == nil ? 1 : multiplier, constant: constant,
                    priority: priority, madeByDSL: true, sourceLocation: sourceLocation)
                // Validated from the values just stored (as the constraint normalised them), not by reading them
                // back: each read of the object's properties is checked for exclusive access at run time.
                let related = LayoutConstraint.relatesSecondItem(second, multiplier: multiplier)
                if let reason = LayoutConstraint.validationFailure(
                    kind: .user, firstAttribute: attribute, hasSecondItem: related,
                    secondAttribute: related ? secondAttribute : .notAnAttribute,
                    multiplier: related ? multiplier : 1, constant: constant, priority: priority)
                {
                    return fail(.illegalConstraint(layoutConstraint, reason: reason))
                }
                if expected == 1 { made = [layoutConstraint] } else { made.append(layoutConstraint) }
            }
        }
        if let label {
            for (index, layoutConstraint) in made.enumerated() {
                layoutConstraint.identifier = made.count == 1 ? label : "\(label)[\(index)]"
            }
        }
        return made
    }

    /// Why the statement's item (whose host view is `host`) cannot be related to `other`, or `nil` when they
    /// share a tree.
    private func hierarchyMisuse(relating host: View, to other: LayoutItem) -> MisuseReason? {
        guard let otherHost = other.hostView else { return .itemBelongsToNoView(other) }
        guard host.closestCommonAncestor(with: otherHost) != nil else { return .noCommonAncestor(item, other) }
        return nil
    }

    private func fail(_ reason: MisuseReason) -> [LayoutConstraint]? {
        statementConstraint.statementItem = item
        LayoutDiagnostic.report(
            .misuse(reason, at: CodeLocation(file: location.file, line: location.line)), about: item)
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
