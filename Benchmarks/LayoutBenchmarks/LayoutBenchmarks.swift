import ArgumentParser
@_spi(Benchmarks) import Masonry

/// The command line: which suites to run, at which sizes, how many times.
struct LayoutBenchmarks: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout-benchmarks",
        abstract: "Times the layout engine against hand-written layout and the bare solver (release builds only).")

    enum Suite: String, CaseIterable, ExpressibleByArgument {
        case feed, dsl, text, column, engine, vfl, stack, stacks, priorities, deep, nesting, cards, memory
    }

    @Option(
        help: "The suites to run, comma-separated (\(Suite.allCases.map(\.rawValue).joined(separator: ", "))).",
        transform: { try parseList($0, Suite.init(rawValue:)) })
    var suites: [Suite] = Suite.allCases

    @Option(
        help: "Cell counts for the feed, DSL, engine, cards and memory suites, comma-separated.",
        transform: { try parseList($0) { Int($0).flatMap { $0 > 0 ? $0 : nil } } })
    var sizes: [Int] = [100, 1_000, 10_000]

    @Option(
        help: "Label counts for the column suite, comma-separated.",
        transform: { try parseList($0) { Int($0).flatMap { $0 > 0 ? $0 : nil } } })
    var columnSizes: [Int] = [100, 1_000, 10_000]

    @Option(
        help: "Row counts for the stack suite, comma-separated (10,000 rows waits on the solver's chains).",
        transform: { try parseList($0) { Int($0).flatMap { $0 > 0 ? $0 : nil } } })
    var stackSizes: [Int] = [100, 1_000]

    @Option(
        help: "View counts for the stacks suite (every distribution and alignment), comma-separated.",
        transform: { try parseList($0) { Int($0).flatMap { $0 > 0 ? $0 : nil } } })
    var stacksSizes: [Int] = [100, 1_000, 10_000]

    @Option(
        help: "Statement counts for the priorities suite (each with its own priority), comma-separated.",
        transform: { try parseList($0) { Int($0).flatMap { $0 > 0 ? $0 : nil } } })
    var prioritiesSizes: [Int] = [1_000, 2_000, 4_000]

    @Option(
        help: "Only the stacks configurations whose name contains one of these, comma-separated (all by default).",
        transform: { try parseList($0) { $0.isEmpty ? nil : $0 } })
    var stacksConfigurations: [String] = []

    @Option(
        help: """
            Holds each stack's length in the stacks suite at this many points per view (a required width), rather \
            than leaving it free.
            """)
    var stacksHeldLength: Double?

    @Option(help: "Seconds a stacks configuration's first layout may take before larger sizes are skipped.")
    var stacksBudget: Double = 20

    @Option(help: "Seconds one column size may take before it is stopped and reported as too slow.")
    var columnTimeout: Double = 120

    @Option(
        help: """
            The feeds the memory suite makes: both (the heap each holds, compared), or only the measured or the plain \
            one, for reading the peak resident size (`/usr/bin/time -f %M`) at two sizes.
            """)
    var memoryFeeds: MemoryFeeds = .both

    @Option(name: .customLong("repeat"), help: "Runs per measurement; the median is reported.")
    var repeats: Int = 3

    @Option(help: "Paragraphs in the text suite's corpus.")
    var paragraphs: Int = 2_000

    @Flag(
        inversion: .prefixedNo,
        help:
            "Whether self-sized views of one shape in a tree share one measuring solver (off: one each, for comparing)."
    )
    var measuringTemplates = true

    @Flag(
        inversion: .prefixedNo,
        help: """
            Whether a measuring template measures a view by evaluating a compiled basis of its solver when that basis \
            stays feasible (off: every measurement moves the solver, for comparing).
            """)
    var basisEvaluation = true

    @Flag(help: .hidden) var child = false

    func validate() throws {
        guard paragraphs > 0 else { throw ValidationError("--paragraphs must be at least 1") }
        guard repeats > 0 else { throw ValidationError("--repeat must be at least 1") }
        guard columnTimeout > 0 else { throw ValidationError("--column-timeout must be positive") }
        guard stacksBudget > 0 else { throw ValidationError("--stacks-budget must be positive") }
        if let length = stacksHeldLength, !(length > 0 && length.isFinite) {
            throw ValidationError("--stacks-held-length must be a positive number")
        }
    }

    func run() throws {
        if child { // one column size in a child process, so a slow one can be stopped
            for size in columnSizes { printColumnRow(size: size, repeats: repeats) }
            return
        }
        MeasuringTemplates.$areEnabled.withValue(measuringTemplates) {
            MeasuringTemplates.$evaluatesBases.withValue(basisEvaluation) { runSuites() }
        }
    }

    /// Runs each suite asked for, in order.
    private func runSuites() {
        for suite in suites {
            switch suite {
            case .feed: runFeedBenchmark(sizes: sizes, repeats: repeats)
            case .dsl: runDSLBenchmark(sizes: sizes, repeats: repeats)
            case .text: runTextBenchmark(paragraphs: paragraphs, repeats: repeats)
            case .column: runColumnBenchmark(sizes: columnSizes, repeats: repeats, timeout: columnTimeout)
            case .engine: runEngineCostBenchmark(sizes: sizes, repeats: repeats)
            case .vfl: runVisualFormatBenchmark(repeats: repeats)
            case .stack: runStackBenchmark(sizes: stackSizes, repeats: repeats)
            case .stacks:
                runStacksBenchmark(
                    sizes: stacksSizes, repeats: repeats, budget: stacksBudget, only: stacksConfigurations,
                    heldLength: stacksHeldLength)
            case .priorities: runPrioritiesBenchmark(sizes: prioritiesSizes, repeats: repeats)
            case .deep: runDeepTreeBenchmark()
            case .cards: runCardColumnBenchmark(sizes: sizes, repeats: repeats)
            case .nesting: runLayoutFileNestingBenchmark()
            case .memory: runMemoryBenchmark(sizes: sizes, feeds: memoryFeeds)
            }
            print("")
        }
    }
}

/// Parses `a,b,c`, refusing any item that does not parse.
func parseList<T>(_ text: String, _ parse: (String) -> T?) throws -> [T] {
    try text.split(separator: ",").map { item in
        guard let value = parse(String(item)) else { throw ValidationError("'\(item)' is not a valid value") }
        return value
    }
}
