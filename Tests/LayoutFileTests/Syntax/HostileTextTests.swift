import LayoutFile
import Masonry
import Testing

/// What a file holds reaches the user safely and in sensible words (issue 22, item 17).
@Suite struct HostileTextTests {
    @Test func aNegativeSizeSaysSo() {
        #expect(
            mistakes("canvas 10x10\nview a intrinsic -1x-1") == [
                "2:18: error: a size cannot be negative: '-1x-1' (write WIDTHxHEIGHT, both 0 or more)"
            ])
    }

    @Test func controlCharactersFromTheFileAreEscapedInMessages() {
        let found = mistakes("canvas 10x10\nview b\u{1B}[31m\nview c in d\u{7}")
        #expect(found.first == "2:7: error: unexpected character '\\u{1B}'")
        #expect(found.allSatisfy { !$0.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F } })
    }

    static let carriageReturnNote =
        "note: the lines of this file end in a carriage return only (classic Mac OS line endings); each was read as "
        + "the end of a line"

    @Test func aFileWithCarriageReturnsOnlyIsReadLineByLineAndSaysSo() throws {
        let document = try LayoutDocument(parsing: "canvas 100x100\rview a size 10x10\ra.left == root.left\r")
        #expect(document.notes.map(\.description) == ["1:15: " + Self.carriageReturnNote])
        let scene = try document.instantiate()
        #expect(scene.view(named: "a") != nil)
        let diagnostics = scene.layout().map(\.description)
        #expect(diagnostics.first == "1:15: " + Self.carriageReturnNote)
        #expect(!scene.layout().contains { $0.severity == .note }, "the note is reported once")
        #expect(
            mistakes("canvas 100x100\rview a size 10x\r") == [
                "1:15: " + Self.carriageReturnNote, "2:13: error: bad number '10x'"
            ])
    }

    @Test func aFileWithLineFeedsHasNoNote() throws {
        #expect(try LayoutDocument(parsing: "canvas 100x100\r\nview a\r\n").notes.isEmpty)
    }
}
