/// The constraints a stack view wants for its current arranged views and properties: the
/// distribution along the axis and the alignment across it.
///
/// A value computed afresh at each update; ``GeneratedConstraints`` turns the difference into constraint changes.
struct StackArrangement {
    let stack: StackView
    let items: [View]
    let isVisible: [Bool]
    /// What the views are laid out in: the stack, or its margins guide.
    let canvas: LayoutItem
    let along: AxisAttributes
    let across: AxisAttributes

    /// The four attributes of one axis.
    struct AxisAttributes {
        let leading: LayoutAttribute
        let trailing: LayoutAttribute
        let center: LayoutAttribute
        let size: LayoutAttribute

        static let horizontal = AxisAttributes(leading: .leading, trailing: .trailing, center: .centerX, size: .width)
        static let vertical = AxisAttributes(leading: .top, trailing: .bottom, center: .centerY, size: .height)
    }

    /// Whether `.fillProportionally` lowers each view's length to its intrinsic length rather than its share of
    /// the canvas (``fillProportionallyConstraints()``): only when the stack found its block isolated along the
    /// axis (``StackView``).
    let lengthsInClosedForm: Bool

    init(stack: StackView, items: [View], lengthsInClosedForm: Bool = false) {
        self.stack = stack
        self.items = items
        self.lengthsInClosedForm = lengthsInClosedForm
        isVisible = items.map { !$0.isHidden }
        canvas = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack
        along = stack.axis == .horizontal ? .horizontal : .vertical
        across = stack.axis == .horizontal ? .vertical : .horizontal
    }

    var visibleItems: [View] { zip(items, isVisible).filter(\.1).map(\.0) }

    /// Every constraint, distribution first, then alignment.
    func constraints(
        spanner: LayoutGuide?, gaps: [LayoutGuide], dormantRuns: [(key: GapKey, guide: LayoutGuide)] = [],
        equalLength: LayoutGuide? = nil
    ) -> [ConstraintSpec] {
        guard !items.isEmpty else { return [] }
        return distributionConstraints(gaps: gaps, dormantRuns: dormantRuns, equalLength: equalLength)
            + alignmentConstraints(spanner: spanner)
    }

    // MARK: Distribution (along the axis)

    private var usesEqualGaps: Bool {
        stack.distribution == .equalSpacing || stack.distribution == .equalCentering
    }

    /// What identifies a gap guide across updates: the view it starts at, and the visible view it ends at when it
    /// spans hidden views (an equal-centring run), nil when it ends at the next arranged view.
    struct GapKey {
        let owner: View
        let end: View?

        /// The two views' identities, for lookups (the key holds the views, so these stay unique while it lives).
        var identity: [ObjectIdentifier] { [ObjectIdentifier(owner)] + (end.map { [ObjectIdentifier($0)] } ?? []) }
    }

    /// The gap guides the equal distributions want, in order. Equal spacing puts one between each pair of
    /// consecutive visible views (keyed by every visible view but the last). Equal centring puts one segment from
    /// each arranged view's centre to the next one's, hidden or not (keyed by every arranged view but the last),
    /// then one run for each pair of consecutive visible views with hidden views between them (``centringGaps``).
    var gapKeys: [GapKey] {
        guard usesEqualGaps else { return [] }
        guard isCentring else { return visibleItems.dropLast().map { GapKey(owner: $0, end: nil) } }
        guard visibleItems.count >= 2 else { return [] }
        let segments = items.dropLast().map { GapKey(owner: $0, end: nil) }
        return segments + visiblePairs.filter { $0.1 - $0.0 > 1 }.map { GapKey(owner: items[$0.0], end: items[$0.1]) }
    }

