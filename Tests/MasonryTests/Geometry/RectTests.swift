import Masonry
import Testing

@Suite struct RectTests {
    @Test func edgesAndCentresFollowFromOriginAndSize() {
        let rect = Rect(x: 10, y: 20, width: 30, height: 40)
        #expect(rect.minX == 10 && rect.midX == 25 && rect.maxX == 40)
        #expect(rect.minY == 20 && rect.midY == 40 && rect.maxY == 60)
        #expect(rect.width == 30 && rect.height == 40)
    }

    @Test func bothInitialisersMakeTheSameRectangle() {
        let byParts = Rect(x: 1.5, y: 2.5, width: 3, height: 4)
        let byOriginAndSize = Rect(origin: Point(x: 1.5, y: 2.5), size: Size(width: 3, height: 4))
        #expect(byParts == byOriginAndSize)
        #expect(Set([byParts, byOriginAndSize]).count == 1)
    }

    @Test func zeroValuesAreAllZero() {
        #expect(Rect.zero == Rect(x: 0, y: 0, width: 0, height: 0))
        #expect(Point.zero == Point(x: 0, y: 0))
        #expect(Size.zero == Size(width: 0, height: 0))
    }

    @Test func insettingMovesEveryEdgeInward() {
        let rect = Rect(x: 0, y: 0, width: 375, height: 667)
        // top 40, left 10, bottom 10, right 10 → (10, 40, 375 − 20, 667 − 50).
        #expect(
            rect.inset(by: EdgeInsets(top: 40, left: 10, bottom: 10, right: 10))
                == Rect(x: 10, y: 40, width: 355, height: 617))
        #expect(rect.inset(by: EdgeInsets(all: -5)) == Rect(x: -5, y: -5, width: 385, height: 677))
    }

    @Test func rectanglesIntersectOnlyWhenTheyShareArea() {
        let rect = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(rect.intersects(Rect(x: 5, y: 5, width: 10, height: 10)))
        #expect(!rect.intersects(Rect(x: 10, y: 0, width: 10, height: 10))) // touching edges share no area
    }

    @Test func descriptionsPrintNumbersWithoutNeedlessDecimals() {
        #expect(Rect(x: 87.5, y: 233.5, width: 200, height: 200).description == "(87.5, 233.5, 200, 200)")
        #expect(Point(x: 1, y: -2.25).description == "(1, -2.25)")
        #expect(Size(width: 375, height: 667).description == "375×667")
    }
}
