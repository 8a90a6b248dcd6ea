import Cassowary

extension View {
    /// Whether the view's frame is not fully determined: some position or size could change without breaking
    /// any constraint or making any priority level worse.
    public var hasAmbiguousLayout: Bool {
        !ambiguousAxes.isEmpty
    }

    /// The axes on which the view's layout is ambiguous (empty when it is not), so tools can say which part of
    /// the frame is undetermined.
    ///
    /// Asking moves nothing: the answer is read from the solved layout (see ``exerciseAmbiguityInLayout()`` to
    /// see an ambiguity). After a layout, the first question about any view of the tree costs one pass over the
    /// solver's tableau; every other question until the next layout costs a lookup.
    public var ambiguousAxes: [Axis] {
        guard superview != nil else { return [] }
        let root = rootView
        root.layoutIfNeeded()
        guard let engine = root.layoutEngineIfCreated else { return [] }
        // The tree's own solution answers, adopted subtrees included (``LayoutEngine/solveWithoutIslands()``).
        engine.solveWithoutIslands()
        let determinacy = engine.determinacy
        var axes: [Axis] = []
        if !determinacy.isDetermined(minXVariable) || !determinacy.isDetermined(widthVariable) {
            axes.append(.horizontal)
        }
        if !determinacy.isDetermined(minYVariable) || !determinacy.isDetermined(heightVariable) {
            axes.append(.vertical)
        }
        return axes
    }

    /// The constraints that determine the view's frame on `axis`: its own, then those of the items they relate it
    /// to, and so on, up to the root (whose size constraint is included but not followed further).
    ///
    /// As in UIKit, the list also holds constraints that affect the view only through others (the width of the
    /// sibling it is placed after, say); constraints that never reach it through such a chain are left out. The
    /// engine's own constraints (intrinsic size, autoresizing, margins, the root's size) are included. Direct
    /// constraints come first.
    public func constraintsAffectingLayout(for axis: Axis) -> [LayoutConstraint] {
        let root = rootView
        root.layoutIfNeeded() // the engine's own constraints are made during the update pass
        if self === root {
            // A root keeps its frame: only its size constraint decides it.
            return systemConstraints.filter { $0.kind.tiesToFrame && $0.firstAttribute.axis == axis }
        }
        var byItem: [ObjectIdentifier: [LayoutConstraint]] = [:]
        root.forEachViewInSubtree { view in
            for constraint in view.systemConstraints + view.constraints where constraint.firstAttribute.axis == axis {
                for item in [constraint.firstItem, constraint.secondItem].compactMap({ $0 }) {
                    byItem[ObjectIdentifier(item), default: []].append(constraint)
                }
            }
        }
        var found: [LayoutConstraint] = []
        var foundSet: Set<ObjectIdentifier> = []
        var reached: Set<ObjectIdentifier> = [ObjectIdentifier(self)]
        var queue: [LayoutItem] = [self]
        var next = 0
        while next < queue.count {
            let item = queue[next]
            next += 1
            for constraint in byItem[ObjectIdentifier(item)] ?? []
            where foundSet.insert(ObjectIdentifier(constraint)).inserted {
                found.append(constraint)
                for other in [constraint.firstItem, constraint.secondItem].compactMap({ $0 }) {
                    // The root is held at its frame: what else relates to it does not move this view.
                    guard reached.insert(ObjectIdentifier(other)).inserted else { continue }
                    if other === root {
                        found += (byItem[ObjectIdentifier(root)] ?? []).filter {
                            $0.kind.tiesToFrame && foundSet.insert(ObjectIdentifier($0)).inserted
                        }
                    } else {
                        queue.append(other)
                    }
                }
            }
        }
        return found
    }

    /// Moves an ambiguously laid-out view to another of its valid frames, to show the ambiguity on screen.
    ///
    /// Each call pushes the undetermined values the other way; the next layout pass may move them again.
    public func exerciseAmbiguityInLayout() {
        guard superview != nil else { return }
        let root = rootView
        root.layoutIfNeeded()
        guard let engine = root.layoutEngineIfCreated else { return }
        engine.solveWithoutIslands()
        let direction = -(engine.exerciseDirections[self] ?? -1)
        engine.exerciseDirections.set(direction, for: self)
        let parent = superview
        engine.push([minXVariable, minYVariable, widthVariable, heightVariable], by: 100 * direction) {
            // The frames are read from the engine's solver while it holds the pushed solution.
            root.computeEngineFrames(from: engine)
        }
        parent?.applyEngineFramesToSubviews()
    }
}

extension LayoutEngine {
    /// Which variables the solution determines (no other optimal solution moves them), read from the solved
    /// tableau once per solve.
    var determinacy: Determinacy {
        if let known = solvedDeterminacy { return known }
        let determinacy = solver.determinacy()
        solvedDeterminacy = determinacy
        return determinacy
    }

    /// Moves the variables as far as `amount` asks while no level gets worse, runs `apply` while the solver holds
    /// that solution (to read frames from it), then lets the solver return to its own.
    ///
    /// All at once: reading the solution back after pushing one would return the ones pushed before it to the
    /// solver's values.
    func push(_ variables: [Variable], by amount: Double, apply: () -> Void) {
        solvedDeterminacy = nil
        let solved = variables.map { (variable: $0, value: value(of: $0)) }
        let edited = solved.filter { (try? solver.addEditVariable($0.variable, strength: Strength(level: -1))) != nil }
        for (variable, value) in edited { try? solver.suggestValue(variable, value + amount) }
        apply()
        for (variable, _) in edited { try? solver.removeEditVariable(variable) }
    }
}

extension ScrollView {
    /// Whether the constraints on the content area leave its size undetermined on some axis (Interface Builder's
    /// "scrollable content size ambiguity"). An axis on which nothing constrains the content area at all is not
    /// ambiguous: its content size is simply zero, as in UIKit.
    public var hasAmbiguousContentSize: Bool { !ambiguousContentSizeAxes.isEmpty }

    /// The axes on which the content size is constrained but not determined (empty when it is determined).
    public var ambiguousContentSizeAxes: [Axis] {
        let root = rootView
        root.layoutIfNeeded()
        guard let engine = root.layoutEngineIfCreated else { return [] }
        engine.solveWithoutIslands()
        var axes: [Axis] = []
        for axis in [Axis.horizontal, .vertical] where isContentAreaConstrained(on: axis) {
            let size = axis == .horizontal ? contentLayoutGuide.widthVariable : contentLayoutGuide.heightVariable
            if !engine.determinacy.isDetermined(size) { axes.append(axis) }
        }
        return axes
    }
}
