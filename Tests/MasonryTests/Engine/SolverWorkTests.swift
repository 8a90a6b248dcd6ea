@_spi(Benchmarks) import Masonry
import Testing

// `View.solverSubstitutionWork` counts the cells the root's solver merged into rows: an exact, repeatable measure of
// a layout's cost, which benchmarks report beside their times and tests can compare across sizes.
@Suite struct SolverWorkTests {
    /// A root holding a horizontal stack of `count` blocks, laid out once.
    private func laidOutStack(_ count: Int) -> (root: View, blocks: [Block]) {
        let blocks = (0..<count).map { index -> Block in
            let width = Double(10 + index % 7), height = Double(12 + index % 5)
            return Block("b\(index)", width, height)
        }
        let (root, _) = makeStack(blocks, spacing: 2)
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

    @Test func laterPassesAddTheirWork() {
        let (root, blocks) = laidOutStack(60)
        let afterFirst = root.solverSubstitutionWork
        blocks[30].isHidden = true
        root.layoutIfNeeded()
        #expect(root.solverSubstitutionWork > afterFirst)
        #expect(blocks[31].frame.minX == blocks[29].frame.maxX + 2)
    }
}
