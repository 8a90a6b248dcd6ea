import Cassowary
import Testing

/// The classic Cassowary test problems (ClTests, cassowary.js, Kiwi's own tests) with the answers Kiwi gives.
@Suite struct ClassicProblemTests {
    let x = Variable("x"), y = Variable("y")

    @Test func equalityAloneLeavesBothVariablesAtZero() throws {
        let solver = try makeSolver(x == y)
        solver.updateVariables()
        expectValues([(x, 0), (y, 0)])
    }

    @Test func equalityBetweenTwoWeakStaysSettlesWhereKiwiDoes() throws {
        let solver = try makeSolver(stay(x, at: 167), stay(y, at: 2), x == y)
        solver.updateVariables()
        #expect(isClose(x.value, y.value))
        expectValues([(x, 2), (y, 2)])
    }

    @Test func unopposedWeakStaysHold() throws {
        let solver = try makeSolver(stay(x, at: 5), stay(y, at: 10))
        solver.updateVariables()
        expectValues([(x, 5), (y, 10)])
    }

    @Test func addingAndRemovingUpperBoundsMovesAWeaklyStayedVariable() throws {
        // ClTests addDelete1, the full sequence.
        let atMostTen = x <= 10, atMostTwenty = x <= 20, atMostTenAgain = x <= 10
        let solver = try makeSolver(stay(x, at: 100), atMostTen, atMostTwenty)

        func expectX(_ expected: Double, sourceLocation: SourceLocation = #_sourceLocation) {
            solver.updateVariables()
            expectValues([(x, expected)], sourceLocation: sourceLocation)
        }

        expectX(10)
        try solver.remove(atMostTen)
        expectX(20)
        try solver.remove(atMostTwenty)
        expectX(100)
        try solver.add(atMostTen)
        try solver.add(atMostTenAgain)
        expectX(10)
        try solver.remove(atMostTen)
        expectX(10)
        try solver.remove(atMostTenAgain)
        expectX(100)
    }

    @Test func addingAndRemovingConstraintsOnTwoStayedVariables() throws {
        // ClTests addDelete2.
        let atMostTen = x <= 10, atMostTwenty = x <= 20, doubled = 2 * x == y
        let solver = try makeSolver(stay(x, at: 100), (y == 120) | .strong, atMostTen, atMostTwenty)

        func expectXY(_ expectedX: Double, _ expectedY: Double, sourceLocation: SourceLocation = #_sourceLocation) {
            solver.updateVariables()
            expectValues([(x, expectedX), (y, expectedY)], sourceLocation: sourceLocation)
        }

        expectXY(10, 120)
        try solver.remove(atMostTen)
        expectXY(20, 120)
        try solver.add(doubled)
        expectXY(20, 40)
        try solver.remove(atMostTwenty)
        expectXY(60, 120)
        try solver.remove(doubled)
        expectXY(100, 120)
    }

    @Test func tiedWeakStaysResolveToKiwisVertex() throws {
        // ClTests casso1: either (7, 10) or (10, 13) is optimal; Kiwi picks (10, 13).
        let required = [x <= y, y == x + 3]
        let solver = try makeSolver(required + [stay(x, at: 10), stay(y, at: 10)])
        solver.updateVariables()
        expectHolding(required)
        #expect(isClose(x.value, 7) && isClose(y.value, 10) || isClose(x.value, 10) && isClose(y.value, 13))
        expectValues([(x, 10), (y, 13)])
    }

    @Test func aSatisfiableMediumInequalityDisturbsNothing() throws {
        // cassowary.js errorWeights.
        let z = Variable("z")
        let solver = try makeSolver((z == x) | .weak, stay(x, at: 20), (y == 200) | .strong)
        solver.updateVariables()
        expectValues([(x, 20), (y, 200), (z, 20)])

        try solver.add((z + 150 <= y) | .medium)
        solver.updateVariables()
        expectValues([(x, 20), (y, 200), (z, 20)])
    }

    @Test func requiredEqualityOverridesAWeakInequality() throws {
        // Kiwi SolvingWithStrength, first half.
        let solver = try makeSolver(x + y == 0, x == 10, (y >= 0) | .weak)
        solver.updateVariables()
        expectValues([(x, 10), (y, -10)])
    }

    @Test func strongEqualityOverridesAMediumInequality() throws {
        // Kiwi SolvingWithStrength, second half.
        let solver = try makeSolver(x + y == 0, (x >= 10) | .medium, (y == 2) | .strong)
        solver.updateVariables()
        expectValues([(x, -2), (y, 2)])
    }

    @Test func underDeterminedPaperExampleLandsOnKiwisVertex() throws {
        // kiwi-java / CassowarySwift testPaperExample: no objective, so the answer is the vertex Kiwi's pivots reach.
        let left = Variable("xl"), mid = Variable("xm"), right = Variable("xr")
        let required = [right <= 100, 2 * mid == left + right, left + 10 <= right, 0 <= left]
        let solver = try makeSolver(required)
        solver.updateVariables()
        expectHolding(required)
        expectValues([(left, 90), (mid, 95), (right, 100)])
    }

    @Test func weakEditOnAnObjectiveMaximizesALinearProgram() throws {
        // Kiwi SimplexTest.Maximization: suggesting a huge z maximizes z = -2x1 + 7x2 + 4x3.
        let x1 = Variable("x1"), x2 = Variable("x2"), x3 = Variable("x3"), z = Variable("z")
        let required = [
            x1 >= 0, x2 >= 0, x3 >= 0,
            2 * x1 - 5 * x2 <= 11,
            -x1 + 3 * x2 + x3 == 7,
            x1 - 8 * x2 + 4 * x3 >= 33,
            z == -2 * x1 + 7 * x2 + 4 * x3
        ]
        let solver = try makeSolver(required)
        try solver.addEditVariable(z, strength: .weak)
        try solver.suggestValue(z, 1_000_000)
        solver.updateVariables()
        expectHolding(required)
        expectValues([(x1, 13), (x2, 3), (x3, 11), (z, 39)])
    }

    @Test func documentedMidpointExample() throws {
        // The solver example of the documentation (Cassowary.docc).
        let left = Variable("left"), mid = Variable("mid"), right = Variable("right")
        let solver = try makeSolver(
            mid == (left + right) / 2, right == left + 10, right <= 100, left >= 0,
            (mid == 30) | .weak)
        try solver.addEditVariable(mid, strength: .strong)
        try solver.suggestValue(mid, 80)
        solver.updateVariables()
        expectValues([(left, 75), (mid, 80), (right, 85)])
    }
}
