/// The layout cycle, as in UIKit: an update pass bottom-up, a solve, then a layout pass top-down.
extension View {
    /// Asks for ``updateConstraints()`` before the next layout pass.
    public func setNeedsUpdateConstraints() {
        needsUpdateConstraints = true
        rootView.needsSolve = true
    }

    /// Runs ``updateConstraints()`` on every view of the subtree that asked for it, subviews first.
    public func updateConstraintsIfNeeded() {
        // Only the marked part of the subtree: the views that asked and their ancestors. The marks are taken as the
        // views are listed, so a request made by an `updateConstraints` below marks the path again.
        guard subtreeNeedsConstraintUpdate else { return }
        var order: [View] = []
        // Room for a small subtree at once (a cell and its few subviews) rather than growing 1, 2, 4, 8.
        order.reserveCapacity(8)
        var stack: [View] = [self]
        while let view = stack.popLast() {
            view.subtreeNeedsConstraintUpdate = false
            order.append(view)
            let subviews = view.subviews
            var index = subviews.endIndex
            while index > subviews.startIndex {
                index -= 1
                if subviews[index].subtreeNeedsConstraintUpdate { stack.append(subviews[index]) }
            }
        }
        for view in order.reversed() {
            if view.needsUpdateConstraints {
                view.needsUpdateConstraints = false
                view.updateConstraints()
            }
            // In case an override forgot `super`: the engine's own constraints must still be current.
            if view.systemConstraintsNeedUpdate { view.refreshSystemConstraints() }
        }
    }

    /// Asks for ``layoutSubviews()`` at the next layout pass.
    public func setNeedsLayout() {
        needsLayout = true
        rootView.needsSolve = true
    }

    /// Lays out the whole tree now if anything changed: updates constraints, solves, and applies frames.
    ///
    /// With nothing pending it returns without calling any layout callback. Called while the tree's layout pass
    /// runs (from `updateConstraints` or `layoutSubviews`) it does nothing: the running pass takes in what changed.
    /// Diagnostics found during the pass reach the ``diagnosticHandler`` after it, so a handler may inspect or lay
    /// out the tree.
    public func layoutIfNeeded() {
        let root = rootView
        // Every request for layout (setNeedsLayout, a constraint or frame change) marks the root, so an idle
        // call costs one flag check, not a walk of the tree.
        guard root.needsSolve, !(root.layoutEngineIfCreated?.isBusy ?? false) else { return }
        root.holdingDiagnostics { root.runLayoutPass() }
    }

    /// What `layoutSubviews` does by default: give each subview the frame the engine solved.
    func applyEngineFramesToSubviews() {
        guard let engine = rootView.layoutEngineIfCreated else { return }
        for subview in subviews {
            if let frame = engine.frames[subview] { subview.applyLayoutFrame(frame) }
        }
    }

    /// The frame the root's engine last solved for this view (in its superview's coordinates, rounded); `nil` for
    /// a root, or a view laid out by no solve since it joined the tree.
    var engineFrame: Rect? {
        rootView.layoutEngineIfCreated?.frames[self]
    }

    /// The layout engine of this root, created on first use.
    var layoutEngine: LayoutEngine {
        if let engine = layoutEngineIfCreated { return engine }
        let engine = LayoutEngine(root: self)
        layoutEngineIfCreated = engine
        return engine
    }

    /// Update, solve, and repeat while solving changes what the constraints depend on (wrapped text heights,
    /// derived safe areas, preserved margins), then lay out top-down.
    ///
    /// A `layoutSubviews` that changes constraints (a constant, an activation) asks for another solve; as in UIKit,
    /// that change is applied in the same `layoutIfNeeded`, for a bounded number of rounds. A layout that keeps
    /// changing itself past that is left marked, and the next `layoutIfNeeded` goes on.
    private func runLayoutPass() {
        let engine = layoutEngine
        engine.isBusy = true
        defer { engine.isBusy = false }
        // Islands set aside for a question about ambiguity are adopted again.
        engine.islands.isSuspended = false
        for _ in 0..<Self.maximumLayoutRounds {
            SettlingLoop.settle(self) { _ in
                updateConstraintsIfNeeded()
                engine.solve()
                computeEngineFrames(from: engine)
                return settleFrameDependentState(solvedBy: engine)
            }
            needsSolve = false
            layoutTopDown(engine: engine)
            if !needsSolve { break }
        }
    }

