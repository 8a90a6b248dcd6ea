import Foundation
import InterfaceBuilder
import Masonry

extension RenderCommand {
    /// Renders an Interface Builder document: its JSON description, or one picture per scene (files in `--output DIR`).
    func executeDocument() -> CommandResult {
        var result = CommandResult()
        guard
            let (document, scenes) = InterfaceBuilderInput.open(
                file, contentSize: contentSize, scenes: scene, into: &result)
        else { return result }
        let checked = scenes.map { ($0, $0.check()) }
        if format == .json {
            let rendered = InterfaceBuilderInput.json(file: document.file, scenes: checked).encoded()
            if let output {
                write(rendered, to: output, into: &result)
            } else {
                result.output(rendered)
            }
            return result
        }
        var pictures: [(Scene, String)] = []
        for (scene, issues) in checked {
            let picture: String?
            switch format {
            case .svg: picture = Renderings.svg(scene.root, showsConstraints: constraints)
            case .text: picture = Renderings.text(scene.root)
            case .tree, .json:
                var lines = [scene.root.layoutTree()]
                if constraints { lines += scene.constraints.map { scene.describe($0.constraint) } }
                picture = lines.joined(separator: "\n")
            }
            guard let picture else {
                result.error("masonry: error: \(Renderings.unavailableReason ?? "the format is not available")")
                result.exitCode = 2
                return result
            }
            pictures.append((scene, picture))
            for issue in issues { result.error("\(issue)") }
        }
        if let output {
            guard InterfaceBuilderInput.createDirectory(output, into: &result) else { return result }
            let pathExtension = format == .svg ? "svg" : "txt"
            for (scene, picture) in pictures {
                let path = output + "/" + InterfaceBuilderInput.fileName(for: scene, extension: pathExtension)
                write(picture, to: path, into: &result)
            }
        } else {
            for (scene, picture) in pictures {
                if format != .svg { result.output("== \(scene.id) \(scene.name)") }
                result.output(picture)
            }
        }
        return result
    }

    private func write(_ text: String, to path: String, into result: inout CommandResult) {
        do {
            try (text.hasSuffix("\n") ? text : text + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            result.error("masonry: error: cannot write '\(path)': \(error.localizedDescription)")
            result.exitCode = 2
        }
    }
}
