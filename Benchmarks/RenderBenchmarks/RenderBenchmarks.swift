import ArgumentParser
import MasonryRender

/// The command line: how many views, how many runs per measurement.
struct RenderBenchmarks: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render-benchmarks",
        abstract: "Times the renderers per view on trees of 1,000 to 100,000 views (release builds only).",
        discussion: """
            Each line: the first layout pass (s), a clean layout pass, SVG, SVG with constraints and an 80×24 text \
            rendering (µs per view, medians), and the SVG's size.
            """)

    @Option(
        help: "View counts, comma-separated.",
        transform: { text in
            try text.split(separator: ",").map { item in
                guard let size = Int(item), size > 0 else {
                    throw ValidationError("'\(item)' is not a positive view count")
                }
                return size
            }
        })
    var sizes: [Int] = [1_000, 10_000, 100_000]

    @Option(name: .customLong("repeat"), help: "Runs per measurement; the median is reported.")
    var repeats: Int = 5

    func validate() throws {
        guard repeats > 0 else { throw ValidationError("--repeat must be at least 1") }
    }

    func run() throws {
        print("views    layout s  clean pass µs/view  svg µs/view  svg+constraints µs/view  svg MB  text 80×24 µs/view")
        for size in sizes { print(measureRow(views: size, repeats: repeats)) }
    }
}