    /// Of the equal-centring runs in `existing`, those no longer wanted that stay, with their edges only: while
    /// their two views are still arranged in order with a view between them, the newest one from each view (so
    /// at most one per view besides a wanted one). Showing hidden views again then removes only a run's soft tie
    /// and its inequalities, and hiding them again reuses it: no required edge leaves the solver either way.
    func dormantRuns(among existing: [GapKey]) -> [GapKey] {
        guard isCentring else { return [] }
        let wanted = Set(gapKeys.map(\.identity))
        let position = Dictionary(
            items.enumerated().map { (ObjectIdentifier($1), $0) }, uniquingKeysWith: { first, _ in first })
        var seenOwners: Set<ObjectIdentifier> = []
        var dormant: [GapKey] = []
        for key in existing.reversed() {
            guard let end = key.end, !wanted.contains(key.identity),
                let start = position[ObjectIdentifier(key.owner)], let stop = position[ObjectIdentifier(end)],
                stop - start > 1, seenOwners.insert(ObjectIdentifier(key.owner)).inserted
            else { continue }
            dormant.append(key)
        }
        return dormant.reversed()
    }

    /// The indices of consecutive visible views, in order.
    private var visiblePairs: [(Int, Int)] {
        let indices = items.indices.filter { isVisible[$0] }
        return Array(zip(indices, indices.dropFirst()))
    }

    /// The priority that places a hidden arranged view: the lowest there is, so that placing it never pulls on
    /// anything else (a visible neighbour that hugs its content at 250 would otherwise stretch to reach it), and a
    /// user's constraint on hidden views (one between two of them, say) moves only them, without a conflict.
    static let hiddenPlacementPriority: LayoutPriority = 1

    private func distributionConstraints(
        gaps: [LayoutGuide], dormantRuns: [(key: GapKey, guide: LayoutGuide)], equalLength: LayoutGuide?
    ) -> [ConstraintSpec] {
        guard let first = items.first, let last = items.last else { return [] }
        // The canvas holds the visible views only (all of them when every one is hidden): a hidden view is out of
        // the chain, so nothing it is constrained to can move the visible ones.
        let visible = visibleItems
        var specs: [ConstraintSpec] = [
            ConstraintSpec(
                "UISV-canvas-connection", canvas, along.leading, .equal, visible.first ?? first, along.leading),
            ConstraintSpec(
                "UISV-canvas-connection", canvas, along.trailing, .equal, visible.last ?? last, along.trailing)
        ]
        if !visible.isEmpty && !isVisible[0] {
            specs.append(
                ConstraintSpec(
                    "UISV-canvas-connection", canvas, along.leading, .equal, first, along.leading,
                    priority: Self.hiddenPlacementPriority))
        }
        // Equal centring puts each spacing in with its gap (`gapConstraints`).
        let spacings = spacingConstraints(visibleCount: visible.count)
        specs += isCentring ? spacings.filter { $0.relation == .equal } : spacings
        for (item, visible) in zip(items, isVisible) where !visible {
            // UIKit's recent priority, just under required, so a hidden view's own required size still wins.
            specs.append(ConstraintSpec("UISV-hiding", item, along.size, .equal, nil, priority: 999.999))
        }
        switch stack.distribution {
        case .fill, .equalSpacing, .equalCentering:
            break
        case .fillEqually:
            specs += equalLength.map(equalLengthConstraints) ?? fillEquallyConstraints()
        case .fillProportionally:
            specs += fillProportionallyConstraints()
        }
        let pairSpacings = spacings.filter { $0.relation != .equal }
        if isCentring {
            specs += centringGapConstraints(
                gaps, spacings: pairSpacings, dormantRuns: dormantRuns, pitch: equalLength)
        } else if usesEqualGaps {
            specs += gapConstraints(gaps, spacings: pairSpacings)
        }
        return specs
    }

    private var isCentring: Bool { stack.distribution == .equalCentering }

    /// The size along the axis whose `>= 0` the stack makes for its gap guides itself (equal centring), rather
    /// than the engine's invariant, so it goes in after the gap's length is tied to the first gap's.
    var gapSizeMinimumHeldByStack: LayoutAttribute? { isCentring ? along.size : nil }

