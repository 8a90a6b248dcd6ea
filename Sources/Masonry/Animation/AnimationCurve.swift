/// How an animation's progress follows the time elapsed: the timing functions of UIKit and CSS.
///
/// Each curve is a cubic Bézier from (0, 0) to (1, 1) whose x is the fraction of the duration elapsed and whose y
/// is the fraction of the change made, so the same numbers can be handed to a renderer (SVG `keySplines`, CSS
/// `cubic-bezier`) and frames computed here match what it draws.
public enum AnimationCurve: Sendable, Hashable, CaseIterable {
    /// Constant speed: progress equals the fraction of time elapsed.
    case linear
    /// Starts slowly and speeds up: `cubic-bezier(0.42, 0, 1, 1)`.
    case easeIn
    /// Starts quickly and slows down: `cubic-bezier(0, 0, 0.58, 1)`.
    case easeOut
    /// Slow at both ends, fastest in the middle (UIKit's default): `cubic-bezier(0.42, 0, 0.58, 1)`.
    case easeInOut

    /// The two inner control points of the curve's cubic Bézier, as CSS `cubic-bezier(x1, y1, x2, y2)` and SVG
    /// `keySplines` write them; the outer points are always (0, 0) and (1, 1).
    ///
    /// `.linear` is `(0, 0, 1, 1)`, which traces the straight line y = x.
    public var controlPoints: (x1: Double, y1: Double, x2: Double, y2: Double) {
        switch self {
        case .linear: (0, 0, 1, 1)
        case .easeIn: (0.42, 0, 1, 1)
        case .easeOut: (0, 0, 0.58, 1)
        case .easeInOut: (0.42, 0, 0.58, 1)
        }
    }

    /// The fraction of the change made once `fraction` of the duration has elapsed.
    ///
    /// `fraction` is clamped to 0...1 (NaN counts as 0), so the result is always in 0...1, 0 at the start and 1
    /// at the end exactly. The curve's x(t) = `fraction` is solved for t by Newton's method, falling back to
    /// bisection, to within about 1e-12; the result is y(t).
    public func progress(at fraction: Double) -> Double {
        guard !fraction.isNaN, fraction > 0 else { return 0 }
        guard fraction < 1 else { return 1 }
        if self == .linear { return fraction }
        let points = controlPoints
        let x = CubicBezierAxis(p1: points.x1, p2: points.x2)
        let y = CubicBezierAxis(p1: points.y1, p2: points.y2)
        let value = y.value(at: x.parameter(for: fraction))
        return min(max(value, 0), 1)
    }
}

/// One coordinate of a cubic Bézier from 0 to 1 with inner control values `p1` and `p2`, in polynomial form
/// `((a t + b) t + c) t` for cheap evaluation.
private struct CubicBezierAxis {
    let a: Double
    let b: Double
    let c: Double

    init(p1: Double, p2: Double) {
        c = 3 * p1
        b = 3 * (p2 - p1) - c
        a = 1 - c - b
    }

    func value(at t: Double) -> Double { ((a * t + b) * t + c) * t }

    func derivative(at t: Double) -> Double { (3 * a * t + 2 * b) * t + c }

    /// The t in 0...1 where the coordinate equals `target` (in 0...1); the curves used here are monotonic in x,
    /// so there is exactly one.
    func parameter(for target: Double) -> Double {
        let tolerance = 1e-12
        // Newton's method from t = target converges in a few steps where the slope is not flat.
        var t = target
        for _ in 0..<8 {
            let error = value(at: t) - target
            if abs(error) < tolerance { return t }
            let slope = derivative(at: t)
            guard abs(slope) > 1e-9 else { break }
            let next = t - error / slope
            guard next >= 0, next <= 1 else { break }
            t = next
        }
        // Bisection never fails on a monotonic curve: about 40 halvings reach the tolerance.
        var low = 0.0
        var high = 1.0
        t = target
        for _ in 0..<100 {
            let current = value(at: t)
            if abs(current - target) < tolerance { return t }
            if current < target { low = t } else { high = t }
            t = (low + high) / 2
            if high - low < tolerance { break }
        }
        return t
    }
}
