/// Text broken into lines at a width, as a UIKit label with `.byWordWrapping` sets it.
///
/// A label's intrinsic content size is the ``width`` and ``height`` of its layout, and a wrapping label is a
/// height-for-width item: lay its text out at the width it was given and its height follows.
///
/// ```swift
/// let layout = TextLayout("The quick brown fox jumps over the lazy dog", font: .system, maxWidth: 220)
/// layout.lines.map(\.text)   // ["The quick brown fox", "jumps over the lazy dog"]
/// layout.height              // 39.578125: two lines of 19.7890625
/// ```
///
/// Sizes are not rounded: UIKit rounds a label's intrinsic size up to the pixel grid, and a view that uses this
/// layout should do the same. Line breaking follows the rules that ``TextMeasurer`` documents.
public struct TextLayout: Sendable, Hashable {
    /// One laid-out line.
    public struct Line: Sendable, Hashable {
        /// The characters shown on the line: without the line break that ends it or the spaces it ends with, and
        /// with a `-` added where it breaks at a soft hyphen.
        public let text: String
        /// The width of ``text`` in points, set by itself (as `Font.width(of:)` measures it).
        public let width: Double
        /// How far the line's baseline lies below the top of the layout, in points.
        public let baseline: Double
    }

    /// The font the text was measured with.
    public let font: Font
    /// The lines, top to bottom; none for an empty text.
    public let lines: [Line]
    /// The width of the widest line, in points; 0 when there are no lines.
    public let width: Double
    /// The number of lines times the font's line height, in points.
    public let height: Double
    /// Whether the line limit left lines out. The last line shown keeps what fits on it and nothing is added to
    /// it: no ellipsis.
    public let isTruncated: Bool

    /// Lays text out in lines.
    ///
    /// - Parameters:
    ///   - text: The text; line break characters start new lines.
    ///   - font: The font to measure with.
    ///   - maxWidth: The width lines may not exceed, in points, or `nil` to break only at line break characters.
    ///     `nil`, NaN and infinity all mean no limit; a negative width counts as 0, which puts each character on a
    ///     line of its own (a line always holds at least one).
    ///   - numberOfLines: The most lines to keep, as `UILabel.numberOfLines`: 0 (or a negative number) for no limit.
    public init(_ text: String, font: Font, maxWidth: Double? = nil, numberOfLines: Int = 0) {
        let breaker = LineBreaker(text: text, font: font)
        let limit: Double?
        if let maxWidth, !maxWidth.isNaN, maxWidth != .infinity {
            limit = max(maxWidth, 0)
        } else {
            limit = nil
        }
        let (found, isTruncated) = breaker.lines(maxWidth: limit, lineLimit: numberOfLines > 0 ? numberOfLines : nil)
        let lineHeight = font.lineHeight
        var lines: [Line] = []
        lines.reserveCapacity(found.count)
        for (number, line) in found.enumerated() {
            lines.append(
                Line(
                    text: breaker.text(of: line), width: font.points(line.units),
                    baseline: Double(number) * lineHeight + font.ascender))
        }
        self.font = font
        self.lines = lines
        self.width = lines.reduce(0) { max($0, $1.width) }
        self.height = Double(lines.count) * lineHeight
        self.isTruncated = isTruncated
    }
}
