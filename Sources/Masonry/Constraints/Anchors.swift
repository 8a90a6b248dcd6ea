/// What every anchor is: an item and one of its attributes. The three concrete anchor types keep x-axis, y-axis
/// and size attributes apart, so that pairing a left edge with a top edge, or an edge with a width, does not compile.
public protocol LayoutAnchor {
    /// The item the anchor belongs to.
    var item: LayoutItem { get }
    /// The attribute it stands for.
    var attribute: LayoutAttribute { get }
}

// Every method below is inlinable, and so are the anchors' initialisers and the items' anchor properties
// (``LayoutItem``'s): see why there.
extension LayoutAnchor {
    /// `self (relation) multiplier × other + constant`, inactive: what each public method makes.
    @inlinable
    func constraint(_ relation: LayoutRelation, _ other: Self, multiplier: Double = 1, constant: Double)
        -> LayoutConstraint
    {
        LayoutConstraint(
            item: item, attribute: attribute, relatedBy: relation, toItem: other.item,
            attribute: other.attribute, multiplier: multiplier, constant: constant)
    }

    /// `self == other + constant`, inactive.
    @inlinable
    public func constraint(equalTo other: Self, constant: Double = 0) -> LayoutConstraint {
        constraint(.equal, other, constant: constant)
    }

    /// `self >= other + constant`, inactive.
    @inlinable
    public func constraint(greaterThanOrEqualTo other: Self, constant: Double = 0) -> LayoutConstraint {
        constraint(.greaterThanOrEqual, other, constant: constant)
    }

    /// `self <= other + constant`, inactive.
    @inlinable
    public func constraint(lessThanOrEqualTo other: Self, constant: Double = 0) -> LayoutConstraint {
        constraint(.lessThanOrEqual, other, constant: constant)
    }
}

/// A horizontal edge or centre: left, right, leading, trailing, centerX.
public struct XAxisAnchor: LayoutAnchor {
    /// The view or guide the anchor belongs to.
    public let item: LayoutItem
    /// The attribute the anchor stands for.
    public let attribute: LayoutAttribute

    /// The anchor of `item` for `attribute` (the items' anchor properties make them).
    @inlinable
    init(item: LayoutItem, attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }
}

/// A vertical edge, centre or baseline: top, bottom, centerY, firstBaseline, lastBaseline.
public struct YAxisAnchor: LayoutAnchor {
    /// The view or guide the anchor belongs to.
    public let item: LayoutItem
    /// The attribute the anchor stands for.
    public let attribute: LayoutAttribute

    /// The anchor of `item` for `attribute` (the items' anchor properties make them).
    @inlinable
    init(item: LayoutItem, attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }
}

/// A size: width or height.
public struct DimensionAnchor: LayoutAnchor {
    /// The view or guide the anchor belongs to.
    public let item: LayoutItem
    /// The attribute the anchor stands for.
    public let attribute: LayoutAttribute

    /// The anchor of `item` for `attribute` (the items' anchor properties make them).
    @inlinable
    init(item: LayoutItem, attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    /// `self == multiplier × other + constant`, inactive.
    @inlinable
    public func constraint(equalTo other: DimensionAnchor, multiplier: Double, constant: Double = 0) -> LayoutConstraint
    {
        constraint(.equal, other, multiplier: multiplier, constant: constant)
    }

    /// `self >= multiplier × other + constant`, inactive.
    @inlinable
    public func constraint(greaterThanOrEqualTo other: DimensionAnchor, multiplier: Double, constant: Double = 0)
        -> LayoutConstraint
    {
        constraint(.greaterThanOrEqual, other, multiplier: multiplier, constant: constant)
    }

    /// `self <= multiplier × other + constant`, inactive.
    @inlinable
    public func constraint(lessThanOrEqualTo other: DimensionAnchor, multiplier: Double, constant: Double = 0)
        -> LayoutConstraint
    {
        constraint(.lessThanOrEqual, other, multiplier: multiplier, constant: constant)
    }

    /// `self == constant`, inactive.
    @inlinable
    public func constraint(equalToConstant constant: Double) -> LayoutConstraint {
        LayoutConstraint(item: item, attribute: attribute, relatedBy: .equal, constant: constant)
    }

    /// `self >= constant`, inactive.
    @inlinable
    public func constraint(greaterThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        LayoutConstraint(item: item, attribute: attribute, relatedBy: .greaterThanOrEqual, constant: constant)
    }

    /// `self <= constant`, inactive.
    @inlinable
    public func constraint(lessThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        LayoutConstraint(item: item, attribute: attribute, relatedBy: .lessThanOrEqual, constant: constant)
    }
}
