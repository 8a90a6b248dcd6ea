/// A width and a height, in points.
public struct Size: Sendable, Hashable {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// No width and no height.
    public static let zero = Size(width: 0, height: 0)
}

extension Size: CustomStringConvertible {
    /// `width×height`, each number with at most three decimals: `200×44`.
    public var description: String { "\(formatted(width))×\(formatted(height))" }
}
