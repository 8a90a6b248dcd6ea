import ArgumentParser

/// `masonry`: Auto Layout and the Masonry DSL on the command line.
@main
struct MasonryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "masonry",
        abstract: "Auto Layout and the Masonry DSL, headless.",
        subcommands: [DemoCommand.self],
        defaultSubcommand: DemoCommand.self
    )
}
