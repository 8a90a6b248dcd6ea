import Foundation
import Testing

@testable import masonry

/// The built `masonry` executable, run as a user runs it: real exit codes, real standard input.
@Suite struct ExecutableTests {
    /// `masonry` sits next to the test bundle in the build directory.
    static let executable: String? = {
        let bundle =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let path = URL(fileURLWithPath: bundle).deletingLastPathComponent().appendingPathComponent("masonry").path
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }()

    private func masonry(_ arguments: [String], stdin: String = "") throws -> (
        output: String, error: String, status: Int32
    ) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(Self.executable))
        process.arguments = arguments
        let input = Pipe(), output = Pipe(), error = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = error
        try process.run()
        input.fileHandleForWriting.write(Data(stdin.utf8))
        try input.fileHandleForWriting.close()
        let out = output.fileHandleForReading.readDataToEndOfFile(),
            err = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self), process.terminationStatus)
    }

    @Test(.enabled(if: executable != nil)) func exitCodesAreZeroOneAndTwo() throws {
        #expect(try masonry(["check", example("centre.layout")]).status == 0)
        #expect(try masonry(["check", example("mistakes/conflict.layout")]).status == 1)
        #expect(try masonry(["check", example("mistakes/typo.layout")]).status == 2)
        #expect(try masonry(["check", "/no/such.layout"]).status == 2)
    }

    @Test(.enabled(if: executable != nil)) func renderReadsStandardInput() throws {
        let run = try masonry(
            ["render", "-", "--format", "json"],
            stdin: "canvas 20x10\nview a size 5x5\na.right == root.right\na.bottom == root.bottom\n")
        #expect(run.status == 0)
        #expect(run.output.contains(#"{"name":"a","parent":"root","frame":{"x":15,"y":5,"width":5,"height":5}}"#))
    }

    @Test(.enabled(if: executable != nil)) func aStrayWordAndTheVersion() throws {
        let bogus = try masonry(["bogus"])
        #expect(bogus.status != 0)
        #expect(bogus.error.contains("bogus"))
        let version = try masonry(["--version"])
        #expect(version.status == 0)
        #expect(version.output == MasonryCommand.version + "\n")
    }

    @Test(.enabled(if: executable != nil)) func aParseErrorGoesToStandardErrorWithItsLocation() throws {
        let run = try masonry(["render", "-"], stdin: "canvas 10x10\nview a in b\n")
        #expect(run.status == 2)
        #expect(run.error == "<stdin>:2:11: error: unknown parent 'b': no view, label or stack has that name\n")
    }
}
