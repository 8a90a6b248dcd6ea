// cassowary-benchmarks: times our solver on the benchmark scenarios; see BENCHMARKS.md and
// Benchmarks/compare-kiwi, which runs the Kiwi driver with the same options side by side.

import ArgumentParser

#if canImport(Glibc)
    import Glibc
#endif

/// Writes to standard error (`stderr` itself is shared mutable state to Swift 6).
func printError(_ message: String) {
    var text = "cassowary-benchmarks: \(message)\n"
    text.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
}

struct Benchmarks: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cassowary-benchmarks",
        abstract: "Times the solver on the benchmark scenarios, one line per scenario and size.",
        discussion: """
            Each line: build ms, first resize ms, steady resize µs (median), add+remove µs, the checksums after the \
            build and after the first resize, the objective after the first resize, peak RSS. Scenarios: \
            \(allScenarios.map(\.name).joined(separator: ", ")). Sizes default to each scenario's own list.
            """)

    @Option(
        name: .customLong("scenario"), help: "Scenarios to run, comma-separated (default: all).",
        transform: Benchmarks.scenarios)
    var scenarios: [Scenario] = allScenarios

    @Option(help: "Sizes N, comma-separated (default: each scenario's own).", transform: Benchmarks.sizes)
    var sizes: [Int]?

    @Option(name: .customLong("repeat"), help: "Fresh solvers per case; medians are reported.")
    var repeats = 3

    @Flag(help: "One JSON object per line, as Benchmarks/compare-kiwi reads.")
    var json = false

    func validate() throws {
        guard repeats > 0 else { throw ValidationError("--repeat must be positive") }
    }

    func run() throws {
        for scenario in scenarios {
            for size in sizes ?? scenario.sizes {
                do {
                    let result = try measure(scenario, size: size, repeats: repeats)
                    print(json ? result.jsonLine : result.textLine)
                } catch {
                    printError("\(scenario.name) N=\(size): \(error)")
                    throw ExitCode.failure
                }
            }
        }
    }

    private static func scenarios(_ text: String) throws -> [Scenario] {
        try text.split(separator: ",").map { name in
            guard let scenario = allScenarios.first(where: { $0.name == name }) else {
                throw ValidationError("unknown scenario \(name)")
            }
            return scenario
        }
    }

    private static func sizes(_ text: String) throws -> [Int] {
        try text.split(separator: ",").map { text in
            guard let size = Int(text.filter { $0 != "_" }), size > 0 else { throw ValidationError("bad size \(text)") }
            return size
        }
    }
}

Benchmarks.main()
