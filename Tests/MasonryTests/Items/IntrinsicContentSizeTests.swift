import Masonry
import Testing

/// A view whose intrinsic size is whatever the test sets.
private final class SizedView: View {
    var contentSize = Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    override var intrinsicContentSize: Size { contentSize }
}

/// Intrinsic sizes become constraints: hugging resists growing, compression resistance resists shrinking.
@Suite struct IntrinsicContentSizeTests {
    @Test func aPlainViewHasNoIntrinsicSizeAndDefaultPriorities() {
        let view = View(name: "view")
        #expect(view.intrinsicContentSize == Size(width: -1, height: -1))
        #expect(View.noIntrinsicMetric == -1)
        #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(view.contentHuggingPriority(for: .vertical) == 250)
        #expect(view.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
        #expect(view.contentCompressionResistancePriority(for: .vertical) == 750)
    }

    @Test func priorityChangesAreKeptPerAxis() {
        let view = View(name: "view")
        view.setContentHuggingPriority(251, for: .horizontal)
        view.setContentCompressionResistancePriority(.required, for: .vertical)
        #expect(view.contentHuggingPriority(for: .horizontal) == 251)
        #expect(view.contentHuggingPriority(for: .vertical) == 250)
        #expect(view.contentCompressionResistancePriority(for: .vertical) == 1000)
        #expect(view.contentCompressionResistancePriority(for: .horizontal) == 750)
    }

    @Test func aViewWithOnlyAPositionTakesItsIntrinsicSize() {
        let root = makeRoot()
        let view = addConstrained(SizedView(name: "view"), to: root)
        view.contentSize = Size(width: 120, height: 44)
        constrain(view, .left, to: root, constant: 10)
        constrain(view, .top, to: root, constant: 20)
        root.layoutIfNeeded()
        expectFrame(view, Rect(x: 10, y: 20, width: 120, height: 44))
    }

    @Test func anAxisWithoutAMetricIsLeftToConstraints() {
        let root = makeRoot()
        let view = addConstrained(SizedView(name: "view"), to: root)
        view.contentSize = Size(width: View.noIntrinsicMetric, height: 30)
        constrain(view, .left, to: root)
        constrain(view, .right, to: root)
        constrain(view, .top, to: root)
        root.layoutIfNeeded()
        expectFrame(view, Rect(x: 0, y: 0, width: 375, height: 30))
    }

    @Test func invalidatingTheIntrinsicSizeLaysOutAgain() {
        let root = makeRoot()
        let view = addConstrained(SizedView(name: "view"), to: root)
        view.contentSize = Size(width: 50, height: 50)
        constrain(view, .centerX, to: root)
        constrain(view, .top, to: root)
        root.layoutIfNeeded()
        expectFrame(view, Rect(x: 162.5, y: 0, width: 50, height: 50))
        view.contentSize = Size(width: 100, height: 80)
        root.layoutIfNeeded()
        expectFrame(view, Rect(x: 162.5, y: 0, width: 50, height: 50)) // the engine was not told
        view.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        // Centred again: x = (375 − 100) / 2 = 137.5.
        expectFrame(view, Rect(x: 137.5, y: 0, width: 100, height: 80))
    }

    @Test func requiredConstraintsOverrideTheIntrinsicSize() {
        let root = makeRoot()
        let view = addConstrained(SizedView(name: "view"), to: root)
        view.contentSize = Size(width: 120, height: 44)
        place(view, in: root, at: Rect(x: 0, y: 0, width: 60, height: 88))
        root.layoutIfNeeded()
        expectFrame(view, Rect(x: 0, y: 0, width: 60, height: 88))
    }

    @Test func requiredCompressionResistanceBeatsAnOptionalMaximum() {
        let root = makeRoot()
        let view = addConstrained(SizedView(name: "view"), to: root)
        view.contentSize = Size(width: 120, height: 44)
        view.setContentCompressionResistancePriority(.required, for: .horizontal)
        constrain(view, .left, to: root)
        constrain(view, .top, to: root)
        constrain(view, .width, .lessThanOrEqual, constant: 80, priority: 999)
        root.layoutIfNeeded()
        expectFrame(view, Rect(x: 0, y: 0, width: 120, height: 44))
    }
}
