import Cassowary

/// The measured subtrees a tree's engine adopts from their measuring engines instead of solving them itself.
///
/// A view measured by ``View/systemLayoutSizeFitting(_:)`` keeps a measuring engine holding its subtree's
/// constraints, solved with its size pulled toward the target. When that view's frame is fixed from outside (it
/// translates its autoresizing mask into constraints), no constraint held outside its subtree reaches into it, and
/// its last measurement settled on the size the tree's engine now gives it, with nothing in the subtree changed
/// since and nothing broken or refused, the view is an *island*: the tree's engine solves the view's own rectangle
/// and leaves the constraints held in its subtree (all but those tying the view to its frame) out of its solver;
/// the rectangles of the view's descendants are read from the measuring engine.
///
/// Why the frames are the same: the measurement optimised the lexicographic objective with the view's width and
/// height pulled toward the target at the fitting-size level or below (or required). The tree's problem, restricted
/// to the subtree, is the same system with the view's size required at the size the tree solved, which is the
/// measured size. The measured solution is feasible there, and optimal at every level: at the levels above the
/// pulls it is optimal over a superset of the tree's feasible set; at the pulls' level their error is the same for
/// every solution with that size; below it, the measured solution is optimal over a superset that contains the
/// tree's optima of the levels above. So an unambiguous subtree gets identical rectangles (its labels settle at the
/// same widths), and an ambiguous one an optimum either way (ambiguity questions are answered without islands, see
/// ``LayoutEngine/solveWithoutIslands()``). Pixel rounding stays the tree's: only the unrounded rectangles come
/// from the measuring engine.
///
/// Whenever one of the conditions fails, the subtree is solved by the tree's engine as without islands: its
/// constraints go back into the tree's solver, so a conflict, a refused constraint or a size that differs from the
/// measured one is handled, and reported, by the tree's engine exactly as it would be.
struct Islands {
    /// Whether the engine adopts islands at all (``View/adoptsMeasuredSubtrees``).
    var isEnabled = true
    /// Set while a question about ambiguity needs the tree's own solution of every view; cleared by the next
    /// layout pass.
    var isSuspended = false
    /// Whether the tree may hold a view with a measuring engine: cleared by a walk that finds none, set again when
    /// the tree's shape changes or one of its views is measured. A tree without one (most screens) is not walked
    /// at every solve.
    var mayExist = true
    /// The adopted views, in the tree's order (the order their constraints leave and return in).
    private(set) var views: [View] = []
    /// Each adopted view's measuring engine.
    private(set) var engines = [ObjectIdentifier: LayoutEngine]()
    /// The views found not to match their measurement, with the measurement that did not match: they are not
    /// adopted again until measured anew.
    var rejected: [ObjectIdentifier: Int] = [:]

    var isEmpty: Bool { views.isEmpty }

    /// The measuring engine of `view` if it is adopted.
    @inline(__always)
    func engine(of view: View) -> LayoutEngine? {
        guard !engines.isEmpty, view.fittingEngineIfCreated != nil else { return nil }
        return engines[ObjectIdentifier(view)]
    }

    /// Whether `view` is adopted (its measuring engine places its subtree): one look-up, no weak load.
    @inline(__always)
    func adopts(_ view: View) -> Bool {
        !engines.isEmpty && engines[ObjectIdentifier(view)] != nil
    }

    /// The adopted view whose subtree holds `view`'s constraints (`view` itself, or its closest adopted ancestor).
    func island(holding view: View) -> View? {
        guard !engines.isEmpty else { return nil }
        var next = view.nearestMeasuredView
        while let measured = next {
            if engines[ObjectIdentifier(measured)] != nil { return measured }
            next = measured.superview?.nearestMeasuredView
        }
        return nil
    }

    /// Replaces the adopted views; returns those that left and those that entered, in the tree's order.
    mutating func replace(with newViews: [View]) -> (leaving: [View], entering: [View]) {
        // The same views as before, the usual case from one pass to the next: nothing to rebuild.
        if newViews.count == views.count && zip(newViews, views).allSatisfy({ $0 === $1 }) { return ([], []) }
        var newEngines = [ObjectIdentifier: LayoutEngine]()
        for view in newViews { newEngines[ObjectIdentifier(view)] = view.fittingEngineIfCreated }
        let leaving = views.filter { newEngines[ObjectIdentifier($0)] == nil }
        let entering = newViews.filter { engines[ObjectIdentifier($0)] == nil }
        views = newViews
        engines = newEngines
        return (leaving, entering)
    }

    /// Stops adopting `view` (its measurement `generation` did not match the tree's solution).
    mutating func reject(_ view: View, generation: Int) {
        rejected[ObjectIdentifier(view)] = generation
        views.removeAll { $0 === view }
        engines[ObjectIdentifier(view)] = nil
    }
}

