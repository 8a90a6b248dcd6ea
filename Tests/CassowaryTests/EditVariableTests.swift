import Cassowary
import Testing

/// Edit variables and suggested values, on the known problems of Kiwi, ClTests, kasuari and nucleic/kiwi #20.
@Suite struct EditVariableTests {
    @Test func aSuggestionAtMediumBeatsAWeakPreference() throws {
        // Kiwi SuggestingValuesForEditVariables, first half.
        let v = Variable("v")
        let solver = try makeSolver(stay(v, at: 1))
        try solver.addEditVariable(v, strength: .medium)
        try solver.suggestValue(v, 2)
        solver.updateVariables()
        expectValues([(v, 2)])
    }

    @Test func aSuggestionYieldsToARequiredBound() throws {
        // Kiwi SuggestingValuesForEditVariables, second half: the weak edit and the weak v >= 0 both lose to v <= -1.
        let u = Variable("u"), v = Variable("v")
        let solver = Solver()
        try solver.addEditVariable(v, strength: .weak)
        for constraint in [u + v == 0, v <= -1, (v >= 0) | .weak] { try solver.add(constraint) }
        try solver.suggestValue(v, 0)
        solver.updateVariables()
        expectValues([(v, -1), (u, 1)])
    }

    @Test func theLatestSuggestionWins() throws {
        let v = Variable("v")
        let solver = try makeSolver(stay(v, at: 0))
        try solver.addEditVariable(v, strength: .strong)
        for value in [10.0, -3, 42] { try solver.suggestValue(v, value) }
        solver.updateVariables()
        expectValues([(v, 42)])
    }

    @Test func severalEditVariablesMoveIndependently() throws {
        // ClTests multiedit, with Kiwi's semantics: removing an edit lets its weak stay pull the variable back.
        let x = Variable("x"), y = Variable("y"), w = Variable("w"), h = Variable("h")
        let solver = try makeSolver([x, y, w, h].map { stay($0, at: 0) })

        func expectXYWH(_ expected: [Double], sourceLocation: SourceLocation = #_sourceLocation) {
            solver.updateVariables()
            expectValues(Array(zip([x, y, w, h], expected)), sourceLocation: sourceLocation)
        }

        try solver.addEditVariable(x, strength: .strong)
        try solver.addEditVariable(y, strength: .strong)
        try solver.suggestValue(x, 10)
        try solver.suggestValue(y, 20)
        expectXYWH([10, 20, 0, 0])

        try solver.addEditVariable(w, strength: .strong)
        try solver.addEditVariable(h, strength: .strong)
        try solver.suggestValue(w, 30)
        try solver.suggestValue(h, 40)
        expectXYWH([10, 20, 30, 40])

        try solver.suggestValue(x, 50)
        try solver.suggestValue(y, 60)
        expectXYWH([50, 60, 30, 40])

        try solver.removeEditVariable(w)
        try solver.removeEditVariable(h)
        expectXYWH([50, 60, 0, 0])
    }

    @Test func anInfeasibleSuggestionIsRepairedByDualOptimization() throws {
        // Kiwi HandlingInfeasibleConstraints (the Cassowary paper's example): the last suggestion makes the
        // tableau infeasible, and the dual simplex must restore it.
        let xm = Variable("xm"), xl = Variable("xl"), xr = Variable("xr")
        let solver = Solver()
        try solver.addEditVariable(xm, strength: .strong)
        try solver.addEditVariable(xl, strength: .weak)
        try solver.addEditVariable(xr, strength: .weak)
        let required = [2 * xm == xl + xr, xl + 20 <= xr, xl >= -10, xr <= 100]
        for constraint in required { try solver.add(constraint) }

        for (variable, value) in [(xm, 40.0), (xr, 50), (xl, 30), (xm, 60), (xm, 90)] {
            try solver.suggestValue(variable, value)
        }
        solver.updateVariables()
        expectHolding(required)
        expectValues([(xl, 80), (xr, 100), (xm, 90)])
    }

