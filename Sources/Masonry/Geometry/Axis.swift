/// A direction of layout.
public enum Axis: Sendable, Hashable {
    /// Left to right: x, widths.
    case horizontal
    /// Top to bottom: y, heights.
    case vertical
}
