import Masonry
import Testing

/// Two labels in a row that does not fit them exactly: the priorities decide which one gives way.
///
/// At 17 points, "Hello" measures 43.09 wide (43.5 on the pixel grid) and "World" 48.72 (49); both are 20 tall.
@Suite struct HuggingAndCompressionTests {
    /// `|[first][second]|` in a root of the given width.
    private func makeRow(width: Double) -> (root: View, first: Label, second: Label) {
        let root = makeRoot(width: width, height: 100)
        let first = addConstrained(Label(name: "first", text: "Hello"), to: root)
        let second = addConstrained(Label(name: "second", text: "World"), to: root)
        constrain(first, .left, to: root)
        constrain(second, .left, to: first, .right)
        constrain(second, .right, to: root)
        constrain(first, .top, to: root)
        constrain(second, .top, to: root)
        return (root, first, second)
    }

    @Test func theLabelsMeasureWhatTheCommentsAssume() {
        #expect(Label(name: "a", text: "Hello").intrinsicContentSize == Size(width: 43.5, height: 20))
        #expect(Label(name: "b", text: "World").intrinsicContentSize == Size(width: 49, height: 20))
    }

    @Test func inATooNarrowRowTheLowerCompressionResistanceShrinks() {
        let (root, first, second) = makeRow(width: 80)
        second.setContentCompressionResistancePriority(749, for: .horizontal)
        root.layoutIfNeeded()
        // 43.5 + 49 = 92.5 > 80: "World" gives up 12.5 and keeps 80 − 43.5 = 36.5.
        expectFrame(first, Rect(x: 0, y: 0, width: 43.5, height: 20))
        expectFrame(second, Rect(x: 43.5, y: 0, width: 36.5, height: 20))

        // The other way round, "Hello" gives way: 80 − 49 = 31.
        second.setContentCompressionResistancePriority(751, for: .horizontal)
        root.layoutIfNeeded()
        expectFrame(first, Rect(x: 0, y: 0, width: 31, height: 20))
        expectFrame(second, Rect(x: 31, y: 0, width: 49, height: 20))
    }

    @Test func inATooWideRowTheLowerHuggingGrows() {
        let (root, first, second) = makeRow(width: 200)
        second.setContentHuggingPriority(251, for: .horizontal)
        root.layoutIfNeeded()
        // 200 − 92.5 = 107.5 to spare: "Hello" (hugging 250) takes it, 200 − 49 = 151.
        expectFrame(first, Rect(x: 0, y: 0, width: 151, height: 20))
        expectFrame(second, Rect(x: 151, y: 0, width: 49, height: 20))

        first.setContentHuggingPriority(252, for: .horizontal)
        root.layoutIfNeeded()
        // Now "World" (251) grows: 200 − 43.5 = 156.5.
        expectFrame(first, Rect(x: 0, y: 0, width: 43.5, height: 20))
        expectFrame(second, Rect(x: 43.5, y: 0, width: 156.5, height: 20))
    }
}
