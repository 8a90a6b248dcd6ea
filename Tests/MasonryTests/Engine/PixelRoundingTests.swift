import Masonry
import Testing

/// Frames are rounded edge by edge to the root's pixel grid (1/contentScale), ties up, so adjacent views stay flush.
@Suite struct PixelRoundingTests {
    /// Three equal columns filling a 100-point-wide root.
    private func makeColumns(scale: Double) -> [View] {
        let root = makeRoot(width: 100, height: 10, scale: scale)
        let columns = ["one", "two", "three"].map { addConstrained(View(name: $0), to: root) }
        constrain(columns[0], .left, to: root)
        constrain(columns[1], .left, to: columns[0], .right)
        constrain(columns[2], .left, to: columns[1], .right)
        constrain(columns[2], .right, to: root)
        constrain(columns[1], .width, to: columns[0])
        constrain(columns[2], .width, to: columns[0])
        for column in columns {
            constrain(column, .top, to: root)
            constrain(column, .bottom, to: root)
        }
        root.layoutIfNeeded()
        return columns
    }

    @Test func theContentScaleIsTwoByDefault() {
        let root = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let child = View(name: "child")
        root.addSubview(child)
        #expect(root.contentScale == 2)
        root.contentScale = 3
        #expect(child.contentScale == 3)
    }

    @Test func atScaleOneColumnsRoundToWholePoints() {
        let columns = makeColumns(scale: 1)
        // Exact edges 0, 33.33, 66.67, 100 round to 0, 33, 67, 100: widths 33, 34, 33.
        expectFrame(columns[0], Rect(x: 0, y: 0, width: 33, height: 10))
        expectFrame(columns[1], Rect(x: 33, y: 0, width: 34, height: 10))
        expectFrame(columns[2], Rect(x: 67, y: 0, width: 33, height: 10))
    }

    @Test func atScaleTwoColumnsRoundToHalfPoints() {
        let columns = makeColumns(scale: 2)
        // In pixels the edges are 0, 66.67, 133.33, 200 → 0, 67, 133, 200: points 0, 33.5, 66.5, 100.
        expectFrame(columns[0], Rect(x: 0, y: 0, width: 33.5, height: 10))
        expectFrame(columns[1], Rect(x: 33.5, y: 0, width: 33, height: 10))
        expectFrame(columns[2], Rect(x: 66.5, y: 0, width: 33.5, height: 10))
    }

    @Test func atScaleThreeColumnsLandExactlyOnThirds() {
        let columns = makeColumns(scale: 3)
        // In pixels the edges are 0, 100, 200, 300 exactly: every column is 100/3 wide.
        expectFrame(columns[0], Rect(x: 0, y: 0, width: 100.0 / 3, height: 10))
        expectFrame(columns[1], Rect(x: 100.0 / 3, y: 0, width: 100.0 / 3, height: 10))
        expectFrame(columns[2], Rect(x: 200.0 / 3, y: 0, width: 100.0 / 3, height: 10))
    }

    @Test(arguments: [1.0, 2, 3])
    func adjacentColumnsStayFlushAndFillTheRoot(scale: Double) {
        let columns = makeColumns(scale: scale)
        #expect(columns[0].frame.minX == 0)
        #expect(columns[0].frame.maxX == columns[1].frame.minX)
        #expect(columns[1].frame.maxX == columns[2].frame.minX)
        #expect(abs(columns[2].frame.maxX - 100) <= frameTolerance)
    }

    @Test func tiesRoundUp() {
        let root = makeRoot(width: 100, height: 100, scale: 1)
        let view = addConstrained(View(name: "view"), to: root)
        place(view, in: root, at: Rect(x: 10.5, y: 0.5, width: 20, height: 20))
        root.layoutIfNeeded()
        // 10.5 → 11 and 30.5 → 31; 0.5 → 1 and 20.5 → 21.
        expectFrame(view, Rect(x: 11, y: 1, width: 20, height: 20))
        root.contentScale = 2
        root.layoutIfNeeded()
        expectFrame(view, Rect(x: 10.5, y: 0.5, width: 20, height: 20))
    }

    @Test func quarterPointsRoundUpToTheHalfPointGrid() {
        let root = makeRoot(width: 100, height: 100, scale: 2)
        let view = addConstrained(View(name: "view"), to: root)
        place(view, in: root, at: Rect(x: 10.25, y: 5.75, width: 20, height: 20.25))
        root.layoutIfNeeded()
        // x: 20.5 px → 21 → 10.5; right 30.25 → 60.5 px → 61 → 30.5. y: 11.5 px → 12 → 6; bottom 26 → 26.
        expectFrame(view, Rect(x: 10.5, y: 6, width: 20, height: 20))
    }

    @Test func nestedViewsRoundTheirAbsoluteEdges() {
        let root = makeRoot(width: 100, height: 100, scale: 1)
        let outer = addConstrained(View(name: "outer"), to: root)
        let inner = addConstrained(View(name: "inner"), to: outer)
        place(outer, in: root, at: Rect(x: 0.3, y: 0, width: 50, height: 50))
        place(inner, in: outer, at: Rect(x: 0.3, y: 0, width: 10, height: 10))
        root.layoutIfNeeded()
        // Outer edges 0.3 → 0 and 50.3 → 50. Inner's absolute edges 0.6 → 1 and 10.6 → 11: in outer, x = 1.
        expectFrame(outer, Rect(x: 0, y: 0, width: 50, height: 50))
        expectFrame(inner, Rect(x: 1, y: 0, width: 10, height: 10))
    }

    @Test func anInvalidScaleIsRefusedWithADiagnostic() {
        let root = makeRoot()
        let recorder = DiagnosticRecorder(root)
        root.contentScale = 0
        root.contentScale = .nan
        #expect(root.contentScale == 2)
        #expect(recorder.diagnostics.count == 2)
    }
}
