import Masonry
import Testing

// Alignment across the axis, per UIKit's iOS 10 dump: the first view is the reference, a
// pinned edge connects the canvas to it, a free edge to the alignment spanner.

/// A coordinate on the half-point grid, as frames are rounded (ties up).
func onPixel(_ value: Double) -> Double { (value * 2).rounded(.toNearestOrAwayFromZero) / 2 }

@Suite struct FillAlignmentTests {
    @Test func horizontalViewsSpanTheStacksHeight() {
        let a = Block("a", 50, 20), b = Block("b", 60, 40)
        let (_, _) = makeStack([a, b], alignment: .fill, height: 100)
        expectFrame(a, Rect(x: 0, y: 0, width: 50, height: 100))
        expectFrame(b, Rect(x: 50, y: 0, width: 60, height: 100))
    }

    @Test func verticalViewsSpanTheStacksWidth() {
        let a = Block("a", 50, 20), b = Block("b", 80, 30)
        let (_, _) = makeStack([a, b], axis: .vertical, alignment: .fill, width: 200)
        expectFrame(a, Rect(x: 0, y: 0, width: 200, height: 20))
        expectFrame(b, Rect(x: 0, y: 20, width: 200, height: 30))
    }

    @Test func fillNeedsNoSpannerAndNoSuppression() {
        let (_, stack) = makeStack([Block("a", 50, 20), Block("b", 60, 40)])
        #expect(stack.layoutGuides.isEmpty)
        #expect(generated(stack, "UISV-ambiguity-suppression").isEmpty)
        #expect(generated(stack, "UISV-alignment").count == 2)
    }
}

@Suite struct LeadingAlignmentTests {
    @Test func horizontalTopAlignsTopEdges() {
        let a = Block("a", 50, 20), b = Block("b", 60, 40)
        let (_, _) = makeStack([a, b], alignment: .top, height: 100)
        expectFrame(a, Rect(x: 0, y: 0, width: 50, height: 20))
        expectFrame(b, Rect(x: 50, y: 0, width: 60, height: 40))
    }

    @Test func anUnconstrainedStackIsAsTallAsItsTallestView() {
        let a = Block("a", 50, 20), b = Block("b", 60, 40)
        let (_, stack) = makeStack([a, b], alignment: .top)
        expectFrame(stack, Rect(x: 20, y: 40, width: 110, height: 40))
    }

    @Test func verticalLeadingAlignsLeadingEdges() {
        let a = Block("a", 50, 20), b = Block("b", 80, 30)
        let (_, _) = makeStack([a, b], axis: .vertical, alignment: .leading, width: 200)
        expectFrame(a, Rect(x: 0, y: 0, width: 50, height: 20))
        expectFrame(b, Rect(x: 0, y: 20, width: 80, height: 30))
    }

    @Test func topIsLeading() {
        #expect(StackView.Alignment.top == .leading)
        #expect(StackView.Alignment.bottom == .trailing)
    }

    @Test func theSpannerHugsAndViewsWithoutHeightGetZero() {
        let a = Block("a", 50, 20), b = View(name: "b")
        constrain(b, .width, constant: 30)
        let (root, stack) = makeStack([a, b], alignment: .top)
        defer { withExtendedLifetime(root) {} }
        #expect(stack.layoutGuides.map(\.identifier) == ["UISV-alignment-spanner"])
        #expect(
            generated(stack, "UISV-spanning-boundary").filter { $0.relation == .equal }.map(\.priority) == [
                999.5, 999.5
            ])
        #expect(generated(stack, "UISV-spanning-fit").map(\.priority) == [51])
        #expect(generated(stack, "UISV-ambiguity-suppression").map(\.priority) == [25, 25])
        #expect(b.frame.height == 0)
        #expect(!b.hasAmbiguousLayout)
    }
}

@Suite struct CenterAlignmentTests {
    @Test func horizontalViewsAreCentredVertically() {
        let a = Block("a", 50, 20), b = Block("b", 60, 40)
        let (_, _) = makeStack([a, b], alignment: .center, height: 100)
        expectFrame(a, Rect(x: 0, y: 40, width: 50, height: 20))
        expectFrame(b, Rect(x: 50, y: 30, width: 60, height: 40))
    }

