// cassowary-differential: writes seeded random small systems and our solver's results, one JSON object per line,
// for Scripts/kiwi-differential to replay in Kiwi and compare.
//
//   cassowary-differential [--seed S] [--count N] [--start I] [--unsolved]
//
// --unsolved writes the systems without solving them (no "results" or "checks"): how the check script gets the
// operations of a system that crashed our solver.
//
// System I depends only on (S, I), never on N or on how our solver answers, so `--start I --count 1` regenerates
// one system alone, and a fix to the solver does not change which systems a seed names.
//
// One line:
//   {"index":I,"seed":S,"variables":n,
//    "ops":[{"op":"add","id":k,"terms":[[var,coef],...],"constant":c,"relation":"<=","strength":"weak","weight":2},
//           {"op":"remove","id":k}, {"op":"edit","var":v,"strength":"strong","weight":1},
//           {"op":"suggest","var":v,"value":x}, {"op":"strength","id":k,"strength":"medium","weight":2},
//           {"op":"check"}],
//    "results":["ok" or an error kind, one per op],
//    "checks":[[value of each variable], one per "check" op]}
// A constraint is `Σ coef·var + constant  relation  0`.

import ArgumentParser
import Cassowary

#if canImport(Glibc)
    import Glibc // exit, fflush
#elseif canImport(Darwin)
    import Darwin
#endif

// MARK: Random numbers

