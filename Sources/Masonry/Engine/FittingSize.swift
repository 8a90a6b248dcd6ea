import Cassowary

extension View {
    /// The smallest size the view's constraints allow: the target of ``systemLayoutSizeFitting(_:)``.
    public static let layoutFittingCompressedSize = Size(width: 0, height: 0)
    /// The largest size, as UIKit's sentinel: the target of ``systemLayoutSizeFitting(_:)``.
    public static let layoutFittingExpandedSize = Size(width: 10_000, height: 10_000)

    /// The size that best satisfies the view's constraints and comes as close to `targetSize` as they allow,
    /// measured on the view's own subtree as if it were a root; the view's frame does not change.
    public func systemLayoutSizeFitting(_ targetSize: Size) -> Size {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
                                verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size that best satisfies the view's constraints, pulled toward `targetSize` on each axis at the given
    /// priority (`.required` fixes that axis, as for a cell of known width).
    public func systemLayoutSizeFitting(
        _ targetSize: Size, withHorizontalFittingPriority horizontal: LayoutPriority,
        verticalFittingPriority vertical: LayoutPriority
    ) -> Size {
        guard targetSize.width.isFinite, targetSize.height.isFinite, horizontal.isValid, vertical.isValid else {
            report(.invalidValue("systemLayoutSizeFitting needs a finite target size and priorities in (0, 1000]"))
            return frame.size
        }
        updateConstraintsIfNeeded()
        // Only this subtree's variables take part; they hold the engine's solution, which measuring must not lose.
        var measured: [Variable] = []
        forEachViewInSubtree { view in
            let items: [LayoutItem] = [view] + view.layoutGuides + [view.existingMarginsGuide, view.existingSafeAreaGuide].compactMap { $0 }
            for item in items {
                measured += [item.minXVariable, item.minYVariable, item.widthVariable, item.heightVariable]
            }
        }
        let savedValues = measured.map(\.value)
        // The view's own measuring engine, kept between calls: a call after the first installs only what changed
        // (the engine compares the subtree with what it holds) and moves changed constants in place.
        let engine = fittingEngine
        var result = frame.size
        SettlingLoop.settle(self) { round in
            // Constraints change between rounds without telling this engine (it is not the tree's): compare them all.
            engine.needsResync = true
            if round == 0 {
                // The pulls go in after the constraints, so a constraint never conflicts with a mere preference.
                engine.setPulls([])
                engine.synchronize()
                engine.setPulls([
                    (Expression(widthVariable) == targetSize.width) | horizontal.strength,
                    (Expression(heightVariable) == targetSize.height) | vertical.strength,
                ])
            }
            engine.solve()
            result = Size(width: widthVariable.value, height: heightVariable.value)
            var changed = false
            forEachViewInSubtree { if $0.updateSizeForSolvedWidth() { changed = true } }
            updateConstraintsIfNeeded()
            return changed
        }
        // The measuring solver wrote into the subtree's variables: give them back the values they had.
        for (variable, value) in zip(measured, savedValues) { variable.value = value }
        let grid = PixelGrid(scale: contentScale)
        return Size(width: grid.round(result.width), height: grid.round(result.height))
    }

    /// The engine that measures this view for `systemLayoutSizeFitting`, created on first use.
    private var fittingEngine: LayoutEngine {
        if let engine = fittingEngineIfCreated { return engine }
        let engine = LayoutEngine(root: self, scope: .measuring)
        fittingEngineIfCreated = engine
        return engine
    }
}
