import ArgumentParser
import Foundation
import InterfaceBuilder
import LayoutFile
import Masonry

/// `masonry render FILE`: lays a `.layout` file out and prints it as SVG, a terminal picture, JSON or a tree.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Lay out a .layout file and print it as SVG, text, JSON or a tree.",
        discussion: """
            FILE is a .layout file, or - for standard input, or an Interface Builder document (.xib, .storyboard): \
            each scene is drawn on its own (--output DIR writes SCENE_ID.svg per scene). A file that does not parse prints its errors as \
            FILE:LINE:COLUMN: error: MESSAGE and exits with 2; the engine's diagnostics (conflicts, ambiguity) go to \
            standard error, or into the JSON.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case svg, text, json, tree
    }

    @Argument(help: "The .layout file to render (- reads standard input).")
    var file: String

    @Option(name: .long, help: "The output format: svg, text, json or tree.")
    var format: Format = .tree

    // Unconditional: `--size -5x5` reaches the parser and is refused for its sign, not as a missing value.
    @Option(
        name: .long, parsing: .unconditional, help: "Replace the canvas size, as WIDTHxHEIGHT (like 320x568).",
        transform: { argument in try CanvasSize.parse(argument) })
    var size: CanvasSize?

    @Option(
        name: .shortAndLong,
        help: "Write to this file instead of standard output (through a symbolic link, into a FIFO or device).")
    var output: String?

    @Flag(name: .long, help: "Show the constraints: an overlay in SVG, a list after the tree.")
    var constraints = false

    @Option(name: .long, help: "For a .xib or .storyboard: a scene to render, by IB id or outline label (repeatable).")
    var scene: [String] = []

    @Option(name: .long, help: "For a .xib or .storyboard: controls' sizes as the document stores them, or measured.")
    var contentSize: InterfaceBuilderDocument.Options.ContentSizes = .stored

    func run() throws {
        try execute(standardInput: SourceFile.readStandardInput).emit()
    }

    func execute(standardInput: () -> String?) -> CommandResult {
        if InterfaceBuilderInput.isDocument(file) { return executeDocument() }
        var result = CommandResult()
        let source: SourceFile
        do {
            source = try SourceFile.read(file, standardInput: standardInput)
        } catch {
            result.error("\(error)")
            result.exitCode = 2
            return result
        }
        let scene: LayoutScene
        do {
            scene = try LayoutDocument(parsing: source.text).instantiate(canvasSize: size?.size)
        } catch {
            result.error(error.formatted(file: source.name))
            result.exitCode = 2
            return result
        }
        let diagnostics = scene.layout()
        let rendered: String
        switch format {
        case .json:
            rendered = LayoutJSON.document(scene, diagnostics: diagnostics).encoded()
        case .tree:
            var lines = [scene.root.layoutTree()]
            if constraints {
                lines += scene.constraints.map { "\($0)" }
            }
            rendered = lines.joined(separator: "\n")
        case .svg, .text:
            let picture =
                format == .svg ? Renderings.svg(scene.root, showsConstraints: constraints) : Renderings.text(scene.root)
            guard let picture else {
                result.error(
                    "masonry: error: \(Renderings.unavailableReason ?? "the \(format.rawValue) format is not available")"
                )
                result.exitCode = 2
                return result
            }
            rendered = picture
        }
        if format != .json {
            for diagnostic in diagnostics { result.error(diagnostic.formatted(file: source.name)) }
        }
        if let output {
            do {
                try OutputFile.write(rendered.hasSuffix("\n") ? rendered : rendered + "\n", to: output)
            } catch {
                result.error("masonry: error: \(error)")
                result.exitCode = StandardStreams.writeFailureStatus
            }
        } else {
            result.output(rendered)
        }
        return result
    }
}
