import Cassowary
@_spi(Benchmarks) import Masonry

/// The engine's cost per solver constraint next to the bare solver's on exactly the same constraints: the feed's
/// constraints are recorded from the engine once and replayed into a fresh `Solver`.
func runEngineCostBenchmark(sizes: [Int], repeats: Int) {
    print("## engine against bare solver on the same constraints (µs per solver constraint, medians of \(repeats))")
    print("cells  constraints  engine full first pass  engine root pass  replay into Solver  root pass / replay")
    for size in sizes {
        var full: [Double] = [], rootPass: [Double] = [], replay: [Double] = []
        var count = 0
        for _ in 0..<repeats {
            // The full first pass: activation, self-sizing each cell, the root's pass.
            let (cells, root) = makeEngineFeed(size: size)
            full.append(time { engineFeed(cells, in: root, width: widths.first) })
            // The root's pass alone: the same feed with cells framed by the hand layout's heights.
            let (fixed, fixedRoot) = makeEngineFeed(size: size)
            var y = 0.0
            for (cell, sized) in zip(fixed, cells) {
                cell.frame = Rect(x: 0, y: y, width: widths.first, height: sized.frame.height)
                y += sized.frame.height
            }
            fixedRoot.frame = Rect(x: 0, y: 0, width: widths.first, height: y)
            rootPass.append(time { fixedRoot.layoutIfNeeded() })
            let recorded = fixedRoot.installedSolverConstraints
            count = recorded.count
            replay.append(time {
                let solver = Solver()
                for constraint in recorded { try? solver.add(constraint) }
                solver.updateVariables()
            })
        }
        let perConstraint = { (values: [Double]) in median(values) * 1e6 / Double(max(count, 1)) }
        let (f, r, s) = (perConstraint(full), perConstraint(rootPass), perConstraint(replay))
        print(String(size), String(count), fmt(f), fmt(r), fmt(s), fmt(r / s) + "×", separator: "  ")
    }
}
