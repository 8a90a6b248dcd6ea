import Masonry

/// Where each view's name is written: in a corner of its rectangle where it covers no text, measured with the
/// engine's own font so it fits, shortened with an ellipsis when it is too long (`messageL…`), or left out when
/// even that does not fit.
///
/// A view's name goes in the first free corner of top left, top right, bottom left and bottom right; a corner is
/// taken when the name would cover the text of a label among the view's subviews, or the name of a subview (so a
/// stack's name does not sit on its first arranged label). A label's text already says which label it is: its name
/// goes in its bottom-right corner, and only when there is room under the text. Children are placed before their
/// parents, each view looking only at its own subviews: linear in the number of views.
enum NameTags {
    enum Corner {
        case topLeft, topRight, bottomLeft, bottomRight

        /// The `<text>` attributes that put a name in this corner of a viewport the size of the view.
        var position: String {
            switch self {
            case .topLeft: "x=\"3\" y=\"11\""
            case .topRight: "x=\"100%\" y=\"11\" dx=\"-3\" text-anchor=\"end\""
            case .bottomLeft: "x=\"3\" y=\"100%\" dy=\"-3\""
            case .bottomRight: "x=\"100%\" y=\"100%\" dx=\"-3\" dy=\"-3\" text-anchor=\"end\""
            }
        }
    }

    /// A name as written (possibly shortened) and its corner.
    struct Tag: Equatable {
        let text: String
        let corner: Corner
    }

    static let font = Font(size: SVGDocument.nameSize)
    /// The gap between a name and the edges of its rectangle.
    static let inset = 3.0
    /// The height a name takes: the font size and a point above and below.
    static let height = SVGDocument.nameSize + 2
    /// The fewest characters a shortened name keeps before its ellipsis; shorter, it says nothing.
    static let shortestPrefix = 3

    /// The tag of each drawn view, in the same order (`nil`: no name written).
    static func place(_ drawn: [DrawnView]) -> [Tag?] {
        var index: [ObjectIdentifier: Int] = [:]
        index.reserveCapacity(drawn.count)
        for (position, view) in drawn.enumerated() { index[ObjectIdentifier(view.view)] = position }
        var tags = [Tag?](repeating: nil, count: drawn.count)
        // What each view's name must not cover: its subviews' label text and names.
        var covered = [[Rect]](repeating: [], count: drawn.count)
        // Drawn depth-first, parents first: backwards, every view comes after its subviews.
        for position in drawn.indices.reversed() {
            let view = drawn[position]
            let parent = view.view.superview.flatMap { index[ObjectIdentifier($0)] }
            var box: Rect?
            if let label = view.view as? Label, !label.text.isEmpty {
                let layout = label.textLayout
                parent.map {
                    covered[$0].append(
                        Rect(
                            x: view.isRightToLeft
                                ? view.rect.maxX - min(layout.width, view.rect.width) : view.rect.minX,
                            y: view.rect.minY, width: min(layout.width, view.rect.width),
                            height: min(layout.height, view.rect.height)))
                }
                if view.rect.height - layout.height >= height + 1,
                    let text = fitted(view.name, width: view.rect.width - 2 * inset)
                {
                    tags[position] = Tag(text: text, corner: .bottomRight)
                    box = self.box(of: text, at: .bottomRight, in: view.rect)
                }
            } else if view.rect.height >= height + 2, let text = fitted(view.name, width: view.rect.width - 2 * inset) {
                for corner in [Corner.topLeft, .topRight, .bottomLeft, .bottomRight] {
                    let candidate = self.box(of: text, at: corner, in: view.rect)
                    if !covered[position].contains(where: { overlaps($0, candidate) }) {
                        tags[position] = Tag(text: text, corner: corner)
                        box = candidate
                        break
                    }
                }
            }
            if let box, let parent { covered[parent].append(box) }
            covered[position] = []
        }
        return tags
    }

    /// `name` when it fits in `width` points, else its longest prefix that fits with an ellipsis after it, else
    /// `nil` (no room for even a few characters).
    static func fitted(_ name: String, width: Double) -> String? {
        guard width > 0, !name.isEmpty else { return nil }
        if font.width(of: name) <= width { return name }
        let ellipsis = "…"
        let room = width - font.width(of: ellipsis)
        // Character by character, summing advances (kerning left out), then checked as a whole.
        var prefix: [Character] = []
        var sum = 0.0
        for character in name {
            sum += font.width(of: String(character))
            guard sum <= room else { break }
            prefix.append(character)
        }
        while !prefix.isEmpty, font.width(of: String(prefix) + ellipsis) > width { prefix.removeLast() }
        guard prefix.count >= shortestPrefix else { return nil }
        return String(prefix) + ellipsis
    }

    /// The rectangle a name covers in a corner of `rect`.
    static func box(of text: String, at corner: Corner, in rect: Rect) -> Rect {
        let width = font.width(of: text)
        let left = corner == .topLeft || corner == .bottomLeft
        let top = corner == .topLeft || corner == .topRight
        return Rect(
            x: left ? rect.minX + inset : rect.maxX - inset - width,
            y: top ? rect.minY + 1 : rect.maxY - inset - height + 1,
            width: width, height: height)
    }

    private static func overlaps(_ a: Rect, _ b: Rect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }
}
