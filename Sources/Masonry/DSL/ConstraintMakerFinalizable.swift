/// The end of a statement's chain: after `priority(_:)` only a label and the statement's ``Constraint`` remain.
///
/// The chain is typed (attributes → modifiers and one relation → modifiers → priority → label), so
/// `priority(.high).offset(8)` and a second relation do not compile; every step is `@discardableResult`.
public class ConstraintMakerFinalizable {
    // The statement's record (``ConstraintDescription`` is this class): what its chain has said so far.
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
    let statementConstraint: Constraint
    /// The view every constraint of the statement installs on (their items' closest common ancestor), found while
    /// checking the hierarchy, so `makeConstraints` activates without looking it up again; `nil` when they differ.
    var container: View?

    /// Starts the record of a statement about `attributes` of `item`.
    init(item: LayoutItem, attributes: ConstraintAttributes, location: StatementLocation) {
        self.item = item
        self.attributes = attributes
        self.location = location
        statementConstraint = Constraint()
    }

    /// The statement's record: the chain object itself.
    var statement: ConstraintDescription { self }

    /// Names the statement's constraints (their `identifier`, shown in descriptions and conflict logs); a
    /// statement of several constraints names them `label[0]`, `label[1]`, … as Masonry's `key` does.
    @discardableResult
    public func labeled(_ label: String) -> ConstraintMakerFinalizable {
        statement.label = label
        // Like Masonry's `key`: a labelled statement without a relation still means "equal to the superview".
        statement.hasModifier = true
        return self
    }

    /// The statement's constraint object: the same one `makeConstraints` activates, so keeping it inside the
    /// closure gives a live handle for `update(offset:)` and `deactivate()` later.
    public var constraint: Constraint {
        let constraint = statementConstraint
        // Read before its statement is made: it has no constraints yet to say where its misuses are reported.
        if constraint.statementItem == nil { constraint.statementItem = statement.item }
        return constraint
    }
}
