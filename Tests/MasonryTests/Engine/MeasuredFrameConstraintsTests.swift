import Cassowary
import Testing

@testable import Masonry

/// Measuring a view placed by frame (a table's cell) leaves the constraints that tie it to its frame (its
/// autoresizing constraints), which its measuring engine does not solve, to the tree's next update pass, when the
/// frame is all they wait for; everything else an update pass does still happens at the measurement.
@Suite struct MeasuredFrameConstraintsTests {
    /// A root 300 wide holding a cell placed by frame (flexible width) with a label inset 10 on every side.
    final class Scene {
        let root = makeRoot(width: 300, height: 600)
        let cell = View(name: "cell")
        let label = Label(name: "label", text: "Hello")

        init() {
            cell.autoresizingMask = [.flexibleWidth]
            cell.frame = Rect(x: 0, y: 0, width: 300, height: 40)
            root.addSubview(cell)
            addConstrained(label, to: cell)
            pinEdges(of: label, to: cell, insets: EdgeInsets(all: 10))
            root.layoutIfNeeded()
        }

        /// The cell measured at `width`, as a table measures its cells.
        func measure(width: Double) -> Size {
            cell.systemLayoutSizeFitting(
                Size(width: width, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
        }

        /// The constant of the cell's autoresizing constraint on `attribute`.
        func autoresizingConstant(_ attribute: LayoutAttribute) -> Double? {
            cell.systemConstraints.first { $0.kind.role == .autoresizing && $0.firstAttribute == attribute }?.constant
        }
    }

    @Test func aMeasurementLeavesTheFrameConstraintsToTheLayoutPass() {
        let scene = Scene()
        #expect(scene.autoresizingConstant(.top) == 0)
        scene.cell.frame = Rect(x: 0, y: 50, width: 300, height: 40)
        let size = scene.measure(width: 300)
        // Measured as before (43.5 + 20) × (20 + 20), with the cell's frame constraints untouched…
        #expect(size == Size(width: 300, height: 40))
        #expect(scene.autoresizingConstant(.top) == 0)
        #expect(scene.cell.subtreeNeedsConstraintUpdate && scene.root.subtreeNeedsConstraintUpdate)
        // …and brought to the new frame by the layout pass, which places the cell there.
        scene.root.layoutIfNeeded()
        #expect(scene.autoresizingConstant(.top) == 50)
        #expect(scene.cell.frame == Rect(x: 0, y: 50, width: 300, height: 40))
        expectFrame(scene.label, Rect(x: 10, y: 10, width: 280, height: 20))
    }

    @Test func aResizedTreeLaysOutAsOneThatWasNeverMeasuredAtTheOldSize() {
        let scene = Scene()
        _ = scene.measure(width: 300)
        // A resize as a table makes it: the root first (the cell follows by its mask), then each cell measured and
        // placed, then the layout pass.
        scene.root.frame = Rect(x: 0, y: 0, width: 360, height: 600)
        let height = scene.measure(width: 360).height
        scene.cell.frame = Rect(x: 0, y: 30, width: 360, height: height)
        scene.root.layoutIfNeeded()

        let fresh = Scene()
        fresh.root.frame = Rect(x: 0, y: 0, width: 360, height: 600)
        fresh.cell.frame = Rect(x: 0, y: 30, width: 360, height: height)
        fresh.root.layoutIfNeeded()
        #expect(scene.cell.frame == fresh.cell.frame)
        #expect(scene.label.frame == fresh.label.frame)
        #expect(scene.autoresizingConstant(.width) == fresh.autoresizingConstant(.width))
        #expect(scene.label.frame == Rect(x: 10, y: 10, width: 340, height: 20))
    }

    @Test func updateConstraintsIfNeededStillRefreshesThemAtOnce() {
        let scene = Scene()
        scene.cell.frame = Rect(x: 0, y: 50, width: 300, height: 40)
        scene.cell.updateConstraintsIfNeeded()
        #expect(scene.autoresizingConstant(.top) == 50)
    }

    /// A cell that counts its `updateConstraints` calls.
    final class CountingCell: View {
        var updates = 0
        override func updateConstraints() {
            updates += 1
            super.updateConstraints()
        }
    }

    @Test func anUpdateAskedForStillRunsAtTheMeasurementAndRefreshesEverything() {
        let root = makeRoot(width: 300, height: 600)
        let cell = CountingCell(name: "cell")
        cell.frame = Rect(x: 0, y: 0, width: 300, height: 40)
        root.addSubview(cell)
        let label = addConstrained(Label(name: "label", text: "Hello"), to: cell)
        pinEdges(of: label, to: cell, insets: EdgeInsets(all: 10))
        root.layoutIfNeeded()
        let before = cell.updates
        cell.frame = Rect(x: 0, y: 50, width: 300, height: 40)
        cell.setNeedsUpdateConstraints()
        _ = cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        #expect(cell.updates == before + 1)
        // The override called `super`, which refreshed the frame constraints with the rest.
        let top = cell.systemConstraints.first { $0.kind.role == .autoresizing && $0.firstAttribute == .top }
        #expect(top?.constant == 50)
    }

    @Test func aChangeBesidesTheFrameIsRefreshedAtTheMeasurement() {
        let scene = Scene()
        scene.cell.frame = Rect(x: 0, y: 50, width: 300, height: 40)
        // The cell's own content size now waits too: the measurement refreshes its system constraints.
        scene.cell.invalidateIntrinsicContentSize()
        #expect(!scene.cell.onlyFrameConstraintsNeedUpdate)
        _ = scene.measure(width: 300)
        #expect(scene.autoresizingConstant(.top) == 50)
        #expect(!scene.cell.systemConstraintsNeedUpdate)
    }

    @Test func theSizePullsAreTheSolverConstraintsAsNumbers() {
        let view = View(name: "view")
        for (width, height) in [(375.0, 0.0), (0, 10_000), (-0.0, 12.5)] {
            let pulls = SizePulls(
                width: width, height: height, horizontal: LayoutPriority.required.strength,
                vertical: LayoutPriority.fittingSizeLevel.strength)
            let constraints = pulls.constraints(of: view)
            #expect(constraints.count == 2)
            for (index, constraint) in constraints.enumerated() {
                let piece = pulls.piece(index)
                #expect(constraint.relation == .equal)
                #expect(constraint.strength == piece.strength)
                #expect(constraint.expression.constant.bitPattern == piece.constant.bitPattern)
            }
            #expect(constraints[0].expression.terms.count == 1 && constraints[1].expression.terms.count == 1)
            #expect(constraints[0].expression.terms.first?.variable === view.widthVariable)
            #expect(constraints[1].expression.terms.first?.variable === view.heightVariable)
        }
    }
}
