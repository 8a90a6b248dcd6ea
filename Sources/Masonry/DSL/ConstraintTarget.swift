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
    public var constraintTargets: [ConstraintTarget] { [.item(self, [])] }
}

extension LayoutGuide: ConstraintRelatableTarget {
    public var constraintTargets: [ConstraintTarget] { [.item(self, [])] }
}

extension Double: ConstraintRelatableTarget {
    public var constraintTargets: [ConstraintTarget] { [.constant(.offset(self))] }
}

extension Int: ConstraintRelatableTarget {
    public var constraintTargets: [ConstraintTarget] { [.constant(.offset(Double(self)))] }
}

extension Float: ConstraintRelatableTarget {
    public var constraintTargets: [ConstraintTarget] { [.constant(.offset(Double(self)))] }
}

extension Point: ConstraintRelatableTarget {
    public var constraintTargets: [ConstraintTarget] { [.constant(.point(self))] }
}

extension Size: ConstraintRelatableTarget {
    public var constraintTargets: [ConstraintTarget] { [.constant(.size(self))] }
}

extension EdgeInsets: ConstraintRelatableTarget {
    public var constraintTargets: [ConstraintTarget] { [.constant(.insets(self))] }
}

extension DirectionalEdgeInsets: ConstraintRelatableTarget {
    public var constraintTargets: [ConstraintTarget] { [.constant(.directionalInsets(self))] }
}

extension Array: ConstraintRelatableTarget where Element: ConstraintRelatableTarget {
    public var constraintTargets: [ConstraintTarget] { flatMap(\.constraintTargets) }
}
