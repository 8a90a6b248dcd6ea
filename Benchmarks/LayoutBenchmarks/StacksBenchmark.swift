@_spi(Benchmarks) import Masonry

// Stack views at every distribution and alignment (issue 22 item 13): the first layout of a horizontal stack of N
// views with intrinsic sizes, then hiding one view, removing one, showing the hidden one again, hiding the first
// and hiding the last, each laid out again. Every distribution is measured with `.fill` alignment and with `.center`
// (which uses the alignment spanner); the other spanner alignments with `.fill` distribution. Per view, in µs and in
// solver work, with the growth from the smallest size to the largest: a linear stack keeps every column flat.
//
//   swift run -c release layout-benchmarks --suites stacks [--stacks-sizes 100,1000,10000] [--stacks-budget 20]
//       [--stacks-configurations equalCentering,fill/center] [--stacks-held-length 20]

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
        StackView.Distribution.allCases.flatMap { distribution in
            [StackView.Alignment.fill, .center].map {
                StackConfiguration(name: "\(distribution)/\($0)", distribution: distribution, alignment: $0)
            }
        }
        + StackView.Alignment.allCases.filter { $0 != .fill && $0 != .center }.map {
            StackConfiguration(name: "fill/\($0)", distribution: .fill, alignment: $0)
        }
}

/// The changes the suite makes to each stack, in order, each followed by a layout pass.
private enum StackStep: CaseIterable {
    case firstLayout, hideOne, removeOne, showAgain, hideFirst, hideLast

    var name: String {
        switch self {
        case .firstLayout: "first layout"
        case .hideOne: "hide one"
        case .removeOne: "remove one"
        case .showAgain: "show again"
        case .hideFirst: "hide first"
        case .hideLast: "hide last"
        }
    }

    /// Makes the change on a stack of `tiles` (`count` of them before any was removed).
    func change(_ tiles: [Tile], count: Int) {
        switch self {
        case .firstLayout: break
        case .hideOne: tiles[count / 2].isHidden = true
        case .removeOne: tiles[count / 3].removeFromSuperview()
        case .showAgain: tiles[count / 2].isHidden = false
        case .hideFirst: tiles[0].isHidden = true
        case .hideLast: tiles[count - 1].isHidden = true
        }
    }
}

/// One step of one stack: seconds, and the solver's work, exact and repeatable where the times are noisy: `merged`,
/// the cells substitutions merged (`solverSubstitutionWork`); `rewritten`, the cells of the rows they rewrote
/// (`solverRewriteWork`), which also weighs a short row merged into a long one.
private struct StepCost {
    var seconds: Double
    var merged: Double
    var rewritten: Double
}

/// Each step's cost for a stack of `count` tiles: the first layout, hiding the middle view, removing another,
/// showing the middle view again, then hiding the first view and the last. `heldLength`, when given, holds the
/// stack's width at that many points per view (the stack is otherwise free to take its views' length).
private func measureStack(_ configuration: StackConfiguration, count: Int, heldLength: Double?) -> [StepCost] {
    let root = View(frame: Rect(x: 0, y: 0, width: 375, height: 667))
    let tiles = (0..<count).map(Tile.init)
    let stack = StackView(arrangedSubviews: tiles)
    stack.distribution = configuration.distribution
    stack.alignment = configuration.alignment
    stack.spacing = 2
    root.addSubview(stack)
    stack.mas.makeConstraints { make in
        make.top.left.equalToSuperview()
        if let heldLength { make.width.equalTo(heldLength * Double(count)) }
    }
    return StackStep.allCases.map { step in
        let merged = root.solverSubstitutionWork, rewritten = root.solverRewriteWork
        let seconds = time {
            step.change(tiles, count: count)
            root.layoutIfNeeded()
        }
        return StepCost(
            seconds: seconds, merged: Double(root.solverSubstitutionWork - merged),
            rewritten: Double(root.solverRewriteWork - rewritten))
    }
}

/// Runs the stacks suite and prints its table, a line per configuration, size and step; a configuration whose first
/// layout takes more than `budget` seconds at one size is not measured at larger ones. `only` keeps the
/// configurations whose name contains one of its items; `heldLength` holds each stack's width at that many points
/// per view.
func runStacksBenchmark(sizes: [Int], repeats: Int, budget: Double, only: [String], heldLength: Double? = nil) {
    if let heldLength { print("each stack's width held at \(fmt(heldLength)) points per view") }
    print("configuration  views  step  µs/view  merged cells/view  rewritten cells/view")
    let configurations = StackConfiguration.all.filter { configuration in
        only.isEmpty || only.contains { configuration.name.contains($0) }
    }
    for configuration in configurations {
        var perView: [Int: [StepCost]] = [:]
        for size in sizes.sorted() {
            let runs = (0..<repeats).map { _ in measureStack(configuration, count: size, heldLength: heldLength) }
            let count = Double(size)
            // Times are the median of the runs; the counts are the same in every run.
            let costs = StackStep.allCases.indices.map { step in
                StepCost(
                    seconds: median(runs.map { $0[step].seconds }) * 1e6 / count,
                    merged: runs[0][step].merged / count, rewritten: runs[0][step].rewritten / count)
            }
            perView[size] = costs
            for (step, cost) in zip(StackStep.allCases, costs) {
                print(
                    configuration.name, String(size), step.name, fmt(cost.seconds), fmt(cost.merged),
                    fmt(cost.rewritten), separator: "  ")
            }
            if costs[0].seconds * count / 1e6 > budget {
                print(configuration.name, "over \(fmt(budget)) s: larger sizes skipped", separator: "  ")
                break
            }
        }
        let measured = perView.keys.sorted()
        guard let low = measured.first, let high = measured.last, low < high, let a = perView[low],
            let b = perView[high]
        else { continue }
        for (step, (a, b)) in zip(StackStep.allCases, zip(a, b)) {
            print(
                configuration.name,
                "growth per view \(low) → \(high), \(step.name): time \(ratio(b.seconds, a.seconds)), merged "
                    + "\(ratio(b.merged, a.merged)), rewritten \(ratio(b.rewritten, a.rewritten))",
                separator: "  ")
        }
    }
}

/// `b / a` as a growth factor, or "0 → b" when there was no work at the small size.
private func ratio(_ b: Double, _ a: Double) -> String {
    a > 0 ? fmt(b / a) + "×" : "\(fmt(a)) → \(fmt(b))"
}
