import Masonry

/// How an animated SVG moves an attribute: SMIL `<animate>` from the start value to the end value over the
/// animation's duration, along its curve given as `keySplines` (the same Bézier that `Animation` samples).
///
/// When the animation repeats, the end value is held for ``pause`` seconds before it starts over, so a viewer sees
/// where it lands.
struct SMILTiming {
    let duration: Double
    let curve: AnimationCurve
    let repeats: Bool

    /// How long a repeating animation rests at its end before starting again, in seconds.
    static let pause = 1.0

    /// The longest duration written, in seconds (one day); a longer one (`1e300`) plays in this time, and a
    /// duration under 1 ms in 1 ms, so that `dur` is a SMIL clock value, never `1e+300s`.
    static let longestDuration = 86_400.0

    /// `seconds` as a SMIL clock value between 1 ms and `longestDuration` (written in seconds, `5s`, `0.25s`: in
    /// that range never with an exponent).
    static func clockValue(_ seconds: Double) -> String {
        let clamped = seconds.isNaN ? 0.001 : min(max(seconds, 0.001), longestDuration)
        return SVGNumber.format(clamped) + "s"
    }

    /// An `<animate>` element for one attribute, or nothing when the value does not change.
    func animate(_ attribute: String, from start: Double, to end: Double) -> String {
        guard start != end else { return "" }
        let points = curve.controlPoints
        let spline = [points.x1, points.y1, points.x2, points.y2].map(SVGNumber.format).joined(separator: " ")
        let from = SVGNumber.format(start), to = SVGNumber.format(end)
        if repeats {
            let playing = min(max(duration, 0.001), Self.longestDuration)
            let total = playing + Self.pause
            let arrival = SVGNumber.format(playing / total)
            return "<animate attributeName=\"\(attribute)\" values=\"\(from);\(to);\(to)\" keyTimes=\"0;\(arrival);1\" "
                + "calcMode=\"spline\" keySplines=\"\(spline);0 0 1 1\" dur=\"\(Self.clockValue(total))\" "
                + "begin=\"0s\" repeatCount=\"indefinite\"/>"
        }
        return "<animate attributeName=\"\(attribute)\" values=\"\(from);\(to)\" keyTimes=\"0;1\" "
            + "calcMode=\"spline\" keySplines=\"\(spline)\" dur=\"\(Self.clockValue(duration))\" "
            + "begin=\"0s\" fill=\"freeze\"/>"
    }

    /// The `<animate>` elements that move a rectangle's x, y, width and height from `start` to `end`.
    func animate(from start: Rect, to end: Rect) -> String {
        animate("x", from: start.minX, to: end.minX) + animate("y", from: start.minY, to: end.minY)
            + animate("width", from: start.width, to: end.width) + animate("height", from: start.height, to: end.height)
    }
}
