/// A view that shows text, sized by its text: the headless counterpart of `UILabel`.
///
/// Its intrinsic size is the size of its text in its font, measured with DejaVu Sans's real advance widths. With
/// `numberOfLines` other than 1 the text wraps by words: at ``preferredMaxLayoutWidth`` when it is set, otherwise
/// at the width layout gives the label (a height-for-width item: the engine solves, measures the text at the solved
/// width and solves again until the sizes settle).
open class Label: View {
    /// The text shown; empty text has no size.
    public var text: String = "" {
        didSet {
            guard text != oldValue else { return }
            cachedLayout = nil
            invalidateIntrinsicContentSize()
            if text.isEmpty != oldValue.isEmpty { baselinesDidChange() }
        }
    }

    /// The font the text is measured (and rendered) in.
    public var font: Font = .system {
        didSet {
            guard font != oldValue else { return }
            cachedLayout = nil
            invalidateIntrinsicContentSize()
            baselinesDidChange()
        }
    }

    // The number of lines, the preferred wrapping width, the width the text last wrapped at and the kept layout are
    // not checked for exclusive access at run time: each layout pass reads them for every label several times (is
    // it height-for-width, has its width changed, its layout), a check of about 75 instructions a read. Each is
    // only loaded and stored whole, never passed `inout` or held across a call, so no two accesses overlap.
    /// The most lines the text may take; 0 means as many as it needs. 1 by default, as in UIKit.
    @exclusivity(unchecked) public var numberOfLines: Int = 1 {
        didSet {
            guard numberOfLines != oldValue else { return }
            cachedLayout = nil
            invalidateIntrinsicContentSize()
        }
    }

    /// The width at which multi-line text wraps when measuring the intrinsic size; 0 (the default) wraps at the
    /// width layout gives the label.
    @exclusivity(unchecked) public var preferredMaxLayoutWidth: Double = 0 {
        didSet {
            guard preferredMaxLayoutWidth != oldValue else { return }
            cachedLayout = nil
            invalidateIntrinsicContentSize()
        }
    }

    /// The width the text wrapped at when it last had to follow the layout (automatic wrapping).
    @exclusivity(unchecked) private var wrappingWidth: Double? {
        didSet { if wrappingWidth != oldValue { cachedLayout = nil } }
    }

    /// Creates a label with a debugging name and text.
    public convenience init(name: String, text: String = "") {
        self.init(frame: .zero)
        self.name = name
        self.text = text
    }

    private var wrapsAutomatically: Bool { numberOfLines != 1 && !(preferredMaxLayoutWidth > 0) }

    /// The last text layout, kept since layout asks for it many times per pass; cleared when anything it depends
    /// on changes (the text, the font, the number of lines, the width it wraps at), so a read compares nothing (a
    /// key of the text and the font, compared at every read, would be copied, a retain and a release each).
    @exclusivity(unchecked) private var cachedLayout: TextLayout?

    /// The text laid out as it is measured for the intrinsic size.
    public var textLayout: TextLayout {
        if let cachedLayout { return cachedLayout }
        let maxWidth: Double?
        if numberOfLines == 1 {
            maxWidth = nil
        } else if preferredMaxLayoutWidth > 0 {
            maxWidth = preferredMaxLayoutWidth
        } else {
            maxWidth = wrappingWidth
        }
        let layout = TextMeasurer.layout(of: text, font: font, maxWidth: maxWidth, numberOfLines: max(0, numberOfLines))
        cachedLayout = layout
        return layout
    }

    /// The text's size as laid out at the label's width (its last layout's), rounded up to the pixel grid.
    open override var intrinsicContentSize: Size {
        guard !text.isEmpty else { return .zero }
        let layout = textLayout
        // Up to the pixel grid, as UILabel does, so rounding frames never clips the text.
        let grid = PixelGrid(scale: contentScale)
        return Size(width: grid.roundUp(layout.width), height: grid.roundUp(layout.height))
    }

    /// The first line's baseline from the top of the text and the last line's from its bottom; `nil` when the
    /// label has no text.
    open override var baselineOffsetsFromEdges: (firstFromTop: Double, lastFromBottom: Double)? {
        guard !text.isEmpty else { return nil }
        let layout = textLayout
        let first = layout.lines.first?.baseline ?? font.ascender
        let last = layout.lines.last?.baseline ?? font.ascender
        return (first, layout.height - last)
    }

    override var dependsOnSolvedWidth: Bool { wrapsAutomatically && !text.isEmpty }

    override func updateSizeForSolvedWidth(_ solvedWidth: Double) -> Bool {
        guard dependsOnSolvedWidth, solvedWidth.isFinite, solvedWidth >= 0 else { return false }
        if let wrappingWidth, abs(wrappingWidth - solvedWidth) < 1e-6 { return false }
        let before = intrinsicContentSize
        wrappingWidth = solvedWidth
        guard intrinsicContentSize != before else { return false }
        invalidateIntrinsicContentSize()
        return true
    }

    /// `Label:NAME`, or the type, a tag and the start of the text (`Label:0x3'Hello'`) for an unnamed label.
    public override var debugDescription: String {
        let type = String(describing: Swift.type(of: self))
        if let name { return "\(type):\(name)" }
        return "\(type):\(debugTagDescription)'\(text.prefix(20))'"
    }
}
