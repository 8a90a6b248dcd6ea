/// The end of a statement's chain: after `priority(_:)` only a label and the statement's ``Constraint`` remain.
///
/// The chain is typed (attributes → modifiers and one relation → modifiers → priority → label), so
/// `priority(.high).offset(8)` and a second relation do not compile; every step is `@discardableResult`.
public class ConstraintMakerFinalizable {
    let statement: ConstraintDescription

    init(_ statement: ConstraintDescription) {
        self.statement = statement
    }

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
        let constraint = statement.constraint
        // Read before its statement is made: it has no constraints yet to say where its misuses are reported.
        if constraint.statementItem == nil { constraint.statementItem = statement.item }
        return constraint
    }
}