extension LayoutEngine {
    /// Whether this (measuring) engine's solution can be adopted by a tree's engine laying out at `scale`: it
    /// settled (a measurement, or a solve at the tree's size) at that scale, nothing in the subtree changed since,
    /// and every constraint of the subtree went in and holds.
    func hasAdoptableSolution(scale: Double) -> Bool {
        (measuredSize?.scale ?? sizeSolvedForTree?.scale) == scale && !needsResync && !isBusy
            && !hasBrokenOrRefusedConstraints && !hasChangesMarked
    }

    /// Decides, before a tree's engine synchronises, which measured views it adopts, and moves the constraints of
    /// the views that enter or leave out of or back into its solver (unless a comparison of everything is due,
    /// which does that itself).
    func updateIslands() {
        let found = islands.isEnabled && !islands.isSuspended && islands.mayExist ? findIslands() : []
        guard !found.isEmpty || !islands.isEmpty else { return }
        let (leaving, entering) = islands.replace(with: found)
        guard !needsResync else { return }
        // Constraints that are marked are applied by the synchronisation after this, as changes: a constraint added
        // to a subtree that leaves goes in after the subtree's others, as it would without islands.
        for view in leaving { apply(constraintsHeld(inSubtreeOf: view, skippingMarked: true)) }
        for view in entering { apply(constraintsHeld(inSubtreeOf: view, skippingMarked: false)) }
    }

    /// After a tree's engine solved: each island the tree gave another size than its frame's (a constraint held
    /// outside that contradicts the frame, a superview not at its own frame's size) is solved again by its
    /// measuring engine with its size required at the tree's, which is the tree's own problem for the subtree.
    /// When that cannot give the tree's size (a required constraint of the subtree contradicts it), the tree's
    /// engine solves the subtree instead (its constraints go back in after this synchronisation's changes, so a
    /// conflict among them may break another constraint than without islands), until the view is measured again.
    func settleIslandSizes() {
        let scale = root.contentScale
        for view in islands.views {
            guard let engine = islands.engine(of: view) else { continue }
            let width = view.widthVariable, height = view.heightVariable
            let size = Size(width: value(of: width), height: value(of: height))
            guard engine.value(of: width) != size.width || engine.value(of: height) != size.height else { continue }
            if engine.solveForTree(at: size, of: view, scale: scale) { continue }
            islands.reject(view, generation: engine.measurementGeneration)
            apply(constraintsHeld(inSubtreeOf: view, skippingMarked: true))
        }
    }

    /// Measuring: solves `view`'s subtree with its size required at `size`, for a tree's engine laying out at
    /// `scale` to adopt; returns whether the solution has that size. The measured size is forgotten (the next
    /// measurement solves again).
    ///
    /// Its labels are settled by the tree's layout pass, which reads their widths from this engine: one whose size
    /// changes marks this engine, and the tree's engine solves the subtree in the next round.
    ///
    /// A view measured with a shared template (``share``) is solved in the template, with its pulls made required
    /// at `size` for this solve (``MeasuringTemplate/solve(for:requiring:)``).
    func solveForTree(at size: Size, of view: View, scale: Double) -> Bool {
        measuredSize = nil
        sizeSolvedForTree = nil
        if let share {
            let required = LayoutPriority.required.strength
            let sizePulls = [
                (Expression(view.widthVariable) == size.width) | required,
                (Expression(view.heightVariable) == size.height) | required
            ]
            guard share.template.solve(for: share, requiring: sizePulls),
                value(of: view.widthVariable) == size.width, value(of: view.heightVariable) == size.height
            else { return false }
            sizeSolvedForTree = (size, scale)
            return true
        }
        let required = LayoutPriority.required.strength
        movePulls(to: [
            (Expression(view.widthVariable) == size.width) | required,
            (Expression(view.heightVariable) == size.height) | required
        ])
        guard pulls.count == 2 else { return false }
        solve()
        guard value(of: view.widthVariable) == size.width, value(of: view.heightVariable) == size.height else {
            return false
        }
        sizeSolvedForTree = (size, scale)
        return true
    }

    /// Answers questions about ambiguity from the tree's own solution: the adopted subtrees' constraints go back
    /// into the tree's solver, which solves them, until the next layout pass.
    ///
    /// A measuring engine's solution has the same optimum as the tree's for an unambiguous subtree, but its size
    /// is only pulled toward the target, so it can leave undetermined what the tree's required size determines:
    /// asking it would report ambiguity the tree does not have. The tree's solver answers as it would without
    /// islands; the frames already applied stay (they are an optimum of the same problem).
    func solveWithoutIslands() {
        guard !islands.isEmpty else { return }
        islands.isSuspended = true
        solve()
    }

