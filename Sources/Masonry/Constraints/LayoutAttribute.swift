/// A part of an item's layout that a constraint can relate: an edge, a centre, a size or a baseline.
public enum LayoutAttribute: Sendable, Hashable, CaseIterable {
    /// The left edge of the item's alignment rectangle.
    case left
    /// The right edge of the item's alignment rectangle.
    case right
    /// The top edge of the item's alignment rectangle.
    case top
    /// The bottom edge of the item's alignment rectangle.
    case bottom
    /// The leading edge: left in left-to-right layouts, right in right-to-left ones.
    case leading
    /// The trailing edge: right in left-to-right layouts, left in right-to-left ones.
    case trailing
    /// The width of the item's alignment rectangle.
    case width
    /// The height of the item's alignment rectangle.
    case height
    /// The centre along the x-axis.
    case centerX
    /// The centre along the y-axis.
    case centerY
    /// The baseline of the last line of text (the bottom edge for a view with no text).
    case lastBaseline
    /// The baseline of the first line of text (the top edge for a view with no text).
    case firstBaseline
    /// The left edge inset by the view's left margin.
    case leftMargin
    /// The right edge inset by the view's right margin.
    case rightMargin
    /// The top edge inset by the view's top margin.
    case topMargin
    /// The bottom edge inset by the view's bottom margin.
    case bottomMargin
    /// The leading edge inset by the view's leading margin.
    case leadingMargin
    /// The trailing edge inset by the view's trailing margin.
    case trailingMargin
    /// The centre along the x-axis between the left and right margins.
    case centerXWithinMargins
    /// The centre along the y-axis between the top and bottom margins.
    case centerYWithinMargins
    /// Only as the second attribute of a constraint with no second item (`width == 100`).
    case notAnAttribute

    /// The axis the attribute lies on (`nil` for `.notAnAttribute`).
    public var axis: Axis? {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
            .trailingMargin, .centerXWithinMargins:
            .horizontal
        case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin,
            .centerYWithinMargins:
            .vertical
        case .notAnAttribute:
            nil
        }
    }

    /// Whether the attribute is a size (width or height) rather than a location.
    public var isDimension: Bool { self == .width || self == .height }

    /// Whether the attribute is a location (an edge, a centre or a baseline).
    public var isLocation: Bool { !isDimension && self != .notAnAttribute }

    /// Whether the attribute is a baseline (first or last), which a view places from its content.
    var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

    /// Whether the attribute follows the layout direction (leading and trailing, and their margins).
    var isDirectional: Bool {
        self == .leading || self == .trailing || self == .leadingMargin || self == .trailingMargin
    }

    /// Whether the attribute is an absolute horizontal edge (left and right, and their margins).
    var isAbsoluteHorizontalEdge: Bool {
        self == .left || self == .right || self == .leftMargin || self == .rightMargin
    }

    /// The attribute's name as Auto Layout prints it.
    var name: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .notAnAttribute: "notAnAttribute"
        }
    }
}

extension LayoutAttribute: CustomStringConvertible {
    /// The attribute's name as constraint descriptions print it (`width`, `centerX`, `leadingMargin`).
    public var description: String { name }
}

extension LayoutAttribute {
    /// The leading/trailing attribute that is this left/right one in `direction` (`.left` is `.leading` left to
    /// right, `.trailing` right to left), or `nil` for attributes that are not left or right edges.
    func directionalEquivalent(in direction: UserInterfaceLayoutDirection) -> LayoutAttribute? {
        let rightToLeft = direction == .rightToLeft
        switch self {
        case .left: return rightToLeft ? .trailing : .leading
        case .right: return rightToLeft ? .leading : .trailing
        case .leftMargin: return rightToLeft ? .trailingMargin : .leadingMargin
        case .rightMargin: return rightToLeft ? .leadingMargin : .trailingMargin
        default: return nil
        }
    }
}

// MARK: Margins

extension LayoutAttribute {
    /// Whether the attribute is measured on the layout margins (`leftMargin` … `centerYWithinMargins`).
    var isMarginAttribute: Bool {
        switch self {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins, .centerYWithinMargins:
            true
        default: false
        }
    }

    /// The margin form of an edge (`left` → `leftMargin`); other attributes are unchanged.
    public var withMargins: LayoutAttribute {
        switch self {
        case .left: .leftMargin
        case .right: .rightMargin
        case .top: .topMargin
        case .bottom: .bottomMargin
        case .leading: .leadingMargin
        case .trailing: .trailingMargin
        case .centerX: .centerXWithinMargins
        case .centerY: .centerYWithinMargins
        default: self
        }
    }

    /// The plain attribute a margin attribute is measured on (`leftMargin` → `left` of the margins guide); other
    /// attributes are unchanged.
    var withoutMargins: LayoutAttribute {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: self
        }
    }
}
