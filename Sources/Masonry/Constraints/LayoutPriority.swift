/// How much a constraint matters, from 1 to 1000 (required), as in Auto Layout.
///
/// Every distinct value is a level of its own: one violated 751 outweighs any number of violated 750s.
/// Values are `Float`, like UIKit's, so 999.5 and 750.5 are levels too.
public struct LayoutPriority: Sendable, Hashable, RawRepresentable, Comparable,
    ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral
{
    /// The priority's value, from 1 to 1000.
    public var rawValue: Float

    /// Creates a priority; the engine reports values outside (0, 1000] as invalid.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// Creates a priority; the engine reports values outside (0, 1000] as invalid.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// A priority written as a number: `.priority(999.5)`.
    public init(floatLiteral value: Float) { rawValue = value }
    /// A priority written as a whole number: `.priority(999)`.
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    /// Whether `lhs` matters less than `rhs`.
    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// 1000: the constraint must hold.
    public static let required: LayoutPriority = 1000
    /// 750: the default compression resistance.
    public static let defaultHigh: LayoutPriority = 750
    /// 510.
    public static let dragThatCanResizeScene: LayoutPriority = 510
    /// 500.
    public static let sceneSizeStaysPut: LayoutPriority = 500
    /// 250: the default content hugging.
    public static let defaultLow: LayoutPriority = 250
    /// 50: the level `systemLayoutSizeFitting` pulls at.
    public static let fittingSizeLevel: LayoutPriority = 50
    /// Masonry's and SnapKit's name for 750.
    public static let high: LayoutPriority = 750
    /// Masonry's and SnapKit's name for 500.
    public static let medium: LayoutPriority = 500
    /// Masonry's and SnapKit's name for 250.
    public static let low: LayoutPriority = 250

    /// Whether the priority is 1000.
    public var isRequired: Bool { rawValue == 1000 }

    /// Whether the engine accepts the value: greater than 0 and at most 1000.
    public var isValid: Bool { rawValue > 0 && rawValue <= 1000 }

    /// A priority offset by `amount` (`.high + 1`).
    public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue + rhs) }
    /// A priority offset by `-amount` (`.required - 1`).
    public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue - rhs) }
}

extension LayoutPriority: CustomStringConvertible {
    /// Whole numbers without a decimal point (`750`); anything else, infinities and NaN included, as `Float` prints
    /// it, so describing a refused value never traps.
    public var description: String {
        rawValue.isFinite && rawValue == rawValue.rounded() && abs(rawValue) < 1e15
            ? String(Int(rawValue)) : "\(rawValue)"
    }
}
