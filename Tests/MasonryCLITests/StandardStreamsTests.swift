import Foundation
import Testing

/// Standard output that cannot be written (a full disk, a closed descriptor, a reader that went away) is an error
/// message and an exit status, never a trap (issue 22, item 3). Runs the built executable through `/bin/sh`, which
/// sets the streams up as a user's shell would.
@Suite struct StandardStreamsTests {
    /// Runs `masonry ARGUMENTS` in `sh -c SCRIPT`, where the script says `"$M"` for the executable.
    static func shell(_ script: String, _ arguments: [String]) throws -> (error: String, status: Int32, signalled: Bool)
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script, "masonry", try #require(ExecutableTests.executable)] + arguments
        let error = Pipe()
        process.standardError = error
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (text, process.terminationStatus, process.terminationReason == .uncaughtSignal)
    }

    @Test(.enabled(if: ExecutableTests.executable != nil && FileManager.default.fileExists(atPath: "/dev/full")))
    func aFullDiskIsAnErrorAndExitStatusTwo() throws {
        for arguments in [
            ["render", example("centre.layout")], ["check", example("mistakes/conflict.layout")], ["--help"]
        ] {
            let run = try Self.shell(#"M="$1"; shift; "$M" "$@" > /dev/full"#, arguments)
            #expect(!run.signalled, "\(arguments)")
            #expect(run.status == 2, "\(arguments)")
            #expect(run.error.contains("cannot write to standard output: No space left on device"), "\(arguments)")
        }
    }

    @Test(.enabled(if: ExecutableTests.executable != nil)) func aClosedStandardOutputIsAnErrorAndExitStatusTwo() throws
    {
        let run = try Self.shell(#"M="$1"; shift; "$M" "$@" >&-"#, ["render", example("centre.layout")])
        #expect(!run.signalled)
        #expect(run.status == 2)
        #expect(run.error.contains("cannot write to standard output"))
    }

    @Test(.enabled(if: ExecutableTests.executable != nil)) func aClosedPipeIsAnErrorNotADeathBySIGPIPE() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(ExecutableTests.executable))
        process.arguments = ["render", example("centre.layout"), "--format", "svg"]
        let output = Pipe(), error = Pipe()
        try output.fileHandleForReading.close() // no reader: every write fails with EPIPE
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let text = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 2)
        #expect(text.contains("cannot write to standard output: Broken pipe"))
    }

    @Test(.enabled(if: ExecutableTests.executable != nil)) func aClosedStandardInputIsAReadError() throws {
        let run = try Self.shell(#"M="$1"; shift; "$M" "$@" <&-"#, ["check", "-"])
        #expect(!run.signalled)
        #expect(run.status == 2)
    }
}
