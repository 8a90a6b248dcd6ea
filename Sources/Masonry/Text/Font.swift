/// A size of DejaVu Sans, the one font family Masonry measures text with.
///
/// Masonry has no system fonts to ask, so it ships the metrics of one freely licensed family that any machine can
/// install (Debian's `fonts-dejavu-core`; most Linux desktops come with it): real advance widths, ligatures and
/// kerning pairs, generated from the font by `Scripts/generate-font-metrics`. Measuring needs no font file at run
/// time, and a renderer that asks for ``familyName`` draws the very glyphs that were measured.
///
/// ```swift
/// let font = Font(size: 17)
/// font.width(of: "Hello, World!")   // 109.42919921875
/// font.lineHeight                    // 19.7890625
/// ```
///
/// All metrics are exact scalings of the font's integer units (2048 per em) and are not rounded: like `UIFont`,
/// a font reports fractional points, and a view rounds its frame to the pixel grid.
public struct Font: Sendable, Hashable {
    /// The family a renderer should draw with to show the glyphs Masonry measured.
    public static let familyName: String = DejaVuSansMetrics.familyName

    /// The font UIKit labels use by default: 17 points (here, in DejaVu Sans).
    public static let system = Font(size: 17)

    /// The largest size a font keeps; larger sizes are reduced to it.
    ///
    /// 10,000 points is far beyond any screen, and the cap keeps every width finite, so a measured size can always
    /// be handed to the solver.
    public static let maximumSize: Double = 10_000

    private var storedSize: Double

    /// Creates the font at a size in points.
    ///
    /// A size that is not a number, negative or infinite becomes 0 (a font that measures everything as zero), and
    /// a size above ``maximumSize`` becomes ``maximumSize``: a font built from user input never traps.
    public init(size: Double) {
        storedSize = Font.validSize(size)
    }

    /// The size in points (the em square's side); invalid values are replaced as in ``init(size:)``.
    public var size: Double {
        get { storedSize }
        set { storedSize = Font.validSize(newValue) }
    }

    /// The distance between the baselines of two lines: ascender − descender + line gap, scaled to the size and
    /// not rounded (19.7890625 at 17 points).
    public var lineHeight: Double {
        points(DejaVuSansMetrics.ascender - DejaVuSansMetrics.descender + DejaVuSansMetrics.lineGap)
    }

    /// How far the baseline lies below the top of a line (positive).
    public var ascender: Double { points(DejaVuSansMetrics.ascender) }

    /// How far the bottom of a line lies below the baseline, as a negative number, like `UIFont.descender`.
    public var descender: Double { points(DejaVuSansMetrics.descender) }

    /// The extra space the font asks for between lines (`hhea` line gap; 0 for DejaVu Sans).
    public var leading: Double { points(DejaVuSansMetrics.lineGap) }

    /// The height of a capital letter above the baseline.
    public var capHeight: Double { points(DejaVuSansMetrics.capHeight) }

    /// The height of a lowercase "x" above the baseline.
    public var xHeight: Double { points(DejaVuSansMetrics.xHeight) }

    /// The width of text set on one line: the advances of its glyphs after ligatures, Arabic joining and kerning.
    ///
    /// Line breaks and other control characters take no space here (to break lines, use ``TextLayout``), a tab is
    /// as wide as a space, and a character the font lacks is as wide as its .notdef box (about 0.6 em).
    public func width(of text: some StringProtocol) -> Double {
        if let tables = ASCIIShaper.tables, let bytes = ASCIIShaper.bytes(of: text) {
            return points(bytes.withUnsafeBufferPointer { ASCIIShaper.shape($0, with: tables) })
        }
        return points(TextShaper.units(of: text.unicodeScalars))
    }

    /// Converts font units to points at this size.
    func points(_ units: Int) -> Double {
        Double(units) * storedSize / Double(DejaVuSansMetrics.unitsPerEm)
    }

    private static func validSize(_ size: Double) -> Double {
        guard size.isFinite, size > 0 else { return 0 }
        return min(size, maximumSize)
    }
}

extension Font: CustomStringConvertible {
    /// The family and size, as in `DejaVu Sans 17pt`.
    public var description: String {
        "\(Font.familyName) \(shortestText(size))pt"
    }
}
