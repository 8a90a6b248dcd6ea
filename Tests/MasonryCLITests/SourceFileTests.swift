import Foundation
import Testing

@testable import masonry

/// What `check` and `render` say about an input they cannot read: the true reason (issue 22, item 17).
@Suite struct SourceFileTests {
    @Test func aCharacterDeviceIsNotARegularFile() {
        let result = run(["check", "/dev/zero"])
        #expect(result?.exitCode == 2)
        #expect(
            result?.standardOutput
                == "/dev/zero: error: cannot read the file: it is a character device, not a regular file\n")
    }

    @Test func aDirectoryIsADirectory() throws {
        let directory = try temporaryDirectory()
        let result = run(["check", directory])
        #expect(result?.exitCode == 2)
        #expect(result?.standardOutput == "\(directory): error: cannot read the file: it is a directory\n")
    }

    @Test func aFileThatIsNotUTF8SaysSo() throws {
        let file = try temporaryDirectory() + "/binary.layout"
        try Data([0x63, 0xFF, 0xFE, 0x0A]).write(to: URL(fileURLWithPath: file))
        let result = run(["check", file])
        #expect(result?.exitCode == 2)
        #expect(result?.standardOutput == "\(file): error: cannot read the file: it is not UTF-8 text\n")
    }

    @Test func aFIFOIsRead() throws {
        let fifo = try temporaryDirectory() + "/input.layout"
        #expect(mkfifo(fifo, 0o600) == 0)
        let source = try String(contentsOfFile: example("centre.layout"), encoding: .utf8)
        let wait = FIFOPeer.writing(source, to: fifo)
        let result = run(["check", fifo])
        wait()
        #expect(result?.exitCode == 0)
    }
}
