import ArgumentParser

/// `masonry`: Auto Layout and the Masonry DSL on the command line.
@main
struct MasonryCommand: AsyncParsableCommand {
    /// The package's version, printed by `masonry --version`: its one home (CHANGELOG.md's latest release must agree).
    static let version = "0.1.0"

    static let configuration = CommandConfiguration(
        commandName: "masonry",
        abstract: "Auto Layout and the Masonry DSL, headless.",
        discussion: "Start with 'masonry demo', then write a .layout file and 'masonry render' it.",
        version: version,
        subcommands: [
            DemoCommand.self, RenderCommand.self, CheckCommand.self, ConvertCommand.self, ServeCommand.self
        ]
    )

    /// Runs the command line, with standard streams whose failures are reported rather than fatal.
    static func main() async {
        StandardStreams.prepare()
        await main(nil)
    }
}
