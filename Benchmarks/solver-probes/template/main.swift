// What sharing one solved basis among cells of the same shape would save (issue 21's *templates*): the feed's cell
// (a 60×60 thumbnail, a one-line title, a wrapping body and an 80×32 button; `Benchmarks/LayoutBenchmarks/
// FeedCell.swift`) as its measuring engine lowers it, 27 solver constraints, measured for K cells whose labels have
// different content sizes, two ways:
//
// * `fresh`: a solver per cell, as each cell's own measuring engine builds one;
// * `template`: one solver for every cell; each cell moves the nine constants that differ (its labels' content
//   sizes and the width) with `setConstants`, a warm start of the dual simplex, and reads its height.
//
// A third mode, `resize`, is `template` with the width alternating 375 and 414 from cell to cell.
//
//   swiftc -O -wmo -parse-as-library -package-name masonry -module-name Cassowary -emit-module \
//       -emit-module-path /tmp/probe/Cassowary.swiftmodule -emit-library -static -o /tmp/probe/libCassowary.a \
//       Sources/Cassowary/*.swift
//   swiftc -O -wmo -module-name Template -I /tmp/probe -L /tmp/probe -lCassowary \
//       Benchmarks/solver-probes/template/main.swift -o /tmp/probe/template
//   valgrind --tool=callgrind /tmp/probe/template fresh 1     # and fresh 1001, template 1, template 1001
//
// The difference of the counts at 1,001 and at 1 cell, over 1,000, is one cell's cost.

import Cassowary

/// A view's four variables, as the engine lowers an item: origin and size; its trailing and bottom edges are sums.
struct Box {
    let x = Variable("x"), y = Variable("y"), w = Variable("w"), h = Variable("h")
    var right: Expression { x + w }
    var bottom: Expression { y + h }
}

/// Content sizes of one cell's labels: the title's width and height, the body's width and height.
struct ContentSizes {
    let title: (width: Double, height: Double)
    let body: (width: Double, height: Double)

    /// Deterministic sizes that differ from cell to cell, as the feed's texts do.
    init(cell k: Int) {
        title = (Double(60 + k % 37), 17)
        body = (Double(200 + k % 53), Double(17 * (1 + k % 5)))
    }
}

/// One cell's measuring system in a solver of its own.
final class CellSystem {
    let solver = Solver()
    let cell = Box(), thumbnail = Box(), title = Box(), body = Box(), button = Box()
    /// The labels' hugging and compression resistance, in the order of ``constants(_:width:)``.
    private(set) var contentSizes: [Constraint] = []
    /// The cell's width, held at the width it is measured for.
    private(set) var width: Constraint

    init(_ sizes: ContentSizes, width target: Double) throws {
        var required: [Constraint] = [thumbnail.x == 12, thumbnail.y == 12, thumbnail.w == 60, thumbnail.h == 60]
        required += [title.x == thumbnail.right + 12, title.y == 12, title.right <= cell.w - 12]
        required += [body.x == title.x, body.right == cell.w - 12, body.y == title.bottom + 4]
        required += [button.w == 80, button.h == 32, button.right == cell.w - 12, button.y == body.bottom + 8]
        required += [cell.h >= button.bottom + 12, cell.h >= thumbnail.bottom + 12]
        for constraint in required { try solver.add(constraint) }
        try solver.add((cell.h == button.bottom + 12) | Strength(level: 1))
        let hugging = Strength(level: 250), resistance = Strength(level: 750)
        for (size, length) in [
            (title.w, sizes.title.width), (title.h, sizes.title.height),
            (body.w, sizes.body.width), (body.h, sizes.body.height)
        ] {
            contentSizes.append((size >= length) | resistance)
            contentSizes.append((size <= length) | hugging)
        }
        for constraint in contentSizes { try solver.add(constraint, constantWillChange: true) }
        width = cell.w == target
        try solver.add(width, constantWillChange: true)
        try solver.add((cell.h == 0) | Strength(level: 50))
    }

    /// Measures another cell of the same shape: moves the constants that differ, then reads the height.
    func measure(_ sizes: ContentSizes, width target: Double) throws -> Double {
        let lengths = [
            sizes.title.width, sizes.title.height, sizes.body.width, sizes.body.height
        ].flatMap { [$0, $0] }
        var changes = zip(contentSizes, lengths).map { (constraint: $0, constant: -$1) }
        changes.append((width, -target))
        try solver.setConstants(changes)
        return height
    }

    var height: Double { solver.value(of: cell.h) ?? 0 }
}

/// Measures `count` cells one way; the sum of their heights, which the three ways must agree on for `fresh` and
/// `template`.
func run(_ mode: String, count: Int) throws -> Double {
    var total = 0.0
    if mode == "fresh" {
        for k in 0..<count { total += try CellSystem(ContentSizes(cell: k), width: 375).height }
        return total
    }
    let system = try CellSystem(ContentSizes(cell: 0), width: 375)
    total += system.height
    for k in 1..<max(1, count) {
        let width = mode == "resize" && k % 2 == 1 ? 414.0 : 375.0
        total += try system.measure(ContentSizes(cell: k), width: width)
    }
    return total
}

let arguments = CommandLine.arguments
if arguments.count == 3, let count = Int(arguments[2]), count >= 0,
    ["fresh", "template", "resize"].contains(arguments[1])
{
    do {
        print(arguments[1], count, "sum of heights:", try run(arguments[1], count: count))
    } catch {
        print("error: \(error)")
    }
} else {
    print("usage: template fresh|template|resize K")
}
