/// The attribute vocabulary shared by `view.mas` (relation targets) and the maker (statements).
///
/// One list of names, written once: a conformer says what naming an attribute gives (`ConstraintItem` for
/// targets, a statement for `make`), and every name, composites included, comes from ``attribute(_:)``.
public protocol ConstraintAttributesDSL {
    /// What naming `attributes` gives.
    associatedtype Attribute
    /// The result of naming `attributes`.
    func attribute(_ attributes: ConstraintAttributes) -> Attribute
}

extension ConstraintAttributesDSL {
    /// The left edge.
    public var left: Attribute { attribute(.left) }
    /// The top edge.
    public var top: Attribute { attribute(.top) }
    /// The right edge.
    public var right: Attribute { attribute(.right) }
    /// The bottom edge.
    public var bottom: Attribute { attribute(.bottom) }
    /// The leading edge (left in left-to-right layouts).
    public var leading: Attribute { attribute(.leading) }
    /// The trailing edge (right in left-to-right layouts).
    public var trailing: Attribute { attribute(.trailing) }
    /// The width.
    public var width: Attribute { attribute(.width) }
    /// The height.
    public var height: Attribute { attribute(.height) }
    /// The horizontal centre.
    public var centerX: Attribute { attribute(.centerX) }
    /// The vertical centre.
    public var centerY: Attribute { attribute(.centerY) }
    /// The baseline of the last line of text.
    public var lastBaseline: Attribute { attribute(.lastBaseline) }
    /// The baseline of the first line of text.
    public var firstBaseline: Attribute { attribute(.firstBaseline) }
    /// Masonry's name for ``lastBaseline``.
    public var baseline: Attribute { attribute(.lastBaseline) }
    /// The left edge of the layout margins.
    public var leftMargin: Attribute { attribute(.leftMargin) }
    /// The right edge of the layout margins.
    public var rightMargin: Attribute { attribute(.rightMargin) }
    /// The top edge of the layout margins.
    public var topMargin: Attribute { attribute(.topMargin) }
    /// The bottom edge of the layout margins.
    public var bottomMargin: Attribute { attribute(.bottomMargin) }
    /// The leading edge of the layout margins.
    public var leadingMargin: Attribute { attribute(.leadingMargin) }
    /// The trailing edge of the layout margins.
    public var trailingMargin: Attribute { attribute(.trailingMargin) }
    /// The horizontal centre of the layout margins.
    public var centerXWithinMargins: Attribute { attribute(.centerXWithinMargins) }
    /// The vertical centre of the layout margins.
    public var centerYWithinMargins: Attribute { attribute(.centerYWithinMargins) }

    /// Left, top, right and bottom.
    public var edges: Attribute { attribute(.edges) }
    /// Left and right.
    public var horizontalEdges: Attribute { attribute(.horizontalEdges) }
    /// Top and bottom.
    public var verticalEdges: Attribute { attribute(.verticalEdges) }
    /// Leading, trailing, top and bottom.
    public var directionalEdges: Attribute { attribute(.directionalEdges) }
    /// Leading and trailing.
    public var directionalHorizontalEdges: Attribute { attribute(.directionalHorizontalEdges) }
    /// Top and bottom (the same as ``verticalEdges``, for symmetry with ``directionalHorizontalEdges``).
    public var directionalVerticalEdges: Attribute { attribute(.directionalVerticalEdges) }
    /// Width and height.
    public var size: Attribute { attribute(.size) }
    /// Center x and center y.
    public var center: Attribute { attribute(.center) }
    /// The four margin edges (left, top, right, bottom margins).
    public var margins: Attribute { attribute(.margins) }
    /// The four directional margin edges (leading, top, trailing, bottom margins).
    public var directionalMargins: Attribute { attribute(.directionalMargins) }
    /// Both centres within the margins.
    public var centerWithinMargins: Attribute { attribute(.centerWithinMargins) }
}
