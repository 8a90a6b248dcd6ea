import Masonry
import MasonryRender

/// The picture formats, drawn by MasonryRender.
enum Renderings {
    /// Why a picture format cannot be drawn by this build, or nil when it can.
    static let unavailableReason: String? = nil

    /// Columns of a terminal picture: fits an 80-column terminal with room to spare.
    static let columns = 60

    static func svg(_ root: View, showsConstraints: Bool) -> String? {
        SVGRenderer(options: SVGRenderer.Options(showsConstraints: showsConstraints)).render(root)
    }

    static func svg(_ animation: Animation, of root: View) -> String? {
        SVGRenderer().render(animation, of: root)
    }

    /// A terminal picture 60 columns wide, as many rows as keep the root's proportions (a character cell is about
    /// twice as tall as wide), between 4 and 36.
    static func text(_ root: View) -> String? {
        let size = root.bounds.size
        let aspect = size.width > 0 ? size.height / size.width : 1
        let rows = min(36, max(4, Int((Double(columns) * aspect / 2).rounded())))
        return TextRenderer(columns: columns, rows: rows).render(root)
    }
}
