import LayoutFile
import Masonry
import Testing

/// A constraint the engine refuses when the file's constraints are activated is reported at its statement, with
/// its kind, by the scene's `layout()` — never printed raw to standard error (issue 22, item 16).
@Suite struct ActivationRefusalTests {
    @Test func aRefusedConstraintIsReportedAtItsLine() throws {
        let source = "canvas 100x100\nview a size 10x10\na.left == root.left * 0 + 5\na.top == root.top\n"
        let scene = try LayoutDocument(parsing: source).instantiate()
        let diagnostics = scene.layout()
        let refusal = try #require(diagnostics.first { $0.kind == .invalid })
        #expect(refusal.location.line == 3 && refusal.location.column == 1)
        #expect(refusal.severity == .error)
        #expect(refusal.message.contains("cannot be activated"))
        // Reported once: a second layout has nothing new to say about it.
        #expect(!scene.layout().contains { $0.kind == .invalid })
    }
}
