@_spi(Benchmarks) import Masonry
import Testing

/// The solver work a stack costs grows in proportion to its arranged views: the first layout, hiding one view and
/// removing another, at 100 and 400 views, compared by `View.solverSubstitutionWork` (an exact count, not a time).
///
/// `.equalCentering` and `.fillProportionally` are not listed: their work still grows with the square of the count.
@Suite struct StackLinearityTests {
    /// Work per view for the three steps, for `count` blocks of varied intrinsic sizes.
    private func workPerView(
        _ count: Int, distribution: StackView.Distribution, alignment: StackView.Alignment
    ) -> [Double] {
        let blocks = (0..<count).map { index -> Block in
            let width = Double(10 + index % 7), height = Double(12 + index % 5)
            return Block("b\(index)", width, height)
        }
        let (root, _) = makeStack(blocks, distribution: distribution, alignment: alignment, spacing: 2)
        let first = root.solverSubstitutionWork
        blocks[count / 2].isHidden = true
        root.layoutIfNeeded()
        let hidden = root.solverSubstitutionWork
        blocks[count / 3].removeFromSuperview()
        root.layoutIfNeeded()
        let removed = root.solverSubstitutionWork
        return [first, hidden - first, removed - hidden].map { Double($0) / Double(count) }
    }

    static let configurations: [(StackView.Distribution, StackView.Alignment)] = [
        (.fill, .fill), (.fill, .center), (.fill, .leading), (.fill, .trailing), (.fill, .firstBaseline),
        (.fill, .lastBaseline), (.fillEqually, .fill), (.fillEqually, .center), (.equalSpacing, .fill),
        (.equalSpacing, .center)
    ]

    @Test(arguments: configurations.indices)
    func workPerViewStaysFlatFromOneHundredToFourHundredViews(configuration: Int) {
        let (distribution, alignment) = Self.configurations[configuration]
        let small = workPerView(100, distribution: distribution, alignment: alignment)
        let large = workPerView(400, distribution: distribution, alignment: alignment)
        for (step, (a, b)) in zip(["first layout", "hiding one", "removing one"], zip(small, large)) {
            #expect(b <= max(a * 1.3, 8), "\(distribution)/\(alignment), \(step): \(a) → \(b) per view")
        }
    }
}
