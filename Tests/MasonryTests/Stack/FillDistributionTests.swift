import Masonry
import Testing

// `.fill`: canvas-connection at both ends and `==` spacing; nothing else, so hugging and compression resistance
// decide who grows and who shrinks.
@Suite struct FillDistributionTests {
    @Test func horizontalStackSizesItselfToItsContent() {
        let a = Block("a", 50, 20), b = Block("b", 60, 30), c = Block("c", 70, 40)
        let (_, stack) = makeStack([a, b, c], spacing: 10)
        // Width: 50 + 10 + 60 + 10 + 70. Height: fill alignment gives every view the tallest one's 40.
        expectFrame(stack, Rect(x: 20, y: 40, width: 200, height: 40))
        expectFrame(a, Rect(x: 0, y: 0, width: 50, height: 40))
        expectFrame(b, Rect(x: 60, y: 0, width: 60, height: 40))
        expectFrame(c, Rect(x: 130, y: 0, width: 70, height: 40))
    }

    @Test func verticalStackSizesItselfToItsContent() {
        let a = Block("a", 50, 20), b = Block("b", 60, 30), c = Block("c", 70, 40)
        let (_, stack) = makeStack([a, b, c], axis: .vertical, spacing: 5)
        expectFrame(stack, Rect(x: 20, y: 40, width: 70, height: 100))
        expectFrame(a, Rect(x: 0, y: 0, width: 70, height: 20))
        expectFrame(b, Rect(x: 0, y: 25, width: 70, height: 30))
        expectFrame(c, Rect(x: 0, y: 60, width: 70, height: 40))
    }

    @Test func aStackTooNarrowShrinksTheViewWithLeastCompressionResistance() {
        let a = Block("a", 50, 20), b = Block("b", 60, 20), c = Block("c", 70, 20)
        b.setContentCompressionResistancePriority(700, for: .horizontal)
        // 150 wide holds 130 of the 180 the views want: b, the least resistant, gives up all 50.
        let (_, stack) = makeStack([a, b, c], spacing: 10, width: 150)
        expectFrame(stack, Rect(x: 20, y: 40, width: 150, height: 20))
        expectFrame(a, Rect(x: 0, y: 0, width: 50, height: 20))
        expectFrame(b, Rect(x: 60, y: 0, width: 10, height: 20))
        expectFrame(c, Rect(x: 80, y: 0, width: 70, height: 20))
    }

    @Test func aStackTooTallShrinksTheViewWithLeastCompressionResistance() {
        let a = Block("a", 20, 50), b = Block("b", 20, 60)
        a.setContentCompressionResistancePriority(740, for: .vertical)
        let (_, _) = makeStack([a, b], axis: .vertical, height: 80)
        expectFrame(a, Rect(x: 0, y: 0, width: 20, height: 20))
        expectFrame(b, Rect(x: 0, y: 20, width: 20, height: 60))
    }

    @Test func aStackTooWideGrowsTheViewWithLeastHugging() {
        let a = Block("a", 50, 20), b = Block("b", 60, 20), c = Block("c", 70, 20)
        c.setContentHuggingPriority(200, for: .horizontal)
        let (_, _) = makeStack([a, b, c], spacing: 10, width: 300)
        expectFrame(a, Rect(x: 0, y: 0, width: 50, height: 20))
        expectFrame(b, Rect(x: 60, y: 0, width: 60, height: 20))
        expectFrame(c, Rect(x: 130, y: 0, width: 170, height: 20))
    }

    @Test func fillAddsOnlyConnectionAndEqualSpacingAlongTheAxis() {
        let (_, stack) = makeStack([Block("a", 10, 10), Block("b", 10, 10), Block("c", 10, 10)], spacing: 4)
        let spacing = generated(stack, "UISV-spacing")
        #expect(spacing.count == 2)
        #expect(spacing.allSatisfy { $0.relation == .equal && $0.constant == 4 && $0.firstAttribute == .leading })
        #expect(
            generated(stack, "UISV-canvas-connection").filter {
                $0.firstAttribute == .leading || $0.firstAttribute == .trailing
            }.count == 2)
        #expect(generated(stack, "UISV-fill-equally").isEmpty)
    }
}

