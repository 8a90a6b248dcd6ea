import Cassowary

extension View {
    /// Whether the view's frame is not fully determined: some position or size could change without breaking
    /// any constraint or making any priority level worse.
    public var hasAmbiguousLayout: Bool {
        !ambiguousAxes.isEmpty
    }

    /// The axes on which the view's layout is ambiguous (empty when it is not), so tools can say which part of
    /// the frame is undetermined.
    public var ambiguousAxes: [Axis] {
        guard superview != nil else { return [] }
        let root = rootView
        root.layoutIfNeeded()
        guard let engine = root.layoutEngineIfCreated else { return [] }
        var axes: [Axis] = []
        if engine.canMove(minXVariable) || engine.canMove(widthVariable) { axes.append(.horizontal) }
        if engine.canMove(minYVariable) || engine.canMove(heightVariable) { axes.append(.vertical) }
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
        exerciseDirection = -exerciseDirection
        engine.push([minXVariable, minYVariable, widthVariable, heightVariable], by: 100 * exerciseDirection)
        superview?.applyEngineFramesAfterExercise()
    }

    private func applyEngineFramesAfterExercise() {
        rootView.computeEngineFrames()
        applyEngineFramesToSubviews()
    }
}

extension LayoutEngine {
    /// Whether `variable` can move at all without worsening any level: an edit below every priority pulls it both
    /// ways, and only an ambiguous variable follows.
    func canMove(_ variable: Variable) -> Bool {
        let start = variable.value
        guard (try? solver.addEditVariable(variable, strength: Strength(level: -1))) != nil else { return false }
        defer {
            try? solver.removeEditVariable(variable)
            solver.updateVariables()
        }
        for target in [start + 100, start - 100] {
            try? solver.suggestValue(variable, target)
            solver.updateVariables()
            if abs(variable.value - start) > 1e-6 { return true }
        }
        return false
    }

    /// Moves the variables as far as `amount` asks while no level gets worse, and leaves them there.
    ///
    /// All at once: reading the solution back after pushing one would return the ones pushed before it to the
    /// solver's values.
    func push(_ variables: [Variable], by amount: Double) {
        let edited = variables.filter { (try? solver.addEditVariable($0, strength: Strength(level: -1))) != nil }
        for variable in edited { try? solver.suggestValue(variable, variable.value + amount) }
        solver.updateVariables()
        for variable in edited { try? solver.removeEditVariable(variable) }
    }
}
