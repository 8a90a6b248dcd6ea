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

/// The other end of a FIFO, on a thread of its own: opening a FIFO waits for its peer, and the peer must not wait
/// for a place in the test's task pool, which blocked opens may fill.
enum FIFOPeer {
    /// Starts reading `path` to its end; the returned function waits for the text.
    static func reading(_ path: String) -> () -> String {
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var text = ""
        Thread.detachNewThread {
            let handle = FileHandle(forReadingAtPath: path)
            text = String(decoding: handle?.readDataToEndOfFile() ?? Data(), as: UTF8.self)
            try? handle?.close()
            done.signal()
        }
        return {
            done.wait()
            return text
        }
    }

    /// Starts writing `text` to `path`; the returned function waits until it is written.
    static func writing(_ text: String, to path: String) -> () -> Void {
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            let handle = FileHandle(forWritingAtPath: path)
            try? handle?.write(contentsOf: Data(text.utf8))
            try? handle?.close()
            done.signal()
        }
        return { done.wait() }
    }
}
