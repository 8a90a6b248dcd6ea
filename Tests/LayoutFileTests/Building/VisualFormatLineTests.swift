import LayoutFile
import Masonry
import Testing

/// VFL lines go through Masonry's VFL parser with the file's views and metrics; its caret becomes a column.
@Suite struct VisualFormatLineTests {
    @Test func theGuidesExampleLaysOutWithOptionsAndMetrics() throws {
        guard
            let (scene, diagnostics) = layOut(
                """
                canvas 375x667
                metric space = 30
                view blue
                view red
                H:|-space-[blue]-space-[red(==blue)]-space-|  options alignAllTop alignAllBottom
                V:|-100-[blue(50)]
                """)
        else { return }
        #expect(diagnostics.isEmpty)
        #expect(frame("blue", in: scene) == Rect(x: 30, y: 100, width: 142.5, height: 50))
        #expect(frame("red", in: scene) == Rect(x: 202.5, y: 100, width: 142.5, height: 50))
        #expect(scene.view(named: "red")?.translatesAutoresizingMaskIntoConstraints == false)
        #expect(Set(scene.constraints.compactMap { scene.location(of: $0)?.line }) == [5, 6])
    }

    /// Apple's caret sits just after the name it could not find.
    @Test func aVFLMistakeIsReportedAtTheCaretsColumn() {
        #expect(
            mistakes("canvas 10x10\nview a\n  H:|-[a]-[ghost]") == [
                "3:17: error: invalid VFL: ghost is not a key in the views dictionary."
            ])
    }

    @Test func anOptionThatDoesNotFitTheFormatIsAnError() {
        let found = mistakes("canvas 10x10\nview a\nview b\nH:[a][b] options alignAllLeft")
        #expect(found.count == 1)
        #expect(
            found.first == "4:9: error: invalid VFL: Options mask required views to be aligned on a horizontal edge, "
                + "which is not allowed for layout that is also horizontal.")
    }

    @Test func aConflictInAVFLLinePointsAtIt() throws {
        guard let (_, diagnostics) = layOut("canvas 100x100\nview a size 80x10\nV:|[a]|\nH:|[a]|") else { return }
        // The size (line 2) is what the engine breaks, on each axis; the message names the VFL line it fights.
        #expect(diagnostics.map(\.location.line) == [2, 2])
        #expect(diagnostics.allSatisfy { $0.kind == .unsatisfiable })
        #expect(
            diagnostics.map { $0.message.hasSuffix("View:root.width == 100>, line 4; it was broken") } == [true, false])
        #expect(
            diagnostics.map { $0.message.hasSuffix("View:root.height == 100>, line 3; it was broken") } == [false, true]
        )
    }
}
