// The horizontal system of a `.fillProportionally` stack whose canvas is free (the stacks suite's: a stack pinned by
// its top and left only; issue 22 item 13): N views of intrinsic width 10 + i % 7, spacing 2, the canvas's edges at
// the first view's leading edge and the last view's trailing edge, each view's width its share of the canvas at
// priority 999 − i, and each view's compression resistance (750) and hugging (250) toward its intrinsic width.
//
// Prints, per view, the cells of the optimal tableau (`cellCount`) and the work of reaching it (merged cells,
// `substitutionWork`), for:
// - `multiplier`: each share as `width(i) == (length(i) / total) × canvas` (the engine's lowering), or `unit`: a
//   guide `u` with `u >= 0` first, the required `u × total == canvas`, and `width(i) == length(i) × u`;
// - `stack-first`: the stack's constraints, then the content sizes (the engine's order), or `content-first`;
// - the last view's share at its own priority (999 − (N − 1), floored at 1) or at the level given.
//
// At this optimum every share, every view's hugging and compression and the loop (the canvas is the sum of the
// widths and the spacings) hold together: a degenerate vertex with many bases. The multipliers add up to 1 less the
// spacings' part, so moving the canvas with every share but one held unbalances the loop, and the share left out
// absorbs it: that move costs at that share's level, both ways. A basis prices a cost both ways only with the
// share's two error symbols parametric; then the canvas is read off the loop, which holds every view's error, and
// so do every view's compression and hugging rows (about 8N cells per view). A basis with the canvas read off one
// view and the loop's long row solved for the last share's error (about 40 cells per view) prices shrinking the
// canvas through that view's compression resistance first, so it is optimal only when the last share is below 750:
// from the 251st view on at the stack's priorities. Below that no leaving rule keeps the optimal tableau sparse;
// above it both kinds of optimal basis exist, and the order and the ties decide which one the simplex reaches.
//
//   swiftc -O -wmo -package-name masonry -module-name Probe Sources/Cassowary/*.swift \
//       Benchmarks/solver-probes/fill-proportionally/main.swift -o /tmp/fill-proportionally
//   /tmp/fill-proportionally [sizes, default 100,200,240,260,400] [last priorities, default the stack's and 749,751]

/// The optimal tableau's cells and the merged cells of reaching it, each per view.
func solve(views n: Int, unit: Bool, contentFirst: Bool, lastPriority: Double?) throws -> (
    cells: Double, merged: Double, worstError: Double
) {
    let x = (0..<n).map { Variable("x\($0)") }, w = (0..<n).map { Variable("w\($0)") }
    let canvas = Variable("canvas"), u = Variable("u")
    let lengths = (0..<n).map { Double(10 + $0 % 7) }
    let total = lengths.reduce(0, +) + 2 * Double(n - 1)
    let solver = Solver()
    func contentSizes() throws {
        for i in 0..<n {
            try solver.add((w[i] >= lengths[i]) | Strength(level: 750))
            try solver.add((w[i] <= lengths[i]) | Strength(level: 250))
        }
    }
    if contentFirst { try contentSizes() }
    if unit { try solver.add(u >= 0) }
    try solver.add(x[0] == 0)
    try solver.add(canvas == x[n - 1] + w[n - 1])
    for i in 1..<n { try solver.add(x[i] == x[i - 1] + w[i - 1] + 2) }
    if unit { try solver.add(total * u == canvas) }
    for i in 0..<n {
        let level = (i == n - 1 ? lastPriority : nil) ?? Double(max(1, 999 - i))
        let share = unit ? (w[i] == lengths[i] * u) : (w[i] == (lengths[i] / total) * canvas)
        try solver.add(share | Strength(level: level))
    }
    if !contentFirst { try contentSizes() }
    solver.updateVariables()
    let worst = (0..<n).map { abs(w[$0].value - lengths[$0]) }.max() ?? 0
    let count = Double(n)
    return (Double(solver.cellCount) / count, Double(solver.substitutionWork) / count, worst)
}

let arguments = CommandLine.arguments
let sizes = arguments.count > 1 ? arguments[1].split(separator: ",").compactMap { Int($0) } : [100, 200, 240, 260, 400]
let lastPriorities: [Double?] =
    arguments.count > 2 ? arguments[2].split(separator: ",").map { Double($0) } : [nil, 749, 751]
print("form  order  last share  views  optimal cells/view  merged cells/view  largest width error")
for unit in [false, true] {
    for contentFirst in [false, true] {
        for last in lastPriorities {
            for n in sizes {
                let result = try solve(views: n, unit: unit, contentFirst: contentFirst, lastPriority: last)
                print(
                    unit ? "unit" : "multiplier", contentFirst ? "content-first" : "stack-first",
                    last.map { "@\($0)" } ?? "@\(max(1, 999 - (n - 1)))", n, result.cells, result.merged,
                    result.worstError, separator: "  ")
            }
        }
    }
}
