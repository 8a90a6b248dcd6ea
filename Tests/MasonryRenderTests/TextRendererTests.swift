import MasonryRender
import Testing

@Suite struct TextRendererTests {
    private func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    @Test func thePictureIsExactlyTheGridAsked() {
        for (columns, rows) in [(1, 1), (2, 2), (10, 3), (80, 24)] {
            let text = TextRenderer(columns: columns, rows: rows).render(Scenes.buttonBar())
            #expect(text.hasSuffix("\n"))
            let grid = lines(text)
            #expect(grid.count == rows)
            #expect(grid.allSatisfy { $0.count == columns })
        }
    }

    @Test func anEmptyGridDrawsNothing() {
        #expect(TextRenderer(columns: 0, rows: 10).render(Scenes.centredBox()) == "")
        #expect(TextRenderer(columns: 10, rows: -1).render(Scenes.centredBox()) == "")
    }

    @Test func theRootFillsTheGridAndAViewLandsInTheCellsOfItsEdges() {
        // 101 columns for 100 points: one cell per point.
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 10))
        root.name = "root"
        let box = View(frame: Rect(x: 20, y: 2, width: 30, height: 6))
        box.name = "box"
        root.addSubview(box)
        let grid = lines(TextRenderer(columns: 101, rows: 11).render(root))
        #expect(grid[0].first == "┌" && grid[0].last == "┐")
        #expect(grid[10].first == "└" && grid[10].last == "┘")
        let row2 = Array(grid[2]), row8 = Array(grid[8])
        #expect(row2[20] == "┌" && row2[50] == "┐")
        #expect(row8[20] == "└" && row8[50] == "┘")
        #expect(Array(grid[3])[21...23] == ["b", "o", "x"])
        #expect(Array(grid[1])[1...4] == ["r", "o", "o", "t"])
    }

    @Test func touchingBoxesJoinTheirEdges() {
        let root = View(frame: Rect(x: 0, y: 0, width: 20, height: 4))
        for x in [0.0, 10] {
            root.addSubview(View(frame: Rect(x: x, y: 0, width: 10, height: 4)))
        }
        let grid = lines(TextRenderer(columns: 21, rows: 5).render(root))
        #expect(grid[0] == "┌─────────┬─────────┐")
        #expect(grid[4] == "└─────────┴─────────┘")
        #expect(Array(grid[2])[10] == "│")
    }

    @Test func namesAreShortenedWhereTheyDoNotFitAndLeftOutWhereNothingFits() {
        let root = View(frame: Rect(x: 0, y: 0, width: 40, height: 10))
        root.name = "a root with a long name"
        let small = View(frame: Rect(x: 25, y: 2, width: 2, height: 6))
        small.name = "small"
        root.addSubview(small)
        let grid = lines(TextRenderer(columns: 41, rows: 11).render(root))
        #expect(grid[1].hasPrefix("│a root with a long name "))
        #expect(!grid.joined().contains("small"))
        #expect(!grid.joined().contains("s…"))
        let narrow = lines(TextRenderer(columns: 11, rows: 4).render(root))
        #expect(narrow[1].hasPrefix("│a ro…"))
    }

    @Test func hiddenViewsAndTheirSubtreesAreLeftOut() {
        let root = Scenes.centredBox()
        let box = root.subviews[0]
        let inside = View(frame: Rect(x: 40, y: 60, width: 100, height: 100))
        inside.name = "inside"
        box.addSubview(inside)
        let shown = TextRenderer(columns: 40, rows: 30).render(root)
        box.isHidden = true
        let hidden = TextRenderer(columns: 40, rows: 30).render(root)
        #expect(shown.contains("box") && shown.contains("inside"))
        #expect(!hidden.contains("box") && !hidden.contains("inside"))
        #expect(
            lines(hidden).dropFirst().dropLast().allSatisfy {
                $0.dropFirst().dropLast().allSatisfy { $0 == " " } || $0.contains("root")
            })
    }

    @Test func aLineBreakInANameCannotBreakTheGrid() {
        let root = View(frame: Rect(x: 0, y: 0, width: 40, height: 10))
        root.name = "two\nlines\tand a tab"
        let grid = lines(TextRenderer(columns: 30, rows: 6).render(root))
        #expect(grid.count == 6)
        #expect(grid.allSatisfy { $0.count == 30 })
        #expect(grid[1].hasPrefix("│two lines and a tab"))
    }

    @Test func viewsFarOutsideTheRootAreClippedToTheGrid() {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        // The widest frame the engine accepts.
        root.addSubview(View(frame: Rect(x: -5e8, y: 50, width: 1e9, height: 1e9)))
        root.addSubview(View(frame: Rect(x: 1e9, y: 1e9, width: 10, height: 10)))
        let grid = lines(TextRenderer(columns: 20, rows: 10).render(root))
        #expect(grid.count == 10)
        // The wide view's top edge runs on past both sides of the root: it crosses the root's edges.
        #expect(grid[5] == "┼" + String(repeating: "─", count: 18) + "┼")
    }

    @Test func theSameTreeGivesTheSamePicture() {
        let renderer = TextRenderer(columns: 50, rows: 20)
        #expect(renderer.render(Scenes.wrappingLabels()) == renderer.render(Scenes.wrappingLabels()))
        let root = Scenes.buttonBar()
        #expect(renderer.render(root) == renderer.render(root))
    }
}

@Suite struct TextRendererLimitTests {
    @Test func anEnormousGridIsReducedToTheMaximumSide() {
        let renderer = TextRenderer(columns: Int.max, rows: 3)
        #expect(renderer.columns == TextRenderer.maximumSide)
        let text = renderer.render(Scenes.centredBox())
        #expect(text.split(separator: "\n").allSatisfy { $0.count == TextRenderer.maximumSide })
        #expect(TextRenderer(columns: 5, rows: Int.max).rows == TextRenderer.maximumSide)
    }

    @Test func aRootWithoutAUsableSizeStillDraws() {
        for size in [Size(width: 0, height: 0), Size(width: .infinity, height: 100), Size(width: .nan, height: -5)] {
            let root = View(frame: Rect(origin: .zero, size: size))
            root.diagnosticHandler = { _ in }
            root.addSubview(View(frame: Rect(x: 1, y: 1, width: 10, height: 10)))
            let grid = TextRenderer(columns: 10, rows: 4).render(root)
            #expect(grid.split(separator: "\n", omittingEmptySubsequences: false).count == 5)
            let svg = SVGRenderer().render(root)
            #expect(svg.hasSuffix("</svg>\n"))
            #expect(!svg.contains("nan") && !svg.contains("inf"))
        }
    }
}
