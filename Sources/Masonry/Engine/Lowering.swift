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
        // The solver constraint keeps this array for good, in every engine that installs it: room for exactly the
        // terms the holder and its subviews take, not a fixed reservation whose spare room would be held too.
        var terms: [Term] = []
        guard let constant = lowerTerms(heldBy: holder, into: &terms, reservingExactly: true) else { return nil }
        let expression = Expression(terms: terms, constant: constant)
        let (first, second) = solverRelations
        return SolverPieces(
            Cassowary.Constraint(expression, first.relation, strength: first.strength),
            second.map { Cassowary.Constraint(expression, $0.relation, strength: $0.strength) })
    }

    /// The relation and strength of each solver constraint ``lowered()`` gives: one, or two for an intrinsic size
    /// (compression resistance, then hugging), all on the same expression.
    var solverRelations:
        (
            first: (relation: RelationalOperator, strength: Strength),
            second: (relation: RelationalOperator, strength: Strength)?
        )
    {
        if case .contentSize(let hugging, let compression) = kind {
            return ((.greaterThanOrEqual, compression.strength), (.lessThanOrEqual, hugging.strength))
        }
        return ((relation.solverRelation, priority.strength), nil)
    }

    /// Appends the terms of `first − multiplier × second − constant` in `holder`'s coordinates to `terms` and
    /// returns its constant: the expression of every solver constraint ``lowered(heldBy:)`` gives, without making
    /// them (a measured subtree is lowered into its template's shape this way, constraint after constraint into
    /// one array). With `reservingExactly`, room for exactly the terms is reserved first. `nil` when the items are
    /// not inside the holder (the terms appended so far are then meaningless).
    func lowerTerms(heldBy holder: View, into terms: inout [Term], reservingExactly: Bool) -> Double? {
        // An autoresizing constraint belongs to its view but relates it to the superview.
        if case .autoresizing = kind, let superview = holder.superview {
            return lowerTerms(
                in: AttributeExpressions(container: superview), into: &terms, reservingExactly: reservingExactly)
        }
        return lowerTerms(in: AttributeExpressions(container: holder), into: &terms, reservingExactly: reservingExactly)
    }

    /// ``lowerTerms(heldBy:into:reservingExactly:)`` in the coordinates `expressions` stand for.
    ///
    /// Each item is passed on as it was read, never copied into another variable: every view and guide is
    /// referenced weakly, so each extra reference taken and dropped takes the runtime's slow path twice.
    private func lowerTerms(
        in expressions: AttributeExpressions, into terms: inout [Term], reservingExactly: Bool
    ) -> Double? {
        guard let first = firstItem else { return nil }
        let second = secondItem
        let firstAttribute = firstAttribute, secondAttribute = secondAttribute
        // A scroll view's edges, related to its content, are the edges of its content area (``ScrollView``). The
        // stand-in is `nil` for every other item.
        let firstStandIn = first.contentAreaStandIn(for: firstAttribute, relatedTo: second)
        let secondStandIn = second.flatMap { $0.contentAreaStandIn(for: secondAttribute, relatedTo: first) }
        func termCount(_ attribute: LayoutAttribute, of item: LayoutItem, standIn: LayoutGuide?) -> Int {
            if let standIn { return expressions.termCount(attribute, of: standIn) }
            return expressions.termCount(attribute, of: item)
        }
        func append(_ attribute: LayoutAttribute, of item: LayoutItem, standIn: LayoutGuide?, scaledBy factor: Double)
            -> Double?
        {
            if let standIn { return expressions.append(attribute, of: standIn, scaledBy: factor, to: &terms) }
            return expressions.append(attribute, of: item, scaledBy: factor, to: &terms)
        }
        // first − multiplier × second − constant, built in one array (see `AttributeExpressions.append`). Items
        // deeper down than the holder's subviews grow an exact reservation once.
        if reservingExactly {
            terms.reserveCapacity(
                termCount(firstAttribute, of: first, standIn: firstStandIn)
                    + (second.map { termCount(secondAttribute, of: $0, standIn: secondStandIn) } ?? 0))
        }
        guard var constant = append(firstAttribute, of: first, standIn: firstStandIn, scaledBy: 1) else { return nil }
        if let second {
            guard let other = append(secondAttribute, of: second, standIn: secondStandIn, scaledBy: -multiplier)
            else { return nil }
            constant = constant + other
        }
        return constant + -self.constant
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
