/// A rectangle: an origin and a size, in points.
public struct Rect: Sendable, Hashable {
    /// The top-left corner.
    public var origin: Point
    /// The width and height.
    public var size: Size

    /// Creates a rectangle from its origin and size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its coordinates.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(origin: .zero, size: .zero)

    /// The x-coordinate of the left edge.
    public var minX: Double { origin.x }
    /// The x-coordinate of the centre.
    public var midX: Double { origin.x + size.width / 2 }
    /// The x-coordinate of the right edge.
    public var maxX: Double { origin.x + size.width }
    /// The y-coordinate of the top edge.
    public var minY: Double { origin.y }
    /// The y-coordinate of the centre.
    public var midY: Double { origin.y + size.height / 2 }
    /// The y-coordinate of the bottom edge.
    public var maxY: Double { origin.y + size.height }
    /// The size's width.
    public var width: Double { size.width }
    /// The size's height.
    public var height: Double { size.height }

    /// The rectangle moved inward by `insets` (outward for negative insets).
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: minX + insets.left, y: minY + insets.top,
            width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }

    /// Whether the rectangles share any area.
    public func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}

extension Rect: CustomStringConvertible {
    /// `(x, y, width, height)`, each number with at most three decimals: `(87.5, 233.5, 200, 200)`.
    public var description: String {
        "(\(formatted(minX)), \(formatted(minY)), \(formatted(width)), \(formatted(height)))"
    }
}

/// A number as descriptions print it: `shortestText` of the value rounded to at most three decimals.
func formatted(_ value: Double) -> String {
    // Past 1e15 there are no decimals to round, and scaling by 1000 could overflow to infinity.
    shortestText(abs(value) < 1e15 ? (value * 1000).rounded() / 1000 : value)
}