@Suite struct FillEquallyDistributionTests {
    @Test func horizontalViewsShareAFixedWidth() {
        let a = Block("a", 50, 20), b = Block("b", 60, 30), c = Block("c", 70, 40)
        let (_, _) = makeStack([a, b, c], distribution: .fillEqually, spacing: 10, width: 320)
        // (320 − 2 × 10) / 3 = 100 each.
        expectFrame(a, Rect(x: 0, y: 0, width: 100, height: 40))
        expectFrame(b, Rect(x: 110, y: 0, width: 100, height: 40))
        expectFrame(c, Rect(x: 220, y: 0, width: 100, height: 40))
    }

    @Test func anUnconstrainedStackTakesTheWidestViewsWidthForEach() {
        let a = Block("a", 50, 20), b = Block("b", 60, 20), c = Block("c", 70, 20)
        let (_, stack) = makeStack([a, b, c], distribution: .fillEqually, spacing: 10)
        // Equal widths W ≥ 70 (compression resistance), as small as hugging allows: 70.
        expectFrame(stack, Rect(x: 20, y: 40, width: 230, height: 20))
        expectFrame(b, Rect(x: 80, y: 0, width: 70, height: 20))
        expectFrame(c, Rect(x: 160, y: 0, width: 70, height: 20))
    }

    @Test func verticalViewsShareAFixedHeight() {
        let a = Block("a", 50, 20), b = Block("b", 60, 30), c = Block("c", 70, 40)
        let (_, _) = makeStack([a, b, c], axis: .vertical, distribution: .fillEqually, spacing: 10, height: 200)
        expectFrame(a, Rect(x: 0, y: 0, width: 70, height: 60))
        expectFrame(b, Rect(x: 0, y: 70, width: 70, height: 60))
        expectFrame(c, Rect(x: 0, y: 140, width: 70, height: 60))
    }

    @Test func everyVisibleViewEqualsTheStacksLengthGuide() {
        let a = Block("a", 10, 10), b = Block("b", 10, 10), c = Block("c", 10, 10)
        let (_, stack) = makeStack([a, b, c], distribution: .fillEqually)
        let guides = stack.layoutGuides.filter { $0.identifier == "UISV-equal-length" }
        let equal = generated(stack, "UISV-fill-equally")
        #expect(guides.count == 1)
        #expect(equal.count == 3 && zip(equal, [a, b, c]).allSatisfy { $0.firstItem === $1 })
        #expect(
            equal.allSatisfy {
                $0.secondItem === guides.first && $0.firstAttribute == .width && $0.priority == .required
            })
    }

    @Test func hidingTheFirstViewRemovesItsTieAlone() {
        let a = Block("a", 50, 20), b = Block("b", 60, 20), c = Block("c", 70, 20)
        let (root, stack) = makeStack([a, b, c], distribution: .fillEqually, spacing: 10, width: 210)
        let before = generated(stack, "UISV-fill-equally")
        a.isHidden = true
        root.layoutIfNeeded()
        let after = generated(stack, "UISV-fill-equally")
        #expect(identities(after) == identities(before.filter { $0.firstItem !== a }))
        expectFrame(b, Rect(x: 0, y: 0, width: 100, height: 20))
        expectFrame(c, Rect(x: 110, y: 0, width: 100, height: 20))
        #expect(a.frame.width == 0)
    }

    @Test func withEveryViewHiddenTheLengthGuideGoes() {
        let a = Block("a", 50, 20), b = Block("b", 60, 20)
        let (root, stack) = makeStack([a, b], distribution: .fillEqually, spacing: 10)
        a.isHidden = true
        b.isHidden = true
        root.layoutIfNeeded()
        #expect(generated(stack, "UISV-fill-equally").isEmpty)
        #expect(stack.layoutGuides.isEmpty)
        #expect(stack.frame.width == 0)
        b.isHidden = false
        root.layoutIfNeeded()
        #expect(generated(stack, "UISV-fill-equally").count == 1)
        expectFrame(b, Rect(x: 0, y: 0, width: 60, height: 20))
    }
}

