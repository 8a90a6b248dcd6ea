@_spi(Testing) import Masonry

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// The feed benchmark of issue 4: a feed of N cells laid out by the engine (each cell's content with anchors, the
// cell's height by self-sizing, cells placed one under another by frame, as UITableView does), next to the same
// feed laid out by hand with the same views and the same text measurer, the physical limit for this work.
// Both sides measure text with `TextMeasurer.layout`, the cached measurer labels use.

let widths = (first: 375.0, resized: 414.0)

/// Lays out a feed with the engine: self-size each cell at the width, stack them, let the engine place contents.
func engineFeed(_ cells: [FeedCell], in root: View, width: Double) {
    // The width first, as a table view is sized before its cells: the cells' flexible-width masks apply the moment
    // the root's size changes (UIKit's autoresizing), so cells sized for the new width must come after it.
    root.frame = Rect(x: 0, y: 0, width: width, height: root.frame.height)
    var y = 0.0
    for cell in cells {
        let height = cell.systemLayoutSizeFitting(
            Size(width: width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel
        ).height
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

/// Every frame of the two feeds, compared.
func mismatches(_ a: [FeedCell], _ b: [FeedCell]) -> Int {
    var count = 0
    for (x, y) in zip(a, b) {
        for (u, v) in zip([x] + x.subviews, [y] + y.subviews) where u.frame != v.frame { count += 1 }
    }
    return count
}

/// Whether the engine's root adopts the subtrees its measured cells' engines solved (islands, on by default);
/// `MASONRY_FEED_ISLANDS=off` turns them off, to measure the root solving every cell again.
let feedAdoptsMeasuredCells = getenv("MASONRY_FEED_ISLANDS").map { String(cString: $0) != "off" } ?? true

/// A feed laid out by the engine with anchors, ready for timing its passes.
func makeEngineFeed(size: Int) -> (cells: [FeedCell], root: View) {
    let cells = (0..<size).map { FeedCell(index: $0) }
    let root = View(frame: .zero)
    root.adoptsMeasuredSubtrees = feedAdoptsMeasuredCells
    for cell in cells {
        cell.constrain()
        cell.autoresizingMask = [.flexibleWidth]
        root.addSubview(cell)
    }
    return (cells, root)
}

func runFeedBenchmark(sizes: [Int], repeats: Int) {
    print("## feed: engine against hand-written layout (µs per cell, medians of \(repeats))")
    print("cells  engine first  hand first  ratio  engine resize  hand resize  ratio  frames")
    for size in sizes {
        var engineFirst: [Double] = [], handFirst: [Double] = [], engineResize: [Double] = [], handResize: [Double] = []
        var differing = 0
        for _ in 0..<repeats {
            var engineCells: [FeedCell] = [], handCells: [FeedCell] = []
            var engineRoot = View(frame: .zero)
            let handRoot = View(frame: .zero)
            engineFirst.append(
                time {
                    (engineCells, engineRoot) = makeEngineFeed(size: size)
                    engineFeed(engineCells, in: engineRoot, width: widths.first)
                })
            handFirst.append(
                time {
                    handCells = (0..<size).map { FeedCell(index: $0) }
                    for cell in handCells { handRoot.addSubview(cell) }
                    handFeed(handCells, in: handRoot, width: widths.first)
                })
            differing += mismatches(engineCells, handCells)
            engineResize.append(time { engineFeed(engineCells, in: engineRoot, width: widths.resized) })
            handResize.append(time { handFeed(handCells, in: handRoot, width: widths.resized) })
            differing += mismatches(engineCells, handCells)
        }
        let perCell = { (values: [Double]) in median(values) * 1e6 / Double(size) }
        let (ef, hf, er, hr) = (perCell(engineFirst), perCell(handFirst), perCell(engineResize), perCell(handResize))
        print(
            String(size), fmt(ef), fmt(hf), fmt(ef / hf) + "×", fmt(er), fmt(hr), fmt(er / hr) + "×",
            differing == 0 ? "identical" : "\(differing) differ", separator: "  ")
    }
}
