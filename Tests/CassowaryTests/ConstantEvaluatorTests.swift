@_spi(Testing) import Cassowary
import Testing

/// `constantEvaluator(for:reading:)` compiles the solved basis into a function of the constants: where that basis
/// stays feasible it answers exactly what the solver, moved to the same constants, answers; elsewhere it refuses and
/// writes nothing.
@Suite struct ConstantEvaluatorTests {
    /// A random system of `seed`: chains of required equalities (rows that name other rows), required bounds and
    /// gaps, and preferences of several strengths, over a few variables. Made afresh on each call, identical for one
    /// seed, so two solvers can hold the same system in the same order.
    private func system(seed: Int) -> (variables: [Variable], constraints: [Constraint]) {
        var random = SeededGenerator(seed: UInt64(seed))
        let count = random.int(in: 3...8)
        let variables = (0..<count).map { Variable("x\($0)") }
        var constraints: [Constraint] = [variables[0] == Double(random.int(in: 0...20))]
        for index in 1..<count {
            let previous = variables[index - 1], variable = variables[index]
            let gap = Double(random.int(in: 0...30))
            switch random.int(in: 0...2) {
            case 0: constraints.append(variable == previous + gap)
            case 1: constraints.append(variable >= previous + gap)
            default: constraints.append((variable == previous + gap) | .medium)
            }
        }
        for _ in 0..<random.int(in: 2...8) {
            let variable = random.pick(variables)
            let constant = Double(random.int(in: 0...200))
            let weak = Strength(level: 1, weight: Double(random.int(in: 1...900)))
            switch random.int(in: 0...4) {
            case 0: constraints.append(variable <= constant + 200)
            case 1: constraints.append((variable == constant) | weak)
            case 2: constraints.append((variable >= constant) | .strong)
            case 3: constraints.append((variable <= constant) | weak)
            default: constraints.append(variable >= random.pick(variables) + Double(random.int(in: 0...10)))
            }
        }
        return (variables, constraints)
    }

    /// The solver holding the system of `seed`, or `nil` when its constraints conflict.
    private func solved(seed: Int) -> (solver: Solver, variables: [Variable], constraints: [Constraint])? {
        let (variables, constraints) = system(seed: seed)
        guard let solver = try? makeSolver(constraints) else { return nil }
        _ = solver.value(of: variables[0])
        return (solver, variables, constraints)
    }

    @Test func whereItAnswersItGivesExactlyWhatTheMovedSolverGives() throws {
        var answered = 0, refused = 0
        for seed in 1...120 {
            guard let base = solved(seed: seed),
                let evaluator = base.solver.constantEvaluator(for: base.constraints, reading: base.variables)
            else { continue }
            #expect(evaluator.constantCount == base.constraints.count && evaluator.valueCount == base.variables.count)
            var random = SeededGenerator(seed: UInt64(seed) &* 7919)
            for _ in 0..<6 {
                var constants = base.constraints.map(\.expression.constant)
                for index in constants.indices where random.oneIn(3) {
                    constants[index] += Double(random.int(in: -40...40))
                }
                var values = Array(repeating: -1.0, count: base.variables.count)
                let answers = evaluator.evaluate(constants, into: &values)
                // The same system in a solver of its own, moved to the new constants from the base ones.
                guard let moved = solved(seed: seed) else { continue }
                let changes = zip(moved.constraints, constants).map { (constraint: $0, constant: $1) }
                let holds = (try? moved.solver.setConstants(changes)) != nil
                if answers {
                    answered += 1
                    #expect(holds, "seed \(seed): answered constants the solver refuses")
                    let expected = moved.variables.map { moved.solver.value(of: $0) ?? 0 }
                    #expect(values == expected, "seed \(seed)")
                } else {
                    refused += 1
                    #expect(values.allSatisfy { $0 == -1 }, "a refusal writes nothing")
                }
            }
        }
        // Both ways are met: most moves keep the basis, some leave it.
        #expect(answered > 100 && refused > 10, "\(answered) answered, \(refused) refused")
    }

