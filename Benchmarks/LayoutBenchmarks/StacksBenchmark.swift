import Masonry

// Stack views at every distribution and alignment (issue 22 item 13): the first layout of a horizontal stack of N
// views with intrinsic sizes, then hiding one view and removing one, each laid out again. Per view, in µs, with the
// growth from the smallest size to the largest: a linear stack keeps the first layout's cost per view flat and the
// cost of hiding or removing one view roughly constant in total.
//
//   swift run -c release layout-benchmarks --suites stacks [--stacks-sizes 100,1000,10000] [--stacks-budget 20]

/// A view with a fixed intrinsic size (an icon, a button).
private final class Tile: View {
    let size: Size
    init(_ index: Int) {
        size = Size(width: Double(10 + index % 7), height: Double(12 + index % 5))
        super.init(name: "tile\(index)")
    }
    override var intrinsicContentSize: Size { size }
}

/// One configuration the suite measures.
private struct StackConfiguration {
    let name: String
    let distribution: StackView.Distribution
    let alignment: StackView.Alignment

    static let all: [StackConfiguration] =
        StackView.Distribution.allCases.map { StackConfiguration(name: "\($0)", distribution: $0, alignment: .fill) }
        + StackView.Alignment.allCases.filter { $0 != .fill }.map {
            StackConfiguration(name: "fill, \($0)", distribution: .fill, alignment: $0)
        }
}

/// Seconds for the first layout, hiding the middle view and removing another, for a stack of `count` tiles.
private func measureStack(_ configuration: StackConfiguration, count: Int) -> (
    first: Double, hide: Double, remove: Double
) {
    let root = View(frame: Rect(x: 0, y: 0, width: 375, height: 667))
    let tiles = (0..<count).map(Tile.init)
    let stack = StackView(arrangedSubviews: tiles)
    stack.distribution = configuration.distribution
    stack.alignment = configuration.alignment
    stack.spacing = 2
    root.addSubview(stack)
    stack.mas.makeConstraints { make in make.top.left.equalToSuperview() }
    let first = time { root.layoutIfNeeded() }
    let hide = time {
        tiles[count / 2].isHidden = true
        root.layoutIfNeeded()
    }
    let remove = time {
        tiles[count / 3].removeFromSuperview()
        root.layoutIfNeeded()
    }
    return (first, hide, remove)
}

/// Runs the stacks suite and prints its table; a configuration whose first layout takes more than `budget` seconds
/// at one size is not measured at larger ones.
func runStacksBenchmark(sizes: [Int], repeats: Int, budget: Double) {
    print("configuration  views  first µs/view  hide one ms  remove one ms")
    for configuration in StackConfiguration.all {
        var firstPerView: [Int: Double] = [:]
        var hides: [Int: Double] = [:]
        for size in sizes.sorted() {
            var runs: [(first: Double, hide: Double, remove: Double)] = []
            for _ in 0..<repeats { runs.append(measureStack(configuration, count: size)) }
            let first = median(runs.map(\.first)), hide = median(runs.map(\.hide))
            let remove = median(runs.map(\.remove))
            firstPerView[size] = first * 1e6 / Double(size)
            hides[size] = hide
            print(
                configuration.name, String(size), fmt(first * 1e6 / Double(size)), fmt(hide * 1e3), fmt(remove * 1e3),
                separator: "  ")
            if first > budget {
                print(configuration.name, "over \(fmt(budget)) s: larger sizes skipped", separator: "  ")
                break
            }
        }
        let measured = firstPerView.keys.sorted()
        if let low = measured.first, let high = measured.last, low < high, let a = firstPerView[low],
            let b = firstPerView[high], let hideLow = hides[low], let hideHigh = hides[high]
        {
            print(
                configuration.name,
                "growth \(low) → \(high): first layout per view \(fmt(b / a))×, hiding one \(fmt(hideHigh / hideLow))×",
                separator: "  ")
        }
    }
}
