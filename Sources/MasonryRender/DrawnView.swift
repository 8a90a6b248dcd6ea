import Masonry

/// A view as a renderer draws it: its display name, how deep it sits, and its frame in the root's coordinates.
///
/// A class, so that passing one around retains one object rather than copying a name and a view.
final class DrawnView {
    let view: View
    /// The view's `name`, or `Type#n` when it has none.
    let name: String
    /// 0 for the root, 1 for its subviews, and so on.
    let depth: Int
    /// The frame in the root's coordinates (the root itself at the origin).
    let rect: Rect
    /// The frame as the engine gives it, in the superview's coordinates.
    let frame: Rect
    /// Whether leading and trailing run right to left here (the view's effective layout direction, found on the
    /// way down instead of by walking up from every view).
    let isRightToLeft: Bool
    /// Inside a scroll view: what of the view can be seen, in root coordinates (the scroll views' rectangles around
    /// it, intersected), numbered per scroll view so a picture can define each clip once; `nil` elsewhere.
    let clip: Clip?

    /// The visible rectangle of the scroll views around a view.
    struct Clip {
        /// The clip's number in the picture, from 1, in depth-first order of the scroll views.
        let id: Int
        let rect: Rect
    }

    init(
        view: View, name: String, depth: Int, rect: Rect, frame: Rect, isRightToLeft: Bool, clip: Clip? = nil
    ) {
        self.view = view
        self.name = name
        self.depth = depth
        self.rect = rect
        self.frame = frame
        self.isRightToLeft = isRightToLeft
        self.clip = clip
    }
}

/// Walks a tree depth-first, parents before children, leaving hidden views and their subtrees out.
///
/// A scroll view's subviews have frames in content coordinates: the walk moves them by the scroll view's
/// `ScrollView/contentOffset` (its bounds origin) into root coordinates, and clips them to the scroll view, as a
/// screen shows them.
///
/// Unnamed views are called `Type#n`, where n counts the unnamed views of that type in depth-first order over the
/// whole tree, hidden ones included, so hiding a view never renames another. The walk keeps its own stack, so a
/// deep tree cannot overflow the call stack, and each view is visited once: linear in the number of views.
enum ViewWalk {
    /// The visible views of `root`'s tree with their frames in root coordinates; `frame` gives each view's frame
    /// in its superview's coordinates (the frame itself, or one from an animation).
    static func drawnViews(of root: View, frame: (View) -> Rect = { $0.frame }) -> [DrawnView] {
        var drawn: [DrawnView] = []
        var counters: [String: Int] = [:]
        // Naming a type asks the runtime to demangle it: once per type is enough.
        var typeNames: [ObjectIdentifier: String] = [:]
        // A root is left to right unless it is forced, as View.effectiveUserInterfaceLayoutDirection says.
        let rootIsRightToLeft = root.effectiveUserInterfaceLayoutDirection == .rightToLeft
        // (view, depth, the root-coordinate origin of its superview's bounds, whether an ancestor is hidden, the
        // superview's direction, the clip of the scroll views around it)
        var stack: [(View, Int, Point, Bool, Bool, DrawnView.Clip?)] = [
            (root, 0, .zero, false, rootIsRightToLeft, nil)
        ]
        var clipCount = 0
        while let entry = stack.popLast() {
            let (view, depth, parentOrigin, ancestorHidden, parentIsRightToLeft, clip) = entry
            let name: String
            if let given = view.name {
                name = given
            } else {
                let metatype = ObjectIdentifier(type(of: view))
                let type = typeNames[metatype] ?? String(describing: type(of: view))
                typeNames[metatype] = type
                let number = (counters[type] ?? 0) + 1
                counters[type] = number
                name = "\(type)#\(number)"
            }
            let isRightToLeft: Bool
            switch view.semanticContentAttribute {
            case .forceLeftToRight: isRightToLeft = false
            case .forceRightToLeft: isRightToLeft = true
            case .unspecified: isRightToLeft = depth == 0 ? rootIsRightToLeft : parentIsRightToLeft
            }
            let hidden = ancestorHidden || view.isHidden
            // The root is drawn at the origin: the picture's viewBox is its bounds.
            let local = frame(view)
            let rootOrigin =
                depth == 0
                ? Point.zero
                : Point(x: parentOrigin.x + local.minX, y: parentOrigin.y + local.minY)
            let rect = Rect(origin: rootOrigin, size: local.size)
            if !hidden {
                drawn.append(
                    DrawnView(
                        view: view, name: name, depth: depth, rect: rect, frame: local,
                        isRightToLeft: isRightToLeft, clip: clip))
            }
            var subviewClip = clip
            if view is ScrollView, !view.subviews.isEmpty {
                clipCount += 1
                subviewClip = DrawnView.Clip(id: clipCount, rect: clip.map { $0.rect.intersection(rect) } ?? rect)
            }
            // Subviews are in the bounds' coordinates, which a scroll view's content offset moves.
            let bounds = view.bounds.origin
            let subviewOrigin = Point(x: rootOrigin.x - bounds.x, y: rootOrigin.y - bounds.y)
            for subview in view.subviews.reversed() {
                stack.append((subview, depth + 1, subviewOrigin, hidden, isRightToLeft, subviewClip))
            }
        }
        return drawn
    }
}

extension Rect {
    /// The part of this rectangle inside `other` (an empty rectangle where they do not meet).
    func intersection(_ other: Rect) -> Rect {
        let left = max(minX, other.minX), top = max(minY, other.minY)
        let right = min(maxX, other.maxX), bottom = min(maxY, other.maxY)
        return Rect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
    }
}
