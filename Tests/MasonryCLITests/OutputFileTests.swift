import Foundation
import Testing

@testable import masonry

/// `render --output PATH` writes through a symbolic link and into a FIFO or a device, and never replaces any of
/// them with a regular file; a regular file is still replaced atomically (issue 22, item 11).
@Suite struct OutputFileTests {
    private func render(to path: String) -> (status: Int32, error: String)? {
        guard let result = run(["render", example("centre.layout"), "--output", path]) else { return nil }
        return (result.exitCode, result.standardError)
    }

    private func kind(_ path: String) -> mode_t {
        var status = stat()
        lstat(path, &status)
        return status.st_mode & S_IFMT
    }

    @Test func aSymbolicLinkIsWrittenThroughAndStaysALink() throws {
        let directory = try temporaryDirectory()
        let target = directory + "/target.txt", link = directory + "/link.txt"
        try "old\n".write(toFile: target, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        #expect(render(to: link)?.status == 0)
        #expect(kind(link) == S_IFLNK)
        let written = try String(contentsOfFile: target, encoding: .utf8)
        #expect(written.hasPrefix("View:root"))
    }

    @Test func aLinkToNothingCreatesItsTarget() throws {
        let directory = try temporaryDirectory()
        let link = directory + "/dangling.txt"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: directory + "/made.txt")
        #expect(render(to: link)?.status == 0)
        #expect(kind(link) == S_IFLNK)
        #expect(kind(directory + "/made.txt") == S_IFREG)
    }

    @Test func aFIFOIsWrittenIntoAndStaysAFIFO() throws {
        let directory = try temporaryDirectory()
        let fifo = directory + "/pipe"
        #expect(mkfifo(fifo, 0o600) == 0)
        // A reader on a thread of its own (not the test's pool, which the blocked open may fill), as `cat pipe`
        // would be: opening a FIFO for writing waits for one.
        let read = FIFOPeer.reading(fifo)
        #expect(render(to: fifo)?.status == 0)
        #expect(read().hasPrefix("View:root"))
        #expect(kind(fifo) == S_IFIFO)
    }

    @Test func aCharacterDeviceIsWrittenIntoAndStaysADevice() {
        #expect(render(to: "/dev/null")?.status == 0)
        #expect(kind("/dev/null") == S_IFCHR)
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full")))
    func aDeviceThatRefusesTheWriteIsAnError() {
        let result = render(to: "/dev/full")
        #expect(result?.status == 2)
        #expect(result?.error == "masonry: error: cannot write '/dev/full': No space left on device\n")
        #expect(kind("/dev/full") == S_IFCHR)
    }

    @Test func aDirectoryIsRefusedWithTheReason() throws {
        let directory = try temporaryDirectory()
        let result = render(to: directory)
        #expect(result?.status == 2)
        #expect(result?.error == "masonry: error: cannot write '\(directory)': it is a directory\n")
    }

    @Test func aRegularFileIsReplacedWhole() throws {
        let directory = try temporaryDirectory()
        let file = directory + "/out.txt"
        try String(repeating: "stale line\n", count: 1_000).write(toFile: file, atomically: true, encoding: .utf8)
        #expect(render(to: file)?.status == 0)
        let written = try String(contentsOfFile: file, encoding: .utf8)
        #expect(written.hasPrefix("View:root") && !written.contains("stale"))
        #expect(kind(file) == S_IFREG)
    }
}
