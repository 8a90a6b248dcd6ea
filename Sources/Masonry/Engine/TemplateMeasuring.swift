import Cassowary

/// How a measuring engine measures with a shared ``MeasuringTemplate``: it numbers its subtree's variables and
/// lowers its constraints into a ``MeasuringShape``, takes the template of that shape from the tree's engine, and
/// keeps a ``TemplateShare`` (its constants and solved values) rather than a solver of its own.
///
/// A change in the subtree reaches the engine as it always does (a mark per constraint, or a comparison of
/// everything for a change of shape): a new constant of a width or height alone (a label's size for its solved
/// width, `width == 100`) moves that constant in the share; anything else numbers and lowers the subtree again.
extension LayoutEngine {
    /// What a mark did to the share.
    private enum MarkEffect {
        /// Nothing the share holds changed.
        case none
        /// Constants moved.
        case moved
        /// The shape may have changed: the subtree is lowered again.
        case reshaped
    }

    /// Brings ``share`` in line with the subtree and `pulls` (the measured view's two size pulls): returns whether
    /// anything the measurement depends on changed, or `nil` if the subtree cannot be measured with a template.
    /// The pulls are compared as numbers; solver constraints are made of them only when the subtree is lowered.
    func refreshShare(pulls: SizePulls) -> Bool? {
        // A template retired since (its solution drifted) is replaced in the tree's store: the view finds the new one.
        guard !needsResync, let share, !share.template.isRetired else { return reshare(pulls: pulls) }
        var reshaped = false, changed = false
        // A copy: comparing a mark reads the constraint's items, and the engine's own marks may change meanwhile.
        let marked = marked
        for constraint in marked where !reshaped {
            constraintComparisons &+= 1
            switch effect(ofMarked: constraint, on: share) {
            case .none: break
            case .moved: changed = true
            case .reshaped: reshaped = true
            }
        }
        forgetMarks()
        if reshaped { return reshare(pulls: pulls) }
        for (index, position) in share.pulls.enumerated() {
            let pull = pulls.piece(index)
            guard share.template.hasPiece(at: position, relation: .equal, strength: pull.strength) else {
                return reshare(pulls: pulls)
            }
            if share.constants[position] != pull.constant {
                share.constants[position] = pull.constant
                changed = true
            }
        }
        return changed
    }

    /// Drops the share: the view is measured with the engine's own solver from now on.
    func measureOnItsOwn() {
        share = nil
        measuresOnItsOwn = true
        needsResync = true
        measuredSize = nil
        forgetMarks()
    }

    /// What the mark of `constraint` changes in `share`.
    private func effect(ofMarked constraint: LayoutConstraint, on share: TemplateShare) -> MarkEffect {
        let wanted = isWanted(constraint)
        guard let index = share.index(of: constraint) else { return wanted ? .reshaped : .none }
        // A width or height alone keeps its terms (its item's length, coefficient 1) whatever changed: only its
        // relation, strengths and constant can differ from what the template holds.
        guard wanted, let constant = constraint.loweredSizeConstant else { return .reshaped }
        let pieces = share.pieces(ofConstraintAt: index)
        let template = share.template
        let keepsShape =
            if case .contentSize(let hugging, let compression) = constraint.kind {
                pieces.count == 2
                    && template.hasPiece(
                        at: pieces.lowerBound, relation: .greaterThanOrEqual, strength: compression.strength)
                    && template.hasPiece(
                        at: pieces.lowerBound + 1, relation: .lessThanOrEqual, strength: hugging.strength)
            } else {
                pieces.count == 1
                    && template.hasPiece(
                        at: pieces.lowerBound, relation: constraint.relation.solverRelation,
                        strength: constraint.priority.strength)
            }
        guard keepsShape else { return .reshaped }
        var moved = false
        for position in pieces where share.constants[position] != constant {
            share.constants[position] = constant
            moved = true
        }
        return moved ? .moved : .none
    }

