import Masonry

/// Making a feed cell's constraints, anchors against the DSL (the DSL's own overhead), and the DSL-built feed's
/// frames checked against the anchor-built one.
func runDSLBenchmark(sizes: [Int], repeats: Int) {
    print("## DSL: making a feed cell's 17 constraints (µs per cell, medians of \(repeats))")
    print("cells  anchors make  DSL make  ratio  DSL feed first  frames vs anchors")
    for size in sizes {
        var anchorMake: [Double] = [], dslMake: [Double] = [], dslFirst: [Double] = []
        var differing = 0
        for run in 0..<repeats {
            let anchorCells = (0..<size).map { FeedCell(index: $0) }
            let dslCells = (0..<size).map { FeedCell(index: $0) }
            // Alternate which goes first, so neither always meets a warm or a cold allocator.
            if run % 2 == 0 {
                anchorMake.append(time { for cell in anchorCells { cell.constrain() } })
                dslMake.append(time { for cell in dslCells { cell.constrainWithDSL() } })
            } else {
                dslMake.append(time { for cell in dslCells { cell.constrainWithDSL() } })
                anchorMake.append(time { for cell in anchorCells { cell.constrain() } })
            }
            let anchorRoot = View(frame: .zero), dslRoot = View(frame: .zero)
            for cell in anchorCells { cell.autoresizingMask = [.flexibleWidth]; anchorRoot.addSubview(cell) }
            for cell in dslCells { cell.autoresizingMask = [.flexibleWidth]; dslRoot.addSubview(cell) }
            engineFeed(anchorCells, in: anchorRoot, width: widths.first)
            dslFirst.append(time { engineFeed(dslCells, in: dslRoot, width: widths.first) })
            differing += mismatches(anchorCells, dslCells)
        }
        let perCell = { (values: [Double]) in median(values) * 1e6 / Double(size) }
        let (am, dm, df) = (perCell(anchorMake), perCell(dslMake), perCell(dslFirst))
        print(
            String(size), fmt(am), fmt(dm), fmt(dm / am) + "×", fmt(df),
            differing == 0 ? "identical" : "\(differing) differ", separator: "  ")
    }
}
