import Masonry

/// The picture formats, drawn by MasonryRender.
enum Renderings {
    /// Why a picture format cannot be drawn by this build, or nil when it can.
    static let unavailableReason: String? = "the svg and text formats are not available yet in this build of masonry (MasonryRender has no renderers yet)"

    static func svg(_ root: View, showsConstraints: Bool) -> String? { nil }

    static func svg(_ animation: Animation, of root: View) -> String? { nil }

    static func text(_ root: View) -> String? { nil }
}
