@_spi(Benchmarks) import Masonry
import Testing

/// A pull weaker than the fitting-size level on the length of a row of self-sized views (a container that hugs its
/// content at 49) costs solver work in proportion to the views: the pull goes in after the views' own sizes, and each
/// intrinsic size leaves a basis that such a pull does not pivot. Counted, not timed: the cells substitutions merged
/// and the cells of the rows they rewrote, per view, at 100 and 400 views.
@Suite struct WeakPullLinearityTests {
    /// A container pulled to width 0 at 49, holding `count` views of varied intrinsic widths edge to edge, 2 apart,
    /// laid out once: its width, and the two counts per view.
    private func layOut(_ count: Int) -> (width: Double, merged: Double, rewritten: Double) {
        let root = makeRoot()
        let row = View(name: "row")
        root.addSubview(row)
        let blocks = (0..<count).map { index -> Block in
            let width = Double(10 + index % 7), height = Double(12 + index % 5)
            return Block("b\(index)", width, height)
        }
        for block in blocks { row.addSubview(block) }
        row.mas.makeConstraints { make in
            make.top.left.equalToSuperview()
            make.width.equalTo(0).priority(49)
        }
        for (index, block) in blocks.enumerated() {
            block.mas.makeConstraints { make in
                make.top.bottom.equalToSuperview()
                if index == 0 {
                    make.left.equalToSuperview()
                } else {
                    make.left.equalTo(blocks[index - 1].mas.right).offset(2)
                }
                if index == count - 1 { make.right.equalToSuperview() }
            }
        }
        root.layoutIfNeeded()
        return (
            row.frame.width, Double(root.solverSubstitutionWork) / Double(count),
            Double(root.solverRewriteWork) / Double(count)
        )
    }

    @Test func workPerViewStaysFlatFromOneHundredToFourHundredViews() {
        let small = layOut(100), large = layOut(400)
        // The pull loses to every view's compression resistance: the row is as long as its content.
        func content(_ count: Int) -> Double {
            (0..<count).reduce(0.0) { $0 + Double(10 + $1 % 7) } + Double(2 * (count - 1))
        }
        #expect(small.width == content(100))
        #expect(large.width == content(400))
        #expect(large.merged <= small.merged * 1.3, "merged \(small.merged) → \(large.merged)")
        #expect(large.rewritten <= small.rewritten * 1.3, "rewritten \(small.rewritten) → \(large.rewritten)")
    }
}