    /// The size along the axis whose `>= 0` the equal-length guide goes without: an equal-centring stack's common
    /// pitch equals the first pitch, whose own `>= 0` holds it.
    var equalLengthMinimumHeldByStack: LayoutAttribute? { isCentring ? along.size : nil }

    /// The length the first centring gap is pulled toward, at ``pitchSeedPriority``: longer than any gap a
    /// layout needs, so that each spacing holds as it goes in.
    static let pitchSeed = 10_000.0
    /// Below every other priority, so the seed only settles what all the others leave free.
    static let pitchSeedPriority: LayoutPriority = 0.001

    /// The spacing between neighbours: between consecutive visible views (hidden ones between them left out), edge
    /// to edge, or last baseline to first baseline in a baseline-relative vertical stack; the equal distributions
    /// treat it as a minimum. Each hidden view hangs after its predecessor (the canvas's leading edge for the
    /// first) at ``hiddenPlacementPriority``: where the stack would have it (after the spacing when a visible view
    /// precedes it and one follows, flush otherwise), without being part of the chain.
    ///
    /// With every view hidden, the chain is the hidden views themselves, all required, so the stack collapses.
    private func spacingConstraints(visibleCount: Int) -> [ConstraintSpec] {
        let isBaselineRelative = stack.axis == .vertical && stack.isBaselineRelativeArrangement
        let relation: LayoutRelation = usesEqualGaps ? .greaterThanOrEqual : .equal
        let lastVisible = isVisible.lastIndex(of: true) ?? -1
        var specs: [ConstraintSpec] = []
        var previousVisible: View?
        for index in items.indices {
            let item = items[index]
            if isVisible[index] {
                if let previous = previousVisible {
                    let spacing = stack.resolvedSpacing(after: previous)
                    specs.append(
                        isBaselineRelative
                            ? ConstraintSpec(
                                "UISV-spacing", item, .firstBaseline, relation, previous, .lastBaseline,
                                constant: spacing)
                            : ConstraintSpec(
                                "UISV-spacing", item, along.leading, relation, previous, along.trailing,
                                constant: spacing))
                }
                previousVisible = item
            } else if index > 0 {
                let previous = items[index - 1]
                let spacing =
                    !isBaselineRelative && isVisible[index - 1] && index - 1 < lastVisible
                    ? stack.resolvedSpacing(after: previous) : 0
                specs.append(
                    ConstraintSpec(
                        "UISV-spacing", item, along.leading, .equal, previous, along.trailing, constant: spacing,
                        priority: visibleCount == 0 ? .required : Self.hiddenPlacementPriority))
            }
        }
        return specs
    }

    /// Whether the distribution wants the equal-length guide: `.fillEqually` with a visible view to size, or
    /// `.equalCentering` with a pitch between two visible views.
    var usesEqualLengthGuide: Bool {
        switch stack.distribution {
        case .fillEqually: isVisible.contains(true)
        case .equalCentering: isVisible.lazy.filter { $0 }.prefix(2).count == 2
        default: false
        }
    }

    /// The priority of every length in closed form: UIKit's first share's, 999.
    static let closedFormPriority: LayoutPriority = 999

    /// Fill-equally's lengths: every visible view's length equals the guide's (required). UIKit ties each view to
    /// the first visible one, the same system; tied to a guide the stack owns, hiding or showing any view, the first
    /// too, adds or removes that view's tie only, where re-pointing every view at the next visible one would replace
    /// them all.
    private func equalLengthConstraints(_ unit: LayoutGuide) -> [ConstraintSpec] {
        visibleItems.map { ConstraintSpec("UISV-fill-equally", $0, along.size, .equal, unit, along.size) }
    }

    /// UIKit's form of equal lengths, each visible view's tied to the first visible view's.
    private func fillEquallyConstraints() -> [ConstraintSpec] {
        let visible = visibleItems
        guard let reference = visible.first else { return [] }
        return visible.dropFirst().map {
            ConstraintSpec("UISV-fill-equally", $0, along.size, .equal, reference, along.size)
        }
    }