    /// The engine whose solution places `item`: the measuring engine of the island it is in, or this one.
    func engineSolving(_ item: LayoutItem) -> LayoutEngine {
        guard !islands.isEmpty, let parent = item.parentView else { return self }
        var next: View? = parent
        while let view = next {
            if let engine = islands.engine(of: view) { return engine }
            next = view.superview
        }
        return self
    }

    /// Whether `constraint`, held by `holder`, belongs to an adopted subtree (and stays out of this solver).
    func isAdopted(_ constraint: LayoutConstraint, heldBy holder: View) -> Bool {
        // An adopted view's own frame ties (most of what a resized feed moves) are the tree's: one look-up, rather
        // than the walk to the holder's island.
        if constraint.kind.tiesToFrame && islands.adopts(holder) { return false }
        guard let island = islands.island(holding: holder) else { return false }
        return island !== holder || !constraint.kind.tiesToFrame
    }

    /// The measured views of the tree that can be adopted now: the outermost views with an adoptable measurement
    /// whose frame is fixed from outside, less those a constraint held outside reaches into.
    private func findIslands() -> [View] {
        var candidates: [View] = []
        var stack: [View] = []
        let root = root
        let scale = root.contentScale
        var measuredViews = 0
        // Rejections are kept for the views still in the tree, still at the measurement that was rejected.
        let rejected = islands.rejected
        islands.rejected = [:]
        root.pushSubviewsReversed(onto: &stack)
        while let view = stack.popLast() {
            if let engine = view.fittingEngineIfCreated {
                measuredViews += 1
                if isAdoptable(view, measuredBy: engine, scale: scale, rejected: rejected) {
                    candidates.append(view)
                    continue
                }
            }
            view.pushSubviewsReversed(onto: &stack)
        }
        islands.mayExist = measuredViews > 0
        guard !candidates.isEmpty else { return [] }
        // Only a candidate's ancestors can hold a constraint that reaches into it (a constraint is held by an
        // ancestor of its items); each is looked at once. Siblings (a table's cells) share theirs.
        var holders: [View] = []
        var seen: Set<ObjectIdentifier> = []
        var lastParent: View?
        for candidate in candidates {
            guard let parent = candidate.superview, parent !== lastParent else { continue }
            lastParent = parent
            var next: View? = parent
            while let holder = next, seen.insert(ObjectIdentifier(holder)).inserted {
                holders.append(holder)
                next = holder.superview
            }
        }
        var crossed: Set<ObjectIdentifier> = []
        // The candidates' identities, made when a constraint first reaches into a measured view: a table's own
        // constraints (its size) reach into none of its cells.
        var ids: Set<ObjectIdentifier>?
        for holder in holders {
            for constraint in holder.systemConstraints {
                markCrossing(constraint, of: candidates, ids: &ids, in: &crossed)
            }
            for constraint in holder.constraints { markCrossing(constraint, of: candidates, ids: &ids, in: &crossed) }
        }
        return candidates.filter {
            !crossed.contains(ObjectIdentifier($0)) && hasSolution(atFrameSizeOf: $0, scale: scale)
        }
    }

    /// Whether `view`'s measuring engine has solved its subtree at the size its frame gives it (the size the tree's
    /// engine will give it, since its frame is fixed from outside), solving it again at that size if not. Done
    /// before the tree's engine synchronises, so that a subtree whose constraints cannot take that size stays in
    /// the tree's solver (or returns to it) in the order it would without islands, and a conflict with the frame
    /// is found, broken and reported as it would be.
    private func hasSolution(atFrameSizeOf view: View, scale: Double) -> Bool {
        guard let engine = view.fittingEngineIfCreated else { return false }
        let frame = view.frame, insets = view.alignmentRectInsets
        let size = Size(
            width: frame.width - insets.left - insets.right, height: frame.height - insets.top - insets.bottom)
        if engine.value(of: view.widthVariable) == size.width && engine.value(of: view.heightVariable) == size.height {
            return true
        }
        if engine.solveForTree(at: size, of: view, scale: scale) { return true }
        islands.rejected[ObjectIdentifier(view)] = engine.measurementGeneration
        return false
    }

    /// Whether `view`, measured by `engine`, may be adopted (before its size is compared with the tree's).
    /// `rejected` holds the measurements found not to fit their view's frame, by view.
    private func isAdoptable(
        _ view: View, measuredBy engine: LayoutEngine, scale: Double, rejected: [ObjectIdentifier: Int]
    ) -> Bool {
        if let generation = rejected[ObjectIdentifier(view)], generation == engine.measurementGeneration {
            islands.rejected[ObjectIdentifier(view)] = generation
            return false
        }
        return view.translatesAutoresizingMaskIntoConstraints && engine.hasAdoptableSolution(scale: scale)
            && view.keepsMeasuringEngine
    }

