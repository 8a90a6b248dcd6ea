import LayoutFile
import Masonry
import Testing

/// A file whose views are nested thousands deep builds: the parent checks visit each view once (issue 22, item
/// 15; `layout-benchmarks --suites nesting` shows the time per view flat from 500 to 50,000).
@Suite struct DeepNestingTests {
    @Test func aFileNestedFiveThousandDeepBuildsItsChain() throws {
        let depth = 5_000
        var source = "canvas 375x667\nview v0\n"
        for level in 1..<depth { source += "view v\(level) in v\(level - 1)\n" }
        let scene = try LayoutDocument(parsing: source).instantiate()
        var view = try #require(scene.view(named: "v\(depth - 1)"))
        var levels = 0
        while let parent = view.superview {
            view = parent
            levels += 1
        }
        #expect(levels == depth)
        #expect(view === scene.root)
    }

    @Test func aLongCycleIsStillReportedAtEachOfItsViews() {
        let found = mistakes("canvas 10x10\nview a in c\nview b in a\nview c in b\nview d in c\n")
        #expect(
            found == [
                "2:11: error: cycle: 'a' would be inside itself (a in c in b in a)",
                "3:11: error: cycle: 'b' would be inside itself (b in a in c in b)",
                "4:11: error: cycle: 'c' would be inside itself (c in b in a in c)"
            ])
    }
}
