import Testing

@_spi(Testing) @testable import Masonry

/// A measuring template compiles each basis its solver settles in and measures a later view by evaluating a
/// compiled basis that stays feasible for the view's constants: the views measure exactly as when every measurement
/// moves the solver and as with a solver of their own, and a view that leaves every compiled basis (another line
/// count, a title that no longer fits) moves the solver, whose new basis is compiled in turn.
@Suite struct TemplateBasisEvaluationTests {
    typealias RandomCell = MeasuringTemplateTests.RandomCell

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func aRandomFeedMeasuresAsWhenTheSolverMovesAndAsWithASolverPerCell(seed: UInt64) {
        let evaluated = MeasuringTemplateTests.measureFeed(seed: seed, cells: 30, templates: true)
        let moved = MeasuringTemplateTests.measureFeed(seed: seed, cells: 30, templates: true, evaluatesBases: false)
        let own = MeasuringTemplateTests.measureFeed(seed: seed, cells: 30, templates: false)
        #expect(evaluated.0 == moved.0)
        #expect(evaluated.0 == own.0)
        // Most measurements are evaluations; with evaluation off, none are.
        #expect(evaluated.counts.evaluated > 2 * evaluated.counts.solved, "\(evaluated.counts)")
        #expect(moved.counts.evaluated == 0 && moved.counts.solved > 0)
        #expect(evaluated.counts.evaluated + evaluated.counts.solved == moved.counts.solved)
    }

    /// Cells of one shape whose titles alternate between one that fits beside the thumbnail and one that does not
    /// (its `right <= superview.right − padding` then holds tight and its compression yields), and whose bodies
    /// alternate between one line and several: bases the template meets in turn. Measured at `widths`; the sizes,
    /// the measured rects, and the tree's counts.
    private func alternatingFeed(templates: Bool, evaluatesBases: Bool = true, widths: [Double])
        -> (sizes: [Size], rects: [[Rect]], counts: (evaluated: Int, solved: Int))
    {
        MeasuringTemplates.$areEnabled.withValue(templates) {
            MeasuringTemplates.$evaluatesBases.withValue(evaluatesBases) {
                var random = SplitMix64(seed: 21)
                let root = makeRoot()
                let cells = (0..<40).map { RandomCell(index: $0, random: &random) }.filter { !$0.hasBadge }
                for (index, cell) in cells.enumerated() {
                    root.addSubview(cell)
                    cell.title.text =
                        index % 2 == 0
                        ? "short"
                        : Array(repeating: "a title far too long to fit beside the thumbnail", count: 3)
                            .joined(separator: " ")
                    cell.body.text = index % 3 == 0 ? "one line" : String(repeating: "text that wraps ", count: 12)
                }
                var sizes: [Size] = [], rects: [[Rect]] = []
                for width in widths {
                    for cell in cells {
                        sizes.append(cell.measure(width: width))
                        rects.append(cell.measuredRects)
                    }
                }
                return withExtendedLifetime(root) { (sizes, rects, root.templateMeasurementCounts) }
            }
        }
    }

    @Test func cellsAlternatingBetweenBasesAreEachEvaluatedOnceTheirBasisIsCompiled() {
        let widths = [375.0, 414, 320]
        let evaluated = alternatingFeed(templates: true, widths: widths)
        let moved = alternatingFeed(templates: true, evaluatesBases: false, widths: widths)
        let own = alternatingFeed(templates: false, widths: widths)
        #expect(evaluated.sizes == moved.sizes && evaluated.rects == moved.rects)
        #expect(evaluated.sizes == own.sizes && evaluated.rects == own.rects)
        // The long titles are clipped: the cells really are in different bases.
        #expect(Set(evaluated.sizes.map(\.height)).count > 2)
        // Only the measurements that met a basis not compiled yet moved the solver.
        #expect(evaluated.counts.solved < 20, "\(evaluated.counts)")
        #expect(evaluated.counts.evaluated > 5 * evaluated.counts.solved, "\(evaluated.counts)")
    }
}
