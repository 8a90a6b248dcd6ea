@_spi(Testing) @_spi(Benchmarks) import Cassowary
import Testing

/// The primal simplex's long step: one pivot carries an entering symbol past every breakpoint it can cross, so many
/// soft constraints on one shared length cost work in proportion to their number, and the optimum is still the
/// lexicographic one.
@Suite struct LongStepTests {
    /// One view's preference about the shared length: `h + offset (relation) length` at `level`, weighted.
    struct Preference {
        var offset: Double
        var relation: RelationalOperator
        var length: Double
        var level: Double
        var weight: Double

        /// How far the length `h` leaves the preference unmet.
        func violation(at h: Double) -> Double {
            let value = h + offset - length
            switch relation {
            case .equal: return abs(value)
            case .lessThanOrEqual: return max(0, value)
            case .greaterThanOrEqual: return max(0, -value)
            }
        }
    }

    /// The errors of `preferences` at `h`, summed per level, strongest level first.
    static func errors(_ preferences: [Preference], at h: Double) -> [Double] {
        let levels = Set(preferences.map(\.level)).sorted(by: >)
        return levels.map { level in
            preferences.filter { $0.level == level }.reduce(0) { $0 + $1.weight * $1.violation(at: h) }
        }
    }

    /// Whether `a` is lexicographically below `b` by more than rounding.
    static func isBelow(_ a: [Double], _ b: [Double]) -> Bool {
        for (x, y) in zip(a, b) where abs(x - y) > 1e-6 * max(1, abs(x), abs(y)) { return x < y }
        return false
    }

    /// The lexicographic optimum over `bounds`, found by trying every breakpoint (the errors are convex and
    /// piecewise linear in `h`, so one of them, or a bound, is optimal).
    static func bestErrors(_ preferences: [Preference], within bounds: ClosedRange<Double>) -> [Double] {
        let candidates = preferences.map { $0.length - $0.offset } + [bounds.lowerBound, bounds.upperBound]
        var best: [Double]? = nil
        for h in candidates where bounds.contains(h) {
            let errors = errors(preferences, at: h)
            if best.map({ isBelow(errors, $0) }) ?? true { best = errors }
        }
        return best ?? []
    }

    /// Builds `h(i) == h(0) + offset(i)` (a star, or a chain) with one preference on each `h(i)`, and required
    /// bounds on `h(0)`; returns the solver and `h(0)`.
    static func sharedLength(
        _ preferences: [Preference], chained: Bool, bounds: ClosedRange<Double>
    ) throws -> (Solver, Variable) {
        let solver = Solver()
        let h = preferences.indices.map { Variable("h\($0)") }
        try solver.add(h[0] >= bounds.lowerBound)
        try solver.add(h[0] <= bounds.upperBound)
        for i in h.indices.dropFirst() {
            let previous = chained ? i - 1 : 0
            let step = preferences[i].offset - preferences[previous].offset
            try solver.add(h[i] == h[previous] + step)
        }
        for (i, preference) in preferences.enumerated() {
            let strength = Strength(level: preference.level, weight: preference.weight)
            // h(i) + offset(0) − length(i) is h(0) + offset(i) − length(i).
            let expression = h[i] + (preferences[0].offset - preference.length)
            try solver.add(Constraint(expression, preference.relation, strength: strength))
        }
        solver.updateVariables()
        return (solver, h[0])
    }

    /// The solver's work per view for N views sharing one length, each with hugging (`<=` at 250) and compression
    /// resistance (`>=` at 750) toward its own length, as a stack's alignment makes.
    static func workPerView(views count: Int) throws -> Double {
        let solver = Solver()
        let h = (0..<count).map { Variable("h\($0)") }
        for i in 1..<count { try solver.add(h[i] == h[0]) }
        for i in 0..<count {
            let length = Double(12 + (i * 7_919) % 37)
            try solver.add((h[i] >= length) | Strength(level: 750))
            try solver.add((h[i] <= length) | Strength(level: 250))
        }
        solver.updateVariables()
        #expect(h.allSatisfy { isClose($0.value, 48) }, "the longest length wins at 750")
        return Double(solver.substitutionWork) / Double(count)
    }

    @Test func manyPreferencesOnOneSharedLengthCostWorkInProportionToTheirNumber() throws {
        let small = try Self.workPerView(views: 100)
        let large = try Self.workPerView(views: 2_000)
        #expect(large <= small * 1.2, "work per view \(small) at 100 views, \(large) at 2,000")
    }

    @Test(arguments: 1...40 as ClosedRange<UInt64>)
    func aSharedLengthSettlesOnTheLexicographicOptimum(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let count = random.int(in: 40...160)
        let levels: [Double] = [1, 250, 500, 750, 751]
        let relations: [RelationalOperator] = [.lessThanOrEqual, .greaterThanOrEqual, .equal]
        let preferences = (0..<count).map { _ in
            Preference(
                offset: Double(random.int(in: -20...20)), relation: random.pick(relations),
                length: Double(random.int(in: 0...60)), level: random.pick(levels),
                weight: Double(random.int(in: 1...3)))
        }
        let low = Double(random.int(in: -40...30))
        let bounds = low...(low + Double(random.int(in: 0...80)))
        let chained = random.oneIn(2)

        let (solver, h) = try Self.sharedLength(preferences, chained: chained, bounds: bounds)
        #expect(solver.checkInvariants().isEmpty, "\(solver.checkInvariants())")
        #expect(h.value >= bounds.lowerBound - 1e-6 && h.value <= bounds.upperBound + 1e-6)
        let solved = Self.errors(preferences, at: h.value)
        let best = Self.bestErrors(preferences, within: bounds)
        #expect(!Self.isBelow(best, solved), "seed \(seed): h = \(h.value), errors \(solved), best \(best)")
    }
}
