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

    /// Opens the document: the root's bounds are the `viewBox`, in points.
    init(size: Size, background: String?) {
        let width = SVGNumber.format(max(0, size.width)), height = SVGNumber.format(max(0, size.height))
        text += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        text += "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"\(width)\" height=\"\(height)\" "
        text += "viewBox=\"0 0 \(width) \(height)\" font-family=\"\(XMLEscaping.escape(Font.familyName))\">\n"
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

    /// A view's rectangle, in its depth's colours; `motion` holds `<animate>` elements when it moves.
    mutating func view(_ drawn: DrawnView, motion: String = "") {
        let palette = DepthPalette.at(depth: drawn.depth)
        text += "<rect data-name=\""
        text += XMLEscaping.escape(drawn.name)
        text += "\" "
        appendGeometry(drawn.rect)
        text += " fill=\""
        text += palette.fill
        text += "\" stroke=\""
        text += palette.stroke
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
        text += "<svg "
        appendGeometry(rect)
        text += " overflow=\"hidden\">"
        text += motion
        text += "<text font-family=\"\(XMLEscaping.escape(Font.familyName))\" "
        text += "font-size=\"\(SVGNumber.format(layout.font.size))\" fill=\"\(Self.textColour)\" xml:space=\"preserve\""
        text += rightToLeft ? " text-anchor=\"end\">" : ">"
        let x = rightToLeft ? "100%" : "0"
        for line in layout.lines {
            text +=
                "<tspan x=\"\(x)\" y=\"\(SVGNumber.format(line.baseline))\">\(XMLEscaping.escape(line.text))</tspan>"
        }
        text += "</text></svg>\n"
    }

    /// A view's name in the top-left corner of its rectangle, clipped to the rectangle.
    ///
    /// A label's text starts at its top left, so its name goes in the bottom-right corner instead, and only when
    /// there is room under the text (the text already says which label it is).
    mutating func name(of drawn: DrawnView, motion: String = "") {
        let palette = DepthPalette.at(depth: drawn.depth)
        var position = "x=\"3\" y=\"11\""
        if let label = drawn.view as? Label, !label.text.isEmpty {
            guard drawn.rect.height - label.textLayout.height >= Self.nameSize + 2 else { return }
            position = "x=\"100%\" y=\"100%\" dx=\"-3\" dy=\"-3\" text-anchor=\"end\""
        }
        text += "<svg "
        appendGeometry(drawn.rect)
        text += " overflow=\"hidden\">"
        text += motion
        text += "<text "
        text += position
        text += " font-size=\""
        text += SVGNumber.format(Self.nameSize)
        text += "\" fill=\""
        text += palette.stroke
        text += "\" xml:space=\"preserve\">"
        text += XMLEscaping.escape(drawn.name)
        text += "</text></svg>\n"
    }

    /// Appends already-written elements (the constraint overlay).
    mutating func append(_ elements: String) {
        text += elements
    }
}
