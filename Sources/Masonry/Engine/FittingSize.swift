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
            report(.invalidValue(.invalidFittingRequest(targetSize: targetSize, horizontal: horizontal, vertical: vertical)))
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
        var result = frame.size
        // One solver for every round: a round after the first only moves what changed (wrapped text heights) in
        // place, as the engine does, instead of lowering and solving the whole subtree again.
        let solver = Solver()
        var installed: [ObjectIdentifier: (constraint: LayoutConstraint, pieces: [Cassowary.Constraint], numbers: Numbers)] = [:]
        for round in 0..<4 {
            var wanted: Set<ObjectIdentifier> = []
            forEachViewInSubtree { view in
                for constraint in view.constraints + view.systemConstraints {
                    if view === self, constraint.kind.tiesToFrame { continue }  // the size being measured is free
                    guard constraint.holderView.map(isAncestor(of:)) ?? false else { continue }
                    let key = ObjectIdentifier(constraint)
                    guard wanted.insert(key).inserted else { continue }
                    if round > 0, let current = installed[key] {
                        // Unchanged numbers lower to the same pieces (baselines move with text, so they are compared).
                        if current.numbers == Numbers(constraint), !constraint.usesBaselines { continue }
                        if moveConstants(of: current.pieces, to: constraint, in: solver) {
                            installed[key]?.numbers = Numbers(constraint)
                            continue
                        }
                    }
                    if let current = installed.removeValue(forKey: key) {
                        for piece in current.pieces { try? solver.remove(piece) }
                    }
                    guard let pieces = constraint.lowered() else { continue }
                    var added: [Cassowary.Constraint] = []
                    for piece in pieces {
                        do {
                            try solver.add(piece, constantWillChange: true)
                            added.append(piece)
                        } catch {
                            let broken = piece | Strength(level: LayoutEngine.brokenLevel)
                            if (try? solver.add(broken)) != nil { added.append(broken) }
                        }
                    }
                    installed[key] = (constraint, added, Numbers(constraint))
                }
            }
            for (key, gone) in installed where !wanted.contains(key) {
                for piece in gone.pieces { try? solver.remove(piece) }
                installed[key] = nil
            }
            if round == 0 {
                try? solver.add((Expression(widthVariable) == targetSize.width) | horizontal.strength)
                try? solver.add((Expression(heightVariable) == targetSize.height) | vertical.strength)
            }
            solver.updateVariables()
            result = Size(width: widthVariable.value, height: heightVariable.value)
            var changed = false
            forEachViewInSubtree { if $0.updateSizeForSolvedWidth() { changed = true } }
            updateConstraintsIfNeeded()
            if !changed { break }
        }
        // The measuring solver wrote into the subtree's variables: give them back the values they had.
        for (variable, value) in zip(measured, savedValues) { variable.value = value }
        let grid = PixelGrid(scale: contentScale)
        return Size(width: grid.round(result.width), height: grid.round(result.height))
    }

    /// What a constraint's lowered form depends on besides the tree (which measuring does not change).
    private struct Numbers: Equatable {
        var constant: Double
        var multiplier: Double
        var priority: LayoutPriority
        var holder: ObjectIdentifier?

        init(_ constraint: LayoutConstraint) {
            constant = constraint.constant
            multiplier = constraint.multiplier
            priority = constraint.priority
            holder = constraint.holderView.map(ObjectIdentifier.init)
        }
    }

    /// Moves the constants of a constraint's pieces in place when nothing but its constant changed; returns
    /// `false` when it must be lowered again (or the move conflicts).
    private func moveConstants(of pieces: [Cassowary.Constraint], to constraint: LayoutConstraint, in solver: Solver) -> Bool {
        guard let fresh = constraint.lowered(), fresh.count == pieces.count,
              zip(pieces, fresh).allSatisfy({ $0.hasSameShape(as: $1) })
        else { return false }
        for (old, new) in zip(pieces, fresh) where old.expression.constant != new.expression.constant {
            do { try solver.setConstant(new.expression.constant, of: old) } catch { return false }
        }
        return true
    }
}