    /// Each visible view's length is its share of the canvas, its intrinsic length over the sum of the intrinsic
    /// lengths and the spacings, at priorities 999, 998, … in order (so the sizes give way from the end when they
    /// cannot add up). Without any intrinsic length it is fill-equally; a view without one gets no length.
    ///
    /// In closed form (``lengthsInClosedForm``: nothing but the stack's own constraints and the views' intrinsic
    /// sizes bears on the canvas length and on the views along the axis) each view's length equals its intrinsic
    /// length, at ``closedFormPriority``. Every share then holds with the canvas at the sum of the lengths and the
    /// spacings, with every error zero, so the frames are the shares' frames; but each constraint names one view
    /// only, where the shares all name the canvas, whose length a loop through every view fixes (a dense tableau).
    /// With every error zero the priorities decide nothing, so they are one for all: hiding, showing, inserting or
    /// removing a view changes that view's constraint only.
    private func fillProportionallyConstraints() -> [ConstraintSpec] {
        let visible = visibleItems
        guard visible.count >= 2 else { return [] }
        let lengths = visible.map { view -> Double? in
            let size = view.intrinsicContentSize
            let length = stack.axis == .horizontal ? size.width : size.height
            return length >= 0 && length.isFinite ? length : nil
        }
        let spacings = visible.dropLast().map { stack.resolvedSpacing(after: $0) }.reduce(0, +)
        let total = lengths.compactMap { $0 }.reduce(0, +) + spacings
        guard lengths.contains(where: { $0 != nil }), total > 0 else { return fillEquallyConstraints() }
        if lengthsInClosedForm {
            return zip(visible, lengths).map { view, length in
                ConstraintSpec(
                    "UISV-fill-proportionally", view, along.size, .equal, nil, constant: max(0, length ?? 0),
                    priority: Self.closedFormPriority)
            }
        }
        return zip(visible, lengths).enumerated().map { index, pair in
            let priority = LayoutPriority(Float(max(1, 999 - index)))
            guard let length = pair.1, length > 0 else {
                return ConstraintSpec("UISV-fill-proportionally", pair.0, along.size, .equal, nil, priority: priority)
            }
            return ConstraintSpec(
                "UISV-fill-proportionally", pair.0, along.size, .equal, canvas, along.size,
                multiplier: length / total, priority: priority)
        }
    }

    /// Equal spacing's gap guides between consecutive visible views, all the same length (required), each from
    /// edge to edge; the canvas hugs at 49. Each gap is tied to the one before it, so hiding the first view
    /// replaces one tie rather than every gap's (UIKit ties each to the first: the same system).
    private func gapConstraints(_ gaps: [LayoutGuide], spacings: [ConstraintSpec]) -> [ConstraintSpec] {
        let visible = visibleItems
        var specs: [ConstraintSpec] = []
        for (index, gap) in gaps.enumerated() where index + 1 < visible.count {
            let before = visible[index], after = visible[index + 1]
            specs.append(ConstraintSpec("UISV-distributing-edge", gap, along.leading, .equal, before, along.trailing))
            specs.append(ConstraintSpec("UISV-distributing-edge", after, along.leading, .equal, gap, along.trailing))
            if index > 0 {
                specs.append(ConstraintSpec("UISV-fill-equally", gap, along.size, .equal, gaps[index - 1], along.size))
            }
        }
        specs.append(ConstraintSpec("UISV-canvas-fit", canvas, along.size, .equal, nil, priority: 49))
        return specs
    }