@Suite struct FillProportionallyDistributionTests {
    @Test func horizontalLengthsFollowIntrinsicWidths() {
        let a = Block("a", 160, 20), b = Block("b", 80, 20), c = Block("c", 40, 20)
        let (_, stack) = makeStack([a, b, c], distribution: .fillProportionally, width: 560)
        // 4/7, 2/7 and 1/7 of 560, as in UIKit's dump (multipliers 0.571429, 0.285714, 0.142857).
        expectFrame(a, Rect(x: 0, y: 0, width: 320, height: 20))
        expectFrame(b, Rect(x: 320, y: 0, width: 160, height: 20))
        expectFrame(c, Rect(x: 480, y: 0, width: 80, height: 20))
        let multipliers = generated(stack, "UISV-fill-proportionally").map(\.multiplier)
        #expect(multipliers.count == 3)
        for (multiplier, expected) in zip(multipliers, [4.0 / 7, 2.0 / 7, 1.0 / 7]) {
            #expect(abs(multiplier - expected) < 1e-12)
        }
        #expect(generated(stack, "UISV-fill-proportionally").map(\.priority) == [999, 998, 997])
    }

    @Test func anUnconstrainedStackKeepsIntrinsicWidths() {
        let a = Block("a", 160, 20), b = Block("b", 80, 20), c = Block("c", 40, 20)
        let (_, stack) = makeStack([a, b, c], distribution: .fillProportionally)
        expectFrame(stack, Rect(x: 20, y: 40, width: 280, height: 20))
        expectFrame(c, Rect(x: 240, y: 0, width: 40, height: 20))
    }

    @Test func withSpacingTheLowestPriorityGivesWayAsInUIKit() {
        let a = Block("a", 160, 20), b = Block("b", 80, 20), c = Block("c", 40, 20)
        // Multipliers are length / (280 + 2 × 10); at 600 wide a (999) gets 320 and b (998) 160, so the sizes
        // no longer add up and c (997) takes what is left: 600 − 20 − 480 = 100 (rdar://34595752).
        let (_, _) = makeStack([a, b, c], distribution: .fillProportionally, spacing: 10, width: 600)
        expectFrame(a, Rect(x: 0, y: 0, width: 320, height: 20))
        expectFrame(b, Rect(x: 330, y: 0, width: 160, height: 20))
        expectFrame(c, Rect(x: 500, y: 0, width: 100, height: 20))
    }

    @Test func verticalLengthsFollowIntrinsicHeights() {
        let a = Block("a", 30, 20), b = Block("b", 50, 40)
        let (_, _) = makeStack([a, b], axis: .vertical, distribution: .fillProportionally, height: 120)
        expectFrame(a, Rect(x: 0, y: 0, width: 50, height: 40))
        expectFrame(b, Rect(x: 0, y: 40, width: 50, height: 80))
    }

    @Test func viewsWithoutIntrinsicWidthBehaveLikeFillEqually() {
        let a = View(name: "a"), b = View(name: "b")
        let (_, _) = makeStack([a, b], distribution: .fillProportionally, spacing: 10, width: 210, height: 30)
        expectFrame(a, Rect(x: 0, y: 0, width: 100, height: 30))
        expectFrame(b, Rect(x: 110, y: 0, width: 100, height: 30))
    }

    @Test func multipliersFollowAChangedIntrinsicSize() {
        let a = Block("a", 100, 20), b = Block("b", 100, 20)
        let (root, _) = makeStack([a, b], distribution: .fillProportionally, width: 300)
        expectFrame(a, Rect(x: 0, y: 0, width: 150, height: 20))
        a.contentSize = Size(width: 200, height: 20)
        root.layoutIfNeeded()
        expectFrame(a, Rect(x: 0, y: 0, width: 200, height: 20))
        expectFrame(b, Rect(x: 200, y: 0, width: 100, height: 20))
    }
}
