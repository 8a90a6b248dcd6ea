import ArgumentParser
import Foundation
import InterfaceBuilder
import Masonry

/// `--content-size stored|measured` for Interface Builder documents.
extension InterfaceBuilderDocument.Options.ContentSizes: ExpressibleByArgument {}

/// Reading `.xib` and `.storyboard` files for `render`, `check` and `convert`, and choosing their scenes.
enum InterfaceBuilderInput {
    /// Whether a path names an Interface Builder document (by its extension).
    static func isDocument(_ path: String) -> Bool {
        path.hasSuffix(".xib") || path.hasSuffix(".storyboard")
    }

    /// Reads the document at `path` and picks the scenes `--scene` names, or says why not (an exit status of 2).
    static func open(
        _ path: String, contentSize: InterfaceBuilderDocument.Options.ContentSizes, scenes names: [String],
        into result: inout CommandResult
    ) -> (document: InterfaceBuilderDocument, scenes: [Scene])? {
        let document: InterfaceBuilderDocument
        do {
            document = try InterfaceBuilderDocument(
                contentsOf: path, options: InterfaceBuilderDocument.Options(contentSizes: contentSize))
        } catch {
            result.error("\(error)")
            result.exitCode = 2
            return nil
        }
        switch scenes(of: document, named: names) {
        case .success(let chosen): return (document, chosen)
        case .failure(let problem):
            result.error("\(problem)")
            result.exitCode = 2
            return nil
        }
    }

    /// Creates `--output`'s directory (and its parents) when missing, or says why it cannot (an exit status of 2).
    static func createDirectory(_ path: String, into result: inout CommandResult) -> Bool {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            return true
        } catch {
            result.error("masonry: error: cannot create the directory '\(path)': \(error.localizedDescription)")
            result.exitCode = 2
            return false
        }
    }

    /// The document's scenes named by `--scene` (an IB id or an outline label), all when none is named; an unknown
    /// name is an error listing the scenes there are.
    static func scenes(of document: InterfaceBuilderDocument, named names: [String]) -> Result<[Scene], SceneNotFound> {
        guard !names.isEmpty else { return .success(document.scenes) }
        var chosen: [Scene] = []
        for name in names {
            let matches = document.scenes.filter { $0.id == name || $0.name == name }
            guard !matches.isEmpty else {
                return .failure(
                    SceneNotFound(
                        file: document.file, name: name, available: document.scenes.map { "\($0.id) (\($0.name))" }))
            }
            for scene in matches where !chosen.contains(where: { $0 === scene }) { chosen.append(scene) }
        }
        return .success(chosen)
    }

    struct SceneNotFound: Error, CustomStringConvertible {
        var file: String
        var name: String
        /// The scenes there are, as `ID (LABEL)`.
        var available: [String]
        var description: String {
            let list = available.joined(separator: ", ")
            return "\(file): error: no scene '\(name)'; the scenes are: \(list.isEmpty ? "none" : list)"
        }
    }

    /// The JSON kind of an issue, in `render --format json`'s vocabulary.
    static func kind(_ issue: Scene.Issue) -> String {
        switch issue.kind {
        case .unsatisfiable: "unsatisfiable"
        case .ambiguous: "ambiguous"
        case .misplaced: "misplaced"
        case .reading: "invalid"
        }
    }

    /// The JSON description of the document's chosen scenes, each laid out and checked.
    static func json(file: String, scenes: [(Scene, [Scene.Issue])]) -> JSONValue {
        let sceneValues: [JSONValue] = scenes.map { scene, issues in
            let views: [JSONValue] = scene.items.map { item in
                .object([
                    ("name", .string(item.id)),
                    ("label", .string(item.label)),
                    ("parent", item.view.superview.flatMap { scene.item(for: $0) }.map { .string($0.id) } ?? .null),
                    ("frame", LayoutJSON.frame(item.view.frame))
                ])
            }
            let diagnostics: [JSONValue] = issues.map { issue in
                .object([
                    ("kind", .string(kind(issue))),
                    ("message", .string("\(issue.location): \(issue.message)"))
                ])
            }
            let canvas = scene.root.bounds.size
            return .object([
                ("id", .string(scene.id)),
                ("name", .string(scene.name)),
                ("canvas", .object([("width", .number(canvas.width)), ("height", .number(canvas.height))])),
                ("views", .array(views)),
                ("diagnostics", .array(diagnostics))
            ])
        }
        return .object([("document", .string(file)), ("scenes", .array(sceneValues))])
    }

    /// A file name for a scene's picture: its IB id, with anything but letters, digits, `-` and `_` replaced.
    static func fileName(for scene: Scene, extension pathExtension: String) -> String {
        let safe = String(scene.id.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" })
        return (safe.isEmpty ? "scene" : safe) + "." + pathExtension
    }
}
