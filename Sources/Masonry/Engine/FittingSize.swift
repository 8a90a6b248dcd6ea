import Cassowary

extension View {
    /// The smallest size the view's constraints allow: the target of ``systemLayoutSizeFitting(_:)``.
    public static let layoutFittingCompressedSize = Size(width: 0, height: 0)
    /// The largest size, as UIKit's sentinel: the target of ``systemLayoutSizeFitting(_:)``.
    public static let layoutFittingExpandedSize = Size(width: 10_000, height: 10_000)

    /// The size that best satisfies the view's constraints and comes as close to `targetSize` as they allow,
    /// measured on the view's own subtree as if it were a root; the view's frame does not change.
    ///
    /// Views of one shape in a tree (the same constraints up to their constants, as a feed's cells) share one
    /// solver of that shape, kept by the tree: measuring a view moves that solver's constants to the view's and
    /// solves again. The view keeps only its constants and what was solved for its subtree, about 1.5 KB for a cell
    /// of four subviews and 27 solver constraints, and measuring it again costs nothing when neither its constraints
    /// nor the target changed. A view alone in its tree, or one whose constraints conflict or whose measurement does
    /// not settle, keeps a solver of its own instead (about 23 KB for such a cell), which reports what it finds. The
    /// *Performance* article has the numbers.
    ///
    /// A conflict among the subtree's constraints is reported as in a layout pass; a measurement that does not
    /// settle (text whose height keeps changing its width) is reported as
    /// ``LayoutDiagnostic/layoutDidNotSettle(_:rounds:)``.
    public func systemLayoutSizeFitting(_ targetSize: Size) -> Size {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
            verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size that best satisfies the view's constraints, pulled toward `targetSize` on each axis at the given
    /// priority (`.required` fixes that axis, as for a cell of known width).
    public func systemLayoutSizeFitting(
        _ targetSize: Size, withHorizontalFittingPriority horizontal: LayoutPriority,
        verticalFittingPriority vertical: LayoutPriority
    ) -> Size {
        guard targetSize.width.isFinite, targetSize.height.isFinite, horizontal.isValid, vertical.isValid else {
            report(
                .invalidValue(
                    .invalidFittingRequest(targetSize: targetSize, horizontal: horizontal, vertical: vertical)))
            return frame.size
        }
        // The view's own measuring engine, kept between calls: a call after the first installs only what changed
        // (the constraints of the subtree that changed since are marked in it, as in a tree's engine) and moves
        // changed constants in place.
        let engine = fittingEngine
        // Asked again while it measures (by an `updateConstraints` override): the last size, not a measurement
        // nested inside the one under way.
        guard !engine.isBusy else { return engine.measuredSize?.size ?? frame.size }
        // Diagnostics found while measuring reach the handler once the measurement is done.
        return holdingDiagnostics {
            engine.isBusy = true
            defer { engine.isBusy = false }
            return measure(with: engine, fitting: targetSize, horizontal: horizontal, vertical: vertical)
        }
    }

    /// ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`` for a valid request.
    private func measure(
        with engine: LayoutEngine, fitting targetSize: Size, horizontal: LayoutPriority, vertical: LayoutPriority
    ) -> Size {
        updateConstraintsIfNeeded(leavingOwnFrameConstraints: true)
        let sizePulls = SizePulls(
            width: targetSize.width, height: targetSize.height, horizontal: horizontal.strength,
            vertical: vertical.strength)
        // A view in a tree shares a solver with the views of its shape there (a detached view, alone in its tree,
        // would share with none); one that cannot is measured by its engine's own solver from then on.
        if !engine.measuresOnItsOwn, engine.hasNoInstallations, superview != nil, MeasuringTemplates.areEnabled {
            if let size = measureWithTemplate(engine, pulls: sizePulls) { return size }
            engine.measureOnItsOwn()
        }
        let pulls = sizePulls.constraints(of: self)
        // The pulls go in after the constraints, so a constraint never conflicts with a mere preference.
        let constraintsChanged = engine.synchronize(beforeChanging: { engine.setPulls([]) })
        if constraintsChanged { engine.setPulls(pulls) }
        let pullsChanged = constraintsChanged || engine.movePulls(to: pulls)
        // Nothing the measurement depends on changed since it last settled: the same size again.
        let scale = contentScale
        if !pullsChanged, let cached = engine.measuredSize, cached.scale == scale { return cached.size }
        engine.forgetMeasurement()

        // The size and the labels' widths are read from the measuring engine's own solver: nothing is written into
        // the subtree's variables, so the root's solution (which the same variables take part in) is untouched.
        var result = frame.size
        let settled = SettlingLoop.settle(self) { _ in
            // What changed since the last round (a label's height for its new width, an `updateConstraints` override)
            // was marked in the engine: solving applies it.
            engine.solve()
            result = Size(width: engine.value(of: widthVariable), height: engine.value(of: heightVariable))
            var changed = false
            forEachViewInSubtree { if engine.updateSizeForSolvedWidth(of: $0) { changed = true } }
            updateConstraintsIfNeeded(leavingOwnFrameConstraints: true)
            return changed
        }
        return engine.recordMeasurement(of: result, scale: scale, settled: settled)
    }

    /// ``measure(with:fitting:horizontal:vertical:)`` with the shared template of the subtree's shape: the same
    /// rounds, solved in the template; `nil` when the subtree cannot be measured that way (no template for it, a
    /// conflict, a measurement that does not settle), to be measured by the engine's own solver, which reports what
    /// it finds as always. Nothing is reported here.
    private func measureWithTemplate(_ engine: LayoutEngine, pulls: SizePulls) -> Size? {
        guard let changed = engine.refreshShare(pulls: pulls) else { return nil }
        let scale = contentScale
        if !changed, let cached = engine.measuredSize, cached.scale == scale { return cached.size }
        engine.forgetMeasurement()
        var result = frame.size
        var failed = false
        let settled = SettlingLoop.settle(self, reportsFailure: false) { round in
            // What changed since the last round (a label's height for its new width) was marked in the engine.
            if round > 0, engine.refreshShare(pulls: pulls) == nil {
                failed = true
                return false
            }
            guard let share = engine.share, share.template.solve(for: share, round: round) else {
                failed = true
                return false
            }
            engine.isSolved = true
            result = Size(
                width: share.values[MeasuringShape.slot(item: 0, variable: 2)],
                height: share.values[MeasuringShape.slot(item: 0, variable: 3)])
            var changed = false
            let slots = share.values.count
            let itemCount = forEachViewInMeasuringOrder { view, item in
                let width = MeasuringShape.slot(item: item, variable: 2)
                if view.dependsOnSolvedWidth, width < slots, view.updateSizeForSolvedWidth(share.values[width]) {
                    changed = true
                }
            }
            // Items numbered since the share was made (a guide made by user code, with no constraint yet to mark
            // the change): the values are not the subtree's; it is measured on its own.
            guard 4 * itemCount == slots else {
                failed = true
                return false
            }
            updateConstraintsIfNeeded(leavingOwnFrameConstraints: true)
            return changed
        }
        guard settled, !failed else { return nil }
        return engine.recordMeasurement(of: result, scale: scale, settled: true)
    }

    /// The engine that measures this view for `systemLayoutSizeFitting`, created on first use.
    private var fittingEngine: LayoutEngine {
        if let engine = fittingEngineIfCreated { return engine }
        let engine = LayoutEngine(root: self, scope: .measuring)
        fittingEngineIfCreated = engine
        measuringEngineWasCreated()
        // The tree's engine looks for islands again.
        rootView.layoutEngineIfCreated?.islands.mayExist = true
        // From now on, changes in the subtree are told to it.
        becomeNearestMeasuredView()
        return engine
    }
}

/// The two pulls of a measured view's size toward its target (`width == target.width` and `height ==
/// target.height`, each at its fitting priority's strength), as numbers: a measurement with a shared template
/// compares them with the template's pieces and makes no solver constraint; ``constraints(of:)`` makes them for a
/// solver (the engine's own, or a template's shape when the subtree is lowered).
struct SizePulls {
    /// The target width and height: each pull's constant.
    let width: Double, height: Double
    /// The strength of the width's pull and of the height's.
    let horizontal: Strength, vertical: Strength

