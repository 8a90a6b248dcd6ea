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
    func refreshShare(pulls: [Cassowary.Constraint]) -> Bool? {
        // A template retired since (its solution drifted) is replaced in the tree's store: the view finds the new one.
        guard !needsResync, let share, !share.template.isRetired else { return reshare(pulls: pulls) }
        var reshaped = false, changed = false
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
        for (position, pull) in zip(share.pulls, pulls) {
            guard share.template.hasPiece(at: position, like: pull) else { return reshare(pulls: pulls) }
            if share.constants[position] != pull.expression.constant {
                share.constants[position] = pull.expression.constant
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
    private func reshare(pulls: [Cassowary.Constraint]) -> Bool? {
        needsResync = false
        forgetMarks()
        share = nil
        let root = root
        let numbering = SlotNumbering(root: root)
        // The constraints a comparison of everything would install in an empty engine, in the order it would: the
        // subtree in preorder, as `forEachViewInSubtree` walks it, in a loop of its own (a closure would box the
        // list, and check each append to it for exclusive access).
        var wanted: [LayoutConstraint] = []
        wanted.reserveCapacity(32)
        var stack: [View] = [root]
        var comparisons = 0
        while let view = stack.popLast() {
            let isMeasuredView = view === root
            // Its system constraints, then its own (no array of the two made per view).
            for isOwn in [false, true] {
                let constraints = isOwn ? view.constraints : view.systemConstraints
                comparisons &+= constraints.count
                for constraint in constraints
                where constraint.holderView === view
                    && !Self.isLeftOutOfMeasuring(constraint, heldByMeasuredView: isMeasuredView)
                {
                    wanted.append(constraint)
                }
            }
            view.pushSubviewsReversed(onto: &stack)
        }
        constraintComparisons &+= comparisons
        let ordered = Self.installOrder(wanted)
        var shape = MeasuringShape(reservingCapacityFor: ordered.count + ordered.count / 2 + 2)
        var constants: [Double] = [], pieceStarts: [Int32] = []
        constants.reserveCapacity(ordered.count + ordered.count / 2 + 2)
        pieceStarts.reserveCapacity(ordered.count)
        let slot = { (variable: Variable) in numbering.slot(of: variable) }
        // The constraints' terms go into one array, one after another: their pieces are written into the shape,
        // not made (the template makes its own solver constraints from the shape, once per shape).
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
        shape.finish(itemCount: numbering.itemCount)
        let store = root.rootView.layoutEngine.measuringTemplates
        guard let template = store.template(for: shape, constants: constants) else { return nil }
        share = TemplateShare(
            template: template, constraints: ordered, pieceStarts: pieceStarts, constants: constants,
            numbering: numbering)
        return true
    }
}