    /// Numbers and lowers the subtree into a new share, with its template from the tree's store; `nil` if the
    /// subtree cannot be measured with a template (a constraint that does not lower, a variable of an item outside
    /// the numbering, constants that conflict when the template is made).
    ///
    /// A subtree whose fingerprint (``ShapeFingerprint``) the store has seen lowered takes that shape and install
    /// order, and reads its constants from its constraints: nothing is lowered.
    private func reshare(pulls sizePulls: SizePulls) -> Bool? {
        needsResync = false
        forgetMarks()
        share = nil
        let root = root
        // The items in measuring order (each view in preorder, then its guides), each with its parent's number.
        var items = MeasuredItems(reservingCapacity: 16)
        var views: [View] = []
        views.reserveCapacity(8)
        var stack: [(view: View, parent: Int?)] = []
        stack.reserveCapacity(8)
        stack.append((root, nil))
        var fingerprint = ShapeFingerprint(items: 16, constraints: 32)
        while let (view, parent) = stack.popLast() {
            views.append(view)
            let index = items.append(view)
            fingerprint.appendItem(parent: parent, kind: 0)
            if let guide = view.existingMarginsGuide {
                _ = items.append(guide)
                fingerprint.appendItem(parent: index, kind: 1)
            }
            if let guide = view.existingSafeAreaGuide {
                _ = items.append(guide)
                fingerprint.appendItem(parent: index, kind: 2)
            }
            for guide in view.layoutGuides {
                _ = items.append(guide)
                fingerprint.appendItem(parent: index, kind: 3)
            }
            let subviews = view.subviews
            var next = subviews.endIndex
            while next > subviews.startIndex {
                next -= 1
                stack.append((subviews[next], index))
            }
        }
        // The constraints a comparison of everything would install in an empty engine, in the order it finds them:
        // the subtree in preorder, each view's system constraints, then its own.
        var wanted: [LayoutConstraint] = []
        wanted.reserveCapacity(32)
        var groups: [LayoutEngine.InstallGroup] = []
        groups.reserveCapacity(32)
        var fingerprinted = true
        var comparisons = 0
        for view in views {
            let isMeasuredView = view === root
            for isOwn in [false, true] {
                let constraints = isOwn ? view.constraints : view.systemConstraints
                comparisons &+= constraints.count
                for constraint in constraints
                where constraint.isHeld(by: view)
                    && !Self.isLeftOutOfMeasuring(constraint, heldByMeasuredView: isMeasuredView)
                {
                    wanted.append(constraint)
                    let group = Self.installGroup(of: constraint)
                    groups.append(group)
                    if fingerprinted {
                        fingerprinted = fingerprint.append(constraint, heldBy: view, group: group, items: items)
                    }
                }
            }
        }
        constraintComparisons &+= comparisons
        let numbering = SlotNumbering(items: items.items)
        let pulls = sizePulls.constraints(of: root)
        let slot = { (variable: Variable) in numbering.slot(of: variable) }
        if fingerprinted {
            for pull in pulls where fingerprinted { fingerprinted = fingerprint.append(pull: pull, slot: slot) }
            fingerprint.finish(itemCount: numbering.itemCount)
        }
        let store = root.rootView.layoutEngine.measuringTemplates
        if fingerprinted, let known = store.shape(fingerprinted: fingerprint) {
            return share(known, constraints: wanted, pulls: pulls, numbering: numbering, store: store)
        }
        let ordered = Self.installOrder(wanted, groups: groups)
        guard let lowered = Self.lower(ordered, pulls: pulls, slot: slot, itemCount: numbering.itemCount),
            let template = store.template(for: lowered.shape, constants: lowered.constants)
        else { return nil }
        if fingerprinted,
            let order = Self.walkIndices(of: ordered, in: wanted),
            Self.constantsAreNegatedConstants(ordered, lowered.constants, pieceStarts: lowered.pieceStarts)
        {
            store.remember(
                FingerprintedShape(shape: lowered.shape, order: order, pieceStarts: lowered.pieceStarts),
                fingerprinted: fingerprint)
        }
        share = TemplateShare(
            template: template, constraints: ordered, pieceStarts: lowered.pieceStarts, constants: lowered.constants,
            numbering: numbering)
        return true
    }