    /// Records in `crossed` the `candidates` whose subtree `constraint`, held outside them, reaches into; `ids` is
    /// their identities, made here on first use.
    private func markCrossing(
        _ constraint: LayoutConstraint, of candidates: [View], ids: inout Set<ObjectIdentifier>?,
        in crossed: inout Set<ObjectIdentifier>
    ) {
        for (item, attribute) in [
            (constraint.firstItem, constraint.firstAttribute), (constraint.secondItem, constraint.secondAttribute)
        ] {
            guard let item else { continue }
            // A view's own edges and size are the tree's to solve; its baselines and margins are read from inside
            // it, and a guide's rectangle (and any other item's) from inside its owner.
            let reachesInto = item is View && attribute.isOwnEdgeOrSize ? item.parentView : item.hostView
            var next = reachesInto?.nearestMeasuredView
            while let measured = next {
                if ids == nil { ids = Set(candidates.map(ObjectIdentifier.init)) }
                if ids?.contains(ObjectIdentifier(measured)) == true { crossed.insert(ObjectIdentifier(measured)) }
                next = measured.superview?.nearestMeasuredView
            }
        }
    }

    /// The constraints held in `view`'s subtree (its system constraints and its own), in the order a comparison
    /// of everything meets them; without those marked for the next synchronisation when `skippingMarked`.
    private func constraintsHeld(inSubtreeOf view: View, skippingMarked: Bool) -> [LayoutConstraint] {
        var result: [LayoutConstraint] = []
        view.forEachViewInSubtree { view in
            for constraint in view.systemConstraints where !(skippingMarked && isMarked(constraint)) {
                result.append(constraint)
            }
            for constraint in view.constraints where !(skippingMarked && isMarked(constraint)) {
                result.append(constraint)
            }
        }
        return result
    }
}

/// The engines that place the views of a layout pass's walk, by number: ``tree`` for the tree's engine, the next
/// numbers for the islands' measuring engines as the walk meets them. A walk hands a number down to each view rather
/// than an engine, so it retains nothing per view.
struct PlacingEngines {
    /// The number of the tree's engine.
    static let tree = 0
    private var islandEngines: [LayoutEngine] = []
    private let hasIslands: Bool

    init(_ engine: LayoutEngine) {
        hasIslands = !engine.islands.isEmpty
    }

    /// The number of the engine that places `view`'s subviews, given the one that placed `view`: an island's
    /// measuring engine below the island, the one that placed the view otherwise.
    @inline(__always)
    mutating func placingSubviews(of view: View, placedBy index: Int, in engine: LayoutEngine) -> Int {
        guard hasIslands, index == Self.tree, let island = engine.islands.engine(of: view) else { return index }
        islandEngines.append(island)
        return islandEngines.count
    }

    /// `item`'s rectangle as engine number `index` solved it (`engine` is the tree's).
    @inline(__always)
    func rect(of item: LayoutItem, placedBy index: Int, in engine: LayoutEngine) -> Rect {
        index == Self.tree ? engine.rect(of: item) : islandEngines[index - 1].rect(of: item)
    }

    /// Lets `view` settle at the width engine number `index` solved for it (`engine` is the tree's); whether its
    /// intrinsic size changed.
    @inline(__always)
    func updateSizeForSolvedWidth(of view: View, placedBy index: Int, in engine: LayoutEngine) -> Bool {
        index == Self.tree
            ? engine.updateSizeForSolvedWidth(of: view) : islandEngines[index - 1].updateSizeForSolvedWidth(of: view)
    }
}

extension LayoutAttribute {
    /// Whether the attribute is an edge, centre or size of the item's own rectangle (not a baseline or margin,
    /// which are read from what is inside it).
    fileprivate var isOwnEdgeOrSize: Bool {
        switch self {
        case .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY, .notAnAttribute:
            true
        default: false
        }
    }
}

extension View {
    /// Whether the engine of this view's tree adopts the subtrees its measured views' engines already solved (see
    /// ``Islands``); on by default. Off, every constraint of the tree is solved by the tree's engine: for tests and
    /// benchmarks that compare the two. A setting of the tree's engine, so a root that joins another tree takes
    /// that tree's.
    @_spi(Testing) public var adoptsMeasuredSubtrees: Bool {
        get { rootView.layoutEngineIfCreated?.islands.isEnabled ?? true }
        set {
            guard newValue != adoptsMeasuredSubtrees else { return }
            let root = rootView
            root.layoutEngine.islands.isEnabled = newValue
            root.needsSolve = true
        }
    }

    /// The views the engine of this view's tree adopted from their measuring engines at its last solve, in the
    /// tree's order.
    @_spi(Testing) public var adoptedMeasuredViews: [View] {
        rootView.layoutEngineIfCreated?.islands.views ?? []
    }
}
