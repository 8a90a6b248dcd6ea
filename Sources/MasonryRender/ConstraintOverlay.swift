import Masonry

/// The active constraints drawn over a picture: for each, a line between the two anchored edges (or across the
/// view, for a size), ticks at its ends, the relation and constant beside it, and the constraint written out as a
/// `<title>` (a browser shows it on hover) with the names the picture uses, so the document stays deterministic.
///
/// Constraints are those installed on the drawn views, in the order the views are drawn and then the order they
/// were installed; one that involves a hidden view is left out. A constraint the engine broke, and every constraint
/// a broken one conflicted with, is red and dashed (read from `LayoutConstraint/isBroken` and
/// `LayoutConstraint/conflictingConstraints`).
struct ConstraintOverlay {
    let drawn: [DrawnView]
    let geometry: ConstraintGeometry

    static let colour = "#0987a0"
    static let conflictColour = "#e53e3e"
    /// Half the length of the ticks that end a line.
    static let tick = 3.0

    init(drawn: [DrawnView]) {
        self.drawn = drawn
        geometry = ConstraintGeometry(drawn: drawn)
    }

    func render() -> String {
        let constraints = drawn.flatMap(\.view.constraints)
        var conflicting: Set<ObjectIdentifier> = []
        for constraint in constraints where constraint.isBroken {
            conflicting.insert(ObjectIdentifier(constraint))
            for other in constraint.conflictingConstraints { conflicting.insert(ObjectIdentifier(other)) }
        }
        var text = "<g data-overlay=\"constraints\" font-size=\"9\" stroke-width=\"1\">\n"
        // Constraints on the same attribute of the same item would draw one line over another (two widths that
        // conflict, say): each further one is drawn a little further along.
        var drawnBefore: [AttributeKey: Int] = [:]
        for (number, constraint) in constraints.enumerated() {
            let isConflict = conflicting.contains(ObjectIdentifier(constraint))
            var shift = 0
            if let first = constraint.firstItem {
                let key = AttributeKey(item: ObjectIdentifier(first), attribute: constraint.firstAttribute)
                shift = drawnBefore[key, default: 0]
                drawnBefore[key] = shift + 1
            }
            text += element(
                for: constraint, number: number, isConflict: isConflict, shift: Double(shift) * Self.repeatShift)
        }
        text += "</g>\n"
        return text
    }

    private struct AttributeKey: Hashable {
        let item: ObjectIdentifier
        let attribute: LayoutAttribute
    }

    /// How far apart the lines of constraints on the same attribute of the same item are drawn.
    static let repeatShift = 12.0

