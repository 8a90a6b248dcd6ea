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
    /// Candidates arrive mostly in rising id order, some out of it, and some again once popped: the entering symbol
    /// is always the highest id whose cost is negative.
    @Test func theEnteringCandidateIsTheHighestNegativeIdWhateverTheOrderCostsArriveIn() {
        var objective = Objective()
        let level = objective.levelIndex(for: 1)
        var negative = Set<Int32>()
        var popped: [Int32] = []
        func note(_ id: Int32, _ cost: Double) {
            objective.add(Symbol(id: id), cost, level: level)
            if objective.isNegative(Symbol(id: id)) { negative.insert(id) } else { negative.remove(id) }
        }
        func pop(_ count: Int) {
            for _ in 0..<count {
                guard let symbol = objective.popNegative() else { return }
                #expect(symbol.id == negative.max())
                negative.remove(symbol.id)
                popped.append(symbol.id)
            }
        }
        for id in [3, 5, 9, 12, 20] as [Int32] { note(id, -1) }
        note(7, -1) // below the last: out of rising order
        note(1, -2)
        note(9, 2) // no longer negative: skipped when its turn comes
        pop(2)
        note(15, -1)
        note(30, -1)
        note(4, -1)
        pop(100)
        #expect(popped == [20, 12, 30, 15, 7, 5, 4, 3, 1])
        #expect(objective.popNegative() == nil)
    }

    @Test func roundingDriftAtAHigherLevelDoesNotHideALowerOne() {
        let (drifted, symbol) = objective(costs: [(1_000_000, 1.05e-7), (100_000, -1)])
        #expect(drifted.isNegative(symbol))
        let (real, other) = objective(costs: [(1_000_000, 1e-3), (100_000, -1)])
        #expect(!real.isNegative(other))
    }
}

/// A symbol's costs at several levels, in whatever order the levels arrive, read strongest first.
@Suite struct SymbolCostsTests {
    @Test(arguments: [[1.0, 2, 3, 4, 5], [5, 4, 3, 2, 1], [3, 1, 5, 2, 4], [2, 4, 1, 5, 3]] as [[Double]])
    func costsReadStrongestFirstWhateverTheOrderTheyArriveIn(strengths: [Double]) {
        var objective = Objective()
        let symbol = Symbol(id: 1)
        for strength in strengths {
            objective.add(symbol, strength * 10, level: objective.levelIndex(for: strength))
        }
        let read = objective.allCosts().map(\.cost)
        #expect(read == [50, 40, 30, 20, 10])
        for strength in strengths {
            #expect(objective.coefficient(objective.levelIndex(for: strength), symbol) == strength * 10)
        }
    }
}