    /// How many times one `layoutIfNeeded` solves again for changes made by `layoutSubviews`.
    static let maximumLayoutRounds = 8

    /// Gives each view its frame from the engine: its alignment rectangle rounded edge by edge to the root's pixel
    /// grid, then outset by its ``alignmentRectInsets`` (UIKit's `frame(forAlignmentRect:)`).
    ///
    /// The engine places a view's alignment rectangle from its superview's alignment rectangle; the frame is in the
    /// superview's bounds. The walk keeps, for each view, where its alignment rectangle starts (unrounded) and where
    /// its frame starts (rounded), in the root's coordinates. The rectangles are read from `engine`'s solver (the
    /// root's engine), except inside a subtree it adopted from a measuring engine (``Islands``), whose descendants'
    /// rectangles that engine solved: it gives the unrounded rectangles, the rounding is the root's.
    func computeEngineFrames(from engine: LayoutEngine) {
        let scale = contentScale
        let grid = PixelGrid(scale: scale)
        func round(_ value: Double) -> Double { grid.round(value) }
        let rootInsets = alignmentRectInsets
        var sources = PlacingEngines(engine)
        var stack: [(view: View, absolute: Point, rounded: Point, source: Int)] = [
            (self, Point(x: rootInsets.left, y: rootInsets.top), .zero, PlacingEngines.tree)
        ]
        engine.frames.removeAll()
        while let (view, absolute, rounded, placedBy) = stack.popLast() {
            let source = sources.placingSubviews(of: view, placedBy: placedBy, in: engine)
            for subview in view.subviews {
                let rect = sources.rect(of: subview, placedBy: source, in: engine)
                let insets = subview.alignmentRectInsets
                let x = absolute.x + rect.minX, y = absolute.y + rect.minY
                let left = round(x) - insets.left, top = round(y) - insets.top
                let right = round(x + rect.width) + insets.right, bottom = round(y + rect.height) + insets.bottom
                let frame = Rect(x: left - rounded.x, y: top - rounded.y, width: right - left, height: bottom - top)
                engine.frames.set(frame, for: subview)
                stack.append((subview, Point(x: x, y: y), Point(x: left, y: top), source))
            }
        }
    }

    /// Updates what depends on solved frames; returns whether anything changed and another round is needed.
    ///
    /// Top-down, and not below a view whose safe area or margins changed while something in its subtree reads
    /// them: its subviews' frames came from its old values, so what they would derive from them is stale, and a
    /// wrong guess fed down a deep tree grows level by level. They derive theirs in a later round, from frames
    /// solved with their ancestors' final values, so each round settles at least one more level (``SettlingLoop``
    /// allows a round per level). Derived insets that no constraint reads (no margins or safe-area guide in the
    /// subtree) are brought up to date in the same walk and ask for no round: solving again would give the same
    /// frames.
    private func settleFrameDependentState(solvedBy engine: LayoutEngine) -> Bool {
        var changed = false
        // Each view with whether its subtree is known to have no margins or safe-area guide (below a view found to
        // have none, no view looks again, so the walk stays linear) and its superview's size, solved or set: each
        // view's frame is looked up once, by the view, and handed down.
        // With it, the engine that solved the view's width: the root's, or inside an adopted subtree its measuring
        // engine, at whose widths its labels settled.
        // And its superview's safe-area insets (`nil` for a view without one), handed down like its size: reading
        // them from the view would load its superview and the superview's own (two weak loads).
        var sources = PlacingEngines(engine)
        var stack: [(view: View, isUnread: Bool, parentSize: Size, parentInsets: EdgeInsets?, source: Int)] = [
            (self, false, .zero, superview?.safeAreaInsets, PlacingEngines.tree)
        ]
        while let (view, knownUnread, parentSize, parentInsets, source) = stack.popLast() {
            if sources.updateSizeForSolvedWidth(of: view, placedBy: source, in: engine) { changed = true }
            var isUnread = knownUnread
            let frame = engine.frames[view]
            if let parentInsets {
                guard
                    !view.settleDerivedInsets(
                        frame: frame, parentSize: parentSize, parentInsets: parentInsets, isUnread: &isUnread)
                else {
                    changed = true
                    continue
                }
            }
            let size = frame?.size ?? view.frame.size
            // The view's own insets as its subviews read them: derived for a view with a superview (just settled),
            // its own for the root.
            let insets = parentInsets == nil ? view.safeAreaInsets : view.derivedSafeAreaInsets
            let subviewSource = sources.placingSubviews(of: view, placedBy: source, in: engine)
            let subviews = view.subviews
            var index = subviews.endIndex
            while index > subviews.startIndex {
                index -= 1
                stack.append((subviews[index], isUnread, size, insets, subviewSource))
            }
        }
        return changed
    }