    /// The pulls as solver constraints on `view`'s width and height, in that order.
    func constraints(of view: View) -> [Cassowary.Constraint] {
        [
            (Expression(view.widthVariable) == width) | horizontal,
            (Expression(view.heightVariable) == height) | vertical
        ]
    }

    /// The strength and constant of pull `index` (0 the width's, 1 the height's) as its solver constraint holds
    /// them: the constant of the expression `size − target`, `0 + −target`, bit for bit.
    func piece(_ index: Int) -> (strength: Strength, constant: Double) {
        index == 0 ? (horizontal, 0 + -width) : (vertical, 0 + -height)
    }
}

extension LayoutEngine {
    /// Measuring: forgets the last measurement (and the size last solved for a tree to adopt), before measuring anew.
    fileprivate func forgetMeasurement() {
        measuredSize = nil
        sizeSolvedForTree = nil
    }

    /// Measuring: the solved size `result` rounded to the pixel grid of `scale`; when the measurement `settled`,
    /// kept as the measured size and counted as a new measurement (for a tree's engine adopting the subtree).
    fileprivate func recordMeasurement(of result: Size, scale: Double, settled: Bool) -> Size {
        let grid = PixelGrid(scale: scale)
        let size = Size(width: grid.round(result.width), height: grid.round(result.height))
        if settled {
            measuredSize = (size, scale)
            measurementGeneration &+= 1
        }
        return size
    }
}
