@_spi(Benchmarks) import Masonry
import Testing

/// A priority change between two optional priorities of an installed constraint moves the constraint's costs in
/// the solver's objective (`Solver.setStrength`) rather than removing and re-adding it: the layout is the one a
/// fresh tree with the final priorities gives, and the change rewrites no row however long the layout.
@Suite struct PriorityChangeInPlaceTests {
    /// A row of `count` views, each 20 tall and after the previous one, each wanting a width of 50 at 500 and 80 at
    /// `priorities[i]`; returns the root, the views and each view's second width constraint.
    private func makeRow(priorities: [LayoutPriority]) -> (root: View, views: [View], wide: [LayoutConstraint]) {
        let root = makeRoot(width: 100_000)
        var views: [View] = [], wide: [LayoutConstraint] = []
        for (index, priority) in priorities.enumerated() {
            let view = addConstrained(View(name: "v\(index)"), to: root)
            constrain(view, .top, to: root)
            constrain(view, .height, constant: 20)
            if let previous = views.last {
                constrain(view, .left, to: previous, .right)
            } else {
                constrain(view, .left, to: root)
            }
            constrain(view, .width, constant: 50, priority: 500)
            wide.append(constrain(view, .width, constant: 80, priority: priority))
            views.append(view)
        }
        return (root, views, wide)
    }

    @Test func theLayoutIsTheOneAFreshTreeGives() {
        var priorities = [LayoutPriority](repeating: 250, count: 40)
        let (root, views, wide) = makeRow(priorities: priorities)
        root.layoutIfNeeded()
        for (index, priority) in [(3, 750), (17, 999), (3, 1), (30, 501), (17, 250)] as [(Int, LayoutPriority)] {
            wide[index].priority = priority
            priorities[index] = priority
            root.layoutIfNeeded()
            let fresh = makeRow(priorities: priorities)
            fresh.root.layoutIfNeeded()
            #expect(views.map(\.frame) == fresh.views.map(\.frame), "after view \(index) took priority \(priority)")
        }
        #expect(views[30].frame.width == 80 && views[3].frame.width == 50)
    }

    @Test func aChangeRewritesNoRowHoweverLongTheLayout() {
        for count in [50, 400] {
            let (root, _, wide) = makeRow(priorities: [LayoutPriority](repeating: 250, count: count))
            root.layoutIfNeeded()
            let before = root.solverRewriteWork
            wide[count / 2].priority = 300
            root.layoutIfNeeded()
            #expect(root.solverRewriteWork == before, "\(count) views")
        }
    }

    @Test func contentHuggingMovesInPlaceToo() {
        func makeLabels(hugging: LayoutPriority) -> (root: View, labels: [View]) {
            let root = makeRoot()
            let labels = (0..<2).map { index in
                let label = addConstrained(Box(name: "label\(index)"), to: root)
                constrain(label, .top, to: root)
                return label
            }
            constrain(labels[0], .left, to: root)
            constrain(labels[1], .left, to: labels[0], .right)
            constrain(labels[1], .right, to: root)
            labels[0].setContentHuggingPriority(hugging, for: .horizontal)
            return (root, labels)
        }
        let (root, labels) = makeLabels(hugging: 200)
        root.layoutIfNeeded()
        #expect(labels[0].frame.width > 40)
        labels[0].setContentHuggingPriority(300, for: .horizontal)
        root.layoutIfNeeded()
        let fresh = makeLabels(hugging: 300)
        fresh.root.layoutIfNeeded()
        #expect(labels.map(\.frame) == fresh.labels.map(\.frame))
        #expect(labels[0].frame.width == 40)
    }
}

/// A view 40 by 20 by its content.
private final class Box: View {
    override var intrinsicContentSize: Size { Size(width: 40, height: 20) }
}
