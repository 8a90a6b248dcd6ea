@_spi(Benchmarks) import Masonry

// Stack views at every distribution and alignment (issue 22 item 13): the first layout of a horizontal stack of N
// views with intrinsic sizes, then hiding one view and removing one, each laid out again. Every distribution is
// measured with `.fill` alignment and with `.center` (which uses the alignment spanner); the other spanner
// alignments with `.fill` distribution. Per view, in µs, with the growth from the smallest size to the largest: a
// linear stack keeps every column flat.
//
//   swift run -c release layout-benchmarks --suites stacks [--stacks-sizes 100,1000,10000] [--stacks-budget 20]
//       [--stacks-configurations equalCentering,fill/center]

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

/// Seconds for the first layout, hiding the middle view and removing another, for a stack of `count` tiles.
private func measureStack(_ configuration: StackConfiguration, count: Int) -> StackTimes {
    let root = View(frame: Rect(x: 0, y: 0, width: 375, height: 667))
    let tiles = (0..<count).map(Tile.init)
    let stack = StackView(arrangedSubviews: tiles)
    stack.distribution = configuration.distribution
    stack.alignment = configuration.alignment
    stack.spacing = 2
    root.addSubview(stack)
    stack.mas.makeConstraints { make in make.top.left.equalToSuperview() }
    let first = time { root.layoutIfNeeded() }
    let firstWork = root.solverSubstitutionWork, firstRewrite = root.solverRewriteWork
    let hide = time {
        tiles[count / 2].isHidden = true
        root.layoutIfNeeded()
    }
    let hideWork = root.solverSubstitutionWork - firstWork, hideRewrite = root.solverRewriteWork - firstRewrite
    let remove = time {
        tiles[count / 3].removeFromSuperview()
        root.layoutIfNeeded()
    }
    let removeWork = root.solverSubstitutionWork - firstWork - hideWork
    let removeRewrite = root.solverRewriteWork - firstRewrite - hideRewrite
    return StackTimes(
        first: first, hide: hide, remove: remove,
        work: StackWork(first: Double(firstWork), hide: Double(hideWork), remove: Double(removeWork)),
        rewritten: StackWork(first: Double(firstRewrite), hide: Double(hideRewrite), remove: Double(removeRewrite)))
}

/// One measurement, in seconds, with the solver's work for each step: exact and repeatable where the times are
/// noisy. `work` is the cells substitutions merged (`solverSubstitutionWork`); `rewritten` the cells of the rows
/// they rewrote (`solverRewriteWork`), which also weighs a short row merged into a long one.
private struct StackTimes {
    var first: Double
    var hide: Double
    var remove: Double
    var work: StackWork
    var rewritten: StackWork
}

/// The solver's work for each step.
private struct StackWork {
    var first: Double
    var hide: Double
    var remove: Double
}

/// Runs the stacks suite and prints its table; a configuration whose first layout takes more than `budget` seconds
/// at one size is not measured at larger ones. `only` keeps the configurations whose name contains one of its items.
func runStacksBenchmark(sizes: [Int], repeats: Int, budget: Double, only: [String]) {
    print(
        "configuration  views  first µs/view  hide one µs/view  remove one µs/view"
            + "  solver work/view: first  hide one  remove one  rewritten cells/view: first  hide one  remove one")
    let configurations = StackConfiguration.all.filter { configuration in
        only.isEmpty || only.contains { configuration.name.contains($0) }
    }
    for configuration in configurations {
        var perView: [Int: StackTimes] = [:]
        for size in sizes.sorted() {
            var runs: [StackTimes] = []
            for _ in 0..<repeats { runs.append(measureStack(configuration, count: size)) }
            let scale = 1e6 / Double(size)
            let count = Double(size)
            func divided(_ work: StackWork) -> StackWork {
                StackWork(first: work.first / count, hide: work.hide / count, remove: work.remove / count)
            }
            let work = divided(runs[0].work), rewritten = divided(runs[0].rewritten)
            let times = StackTimes(
                first: median(runs.map(\.first)) * scale, hide: median(runs.map(\.hide)) * scale,
                remove: median(runs.map(\.remove)) * scale, work: work, rewritten: rewritten)
            perView[size] = times
            print(
                configuration.name, String(size), fmt(times.first), fmt(times.hide), fmt(times.remove),
                fmt(work.first), fmt(work.hide), fmt(work.remove), fmt(rewritten.first), fmt(rewritten.hide),
                fmt(rewritten.remove), separator: "  ")
            if times.first * Double(size) / 1e6 > budget {
                print(configuration.name, "over \(fmt(budget)) s: larger sizes skipped", separator: "  ")
                break
            }
        }
        let measured = perView.keys.sorted()
        if let low = measured.first, let high = measured.last, low < high, let a = perView[low], let b = perView[high] {
            print(
                configuration.name,
                "growth per view \(low) → \(high): first layout \(fmt(b.first / a.first))×, "
                    + "hiding one \(fmt(b.hide / a.hide))×, removing one \(fmt(b.remove / a.remove))×; solver work "
                    + "per view: first \(ratio(b.work.first, a.work.first)), hiding one \(ratio(b.work.hide, a.work.hide)), "
                    + "removing one \(ratio(b.work.remove, a.work.remove)); rewritten cells per view: first "
                    + "\(ratio(b.rewritten.first, a.rewritten.first)), hiding one "
                    + "\(ratio(b.rewritten.hide, a.rewritten.hide)), removing one "
                    + "\(ratio(b.rewritten.remove, a.rewritten.remove))",
                separator: "  ")
        }
    }
}

/// `b / a` as a growth factor, or "0 → b" when there was no work at the small size.
private func ratio(_ b: Double, _ a: Double) -> String {
    a > 0 ? fmt(b / a) + "×" : "\(fmt(a)) → \(fmt(b))"
}
