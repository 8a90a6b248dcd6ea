import Testing

@_spi(Testing) @_spi(Benchmarks) @testable import Masonry

/// A root adopts the subtrees its measured cells' engines already solved (islands) and gives every view the frame
/// it gives without islands; a cell that is not an island (changed since it was measured, reached into from
/// outside, not fixed from outside, in conflict, sized other than measured) is solved by the root, with the same
/// diagnostics.
@Suite struct IslandTests {
    /// The frames and diagnostics of a scene laid out at its width, then at another, with islands on or off.
    private static func layOut(_ scene: IslandScene, islands: Bool, resizedTo width: Double = 414)
        -> (frames: [Rect], diagnostics: [String], adopted: Int, tree: IslandSceneTree)
    {
        let tree = IslandSceneTree(scene, adoptsMeasuredSubtrees: islands)
        tree.measureAndLayOut(width: scene.width)
        var frames = tree.views.map(\.frame)
        let adopted = tree.root.adoptedMeasuredViews.count
        tree.measureAndLayOut(width: width)
        frames += tree.views.map(\.frame)
        return (frames, tree.recorder.diagnostics.map(\.message), adopted, tree)
    }

    @Test func measuredCellsAreAdoptedAndKeepTheirSubtreesOutOfTheRootsSolver() {
        let scene = IslandScene.random(seed: 1, count: 8)
        let on = IslandSceneTree(scene), off = IslandSceneTree(scene, adoptsMeasuredSubtrees: false)
        on.measureAndLayOut(width: 375)
        off.measureAndLayOut(width: 375)
        #expect(on.root.adoptedMeasuredViews.map(\.name) == on.cells.map(\.name))
        #expect(off.root.adoptedMeasuredViews.isEmpty)
        #expect(on.views.map(\.frame) == off.views.map(\.frame))
        // Only the cells' frames (four autoresizing constraints each) and the root's size are in the root's solver.
        #expect(on.root.installedSolverConstraints.count == 4 * 8 + 2)
        #expect(off.root.installedSolverConstraints.count > 4 * on.root.installedSolverConstraints.count)
    }

    @Test func randomFeedsLayOutTheSameWithAndWithoutIslands() {
        var adopted = 0
        let count = 150
        for seed in 0..<UInt64(count) {
            let scene = IslandScene.random(seed: seed)
            let on = Self.layOut(scene, islands: true), off = Self.layOut(scene, islands: false)
            #expect(on.diagnostics == off.diagnostics, "seed \(seed)")
            #expect(on.frames == off.frames, "seed \(seed)")
            adopted += on.adopted
        }
        // The scenes' cells have five views each, none of them left undetermined: every cell is adopted.
        #expect(adopted == 5 * count)
    }