/// SplitMix64: tiny, and the same sequence on every platform (unlike the standard library's generators).
struct SplitMix64 {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<n` (the modulo bias is irrelevant here; determinism is what matters).
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }

    mutating func int(in range: ClosedRange<Int>) -> Int { range.lowerBound + below(range.count) }

    mutating func chance(_ probability: Double) -> Bool { Double(next() >> 11) / 9_007_199_254_740_992 < probability }

    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}

// MARK: Systems

enum Level: String {
    case required, strong, medium, weak

    func strength(weight: Double) -> Strength {
        switch self {
        case .required: .required
        case .strong: Strength(level: Strength.strong.level, weight: weight)
        case .medium: Strength(level: Strength.medium.level, weight: weight)
        case .weak: Strength(level: Strength.weak.level, weight: weight)
        }
    }
}

struct LinearConstraint {
    var terms: [(variable: Int, coefficient: Double)]
    var constant: Double
    var relation: RelationalOperator
    var level: Level
    var weight: Double
}

enum Operation {
    case add(id: Int, LinearConstraint)
    case remove(id: Int)
    case edit(variable: Int, level: Level, weight: Double)
    case suggest(variable: Int, value: Double)
    /// Change an optional constraint's strength in place (`Solver.setStrength`).
    case strength(id: Int, level: Level, weight: Double)
    /// Read every variable's value.
    case check
}

enum OperationKind { case add, remove, edit, suggest }

struct System {
    let variableCount: Int
    let operations: [Operation]
}

let coefficients: [Double] = [-3, -2, -1.5, -1, -0.5, 0.5, 1, 1.5, 2, 3]

func randomConstraint(_ rng: inout SplitMix64, variableCount: Int) -> LinearConstraint {
    var pool = Array(0..<variableCount)
    var terms: [(variable: Int, coefficient: Double)] = []
    for _ in 0..<min(rng.int(in: 1...3), variableCount) {
        let variable = pool.remove(at: rng.below(pool.count))
        terms.append((variable, rng.pick(coefficients)))
    }
    let relation = rng.pick([RelationalOperator.equal, .lessThanOrEqual, .greaterThanOrEqual])
    let level: Level = rng.chance(0.6) ? .required : rng.pick([.strong, .medium, .weak])
    return LinearConstraint(
        terms: terms, constant: Double(rng.int(in: -20...20)), relation: relation,
        level: level, weight: level == .required ? 1 : Double(rng.int(in: 1...3)))
}

/// A random system. The draws never look at a solver, so the system is the same whatever any solver answers;
/// a removal may therefore name a constraint that was rejected (both solvers must then say it is unknown).
func randomSystem(_ rng: inout SplitMix64) -> System {
    let variableCount = rng.int(in: 2...8)
    var operations: [Operation] = []
    var live: [Int] = [] // ids added and not yet removed
    var nextID = 0
    var editVariables: [Int] = []
    var suggestPositions: [Int] = []

    for _ in 0..<rng.int(in: 4...20) {
        let free = (0..<variableCount).filter { !editVariables.contains($0) }
        // Relative odds of each kind of operation, among those possible now.
        var odds: [(kind: OperationKind, odds: Int)] = [(.add, 50)]
        if !live.isEmpty { odds.append((.remove, 7)) }
        if !free.isEmpty { odds.append((.edit, 13)) }
        if !editVariables.isEmpty { odds.append((.suggest, 30)) }
        var roll = rng.below(odds.reduce(0) { $0 + $1.odds })
        let kind = odds.first {
            roll -= $0.odds; return roll < 0
        }!.kind

        switch kind {
        case .add:
            operations.append(.add(id: nextID, randomConstraint(&rng, variableCount: variableCount)))
            live.append(nextID)
            nextID += 1
        case .remove:
            operations.append(.remove(id: live.remove(at: rng.below(live.count))))
        case .edit:
            let variable = rng.pick(free)
            editVariables.append(variable)
            operations.append(
                .edit(
                    variable: variable, level: rng.pick([.strong, .medium, .weak]),
                    weight: Double(rng.int(in: 1...3))))
        case .suggest:
            suggestPositions.append(operations.count)
            operations.append(.suggest(variable: rng.pick(editVariables), value: Double(rng.int(in: -100...100)) / 2))
        }
    }

    // One or two intermediate checkpoints, each right after a suggestion, then the final one.
    var checkAfter: Set<Int> = []
    if !suggestPositions.isEmpty {
        for _ in 0..<rng.int(in: 1...2) { checkAfter.insert(rng.pick(suggestPositions)) }
    }
    var withChecks: [Operation] = []
    for (position, operation) in operations.enumerated() {
        withChecks.append(operation)
        if checkAfter.contains(position) && position != operations.count - 1 { withChecks.append(.check) }
    }
    withChecks.append(.check)
    return System(variableCount: variableCount, operations: withStrengthChanges(withChecks, &rng))
}

/// `operations` with strength changes of live optional constraints after some of the other operations. Drawn after
/// everything else, so the rest of the system is what it was before strength changes were drawn.
func withStrengthChanges(_ operations: [Operation], _ rng: inout SplitMix64) -> [Operation] {
    var result: [Operation] = []
    var optional: [Int] = [] // optional constraints added and not yet removed (an optional add never fails)
    for operation in operations {
        switch operation {
        case .add(let id, let constraint) where constraint.level != .required: optional.append(id)
        case .remove(let id): optional.removeAll { $0 == id }
        default: break
        }
        if case .check = operation, !optional.isEmpty, rng.chance(0.5) {
            let level = rng.pick([Level.strong, .medium, .weak])
            result.append(.strength(id: rng.pick(optional), level: level, weight: Double(rng.int(in: 1...3))))
        }
        result.append(operation)
    }
    return result
}

// MARK: Solving

func errorKind(_ error: SolverError) -> String {
    switch error {
    case .duplicateConstraint: "duplicateConstraint"
    case .unsatisfiableConstraint: "unsatisfiableConstraint"
    case .unknownConstraint: "unknownConstraint"
    case .duplicateEditVariable: "duplicateEditVariable"
    case .unknownEditVariable: "unknownEditVariable"
    case .badRequiredStrength: "badRequiredStrength"
    case .requiredStrengthChange: "requiredStrengthChange"
    case .sharedConstraint: "sharedConstraint"
    case .invalidValue: "invalidValue"
    }
}

/// Runs the system on a fresh solver: each operation's outcome ("ok" or an error kind), and the values at each check.
func solve(_ system: System) -> (results: [String], checks: [[Double]]) {
    let solver = Solver()
    let variables = (0..<system.variableCount).map { Variable("x\($0)") }
    var constraints: [Int: Constraint] = [:]
    var results: [String] = []
    var checks: [[Double]] = []

    for operation in system.operations {
        do throws(SolverError) {
            switch operation {
            case .add(let id, let spec):
                var expression = Expression(constant: spec.constant)
                for term in spec.terms { expression.terms.append(Term(variables[term.variable], term.coefficient)) }
                let constraint = Constraint(
                    expression, spec.relation, strength: spec.level.strength(weight: spec.weight))
                constraints[id] = constraint
                try solver.add(constraint)
            case .remove(let id):
                try solver.remove(constraints[id]!)
            case .edit(let variable, let level, let weight):
                try solver.addEditVariable(variables[variable], strength: level.strength(weight: weight))
            case .suggest(let variable, let value):
                try solver.suggestValue(variables[variable], value)
            case .strength(let id, let level, let weight):
                try solver.setStrength(level.strength(weight: weight), of: constraints[id]!)
            case .check:
                solver.updateVariables()
                checks.append(variables.map(\.value))
            }
            results.append("ok")
        } catch {
            results.append(errorKind(error))
        }
    }
    return (results, checks)
}

// MARK: JSON

/// A JSON number; Python's json module reads the non-standard NaN / Infinity, which a broken solver might produce.
func json(_ value: Double) -> String {
    if value.isNaN { return "NaN" }
    if value.isInfinite { return value > 0 ? "Infinity" : "-Infinity" }
    if value == value.rounded() && abs(value) < 1e15 { return String(Int(value)) }
    return "\(value)" // the shortest text that reads back as the same Double
}

func json(_ operation: Operation) -> String {
    switch operation {
    case .add(let id, let c):
        let terms = c.terms.map { "[\($0.variable),\(json($0.coefficient))]" }.joined(separator: ",")
        return "{\"op\":\"add\",\"id\":\(id),\"terms\":[\(terms)],\"constant\":\(json(c.constant)),"
            + "\"relation\":\"\(c.relation)\",\"strength\":\"\(c.level.rawValue)\",\"weight\":\(json(c.weight))}"
    case .remove(let id):
        return "{\"op\":\"remove\",\"id\":\(id)}"
    case .edit(let variable, let level, let weight):
        return "{\"op\":\"edit\",\"var\":\(variable),\"strength\":\"\(level.rawValue)\",\"weight\":\(json(weight))}"
    case .suggest(let variable, let value):
        return "{\"op\":\"suggest\",\"var\":\(variable),\"value\":\(json(value))}"
    case .strength(let id, let level, let weight):
        return "{\"op\":\"strength\",\"id\":\(id),\"strength\":\"\(level.rawValue)\",\"weight\":\(json(weight))}"
    case .check:
        return "{\"op\":\"check\"}"
    }
}

// MARK: Command line

struct Differential: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cassowary-differential",
        abstract: "Writes seeded random systems and our solver's results, one JSON object per line.")

    @Option(help: "The seed that names the systems.")
    var seed: UInt64 = 1

    @Option(help: "How many systems to write.")
    var count = 300

    @Option(help: "The index of the first system.")
    var start = 0

    @Flag(help: "Write the systems without solving them.")
    var unsolved = false

    func validate() throws {
        guard count >= 0 else { throw ValidationError("--count must not be negative") }
        guard start >= 0 else { throw ValidationError("--start must not be negative") }
    }

    func run() {
        for index in start..<(start + count) {
            // Each system gets its own generator, derived from (seed, index).
            var mixer = SplitMix64(state: seed &+ UInt64(index) &* 0xD1B5_4A32_D192_ED03)
            var rng = SplitMix64(state: mixer.next())
            let system = randomSystem(&rng)
            let ops = system.operations.map(json).joined(separator: ",")
            var line = "{\"index\":\(index),\"seed\":\(seed),\"variables\":\(system.variableCount),\"ops\":[\(ops)]"
            if !unsolved {
                let (results, checks) = solve(system)
                let resultList = results.map { "\"\($0)\"" }.joined(separator: ",")
                let checkList = checks.map { "[" + $0.map(json).joined(separator: ",") + "]" }.joined(separator: ",")
                line += ",\"results\":[\(resultList)],\"checks\":[\(checkList)]"
            }
            print(line + "}")
            fflush(nil) // every stream, so that a crash of our solver still leaves every finished system on the pipe
        }
    }
}

Differential.main()
