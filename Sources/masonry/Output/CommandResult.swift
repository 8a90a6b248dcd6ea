import ArgumentParser
import Foundation

/// What a command printed and how it exits, kept apart from printing so tests can run commands in-process.
struct CommandResult {
    var standardOutput = ""
    var standardError = ""
    var exitCode: Int32 = 0

    mutating func output(_ line: String) { standardOutput += line.hasSuffix("\n") ? line : line + "\n" }
    mutating func error(_ line: String) { standardError += line.hasSuffix("\n") ? line : line + "\n" }

    /// Prints both streams and exits with the code (ArgumentParser's way of exiting from `run()`).
    ///
    /// A stream that cannot be written (a full disk, a closed descriptor or pipe) is reported on standard error
    /// and exits with `StandardStreams.writeFailureStatus` unless the command already failed.
    func emit() throws {
        var code = exitCode
        if !standardOutput.isEmpty, let reason = StandardStreams.write(standardOutput, to: STDOUT_FILENO) {
            StandardStreams.write("masonry: error: cannot write to standard output: \(reason)\n", to: STDERR_FILENO)
            code = max(code, StandardStreams.writeFailureStatus)
        }
        if !standardError.isEmpty, StandardStreams.write(standardError, to: STDERR_FILENO) != nil {
            code = max(code, StandardStreams.writeFailureStatus)
        }
        if code != 0 { throw ExitCode(code) }
    }
}
