/// A view whose content can be larger than itself: UIKit's `UIScrollView` as Auto Layout sees it (no scrolling
/// physics, no gestures).
///
/// Its content is laid out with constraints, as in UIKit:
/// - constraints between the scroll view's own `top`, `left`, `bottom`, `right`, `leading` or `trailing` and the
///   views inside it (or their guides) refer to the **content area**, its ``contentLayoutGuide``;
/// - its `width`, `height`, `centerX` and `centerY` refer to its **frame**, whatever they are related to;
/// - constraints between the scroll view and views outside it refer to its frame;
/// - its ``contentLayoutGuide`` and ``frameLayoutGuide`` say which one is meant explicitly.
///
/// So the classic layout pins a content view to the scroll view's edges (which sizes the content area) and gives
/// it the scroll view's width (which fixes its width to the frame's):
///
/// ```swift
/// let scroll = ScrollView(name: "scroll")
/// root.addSubview(scroll)
/// scroll.mas.makeConstraints { make in make.edges.equalToSuperview() }
/// let content = View(name: "content")
/// scroll.addSubview(content)
/// content.mas.makeConstraints { make in
///     make.edges.equalToSuperview()          // the content area
///     make.width.equalToSuperview()          // the frame's width
///     make.height.equalTo(2000)
/// }
/// root.layoutIfNeeded()
/// scroll.contentSize                         // 375 × 2000
/// ```
///
/// The frames of the subviews are in content coordinates, as UIKit reports them: they do not change with
/// ``contentOffset``, which is the origin of ``View/bounds``. What the offset moves is the ``frameLayoutGuide``, so a
/// view pinned to the frame guide stays put on screen while the content scrolls under it.
///
/// How it is solved: the content guide is an item of the engine like any guide, held with its origin at the
/// content origin (the scroll view's own top-left in its coordinates) and a size of at least zero; its size is
/// ``contentSize``. The frame guide is held at ``contentOffset`` with the scroll view's size. When a constraint is
/// lowered, an edge attribute of the scroll view whose other item lies inside it is read as the same edge of the
/// content guide; every other attribute reads the scroll view itself, whose left and top in its own coordinates
/// are 0 and whose width and height are its frame's. The margins guide follows the content area too (it is held
/// to the scroll view's edges, from inside); the safe-area guide spans the frame's size at the content origin.
open class ScrollView: View {
    /// The content area: its origin is the content origin (0, 0 in the scroll view's bounds) and its size is
    /// ``contentSize``. Constraints to it define the content area, as the scroll view's edges do.
    public let contentLayoutGuide: LayoutGuide

    /// The scroll view's visible rectangle in its own coordinates: at ``contentOffset``, the size of its frame.
    /// Constraints to it refer to the frame, never the content.
    public let frameLayoutGuide: LayoutGuide

    /// Creates a scroll view with a frame (a root keeps it; a subview's is replaced by layout).
    public override init(frame: Rect = .zero) {
        contentLayoutGuide = LayoutGuide(systemIdentifier: "ScrollViewContentLayoutGuide", owningView: nil)
        frameLayoutGuide = LayoutGuide(systemIdentifier: "ScrollViewFrameLayoutGuide", owningView: nil)
        super.init(frame: frame)
        contentLayoutGuide.owningView = self
        frameLayoutGuide.owningView = self
    }

    /// Creates a scroll view with a debugging name and a zero frame.
    public override init(name: String) {
        contentLayoutGuide = LayoutGuide(systemIdentifier: "ScrollViewContentLayoutGuide", owningView: nil)
        frameLayoutGuide = LayoutGuide(systemIdentifier: "ScrollViewFrameLayoutGuide", owningView: nil)
        super.init(name: name)
        contentLayoutGuide.owningView = self
        frameLayoutGuide.owningView = self
    }

    /// The size of the content area, as the constraints on the ``contentLayoutGuide`` (or between the scroll view's
    /// edges and its content) determine it at the last layout pass; zero where nothing determines it.
    public var contentSize: Size { contentLayoutGuide.layoutFrame.size }

    /// The point of the content shown at the scroll view's top-left corner (`.zero` by default): the origin of
    /// ``View/bounds`` and of the ``frameLayoutGuide``. Subviews' frames, in content coordinates, do not depend on it.
    ///
    /// A coordinate that is NaN, infinite or past 1e9 is reported and refused.
    public var contentOffset = Point.zero {
        didSet {
            guard contentOffset != oldValue else { return }
            guard RepresentableRange.contains(contentOffset.x), RepresentableRange.contains(contentOffset.y) else {
                let refused = contentOffset
                contentOffset = oldValue
                return report(.invalidValue(.refusedContentOffset(self, refused, kept: oldValue)))
            }
            systemConstraintsNeedUpdate = true
            rootView.needsSolve = true
            setNeedsLayout()
        }
    }

