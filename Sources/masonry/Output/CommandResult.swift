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
    func emit() throws {
        if !standardOutput.isEmpty { FileHandle.standardOutput.write(Data(standardOutput.utf8)) }
        if !standardError.isEmpty { FileHandle.standardError.write(Data(standardError.utf8)) }
        if exitCode != 0 { throw ExitCode(exitCode) }
    }
}
