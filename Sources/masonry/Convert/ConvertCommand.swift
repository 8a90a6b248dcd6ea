import ArgumentParser
import Foundation
import InterfaceBuilder

/// `masonry convert FILE`: writes each scene of an Interface Builder document as a `.layout` file.
struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Write the scenes of a .xib or .storyboard as .layout files that lay out to the same frames.",
        discussion: """
            Without --output the files are printed one after the other; with --output DIR each scene is written to \
            DIR/SCENE_ID.layout. A document that cannot be read exits with 2.
            """
    )

    @Argument(help: "The .xib or .storyboard file to convert.")
    var file: String

    @Option(name: .long, help: "A scene to convert, by IB id or outline label (repeatable; default all).")
    var scene: [String] = []

    @Option(name: .long, help: "Controls' sizes as the document stores them, or measured.")
    var contentSize: InterfaceBuilderDocument.Options.ContentSizes = .stored

    @Option(name: .shortAndLong, help: "A directory to write SCENE_ID.layout files into.")
    var output: String?

    func run() throws {
        try execute().emit()
    }

    func execute() -> CommandResult {
        var result = CommandResult()
        guard
            let scenes = InterfaceBuilderInput.open(file, contentSize: contentSize, scenes: scene, into: &result)?
                .scenes
        else { return result }
        if let output {
            guard InterfaceBuilderInput.createDirectory(output, into: &result) else { return result }
        }
        for scene in scenes {
            let text = scene.layoutText()
            guard let output else {
                result.output(text)
                continue
            }
            let path = output + "/" + InterfaceBuilderInput.fileName(for: scene, extension: "layout")
            do {
                try text.write(toFile: path, atomically: true, encoding: .utf8)
            } catch {
                result.error("masonry: error: cannot write '\(path)': \(error.localizedDescription)")
                result.exitCode = 2
            }
        }
        return result
    }
}
