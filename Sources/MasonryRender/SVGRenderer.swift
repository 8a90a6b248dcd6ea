import Masonry

/// Draws a laid-out view tree as a standalone SVG 1.1 document, to look at a layout instead of reading numbers.
///
/// The `viewBox` is the root's bounds, in points. Every visible view is a `<rect>` in root coordinates with the
/// frame's numbers exactly as the engine left them, a `data-name` (the view's `View.name`, or `Type#n` counting
/// unnamed views of that type depth-first), and a stroke and light fill chosen by depth. Labels draw their text
/// with the engine's own line breaks in DejaVu Sans, the font the engine measures with, so the text fits the
/// frames exactly where the font is installed. Hidden views and their subtrees are left out.
///
/// ```swift
/// let svg = SVGRenderer(options: .init(showsConstraints: true)).render(root)
/// try svg.write(toFile: "layout.svg", atomically: true, encoding: .utf8)   // Foundation
/// ```
///
/// A scroll view's content is drawn as a screen shows it: its subviews' frames (in content coordinates) moved by
/// the scroll view's `ScrollView/contentOffset`, and clipped to the scroll view (`<clipPath>`s, one per scroll
/// view, in a `<defs>` that appears only when there is one).
///
/// A negative width or height (a frame the engine could not make valid, or the root's) is written as 0, which SVG
/// draws as nothing, rather than as the invalid negative number; `x` and `y` stay as they are.
///
/// Rendering lays the tree out first if it needs it (`layoutIfNeeded()`), and takes time linear in the number of
/// views and constraints. The same tree always gives the same text.
public struct SVGRenderer: Sendable {
    /// What to draw besides the views.
    public struct Options: Sendable, Hashable {
        /// Whether each view's name is written in its corner.
        public var showsNames: Bool = true
        /// Whether the active constraints are drawn over the views: a line between the anchored edges (or across
        /// the view for a size) with the constant, red and dashed when the engine broke the constraint or it is
        /// among those a broken one conflicted with.
        public var showsConstraints: Bool = false
        /// The colour behind the root (any SVG paint, such as `white` or `#fafafa`), or `nil` for transparent.
        public var background: String? = "white"
        /// Whether an animated picture starts over after resting at its end for a second, rather than playing
        /// once and staying at the end.
        public var repeatsAnimations: Bool = true

        /// Creates options; the defaults draw names on a white background, without constraints.
        public init(
            showsNames: Bool = true, showsConstraints: Bool = false, background: String? = "white",
            repeatsAnimations: Bool = true
        ) {
            self.showsNames = showsNames
            self.showsConstraints = showsConstraints
            self.background = background
            self.repeatsAnimations = repeatsAnimations
        }
    }

    /// What this renderer draws.
    public var options: Options

    /// Creates a renderer with these options.
    public init(options: Options = Options()) {
        self.options = options
    }

    /// The SVG document of `root`'s tree as it is laid out now.
    public func render(_ root: View) -> String {
        root.layoutIfNeeded()
        let drawn = ViewWalk.drawnViews(of: root)
        var document = SVGDocument(size: root.bounds.size, background: options.background)
        document.clipPaths(for: drawn)
        document.beginGroup("stroke-width=\"1\"")
        for view in drawn {
            document.view(view)
            if let label = view.view as? Label { document.text(of: label, in: view) }
        }
        document.endGroup()
        if options.showsNames {
            for (view, tag) in zip(drawn, NameTags.place(drawn)) { document.name(of: view, at: tag) }
        }
        if options.showsConstraints {
            document.append(ConstraintOverlay(drawn: drawn).render())
        }
        document.close()
        return document.text
    }

    /// An animated SVG document of `root`'s tree: every view moves from its frame at the start of `animation` to
    /// its frame at the end, with SMIL `<animate>` elements on x, y, width and height whose `keySplines` are the
    /// animation's curve, so a browser plays what `Animation.frame(of:at:)` computes.
    ///
    /// Attributes hold the end frames (what a viewer without SMIL shows). Views the change removed are not in the
    /// tree any more and are left out; the constraint overlay, which belongs to one moment, is not drawn. A zero
    /// duration gives the still picture of the end. Durations are written between 1 ms and one day,
    /// so that `dur` is always a valid SMIL clock value: a longer one plays in a day, a shorter one in a
    /// millisecond.
    public func render(_ animation: Animation, of root: View) -> String {
        root.layoutIfNeeded()
        let ends = ViewWalk.drawnViews(of: root, frame: { animation.endFrame(of: $0) })
        let starts = ViewWalk.drawnViews(of: root, frame: { animation.startFrame(of: $0) })
        let timing = SMILTiming(
            duration: animation.duration, curve: animation.curve,
            repeats: options.repeatsAnimations)
        let motions = zip(starts, ends).map { start, end in
            animation.duration > 0 ? timing.animate(from: start.rect, to: end.rect) : ""
        }
        var document = SVGDocument(size: root.bounds.size, background: options.background)
        document.clipPaths(for: ends)
        document.beginGroup("stroke-width=\"1\"")
        for (view, motion) in zip(ends, motions) {
            document.view(view, motion: motion)
            if let label = view.view as? Label { document.text(of: label, in: view, motion: motion) }
        }
        document.endGroup()
        if options.showsNames {
            for ((view, motion), tag) in zip(zip(ends, motions), NameTags.place(ends)) {
                document.name(of: view, at: tag, motion: motion)
            }
        }
        document.close()
        return document.text
    }
}
