import Masonry
import Testing

// `.equalSpacing` and `.equalCentering`: `>=` spacing, gap guides between neighbours held equal, and a canvas that
// hugs its content at 49.
@Suite struct EqualSpacingDistributionTests {
    @Test func horizontalGapsShareTheSpareWidth() {
        let a = Block("a", 40, 20), b = Block("b", 60, 20), c = Block("c", 20, 20)
        let (_, _) = makeStack([a, b, c], distribution: .equalSpacing, spacing: 10, width: 300)
        // 300 − 120 of views leaves two gaps of 90.
        expectFrame(a, Rect(x: 0, y: 0, width: 40, height: 20))
        expectFrame(b, Rect(x: 130, y: 0, width: 60, height: 20))
        expectFrame(c, Rect(x: 280, y: 0, width: 20, height: 20))
    }

    @Test func anUnconstrainedStackHugsWithMinimumSpacing() {
        let a = Block("a", 40, 20), b = Block("b", 60, 20), c = Block("c", 20, 20)
        let (_, stack) = makeStack([a, b, c], distribution: .equalSpacing, spacing: 10)
        expectFrame(stack, Rect(x: 20, y: 40, width: 140, height: 20))
        expectFrame(b, Rect(x: 50, y: 0, width: 60, height: 20))
        expectFrame(c, Rect(x: 120, y: 0, width: 20, height: 20))
    }

    @Test func verticalGapsShareTheSpareHeight() {
        let a = Block("a", 30, 20), b = Block("b", 50, 30)
        let (_, _) = makeStack([a, b], axis: .vertical, distribution: .equalSpacing, height: 100)
        expectFrame(a, Rect(x: 0, y: 0, width: 50, height: 20))
        expectFrame(b, Rect(x: 0, y: 70, width: 50, height: 30))
    }

    @Test func gapGuidesAreTheStacksOwnGuides() {
        let a = Block("a", 40, 20), b = Block("b", 60, 20), c = Block("c", 20, 20)
        let (root, stack) = makeStack([a, b, c], distribution: .equalSpacing, spacing: 10, width: 300)
        defer { withExtendedLifetime(root) {} }
        let gaps = stack.layoutGuides.filter { $0.identifier == "UISV-distributing" }
        #expect(gaps.count == 2)
        // Only their extent along the axis is constrained: from a's trailing edge to b's, and from b's to c's.
        #expect(gaps.map(\.layoutFrame.minX) == [40, 190], "\(gaps.map(\.layoutFrame))")
        #expect(gaps.map(\.layoutFrame.width) == [90, 90])
        #expect(generated(stack, "UISV-spacing").allSatisfy { $0.relation == .greaterThanOrEqual })
        #expect(generated(stack, "UISV-distributing-edge").count == 4)
        #expect(generated(stack, "UISV-fill-equally").map(\.priority) == [.required])
        #expect(generated(stack, "UISV-canvas-fit").map(\.priority) == [49])
    }

    @Test func hidingAMiddleViewLeavesOneGap() {
        let a = Block("a", 40, 20), b = Block("b", 60, 20), c = Block("c", 20, 20)
        let (root, stack) = makeStack([a, b, c], distribution: .equalSpacing, spacing: 10, width: 300)
        b.isHidden = true
        root.layoutIfNeeded()
        expectFrame(a, Rect(x: 0, y: 0, width: 40, height: 20))
        expectFrame(c, Rect(x: 280, y: 0, width: 20, height: 20))
        #expect(b.frame.width == 0)
        #expect(stack.layoutGuides.filter { $0.identifier == "UISV-distributing" }.count == 1)
        b.isHidden = false
        root.layoutIfNeeded()
        expectFrame(b, Rect(x: 130, y: 0, width: 60, height: 20))
    }

    /// Each gap guide belongs to the view it follows: hiding a view replaces one edge (the gap before it now ends
    /// at the view after it) and drops its own gap; every other gap keeps its constraints.
    @Test func hidingAViewChangesOnlyTheGapsBesideIt() {
        let blocks = (0..<6).map { Block("v\($0)", Double(20 + $0), 20) }
        let (root, stack) = makeStack(blocks, distribution: .equalSpacing, spacing: 4, width: 400)
        let before = generated(stack, "UISV-distributing-edge").map(ObjectIdentifier.init)
        blocks[2].isHidden = true
        root.layoutIfNeeded()
        let after = generated(stack, "UISV-distributing-edge").map(ObjectIdentifier.init)
        #expect(before.count == 10 && after.count == 8)
        #expect(after.filter { !before.contains($0) }.count == 1)
        #expect(stack.layoutGuides.filter { $0.identifier == "UISV-distributing" }.count == 4)
        // The five visible views, 113 wide together, leave four gaps of (400 − 113) / 4, rounded to half points.
        let visible = [blocks[0], blocks[1], blocks[3], blocks[4], blocks[5]]
        let gaps = zip(visible, visible.dropFirst()).map { $1.frame.minX - $0.frame.maxX }
        #expect(gaps.allSatisfy { abs($0 - 71.75) <= 0.25 }, "\(gaps)")
        #expect(blocks[5].frame.maxX == 400)
    }
}

