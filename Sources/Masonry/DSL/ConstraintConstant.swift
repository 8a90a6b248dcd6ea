/// What a statement adds to its constraints' right-hand sides, resolved per attribute.
///
/// The rules are Masonry's (the DSL article, TheDSL.md, lists where Masonry and SnapKit differ): an offset is the same number
/// everywhere; insets move each edge inward, so they follow the *constrained* attribute (+top, +left, +leading;
/// −bottom, −right, −trailing; −(left + right) on a width; half the difference on a centre); a size feeds widths and
/// heights, a point feeds the x and y attributes.
public enum ConstraintConstant: Sendable, Hashable {
    /// The same number on every attribute (`offset(8)`, or a number as the relation's target).
    case offset(Double)
    /// Each edge moved inward (`inset(_:)` with insets, or `EdgeInsets` as the target).
    case insets(EdgeInsets)
    /// Each edge moved inward, leading and trailing following the layout direction.
    case directionalInsets(DirectionalEdgeInsets)
    /// A width and a height, for size attributes (`sizeOffset(_:)`, or a `Size` as the target).
    case size(Size)
    /// An x and a y, for position attributes (`centerOffset(_:)`, or a `Point` as the target).
    case point(Point)

    /// No constant.
    public static let zero = ConstraintConstant.offset(0)

    /// The constant for `attribute` of an item laid out in `direction`.
    public func value(for attribute: LayoutAttribute, direction: UserInterfaceLayoutDirection) -> Double {
        switch self {
        case .offset(let amount):
            return amount
        case .insets(let insets):
            return Self.inset(insets, attribute, direction)
        case .directionalInsets(let insets):
            return Self.inset(insets.absolute(in: direction), attribute, direction)
        case .size(let size):
            switch attribute {
            case .width: return size.width
            case .height: return size.height
            default: return 0
            }
        case .point(let point):
            switch attribute.axis {
            case .horizontal where !attribute.isDimension: return point.x
            case .vertical where !attribute.isDimension: return point.y
            default: return 0
            }
        }
    }

    private static func inset(
        _ insets: EdgeInsets, _ attribute: LayoutAttribute, _ direction: UserInterfaceLayoutDirection
    ) -> Double {
        let isLeftToRight = direction == .leftToRight
        switch attribute {
        case .left, .leftMargin: return insets.left
        case .right, .rightMargin: return -insets.right
        case .top, .topMargin, .firstBaseline: return insets.top
        case .bottom, .bottomMargin, .lastBaseline: return -insets.bottom
        case .leading, .leadingMargin: return isLeftToRight ? insets.left : insets.right
        case .trailing, .trailingMargin: return isLeftToRight ? -insets.right : -insets.left
        case .centerX, .centerXWithinMargins: return (insets.left - insets.right) / 2
        case .centerY, .centerYWithinMargins: return (insets.top - insets.bottom) / 2
        case .width: return -(insets.left + insets.right)
        case .height: return -(insets.top + insets.bottom)
        case .notAnAttribute: return 0
        }
    }

    /// Whether every number in it is finite (NaN and infinity make the statement a misuse).
    var isFinite: Bool { allNumbers(\.isFinite) }

    /// Whether every number in it is finite and at most 1e9 in magnitude (the engine's representable range).
    var isRepresentable: Bool { allNumbers(RepresentableRange.contains) }

    /// Whether every number in it satisfies `test` (checked in place: this runs for every statement).
    private func allNumbers(_ test: (Double) -> Bool) -> Bool {
        switch self {
        case .offset(let amount): test(amount)
        case .insets(let i): test(i.top) && test(i.left) && test(i.bottom) && test(i.right)
        case .directionalInsets(let i): test(i.top) && test(i.leading) && test(i.bottom) && test(i.trailing)
        case .size(let s): test(s.width) && test(s.height)
        case .point(let p): test(p.x) && test(p.y)
        }
    }
}
