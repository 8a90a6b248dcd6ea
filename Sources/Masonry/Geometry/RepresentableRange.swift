import Cassowary

/// The numbers layout accepts: finite, with a magnitude of at most 1e9 points.
///
/// The solver works in doubles; a value much larger than a screen (1e17, 1e308) swallows the small numbers it is
/// added to and leaves the solution wrong for good. So constants, multipliers, frames, margins and insets past
/// this range are refused with a ``LayoutDiagnostic`` and the layout stays as it was. 1e9 points is about 350 km
/// at 72 points an inch: no real layout comes near it. Front ends (the `.layout` language, the `masonry` tool) refuse
/// the same numbers where they read them.
public enum RepresentableRange {
    /// The largest magnitude accepted: the solver's own limit, `Solver.maximumMagnitude`.
    public static let limit = Solver.maximumMagnitude

    /// Whether `value` is finite and no larger than ``limit`` in magnitude.
    public static func contains(_ value: Double) -> Bool { value.isFinite && abs(value) <= limit }

    /// Why `value` is refused as `what`, or `nil` if it is accepted.
    static func problem(with value: Double, as what: String) -> String? {
        if value.isNaN { return "\(what) is NaN" }
        if !value.isFinite { return "\(what) is not finite (\(value))" }
        if abs(value) > limit {
            return "\(what) \(formatted(value)) is out of range (magnitudes above 1e9 are refused)"
        }
        return nil
    }
}

extension Rect {
    /// Why the rectangle cannot be a frame (a coordinate out of range, a negative size), or `nil`.
    var frameProblem: String? {
        for (value, what) in [(minX, "x"), (minY, "y"), (width, "width"), (height, "height")] {
            if let problem = RepresentableRange.problem(with: value, as: what) { return problem }
        }
        if width < 0 || height < 0 {
            return "a frame cannot have a negative size (\(formatted(width)) × \(formatted(height)))"
        }
        return nil
    }
}

extension EdgeInsets {
    /// Why the insets cannot be margins or safe-area insets (negative, NaN, infinite or out of range), or `nil`.
    var insetProblem: String? {
        for (value, what) in [(top, "top"), (left, "left"), (bottom, "bottom"), (right, "right")] {
            if let problem = RepresentableRange.problem(with: value, as: what) { return problem }
            if value < 0 { return "\(what) is negative (\(formatted(value)))" }
        }
        return nil
    }
}
