import Foundation
import Testing

@testable import masonry

/// The repository's root, found from this file's path, so tests can read `Examples/`.
let repositoryRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.path
}()

func example(_ name: String) -> String { repositoryRoot + "/Examples/" + name }

/// Parses a command line for `masonry` and runs the subcommand in-process, with `stdin` as standard input.
func run(_ arguments: [String], stdin: String? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation)
    -> CommandResult?
{
    do {
        let command = try MasonryCommand.parseAsRoot(arguments)
        switch command {
        case let render as RenderCommand: return render.execute { stdin }
        case let check as CheckCommand: return check.execute { stdin }
        case let demo as DemoCommand: return demo.execute()
        case let convert as ConvertCommand: return convert.execute()
        default:
            Issue.record("unexpected command \(type(of: command))", sourceLocation: sourceLocation)
            return nil
        }
    } catch {
        Issue.record(
            "\(arguments) did not parse: \(MasonryCommand.message(for: error))", sourceLocation: sourceLocation)
        return nil
    }
}

/// A temporary directory for files a test writes.
func temporaryDirectory() throws -> String {
    let path = NSTemporaryDirectory() + "masonry-cli-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// Decodes JSON output with Foundation, as another tool would.
func decodeJSON(_ text: String) throws -> [String: Any] {
    try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
}
