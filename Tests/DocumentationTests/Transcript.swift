import Synchronization

/// What the documentation's snippets print, captured per test so that the printed lines can be checked against
/// the comments that show them.
final class Transcript: Sendable {
    /// The transcript of the running test, if it records one.
    @TaskLocal static var current: Transcript?

    private let text = Mutex("")

    /// Runs `body` and returns the lines it printed.
    static func record(_ body: () throws -> Void) rethrows -> [String] {
        let transcript = Transcript()
        try $current.withValue(transcript) { try body() }
        var lines = transcript.text.withLock { $0 }.split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    fileprivate func write(_ string: String) { text.withLock { $0 += string } }
}

/// `print` as the snippets call it: into the running test's transcript, or to standard output outside one.
///
/// Declared in this module, it is the `print` the snippets' code finds first, so the snippets read exactly as a
/// reader would write them.
func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    let line = items.map { String(describing: $0) }.joined(separator: separator) + terminator
    if let transcript = Transcript.current {
        transcript.write(line)
    } else {
        Swift.print(line, terminator: "")
    }
}
