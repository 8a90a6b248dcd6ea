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

    @Test func aFileWithCarriageReturnsOnlyIsReadLineByLine() throws {
        let scene = try LayoutDocument(parsing: "canvas 100x100\rview a size 10x10\ra.left == root.left\r")
            .instantiate()
        #expect(scene.view(named: "a") != nil)
        #expect(mistakes("canvas 100x100\rview a size 10x\r") == ["2:13: error: bad number '10x'"])
    }
}