@Suite struct EqualCenteringDistributionTests {
    @Test func horizontalCentresAreEquallyFarApart() {
        let a = Block("a", 40, 20), b = Block("b", 60, 20), c = Block("c", 20, 20)
        let (_, _) = makeStack([a, b, c], distribution: .equalCentering, width: 300)
        // Centres at 20 and 290 (the ends are pinned), so b's centre is at 155.
        expectFrame(a, Rect(x: 0, y: 0, width: 40, height: 20))
        expectFrame(b, Rect(x: 125, y: 0, width: 60, height: 20))
        expectFrame(c, Rect(x: 280, y: 0, width: 20, height: 20))
    }

    @Test func anUnconstrainedStackHugsKeepingCentresEqual() {
        let a = Block("a", 40, 20), b = Block("b", 60, 20), c = Block("c", 20, 20)
        let (_, stack) = makeStack([a, b, c], distribution: .equalCentering, spacing: 10)
        // Centre distance D: b.left = D − 10 ≥ 50 and c.left = 2D + 10 ≥ D + 30, so D = 60.
        expectFrame(stack, Rect(x: 20, y: 40, width: 150, height: 20))
        expectFrame(b, Rect(x: 50, y: 0, width: 60, height: 20))
        expectFrame(c, Rect(x: 130, y: 0, width: 20, height: 20))
    }

    @Test func verticalCentresAreEquallyFarApart() {
        let a = Block("a", 30, 20), b = Block("b", 30, 40), c = Block("c", 30, 20)
        let (_, _) = makeStack([a, b, c], axis: .vertical, distribution: .equalCentering, height: 200)
        // Centres at 10 and 190: b's at 100.
        expectFrame(a, Rect(x: 0, y: 0, width: 30, height: 20))
        expectFrame(b, Rect(x: 0, y: 80, width: 30, height: 40))
        expectFrame(c, Rect(x: 0, y: 180, width: 30, height: 20))
    }

    /// A hidden view keeps the segment guides on either side of its centre; one run guide from the centre before
    /// it to the centre after it carries the pitch. No edge leaves when it is hidden, nor when it is shown again:
    /// the run then keeps only its edges, and hiding the view again reuses it.
    @Test func hidingAndShowingAMiddleViewKeepsEveryEdge() {
        let blocks = (0..<6).map { Block("v\($0)", Double(20 + 2 * $0), 20) }
        let (root, stack) = makeStack(blocks, distribution: .equalCentering, spacing: 4, width: 400)
        let shown = blocks.map(\.frame)
        let before = generated(stack, "UISV-distributing-edge").map(ObjectIdentifier.init)
        blocks[2].isHidden = true
        root.layoutIfNeeded()
        let hidden = generated(stack, "UISV-distributing-edge").map(ObjectIdentifier.init)
        #expect(before.count == 10 && hidden.count == 12)
        #expect(before.allSatisfy(hidden.contains))
        #expect(stack.layoutGuides.filter { $0.identifier == "UISV-distributing" }.count == 6)
        #expect(generated(stack, "UISV-fill-equally").count == 3)
        // The visible centres run from 10 to 385 in four equal pitches of 93.75 (frames rounded to half points).
        let visible = [blocks[0], blocks[1], blocks[3], blocks[4], blocks[5]]
        let centres = visible.map(\.frame.midX)
        #expect(centres.enumerated().allSatisfy { abs($1 - (10 + 93.75 * Double($0))) <= 0.5 }, "\(centres)")
        // The hidden view hangs after the view before it, at the spacing, with no width.
        #expect(abs(blocks[2].frame.minX - (blocks[1].frame.maxX + 4)) <= 0.25 && blocks[2].frame.width == 0)
        blocks[2].isHidden = false
        root.layoutIfNeeded()
        #expect(Set(generated(stack, "UISV-distributing-edge").map(ObjectIdentifier.init)) == Set(hidden))
        #expect(generated(stack, "UISV-fill-equally").count == 4)
        for (block, frame) in zip(blocks, shown) { expectFrame(block, frame) }
        blocks[2].isHidden = true
        root.layoutIfNeeded()
        #expect(Set(generated(stack, "UISV-distributing-edge").map(ObjectIdentifier.init)) == Set(hidden))
        #expect(zip(visible.map(\.frame.midX), centres).allSatisfy { abs($0 - $1) <= 0.5 })
    }

