/// What a DSL relation can point at: an item (a view or a guide), one of its attributes, a number, a point, a size,
/// insets, or an array of those (Masonry's array target: one constraint per element).
///
/// The requirement is a real protocol requirement, not a run-time cast, so every accepted type is listed here and
/// an unsupported one does not compile.
public protocol ConstraintRelatableTarget {
    /// The targets this stands for (one, except for arrays).
    var constraintTargets: [ConstraintTarget] { get }
}

/// One resolved relation target.
public enum ConstraintTarget {
    /// An item, with the attributes named (`other.mas.right`) or none (`equalTo(other)`: the same attribute).
    case item(LayoutItem, ConstraintAttributes)
    /// A constant: relative to the superview's same attribute for locations, absolute for sizes.
    case constant(ConstraintConstant)
}

extension View: ConstraintRelatableTarget {
    /// The view, with the statement's own attributes: `make.top.equalTo(other)` is `top == other.top`.
    public var constraintTargets: [ConstraintTarget] { [.item(self, [])] }
}

extension LayoutGuide: ConstraintRelatableTarget {
    /// The guide, with the statement's own attributes.
    public var constraintTargets: [ConstraintTarget] { [.item(self, [])] }
}

extension Double: ConstraintRelatableTarget {
    /// A number: an offset from the superview's same attribute for positions, a constant for sizes.
    public var constraintTargets: [ConstraintTarget] { [.constant(.offset(self))] }
}

extension Int: ConstraintRelatableTarget {
    /// A number: an offset from the superview's same attribute for positions, a constant for sizes.
    public var constraintTargets: [ConstraintTarget] { [.constant(.offset(Double(self)))] }
}

extension Float: ConstraintRelatableTarget {
    /// A number: an offset from the superview's same attribute for positions, a constant for sizes.
    public var constraintTargets: [ConstraintTarget] { [.constant(.offset(Double(self)))] }
}

extension Point: ConstraintRelatableTarget {
    /// A point: its x for horizontal positions, its y for vertical ones, from the superview's same attribute.
    public var constraintTargets: [ConstraintTarget] { [.constant(.point(self))] }
}

extension Size: ConstraintRelatableTarget {
    /// A size: its width for widths, its height for heights.
    public var constraintTargets: [ConstraintTarget] { [.constant(.size(self))] }
}

extension EdgeInsets: ConstraintRelatableTarget {
    /// Insets: each edge of the superview moved inward.
    public var constraintTargets: [ConstraintTarget] { [.constant(.insets(self))] }
}

extension DirectionalEdgeInsets: ConstraintRelatableTarget {
    /// Directional insets: each edge of the superview moved inward, leading and trailing following the direction.
    public var constraintTargets: [ConstraintTarget] { [.constant(.directionalInsets(self))] }
}

extension Array: ConstraintRelatableTarget where Element: ConstraintRelatableTarget {
    /// Every element's targets, in order: one constraint per target.
    public var constraintTargets: [ConstraintTarget] { flatMap(\.constraintTargets) }
}
