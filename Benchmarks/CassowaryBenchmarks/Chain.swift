import Cassowary

/// `chain`: views left to right, all as wide as the first, the last one's right edge on the window's; every
/// view weakly prefers a width of 50.
let chain = Scenario(name: "chain", sizes: [10, 100, 1_000, 10_000]) { system, count in
    addChain(to: system, count: count, weakWidths: true)
}

/// `chainr`: the chain with required constraints only.
let chainr = Scenario(name: "chainr", sizes: [10, 100, 1_000, 10_000]) { system, count in
    addChain(to: system, count: count, weakWidths: false)
}

private func addChain(to system: LayoutSystem, count: Int, weakWidths: Bool) {
    var first: View?
    var previous: View?
    for _ in 0..<count {
        let view = system.view()
        if let first, let previous {
            system.add(view.left == previous.right)
            system.add(view.width == first.width)
        } else {
            system.add(view.left == 0)
            first = view
        }
        system.add(view.width >= 0)
        system.add(view.top == 0)
        system.add(view.height == system.height)
        if weakWidths {
            system.add(view.width == 50, .weak)
        }
        previous = view
    }
    if let last = previous {
        system.add(last.right == system.width)
    }
}
