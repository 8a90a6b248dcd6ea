/// An item and some of its attributes, as a relation target: `other.mas.right`, `other.mas.edges`.
///
/// `make.left.equalTo(other.mas.right)` relates this view's left to the other's right. A composite target
/// (`other.mas.edges`) pairs attribute for attribute with a statement of the same attributes, and edges with
/// margins both ways.
public struct ConstraintItem {
    /// The view or guide.
    public let item: LayoutItem
    /// The attributes named; empty means "the same attribute as the statement's".
    public let attributes: ConstraintAttributes

    /// The item with `attributes` (empty: the statement's own attributes).
    public init(item: LayoutItem, attributes: ConstraintAttributes) {
        self.item = item
        self.attributes = attributes
    }
}

extension ConstraintItem: ConstraintRelatableTarget {
    /// The item with the attributes named (`other.mas.bottom`).
    public var constraintTargets: [ConstraintTarget] { [.item(item, attributes)] }
}
