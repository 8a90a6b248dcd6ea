import Cassowary

/// A rectangle in a tree of views, laid out by constraints: the headless counterpart of `UIView`.
///
/// A view with no superview is a root: it keeps the frame you give it, hosts the layout engine for its tree, and
/// receives the tree's diagnostics.
///
/// **Threads.** A tree of views (its views, guides, constraints and engine) is not `Sendable`: confine each tree
/// to one thread, task or actor at a time (on Apple platforms, usually the main actor), and never touch it from
/// two at once. Separate trees share nothing and may be built and laid out concurrently, each on its own thread
/// or task. The values that describe a layout are `Sendable` and cross freely: ``Rect``, ``Size``, ``Point``,
/// ``EdgeInsets``, ``LayoutPriority``, ``LayoutAttribute``, ``Font``, ``TextLayout``, and the errors and
/// diagnostics' locations; so are `LayoutDocument` (a parsed `.layout` file) and the renderers.
///
/// ```swift
/// let root = View(frame: Rect(x: 0, y: 0, width: 375, height: 667))
/// let box = View(name: "box")
/// root.addSubview(box)
/// box.mas.makeConstraints { make in
///     make.size.equalTo(Size(width: 200, height: 200))
///     make.center.equalTo(root)
/// }
/// root.layoutIfNeeded()
/// box.frame   // (87.5, 233.5, 200, 200)
/// ```
open class View: LayoutItem {
    /// The view's rectangle in its superview's coordinates.
    ///
    /// Setting it on a root resizes the layout; on a view that translates its autoresizing mask into constraints,
    /// it moves the view; on other views the next layout pass overwrites it. A frame with a NaN, infinite or
    /// negative size, or a number past 1e9, is reported and refused: the view keeps its frame. When the size
    /// changes, subviews that translate their autoresizing masks follow at once, as in UIKit, relative to the
    /// old size.
    public var frame: Rect {
        get { storedFrame }
        set { changeFrame(to: newValue, by: .user) }
    }
    private var storedFrame: Rect

    /// Who changes a frame: what a change does next depends on it.
    enum FrameChange {
        /// A user's assignment: checked, and followed by the subviews that autoresize.
        case user
        /// A superview's resize, moving the view by its autoresizing mask (the caller checked the numbers and moves
        /// the subtree level by level).
        case autoresizing
        /// A layout pass applying the engine's frame: nothing to tell the engine, which derived it.
        case layout
    }

    /// Sets the frame; see ``FrameChange`` for what each source of the change does.
    func changeFrame(to newFrame: Rect, by change: FrameChange) {
        let oldValue = storedFrame
        guard newFrame != oldValue else { return }
        if change == .user, newFrame.frameProblem != nil {
            return report(.invalidValue(.refusedFrame(self, newFrame, kept: oldValue)))
        }
        storedFrame = newFrame
        guard change != .layout else { return }
        // The root is looked up once (each look-up is two weak loads, each a side-table read and a retain).
        let movesConstraints = superview == nil || translatesAutoresizingMaskIntoConstraints
        let resized = newFrame.size != oldValue.size
        if movesConstraints {
            let onlyFrame = !systemConstraintsNeedUpdate || onlyFrameConstraintsNeedUpdate
            systemConstraintsNeedUpdate = true
            onlyFrameConstraintsNeedUpdate = onlyFrame
        }
        if resized { needsLayout = true }
        if movesConstraints || resized { rootView.needsSolve = true }
        if resized && change == .user { autoresizeSubtree(from: oldValue.size) }
    }

    /// The view's rectangle in its own coordinates: its size at the origin (a scroll view's origin is its
    /// content offset).
    public var bounds: Rect { Rect(origin: boundsOrigin, size: frame.size) }

    /// Where ``bounds`` starts: the origin for a plain view, the content offset for a scroll view.
    var boundsOrigin: Point { .zero }

    // Not checked for exclusive access at run time, nor are the tree's bookkeeping (`cachedRoot`, `depth`,
    // `nearestMeasuredView`) and the layout flags below: finding a view's root, its holder's ancestors or an
    // item's origin reads them for every constraint made and lowered, a check of about 75 instructions a read.
    // Each is only loaded and stored whole, never passed `inout` or held across a call, so no two accesses overlap.
    /// The view that contains this one, if any.
    @exclusivity(unchecked) public private(set) weak var superview: View?
    /// ``superview``'s identity, to compare a view with without a weak load (each is a retain and a release of the
    /// superview, whose counts live in a side table): `ObjectIdentifier(parent) == child.superviewIdentifier` says
    /// `child.superview === parent` for a `parent` that is alive. Never read as a reference. Stored with
    /// ``superview`` and cleared when the superview is freed (its `deinit` clears its subviews'), so a new view at
    /// a freed superview's address is never taken for it.
    @exclusivity(unchecked) private(set) var superviewIdentifier: ObjectIdentifier?

