/// Which view a baseline attribute is measured on, and telling the engine when that changes.
extension View {
    /// Tells the engine that ``baselineOffsetsFromEdges`` changed (another font, other text), so constraints on
    /// the view's baselines, and on those of containers that take their baseline from it, are laid out again.
    public func invalidateBaselines() {
        baselinesDidChange()
        rootView.needsSolve = true
        setNeedsLayout()
    }

    /// ``baselineOffsetsFromEdges`` when both offsets are numbers the solver can hold, otherwise `nil` (no
    /// baseline), so a subclass's bad value cannot reach the solver.
    var baselineOffsets: (fromTop: Double, fromBottom: Double)? {
        guard let offsets = baselineOffsetsFromEdges, RepresentableRange.contains(offsets.firstFromTop),
            RepresentableRange.contains(offsets.lastFromBottom)
        else { return nil }
        return (offsets.firstFromTop, offsets.lastFromBottom)
    }

    /// Follows ``viewForBaselineLayout(last:)`` down to the view that measures the baseline: only into the subtree,
    /// so a baseline is always a linear expression of the view's own variables and its descendants'.
    func resolvedBaselineView(last: Bool) -> View {
        var view = self
        while case let next = view.viewForBaselineLayout(last: last), next !== view, view.isAncestor(of: next) {
            view = next
        }
        return view
    }

    /// The view's baselines moved relative to its frame (another font, another baseline view): the constraints
    /// that use them are lowered again at the next pass. Containers whose baseline is this view's hear of it too.
    func baselinesDidChange() {
        var holder: View? = self
        while let view = holder {
            for constraint in view.constraints where constraint.usesBaseline(of: self) { constraint.invalidate() }
            holder = view.superview
        }
        if let parent = superview,
            parent.viewForBaselineLayout(last: false) === self || parent.viewForBaselineLayout(last: true) === self
        {
            parent.baselinesDidChange()
        }
    }
}

extension LayoutConstraint {
    /// Whether the constraint reads a baseline of `view`.
    func usesBaseline(of view: View) -> Bool {
        (firstItem === view && firstAttribute.isBaseline) || (secondItem === view && secondAttribute.isBaseline)
    }

    /// What the constraint's baseline attributes resolve to: part of what its lowered form depends on.
    var baselineResolution: [BaselineResolution] {
        guard firstAttribute.isBaseline || secondAttribute.isBaseline else { return [] }
        var result: [BaselineResolution] = []
        for (item, attribute) in [(firstItem, firstAttribute), (secondItem, secondAttribute)] where attribute.isBaseline
        {
            guard let view = item as? View else { continue }
            let resolved = view.resolvedBaselineView(last: attribute == .lastBaseline)
            let offsets = resolved.baselineOffsets
            result.append(
                BaselineResolution(
                    view: ObjectIdentifier(resolved), fromTop: offsets?.fromTop ?? -1,
                    fromBottom: offsets?.fromBottom ?? -1))
        }
        return result
    }
}

/// The view a baseline attribute was measured on, and where its baselines were.
struct BaselineResolution: Equatable {
    let view: ObjectIdentifier
    let fromTop: Double
    let fromBottom: Double
}
