/// One benchmark problem, built at a size N.
struct Scenario: Sendable {
    let name: String
    /// The sizes the benchmark issue lists.
    let sizes: [Int]
    /// Appends the scenario's variables and constraints for size N to the system.
    let build: @Sendable (_ system: LayoutSystem, _ size: Int) -> Void
}

/// Every scenario, in report order.
let allScenarios = [enaml, chain, chainr, indep, nested, grid, siblings, column]
