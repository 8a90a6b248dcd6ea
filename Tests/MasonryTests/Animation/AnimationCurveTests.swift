import Masonry
import Testing

/// The timing curves: cubic Béziers from (0, 0) to (1, 1) with UIKit's and CSS's control points. Expected values
/// were worked out independently by bisecting x(t) = fraction on the Bézier in Bernstein form and reading y(t).
@Suite("Animation curves")
struct AnimationCurveTests {
    /// easeIn at 1/2: x(t) = 1.26 t (1 − t)² + 3 t² (1 − t) + t³ = 0.5 at t ≈ 0.5896, where y = 3 t² − 2 t³.
    static let easeInAtHalf = 0.31535681257253945
    /// easeOut at 1/2: the mirror image of easeIn, 1 − 0.31535681257253945.
    static let easeOutAtHalf = 0.6846431874274606
    /// easeIn at 1/5 (one second into five).
    static let easeInAtFifth = 0.06228200013673229
    /// easeInOut at 1/4.
    static let easeInOutAtQuarter = 0.1291619310473198

    @Test("Every curve starts at 0 and ends at 1, exactly")
    func endpoints() {
        for curve in AnimationCurve.allCases {
            #expect(curve.progress(at: 0) == 0, "\(curve)")
            #expect(curve.progress(at: 1) == 1, "\(curve)")
        }
    }

    @Test("Linear progress is the fraction of time elapsed")
    func linearIsTheIdentity() {
        for fraction in [0.1, 0.25, 0.5, 0.75, 0.9] {
            #expect(AnimationCurve.linear.progress(at: fraction) == fraction)
        }
    }

    @Test("Ease-in-out is halfway at half time, by symmetry")
    func easeInOutIsSymmetric() {
        #expect(abs(AnimationCurve.easeInOut.progress(at: 0.5) - 0.5) < 1e-9)
        // Point symmetry about (½, ½): p(x) + p(1 − x) = 1.
        for fraction in [0.1, 0.25, 0.4] {
            let sum =
                AnimationCurve.easeInOut.progress(at: fraction) + AnimationCurve.easeInOut.progress(at: 1 - fraction)
            #expect(abs(sum - 1) < 1e-9)
        }
        #expect(abs(AnimationCurve.easeInOut.progress(at: 0.25) - Self.easeInOutAtQuarter) < 1e-9)
    }

    @Test("Ease-in lags behind and ease-out runs ahead at half time")
    func easeInAndEaseOutAtHalfTime() {
        #expect(abs(AnimationCurve.easeIn.progress(at: 0.5) - Self.easeInAtHalf) < 1e-9)
        #expect(abs(AnimationCurve.easeOut.progress(at: 0.5) - Self.easeOutAtHalf) < 1e-9)
        #expect(abs(AnimationCurve.easeIn.progress(at: 0.2) - Self.easeInAtFifth) < 1e-9)
    }

    @Test("Ease-out is ease-in run backwards")
    func easeOutMirrorsEaseIn() {
        for fraction in stride(from: 0.05, through: 0.95, by: 0.05) {
            let mirrored = 1 - AnimationCurve.easeIn.progress(at: 1 - fraction)
            #expect(abs(AnimationCurve.easeOut.progress(at: fraction) - mirrored) < 1e-9, "at \(fraction)")
        }
    }

    @Test("Progress lands on the Bézier the control points describe")
    func progressLiesOnTheBezier() {
        // Walk the curve by its parameter t and check that progress(x(t)) = y(t).
        for curve in AnimationCurve.allCases {
            let points = curve.controlPoints
            for t in stride(from: 0.0, through: 1.0, by: 0.01) {
                let x = bernstein(points.x1, points.x2, t)
                let y = bernstein(points.y1, points.y2, t)
                #expect(abs(curve.progress(at: x) - y) < 1e-9, "\(curve) at t = \(t)")
            }
        }
    }

    @Test("Progress never goes backwards and stays within 0...1")
    func monotonic() {
        for curve in AnimationCurve.allCases {
            var previous = 0.0
            for step in 0...1000 {
                let progress = curve.progress(at: Double(step) / 1000)
                #expect(progress >= previous, "\(curve) goes back at \(step)/1000")
                #expect((0...1).contains(progress))
                previous = progress
            }
        }
    }

    @Test("Fractions outside 0...1 are clamped, and NaN counts as the start")
    func clamping() {
        for curve in AnimationCurve.allCases {
            #expect(curve.progress(at: -0.5) == 0)
            #expect(curve.progress(at: -.infinity) == 0)
            #expect(curve.progress(at: 1.5) == 1)
            #expect(curve.progress(at: .infinity) == 1)
            #expect(curve.progress(at: .nan) == 0)
        }
    }

    @Test("The control points are UIKit's and CSS's timing functions")
    func controlPoints() {
        let expected: [AnimationCurve: [Double]] = [
            .linear: [0, 0, 1, 1],
            .easeIn: [0.42, 0, 1, 1],
            .easeOut: [0, 0, 0.58, 1],
            .easeInOut: [0.42, 0, 0.58, 1]
        ]
        for curve in AnimationCurve.allCases {
            let points = curve.controlPoints
            #expect([points.x1, points.y1, points.x2, points.y2] == expected[curve], "\(curve)")
        }
    }

    /// One coordinate of the Bézier from 0 to 1 through inner control values `p1` and `p2`, in Bernstein form.
    private func bernstein(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }
}