    /// The drawing of one constraint, or nothing when an item is not drawn; `shift` moves it across its own
    /// direction (down for a horizontal line, right for a vertical one).
    ///
    /// Its group says which constraint it is and what it ties, for a page to highlight it with its views:
    /// `data-constraint` (its number in the overlay), `data-first` and `data-second` (the names of the views, or
    /// of the views owning the guides, as the picture's `data-name`s write them; no `data-second` for a constant).
    private func element(for constraint: LayoutConstraint, number: Int, isConflict: Bool, shift: Double) -> String {
        guard let first = constraint.firstItem, let firstRect = geometry.rect(of: first) else { return "" }
        let attribute = constraint.firstAttribute
        var segments: [(Point, Point)] = []
        var labelAt: Point
        var isAlignment = false
        if let second = constraint.secondItem {
            guard let secondRect = geometry.rect(of: second) else { return "" }
            if attribute == .width || attribute == .height {
                let own = dimensionLine(attribute, of: firstRect)
                let other = dimensionLine(constraint.secondAttribute, of: secondRect)
                segments = [own, (middle(own), middle(other))]
                labelAt = middle(own)
            } else {
                let from = geometry.value(of: attribute, of: first, in: firstRect)
                let to = geometry.value(of: constraint.secondAttribute, of: second, in: secondRect)
                let segment = positionLine(
                    horizontal: Self.isHorizontal(attribute), from: from, to: to,
                    across: firstRect, and: secondRect)
                isAlignment = from == to
                segments = [segment]
                labelAt = middle(segment)
            }
        } else if attribute == .width || attribute == .height {
            let line = dimensionLine(attribute, of: firstRect)
            segments = [line]
            labelAt = middle(line)
        } else {
            return "" // A position against a constant alone: Auto Layout does not accept one, so nothing to show.
        }

        if shift != 0, let main = segments.first {
            let offset = main.0.y == main.1.y ? Point(x: 0, y: shift) : Point(x: shift, y: 0)
            func move(_ point: Point) -> Point { Point(x: point.x + offset.x, y: point.y + offset.y) }
            segments = segments.map { (move($0.0), move($0.1)) }
            labelAt = move(labelAt)
        }
        let colour = isConflict ? Self.conflictColour : Self.colour
        var text = "<g data-constraint=\"\(number)\" data-first=\"\(XMLEscaping.escape(viewName(of: first)))\""
        if let second = constraint.secondItem { text += " data-second=\"\(XMLEscaping.escape(viewName(of: second)))\"" }
        text += " stroke=\"\(colour)\" fill=\"\(colour)\""
        text += isConflict ? " stroke-dasharray=\"4 2\">" : ">"
        text += "<title>\(XMLEscaping.escape(title(of: constraint)))</title>"
        for (index, (start, end)) in segments.enumerated() {
            text += line(start, end)
            // Ticks mark the ends of a distance; an alignment (two equal positions) has none.
            if index == 0, !isAlignment { text += ticks(start, end) }
        }
        let caption = Self.caption(of: constraint)
        if !caption.isEmpty {
            text += "<text x=\"\(SVGNumber.format(labelAt.x + 2))\" y=\"\(SVGNumber.format(labelAt.y - 2))\" "
            text += "stroke=\"none\">\(XMLEscaping.escape(caption))</text>"
        }
        text += "</g>\n"
        return text
    }

    /// The line showing a width (horizontal, near the top of the view) or a height (vertical, near its left).
    private func dimensionLine(_ attribute: LayoutAttribute, of rect: Rect) -> (Point, Point) {
        if attribute == .height {
            let x = rect.minX + min(rect.width / 2, 24)
            return (Point(x: x, y: rect.minY), Point(x: x, y: rect.maxY))
        }
        let y = rect.minY + min(rect.height / 2, 24)
        return (Point(x: rect.minX, y: y), Point(x: rect.maxX, y: y))
    }

    /// The line between two positions on one axis, placed across the part of the other axis the two views share
    /// (or through the first view's middle when they share none). Two equal positions give a short line along
    /// the shared edge, so an alignment still shows.
    private func positionLine(
        horizontal: Bool, from: Double, to: Double, across first: Rect,
        and second: Rect
    ) -> (Point, Point) {
        let (low, high) =
            horizontal
            ? (max(first.minY, second.minY), min(first.maxY, second.maxY))
            : (max(first.minX, second.minX), min(first.maxX, second.maxX))
        let shared = low <= high ? (low + high) / 2 : (horizontal ? first.midY : first.midX)
        if from == to {
            let firstMiddle = horizontal ? first.midY : first.midX
            let secondMiddle = horizontal ? second.midY : second.midX
            let (a, b) = firstMiddle == secondMiddle ? (firstMiddle - 6, firstMiddle + 6) : (secondMiddle, firstMiddle)
            return horizontal
                ? (Point(x: from, y: a), Point(x: from, y: b)) : (Point(x: a, y: from), Point(x: b, y: from))
        }
        return horizontal
            ? (Point(x: to, y: shared), Point(x: from, y: shared))
            : (Point(x: shared, y: to), Point(x: shared, y: from))
    }

    private func middle(_ segment: (Point, Point)) -> Point {
        Point(x: (segment.0.x + segment.1.x) / 2, y: (segment.0.y + segment.1.y) / 2)
    }

    private func line(_ start: Point, _ end: Point) -> String {
        "<line x1=\"\(SVGNumber.format(start.x))\" y1=\"\(SVGNumber.format(start.y))\" "
            + "x2=\"\(SVGNumber.format(end.x))\" y2=\"\(SVGNumber.format(end.y))\"/>"
    }

