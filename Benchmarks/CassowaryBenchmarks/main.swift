// cassowary-benchmarks: times our solver on the benchmark scenarios; see BENCHMARKS.md and
// Benchmarks/compare-kiwi, which runs the Kiwi driver with the same options side by side.

#if canImport(Glibc)
import Glibc
#endif

let usage = """
    usage: cassowary-benchmarks [--scenario NAME[,NAME…]] [--sizes 10,100] [--repeat R] [--json]

    Prints one line per scenario and size N: build ms, first resize ms, steady resize µs (median), add+remove µs,
    the checksums after the build and after the first resize, the objective after the first resize, peak RSS.
    Scenarios: \(allScenarios.map { $0.name }.joined(separator: ", ")). Sizes default to each scenario's own list.
    """

struct Options {
    var scenarios = allScenarios
    var sizes: [Int]?
    var repeats = 3
    var json = false
}

/// Writes to standard error (`stderr` itself is shared mutable state to Swift 6).
func printError(_ message: String) {
    var text = "cassowary-benchmarks: \(message)\n"
    text.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
}

func fail(_ message: String) -> Never {
    printError("\(message)\n\(usage)")
    exit(2)
}

func parseOptions(_ arguments: [String]) -> Options {
    var options = Options()
    var remaining = arguments[...]
    func value(of flag: String) -> String {
        guard let value = remaining.popFirst() else { fail("\(flag) needs a value") }
        return value
    }
    while let argument = remaining.popFirst() {
        switch argument {
        case "--scenario":
            options.scenarios = value(of: argument).split(separator: ",").map { name in
                guard let scenario = allScenarios.first(where: { $0.name == name }) else {
                    fail("unknown scenario \(name)")
                }
                return scenario
            }
        case "--sizes":
            options.sizes = value(of: argument).split(separator: ",").map { text in
                guard let size = Int(text.filter { $0 != "_" }), size > 0 else { fail("bad size \(text)") }
                return size
            }
        case "--repeat":
            guard let repeats = Int(value(of: argument)), repeats > 0 else { fail("bad --repeat") }
            options.repeats = repeats
        case "--json":
            options.json = true
        case "--help", "-h":
            print(usage)
            exit(0)
        default:
            fail("unknown argument \(argument)")
        }
    }
    return options
}

let options = parseOptions(Array(CommandLine.arguments.dropFirst()))
for scenario in options.scenarios {
    for size in options.sizes ?? scenario.sizes {
        do {
            let result = try measure(scenario, size: size, repeats: options.repeats)
            print(options.json ? result.jsonLine : result.textLine)
        } catch {
            printError("\(scenario.name) N=\(size): \(error)")
            exit(1)
        }
    }
}
