import LayoutFile
import Masonry
import Testing

/// `stack` statements make StackViews; views declared in them are arranged in file order.
@Suite struct StackStatementTests {
    @Test func aStackTakesItsOptionsAndArrangesItsChildrenInFileOrder() throws {
        guard
            let (scene, diagnostics) = layOut(
                """
                canvas 375x667
                stack row horizontal spacing 10 distribution fillEqually alignment center margins
                view a in row intrinsic 40x20
                view b in row intrinsic 40x30
                view c in row intrinsic 40x40 hidden
                row.left == root.left
                row.top == root.top
                row.width == 200
                """)
        else { return }
        #expect(diagnostics.isEmpty)
        let row = try #require(scene.view(named: "row") as? StackView)
        #expect(row.arrangedSubviews.compactMap(\.name) == ["a", "b", "c"])
        #expect(row.axis == .horizontal)
        #expect(row.spacing == 10)
        #expect(row.distribution == .fillEqually)
        #expect(row.alignment == .center)
        #expect(row.isLayoutMarginsRelativeArrangement)
        // Margins of 8, two visible views sharing 184 − 10 equally; the hidden one takes no space.
        #expect(frame("a", in: scene) == Rect(x: 8, y: 13, width: 87, height: 20))
        #expect(frame("b", in: scene) == Rect(x: 105, y: 8, width: 87, height: 30))
        #expect(frame("row", in: scene)?.height == 46)
    }

    @Test func aVerticalStackSizesItselfToItsContent() throws {
        guard
            let (scene, diagnostics) = layOut(
                """
                canvas 375x667
                stack column vertical spacing 4
                view top in column intrinsic 50x10
                view bottom in column intrinsic 30x20
                column.left == root.left + 5
                column.top == root.top + 5
                """)
        else { return }
        #expect(diagnostics.isEmpty)
        #expect(frame("column", in: scene) == Rect(x: 5, y: 5, width: 50, height: 34))
        #expect(frame("bottom", in: scene) == Rect(x: 0, y: 14, width: 50, height: 20))
    }
}
