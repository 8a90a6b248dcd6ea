/// Distances inward from the four edges of a rectangle, in points.
public struct EdgeInsets: Sendable, Hashable {
    /// The distance inward from the top edge.
    public var top: Double
    /// The distance inward from the left edge.
    public var left: Double
    /// The distance inward from the bottom edge.
    public var bottom: Double
    /// The distance inward from the right edge.
    public var right: Double

    /// Creates insets.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every edge.
    public init(all inset: Double) {
        self.init(top: inset, left: inset, bottom: inset, right: inset)
    }

    /// No inset.
    public static let zero = EdgeInsets(all: 0)
}

/// Insets whose horizontal edges follow the layout direction: leading is left in left-to-right layouts.
public struct DirectionalEdgeInsets: Sendable, Hashable {
    /// The distance inward from the top edge.
    public var top: Double
    /// The distance inward from the leading edge.
    public var leading: Double
    /// The distance inward from the bottom edge.
    public var bottom: Double
    /// The distance inward from the trailing edge.
    public var trailing: Double

    /// Creates insets.
    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No inset.
    public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}

extension EdgeInsets {
    /// These insets with left and right read as leading and trailing in `direction`.
    func directional(in direction: UserInterfaceLayoutDirection) -> DirectionalEdgeInsets {
        direction == .rightToLeft
            ? DirectionalEdgeInsets(top: top, leading: right, bottom: bottom, trailing: left)
            : DirectionalEdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
    }
}

extension DirectionalEdgeInsets {
    /// These insets with leading and trailing placed on the left or right for `direction`.
    func absolute(in direction: UserInterfaceLayoutDirection) -> EdgeInsets {
        direction == .rightToLeft
            ? EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
            : EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
    }
}
