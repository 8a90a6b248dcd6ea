import Masonry

/// Writes the SVG text of one picture, element by element: one pass over the views, so the time taken is linear
/// in their number.
///
/// Every string that comes from the user (names, label text, colours, constraint descriptions) goes through
/// ``XMLEscaping``; numbers go through ``SVGNumber``.
struct SVGDocument {
    private(set) var text = ""

    /// The colour of label text.
    static let textColour = "#1a202c"
    /// The size of the names written in the corner of each view, in points.
    static let nameSize = 9.0

    /// The fonts text is drawn in: DejaVu Sans first, the font whose metrics the engine measures with (so text
    /// fits its frames exactly where it is installed), then the fonts closest to it in width (Bitstream Vera Sans,
    /// which it derives from, and Verdana), then any sans-serif font, never the viewer's default serif face. The
    /// frames are the engine's either way: only where DejaVu Sans is missing does the text differ a little in width.
    static let fontFamily = "'\(Font.familyName)', 'Bitstream Vera Sans', Verdana, sans-serif"

    /// Opens the document: the root's bounds are the `viewBox`, in points.
    init(size: Size, background: String?) {
        let width = SVGNumber.format(max(0, size.width)), height = SVGNumber.format(max(0, size.height))
        text += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        text += "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"\(width)\" height=\"\(height)\" "
        text += "viewBox=\"0 0 \(width) \(height)\" font-family=\"\(Self.fontFamily)\">\n"
        if let background {
            text += "<rect width=\"\(width)\" height=\"\(height)\" fill=\"\(XMLEscaping.escape(background))\"/>\n"
        }
    }

    mutating func close() {
        text += "</svg>\n"
    }

    mutating func beginGroup(_ attributes: String) {
        text += "<g \(attributes)>\n"
    }

    mutating func endGroup() {
        text += "</g>\n"
    }

    /// Appends the attributes `x y width height` of a rectangle, piece by piece (no temporary strings).
    private mutating func appendGeometry(_ rect: Rect) {
        text += "x=\""
        text += SVGNumber.format(rect.minX)
        text += "\" y=\""
        text += SVGNumber.format(rect.minY)
        text += "\" width=\""
        text += SVGNumber.format(max(0, rect.width)) // negative sizes are invalid SVG: drawn as nothing
        text += "\" height=\""
        text += SVGNumber.format(max(0, rect.height))
        text += "\""
    }

    /// The clip of each scroll view's content (`<clipPath id="masonry-clip-N">` with the scroll view's visible
    /// rectangle), defined once before the views that use it; nothing when no view is inside a scroll view.
    mutating func clipPaths(for drawn: [DrawnView]) {
        var defined: Set<Int> = []
        var definitions = ""
        for view in drawn {
            guard let clip = view.clip, defined.insert(clip.id).inserted else { continue }
            let rect = clip.rect
            definitions += "<clipPath id=\"\(Self.clipID(clip.id))\"><rect x=\"\(SVGNumber.format(rect.minX))\" "
            definitions += "y=\"\(SVGNumber.format(rect.minY))\" width=\"\(SVGNumber.format(rect.width))\" "
            definitions += "height=\"\(SVGNumber.format(rect.height))\"/></clipPath>\n"
        }
        guard !definitions.isEmpty else { return }
        text += "<defs>\n" + definitions + "</defs>\n"
    }

    private static func clipID(_ id: Int) -> String { "masonry-clip-\(id)" }

    /// The `clip-path` attribute (with a leading space) of a view inside a scroll view; empty elsewhere.
    private static func clipAttribute(_ drawn: DrawnView) -> String {
        drawn.clip.map { " clip-path=\"url(#\(clipID($0.id)))\"" } ?? ""
    }

    /// A view's rectangle, in its depth's colours, with its frame in the superview's coordinates as `data-frame`
    /// (`x y width height`, for a page that shows it on hover); `motion` holds `<animate>` elements when it moves.
    /// A view inside a scroll view is clipped to it.
    mutating func view(_ drawn: DrawnView, motion: String = "") {
        let palette = DepthPalette.at(depth: drawn.depth)
        text += "<rect data-name=\""
        text += XMLEscaping.escape(drawn.name)
        text += "\" "
        appendGeometry(drawn.rect)
        text += Self.clipAttribute(drawn)
        text += " fill=\""
        text += palette.fill
        text += "\" stroke=\""
        text += palette.stroke
        text += "\" data-frame=\""
        text += SVGNumber.format(drawn.frame.minX)
        text += " "
        text += SVGNumber.format(drawn.frame.minY)
        text += " "
        text += SVGNumber.format(drawn.frame.width)
        text += " "
        text += SVGNumber.format(drawn.frame.height)
        text += "\""
        text += motion.isEmpty ? "/>\n" : ">\(motion)</rect>\n"
    }

    /// A label's text, line by line as the engine broke it, in the font it was measured with, inside a viewport
    /// the size of the label so it is clipped there.
    ///
    /// Lines start at the label's leading edge (the right edge in right-to-left layout) and baselines sit where
    /// the engine puts them: the first one ``TextLayout/Line/baseline`` below the label's top.
    mutating func text(of label: Label, in drawn: DrawnView, motion: String = "") {
        guard !label.text.isEmpty else { return }
        let layout = label.textLayout
        guard !layout.lines.isEmpty else { return }
        let rect = drawn.rect
        let rightToLeft = drawn.isRightToLeft
        let clip = Self.clipAttribute(drawn)
        if !clip.isEmpty { text += "<g\(clip)>" }
        text += "<svg "
        appendGeometry(rect)
        text += " overflow=\"hidden\">"
        text += motion
        text += "<text font-family=\"\(Self.fontFamily)\" "
        text += "font-size=\"\(SVGNumber.format(layout.font.size))\" fill=\"\(Self.textColour)\" xml:space=\"preserve\""
        text += rightToLeft ? " text-anchor=\"end\">" : ">"
        let x = rightToLeft ? "100%" : "0"
        for line in layout.lines {
            text +=
                "<tspan x=\"\(x)\" y=\"\(SVGNumber.format(line.baseline))\">\(XMLEscaping.escape(line.text))</tspan>"
        }
        text += clip.isEmpty ? "</text></svg>\n" : "</text></svg></g>\n"
    }

    /// A view's name tag, where ``NameTags`` placed it (clipped to the rectangle all the same), or nothing when it
    /// has no room.
    mutating func name(of drawn: DrawnView, at tag: NameTags.Tag?, motion: String = "") {
        guard let tag else { return }
        let palette = DepthPalette.at(depth: drawn.depth)
        let clip = Self.clipAttribute(drawn)
        if !clip.isEmpty { text += "<g\(clip)>" }
        text += "<svg "
        appendGeometry(drawn.rect)
        text += " overflow=\"hidden\">"
        text += motion
        text += "<text "
        text += tag.corner.position
        text += " font-size=\""
        text += SVGNumber.format(Self.nameSize)
        text += "\" fill=\""
        text += palette.stroke
        text += "\" xml:space=\"preserve\">"
        text += XMLEscaping.escape(tag.text)
        text += clip.isEmpty ? "</text></svg>\n" : "</text></svg></g>\n"
    }

    /// Appends already-written elements (the constraint overlay).
    mutating func append(_ elements: String) {
        text += elements
    }
}
