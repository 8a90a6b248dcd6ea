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

    init(view: View, name: String, depth: Int, rect: Rect, frame: Rect, isRightToLeft: Bool) {
        self.view = view
        self.name = name
        self.depth = depth
        self.rect = rect
        self.frame = frame
        self.isRightToLeft = isRightToLeft
    }
}

/// Walks a tree depth-first, parents before children, leaving hidden views and their subtrees out.
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
        // (view, depth, the root-coordinate origin of its superview, whether an ancestor is hidden, the
        // superview's direction)
        var stack: [(View, Int, Point, Bool, Bool)] = [(root, 0, .zero, false, rootIsRightToLeft)]
        while let entry = stack.popLast() {
            let (view, depth, parentOrigin, ancestorHidden, parentIsRightToLeft) = entry
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
            if !hidden {
                drawn.append(
                    DrawnView(
                        view: view, name: name, depth: depth,
                        rect: Rect(origin: rootOrigin, size: local.size), frame: local,
                        isRightToLeft: isRightToLeft))
            }
            for subview in view.subviews.reversed() {
                stack.append((subview, depth + 1, rootOrigin, hidden, isRightToLeft))
            }
        }
        return drawn
    }
}