    @Test func aBoundMovedPastTheSolvedValueIsRefused() throws {
        let x = Variable("x")
        let floor = x >= 10, preference = (x == 50) | .weak
        let solver = try makeSolver(floor, preference)
        let evaluator = try #require(solver.constantEvaluator(for: [floor, preference], reading: [x]))
        var values = [0.0]
        #expect(evaluator.evaluate([-30, -50], into: &values))
        #expect(values == [50])
        #expect(evaluator.evaluate([-10, -70], into: &values))
        #expect(values == [70])
        // A floor above the preferred value makes the floor's slack negative: the solver would pivot.
        values = [0]
        #expect(!evaluator.evaluate([-60, -50], into: &values))
        #expect(values == [0])
        try solver.setConstants([(floor, -60)])
        #expect(solver.value(of: x) == 60)
        // The solver's new basis, compiled, answers for its own constants and the evaluator made before is as it was.
        let moved = try #require(solver.constantEvaluator(for: [floor, preference], reading: [x]))
        #expect(moved.evaluate([-60, -50], into: &values) && values == [60])
        #expect(evaluator.evaluate([-10, -70], into: &values) && values == [70])
    }

    @Test func conflictingConstantsAreRefused() throws {
        let x = Variable("x")
        let ceiling = x <= 100, floor = x >= 10, preference = (x == 50) | .weak
        let solver = try makeSolver(ceiling, floor, preference)
        let evaluator = try #require(solver.constantEvaluator(for: [ceiling, floor, preference], reading: [x]))
        var values = [0.0]
        #expect(!evaluator.evaluate([-40, -60, -50], into: &values))
        #expect(values == [0])
        #expect(throws: SolverError.self) { try solver.setConstants([(ceiling, -40), (floor, -60)]) }
    }

    @Test func aChainOfEqualitiesIsReadThroughItsNamingRows() throws {
        // `top == previous.bottom + 8` down a column: rows that name the rows before them.
        let tops = (0..<40).map { Variable("top\($0)") }
        var constraints = [tops[0] == 0]
        for index in 1..<tops.count { constraints.append(tops[index] == tops[index - 1] + 8) }
        // Added as constants that will change: a link's marker spreads down the column, and a marker the solver
        // drops for spreading cannot be moved in place (nor compiled).
        let solver = Solver()
        for constraint in constraints { try solver.add(constraint, constantWillChange: true) }
        let evaluator = try #require(solver.constantEvaluator(for: constraints, reading: tops))
        var constants = constraints.map(\.expression.constant)
        constants[0] = -5
        constants[20] = -12
        var values = Array(repeating: 0.0, count: tops.count)
        #expect(evaluator.evaluate(constants, into: &values))
        try solver.setConstants(zip(constraints, constants).map { ($0, $1) })
        #expect(values == tops.map { solver.value(of: $0) ?? 0 })
        // 5 at the top, 8 a link but the twentieth, 12.
        let bottom: Double = 5 + 38 * 8 + 12
        #expect(values[39] == bottom)
    }

    @Test func aConstraintWhoseMarkerWasDroppedCompilesNothing() throws {
        let tops = (0..<40).map { Variable("top\($0)") }
        var constraints = [tops[0] == 0]
        for index in 1..<tops.count { constraints.append(tops[index] == tops[index - 1] + 8) }
        let solver = try makeSolver(constraints)
        _ = solver.value(of: tops[0])
        #expect(solver.droppedMarkerCount > 0)
        #expect(solver.constantEvaluator(for: constraints, reading: tops) == nil)
    }

    @Test func anUnknownOrRepeatedConstraintCompilesNothing() throws {
        let x = Variable("x")
        let floor = x >= 10
        let solver = try makeSolver(floor)
        #expect(solver.constantEvaluator(for: [floor, x <= 20], reading: [x]) == nil)
        #expect(solver.constantEvaluator(for: [floor, floor], reading: [x]) == nil)
        let evaluator = try #require(solver.constantEvaluator(for: [floor], reading: [x, Variable("unknown"), nil]))
        var values = [1.0, 1, 1]
        #expect(evaluator.evaluate([-12], into: &values))
        #expect(values == [12, 0, 0])
        #expect(!evaluator.evaluate([-12, 0], into: &values))
    }
}
