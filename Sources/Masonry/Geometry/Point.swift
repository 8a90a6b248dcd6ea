/// A location in a two-dimensional coordinate system, in points.
public struct Point: Sendable, Hashable {
    /// The horizontal coordinate; x grows to the right.
    public var x: Double
    /// The vertical coordinate; y grows downward, as in UIKit.
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)
}

extension Point: CustomStringConvertible {
    /// `(x, y)`, each number with at most three decimals.
    public var description: String { "(\(formatted(x)), \(formatted(y)))" }
}
