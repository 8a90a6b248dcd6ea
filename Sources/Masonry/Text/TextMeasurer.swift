/// Measures the size text takes, as a label's intrinsic content size needs it.
///
/// Wrapping follows UIKit's `.byWordWrapping` in a small, predictable subset of Unicode's line breaking (UAX #14);
/// these are the rules of every text layout (``TextLayout``, labels):
/// - Line break characters (`\n`, `\r\n`, `\r`, U+2028, U+2029 …) always end a line; one at the very end of the
///   text does not start another line. An empty text measures (0, 0), as an empty `UILabel` does.
/// - Lines may break after a run of spaces (any whitespace but the no-break spaces U+00A0, U+2007 and U+202F), and
///   the spaces hang: they stay at the end of the line and take no width there. Spaces that start a paragraph do
///   take width.
/// - Lines may also break after a hyphen or dash (U+2010, U+2012, U+2013, U+2014, and `-` after a non-space and
///   before a non-digit, so "-5" and "10-20" stay whole), after a zero-width space, and at a soft hyphen (U+00AD),
///   where the line then ends with a visible `-`.
/// - Each line takes as many characters as fit, up to its last break opportunity. A word wider than a whole line
///   breaks between characters (grapheme clusters), and every line holds at least one character even when that
///   one is wider than the line, so any width, however small, still gives an answer. Text without spaces (Chinese,
///   Japanese) therefore breaks only where a run is too wide for a line.
/// - `numberOfLines` caps the lines (0: no cap). The last line kept holds what fits on it; no ellipsis is added.
/// The width is that of the widest line and the height is the number of lines times ``Font/lineHeight``, neither
/// rounded (UIKit rounds a label's size up to the pixel grid; so should the label that uses this).
public enum TextMeasurer {
    /// The size of text laid out in lines no wider than `maxWidth` (`nil`: no wrapping), in points.
    ///
    /// ```swift
    /// TextMeasurer.size(of: "Hello, World!", font: .system, maxWidth: nil, numberOfLines: 1)
    /// // (width: 109.42919921875, height: 19.7890625)
    /// ```
    public static func size(of text: String, font: Font, maxWidth: Double?, numberOfLines: Int)
        -> (width: Double, height: Double)
    {
        let layout = self.layout(of: text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines)
        return (layout.width, layout.height)
    }

    /// The text laid out as ``TextLayout`` does, from a cache shared by every label: the same text, font, width
    /// and line limit are measured once while they stay in use. The cache is bounded (about a million characters),
    /// so measuring many texts does not hold on to them all.
    public static func layout(of text: String, font: Font, maxWidth: Double?, numberOfLines: Int) -> TextLayout {
        var width = maxWidth
        if let maxWidth, maxWidth.isNaN || maxWidth == .infinity { width = nil } // the same layout, one key
        let key = TextLayoutCache.Key(text: text, font: font, maxWidth: width, numberOfLines: max(0, numberOfLines))
        return TextLayoutCache.shared.layout(for: key) {
            TextLayout(text, font: font, maxWidth: width, numberOfLines: numberOfLines)
        }
    }
}
