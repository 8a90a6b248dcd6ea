/// A linear relation between an expression and zero, with a strength: `expression relation 0`.
///
/// Build constraints with the comparison operators (`x + 10 <= y`), and give one another strength with `|`:
/// `(x == 10) | .weak`. A constraint is a reference type; the solver knows it by identity.
public final class Constraint {
    /// The left-hand side minus the right-hand side, with the terms of each variable merged.
    ///
    /// Only its constant ever changes, through ``Solver/setConstant(_:of:)``.
    public internal(set) var expression: Expression {
        get { storedExpression }
        set { storedExpression = newValue }
    }
    // Not checked for exclusive access at run time, for the reason the tag's fields below give: every `add` reads
    // it two or three times (and `|` once), at about 75 instructions a check. It is reached only through the
    // get and set above, which copy the value out and in, so no access to it outlives the accessor.
    @exclusivity(unchecked) private var storedExpression: Expression
    /// How ``expression`` compares with zero.
    public let relation: RelationalOperator
    /// Set once a second live solver holds the constraint (its tag then lives in that solver's dictionary):
    /// ``Solver/setStrength(_:of:)`` refuses such a constraint, since the other solver's objective would keep the
    /// old strength. In the padding after `relation`, so it costs no space.
    @exclusivity(unchecked) private var storedIsShared = false
    // The inline tag's fields (see `tagOwner`), declared here so that they fill the padding after `relation`: the
    // object then takes 72 bytes, an 80-byte heap block, rather than a 96-byte one. Like the solver's own state,
    // they are not checked for exclusive access at run time: every `add` and `remove` reads and writes them, and
    // the check costs about 75 instructions an access. They are plain values and a reference, reached only
    // through the accessors below, which no caller can hold across another access.
    @exclusivity(unchecked) private var storedTagMarker = Symbol.invalid
    @exclusivity(unchecked) private var storedTagOther = Symbol.invalid
    @exclusivity(unchecked) private var storedTagOrder: Int32 = 0
    /// How much the constraint matters.
    ///
    /// Only ever changes through ``Solver/setStrength(_:of:)``.
    public internal(set) var strength: Strength {
        get { storedStrength }
        set { storedStrength = newValue }
    }
    // Not checked for exclusive access at run time, for the reason `storedExpression` gives.
    @exclusivity(unchecked) private var storedStrength: Strength

    /// The solver whose tag of this constraint (its markers and when it was added) is kept here, in `tagMarker`,
    /// `tagOther` and `tagOrder` (see ``Solver``'s `tag(of:)`): three fields per constraint instead of a
    /// dictionary entry keyed by identity, which cost about twice as much.
    var tagOwner: SolverToken? {
        get { storedTagOwner }
        set { storedTagOwner = newValue }
    }
    @exclusivity(unchecked) private var storedTagOwner: SolverToken?
    /// The tag's marker symbol (see `tagOwner`).
    var tagMarker: Symbol {
        get { storedTagMarker }
        set { storedTagMarker = newValue }
    }
    /// Whether a second live solver has held the constraint (see `storedIsShared`).
    var isShared: Bool {
        get { storedIsShared }
        set { storedIsShared = newValue }
    }
    /// The tag's second error symbol (see `tagOwner`).
    var tagOther: Symbol {
        get { storedTagOther }
        set { storedTagOther = newValue }
    }
    /// The tag's order (see `tagOwner`).
    var tagOrder: Int32 {
        get { storedTagOrder }
        set { storedTagOrder = newValue }
    }

    /// Creates `expression relation 0` at `strength`.
    public init(_ expression: consuming Expression, _ relation: RelationalOperator, strength: Strength = .required) {
        self.storedExpression = expression.needsReducing ? expression.reduced() : expression
        self.relation = relation
        self.storedStrength = strength
    }

    /// A copy of `other` with another strength.
    public init(_ other: Constraint, strength: Strength) {
        self.storedExpression = other.storedExpression
        self.relation = other.relation
        self.storedStrength = strength
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
    /// `expression relation 0 | strength`, the form the solver keeps it in.
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
