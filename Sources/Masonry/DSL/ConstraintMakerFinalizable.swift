/// The end of a statement's chain: after `priority(_:)` only a label and the statement's ``Constraint`` remain.
///
/// The chain is typed (attributes → modifiers and one relation → modifiers → priority → label), so
/// `priority(.high).offset(8)` and a second relation do not compile; every step is `@discardableResult`.
public class ConstraintMakerFinalizable {
    // The statement's record (ConstraintMakerFinalizable+Statement.swift): what its chain has said so far.
    //
    // Its `var`s are not checked for exclusive access at run time (`@exclusivity(unchecked)`): every chain step and
    // `makeLayoutConstraints` reads or writes them, and each checked access costs about as much as the rest of the
    // step. No two accesses can overlap: they are internal, touched only by this module's DSL code, each one is a
    // plain read, a plain store or an in-place update of a value (`attributes.formUnion`) that calls out to no other
    // code while it lasts, and none is passed `inout` across a call. The DSL, like the views, is single-threaded.
    let item: LayoutItem
    @exclusivity(unchecked) var attributes: ConstraintAttributes
    @exclusivity(unchecked) var relation: LayoutRelation?
    @exclusivity(unchecked) var targets: [ConstraintTarget] = []
    /// The constant set by a modifier (`offset`, `inset`, `sizeOffset`, `centerOffset`).
    @exclusivity(unchecked) var constant: ConstraintConstant?
    /// Whether that modifier came after the relation, so it overrides a constant target (last write wins).
    @exclusivity(unchecked) var constantFollowsRelation = false
    @exclusivity(unchecked) var multiplier: Double = 1
    @exclusivity(unchecked) var priority: LayoutPriority = .required
    @exclusivity(unchecked) var label: String?
    /// Whether a modifier was used, which makes a statement without a relation mean "equal to the superview".
    @exclusivity(unchecked) var hasModifier = false
    /// The first mistake found while chaining; the statement is skipped and this is reported.
    @exclusivity(unchecked) var misuse: MisuseReason?
    @exclusivity(unchecked) var location: StatementLocation
    /// The statement's public face, created up front so `.constraint` read inside the closure is the live one.
    let statementConstraint: Constraint
    /// Starts the record of a statement about `attributes` of `item`.
    init(item: LayoutItem, attributes: ConstraintAttributes, location: StatementLocation) {
        self.item = item
        self.attributes = attributes
        self.location = location
        statementConstraint = Constraint()
    }

    /// Names the statement's constraints (their `identifier`, shown in descriptions and conflict logs); a
    /// statement of several constraints names them `label[0]`, `label[1]`, … as Masonry's `key` does.
    @discardableResult
    public func labeled(_ label: String) -> ConstraintMakerFinalizable {
        self.label = label
        // Like Masonry's `key`: a labelled statement without a relation still means "equal to the superview".
        hasModifier = true
        return self
    }

    /// The statement's constraint object: the same one `makeConstraints` activates, so keeping it inside the
    /// closure gives a live handle for `update(offset:)` and `deactivate()` later.
    public var constraint: Constraint {
        let constraint = statementConstraint
        // Read before its statement is made: it has no constraints yet to say where its misuses are reported.
        if constraint.statementItem == nil { constraint.statementItem = item }
        return constraint
    }
}