    /// Extra room around the content (`.zero` by default). As in UIKit it does not take part in Auto Layout: the
    /// content guide is the content rectangle without it.
    ///
    /// Insets that are NaN, infinite or past 1e9 are reported and refused; negative insets are allowed, as in UIKit.
    public var contentInset = EdgeInsets.zero {
        didSet {
            guard contentInset != oldValue else { return }
            let sides = [contentInset.top, contentInset.left, contentInset.bottom, contentInset.right]
            guard sides.allSatisfy(RepresentableRange.contains) else {
                let refused = contentInset
                contentInset = oldValue
                return report(.invalidValue(.refusedContentInset(self, refused, kept: oldValue)))
            }
        }
    }

    /// Whether an active constraint of the tree relates the content area on `axis`, through the content guide or
    /// through the scroll view's edges.
    func isContentAreaConstrained(on axis: Axis) -> Bool {
        var found = false
        rootView.forEachViewInSubtree { view in
            guard !found else { return }
            for constraint in view.constraints where constraint.firstAttribute.axis == axis {
                let first = constraint.firstItem, second = constraint.secondItem
                let firstStandIn = first?.standingIn(for: constraint.firstAttribute, relatedTo: second)
                let secondStandIn = second?.standingIn(for: constraint.secondAttribute, relatedTo: first)
                if firstStandIn === contentLayoutGuide || secondStandIn === contentLayoutGuide {
                    found = true
                    return
                }
            }
        }
        return found
    }

    /// Whether `item` is part of the content: a view inside the scroll view, a guide of one, or a guide of the
    /// scroll view's own other than its content, frame and safe-area guides.
    func holdsAsContent(_ item: LayoutItem) -> Bool {
        guard let host = item.hostView else { return false }
        if host !== self { return isAncestor(of: host) }
        guard item !== self else { return false }
        return item !== contentLayoutGuide && item !== frameLayoutGuide && item !== existingSafeAreaGuide
    }

    override var boundsOrigin: Point { contentOffset }

    override var contentAreaGuide: LayoutGuide? { contentLayoutGuide }

    /// The content guide at the content origin, at least zero in size; the frame guide at the content offset, the
    /// size of the frame.
    override func appendOwnSystemConstraints(to fresh: inout [LayoutConstraint]) {
        appendNonNegativeSizeConstraints(for: [contentLayoutGuide], to: &fresh)
        let held: [(LayoutGuide, LayoutAttribute, Double, String)] = [
            (contentLayoutGuide, .left, 0, "ScrollView-Content-Left"),
            (contentLayoutGuide, .top, 0, "ScrollView-Content-Top"),
            (frameLayoutGuide, .left, contentOffset.x, "ScrollView-Frame-Left"),
            (frameLayoutGuide, .top, contentOffset.y, "ScrollView-Frame-Top"),
            (frameLayoutGuide, .width, 0, "ScrollView-Frame-Width"),
            (frameLayoutGuide, .height, 0, "ScrollView-Frame-Height")
        ]
        for (guide, attribute, constant, identifier) in held {
            let constraint = systemConstraint(.scrollGuide, guide, attribute, to: self, attribute, constant: constant)
            constraint.identifier = identifier
            fresh.append(constraint)
        }
    }
}

extension LayoutAttribute {
    /// The edges that, on a scroll view related to its content, mean the content area's edges.
    var isContentAreaEdge: Bool {
        switch self {
        case .left, .right, .top, .bottom, .leading, .trailing: true
        default: false
        }
    }
}

extension LayoutItem {
    /// The item that `attribute` of this item means in a constraint with `other`, when it is not the item itself:
    /// the scroll view's content guide when this is a scroll view, the attribute an edge and `other` part of its
    /// content (``ScrollView``); `nil` otherwise (returning the item itself would cost every lowering a retain).
    @inline(__always)
    func contentAreaStandIn(for attribute: LayoutAttribute, relatedTo other: LayoutItem?) -> LayoutGuide? {
        guard let guide = contentAreaGuide, let other, attribute.isContentAreaEdge,
            let scrollView = self as? ScrollView, scrollView.holdsAsContent(other)
        else { return nil }
        return guide
    }

    /// The item `attribute` of this item means in a constraint with `other` (see
    /// ``contentAreaStandIn(for:relatedTo:)``).
    func standingIn(for attribute: LayoutAttribute, relatedTo other: LayoutItem?) -> LayoutItem {
        contentAreaStandIn(for: attribute, relatedTo: other) ?? self
    }
}