    @Test func anUnconstrainedStackSpansItsTallestView() {
        let a = Block("a", 50, 20), b = Block("b", 60, 40)
        let (_, stack) = makeStack([a, b], alignment: .center)
        expectFrame(stack, Rect(x: 20, y: 40, width: 110, height: 40))
        expectFrame(a, Rect(x: 0, y: 10, width: 50, height: 20))
    }

    @Test func verticalViewsAreCentredHorizontally() {
        let a = Block("a", 50, 20), b = Block("b", 80, 30)
        let (_, _) = makeStack([a, b], axis: .vertical, alignment: .center, width: 200)
        expectFrame(a, Rect(x: 75, y: 0, width: 50, height: 20))
        expectFrame(b, Rect(x: 60, y: 20, width: 80, height: 30))
    }

    @Test func aSingleViewIsCentredWithoutASpanner() {
        let a = Block("a", 50, 20)
        let (root, stack) = makeStack([a], alignment: .center, height: 100)
        defer { withExtendedLifetime(root) {} }
        expectFrame(a, Rect(x: 0, y: 40, width: 50, height: 20))
        #expect(stack.layoutGuides.isEmpty)
        let connections = generated(stack, "UISV-canvas-connection").filter { $0.firstAttribute.isVertical }
        #expect(connections.map(\.relation) == [.lessThanOrEqual, .greaterThanOrEqual, .equal])
        #expect(generated(stack, "UISV-canvas-fit").map(\.priority) == [49])
    }

    @Test func aSingleViewInAnUnconstrainedStackIsHugged() {
        let a = Block("a", 50, 20)
        let (_, stack) = makeStack([a], alignment: .center)
        expectFrame(stack, Rect(x: 20, y: 40, width: 50, height: 20))
        expectFrame(a, Rect(x: 0, y: 0, width: 50, height: 20))
    }
}

@Suite struct TrailingAlignmentTests {
    @Test func horizontalBottomAlignsBottomEdges() {
        let a = Block("a", 50, 20), b = Block("b", 60, 40)
        let (_, _) = makeStack([a, b], alignment: .bottom, height: 100)
        expectFrame(a, Rect(x: 0, y: 80, width: 50, height: 20))
        expectFrame(b, Rect(x: 50, y: 60, width: 60, height: 40))
    }

    @Test func verticalTrailingAlignsTrailingEdges() {
        let a = Block("a", 50, 20), b = Block("b", 80, 30)
        let (_, _) = makeStack([a, b], axis: .vertical, alignment: .trailing, width: 200)
        expectFrame(a, Rect(x: 150, y: 0, width: 50, height: 20))
        expectFrame(b, Rect(x: 120, y: 20, width: 80, height: 30))
    }

    @Test func verticalTrailingFollowsRightToLeft() {
        let a = Block("a", 50, 20), b = Block("b", 80, 30)
        let (root, _) = makeStack([a, b], axis: .vertical, alignment: .trailing, width: 200)
        root.semanticContentAttribute = .forceRightToLeft
        root.layoutIfNeeded()
        expectFrame(a, Rect(x: 0, y: 0, width: 50, height: 20))
        expectFrame(b, Rect(x: 0, y: 20, width: 80, height: 30))
    }
}

/// Two labels in different fonts, and their baselines as the label measures them.
private struct BaselineFixture {
    let small = Label(name: "small", text: "Small")
    let big = Label(name: "big", text: "Big")
    init() { big.font = Font(size: 34) }

    func fromTop(_ label: Label) -> Double { label.textLayout.lines[0].baseline }
    func fromBottom(_ label: Label) -> Double {
        label.textLayout.height - label.textLayout.lines[label.textLayout.lines.count - 1].baseline
    }
}

@Suite struct FirstBaselineAlignmentTests {
    @Test func labelsShareTheirFirstBaseline() {
        let fixture = BaselineFixture()
        let (small, big) = (fixture.small, fixture.big)
        let (_, stack) = makeStack([small, big], alignment: .firstBaseline)
        let s = small.intrinsicContentSize, b = big.intrinsicContentSize
        // The big label's top is the canvas top; the small one's top sits the difference of the baselines lower.
        let smallTop = fixture.fromTop(big) - fixture.fromTop(small)
        expectFrame(big, Rect(x: s.width, y: 0, width: b.width, height: b.height))
        expectFrame(
            small,
            Rect(x: 0, y: onPixel(smallTop), width: s.width, height: onPixel(smallTop + s.height) - onPixel(smallTop)))
        #expect(stack.frame.height == onPixel(40 + max(b.height, smallTop + s.height)) - 40)
        #expect(abs((small.frame.minY + fixture.fromTop(small)) - (big.frame.minY + fixture.fromTop(big))) <= 0.5)
    }

