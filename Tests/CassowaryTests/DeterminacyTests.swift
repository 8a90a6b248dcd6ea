import Cassowary
import Testing

/// `Solver.determinacy()`: which variables no other optimal solution moves, read from the tableau without
/// changing anything.
@Suite struct DeterminacyTests {
    @Test func aVariableHeldByAnEqualityIsDetermined() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = try makeSolver(x == 10, y == x + 5)
        let determinacy = solver.determinacy()
        #expect(determinacy.isDetermined(x) && determinacy.isDetermined(y))
    }

    @Test func aVariableTheSolverHasNeverSeenIsUndetermined() throws {
        let solver = try makeSolver(Variable("x") == 10)
        #expect(!solver.determinacy().isDetermined(Variable("unseen")))
    }

    @Test func aVariableOnlyBoundedOnOneSideIsUndetermined() throws {
        let x = Variable("x")
        let solver = try makeSolver(x >= 0)
        #expect(!solver.determinacy().isDetermined(x))
    }

    @Test func twoInequalitiesThatMeetDetermineTheVariable() throws {
        let x = Variable("x")
        let solver = try makeSolver(x >= 0, x <= 0)
        #expect(solver.determinacy().isDetermined(x))
    }

    @Test func aWeakPreferenceDeterminesWhatNothingElseDoes() throws {
        let x = Variable("x"), width = Variable("width")
        let solver = try makeSolver(x >= 0, (x == 30) | .weak, width == 100)
        let determinacy = solver.determinacy()
        #expect(determinacy.isDetermined(x) && determinacy.isDetermined(width))
    }

    @Test func equalPullsOfOneStrengthLeaveTheSegmentBetweenThemUndetermined() throws {
        let x = Variable("x")
        let solver = try makeSolver((x >= 10) | .strong, (x <= 5) | .strong)
        #expect(!solver.determinacy().isDetermined(x))
        // A stronger pull on one side decides it.
        let decided = try makeSolver((x >= 10) | .strong, (x <= 5) | Strength(level: 1_000_000, weight: 2))
        #expect(decided.determinacy().isDetermined(x))
    }

    @Test func whatFollowsAnUndeterminedVariableIsUndetermined() throws {
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        let solver = try makeSolver(b == a + 8, c == 2 * b)
        let determinacy = solver.determinacy()
        #expect(!determinacy.isDetermined(a) && !determinacy.isDetermined(b) && !determinacy.isDetermined(c))
    }

    /// A column of N views, each `top == previous.bottom + 8` with a height: long enough that the solver keeps rows
    /// that name earlier rows instead of expanding them.
    @Test(arguments: [false, true])
    func aLongChainFollowsItsFirstLink(firstIsPlaced: Bool) throws {
        let count = 200
        let tops = (0..<count).map { Variable("top\($0)") }, heights = (0..<count).map { Variable("height\($0)") }
        let solver = Solver()
        for index in 0..<count {
            try solver.add((heights[index] == Double(10 + index % 7)) | .strong)
            try solver.add(heights[index] >= 0)
            if index > 0 { try solver.add(tops[index] == tops[index - 1] + heights[index - 1] + 8) }
        }
        if firstIsPlaced { try solver.add(tops[0] == 20) }
        let determinacy = solver.determinacy()
        #expect(tops.allSatisfy { determinacy.isDetermined($0) == firstIsPlaced })
        #expect(heights.allSatisfy { determinacy.isDetermined($0) })
    }

    @Test func askingChangesNoValue() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = try makeSolver(x >= 0, y == x + 10)
        solver.updateVariables()
        let before = (x.value, y.value), dump = solver.dump()
        for _ in 0..<5 { _ = solver.determinacy() }
        solver.updateVariables()
        #expect(x.value == before.0 && y.value == before.1)
        #expect(solver.dump() == dump)
    }

    /// On seeded random systems, the answer agrees with pushing each variable both ways with an edit below every
    /// strength (what a variable the constraints leave free follows).
    @Test(arguments: seeds)
    func agreesWithPushingEachVariable(seed: UInt64) throws {
        let (solver, workload) = Self.randomSystem(seed: seed)
        let determinacy = solver.determinacy()
        for variable in workload.variables where !solver.hasEditVariable(variable) {
            let movable = try canMove(variable, in: solver)
            #expect(
                determinacy.isDetermined(variable) == !movable,
                "seed \(seed): \(variable) \(movable ? "moves" : "stays") when pushed\n\(solver.dump())")
        }
    }

    /// Guards against a vacuous comparison: the random systems leave some variables free and fix others.
    @Test func theRandomSystemsHaveBothAnswers() {
        var answers: [Bool: Int] = [:]
        for seed in Self.seeds {
            let (solver, workload) = Self.randomSystem(seed: seed)
            let determinacy = solver.determinacy()
            for variable in workload.variables { answers[determinacy.isDetermined(variable), default: 0] += 1 }
        }
        #expect((answers[true] ?? 0) > 100 && (answers[false] ?? 0) > 100, "\(answers)")
    }

    private static let seeds: ClosedRange<UInt64> = 1...200

    /// A few random steps (constraints of every strength, edits, suggestions) on a new solver, solved.
    private static func randomSystem(seed: UInt64) -> (Solver, RandomWorkload) {
        let solver = Solver()
        var workload = RandomWorkload(seed: seed, variableCount: 2 + Int(seed % 5))
        for _ in 0..<(4 + Int(seed % 13)) { _ = workload.step(on: solver) }
        solver.updateVariables()
        return (solver, workload)
    }

    /// Whether an edit weaker than every strength moves `variable` when it asks for 100 more or 100 less.
    private func canMove(_ variable: Variable, in solver: Solver) throws -> Bool {
        solver.updateVariables()
        let start = variable.value
        try solver.addEditVariable(variable, strength: Strength(level: -1))
        defer { try? solver.removeEditVariable(variable) }
        for target in [start + 100, start - 100] {
            try solver.suggestValue(variable, target)
            solver.updateVariables()
            if abs(variable.value - start) > 1e-6 { return true }
        }
        return false
    }
}
