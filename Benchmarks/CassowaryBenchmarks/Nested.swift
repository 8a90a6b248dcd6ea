import Cassowary

/// `nested`: each view inset by 8 on every side inside the previous one (the first inside the window), weakly
/// preferring a width of 100. The insets fix every size, so deep views get negative sizes; the weak widths only
/// add error terms.
let nested = Scenario(name: "nested", sizes: [10, 100, 1_000]) { system, count in
    var outer = (
        left: Expression(constant: 0), top: Expression(constant: 0),
        right: Expression(system.width), bottom: Expression(system.height)
    )
    for _ in 0..<count {
        let view = system.view()
        system.add(view.left == outer.left + 8)
        system.add(view.top == outer.top + 8)
        system.add(view.right == outer.right - 8)
        system.add(view.bottom == outer.bottom - 8)
        system.add(view.width == 100, .weak)
        outer = (Expression(view.left), Expression(view.top), view.right, view.bottom)
    }
}