    /// A run that stays with its edges only leaves once its views are no longer arranged around another one.
    @Test func aRunLeavesWhenItsViewsAreNoLongerApart() {
        let blocks = (0..<4).map { Block("v\($0)", 20, 20) }
        let (root, stack) = makeStack(blocks, distribution: .equalCentering, spacing: 4, width: 300)
        blocks[1].isHidden = true
        root.layoutIfNeeded()
        blocks[1].isHidden = false
        root.layoutIfNeeded()
        #expect(stack.layoutGuides.filter { $0.identifier == "UISV-distributing" }.count == 4)
        blocks[1].removeFromSuperview()
        root.layoutIfNeeded()
        #expect(stack.layoutGuides.filter { $0.identifier == "UISV-distributing" }.count == 2)
        #expect(generated(stack, "UISV-distributing-edge").count == 4)
        expectFrame(blocks[2], Rect(x: 140, y: 0, width: 20, height: 20))
    }

    /// The ties refer to the first pitch through the stack's `UISV-equal-length` guide, so hiding the first view
    /// moves `UISV-pitch` to the next pitch and leaves every later tie in place; the frames are a fresh stack's.
    @Test func hidingTheFirstViewMovesThePitchAndKeepsTheTies() {
        let widths = [30.0, 50, 20, 40, 26]
        let blocks = widths.enumerated().map { Block("v\($0)", $1, 20) }
        let (root, stack) = makeStack(blocks, distribution: .equalCentering, spacing: 6)
        let guides = stack.layoutGuides.filter { $0.identifier == "UISV-equal-length" }
        let ties = generated(stack, "UISV-fill-equally")
        #expect(guides.count == 1 && ties.count == 3 && ties.allSatisfy { $0.secondItem === guides.first })
        let pitch = generated(stack, "UISV-pitch")
        blocks[0].isHidden = true
        root.layoutIfNeeded()
        let after = generated(stack, "UISV-fill-equally")
        #expect(after.count == 2 && after.allSatisfy { tie in ties.contains { $0 === tie } })
        let moved = generated(stack, "UISV-pitch")
        #expect(pitch.count == 1 && moved.count == 1 && moved[0] !== pitch[0] && moved[0].firstItem === guides.first)
        let fresh = widths.enumerated().map { Block("w\($0)", $1, 20) }
        fresh[0].isHidden = true
        let (_, freshStack) = makeStack(fresh, distribution: .equalCentering, spacing: 6)
        for (block, other) in zip(blocks, fresh) { expectFrame(block, other.frame) }
        expectFrame(stack, freshStack.frame)
    }

    /// Held too narrow for equal pitches, the ties give way around the first pitch, as UIKit's ties to the first
    /// pitch do; the same after hiding the first and the last view as in a fresh stack.
    @Test func aStackTooNarrowForEqualPitchesBreaksTiesAsAFreshOneDoes() {
        let widths = [60.0, 10, 50, 10, 10, 40]
        let blocks = widths.enumerated().map { Block("v\($0)", $1, 20) }
        let (root, _) = makeStack(blocks, distribution: .equalCentering, spacing: 4, width: 100)
        blocks[0].isHidden = true
        root.layoutIfNeeded()
        blocks[5].isHidden = true
        root.layoutIfNeeded()
        // Centres 5 → 39 → 73 → 95: the first two pitches at their minimum of 34, the last short of them.
        #expect([1, 2, 3, 4].map { blocks[$0].frame.midX } == [5, 39, 73, 95])
        let fresh = widths.enumerated().map { Block("w\($0)", $1, 20) }
        fresh[0].isHidden = true
        fresh[5].isHidden = true
        _ = makeStack(fresh, distribution: .equalCentering, spacing: 4, width: 100)
        for (block, other) in zip(blocks, fresh) { expectFrame(block, other.frame) }
    }

    @Test func gapsRunCentreToCentreAtPriority149() {
        let a = Block("a", 40, 20), b = Block("b", 60, 20), c = Block("c", 20, 20)
        let (_, stack) = makeStack([a, b, c], distribution: .equalCentering, width: 300)
        let edges = generated(stack, "UISV-distributing-edge")
        #expect(edges.count == 4)
        #expect(edges.allSatisfy { $0.secondAttribute == .centerX })
        #expect(generated(stack, "UISV-fill-equally").map(\.priority) == [149])
    }
}
