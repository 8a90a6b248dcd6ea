import Cassowary

/// `indep`: independent rows, each pinned to the window's left, right and top, with a strong preferred height.
let indep = Scenario(name: "indep", sizes: [10, 100, 1_000, 10_000]) { system, count in
    for index in 0..<count {
        let view = system.view()
        system.add(view.left == Double(8 + index % 20))
        system.add(view.right == system.width - 8)
        system.add(view.top == Double(8 + index % 30))
        system.add(view.bottom <= system.height - 8)
        system.add(view.height == 44, .strong)
        system.add(view.height >= 0)
    }
}
