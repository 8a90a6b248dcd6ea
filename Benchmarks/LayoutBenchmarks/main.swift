import Masonry
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The feed benchmark of issue 4: a feed of N cells laid out by the engine (each cell's content with anchors, the
// cell's height by self-sizing, cells placed one under another by frame, as UITableView does), next to the same
// feed laid out by hand with the same views and the same text measurer, the physical limit for this work.
//
//   swift run -c release layout-benchmarks [--sizes 100,1000,10000] [--repeat 3]
//
// Cells are stacked by frame, not by `top == previous.bottom`: in any Cassowary tableau a chain of soft-sized
// cells makes every cell's top depend on the error variables of all the cells above it, which is quadratic; the
// `chained` line measures that variant for comparison.

let clock = ContinuousClock()
var sizes = [100, 1_000, 10_000]
var repeats = 3
var vflOnly = false
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--sizes": sizes = arguments.next().map { $0.split(separator: ",").compactMap { Int($0) } } ?? sizes
    case "--repeat": repeats = arguments.next().flatMap { Int($0) } ?? repeats
    case "--vfl-only": vflOnly = true
    default: print("usage: layout-benchmarks [--sizes 100,1000] [--repeat R] [--vfl-only]")
    }
}

let widths = (first: 375.0, resized: 414.0)

/// Lays out a feed with the engine: self-size each cell at the width, stack them, let the engine place contents.
func engineFeed(_ cells: [FeedCell], in root: View, width: Double) {
    var y = 0.0
    for cell in cells {
        let height = cell.systemLayoutSizeFitting(Size(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel).height
        cell.frame = Rect(x: 0, y: y, width: width, height: height)
        y += height
    }
    root.frame = Rect(x: 0, y: 0, width: width, height: y)
    root.layoutIfNeeded()
}

/// Lays out the same feed by arithmetic.
func handFeed(_ cells: [FeedCell], in root: View, width: Double) {
    var y = 0.0
    for cell in cells {
        let height = cell.layOutByHand(width: width, scale: root.contentScale)
        cell.frame = Rect(x: 0, y: y, width: width, height: height)
        y += height
    }
    root.frame = Rect(x: 0, y: 0, width: width, height: y)
}

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

/// Every frame of the two feeds, compared.
func mismatches(_ a: [FeedCell], _ b: [FeedCell]) -> Int {
    var count = 0
    for (x, y) in zip(a, b) {
        for (u, v) in zip([x] + x.subviews, [y] + y.subviews) where u.frame != v.frame { count += 1 }
    }
    return count
}

// Parsing a visual format against anchors (VisualFormatBenchmark.swift); `--vfl-only` runs just this table.
runVisualFormatBenchmark(repeats: repeats)
if vflOnly { exit(0) }
print("")

print("cells  engine first µs/cell  hand first µs/cell  ratio  engine resize µs/cell  hand resize µs/cell  ratio  frames")
for size in sizes {
    var engineFirst: [Double] = [], handFirst: [Double] = [], engineResize: [Double] = [], handResize: [Double] = []
    var differing = 0
    for _ in 0..<repeats {
        var engineCells: [FeedCell] = [], handCells: [FeedCell] = []
        let engineRoot = View(frame: .zero), handRoot = View(frame: .zero)
        engineFirst.append(seconds(clock.measure {
            engineCells = (0..<size).map { FeedCell(index: $0) }
            for cell in engineCells {
                cell.constrain()
                cell.autoresizingMask = [.flexibleWidth]
                engineRoot.addSubview(cell)
            }
            engineFeed(engineCells, in: engineRoot, width: widths.first)
        }))
        handFirst.append(seconds(clock.measure {
            handCells = (0..<size).map { FeedCell(index: $0) }
            for cell in handCells { handRoot.addSubview(cell) }
            handFeed(handCells, in: handRoot, width: widths.first)
        }))
        differing += mismatches(engineCells, handCells)
        engineResize.append(seconds(clock.measure { engineFeed(engineCells, in: engineRoot, width: widths.resized) }))
        handResize.append(seconds(clock.measure { handFeed(handCells, in: handRoot, width: widths.resized) }))
        differing += mismatches(engineCells, handCells)
    }
    let perCell = { (values: [Double]) in median(values) * 1e6 / Double(size) }
    let (ef, hf, er, hr) = (perCell(engineFirst), perCell(handFirst), perCell(engineResize), perCell(handResize))
    print(String(size),
          fmt(ef), fmt(hf), fmt(ef / hf) + "×", fmt(er), fmt(hr), fmt(er / hr) + "×",
          differing == 0 ? "identical" : "\(differing) differ", separator: "  ")
}

// Making the constraints alone, anchors against the DSL (the DSL's own overhead), and the DSL-built feed's frames
// checked against the anchor-built one.
print("")
print("cells  anchors make µs/cell  DSL make µs/cell  ratio  DSL feed first µs/cell  frames vs anchors")
for size in sizes {
    var anchorMake: [Double] = [], dslMake: [Double] = [], dslFirst: [Double] = []
    var differing = 0
    for _ in 0..<repeats {
        let anchorCells = (0..<size).map { FeedCell(index: $0) }
        let dslCells = (0..<size).map { FeedCell(index: $0) }
        anchorMake.append(seconds(clock.measure { for cell in anchorCells { cell.constrain() } }))
        dslMake.append(seconds(clock.measure { for cell in dslCells { cell.constrainWithDSL() } }))
        let anchorRoot = View(frame: .zero), dslRoot = View(frame: .zero)
        for cell in anchorCells { cell.autoresizingMask = [.flexibleWidth]; anchorRoot.addSubview(cell) }
        for cell in dslCells { cell.autoresizingMask = [.flexibleWidth]; dslRoot.addSubview(cell) }
        engineFeed(anchorCells, in: anchorRoot, width: widths.first)
        dslFirst.append(seconds(clock.measure { engineFeed(dslCells, in: dslRoot, width: widths.first) }))
        differing += mismatches(anchorCells, dslCells)
    }
    let perCell = { (values: [Double]) in median(values) * 1e6 / Double(size) }
    let (am, dm, df) = (perCell(anchorMake), perCell(dslMake), perCell(dslFirst))
    print(String(size), fmt(am), fmt(dm), fmt(dm / am) + "×", fmt(df),
          differing == 0 ? "identical" : "\(differing) differ", separator: "  ")
}

func fmt(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    return "\(rounded)"
}
