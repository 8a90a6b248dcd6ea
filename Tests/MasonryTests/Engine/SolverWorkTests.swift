@_spi(Benchmarks) import Masonry
import Testing

// `View.solverSubstitutionWork` counts the cells the root's solver merged into rows: an exact, repeatable measure of
// a layout's cost, which benchmarks report beside their times and tests can compare across sizes.
@Suite struct SolverWorkTests {
    /// A root holding a horizontal stack of `count` blocks, laid out once.
    private func laidOutStack(
        _ count: Int, distribution: StackView.Distribution = .fill
    ) -> (root: View, blocks: [Block]) {
        let blocks = (0..<count).map { index -> Block in
            let width = Double(10 + index % 7), height = Double(12 + index % 5)
            return Block("b\(index)", width, height)
        }
        let (root, _) = makeStack(blocks, distribution: distribution, spacing: 2)
        return (root, blocks)
    }

    @Test func aRootThatNeverLaidOutHasDoneNoWork() {
        #expect(View(frame: Rect(x: 0, y: 0, width: 100, height: 100)).solverSubstitutionWork == 0)
    }

    @Test func theSameTreeCostsTheSameWork() {
        let first = laidOutStack(60), second = laidOutStack(60)
        #expect(first.root.solverSubstitutionWork > 0)
        #expect(first.root.solverSubstitutionWork == second.root.solverSubstitutionWork)
    }

    /// A removed view's constraints leave the solver in the order they went in, not in an order that follows their
    /// addresses: each removal optimises, so identical trees would take different paths (and differ in work).
    @Test func removingAViewCostsTheSameWorkInIdenticalTrees() {
        let works = (0..<8).map { _ -> Int in
            let (root, blocks) = laidOutStack(60, distribution: .fillProportionally)
            let before = root.solverSubstitutionWork
            blocks[20].removeFromSuperview()
            root.layoutIfNeeded()
            return root.solverSubstitutionWork - before
        }
        #expect(works[0] > 0)
        #expect(Set(works).count == 1, "\(works)")
    }

    @Test func laterPassesAddTheirWork() {
        let (root, blocks) = laidOutStack(60)
        let afterFirst = root.solverSubstitutionWork
        blocks[30].isHidden = true
        root.layoutIfNeeded()
        #expect(root.solverSubstitutionWork > afterFirst)
        #expect(blocks[31].frame.minX == blocks[29].frame.maxX + 2)
    }
}
