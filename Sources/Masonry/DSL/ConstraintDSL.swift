/// `view.mas` and `guide.mas`: the DSL's entry points for one item, and its attributes as relation targets.
///
/// ```swift
/// box.mas.makeConstraints { make in
///     make.size.equalTo(Size(width: 200, height: 200))
///     make.center.equalToSuperview()
/// }
/// label.mas.makeConstraints { make in make.top.equalTo(box.mas.bottom).offset(8) }
/// ```
///
/// Every entry point returns the statements' ``Constraint`` objects in order; a statement that is a misuse is
/// reported (a ``LayoutDiagnostic/misuse(_:at:)`` with its ``MisuseReason`` and the file and line) and left out.
public struct ConstraintDSL: ConstraintAttributesDSL {
    /// The view or guide.
    public let target: LayoutItem

    /// `target`'s `attributes`, as a relation target (`other.mas.right`).
    public func attribute(_ attributes: ConstraintAttributes) -> ConstraintItem {
        ConstraintItem(item: target, attributes: attributes)
    }

    /// Makes and activates the statements' constraints (making twice makes twice, as in Masonry and SnapKit).
    @discardableResult
    public func makeConstraints(file: String = #fileID, line: Int = #line, _ closure: (ConstraintMaker) -> Void)
        -> [Constraint]
    {
        let maker = ConstraintMaker(item: target, location: StatementLocation(file: file, line: line))
        closure(maker)
        let constraints = maker.makeConstraints()
        // Activating lists them among the target's DSL constraints (`LayoutItem.dslConstraints`).
        maker.activateMadeConstraints()
        return constraints
    }

    /// Makes the statements' constraints without activating them; activate them later with
    /// ``Constraint/activate()``.
    @discardableResult
    public func prepareConstraints(file: String = #fileID, line: Int = #line, _ closure: (ConstraintMaker) -> Void)
        -> [Constraint]
    {
        let maker = ConstraintMaker(item: target, location: StatementLocation(file: file, line: line))
        closure(maker)
        return maker.makeConstraints()
    }

    /// Updates the matching constraints in place, and makes the others.
    ///
    /// A new constraint matches an active one this item made through the DSL when both have the same first item and
    /// attribute, relation, and second item and attribute; the match takes the new constant, multiplier, priority
    /// (and label, if given). A constraint with no match is added. It never crashes.
    ///
    /// The returned ``Constraint`` of a statement that matched holds the existing ``LayoutConstraint`` itself (the
    /// statement's handle exists before matching: the closure may have kept it with `.constraint`), so it and the
    /// handle that made the constraint are two handles on one constraint: an update or a deactivation through
    /// either shows through both. A constraint that left the tree (its view was removed from its superview) is
    /// inactive and matches nothing: the statement makes a new one.
    @discardableResult
    public func updateConstraints(file: String = #fileID, line: Int = #line, _ closure: (ConstraintMaker) -> Void)
        -> [Constraint]
    {
        // The item's own list, not its holders' `constraints`: the cost is this view's DSL constraints, whatever
        // the size of the tree.
        let existing = target.dslConstraints.filter(\.isActive)
        let constraints = prepareConstraints(file: file, line: line, closure)
        for constraint in constraints {
            var addsAny = false
            constraint.layoutConstraints = constraint.layoutConstraints.map { new in
                guard let match = existing.first(where: { $0.matches(new) }) else {
                    addsAny = true
                    return new
                }
                match.constant = new.constant
                match.multiplier = new.multiplier
                match.priority = new.priority
                if let identifier = new.identifier { match.identifier = identifier }
                return match
            }
            if addsAny { constraint.activate() }
        }
        return constraints
    }

    /// Removes the constraints this item made through the DSL, then makes the new ones. Constraints other items
    /// made to this one, and constraints made with anchors, stay.
    @discardableResult
    public func remakeConstraints(file: String = #fileID, line: Int = #line, _ closure: (ConstraintMaker) -> Void)
        -> [Constraint]
    {
        removeConstraints()
        return makeConstraints(file: file, line: line, closure)
    }

    /// Deactivates every constraint this item made through the DSL.
    public func removeConstraints() {
        // Each leaves `dslConstraints` as it is deactivated (this loop reads a copy), so the list ends empty.
        LayoutConstraint.deactivate(target.dslConstraints)
    }
}

extension LayoutItem {
    /// The Masonry DSL for this view or guide: `view.mas.makeConstraints { make in … }`, `view.mas.top`.
    public var mas: ConstraintDSL { ConstraintDSL(target: self) }
}

extension LayoutConstraint {
    /// Whether `other` constrains the same thing: same items, attributes and relation (constant, multiplier and
    /// priority are what an update changes).
    func matches(_ other: LayoutConstraint) -> Bool {
        firstItem === other.firstItem && firstAttribute == other.firstAttribute && relation == other.relation
            && secondItem === other.secondItem && secondAttribute == other.secondAttribute
    }
}
