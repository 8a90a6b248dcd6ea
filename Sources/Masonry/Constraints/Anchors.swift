/// What every anchor is: an item and one of its attributes. The three concrete anchor types keep x-axis, y-axis
/// and size attributes apart, so that pairing a left edge with a top edge, or an edge with a width, does not compile.
public protocol LayoutAnchor {
    /// The item the anchor belongs to.
    var item: LayoutItem { get }
    /// The attribute it stands for.
    var attribute: LayoutAttribute { get }
}

extension LayoutAnchor {
    func constraint(_ relation: LayoutRelation, _ other: Self, multiplier: Double = 1, constant: Double)
        -> LayoutConstraint
    {
        LayoutConstraint(
            item: item, attribute: attribute, relatedBy: relation, toItem: other.item,
            attribute: other.attribute, multiplier: multiplier, constant: constant)
    }

    /// `self == other + constant`, inactive.
    public func constraint(equalTo other: Self, constant: Double = 0) -> LayoutConstraint {
        constraint(.equal, other, constant: constant)
    }

    /// `self >= other + constant`, inactive.
    public func constraint(greaterThanOrEqualTo other: Self, constant: Double = 0) -> LayoutConstraint {
        constraint(.greaterThanOrEqual, other, constant: constant)
    }

    /// `self <= other + constant`, inactive.
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
}

/// A vertical edge, centre or baseline: top, bottom, centerY, firstBaseline, lastBaseline.
public struct YAxisAnchor: LayoutAnchor {
    /// The view or guide the anchor belongs to.
    public let item: LayoutItem
    /// The attribute the anchor stands for.
    public let attribute: LayoutAttribute
}

/// A size: width or height.
public struct DimensionAnchor: LayoutAnchor {
    /// The view or guide the anchor belongs to.
    public let item: LayoutItem
    /// The attribute the anchor stands for.
    public let attribute: LayoutAttribute

    /// `self == multiplier × other + constant`, inactive.
    public func constraint(equalTo other: DimensionAnchor, multiplier: Double, constant: Double = 0) -> LayoutConstraint
    {
        constraint(.equal, other, multiplier: multiplier, constant: constant)
    }

    /// `self >= multiplier × other + constant`, inactive.
    public func constraint(greaterThanOrEqualTo other: DimensionAnchor, multiplier: Double, constant: Double = 0)
        -> LayoutConstraint
    {
        constraint(.greaterThanOrEqual, other, multiplier: multiplier, constant: constant)
    }

    /// `self <= multiplier × other + constant`, inactive.
    public func constraint(lessThanOrEqualTo other: DimensionAnchor, multiplier: Double, constant: Double = 0)
        -> LayoutConstraint
    {
        constraint(.lessThanOrEqual, other, multiplier: multiplier, constant: constant)
    }

    /// `self == constant`, inactive.
    public func constraint(equalToConstant constant: Double) -> LayoutConstraint {
        LayoutConstraint(item: item, attribute: attribute, relatedBy: .equal, constant: constant)
    }

    /// `self >= constant`, inactive.
    public func constraint(greaterThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        LayoutConstraint(item: item, attribute: attribute, relatedBy: .greaterThanOrEqual, constant: constant)
    }

    /// `self <= constant`, inactive.
    public func constraint(lessThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        LayoutConstraint(item: item, attribute: attribute, relatedBy: .lessThanOrEqual, constant: constant)
    }
}
