/// The start of a statement: attributes chain by union (`make.left.right.bottom`) until a relation or modifier.
public final class ConstraintMakerExtendable: ConstraintMakerEditable, ConstraintAttributesDSL {
    /// Adds `attributes` to the statement.
    public func attribute(_ attributes: ConstraintAttributes) -> ConstraintMakerExtendable {
        statement.attributes.formUnion(attributes)
        return self
    }
}
