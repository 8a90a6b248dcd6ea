import Masonry

// Many priority levels (issue 22 item 14): N constraints with distinct priorities on one view, and a chain of N views
// each held by its own priority against the same chain with one shared priority. Each distinct priority is a level
// of the solver's lexicographic objective, so this measures what a level costs.
//
//   swift run -c release layout-benchmarks --suites priorities [--priorities-sizes 1000,2000,4000,8000]

/// The priority of the `index`th of `count` statements, all distinct, in (1, 999).
private func distinctPriority(_ index: Int, of count: Int) -> LayoutPriority {
    LayoutPriority(Float(1 + 997 * Double(index + 1) / Double(count + 1)))
}

/// Seconds to lay out one view with `count` width statements `width >= i @pᵢ`, each priority distinct.
private func statementsOnOneView(_ count: Int) -> Double {
    let root = View(frame: Rect(x: 0, y: 0, width: 375, height: 667))
    let view = View(name: "view")
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    view.leftAnchor.constraint(equalTo: root.leftAnchor).isActive = true
    view.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
    view.heightAnchor.constraint(equalToConstant: 10).isActive = true
    for index in 0..<count {
        let constraint = view.widthAnchor.constraint(equalToConstant: Double(index % 300))
        constraint.priority = distinctPriority(index, of: count)
        constraint.isActive = true
    }
    return time { root.layoutIfNeeded() }
}

/// Seconds to lay out a row of `count` views, each after the previous and `width == 20` at its own priority
/// (`distinct`) or at one shared priority.
private func chain(_ count: Int, distinct: Bool) -> Double {
    let root = View(frame: Rect(x: 0, y: 0, width: 375, height: 667))
    var previous: View?
    for index in 0..<count {
        let view = View(name: "v\(index)")
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        view.leftAnchor.constraint(equalTo: previous?.rightAnchor ?? root.leftAnchor, constant: 1).isActive = true
        view.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        view.heightAnchor.constraint(equalToConstant: 10).isActive = true
        let width = view.widthAnchor.constraint(equalToConstant: 20)
        width.priority = distinct ? distinctPriority(index, of: count) : 500
        width.isActive = true
        previous = view
    }
    return time { root.layoutIfNeeded() }
}

/// Runs the priorities suite and prints its table.
func runPrioritiesBenchmark(sizes: [Int], repeats: Int) {
    print("statements  one view ms  µs/statement  chain distinct ms  chain shared ms  ratio")
    var perStatement: [Int: Double] = [:]
    for size in sizes.sorted() {
        let one = median((0..<repeats).map { _ in statementsOnOneView(size) })
        let distinct = median((0..<repeats).map { _ in chain(size, distinct: true) })
        let shared = median((0..<repeats).map { _ in chain(size, distinct: false) })
        perStatement[size] = one * 1e6 / Double(size)
        print(
            String(size), fmt(one * 1e3), fmt(one * 1e6 / Double(size)), fmt(distinct * 1e3), fmt(shared * 1e3),
            fmt(distinct / shared) + "×", separator: "  ")
    }
    let measured = perStatement.keys.sorted()
    if let low = measured.first, let high = measured.last, low < high, let a = perStatement[low],
        let b = perStatement[high]
    {
        print("growth of the cost per statement, \(low) → \(high): \(fmt(b / a))×")
    }
}
