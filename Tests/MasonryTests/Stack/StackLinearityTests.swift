@_spi(Benchmarks) import Masonry
import Testing

/// The solver work a stack costs grows in proportion to its arranged views: the first layout, hiding one view,
/// removing another, showing the hidden one again, then hiding the first view and the last, at 100 and 400 views,
/// compared by exact counts (not times): the cells substitutions merged (`View.solverSubstitutionWork`) and the cells
/// of the rows they rewrote (`View.solverRewriteWork`, which also weighs a short row merged into a long one).
///
/// `.fillProportionally` is listed with its canvas free (the stack pinned by its top and left only), where it lowers
/// its lengths in closed form; with the length held it keeps the shares of the canvas, flat in both counts at every
/// step (below). Hiding the first or the last view is checked for every
/// configuration listed (``endConfigurations``).
@Suite struct StackLinearityTests {
    static let steps = [
        "first layout", "hiding one", "removing one", "showing it again", "hiding the first", "hiding the last"
    ]

    /// The two counts per view for each of `steps` (the first four only, unless `endsToo`), for `count` blocks of
    /// varied intrinsic sizes. `lengthPerView`, when given, holds the stack's width at that many points per view.
    private func workPerView(
        _ count: Int, distribution: StackView.Distribution, alignment: StackView.Alignment, endsToo: Bool,
        lengthPerView: Double? = nil
    ) -> [(merged: Double, rewritten: Double)] {
        let blocks = (0..<count).map { index -> Block in
            let width = Double(10 + index % 7), height = Double(12 + index % 5)
            return Block("b\(index)", width, height)
        }
        let (root, _) = makeStack(
            blocks, distribution: distribution, alignment: alignment, spacing: 2,
            width: lengthPerView.map { $0 * Double(count) })
        var counts = [(root.solverSubstitutionWork, root.solverRewriteWork)]
        let changes: [() -> Void] = [
            { blocks[count / 2].isHidden = true },
            { blocks[count / 3].removeFromSuperview() },
            { blocks[count / 2].isHidden = false },
            { blocks[0].isHidden = true },
            { blocks[count - 1].isHidden = true }
        ]
        for change in endsToo ? changes : Array(changes.prefix(3)) {
            change()
            root.layoutIfNeeded()
            counts.append((root.solverSubstitutionWork, root.solverRewriteWork))
        }
        return counts.indices.map { step in
            let previous = step == 0 ? (0, 0) : counts[step - 1]
            return (
                Double(counts[step].0 - previous.0) / Double(count),
                Double(counts[step].1 - previous.1) / Double(count)
            )
        }
    }

    static let configurations: [(StackView.Distribution, StackView.Alignment)] = [
        (.fill, .fill), (.fill, .center), (.fill, .leading), (.fill, .trailing), (.fill, .firstBaseline),
        (.fill, .lastBaseline), (.fillEqually, .fill), (.fillEqually, .center), (.equalSpacing, .fill),
        (.equalSpacing, .center), (.equalCentering, .fill), (.equalCentering, .center), (.fillProportionally, .fill),
        (.fillProportionally, .center)
    ]

    /// The configurations whose work stays flat when the first or the last view hides too.
    static let endConfigurations: [(StackView.Distribution, StackView.Alignment)] = [
        (.fill, .fill), (.fill, .center), (.fill, .leading), (.fill, .trailing), (.fill, .firstBaseline),
        (.fill, .lastBaseline), (.fillEqually, .fill), (.fillEqually, .center), (.equalSpacing, .fill),
        (.equalSpacing, .center), (.equalCentering, .fill), (.equalCentering, .center), (.fillProportionally, .fill),
        (.fillProportionally, .center)
    ]

    @Test(arguments: configurations.indices)
    func workPerViewStaysFlatFromOneHundredToFourHundredViews(configuration: Int) {
        let (distribution, alignment) = Self.configurations[configuration]
        let checksEnds = Self.endConfigurations.contains { $0 == (distribution, alignment) }
        let small = workPerView(100, distribution: distribution, alignment: alignment, endsToo: checksEnds)
        let large = workPerView(400, distribution: distribution, alignment: alignment, endsToo: checksEnds)
        for (step, (a, b)) in zip(Self.steps, zip(small, large)) {
            #expect(b.merged <= max(a.merged * 1.3, 8), "\(distribution)/\(alignment), \(step): merged \(a) → \(b)")
            #expect(
                b.rewritten <= max(a.rewritten * 1.3, 8), "\(distribution)/\(alignment), \(step): rewritten \(a) → \(b)"
            )
        }
    }

    /// Held wider than its views' intrinsic lengths add up to, and narrower, a proportional stack's canvas length is
    /// a constant row, so each view's proportion stays a short row; the row of the spacing that closes the views'
    /// loop, and the rows holding the views' compression and hugging slacks, are as long as the stack, and the short
    /// rows merged into them are looked up through their index of cells, so both counts stay flat at every step.
    /// Showing a view again lowers every share again and removes the required edge across the hidden view, whose
    /// dropped marker rebuilds the solver: the shares' removals, each of which would merge a row as long as the stack,
    /// wait for the rebuild and are never done.
    @Test(arguments: [StackView.Alignment.fill, .center], [20.0, 5.0])
    func fillProportionallyWithItsLengthHeldStaysFlatFromOneHundredToFourHundredViews(
        alignment: StackView.Alignment, lengthPerView: Double
    ) {
        let small = workPerView(
            100, distribution: .fillProportionally, alignment: alignment, endsToo: true, lengthPerView: lengthPerView)
        let large = workPerView(
            400, distribution: .fillProportionally, alignment: alignment, endsToo: true, lengthPerView: lengthPerView)
        let name = "fillProportionally/\(alignment) at \(lengthPerView) per view"
        for (step, (a, b)) in zip(Self.steps, zip(small, large)) {
            #expect(b.merged <= a.merged * 1.3, "\(name), \(step): merged \(a) → \(b)")
            #expect(b.rewritten <= a.rewritten * 1.3, "\(name), \(step): rewritten \(a) → \(b)")
        }
    }
}
