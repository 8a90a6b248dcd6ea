import LayoutFile
import Masonry
import Testing

/// The snippets of The `.layout` language (LayoutFile.docc).
@Suite struct LayoutFileSnippetTests {
    @Test func readingAndLayingOutAFile() throws {
        let printed = try Transcript.record {
            // snippet: layoutFile
            let source = """
                canvas 375x667
                metric pad = 20
                view card size 300x120
                label title in card "Hello, layout" font 22
                card.centerX == root.centerX
                card.top == root.top + 80
                title.left == card.left + pad
                title.top == card.top + pad
                """
            let scene = try LayoutDocument(parsing: source).instantiate()
            let diagnostics = scene.layout()
            print(diagnostics.isEmpty) // true
            print(scene.view(named: "card")?.frame ?? .zero) // (37.5, 80, 300, 120)
            print(scene.view(named: "title")?.frame ?? .zero) // (20, 20, 138.5, 26)
            // snippet end
        }
        try Snippets.expect("layoutFile", printed: printed)
    }

    @Test func mistakesAreLocated() throws {
        let printed = Transcript.record {
            // snippet: layoutFileError
            do throws(LayoutFileError) {
                _ = try LayoutDocument(parsing: "canvas 100x100\nview a size 10\n")
            } catch {
                print(error.formatted(file: "card.layout"))
                // card.layout:2:13: error: expected a size after 'size' as WIDTHxHEIGHT (like 100x50) but found '10'
            }
            // snippet end
        }
        try Snippets.expect("layoutFileError", printed: printed)
    }
}
