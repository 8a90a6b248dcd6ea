// The solver's work per view for the horizontal system of an `.equalCentering` stack (issue 22 item 13), at 100,
// 200 and 400 views: the adds and the optimisation after them apart, each as merged cells (`substitutionWork`) and
// rewritten cells (`rewriteWork`) per view. Flat means linear.
//
// The system is the stacks suite's (N views of intrinsic width 10 + i % 7, spacing 2), by default (`engine`) with the
// stack's constraints before the content sizes: each gap guide's length at least 0, the canvas's leading edge at the
// first view's, its trailing edge at the last view's, the spacing `x(i+1) >= x(i) + w(i) + 2`, each gap guide from
// centre to centre with its length equal to the first gap's at 149, the canvas hugging at 49, and last each view's content size (compression resistance at
// 750, hugging at 250). `content-first` adds the content sizes first instead; `gaps-first` also adds the gap guides
// before the spacing. `seeded` is the order the engine uses: the content sizes, the canvas's edges, the first gap's
// length pulled toward 10,000 at 0.001, then for each gap its tie to the first gap, its edges, the spacing of its
// two views and its `>= 0`; the canvas hugging last. The last lines replay hiding the middle view after the seeded
// first layout (the constraints that change removed, the new ones added), at each size: as the engine does it, with
// a run guide across the hidden view and every edge kept, and by re-attaching the gap before the hidden view to the
// view after it, which removes a required edge.
//
//   swiftc -O -wmo -module-name Probe Sources/Cassowary/*.swift Benchmarks/solver-probes/equal-centering/main.swift \
//       -o /tmp/equal-centering && /tmp/equal-centering

/// The work of the adds and of the optimisation that follows them, per view.
func work(views n: Int, contentFirst: Bool, gapsFirst: Bool) throws -> (
    adds: (Double, Double), optimisation: (Double, Double)
) {
    let x = (0..<n).map { Variable("x\($0)") }, w = (0..<n).map { Variable("w\($0)") }
    let start = (0..<n - 1).map { Variable("a\($0)") }, length = (0..<n - 1).map { Variable("l\($0)") }
    let canvas = Variable("canvas")
    let solver = Solver()
    func contentSizes() throws {
        for i in 0..<n {
            let intrinsic = Double(10 + i % 7)
            try solver.add((w[i] <= intrinsic) | Strength(level: 250))
            try solver.add((w[i] >= intrinsic) | Strength(level: 750))
        }
    }
    if contentFirst { try contentSizes() }
    for i in 0..<n - 1 { try solver.add(length[i] >= 0) }
    try solver.add(x[0] == 0)
    try solver.add(canvas == x[n - 1] + w[n - 1])
    func spacing() throws { for i in 0..<n - 1 { try solver.add(x[i + 1] >= x[i] + w[i] + 2) } }
    if !gapsFirst { try spacing() }
    for i in 0..<n - 1 {
        try solver.add(start[i] == x[i] + 0.5 * w[i])
        try solver.add(start[i] + length[i] == x[i + 1] + 0.5 * w[i + 1])
        if i > 0 { try solver.add((length[i] == length[0]) | Strength(level: 149)) }
    }
    if gapsFirst { try spacing() }
    try solver.add((canvas == 0) | Strength(level: 49))
    if !contentFirst { try contentSizes() }
    let merged = solver.substitutionWork, rewritten = solver.rewriteWork
    solver.updateVariables()
    let count = Double(n)
    return (
        (Double(merged) / count, Double(rewritten) / count),
        (Double(solver.substitutionWork - merged) / count, Double(solver.rewriteWork - rewritten) / count)
    )
}

