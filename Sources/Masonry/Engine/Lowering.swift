import Cassowary

extension LayoutConstraint {
    /// The solver constraints for a layout constraint: `first − multiplier × second − constant (relation) 0` in the
    /// holder's coordinates, at the priority's level; an intrinsic-size constraint becomes two inequalities.
    func lowered() -> [Cassowary.Constraint]? {
        let constraint = self
        guard let holder = constraint.holderView, let first = constraint.firstItem else { return nil }
        // An autoresizing constraint belongs to its view but relates it to the superview.
        let container = if case .autoresizing = constraint.kind { holder.superview ?? holder } else { holder }
        let expressions = AttributeExpressions(container: container)
        guard var expression = expressions.expression(constraint.firstAttribute, of: first) else { return nil }
        if let second = constraint.secondItem {
            guard let other = expressions.expression(constraint.secondAttribute, of: second) else { return nil }
            expression = expression - other * constraint.multiplier
        }
        expression = expression - constraint.constant
        if case .contentSize(let hugging, let compression) = constraint.kind {
            return [
                Cassowary.Constraint(expression, .lessThanOrEqual, strength: hugging.strength),
                Cassowary.Constraint(expression, .greaterThanOrEqual, strength: compression.strength),
            ]
        }
        let relation: RelationalOperator = switch constraint.relation {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        return [Cassowary.Constraint(expression, relation, strength: constraint.priority.strength)]
    }
}

extension LayoutPriority {
    /// The solver strength of this priority: its own level, or required at 1000.
    var strength: Strength {
        isRequired ? .required : Strength(level: Double(rawValue))
    }
}
