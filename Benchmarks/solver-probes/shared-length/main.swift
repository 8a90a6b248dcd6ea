// The solver's work per view for the shapes a stack view generates, from 100 to 1,000 views (issue 22 item 13):
// `Solver.substitutionWork`, exact and repeatable, divided by the view count. Flat means linear.
//
// - along: a chain `x(i+1) == x(i) + w(i) + 2`, each `w(i)` held at its intrinsic length by compression
//   resistance (>= at 750) and hugging (<= at 250), as a stack's spacing and content sizes are;
// - shared, distinct: every `h(i) == h(0)` (a `.fill` stack's `UISV-alignment` to its reference view), each `h(i)`
//   with compression resistance and hugging toward its own intrinsic length, five different ones in turn;
// - shared, chained: the same with `h(i) == h(i-1)`;
// - shared, equal: the same with one intrinsic length for all.
//
//   swiftc -O -wmo -module-name Probe Sources/Cassowary/*.swift Benchmarks/solver-probes/shared-length/main.swift \
//       -o /tmp/shared-length && /tmp/shared-length

enum Shape: CaseIterable {
    case along, sharedDistinct, sharedChained, sharedEqual
}

func work(_ shape: Shape, views count: Int) throws -> Int {
    let solver = Solver()
    func prefer(_ variable: Variable, _ length: Double) throws {
        try solver.add((variable >= length) | Strength(level: 750))
        try solver.add((variable <= length) | Strength(level: 250))
    }
    switch shape {
    case .along:
        let x = (0...count).map { Variable("x\($0)") }, w = (0..<count).map { Variable("w\($0)") }
        try solver.add(x[0] == 0)
        for i in 0..<count {
            try solver.add(x[i + 1] == x[i] + w[i] + 2)
            try prefer(w[i], Double(10 + i % 7))
        }
    case .sharedDistinct, .sharedChained, .sharedEqual:
        let h = (0..<count).map { Variable("h\($0)") }
        for i in 1..<count { try solver.add(h[i] == h[shape == .sharedChained ? i - 1 : 0]) }
        for i in 0..<count { try prefer(h[i], Double(12 + (shape == .sharedEqual ? 0 : i % 5))) }
    }
    solver.updateVariables()
    return solver.substitutionWork
}

print("shape  work/view at 100  at 1,000  growth")
for shape in Shape.allCases {
    let small = Double(try work(shape, views: 100)) / 100, large = Double(try work(shape, views: 1_000)) / 1_000
    print(shape, small, large, "\(large / small)×", separator: "  ")
}