/// The seeded order's first layout (adds and optimisation), then hiding the middle view, per view: with a run
/// (`run`, the engine's way) or by re-attaching the gap before the hidden view to the view after it.
func seeded(views n: Int, run: Bool) throws -> (
    adds: (Double, Double), optimisation: (Double, Double), hide: (Double, Double)
) {
    let x = (0..<n).map { Variable("x\($0)") }, w = (0..<n).map { Variable("w\($0)") }
    let start = (0..<n - 1).map { Variable("a\($0)") }, length = (0..<n - 1).map { Variable("l\($0)") }
    let canvas = Variable("canvas")
    let solver = Solver()
    for i in 0..<n {
        let intrinsic = Double(10 + i % 7)
        try solver.add((w[i] >= intrinsic) | Strength(level: 750))
        try solver.add((w[i] <= intrinsic) | Strength(level: 250))
    }
    try solver.add(x[0] == 0)
    try solver.add(canvas == x[n - 1] + w[n - 1])
    try solver.add((length[0] == 10_000) | Strength(level: 0.001))
    var gap: [[Constraint]] = [], spacing: [Constraint] = []
    for i in 0..<n - 1 {
        var constraints: [Constraint] = []
        if i > 0 { constraints.append((length[i] == length[0]) | Strength(level: 149)) }
        constraints.append(start[i] == x[i] + 0.5 * w[i])
        constraints.append(start[i] + length[i] == x[i + 1] + 0.5 * w[i + 1])
        spacing.append(x[i + 1] >= x[i] + w[i] + 2)
        constraints.append(spacing[i])
        constraints.append(length[i] >= 0)
        for constraint in constraints { try solver.add(constraint) }
        gap.append(constraints)
    }
    try solver.add((canvas == 0) | Strength(level: 49))
    let merged = solver.substitutionWork, rewritten = solver.rewriteWork
    solver.updateVariables()
    let optimised = (solver.substitutionWork, solver.rewriteWork)
    let m = n / 2
    if run {
        // The segments on either side of the hidden view keep their edges; their ties, spacings and minimums go,
        // and a run guide from the centre before the hidden view to the centre after it carries the pitch.
        for constraint in [gap[m - 1][0], spacing[m - 1], gap[m - 1][4], gap[m][0], spacing[m], gap[m][4]] {
            try solver.remove(constraint)
        }
        try solver.add((x[m] == x[m - 1] + w[m - 1] + 2) | Strength(level: 1))
        try solver.add((w[m] == 0) | Strength(level: 999.999))
        let runStart = Variable("runStart"), runLength = Variable("runLength")
        try solver.add((runLength == length[0]) | Strength(level: 149))
        try solver.add(runStart == x[m - 1] + 0.5 * w[m - 1])
        try solver.add(runStart + runLength == x[m + 1] + 0.5 * w[m + 1])
        try solver.add(x[m + 1] >= x[m - 1] + w[m - 1] + 2)
        try solver.add(runLength >= 0)
    } else {
        for constraint in [spacing[m - 1], gap[m - 1][gap[m - 1].count - 3]] + gap[m] { try solver.remove(constraint) }
        try solver.add((x[m] == x[m - 1] + w[m - 1] + 2) | Strength(level: 1))
        try solver.add((w[m] == 0) | Strength(level: 999.999))
        try solver.add(start[m - 1] + length[m - 1] == x[m + 1] + 0.5 * w[m + 1])
        try solver.add(x[m + 1] >= x[m - 1] + w[m - 1] + 2)
    }
    solver.updateVariables()
    let count = Double(n)
    return (
        (Double(merged) / count, Double(rewritten) / count),
        (Double(optimised.0 - merged) / count, Double(optimised.1 - rewritten) / count),
        (Double(solver.substitutionWork - optimised.0) / count, Double(solver.rewriteWork - optimised.1) / count)
    )
}

print("order  views  adds: merged  rewritten  optimisation: merged  rewritten")
for (order, contentFirst, gapsFirst) in [
    ("engine", false, false), ("content-first", true, false), ("gaps-first", true, true)
] {
    for n in [100, 200, 400] {
        let (adds, optimisation) = try work(views: n, contentFirst: contentFirst, gapsFirst: gapsFirst)
        print(order, n, adds.0, adds.1, optimisation.0, optimisation.1, separator: "  ")
    }
}
var hides: [String] = []
for n in [100, 200, 400] {
    let (adds, optimisation, hide) = try seeded(views: n, run: true)
    print("seeded", n, adds.0, adds.1, optimisation.0, optimisation.1, separator: "  ")
    hides.append("hide one of \(n) (seeded, run): merged \(hide.0), rewritten \(hide.1)")
    let reattached = try seeded(views: n, run: false).hide
    hides.append("hide one of \(n) (seeded, re-attached edge): merged \(reattached.0), rewritten \(reattached.1)")
}
for line in hides { print(line) }