    @Test func conflictingCellsAreSolvedByTheRootWithTheSameDiagnostics() {
        var conflicts = 0
        for seed in 0..<UInt64(60) {
            let scene = IslandScene.random(seed: seed, conflicts: true)
            let on = Self.layOut(scene, islands: true), off = Self.layOut(scene, islands: false)
            #expect(on.diagnostics == off.diagnostics, "seed \(seed)")
            #expect(on.frames == off.frames, "seed \(seed)")
            let conflicting = on.tree.cells.filter { cell in
                scene.cells[on.tree.cells.firstIndex { $0 === cell } ?? 0].conflicts
            }
            conflicts += conflicting.count
            for cell in conflicting { #expect(!on.tree.root.adoptedMeasuredViews.contains { $0 === cell }) }
        }
        #expect(conflicts > 10)
    }

    @Test func aCellReachedIntoFromOutsideIsNotAdopted() {
        var scene = IslandScene.random(seed: 3)
        scene.cells[1].crossed = true
        let on = Self.layOut(scene, islands: true), off = Self.layOut(scene, islands: false)
        #expect(on.frames == off.frames)
        let adopted = on.tree.root.adoptedMeasuredViews
        #expect(!adopted.contains { $0 === on.tree.cells[1] })
        #expect(adopted.count == scene.cells.count - 1)
    }

    @Test func aCellNotFixedFromOutsideIsNotAdopted() {
        var scene = IslandScene.random(seed: 4)
        scene.cells[2].pinned = Rect(x: 0, y: 400, width: 0, height: 120)
        let on = Self.layOut(scene, islands: true), off = Self.layOut(scene, islands: false)
        #expect(on.frames == off.frames)
        #expect(!on.tree.root.adoptedMeasuredViews.contains { $0 === on.tree.cells[2] })
    }

    @Test func aCellSizedOtherThanMeasuredIsSolvedAgainAtItsSizeByItsOwnEngine() {
        let scene = IslandScene.random(seed: 5)
        let on = IslandSceneTree(scene), off = IslandSceneTree(scene, adoptsMeasuredSubtrees: false)
        for tree in [on, off] {
            tree.measureAndLayOut(width: 375)
            tree.cells[0].frame.size.height += 30
            tree.root.layoutIfNeeded()
        }
        #expect(on.views.map(\.frame) == off.views.map(\.frame))
        #expect(on.root.adoptedMeasuredViews.count == scene.cells.count)
        #expect(on.cells[0].fittingEngineIfCreated?.sizeSolvedForTree?.size == on.cells[0].frame.size)
        // Measured again, it answers for its target, not for the size the tree gave it.
        let measured = on.cells[0].systemLayoutSizeFitting(
            Size(width: 375, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(measured.height == on.cells[0].frame.height - 30)
    }

    @Test func aCellTooSmallForItsRequiredConstraintsIsSolvedByTheRootWithItsConflict() {
        let scene = IslandScene.random(seed: 5)
        let on = IslandSceneTree(scene), off = IslandSceneTree(scene, adoptsMeasuredSubtrees: false)
        for tree in [on, off] {
            tree.measureAndLayOut(width: 375)
            tree.cells[0].frame.size.height = 10
            tree.root.layoutIfNeeded()
        }
        #expect(on.views.map(\.frame) == off.views.map(\.frame))
        #expect(!on.root.adoptedMeasuredViews.contains { $0 === on.cells[0] })
        #expect(!on.recorder.unsatisfiable.isEmpty)
        #expect(on.recorder.diagnostics.map(\.message) == off.recorder.diagnostics.map(\.message))
        // It stays with the root until it is measured again.
        for tree in [on, off] {
            tree.cells[1].frame.origin.x = 1
            tree.root.layoutIfNeeded()
        }
        #expect(on.views.map(\.frame) == off.views.map(\.frame))
        #expect(!on.root.adoptedMeasuredViews.contains { $0 === on.cells[0] })
        for tree in [on, off] { tree.measureAndLayOut(width: 375) }
        #expect(on.views.map(\.frame) == off.views.map(\.frame))
        #expect(on.root.adoptedMeasuredViews.count == scene.cells.count)
    }

    @Test func aCellChangedSinceItWasMeasuredIsSolvedByTheRoot() {
        let scene = IslandScene.random(seed: 6)
        let on = IslandSceneTree(scene), off = IslandSceneTree(scene, adoptsMeasuredSubtrees: false)
        for tree in [on, off] {
            tree.measureAndLayOut(width: 375)
            tree.cells[1].gapConstraint?.constant += 6
            tree.cells[2].title.text = "a title that is now long enough to be cut off at the cell's edge"
            tree.root.layoutIfNeeded()
        }
        #expect(on.views.map(\.frame) == off.views.map(\.frame))
        let adopted = on.root.adoptedMeasuredViews
        #expect(!adopted.contains { $0 === on.cells[1] || $0 === on.cells[2] })
        #expect(adopted.count == scene.cells.count - 2)
    }

    @Test func aGuideInsideAnIslandIsPlacedByTheIslandsEngine() {
        var scene = IslandScene.random(seed: 7)
        for index in scene.cells.indices { scene.cells[index].bodyInContainer = true }
        let on = IslandSceneTree(scene), off = IslandSceneTree(scene, adoptsMeasuredSubtrees: false)
        for tree in [on, off] { tree.measureAndLayOut(width: 375) }
        #expect(on.root.adoptedMeasuredViews.count == scene.cells.count)
        let guides = { (tree: IslandSceneTree) in tree.cells.map(\.container.layoutMarginsGuide.layoutFrame) }
        #expect(guides(on) == guides(off))
        #expect(guides(on).allSatisfy { $0.width > 0 && $0.height > 0 })
    }

    @Test func turningIslandsOffAndOnAgainKeepsEveryFrame() {
        let scene = IslandScene.random(seed: 9)
        let tree = IslandSceneTree(scene)
        tree.measureAndLayOut(width: 375)
        let frames = tree.views.map(\.frame)
        let adoptedCount = tree.root.installedSolverConstraints.count
        tree.cells[0].adoptsMeasuredSubtrees = false
        tree.root.layoutIfNeeded()
        #expect(tree.root.adoptedMeasuredViews.isEmpty)
        #expect(tree.root.installedSolverConstraints.count > 4 * adoptedCount)
        #expect(tree.views.map(\.frame) == frames)
        tree.root.adoptsMeasuredSubtrees = true
        tree.root.layoutIfNeeded()
        #expect(tree.root.adoptedMeasuredViews.count == scene.cells.count)
        #expect(tree.root.installedSolverConstraints.count == adoptedCount)
        #expect(tree.views.map(\.frame) == frames)
    }

    @Test func ambiguityIsAnsweredFromTheRootsOwnSolution() {
        let scene = IslandScene.random(seed: 8)
        let on = IslandSceneTree(scene), off = IslandSceneTree(scene, adoptsMeasuredSubtrees: false)
        for tree in [on, off] {
            // A view inside the first cell, placed only horizontally: ambiguous on the vertical axis.
            let loose = addConstrained(View(name: "loose"), to: tree.cells[0])
            fixSize(of: loose, width: 10, height: 10)
            constrain(loose, .left, to: tree.cells[0], constant: 2)
            tree.measureAndLayOut(width: 375)
        }
        #expect(on.root.adoptedMeasuredViews.count == scene.cells.count)
        #expect(on.views.map(\.ambiguousAxes) == off.views.map(\.ambiguousAxes))
        #expect(on.root.layoutTree() == off.root.layoutTree())
        #expect(
            on.cells[0].title.constraintsAffectingLayout(for: .vertical).count
                == off.cells[0].title.constraintsAffectingLayout(for: .vertical).count)
        #expect(on.cells[0].subviews.last?.ambiguousAxes == [.vertical])
        #expect(on.cells[1].title.ambiguousAxes.isEmpty)
        // Asking set the islands aside until the next layout pass.
        #expect(on.root.adoptedMeasuredViews.isEmpty)
        let before = on.cells[0].subviews.last?.frame
        on.cells[0].subviews.last?.exerciseAmbiguityInLayout()
        #expect(on.cells[0].subviews.last?.frame != before)
        on.measureAndLayOut(width: 414)
        off.measureAndLayOut(width: 414)
        #expect(on.root.adoptedMeasuredViews.count == scene.cells.count)
    }
}
