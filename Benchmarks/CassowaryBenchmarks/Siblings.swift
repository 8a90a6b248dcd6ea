import Cassowary

/// `siblings`: fixed-size views side by side, each `left == previous.right`, `width == 10`, `height == 10`, all
/// required: many constraints on one common parent, a case whose cost must grow linearly.
let siblings = Scenario(name: "siblings", sizes: [100, 2_000, 5_000, 100_000]) { system, count in
    var previous: View?
    for _ in 0..<count {
        let view = system.view()
        if let previous {
            system.add(view.left == previous.right)
        } else {
            system.add(view.left == 0)
        }
        system.add(view.top == 0)
        system.add(view.width == 10)
        system.add(view.height == 10)
        previous = view
    }
}

/// `column`: self-sizing rows stacked top to bottom (`top == previous.bottom + 8`), as wide as the window, each
/// height held at its content's by Auto Layout's pair of content-size preferences (compression resistance at 750,
/// hugging at 250): a long form, a settings screen, a chat transcript.
let column = Scenario(name: "column", sizes: [100, 1_000, 10_000]) { system, count in
    var previous: View?
    for index in 0..<count {
        let view = system.view()
        system.add(view.top == (previous.map { $0.bottom } ?? Expression(constant: 0)) + 8)
        system.add(view.left == 8)
        system.add(view.right == system.width - 8)
        let content = Double(20 + 17 * (index % 4))
        system.add(view.height >= content, Strength(level: 750))
        system.add(view.height <= content, Strength(level: 250))
        previous = view
    }
}
