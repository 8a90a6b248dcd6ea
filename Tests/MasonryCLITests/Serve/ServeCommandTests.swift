import Foundation
import Testing

@testable import masonry

/// `masonry serve` as a user starts it: the address it prints, the warning off loopback, a FILE that cannot be read.
@Suite(.enabled(if: ExecutableTests.executable != nil), .timeLimit(.minutes(1)))
struct ServeCommandTests {
    /// Starts `masonry serve ARGUMENTS`, reads its first line from standard output or standard error, and stops it.
    func firstLines(_ arguments: [String]) throws -> (output: String, error: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(ExecutableTests.executable))
        process.arguments = ["serve"] + arguments
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let firstOutput = Self.firstLine(of: output.fileHandleForReading)
        process.terminate()
        process.waitUntilExit()
        let errorText = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return (firstOutput, errorText)
    }

    static func firstLine(of handle: FileHandle) -> String {
        var bytes = Data()
        while let byte = try? handle.read(upToCount: 1), let first = byte.first, first != UInt8(ascii: "\n") {
            bytes.append(first)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func listensOnLoopbackAndPrintsItsAddress() throws {
        let run = try firstLines(["--port", "0"])
        #expect(run.output.hasPrefix("Masonry playground: http://127.0.0.1:"))
        #expect(!run.error.contains("warning"))
    }

    @Test func warnsWhenListeningBeyondLoopback() throws {
        let run = try firstLines(["--port", "0", "--host", "0.0.0.0"])
        #expect(run.output.hasPrefix("Masonry playground: http://0.0.0.0:"))
        #expect(run.error.contains("masonry: warning: listening on 0.0.0.0: other machines can reach the playground"))
    }

    @Test func refusesAFileItCannotReadAndAHostThatIsNoAddress() throws {
        #expect(throws: (any Error).self) { try ServeCommand.parse(["/no/such.layout"]) }
        let badHost = try firstLines(["--port", "0", "--host", "example.invalid"])
        #expect(badHost.output.isEmpty)
        #expect(badHost.error.contains("'example.invalid' is not an IP address"))
    }
}