    /// Equal centring's gap guides: the pitch between each pair of consecutive visible views, from centre to
    /// centre, is one guide, tied to the first pitch at 149; the canvas hugs at 49. The ties refer to the first
    /// pitch through `common`, whose length is the first pitch's (required): UIKit ties each pitch to the first
    /// one, the same system, but hiding the first view then moves that one equality, not every tie.
    ///
    /// Every arranged view but the last owns a segment guide from its centre to the next arranged view's, hidden
    /// or not. Between neighbours that are both visible the segment is the pitch; across hidden views a run guide
    /// from one visible centre to the next is, and the segments inside the run only follow the hidden views'
    /// centres (no tie, no minimum, so the hidden views stay free). Hiding or showing a view then adds or removes
    /// one run and moves the soft ties, spacings and minimums: no required edge leaves the solver, so the views
    /// after the hidden one stay joined to those before it throughout the change, and the new run's edges go in on
    /// its own new length.
    ///
    /// Each pitch is laid out in the order that leaves the solver's basis optimal as it goes: its length tied to
    /// the first pitch's (solved for the new pitch's length, its errors at zero), its edges (a run's before the
    /// segments inside it), the spacing of its two views (`spacings`, one per pitch), then its `>= 0`. The common
    /// length is pulled toward ``pitchSeed`` below every other priority, so every spacing holds as it goes
    /// in; the canvas fit, installed last, then shortens all the pitches together in one pivot. Spacings that went
    /// in tight would each need a pivot on the canvas fit's row, which holds every pitch.
    private func centringGapConstraints(
        _ gaps: [LayoutGuide], spacings: [ConstraintSpec], dormantRuns: [(key: GapKey, guide: LayoutGuide)],
        pitch common: LayoutGuide?
    ) -> [ConstraintSpec] {
        func edges(_ gap: LayoutGuide, from start: View, to end: View) -> [ConstraintSpec] {
            [
                ConstraintSpec("UISV-distributing-edge", gap, along.leading, .equal, start, along.center),
                ConstraintSpec("UISV-distributing-edge", gap, along.trailing, .equal, end, along.center)
            ]
        }
        func edges(_ gap: LayoutGuide, from start: Int, to end: Int) -> [ConstraintSpec] {
            edges(gap, from: items[start], to: items[end])
        }
        let dormant = dormantRuns.flatMap { run in
            run.key.end.map { edges(run.guide, from: run.key.owner, to: $0) } ?? []
        }
        let pairs = visiblePairs
        let segmentCount = items.count - 1
        guard !pairs.isEmpty, gaps.count >= segmentCount, let common else {
            return dormant + [ConstraintSpec("UISV-canvas-fit", canvas, along.size, .equal, nil, priority: 49)]
        }
        var specs: [ConstraintSpec] = []
        var nextRun = segmentCount
        for (index, (start, end)) in pairs.enumerated() {
            let isRun = end - start > 1
            let pitch = isRun && nextRun < gaps.count ? gaps[nextRun] : gaps[start]
            if isRun { nextRun += 1 }
            if index > 0 {
                specs.append(
                    ConstraintSpec("UISV-fill-equally", pitch, along.size, .equal, common, along.size, priority: 149))
            } else {
                specs.append(ConstraintSpec("UISV-pitch", common, along.size, .equal, pitch, along.size))
                var seed = ConstraintSpec(
                    "UISV-pitch-seed", common, along.size, .equal, nil, constant: Self.pitchSeed,
                    priority: Self.pitchSeedPriority)
                seed.installsInPassOrder = true
                specs.append(seed)
            }
            if isRun { specs += edges(pitch, from: start, to: end) }
            for segment in start..<end { specs += edges(gaps[segment], from: segment, to: segment + 1) }
            if index < spacings.count { specs.append(spacings[index]) }
            specs.append(ConstraintSpec("UISV-gap-minimum", pitch, along.size, .greaterThanOrEqual, nil))
        }
        // The segments outside the visible span, from or to hidden views at either end.
        let first = pairs[0].0, last = pairs[pairs.count - 1].1
        for segment in 0..<segmentCount where segment < first || segment >= last {
            specs += edges(gaps[segment], from: segment, to: segment + 1)
        }
        specs += dormant
        specs.append(ConstraintSpec("UISV-canvas-fit", canvas, along.size, .equal, nil, priority: 49))
        return specs
    }
}
