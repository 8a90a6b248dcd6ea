import Cassowary

extension LayoutConstraint {
    /// The solver constraints for a layout constraint: `first − multiplier × second − constant (relation) 0` in the
    /// holder's coordinates, at the priority's level; an intrinsic-size constraint becomes two inequalities,
    /// compression resistance first.
    ///
    /// In that order a length that nothing else holds yet is solved for in the compression pair, and the hugging
    /// row for its error: every symbol the pair leaves parametric then has a positive reduced cost, so a pull on
    /// the length weaker than both priorities, either way, leaves the basis optimal. Hugging first leaves the
    /// hugging slack at a reduced cost of 0, and any pull that shrinks the length (a stack's canvas fit, at 49)
    /// pivots every view's pair, each pivot rewriting every row that holds the length: a stack's rows hold all of
    /// them.
    func lowered() -> SolverPieces? {
        guard let holder = holderView else { return nil }
        return lowered(heldBy: holder)
    }

    /// ``lowered()`` for a constraint whose holder (``holderView``) the caller has read already.
    func lowered(heldBy holder: View) -> SolverPieces? {
        let constraint = self
        guard let first = constraint.firstItem else { return nil }
        // An autoresizing constraint belongs to its view but relates it to the superview.
        let container = if case .autoresizing = constraint.kind { holder.superview ?? holder } else { holder }
        let expressions = AttributeExpressions(container: container)
        // A scroll view's edges, related to its content, are the edges of its content area (``ScrollView``). The
        // stand-in is `nil` for every other item, so the common path takes no extra reference.
        let firstAttribute = constraint.firstAttribute
        let second = constraint.secondItem
        let firstItem: LayoutItem = first.contentAreaStandIn(for: firstAttribute, relatedTo: second) ?? first
        let secondAttribute = constraint.secondAttribute
        let secondItem: LayoutItem? = second.map { $0.contentAreaStandIn(for: secondAttribute, relatedTo: first) ?? $0 }
        // first − multiplier × second − constant, built in one array (see `AttributeExpressions.append`). The solver
        // constraint keeps this array for good, in every engine that installs it: room for exactly the terms the
        // holder and its subviews take (`termCount`), not a fixed reservation whose spare room would be held too.
        // Items deeper down grow it once.
        var terms: [Term] = []
        terms.reserveCapacity(
            expressions.termCount(firstAttribute, of: firstItem)
                + (secondItem.map { expressions.termCount(secondAttribute, of: $0) } ?? 0))
        guard var constant = expressions.append(firstAttribute, of: firstItem, scaledBy: 1, to: &terms) else {
            return nil
        }
        if let secondItem {
            guard
                let other = expressions.append(
                    secondAttribute, of: secondItem, scaledBy: -constraint.multiplier, to: &terms)
            else { return nil }
            constant = constant + other
        }
        constant = constant + -constraint.constant
        let expression = Expression(terms: terms, constant: constant)
        if case .contentSize(let hugging, let compression) = constraint.kind {
            return SolverPieces(
                Cassowary.Constraint(expression, .greaterThanOrEqual, strength: compression.strength),
                Cassowary.Constraint(expression, .lessThanOrEqual, strength: hugging.strength))
        }
        return SolverPieces(
            Cassowary.Constraint(expression, constraint.relation.solverRelation, strength: constraint.priority.strength)
        )
    }
}

extension LayoutConstraint {
    /// The constant of each solver constraint ``lowered()`` gives a constraint on one item's width or height with
    /// no second item (`width == 100`, a content size, a root's size), found without lowering: exactly the
    /// `0 + −constant` lowering computes. Such a constraint's terms (the item's size variable, coefficient 1)
    /// never change. `nil` for any other constraint, and for one `lowered()` refuses.
    ///
    /// Asked only of a constraint its engine wants, which therefore has a holder: the holder (a weak load) is not
    /// read again.
    var loweredSizeConstant: Double? {
        guard firstAttribute == .width || firstAttribute == .height, secondItem == nil, firstItem != nil
        else { return nil }
        return 0 + -constant
    }

    /// Whether either side is a baseline, whose position moves with the text laid out.
    var usesBaselines: Bool {
        [firstAttribute, secondAttribute].contains { $0 == .firstBaseline || $0 == .lastBaseline }
    }
}

extension LayoutPriority {
    /// The solver strength of this priority: its own level, or required at 1000.
    var strength: Strength {
        isRequired ? .required : Strength(level: Double(rawValue))
    }
}

extension LayoutRelation {
    /// The solver's relation for this one.
    var solverRelation: RelationalOperator {
        switch self {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }
}