    @Test func draggingOneCornerOfAQuadrilateralMovesOnlyItsMidpoints() throws {
        // kasuari's quadrilateral test: weak starting positions weighted 1, 2, 4, 8, required midpoints,
        // strong minimum spacings, and a 500 × 500 box.
        let points = (0..<4).map { (x: Variable("p\($0).x"), y: Variable("p\($0).y")) }
        let midpoints = (0..<4).map { (x: Variable("m\($0).x"), y: Variable("m\($0).y")) }
        let starts: [(Double, Double)] = [(10, 10), (10, 200), (200, 200), (200, 10)]
        let solver = Solver()

        for (index, point) in points.enumerated() {
            let strength = Strength(level: Strength.weak.level, weight: Double(1 << index))
            try solver.add((point.x == starts[index].0) | strength)
            try solver.add((point.y == starts[index].1) | strength)
        }
        for index in 0..<4 {
            let from = points[index], to = points[(index + 1) % 4]
            try solver.add(midpoints[index].x == (from.x + to.x) / 2)
            try solver.add(midpoints[index].y == (from.y + to.y) / 2)
        }
        let spacings = [
            points[0].x + 20 <= points[2].x, points[0].x + 20 <= points[3].x,
            points[1].x + 20 <= points[2].x, points[1].x + 20 <= points[3].x,
            points[0].y + 20 <= points[1].y, points[0].y + 20 <= points[2].y,
            points[3].y + 20 <= points[1].y, points[3].y + 20 <= points[2].y
        ]
        for spacing in spacings { try solver.add(spacing | .strong) }
        for point in points {
            for coordinate in [point.x, point.y] {
                try solver.add(coordinate >= 0)
                try solver.add(coordinate <= 500)
            }
        }

        func expectPoints(
            _ expected: [(Double, Double)], _ actual: [(x: Variable, y: Variable)],
            sourceLocation: SourceLocation = #_sourceLocation
        ) {
            for (point, value) in zip(actual, expected) {
                expectValues([(point.x, value.0), (point.y, value.1)], sourceLocation: sourceLocation)
            }
        }

        solver.updateVariables()
        expectPoints([(10, 105), (105, 200), (200, 105), (105, 10)], midpoints)

        try solver.addEditVariable(points[2].x, strength: .strong)
        try solver.addEditVariable(points[2].y, strength: .strong)
        try solver.suggestValue(points[2].x, 300)
        try solver.suggestValue(points[2].y, 400)
        solver.updateVariables()
        expectPoints([(10, 10), (10, 200), (300, 400), (200, 10)], points)
        expectPoints([(10, 105), (155, 300), (250, 205), (105, 10)], midpoints)
    }

    /// The paper example's required constraints, added in `order`, then a strong edit on xm and a series of
    /// suggestions; the values after each call must be `expected` (the constraints, then the edit, then each
    /// suggestion of 70, 0, 100, 50, 120, -10).
    func expectMidpointEdits(
        order: [Int], expected: [(Double, Double, Double)],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let xl = Variable("xl"), xm = Variable("xm"), xr = Variable("xr")
        let required = [xr <= 100, 2 * xm == xl + xr, xl + 10 <= xr, 0 <= xl]
        let solver = try makeSolver(order.map { required[$0] })
        var actual: [(Double, Double, Double)] = []
        func record() {
            solver.updateVariables()
            expectHolding(required, sourceLocation: sourceLocation)
            actual.append((xl.value, xm.value, xr.value))
        }

        record()
        try solver.addEditVariable(xm, strength: .strong)
        record()
        for value in [70.0, 0, 100, 50, 120, -10] {
            try solver.suggestValue(xm, value)
            record()
        }
        #expect(actual.count == expected.count, sourceLocation: sourceLocation)
        for (step, (got, want)) in zip(actual, expected).enumerated() {
            #expect(
                isClose(got.0, want.0) && isClose(got.1, want.1) && isClose(got.2, want.2),
                "step \(step): got \(got), expected \(want)", sourceLocation: sourceLocation)
        }
    }

    @Test func editingTheMidpointOfThePaperExampleFollowsKiwi() throws {
        // The nucleic/kiwi #20 reproduction, with the constraints in the order
        // 2xm == xl + xr, xl + 10 <= xr, xr <= 100, xl >= 0: every answer, including the pivot-dependent
        // ones (after 70 and after 50), as Kiwi gives it.
        try expectMidpointEdits(
            order: [1, 2, 0, 3],
            expected: [
                (90, 95, 100), (0, 5, 10), (40, 70, 100), (0, 5, 10), (90, 95, 100), (0, 50, 100), (90, 95, 100),
                (0, 5, 10)
            ])
    }

    @Test func editingTheMidpointAfterAnotherConstraintOrderAlsoFollowsKiwi() throws {
        // The same problem with the constraints in the order xr <= 100, 2xm == xl + xr, xl + 10 <= xr,
        // xl >= 0: Kiwi (1.5.1, checked here) then answers (45, 50, 55) to the suggestion of 50.
        try expectMidpointEdits(
            order: [0, 1, 2, 3],
            expected: [
                (90, 95, 100), (0, 5, 10), (40, 70, 100), (0, 5, 10), (90, 95, 100), (45, 50, 55), (90, 95, 100),
                (0, 5, 10)
            ])
    }
}