    // Not checked for exclusive access at run time: every walk of a layout pass or a measurement reads it once per
    // view, a check of about 75 instructions each. It is written only in this file, by `insertSubview`,
    // `removeFromSuperview` and `deinit`, and no write calls out while it lasts: an insertion or an append, a removal
    // at an index (of the view being moved, which the caller holds), a removal by identity (of the view itself, alive
    // while its method runs) and an assignment whose old elements are all still held elsewhere (`deinit`'s `pending`),
    // so no view is freed and no user code (a subclass's `deinit`) runs during one. Reads copy the array out, or
    // search it with a predicate that calls nothing a subclass overrides.
    /// The views this one contains, back to front.
    @exclusivity(unchecked) public private(set) var subviews: [View] = []

    /// Whether the view is hidden. Hidden views keep their constraints, as in UIKit; a stack view gives a hidden
    /// arranged view no space.
    public var isHidden = false {
        didSet { if isHidden != oldValue { superview?.subviewLayoutInputsDidChange(self) } }
    }

    // Not checked for exclusive access at run time: every constraint activated appends to it, a check of about
    // 120 instructions. Outside code can only read it; the module changes it in place only by appending and by
    // filtering with closures of its own that compare the constraints' identities, none of which calls code of
    // anyone else's (a constraint freed by the filter runs no `deinit` of its own) or reaches this view's list
    // again, so no two accesses overlap.
    /// The constraints held (installed) by this view: those whose closest common ancestor it is.
    @exclusivity(unchecked) public internal(set) var constraints: [LayoutConstraint] = []

    /// Constraints the engine makes for this view and its guides: content size, autoresizing, margins, safe area.
    var systemConstraints: [LayoutConstraint] = []
    var systemConstraintsNeedUpdate = true {
        didSet {
            guard systemConstraintsNeedUpdate else { return }
            onlyFrameConstraintsNeedUpdate = false
            markConstraintUpdatePath()
        }
    }
    /// Whether the view's frame is the only thing its system constraints wait for (set with
    /// ``systemConstraintsNeedUpdate`` by a change of frame, cleared by any other reason to refresh them): only
    /// those that tie the view to its frame (its autoresizing constraints, a root's size) would change, and a
    /// measurement of the view, whose engine leaves them out, leaves them for the next update pass.
    ///
    /// Not checked for exclusive access at run time: only engine code loads and stores it, whole, in stores that call
    /// nothing (the frame's and ``systemConstraintsNeedUpdate``'s observers, the refresh), never `inout`.
    @exclusivity(unchecked) var onlyFrameConstraintsNeedUpdate = false

    // Layout cycle flags.
    var needsUpdateConstraints = true {
        didSet { if needsUpdateConstraints { markConstraintUpdatePath() } }
    }
    /// Whether this view or a view below it may need its constraints updated (one of the two flags above set):
    /// the update pass walks only the marked part of the tree, as UIKit's does. A marked view's ancestors are
    /// marked too.
    @exclusivity(unchecked) var subtreeNeedsConstraintUpdate = true
    @exclusivity(unchecked) var needsLayout = true
    /// Set on a root when something the engine solves has changed since the last layout pass.
    @exclusivity(unchecked) var needsSolve = true

    // The fields every walk of a layout pass reads (the tree, the flags above, the insets the frames are placed
    // and settled from) are declared together, next to the frame and the subviews: a class's stored properties lie
    // in the order they are declared, and in a large tree each view a walk visits costs a cache miss per line of
    // it that the walk reads.
    /// The root of the tree as of the last change of shape (kept up to date when subtrees move, so finding the
    /// root does not walk up a deep tree); `nil` when that root is gone.
    @exclusivity(unchecked) private weak var cachedRoot: View?
    /// The number of ancestors, kept up to date like ``cachedRoot``.
    @exclusivity(unchecked) private(set) var depth = 0
    /// The closest view at or above this one (this one included) that keeps a measuring engine, having been measured
    /// by `systemLayoutSizeFitting`; kept up to date like ``cachedRoot``. A change to a constraint or to the shape
    /// of the tree is told to those engines along the way to the root, from one such view to the next
    /// (``forEachMeasuredViewToRoot(_:)``), without visiting the views in between.
    @exclusivity(unchecked) private(set) weak var nearestMeasuredView: View?
    /// ``alignmentRectInsets`` as set.
    private var storedAlignmentRectInsets = EdgeInsets.zero
    /// A subview's insets, derived from how far its frame reaches into the superview's unsafe area.
    var derivedSafeAreaInsets = EdgeInsets.zero
    // The two system guides and the added guides (``layoutGuides``) are not checked for exclusive access at run
    // time: a measurement numbers each view's items by reading all three, once per view and settling round, a check
    // of about 75 instructions a read. The guides are only loaded and stored whole (made on first use); the list only
    // grows by an append and shrinks by a removal of a guide its caller holds, so no guide is freed and no code of
    // anyone else's runs while either lasts, and reads copy it out or search it with a predicate that compares
    // identities.
    @exclusivity(unchecked) private var marginsGuide: LayoutGuide?
    @exclusivity(unchecked) private var safeAreaGuide: LayoutGuide?

    /// The tag an unnamed view is described by, once it has been described.
    var assignedDebugTag: Int?
    /// On a root: the last tag handed out in its tree.
    var lastDebugTag = 0