    /// Short marks across both ends of a line, like a dimension in a drawing.
    private func ticks(_ start: Point, _ end: Point) -> String {
        let isHorizontal = start.y == end.y
        return [start, end].map { point in
            isHorizontal
                ? line(Point(x: point.x, y: point.y - Self.tick), Point(x: point.x, y: point.y + Self.tick))
                : line(Point(x: point.x - Self.tick, y: point.y), Point(x: point.x + Self.tick, y: point.y))
        }.joined()
    }

    /// The constraint in words, like its description but with the picture's names and without an address:
    /// `tooWide: box.width == 200`, `ok.left == cancel.right + 20 @750`.
    private func title(of constraint: LayoutConstraint) -> String {
        var text = constraint.identifier.map { "\($0): " } ?? ""
        text += "\(name(of: constraint.firstItem)).\(constraint.firstAttribute) \(constraint.relation) "
        if let second = constraint.secondItem {
            text += "\(name(of: second)).\(constraint.secondAttribute)"
            if constraint.multiplier != 1 { text += " * \(Self.readable(constraint.multiplier))" }
            if constraint.constant > 0 { text += " + \(Self.readable(constraint.constant))" }
            if constraint.constant < 0 { text += " - \(Self.readable(-constraint.constant))" }
        } else {
            text += Self.readable(constraint.constant)
        }
        if constraint.priority != .required { text += " @\(Self.readable(Double(constraint.priority.rawValue)))" }
        if constraint.isBroken { text += " (broken)" }
        return text
    }

    /// The name of the drawn view an item is, or owns it (a guide).
    private func viewName(of item: LayoutItem) -> String {
        if let guide = item as? LayoutGuide, let owner = guide.owningView {
            return geometry.views[ObjectIdentifier(owner)]?.name ?? "?"
        }
        return geometry.views[ObjectIdentifier(item)]?.name ?? "?"
    }

    private func name(of item: LayoutItem?) -> String {
        if let view = item as? View { return geometry.views[ObjectIdentifier(view)]?.name ?? "?" }
        if let guide = item as? LayoutGuide {
            let owner = guide.owningView.map { geometry.views[ObjectIdentifier($0)]?.name ?? "?" } ?? "?"
            return "\(owner).\(guide.identifier.isEmpty ? "LayoutGuide" : guide.identifier)"
        }
        return "?"
    }

    /// The relation, multiplier, constant and priority, as short as they read: `10`, `≤ 200`, `×0.5 +10`,
    /// `≥ 10 @250`; empty for a plain equality with nothing added.
    static func caption(of constraint: LayoutConstraint) -> String {
        var parts: [String] = []
        switch constraint.relation {
        case .lessThanOrEqual: parts.append("≤")
        case .greaterThanOrEqual: parts.append("≥")
        default: break
        }
        let hasSecond = constraint.secondItem != nil
        if hasSecond, constraint.multiplier != 1 { parts.append("×" + Self.readable(constraint.multiplier)) }
        if !hasSecond || constraint.constant != 0 {
            let constant = Self.readable(constraint.constant)
            parts.append(hasSecond && constraint.multiplier != 1 && constraint.constant > 0 ? "+" + constant : constant)
        }
        if constraint.priority != .required {
            parts.append("@" + Self.readable(Double(constraint.priority.rawValue)))
        }
        return parts.joined(separator: " ")
    }

    /// A number for people to read: at most three decimals (`0.333`, `-26.667`), as Masonry's descriptions
    /// print them; the geometry itself keeps every digit.
    static func readable(_ value: Double) -> String {
        SVGNumber.format((value * 1000).rounded() / 1000)
    }

    static func isHorizontal(_ attribute: LayoutAttribute) -> Bool {
        switch attribute {
        case .left, .right, .leading, .trailing, .centerX, .width, .leftMargin, .rightMargin, .leadingMargin,
            .trailingMargin, .centerXWithinMargins:
            true
        default:
            false
        }
    }
}
