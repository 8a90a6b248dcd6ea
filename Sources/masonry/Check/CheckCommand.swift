import ArgumentParser
import InterfaceBuilder
import LayoutFile

/// `masonry check FILE…`: lays each file out and reports every problem at the line that caused it.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check .layout files: parse errors, conflicts and ambiguity, at their lines.",
        discussion: """
            Prints every diagnostic as FILE:LINE:COLUMN: error|warning|note: MESSAGE, at the statement that made the \
            constraint involved (or the declaration of an ambiguous view). Exits with 0 when every file lays out with \
            no conflict and no ambiguity, 1 when a layout is unsatisfiable or ambiguous, 2 when a file does not parse, \
            makes a constraint the engine refuses, or cannot be read; 64 for a wrong command line. - reads standard \
            input. Interface Builder documents (.xib, .storyboard) are checked scene by scene, as Xcode's issue \
            navigator would: misplaced views (warnings, with the document's frame and the laid-out one), \
            unsatisfiable constraints and ambiguity (errors), at the XML element's line.
            """
    )

    @Argument(help: "The .layout, .xib or .storyboard files to check (- reads standard input).")
    var files: [String]

    @Option(name: .long, help: "For a .xib or .storyboard: a scene to check, by IB id or outline label (repeatable).")
    var scene: [String] = []

    @Option(name: .long, help: "For a .xib or .storyboard: controls' sizes as the document stores them, or measured.")
    var contentSize: InterfaceBuilderDocument.Options.ContentSizes = .stored

    func validate() throws {
        if files.isEmpty { throw ValidationError("Name at least one .layout file to check.") }
    }

    func run() throws {
        try execute(standardInput: SourceFile.readStandardInput).emit()
    }

    func execute(standardInput: () -> String?) -> CommandResult {
        var result = CommandResult()
        for path in files {
            if InterfaceBuilderInput.isDocument(path) {
                checkDocument(path, into: &result)
                continue
            }
            let source: SourceFile
            do {
                source = try SourceFile.read(path, standardInput: standardInput)
            } catch {
                result.output("\(error)")
                result.exitCode = 2
                continue
            }
            do {
                let scene = try LayoutDocument(parsing: source.text).instantiate()
                let diagnostics = scene.layout()
                for diagnostic in diagnostics.sorted(by: { $0.location < $1.location }) {
                    result.output(diagnostic.formatted(file: source.name))
                }
                // A constraint the engine refused is a mistake in the file, as one that does not parse: 2. A layout
                // that is unsatisfiable or ambiguous: 1. A note changes nothing.
                let problems = diagnostics.filter { $0.severity != .note }
                let refused = problems.contains { $0.kind == .invalid || $0.kind == .misuse }
                if !problems.isEmpty { result.exitCode = max(result.exitCode, refused ? 2 : 1) }
            } catch {
                result.output(error.formatted(file: source.name))
                result.exitCode = 2
            }
        }
        return result
    }
}
