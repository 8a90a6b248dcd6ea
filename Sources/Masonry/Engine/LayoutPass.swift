/// The layout cycle, as in UIKit: an update pass bottom-up, a solve, then a layout pass top-down.
extension View {
    /// Asks for ``updateConstraints()`` before the next layout pass.
    public func setNeedsUpdateConstraints() {
        needsUpdateConstraints = true
        rootView.needsSolve = true
    }

    /// Runs ``updateConstraints()`` on every view of the subtree that asked for it, subviews first.
    public func updateConstraintsIfNeeded() {
        updateConstraintsIfNeeded(leavingOwnFrameConstraints: false)
    }

    /// ``updateConstraintsIfNeeded()``; a measurement's (`leavingOwnFrameConstraints`) leaves this view's system
    /// constraints for the next update pass when only those that tie it to its frame wait
    /// (``onlyFrameConstraintsNeedUpdate``): its measuring engine leaves them out, and the tree's pass refreshes them
    /// with the frame the view is then given. Every view's ``updateConstraints()`` that was asked for runs as always.
    func updateConstraintsIfNeeded(leavingOwnFrameConstraints: Bool) {
        // Only the marked part of the subtree: the views that asked and their ancestors. The marks are taken as the
        // views are listed, so a request made by an `updateConstraints` below marks the path again.
        guard subtreeNeedsConstraintUpdate else { return }
        // Marked only for the frame constraints a measurement leaves (each settling round asks again): no walk.
        if leavingOwnFrameConstraints && onlyFrameConstraintsNeedUpdate && !needsUpdateConstraints
            && !subviews.contains(where: { $0.subtreeNeedsConstraintUpdate })
        {
            return
        }
        var order: [View] = []
        // Room for a small subtree at once (a cell and its few subviews) rather than growing 1, 2, 4, 8.
        order.reserveCapacity(8)
        var stack: [View] = [self]
        while let view = stack.popLast() {
            view.subtreeNeedsConstraintUpdate = false
            let subviews = view.subviews
            var index = subviews.endIndex
            while index > subviews.startIndex {
                index -= 1
                if subviews[index].subtreeNeedsConstraintUpdate { stack.append(subviews[index]) }
            }
            // Its last use: the reference taken off the stack moves into the list, with no retain of its own.
            order.append(consume view)
        }
        for view in order.reversed() {
            if view.needsUpdateConstraints {
                view.needsUpdateConstraints = false
                view.updateConstraints()
            }
            // In case an override forgot `super`: the engine's own constraints must still be current.
            guard view.systemConstraintsNeedUpdate else { continue }
            if leavingOwnFrameConstraints && view === self && view.onlyFrameConstraintsNeedUpdate {
                // Still waiting: marked for the tree's next update pass.
                view.markConstraintUpdatePath()
            } else {
                view.refreshSystemConstraints()
            }
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
            // Whether the last round's solve left the engine's frames unread (see below).
            var framesAreStale = false
            SettlingLoop.settle(self) { round in
                updateConstraintsIfNeeded()
                engine.solve()
                // Text that wraps differently at its solved width moves every view below and after it at the next
                // solve: frames and what derives from them are read once the sizes have settled, not from a solve
                // about to be replaced (reading every view's rectangle is most of a round's cache misses). Text
                // rewraps in the first round, if at all (a resize, new text): later rounds update sizes in the walk
                // that places the views, which then rarely has to be walked again.
                if round == 0 {
                    framesAreStale = updateSizesForSolvedWidths(solvedBy: engine)
                    if framesAreStale { return true }
                }
                framesAreStale = false
                return placeViews(solvedBy: engine, settlingDerivedState: true, updatingSizes: round > 0)
            }
            // A layout that did not settle still gets the frames of its last solve.
            if framesAreStale { computeEngineFrames(from: engine) }
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
        _ = placeViews(solvedBy: engine, settlingDerivedState: false, updatingSizes: false)
    }

    /// Lets every view whose size depends on its solved width (wrapping text) settle at the width `engine` solved
    /// for it, or inside an adopted subtree (``Islands``) its measuring engine; returns whether any intrinsic size
    /// changed, so that another solve is needed.
    private func updateSizesForSolvedWidths(solvedBy engine: LayoutEngine) -> Bool {
        var changed = false
        var sources = PlacingEngines(engine)
        var stack: [(view: View, source: Int)] = [(self, PlacingEngines.tree)]
        while let (view, source) = stack.popLast() {
            if sources.updateSizeForSolvedWidth(of: view, placedBy: source, in: engine) { changed = true }
            let subviewSource = sources.placingSubviews(of: view, placedBy: source, in: engine)
            let subviews = view.subviews
            var index = subviews.endIndex
            while index > subviews.startIndex {
                index -= 1
                stack.append((subviews[index], subviewSource))
            }
        }
        return changed
    }

    /// ``computeEngineFrames(from:)``, and in the same walk, when `settling`, what depends on the solved frames
    /// (derived safe areas, preserved margins) and, when `updatingSizes`, the sizes of wrapping text at their
    /// solved widths (``updateSizesForSolvedWidths(solvedBy:)``); returns whether any of that changed so that
    /// another round is needed. One walk rather than three: each visit of a view brings the view, its side table
    /// and its subviews into the cache, which in a large tree costs more than the work done there.
    ///
    /// Settling goes top-down, and not below a view whose safe area or margins changed while something in its
    /// subtree reads them: its subviews' frames came from its old values, so what they would derive from them is
    /// stale, and a wrong guess fed down a deep tree grows level by level. They derive theirs in a later round, from
    /// frames solved with their ancestors' final values, so each round settles at least one more level
    /// (``SettlingLoop`` allows a round per level); their frames are still placed. Derived insets that no
    /// constraint reads (no margins or safe-area guide in the subtree) are brought up to date in the same walk and
    /// ask for no round: solving again would give the same frames.
    private func placeViews(
        solvedBy engine: LayoutEngine, settlingDerivedState settling: Bool, updatingSizes: Bool
    ) -> Bool {
        /// What a view of the walk is placed and settled from, handed down by its superview: a view's frame is
        /// computed once, by its superview, and its superview's size and safe-area insets are not read again
        /// (reading the insets from the view would load its superview and the superview's own, two weak loads). The
        /// view itself is on a stack of its own beside it (`views`): with no reference in it, a visit is copied and
        /// dropped as plain bytes, with no reference counting.
        struct Visit {
            /// Where its alignment rectangle starts, unrounded, and where its frame starts, rounded, in the root's
            /// coordinates.
            let absolute: Point, rounded: Point
            /// The engine that placed it (``PlacingEngines``).
            let source: Int
            /// Its frame (nil for the root), its superview's size, solved or set, and its superview's safe-area
            /// insets (nil for the root, or where nothing is settled).
            let frame: Rect?, parentSize: Size, parentInsets: EdgeInsets?
            /// Whether its subtree is known to have no margins or safe-area guide (below a view found to have none,
            /// no view looks again, so the walk stays linear).
            let isUnread: Bool
        }
        let grid = PixelGrid(scale: contentScale)
        func round(_ value: Double) -> Double { grid.round(value) }
        let rootInsets = alignmentRectInsets
        var sources = PlacingEngines(engine)
        var changed = false
        var views: [View] = [self]
        var stack = [
            Visit(
                absolute: Point(x: rootInsets.left, y: rootInsets.top), rounded: .zero,
                source: PlacingEngines.tree, frame: nil, parentSize: .zero,
                parentInsets: settling ? superview?.safeAreaInsets : nil, isUnread: false)
        ]
        engine.frames.removeAll()
        while let visit = stack.popLast(), let view = views.popLast() {
            if updatingSizes && sources.updateSizeForSolvedWidth(of: view, placedBy: visit.source, in: engine) {
                changed = true
            }
            var isUnread = visit.isUnread
            // The view's own insets as its subviews read them: derived for a view with a superview (just settled),
            // its own for the root; none to hand down below a view whose insets or margins changed, or when not
            // settling.
            var insets: EdgeInsets?
            if let parentInsets = visit.parentInsets {
                if view.settleDerivedInsets(
                    frame: visit.frame, parentSize: visit.parentSize, parentInsets: parentInsets, isUnread: &isUnread)
                {
                    changed = true
                } else {
                    insets = view.derivedSafeAreaInsets
                }
            } else if settling && view === self {
                insets = safeAreaInsets
            }
            let size = visit.frame?.size ?? view.frame.size
            let source = sources.placingSubviews(of: view, placedBy: visit.source, in: engine)
            let subviews = view.subviews
            var index = subviews.endIndex
            while index > subviews.startIndex {
                index -= 1
                let subview = subviews[index]
                let rect = sources.rect(of: subview, placedBy: source, in: engine)
                let outset = subview.alignmentRectInsets
                let x = visit.absolute.x + rect.minX, y = visit.absolute.y + rect.minY
                let left = round(x) - outset.left, top = round(y) - outset.top
                let right = round(x + rect.width) + outset.right, bottom = round(y + rect.height) + outset.bottom
                let frame = Rect(
                    x: left - visit.rounded.x, y: top - visit.rounded.y, width: right - left, height: bottom - top)
                engine.frames.set(frame, for: subview)
                views.append(subview)
                stack.append(
                    Visit(
                        absolute: Point(x: x, y: y), rounded: Point(x: left, y: top), source: source,
                        frame: frame, parentSize: size, parentInsets: insets, isUnread: isUnread))
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