    /// Shares the template of `known` (what a subtree of the same fingerprint lowered to): the constraints go in
    /// its install order, each piece's constant is its constraint's `0 + −constant`, the pulls' their own.
    private func share(
        _ known: FingerprintedShape, constraints wanted: [LayoutConstraint], pulls: [Cassowary.Constraint],
        numbering: SlotNumbering, store: MeasuringTemplateStore
    ) -> Bool? {
        var ordered: [LayoutConstraint] = []
        ordered.reserveCapacity(known.order.count)
        for index in known.order {
            guard Int(index) < wanted.count else { return nil }
            ordered.append(wanted[Int(index)])
        }
        var constants: [Double] = []
        constants.reserveCapacity(known.pieceStarts.count + known.pieceStarts.count / 2 + 2)
        for constraint in ordered {
            let constant = 0 + -constraint.constant
            constants.append(constant)
            // A content size (its kind is in the fingerprint) has a second piece on the same expression.
            if constraint.kind.isContentSize { constants.append(constant) }
        }
        for pull in pulls { constants.append(pull.expression.constant) }
        guard let template = store.template(for: known.shape, constants: constants) else { return nil }
        share = TemplateShare(
            template: template, constraints: ordered, pieceStarts: known.pieceStarts, constants: constants,
            numbering: numbering)
        return true
    }

    /// `ordered`'s constraints lowered into a shape, one after another (their pieces are written into the shape,
    /// not made: the template makes its own solver constraints from the shape, once per shape), then `pulls`; `nil`
    /// if one does not lower or names a variable `slot` does not number.
    private static func lower(
        _ ordered: [LayoutConstraint], pulls: [Cassowary.Constraint], slot: (Variable) -> Int?, itemCount: Int
    ) -> (shape: MeasuringShape, constants: [Double], pieceStarts: [Int32])? {
        var shape = MeasuringShape(reservingCapacityFor: ordered.count + ordered.count / 2 + 2)
        var constants: [Double] = [], pieceStarts: [Int32] = []
        constants.reserveCapacity(ordered.count + ordered.count / 2 + 2)
        pieceStarts.reserveCapacity(ordered.count)
        // The constraints' terms go into one array, one after another.
        var allTerms: [Term] = []
        allTerms.reserveCapacity(3 * ordered.count)
        for constraint in ordered {
            let start = allTerms.count
            guard let holder = constraint.holderView,
                let constant = constraint.lowerTerms(heldBy: holder, into: &allTerms, reservingExactly: false)
            else { return nil }
            let terms = allTerms[start...]
            pieceStarts.append(Int32(truncatingIfNeeded: constants.count))
            let willChange = constraint.kind.constantWillChange
            let (first, second) = constraint.solverRelations
            guard
                shape.append(
                    first.relation, first.strength, terms: terms, constantWillChange: willChange, slot: slot)
            else { return nil }
            constants.append(constant)
            if let second {
                guard
                    shape.append(
                        second.relation, second.strength, terms: terms, constantWillChange: willChange, slot: slot)
                else { return nil }
                constants.append(constant)
            }
        }
        for pull in pulls {
            guard shape.append(pull, constantWillChange: true, slot: slot) else { return nil }
            constants.append(pull.expression.constant)
        }
        shape.finish(itemCount: itemCount)
        return (shape, constants, pieceStarts)
    }

    /// The index in `wanted` of each constraint of `ordered`; `nil` if one is not there.
    private static func walkIndices(of ordered: [LayoutConstraint], in wanted: [LayoutConstraint]) -> [Int32]? {
        var indexByConstraint: [ObjectIdentifier: Int32] = [:]
        indexByConstraint.reserveCapacity(wanted.count)
        for (index, constraint) in wanted.enumerated() {
            indexByConstraint[ObjectIdentifier(constraint)] = Int32(truncatingIfNeeded: index)
        }
        var order: [Int32] = []
        order.reserveCapacity(ordered.count)
        for constraint in ordered {
            guard let index = indexByConstraint[ObjectIdentifier(constraint)] else { return nil }
            order.append(index)
        }
        return order
    }

    /// Whether every piece's lowered constant is its constraint's `0 + −constant`, bit for bit: what a view of the
    /// same fingerprint reads out instead of lowering (checked before the store remembers the shape).
    private static func constantsAreNegatedConstants(
        _ ordered: [LayoutConstraint], _ constants: [Double], pieceStarts: [Int32]
    ) -> Bool {
        for (position, constraint) in ordered.enumerated() {
            let start = Int(pieceStarts[position])
            let end = position + 1 < pieceStarts.count ? Int(pieceStarts[position + 1]) : constants.count - 2
            let expected = (0 + -constraint.constant).bitPattern
            for piece in start..<end where constants[piece].bitPattern != expected { return false }
        }
        return true
    }
}
