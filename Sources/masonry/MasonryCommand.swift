import ArgumentParser

/// `masonry`: Auto Layout and the Masonry DSL on the command line.
@main
struct MasonryCommand: ParsableCommand {
    /// The tool's version, printed by `masonry --version`.
    static let version = "0.12.0"

    static let configuration = CommandConfiguration(
        commandName: "masonry",
        abstract: "Auto Layout and the Masonry DSL, headless.",
        discussion: "Start with 'masonry demo', then write a .layout file and 'masonry render' it.",
        version: version,
        subcommands: [DemoCommand.self, RenderCommand.self, CheckCommand.self]
    )

    /// Runs the command line, with standard streams whose failures are reported rather than fatal.
    static func main() {
        StandardStreams.prepare()
        main(nil)
    }
}
