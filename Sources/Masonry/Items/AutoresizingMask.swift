/// Which parts of a view's frame grow and shrink with its superview, for views that translate their
/// autoresizing mask into constraints.
public struct AutoresizingMask: OptionSet, Sendable, Hashable {
    /// The mask's bits, with UIKit's values.
    public let rawValue: UInt
    /// Creates a mask from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The distance to the superview's left edge grows and shrinks with it.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width grows and shrinks with the superview's.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The distance to the superview's right edge grows and shrinks with it.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The distance to the superview's top edge grows and shrinks with it.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height grows and shrinks with the superview's.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The distance to the superview's bottom edge grows and shrinks with it.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
}