    /// Derives the view's safe area from its solved frame and notices when its margins moved; returns whether either
    /// changed in a way the system constraints of its subtree read, so that another round is needed. `isUnread`
    /// says whether the subtree is known to have no margins or safe-area guide; it is found out (and set) only when
    /// the insets changed.
    /// `frame` is the view's solved frame, `parentSize` its superview's solved size (its set size when it has none),
    /// `outer` its superview's safe-area insets.
    private func settleDerivedInsets(
        frame: Rect?, parentSize size: Size, parentInsets outer: EdgeInsets, isUnread: inout Bool
    ) -> Bool {
        guard let frame else { return false }
        var changed = false
        // Clamped to the frame's extent, never below zero (a frame turned inside out by a wrong guess has none).
        let width = max(0, frame.width), height = max(0, frame.height)
        let derived = EdgeInsets(
            top: min(max(0, outer.top - frame.minY), height),
            left: min(max(0, outer.left - frame.minX), width),
            bottom: min(max(0, frame.maxY - (size.height - outer.bottom)), height),
            right: min(max(0, frame.maxX - (size.width - outer.right)), width))
        if derived != derivedSafeAreaInsets {
            derivedSafeAreaInsets = derived
            if !isUnread { isUnread = !subtreeHasInsetGuide }
            if !isUnread {
                systemConstraintsNeedUpdate = true
                changed = true
            }
        }
        if existingMarginsGuide != nil && effectiveLayoutMargins != appliedLayoutMargins {
            systemConstraintsNeedUpdate = true
            changed = true
        }
        return changed
    }

    /// Whether the view or a view below it has a margins guide (whose margins include the safe area) or a safe-area
    /// guide: the system constraints that read derived insets.
    private var subtreeHasInsetGuide: Bool {
        var stack: [View] = [self]
        while let view = stack.popLast() {
            if view.existingMarginsGuide != nil || view.existingSafeAreaGuide != nil { return true }
            stack.append(contentsOf: view.subviews)
        }
        return false
    }

    /// Calls `layoutSubviews` top-down on views that need it, or whose subviews' frames change.
    private func layoutTopDown(engine: LayoutEngine) {
        var stack: [View] = [self]
        while let view = stack.popLast() {
            let needsLayout =
                view.needsLayout
                || view.subviews.contains { subview in engine.frames[subview].map { $0 != subview.frame } ?? false }
            if needsLayout {
                view.needsLayout = false
                view.layoutSubviews()
            }
            view.pushSubviewsReversed(onto: &stack)
        }
    }

    /// Sets the frame from layout without the side effects of a user's change.
    func applyLayoutFrame(_ newFrame: Rect) {
        guard frame != newFrame else { return }
        let resized = frame.size != newFrame.size
        changeFrame(to: newFrame, by: .layout)
        if resized { needsLayout = true }
    }
}
