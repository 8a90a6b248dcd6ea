/// A linear relation between an expression and zero, with a strength: `expression relation 0`.
///
/// Build constraints with the comparison operators (`x + 10 <= y`), and give one another strength with `|`:
/// `(x == 10) | .weak`. A constraint is a reference type; the solver knows it by identity.
public final class Constraint {
    /// The left-hand side minus the right-hand side, with the terms of each variable merged.
    ///
    /// Only its constant ever changes, through ``Solver/setConstant(_:of:)``.
    public internal(set) var expression: Expression
    /// How ``expression`` compares with zero.
    public let relation: RelationalOperator
    /// How much the constraint matters.
    public let strength: Strength

    /// The solver whose record of this constraint is kept here, in `tag` (see ``Solver``'s `record(of:)`): one
    /// field per constraint instead of a dictionary entry keyed by identity, which cost about twice as much.
    var tagOwner: SolverToken?
    /// What `tagOwner` keeps for the constraint: its marker symbols and when it was added.
    var tag = ConstraintTag(marker: .invalid, other: .invalid, order: 0)

    /// Creates `expression relation 0` at `strength`.
    public init(_ expression: Expression, _ relation: RelationalOperator, strength: Strength = .required) {
        self.expression = expression.reduced()
        self.relation = relation
        self.strength = strength
    }

    /// A copy of `other` with another strength.
    public init(_ other: Constraint, strength: Strength) {
        self.expression = other.expression
        self.relation = other.relation
        self.strength = strength
    }

    /// Whether the variables' current values break the relation (by more than the solver's tolerance).
    public var isViolated: Bool {
        let value = expression.value
        switch relation {
        case .equal: return abs(value) >= 1.0e-8
        case .lessThanOrEqual: return value > 1.0e-8
        case .greaterThanOrEqual: return value < -1.0e-8
        }
    }
}

extension Constraint: CustomStringConvertible {
    public var description: String { "\(expression) \(relation) 0 | \(strength)" }
}

/// A copy of `constraint` at another strength.
public func | (constraint: Constraint, strength: Strength) -> Constraint {
    Constraint(constraint, strength: strength)
}

/// A copy of `constraint` at another strength.
public func | (strength: Strength, constraint: Constraint) -> Constraint {
    Constraint(constraint, strength: strength)
}
