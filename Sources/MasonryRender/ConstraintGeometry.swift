import Masonry

/// Where a constraint's anchors lie in the picture: the value of each attribute in root coordinates, worked out
/// from the drawn frames (never from the solver, so the overlay shows the frames the picture shows).
struct ConstraintGeometry {
    /// The drawn views, by identity.
    let views: [ObjectIdentifier: DrawnView]

    init(drawn: [DrawnView]) {
        var views: [ObjectIdentifier: DrawnView] = [:]
        views.reserveCapacity(drawn.count)
        for view in drawn { views[ObjectIdentifier(view.view)] = view }
        self.views = views
    }

    /// The drawn view an item is, or that owns it (a guide); `nil` when it is not drawn.
    private func drawnView(for item: LayoutItem) -> DrawnView? {
        if let view = item as? View { return views[ObjectIdentifier(view)] }
        if let guide = item as? LayoutGuide, let owner = guide.owningView { return views[ObjectIdentifier(owner)] }
        return nil
    }

    /// The item's rectangle in root coordinates, or `nil` when it is not drawn (hidden, or outside the tree).
    func rect(of item: LayoutItem) -> Rect? {
        guard let drawn = drawnView(for: item) else { return nil }
        guard let guide = item as? LayoutGuide else { return drawn.rect }
        // The guide's frame is in its owner's bounds, which a scroll view's content offset moves.
        let frame = guide.layoutFrame, bounds = drawn.view.bounds.origin
        return Rect(
            x: drawn.rect.minX + frame.minX - bounds.x, y: drawn.rect.minY + frame.minY - bounds.y,
            width: frame.width, height: frame.height)
    }

    /// The value of `attribute` of `item` in root coordinates: a position for edges, centres and baselines, a
    /// length for width and height.
    ///
    /// Margins are read from the view's own `View/layoutMargins` (asking for its margins guide would change the
    /// tree); a view without text has its baselines at its top and bottom edges, as in the engine.
    func value(of attribute: LayoutAttribute, of item: LayoutItem, in rect: Rect) -> Double {
        let view = item as? View
        let rightToLeft = drawnView(for: item)?.isRightToLeft ?? false
        let margins = view?.layoutMargins ?? .zero
        switch attribute {
        case .left: return rect.minX
        case .right: return rect.maxX
        case .leading: return rightToLeft ? rect.maxX : rect.minX
        case .trailing: return rightToLeft ? rect.minX : rect.maxX
        case .centerX: return rect.midX
        case .top: return rect.minY
        case .bottom: return rect.maxY
        case .centerY: return rect.midY
        case .width: return rect.width
        case .height: return rect.height
        case .firstBaseline:
            if let label = item as? Label, !label.text.isEmpty, let line = label.textLayout.lines.first {
                return rect.minY + line.baseline
            }
            return rect.minY
        case .lastBaseline:
            if let label = item as? Label, !label.text.isEmpty, let line = label.textLayout.lines.last {
                return rect.maxY - (label.textLayout.height - line.baseline)
            }
            return rect.maxY
        case .leftMargin: return rect.minX + margins.left
        case .rightMargin: return rect.maxX - margins.right
        case .leadingMargin: return rightToLeft ? rect.maxX - margins.right : rect.minX + margins.left
        case .trailingMargin: return rightToLeft ? rect.minX + margins.left : rect.maxX - margins.right
        case .centerXWithinMargins: return (rect.minX + margins.left + rect.maxX - margins.right) / 2
        case .topMargin: return rect.minY + margins.top
        case .bottomMargin: return rect.maxY - margins.bottom
        case .centerYWithinMargins: return (rect.minY + margins.top + rect.maxY - margins.bottom) / 2
        case .notAnAttribute: return 0
        }
    }
}