    /// The active constraints that name this view's attributes or measure through its origin, per axis.
    ///
    /// Not checked for exclusive access at run time: only ``countReference(to:_:)`` changes it, in one store that
    /// calls nothing, and every constraint activated counts its items.
    @exclusivity(unchecked) private(set) var axisReferences = AxisReferences()
    /// Whether a change to ``axisReferences`` is reported (``axisReferencesDidChange()``): set by a
    /// `.fillProportionally` stack on itself and its arranged views, which it then reads.
    @exclusivity(unchecked) var reportsAxisReferences = false

    /// Counts one reference to `attribute` in (`sign` 1) or out (`sign` −1).
    func countReference(to attribute: LayoutAttribute, _ sign: Int) {
        axisReferences.add(attribute, sign)
        if reportsAxisReferences { axisReferencesDidChange() }
    }

    /// The engine, on a root view once it has laid out.
    var layoutEngineIfCreated: LayoutEngine?
    /// The engine that measures this view for `systemLayoutSizeFitting`, once it has been measured.
    var fittingEngineIfCreated: LayoutEngine?

    /// The debugging key (Masonry's `mas_key`): how the view is named in descriptions and diagnostics.
    public var name: String?

    /// Creates a view with a frame (a root keeps it; a subview's is replaced by layout).
    ///
    /// A frame with a NaN, infinite or negative size, or a number past 1e9, is reported and replaced by `.zero`.
    public init(frame: Rect = .zero) {
        let problem = frame.frameProblem
        storedFrame = problem == nil ? frame : .zero
        super.init(variableNames: .view)
        if problem != nil { report(.invalidValue(.refusedInitialFrame(self, frame))) }
    }

    /// Creates a view with a debugging name and a zero frame.
    ///
    /// Designated rather than convenience, so that subclasses in other modules inherit it.
    public init(name: String) {
        storedFrame = .zero
        self.name = name
        super.init(variableNames: .view)
    }

    /// Frees the subtree without recursion: a deep tree released view by view would overflow the stack.
    deinit {
        // The DSL constraints this view holds leave their first items' lists now, as they would on deactivation:
        // the items may outlive it.
        for constraint in constraints where constraint.isMadeByDSL { constraint.uninstall() }
        // The constraints this view holds and outlive it forget its identity with it (``LayoutConstraint``'s
        // `holderIdentifier`), as their weak `holderView` does.
        let identifier = ObjectIdentifier(self)
        for constraint in constraints { constraint.holderWasFreed(identifier) }
        for constraint in systemConstraints { constraint.holderWasFreed(identifier) }
        var pending = subviews
        subviews = []
        while var view = pending.popLast() {
            // Its superview (this view, or one freed below) is going: its identity with it.
            view.superviewIdentifier = nil
            // Only a view nobody else holds is released here; take its subviews first so its own deinit has none.
            if isKnownUniquelyReferenced(&view) {
                pending.append(contentsOf: view.subviews)
                view.subviews = []
            }
        }
    }

    // MARK: The tree

    /// The topmost ancestor: the view that hosts this tree's layout engine.
    public var rootView: View {
        // A cached root is the root: moving a subtree, or taking it out, updates its views' (one weak load, not
        // two). A view that never joined a tree has none.
        if let cachedRoot { return cachedRoot }
        guard superview != nil else { return self }
        // The old root was freed while this subtree lived on: walk up once and remember.
        var view = self
        while let parent = view.superview { view = parent }
        view.refreshTreeBookkeeping()
        return view
    }