    @Test func aViewWithoutABaselineAlignsByItsTop() {
        let fixture = BaselineFixture()
        let block = Block("block", 30, 10)
        let (_, stack) = makeStack([fixture.big, block], alignment: .firstBaseline)
        let b = fixture.big.intrinsicContentSize
        expectFrame(block, Rect(x: b.width, y: onPixel(fixture.fromTop(fixture.big)), width: 30, height: 10))
        // The spanner reaches down to the block's bottom, below the label's.
        #expect(stack.frame.height == onPixel(40 + max(b.height, fixture.fromTop(fixture.big) + 10)) - 40)
        #expect(generated(stack, "UISV-canvas-fit").map(\.priority) == [49])
    }

    @Test func theStacksBaselineIsItsTallestViews() {
        let fixture = BaselineFixture()
        let (root, stack) = makeStack([fixture.small, fixture.big], alignment: .firstBaseline)
        let outside = addConstrained(Label(name: "outside", text: "Out"), to: root)
        constrain(outside, .left, to: root, constant: 300)
        constrain(outside, .firstBaseline, to: stack, .firstBaseline)
        root.layoutIfNeeded()
        let bigBaseline = stack.frame.minY + fixture.big.frame.minY + fixture.fromTop(fixture.big)
        #expect(abs(outside.frame.minY + fixture.fromTop(outside) - bigBaseline) <= 0.5)
    }

    @Test func verticalStacksReadFirstBaselineAsLeading() {
        let a = Block("a", 50, 20), b = Block("b", 80, 30)
        let (_, _) = makeStack([a, b], axis: .vertical, alignment: .firstBaseline, width: 200)
        expectFrame(a, Rect(x: 0, y: 0, width: 50, height: 20))
        expectFrame(b, Rect(x: 0, y: 20, width: 80, height: 30))
    }
}

@Suite struct LastBaselineAlignmentTests {
    @Test func labelsShareTheirLastBaseline() {
        let fixture = BaselineFixture()
        let (small, big) = (fixture.small, fixture.big)
        let (_, stack) = makeStack([big, small], alignment: .lastBaseline)
        let s = small.intrinsicContentSize, b = big.intrinsicContentSize
        // big.bottom − its descent == small.bottom − its descent; the canvas hugs the first view (V:[first]-(>=0)-|).
        let smallTop = b.height - fixture.fromBottom(big) + fixture.fromBottom(small) - s.height
        expectFrame(big, Rect(x: 0, y: 0, width: b.width, height: b.height))
        expectFrame(
            small,
            Rect(
                x: b.width, y: onPixel(smallTop), width: s.width,
                height: onPixel(smallTop + s.height) - onPixel(smallTop)))
        #expect(stack.frame.height == b.height)
    }

    @Test func aViewWithoutABaselineAlignsByItsBottom() {
        let fixture = BaselineFixture()
        let block = Block("block", 30, 10)
        let (_, _) = makeStack([fixture.big, block], alignment: .lastBaseline)
        let b = fixture.big.intrinsicContentSize
        let blockBottom = b.height - fixture.fromBottom(fixture.big)
        expectFrame(
            block,
            Rect(
                x: b.width, y: onPixel(blockBottom - 10), width: 30,
                height: onPixel(blockBottom) - onPixel(blockBottom - 10)))
    }

    @Test func verticalStacksReadLastBaselineAsTrailing() {
        let a = Block("a", 50, 20), b = Block("b", 80, 30)
        let (_, _) = makeStack([a, b], axis: .vertical, alignment: .lastBaseline, width: 200)
        expectFrame(a, Rect(x: 150, y: 0, width: 50, height: 20))
        expectFrame(b, Rect(x: 120, y: 20, width: 80, height: 30))
    }
}

extension LayoutAttribute {
    var isVertical: Bool { [.top, .bottom, .centerY, .height, .firstBaseline, .lastBaseline].contains(self) }
}
