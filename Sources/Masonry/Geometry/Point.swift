/// A location in a two-dimensional coordinate system, in points.
public struct Point: Sendable, Hashable {
    public var x: Double
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
    public var description: String { "(\(formatted(x)), \(formatted(y)))" }
}