    /// Adds `view` at the front, removing it from its current superview first.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` among the subviews at `index` (clamped to the valid range).
    public func insertSubview(_ view: View, at index: Int) {
        guard view !== self, !view.isAncestor(of: self) else {
            rootView.report(.invalidHierarchy(.wouldContainItself(view: view, parent: self)))
            return
        }
        if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: current)
            subviews.insert(view, at: max(0, min(index, subviews.count)))
            return
        }
        view.removeFromSuperview()
        view.layoutEngineIfCreated?.detach()
        view.layoutEngineIfCreated = nil
        // At the end (`addSubview`, nearly every call) an append: an insertion goes through the generic
        // `replaceSubrange`.
        if index >= subviews.count {
            subviews.append(view)
        } else {
            subviews.insert(view, at: max(0, index))
        }
        view.superview = self
        view.superviewIdentifier = ObjectIdentifier(self)
        // The root is looked up once for the subtree's bookkeeping and the marks below, and this view is passed as
        // the subtree's parent: each look-up, and each read of the weak `superview`, is a retain and a release of a
        // view whose counts live in a side table. Nothing from here on runs code of anyone else's.
        let root = rootView
        view.subtreeMovedIntoNewParent(parent: self, root: root, adoptingTagsUpTo: view.lastDebugTag)
        // This view and its ancestors gained the subtree: their engines compare everything.
        invalidateStructure(root: root)
        // `setNeedsLayout()`, the root marked already.
        needsLayout = true
    }

    /// Removes the view from its superview, together with every constraint that involves it or its subtree.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.willRemoveSubview(self)
        let oldRoot = parent.rootView
        // Constraints held outside the subtree that reach into it go away, as in UIKit.
        var ancestor: View? = parent
        while let holder = ancestor {
            for constraint in holder.constraints where constraint.involvesSubtree(of: self) {
                constraint.uninstall()
            }
            ancestor = holder.superview
        }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        superviewIdentifier = nil
        lastDebugTag = max(lastDebugTag, oldRoot.lastDebugTag)
        subtreeMovedIntoNewParent(parent: nil, root: self)
        // The old tree from the parent up lost the subtree: its engines, the measuring ones on the way included,
        // compare everything.
        parent.invalidateStructure()
        invalidateStructure()
        parent.setNeedsLayout()
    }

    /// Whether this view is `view` or one of its ancestors.
    ///
    /// Walks up only the difference in depth, so a check near the root of a deep tree is cheap.
    func isAncestor(of view: View) -> Bool {
        if view === self { return true }
        // A subview: told by its superview's identity, with no weak load (both views are alive).
        if view.superviewIdentifier == ObjectIdentifier(self) { return true }
        guard view.depth > depth, view.rootView === rootView else { return false }
        var current = view
        for _ in 0..<(view.depth - depth) {
            guard let parent = current.superview else { return false }
            current = parent
        }
        return current === self
    }

    /// Every view of the subtree, parents before children.
    func forEachViewInSubtree(_ body: (View) -> Void) {
        // Room for a small subtree at once (a cell and its few subviews) rather than growing 1, 2, 4, 8: the walks
        // run several times per measurement.
        var stack: [View] = []
        stack.reserveCapacity(8)
        stack.append(self)
        while let view = stack.popLast() {
            body(view)
            view.pushSubviewsReversed(onto: &stack)
        }
    }

    /// Pushes the subviews last to first, so they pop first to last: a plain loop rather than
    /// `append(contentsOf: subviews.reversed())`, which copies generically through the reversed collection.
    func pushSubviewsReversed(onto stack: inout [View]) {
        let subviews = subviews
        var index = subviews.endIndex
        while index > subviews.startIndex {
            index -= 1
            stack.append(subviews[index])
        }
    }

    /// Updates what the subtree knows of its place (root, depth, pending passes) after it moved; tags the subtree
    /// had from another tree are renumbered after the new tree's, so no two views of a tree share one.
    /// The measuring engines in the subtree compare everything at their next measurement: each view's layout
    /// direction may have changed with its new ancestors.
    ///
    /// `parent` is the view's superview (`nil` for a view just taken out) and `root` its root, as the caller found
    /// them: each read of a weak reference would retain and release a view whose counts live in a side table.
    private func subtreeMovedIntoNewParent(parent: View?, root: View, adoptingTagsUpTo adoptedTagCount: Int = 0) {
        let baseDepth = (parent?.depth ?? -1) + 1
        let tagOffset = root === self ? 0 : root.lastDebugTag
        let measuredBelow = moveIntoNewParent(
            root: root, depth: baseDepth, measuredAbove: parent?.nearestMeasuredView, tagOffset: tagOffset)
        var largestTag = assignedDebugTag ?? 0
        // The view itself is moved above, so a view with no subviews (most views added) allocates no stack.
        var stack = subviews.map { (view: $0, depth: baseDepth + 1, measured: measuredBelow) }
        while let (view, depth, measuredAbove) = stack.popLast() {
            let measured = view.moveIntoNewParent(
                root: root, depth: depth, measuredAbove: measuredAbove, tagOffset: tagOffset)
            if let tag = view.assignedDebugTag { largestTag = max(largestTag, tag) }
            for subview in view.subviews { stack.append((subview, depth + 1, measured)) }
        }
        root.lastDebugTag = max(root.lastDebugTag, largestTag, adoptedTagCount + tagOffset)
        // The subtree's views all need an update pass: so do the new ancestors' paths to them.
        parent?.markConstraintUpdatePath()
    }

    /// One view's part of ``subtreeMovedIntoNewParent(parent:root:adoptingTagsUpTo:)``: its root, depth, closest
    /// measured view and pending passes, and its tag renumbered by `tagOffset`. Returns the closest measured view
    /// at or above it, for its subviews.
    private func moveIntoNewParent(root: View, depth: Int, measuredAbove: View?, tagOffset: Int) -> View? {
        let measured = keepsMeasuringEngine ? self : measuredAbove
        nearestMeasuredView = measured
        invalidateOwnMeasuringEngine()
        subtreeNeedsConstraintUpdate = true
        systemConstraintsNeedUpdate = true
        needsUpdateConstraints = true
        needsLayout = true
        cachedRoot = root
        self.depth = depth
        if let tag = assignedDebugTag { assignedDebugTag = tag + tagOffset }
        return measured
    }

    /// Marks this view and its ancestors as having a view that needs its constraints updated, stopping at the
    /// first already marked (whose ancestors are marked).
    func markConstraintUpdatePath() {
        var next: View? = self
        while let view = next, !view.subtreeNeedsConstraintUpdate {
            view.subtreeNeedsConstraintUpdate = true
            next = view.superview
        }
    }

    /// Re-derives the cached root and depth of this subtree from its superview.
    private func refreshTreeBookkeeping() {
        let root = superview?.rootView ?? self
        let baseDepth = (superview?.depth ?? -1) + 1
        var stack: [(view: View, depth: Int)] = [(self, baseDepth)]
        while let (view, depth) = stack.popLast() {
            view.cachedRoot = root
            view.depth = depth
            for subview in view.subviews { stack.append((subview, depth + 1)) }
        }
    }

    /// The tree's shape changed at this view: the tree's engine, and the measuring engines of this view and its
    /// ancestors, compare everything at their next pass.
    func invalidateStructure() {
        invalidateStructure(root: rootView)
    }

    /// ``invalidateStructure()`` with this view's root already at hand.
    func invalidateStructure(root: View) {
        root.needsSolve = true
        root.layoutEngineIfCreated?.invalidateStructure()
        forEachMeasuredViewToRoot { $0.fittingEngineIfCreated?.invalidateStructure() }
    }

    /// Calls `body` with each view at or above this one that keeps a measuring engine, the closest first: the
    /// engines a change held at this view concerns, besides the tree's.
    @inline(__always)
    func forEachMeasuredViewToRoot(_ body: (View) -> Void) {
        var next = nearestMeasuredView
        while let view = next {
            body(view)
            next = view.superview?.nearestMeasuredView
        }
    }

    /// Whether this view keeps a measuring engine (it is its own ``nearestMeasuredView``).
    var keepsMeasuringEngine: Bool { nearestMeasuredView === self }

    /// Tells this view's measuring engine, if it keeps one, to compare everything at its next measurement.
    func invalidateOwnMeasuringEngine() {
        if keepsMeasuringEngine { fittingEngineIfCreated?.invalidateStructure() }
    }

    /// Makes this view, which now keeps a measuring engine, the ``nearestMeasuredView`` of its subtree, down to
    /// the views that keep their own.
    func becomeNearestMeasuredView() {
        var stack: [View] = [self]
        while let view = stack.popLast() {
            view.nearestMeasuredView = self
            for subview in view.subviews where !subview.keepsMeasuringEngine { stack.append(subview) }
        }
    }

    override var parentView: View? { superview }
    override var parentIdentifier: ObjectIdentifier? { superviewIdentifier }
    override var hostView: View? { self }

    /// `View:NAME`, or the type and a tag numbered in the tree (`View:0x2`) for an unnamed view.
    public override var debugDescription: String {
        let type = String(describing: Swift.type(of: self))
        if let name { return "\(type):\(name)" }
        return "\(type):\(debugTagDescription)"
    }

    /// The tag of an unnamed view: numbered in its tree in the order views are first described, so the same
    /// program prints the same tags on every run (an address would differ).
    var debugTagDescription: String { "0x" + String(debugTag, radix: 16) }

    var debugTag: Int {
        if let assignedDebugTag { return assignedDebugTag }
        let tag = rootView.nextDebugTag()
        assignedDebugTag = tag
        return tag
    }

    /// Hands out the next tag of this root's tree.
    func nextDebugTag() -> Int {
        lastDebugTag += 1
        return lastDebugTag
    }

    // MARK: Installing constraints

    /// Installs a constraint on this view, which must be a common ancestor of its items (like `addConstraint`).
    ///
    /// Prefer ``LayoutConstraint/isActive``, which finds the right view.
    public func addConstraint(_ constraint: LayoutConstraint) {
        constraint.install(on: self)
    }

    /// Removes a constraint this view holds; a constraint held elsewhere is left alone.
    public func removeConstraint(_ constraint: LayoutConstraint) {
        guard constraint.isHeld(by: self) else { return }
        constraint.uninstall()
    }

    // MARK: Intrinsic content size

    /// The value that marks an axis with no intrinsic size.
    public static let noIntrinsicMetric: Double = -1

    /// The size the view's content wants, or ``noIntrinsicMetric`` on an axis without one: the size of the
    /// alignment rectangle (``alignmentRectInsets``), as in UIKit.
    open var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }

    /// Tells the engine that ``intrinsicContentSize`` changed.
    public func invalidateIntrinsicContentSize() {
        systemConstraintsNeedUpdate = true
        needsUpdateConstraints = true
        // The superview and the root are each looked up once: every look-up is a weak load.
        if let parent = superview {
            parent.needsLayout = true
            parent.subviewLayoutInputsDidChange(self)
        }
        rootView.needsSolve = true
    }

    private var hugging: (horizontal: LayoutPriority, vertical: LayoutPriority) = (.defaultLow, .defaultLow)
    private var compressionResistance: (horizontal: LayoutPriority, vertical: LayoutPriority) = (
        .defaultHigh, .defaultHigh
    )

    /// How strongly the view resists growing past its intrinsic size on `axis` (250 by default).
    public func contentHuggingPriority(for axis: Axis) -> LayoutPriority {
        axis == .horizontal ? hugging.horizontal : hugging.vertical
    }

    /// Sets how strongly the view resists growing past its intrinsic size on `axis`; a value outside (0, 1000] is
    /// reported and refused.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: Axis) {
        guard priority.isValid else {
            return report(.invalidValue(.refusedContentHuggingPriority(self, priority, axis: axis)))
        }
        if axis == .horizontal { hugging.horizontal = priority } else { hugging.vertical = priority }
        invalidateIntrinsicContentSize()
    }

    /// How strongly the view resists shrinking below its intrinsic size on `axis` (750 by default).
    public func contentCompressionResistancePriority(for axis: Axis) -> LayoutPriority {
        axis == .horizontal ? compressionResistance.horizontal : compressionResistance.vertical
    }

    /// Sets how strongly the view resists shrinking below its intrinsic size on `axis`; a value outside (0, 1000] is
    /// reported and refused.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: Axis) {
        guard priority.isValid else {
            return report(.invalidValue(.refusedCompressionResistancePriority(self, priority, axis: axis)))
        }
        if axis == .horizontal {
            compressionResistance.horizontal = priority
        } else {
            compressionResistance.vertical = priority
        }
        invalidateIntrinsicContentSize()
    }

    // MARK: Alignment rectangle

    /// How far the view's alignment rectangle (what constraints act on) is inset from its frame (`.zero` by
    /// default), as in UIKit: a view that draws ornament around its content (a switch's shadow, a slider's thumb
    /// overhang) aligns by its content.
    ///
    /// Constraints, the intrinsic content size and baselines all describe the alignment rectangle; ``frame`` is
    /// that rectangle, rounded to pixels, outset by these insets. A control sets its own in its initialiser.
    /// Insets may be negative (a frame smaller than the alignment rectangle); NaN, infinite or out-of-range insets
    /// are reported and refused.
    ///
    /// Subviews are positioned from the superview's alignment rectangle: with non-zero insets on a view that has
    /// subviews, a constraint to its top or left edge means the alignment rectangle's, and the subviews' frames
    /// are still in its bounds.
    open var alignmentRectInsets: EdgeInsets {
        get { storedAlignmentRectInsets }
        set {
            let oldValue = storedAlignmentRectInsets
            storedAlignmentRectInsets = newValue
            guard newValue != oldValue else { return }
            let sides = [newValue.top, newValue.left, newValue.bottom, newValue.right]
            guard sides.allSatisfy(RepresentableRange.contains) else {
                let refused = newValue
                storedAlignmentRectInsets = oldValue
                return report(.invalidValue(.refusedAlignmentRectInsets(self, refused, kept: oldValue)))
            }
            // A root's size and autoresizing constraints hold the alignment rectangle: this view's and its
            // subviews' (which are placed from it) follow the new insets.
            systemConstraintsNeedUpdate = true
            for subview in subviews { subview.systemConstraintsNeedUpdate = true }
            rootView.needsSolve = true
            setNeedsLayout()
            superview?.setNeedsLayout()
        }
    }

    /// Where the view's text sits: its first baseline as a distance down from the top of its alignment rectangle,
    /// its last baseline as a distance up from the bottom (`nil`, the default: the view has no baseline, and
    /// `firstBaseline` and `lastBaseline` are its top and bottom edges, as UIKit's are).
    ///
    /// ``Label`` answers from its text. Override it in a view that shows text another way, as UIKit's buttons and
    /// text fields have their title's or text's baselines, so constraints and stack views can align on them:
    ///
    /// ```swift
    /// final class TitledView: View {
    ///     override var baselineOffsetsFromEdges: (firstFromTop: Double, lastFromBottom: Double)? { (20, 8) }
    /// }
    /// ```
    ///
    /// The engine reads the offsets when it lowers a constraint on a baseline, as UIKit reads them at the view's
    /// intrinsic height; call ``invalidateBaselines()`` when they change. Offsets that are not finite, or past
    /// 1e9, count as no baseline.
    open var baselineOffsetsFromEdges: (firstFromTop: Double, lastFromBottom: Double)? { nil }

    /// The view whose baseline stands for this one's (UIKit's `forFirstBaselineLayout` / `forLastBaselineLayout`):
    /// the view itself, or a subview, as a stack view answers with one of its arranged views.
    func viewForBaselineLayout(last: Bool) -> View { self }

    // MARK: Autoresizing

    // Not checked for exclusive access at run time: every update pass, autoresizing and search for adopted
    // subtrees reads it for each view it meets. It is only loaded and stored whole, never passed `inout`.
    /// Whether the engine pins the view to its ``frame`` with constraints that follow ``autoresizingMask``.
    ///
    /// `true` for views you create, as in UIKit; the `mas` DSL sets it to `false` on the views it constrains.
    @exclusivity(unchecked) public var translatesAutoresizingMaskIntoConstraints = true {
        didSet {
            guard translatesAutoresizingMaskIntoConstraints != oldValue else { return }
            systemConstraintsNeedUpdate = true
            rootView.needsSolve = true
        }
    }

    // Not checked for exclusive access at run time, for the same reason as the flag above: a resize reads it for
    // every subview of every view it resizes. Its observer runs after the store, and a change in place (`insert`)
    // runs only the option set's own code, which reaches nothing else, so no two accesses overlap.
    /// How the view's frame follows its superview's size when it translates the mask into constraints.
    @exclusivity(unchecked) public var autoresizingMask: AutoresizingMask = [] {
        didSet { if autoresizingMask != oldValue { systemConstraintsNeedUpdate = true; rootView.needsSolve = true } }
    }

    // MARK: Margins, safe area and guides

    /// The guides added to this view, in order (the margins and safe-area guides are not listed).
    @exclusivity(unchecked) public private(set) var layoutGuides: [LayoutGuide] = []

    /// Adds a guide whose frame is in this view's coordinates.
    public func addLayoutGuide(_ guide: LayoutGuide) {
        if let owner = guide.owningView, owner !== self { owner.removeLayoutGuide(guide) }
        guard !layoutGuides.contains(where: { $0 === guide }) else { return }
        guide.owningView = self
        layoutGuides.append(guide)
        systemConstraintsNeedUpdate = true
        rootView.needsSolve = true
    }

    /// Removes a guide and every constraint that involves it.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView === self else { return }
        var ancestor: View? = self
        while let holder = ancestor {
            for constraint in holder.constraints where constraint.involves(guide) { constraint.uninstall() }
            ancestor = holder.superview
        }
        layoutGuides.removeAll { $0 === guide }
        guide.owningView = nil
        systemConstraintsNeedUpdate = true
        rootView.needsSolve = true
    }

    /// The margins as set: absolute, or directional, whose leading and trailing are placed on the left or right
    /// by the view's layout direction whenever they are read, so they follow the direction as it changes.
    private var ownMargins = Margins.absolute(EdgeInsets(all: 8))

    /// The space the view's content should keep from its edges (8 on every side by default).
    ///
    /// Margins set through ``directionalLayoutMargins`` read back here with leading and trailing placed for the
    /// view's current layout direction. Negative, NaN or infinite margins, or margins past 1e9, are reported and
    /// refused.
    public var layoutMargins: EdgeInsets {
        get {
            switch ownMargins {
            case .absolute(let insets): insets
            case .directional(let insets):
                // Equal sides need no direction, which spares the walk up the tree that finds it.
                insets.leading == insets.trailing
                    ? insets.absolute(in: .leftToRight) : insets.absolute(in: effectiveUserInterfaceLayoutDirection)
            }
        }
        set { setMargins(.absolute(newValue), checking: newValue) }
    }

    /// The margins with leading and trailing in place of left and right, as UIKit's `directionalLayoutMargins`.
    ///
    /// Margins set here stay directional: when the view's layout direction changes (its own
    /// ``semanticContentAttribute`` or an ancestor's, or a move into a right-to-left superview), leading and
    /// trailing change sides with it. Margins set through ``layoutMargins`` stay on their left and right.
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get {
            switch ownMargins {
            case .absolute(let insets): insets.directional(in: effectiveUserInterfaceLayoutDirection)
            case .directional(let insets): insets
            }
        }
        set { setMargins(.directional(newValue), checking: newValue.absolute(in: .leftToRight)) }
    }

    private func setMargins(_ margins: Margins, checking insets: EdgeInsets) {
        guard margins != ownMargins else { return }
        if insets.insetProblem != nil {
            return report(.invalidValue(.refusedLayoutMargins(self, insets, kept: layoutMargins)))
        }
        ownMargins = margins
        marginsChanged()
    }

    /// Whether the view's margins grow so its content also keeps inside the superview's margins.
    public var preservesSuperviewLayoutMargins = false {
        didSet { if preservesSuperviewLayoutMargins != oldValue { marginsChanged() } }
    }

    /// Whether the margins guide also keeps out of the unsafe area (`true` by default, as in UIKit).
    ///
    /// When `true`, the safe-area insets are added to ``layoutMargins`` (and to the margins grown by
    /// ``preservesSuperviewLayoutMargins``), so content pinned to the margins stays clear of a notch or a home
    /// indicator. When `false`, the margins are not increased to include the safe area: a view that reaches under
    /// a status bar keeps its plain margins there.
    public var insetsLayoutMarginsFromSafeArea = true {
        didSet { if insetsLayoutMarginsFromSafeArea != oldValue { marginsChanged() } }
    }

    private func marginsChanged() {
        forEachViewInSubtree { $0.systemConstraintsNeedUpdate = true }
        rootView.needsSolve = true
        setNeedsLayout()
    }

    /// The margins the margins guide is held at, to notice when preserved superview margins move it.
    var appliedLayoutMargins: EdgeInsets?

    /// A guide inset from the view's edges by its effective layout margins.
    public var layoutMarginsGuide: LayoutGuide {
        if let marginsGuide { return marginsGuide }
        let guide = LayoutGuide(systemIdentifier: "UIViewLayoutMarginsGuide", owningView: self)
        marginsGuide = guide
        systemConstraintsNeedUpdate = true
        rootView.needsSolve = true
        return guide
    }

    /// A guide covering the part of the view that is inside the safe area.
    public var safeAreaLayoutGuide: LayoutGuide {
        if let safeAreaGuide { return safeAreaGuide }
        let guide = LayoutGuide(systemIdentifier: "UIViewSafeAreaLayoutGuide", owningView: self)
        safeAreaGuide = guide
        systemConstraintsNeedUpdate = true
        rootView.needsSolve = true
        return guide
    }

    var existingMarginsGuide: LayoutGuide? { marginsGuide }
    var existingSafeAreaGuide: LayoutGuide? { safeAreaGuide }

    /// The root's own safe-area insets (a device's notch and home indicator), set by the caller.
    private var rootSafeAreaInsets = EdgeInsets.zero

    /// How far the unsafe area reaches into the view from each edge.
    ///
    /// Settable on a root, to model a device; a subview's insets follow from its frame after layout.
    public var safeAreaInsets: EdgeInsets {
        get { superview == nil ? rootSafeAreaInsets : derivedSafeAreaInsets }
        set {
            guard superview == nil else {
                rootView.report(.invalidHierarchy(.safeAreaInsetsOnSubview(self)))
                return
            }
            guard newValue != rootSafeAreaInsets else { return }
            if newValue.insetProblem != nil {
                return report(.invalidValue(.refusedSafeAreaInsets(self, newValue, kept: rootSafeAreaInsets)))
            }
            rootSafeAreaInsets = newValue
            forEachViewInSubtree { $0.systemConstraintsNeedUpdate = true }
            needsSolve = true
            setNeedsLayout()
        }
    }

    // MARK: Direction

    /// How the view picks its layout direction.
    public var semanticContentAttribute = SemanticContentAttribute.unspecified {
        didSet {
            guard semanticContentAttribute != oldValue else { return }
            forEachViewInSubtree {
                $0.systemConstraintsNeedUpdate = true
                $0.invalidateOwnMeasuringEngine()
            }
            invalidateStructure()
            setNeedsLayout()
        }
    }

    /// The direction leading and trailing resolve in: forced by ``semanticContentAttribute``, otherwise the
    /// superview's; a root is left to right unless forced.
    public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
        // A loop, not recursion: a deep tree of unspecified views would otherwise go as deep on the stack.
        var view = self
        while true {
            switch view.semanticContentAttribute {
            case .forceLeftToRight: return .leftToRight
            case .forceRightToLeft: return .rightToLeft
            case .unspecified:
                guard let parent = view.superview else { return .leftToRight }
                view = parent
            }
        }
    }

    // MARK: Pixels

    private var ownContentScale: Double = 2

    /// The pixels per point frames are rounded to, set on the root (2 by default, like a Retina screen).
    public var contentScale: Double {
        get { rootView.ownContentScale }
        set {
            guard newValue.isFinite, newValue > 0, newValue <= RepresentableRange.limit else {
                rootView.report(.invalidValue(.refusedContentScale(newValue)))
                return
            }
            if superview == nil { ownContentScale = newValue } else { rootView.contentScale = newValue }
            rootView.forEachViewInSubtree { $0.needsLayout = true }
            rootView.needsSolve = true
        }
    }

    // MARK: Layout cycle overrides

    /// Refreshes the view's constraints before layout. Override to change constraints in one place, and call
    /// `super.updateConstraints()` last: it refreshes the constraints the engine keeps for the view.
    open func updateConstraints() {
        if systemConstraintsNeedUpdate { refreshSystemConstraints() }
    }

    /// Positions the subviews from the solved constraints. Override to adjust frames after layout; call `super`.
    open func layoutSubviews() {
        applyEngineFramesToSubviews()
    }

    /// Whether the view's intrinsic size depends on the width an engine solves for it (a wrapping label): only such
    /// views are handed their solved width.
    var dependsOnSolvedWidth: Bool { false }

    /// A height-for-width item measures itself at `solvedWidth`, the width the engine at work solved for it;
    /// returns whether its intrinsic size changed.
    func updateSizeForSolvedWidth(_ solvedWidth: Double) -> Bool { false }

    /// The system constraints a kind of view adds for its own guides (a scroll view's content and frame guides),
    /// appended after the ones every view has.
    func appendOwnSystemConstraints(to fresh: inout [LayoutConstraint]) {}

    // MARK: Hooks for containers that arrange their subviews (a stack view)

    /// A subview's visibility or intrinsic size changed. Containers whose constraints depend on them override it.
    func subviewLayoutInputsDidChange(_ subview: View) {}

    /// A subview is about to leave this view (UIKit's `willRemoveSubview(_:)`), before its constraints go.
    func willRemoveSubview(_ subview: View) {}

    // MARK: Diagnostics

    /// A constraint that names one of this view's attributes along an axis (or measures through its origin) came
    /// or went (``AxisReferences``): only called while ``reportsAxisReferences`` is set. The superview hears of it.
    func axisReferencesDidChange() {
        superview?.subviewAxisReferencesDidChange(self)
    }

    /// A subview's ``axisReferences`` changed. A `.fillProportionally` stack overrides it.
    func subviewAxisReferencesDidChange(_ subview: View) {}

    /// The engine made a measuring engine for this view (``systemLayoutSizeFitting(_:)``). A stack overrides it.
    func measuringEngineWasCreated() {}

    /// Receives the tree's diagnostics (set it on the root). With none, they are printed to standard error in
    /// Auto Layout's words.
    public var diagnosticHandler: ((LayoutDiagnostic) -> Void)?
}
