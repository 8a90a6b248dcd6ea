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

    /// The constraints that position or size the view on `axis`: those that relate it, and the engine's own.
    public func constraintsAffectingLayout(for axis: Axis) -> [LayoutConstraint] {
        var found: [LayoutConstraint] = []
        var holder: View? = self
        while let view = holder {
            for constraint in view.constraints where constraint.involves(self) && constraint.firstAttribute.axis == axis {
                found.append(constraint)
            }
            holder = view.superview
        }
        for constraint in systemConstraints where constraint.firstItem === self && constraint.firstAttribute.axis == axis {
            found.append(constraint)
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
        rootView.recomputeEngineFrames()
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
