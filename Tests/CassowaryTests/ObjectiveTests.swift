import Testing

@testable import Cassowary

/// The lexicographic objective's sign test, which decides whether a symbol may enter the basis.
@Suite struct ObjectiveTests {
    private func objective(costs: [(level: Double, cost: Double)]) -> (Objective, Symbol) {
        var objective = Objective()
        let symbol = Symbol(id: 1)
        for (level, cost) in costs { objective.add(symbol, cost, level: objective.levelIndex(for: level)) }
        return (objective, symbol)
    }

    @Test func theStrongestNonZeroLevelDecides() {
        #expect(objective(costs: [(1_000, -1), (1, 5)]).0.isNegative(Symbol(id: 1)))
        #expect(!objective(costs: [(1_000, 1), (1, -5)]).0.isNegative(Symbol(id: 1)))
    }

    /// Found with Kiwi's enaml form ×25: a cost that is 0 at the strong level read 1.05e-7 after thousands of
    /// pivots, which hid a real improvement at the level below and left a worse solution than Kiwi's.
    @Test func roundingDriftAtAHigherLevelDoesNotHideALowerOne() {
        let (drifted, symbol) = objective(costs: [(1_000_000, 1.05e-7), (100_000, -1)])
        #expect(drifted.isNegative(symbol))
        let (real, other) = objective(costs: [(1_000_000, 1e-3), (100_000, -1)])
        #expect(!real.isNegative(other))
    }
}
