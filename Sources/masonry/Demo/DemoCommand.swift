import ArgumentParser
import Foundation
import Masonry

/// `masonry demo [NAME]`: builds the classic Masonry examples with the DSL on a 375×667 root and shows each as a
/// tree of frames, a terminal picture or an SVG.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Lay out the classic Masonry examples and show them.",
        discussion: "Examples: " + DemoExample.all.map(\.name).joined(separator: ", ") + "."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, svg, tree
    }

    @Argument(help: "The example to show (all of them when omitted).")
    var name: String?

    @Flag(name: .long, help: "List the examples and exit.")
    var list = false

    @Option(name: .long, help: "How to show each example: text (a terminal picture), svg or tree (names and frames).")
    var format: Format = DemoCommand.defaultFormat

    @Option(name: .shortAndLong, help: "Write one SVG per example into this directory (animated examples animate).")
    var output: String?

    /// Pictures when this build can draw them, else frames.
    static let defaultFormat: Format = Renderings.unavailableReason == nil ? .text : .tree

    func validate() throws {
        if let name, DemoExample.named(name) == nil {
            throw ValidationError(
                "No example named '\(name)'. Try one of: "
                    + DemoExample.all.map(\.name).joined(separator: ", ") + ".")
        }
        if format == .svg, name == nil, output == nil {
            throw ValidationError("--format svg draws one example: name it, or write them all with --output DIR.")
        }
    }

    func run() throws {
        try execute().emit()
    }

    func execute() -> CommandResult {
        var result = CommandResult()
        if list {
            for example in DemoExample.all { result.output("\(example.name): \(example.title)") }
            return result
        }
        let examples = name.flatMap(DemoExample.named).map { [$0] } ?? DemoExample.all
        if let output {
            return write(examples, to: output)
        }
        var shown: [String] = []
        for example in examples {
            let demo = example.run()
            switch format {
            case .tree:
                shown.append(demo.text)
            case .text, .svg:
                guard let picture = format == .svg ? DemoCommand.svg(of: demo) : DemoCommand.text(of: demo) else {
                    result.error(
                        "masonry: error: \(Renderings.unavailableReason ?? "the \(format.rawValue) format is not available")"
                    )
                    result.exitCode = 2
                    return result
                }
                shown.append(picture)
            }
        }
        result.output(shown.joined(separator: "\n\n"))
        return result
    }

    /// The example drawn in the terminal: each section's picture under its caption, then the notes.
    static func text(of demo: DemoResult) -> String? {
        var lines = ["== \(demo.title) =="]
        for section in demo.sections {
            if !section.caption.isEmpty { lines.append("-- \(section.caption)") }
            guard let picture = Renderings.text(section.root) else { return nil }
            lines.append(picture)
        }
        return (lines + demo.notes).joined(separator: "\n")
    }

    /// The example's SVG: its animation when it has one, else its first section.
    static func svg(of demo: DemoResult) -> String? {
        if let (animation, root) = demo.animation { return Renderings.svg(animation, of: root) }
        guard let root = demo.sections.first?.root else { return nil }
        return Renderings.svg(root, showsConstraints: demo.showsConstraints)
    }

    private func write(_ examples: [DemoExample], to directory: String) -> CommandResult {
        var result = CommandResult()
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            result.error("masonry: error: cannot create '\(directory)': \(error.localizedDescription)")
            result.exitCode = 2
            return result
        }
        for example in examples {
            guard let svg = DemoCommand.svg(of: example.run()) else {
                result.error("masonry: error: \(Renderings.unavailableReason ?? "cannot draw '\(example.name)'")")
                result.exitCode = 2
                return result
            }
            let path = (directory as NSString).appendingPathComponent("\(example.name).svg")
            do {
                try svg.write(toFile: path, atomically: true, encoding: .utf8)
                result.output(path)
            } catch {
                result.error("masonry: error: cannot write '\(path)': \(error.localizedDescription)")
                result.exitCode = 2
            }
        }
        return result
    }
}
