import Cassowary
@_spi(Benchmarks) import Masonry

/// The engine's cost per solver constraint next to the bare solver's on exactly the same constraints: the feed's
/// constraints are recorded from the engine once and replayed into fresh `Solver`s.
///
/// Two comparisons. The full first pass (activation, self-sizing every cell, the root's pass) against replaying every
/// solver constraint it built: each cell's measuring constraints (with its target pulls) into a solver of their own,
/// solved, then the root's into one solver, solved. The root's pass alone (cells framed beforehand) against replaying
/// the root's constraints. Per solver constraint, so the two columns of each pair divide the same count.
func runEngineCostBenchmark(sizes: [Int], repeats: Int) {
    print("## engine against bare solver on the same constraints (µs per solver constraint, medians of \(repeats))")
    print(
        "cells  first-pass constraints  engine full first pass  replay  ratio  root constraints  engine root pass  replay  ratio"
    )
    for size in sizes {
        var full: [Double] = [], fullReplay: [Double] = [], rootPass: [Double] = [], replay: [Double] = []
        var fullCount = 0, count = 0
        for _ in 0..<repeats {
            // The full first pass: activation, self-sizing each cell, the root's pass.
            let (cells, root) = makeEngineFeed(size: size)
            full.append(time { engineFeed(cells, in: root, width: widths.first) })
            let measuring = cells.map(\.measuringSolverConstraints)
            let rootRecorded = root.installedSolverConstraints
            fullCount = measuring.reduce(0) { $0 + $1.count } + rootRecorded.count
            fullReplay.append(
                time {
                    for recorded in measuring {
                        let solver = Solver()
                        for constraint in recorded { try? solver.add(constraint) }
                        solver.updateVariables()
                    }
                    let solver = Solver()
                    for constraint in rootRecorded { try? solver.add(constraint) }
                    solver.updateVariables()
                })
            // The root's pass alone: the same feed with cells framed by the first feed's heights.
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
            replay.append(
                time {
                    let solver = Solver()
                    for constraint in recorded { try? solver.add(constraint) }
                    solver.updateVariables()
                })
        }
        let per = { (values: [Double], count: Int) in median(values) * 1e6 / Double(max(count, 1)) }
        let (f, fr) = (per(full, fullCount), per(fullReplay, fullCount))
        let (r, s) = (per(rootPass, count), per(replay, count))
        print(
            String(size), String(fullCount), fmt(f), fmt(fr), fmt(f / fr) + "×", String(count), fmt(r), fmt(s),
            fmt(r / s) + "×", separator: "  ")
    }
}
