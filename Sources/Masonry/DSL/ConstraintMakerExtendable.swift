/// The start of a statement: attributes chain by union (`make.left.right.bottom`) until a relation or modifier.
///
/// A statement left here, with no relation and no modifier (`make.left` alone), makes nothing: the compiler warns
/// the expression is unused, and the statement is reported as a misuse when the closure returns.
public final class ConstraintMakerExtendable: ConstraintMakerRelatable, ConstraintAttributesDSL {
    /// Adds `attributes` to the statement.
    public func attribute(_ attributes: ConstraintAttributes) -> ConstraintMakerExtendable {
        self.attributes.formUnion(attributes)
        return self
    }
}
