import Masonry
import Testing

// Hidden arranged views take no space and leave exactly one spacing between visible neighbours; the change moves
// constants of the stack's own constraints in place.
@Suite struct HiddenArrangedViewTests {
    private func threeBlocks() -> (Block, Block, Block) { (Block("a", 50, 20), Block("b", 60, 20), Block("c", 70, 20)) }

    @Test func hidingTheFirstViewCollapsesItAtTheLeadingEdge() {
        let (a, b, c) = threeBlocks()
        a.isHidden = true
        let (_, stack) = makeStack([a, b, c], spacing: 10)
        expectFrame(a, Rect(x: 0, y: 0, width: 0, height: 20))
        expectFrame(b, Rect(x: 0, y: 0, width: 60, height: 20))
        expectFrame(c, Rect(x: 70, y: 0, width: 70, height: 20))
        expectFrame(stack, Rect(x: 20, y: 40, width: 140, height: 20))
    }

    @Test func hidingAMiddleViewLeavesOneSpacing() {
        let (a, b, c) = threeBlocks()
        b.isHidden = true
        let (_, stack) = makeStack([a, b, c], spacing: 10)
        expectFrame(a, Rect(x: 0, y: 0, width: 50, height: 20))
        expectFrame(b, Rect(x: 60, y: 0, width: 0, height: 20))
        expectFrame(c, Rect(x: 60, y: 0, width: 70, height: 20))
        expectFrame(stack, Rect(x: 20, y: 40, width: 130, height: 20))
    }

    @Test func hidingTheLastViewLeavesNoTrailingSpacing() {
        let (a, b, c) = threeBlocks()
        c.isHidden = true
        let (_, stack) = makeStack([a, b, c], spacing: 10)
        expectFrame(b, Rect(x: 60, y: 0, width: 60, height: 20))
        expectFrame(c, Rect(x: 120, y: 0, width: 0, height: 20))
        expectFrame(stack, Rect(x: 20, y: 40, width: 120, height: 20))
    }

    @Test func hidingEveryViewCollapsesTheStack() {
        let (a, b, c) = threeBlocks()
        for view in [a, b, c] { view.isHidden = true }
        let (_, stack) = makeStack([a, b, c], axis: .vertical, spacing: 10)
        #expect(stack.frame.height == 0)
        #expect([a, b, c].allSatisfy { $0.frame.height == 0 && $0.frame.minY == 0 })
    }

    @Test func twoAdjacentHiddenViewsStillLeaveOneSpacing() {
        let a = Block("a", 50, 20), b = Block("b", 60, 20), c = Block("c", 70, 20), d = Block("d", 80, 20)
        b.isHidden = true
        c.isHidden = true
        let (_, stack) = makeStack([a, b, c, d], spacing: 10)
        expectFrame(d, Rect(x: 60, y: 0, width: 80, height: 20))
        expectFrame(stack, Rect(x: 20, y: 40, width: 140, height: 20))
    }

    @Test func showingAViewAgainRestoresTheLayout() {
        let (a, b, c) = threeBlocks()
        let (root, stack) = makeStack([a, b, c], spacing: 10)
        let before = [a, b, c, stack].map(\.frame)
        b.isHidden = true
        root.layoutIfNeeded()
        #expect(c.frame.minX == 60)
        b.isHidden = false
        root.layoutIfNeeded()
        #expect([a, b, c, stack].map(\.frame) == before)
    }

    @Test func hidingTakesTheViewOutOfTheVisibleChain() {
        let (a, b, c) = threeBlocks()
        let (root, stack) = makeStack([a, b, c], spacing: 10)
        let before = stack.constraints
        let intoB = generated(stack, "UISV-spacing").first { $0.firstItem === b }
        b.isHidden = true
        root.layoutIfNeeded()
        // The required spacing now joins a to c; b hangs after a, below required, in the same constraint as before.
        let required = generated(stack, "UISV-spacing").filter { $0.priority == .required }
        #expect(required.count == 1 && required.first?.firstItem === c && required.first?.secondItem === a)
        #expect(required.first?.constant == 10)
        let placing = generated(stack, "UISV-spacing").filter { $0.firstItem === b }
        #expect(placing.count == 1 && placing.first === intoB && placing.first?.secondItem === a)
        #expect(placing.first.map { $0.priority < .fittingSizeLevel } == true)
        let added = stack.constraints.filter { !holds(before, $0) }
        #expect(Set(added.compactMap(\.identifier)) == ["UISV-hiding", "UISV-spacing"])
        #expect(added.first { $0.identifier == "UISV-hiding" }?.priority == 999.999)
        b.isHidden = false
        root.layoutIfNeeded()
        #expect(intoB?.priority == .required && intoB?.isActive == true)
        #expect(generated(stack, "UISV-spacing").count == 2)
        expectFrame(c, Rect(x: 130, y: 0, width: 70, height: 20))
    }

    @Test func twoHiddenViewsConstrainedToEachOtherDoNotMoveTheVisibleOnes() {
        // What a stack of the visible views alone does.
        let (shownA, shownB) = (Block("a", 100, 30), Block("b", 100, 40))
        let (_, reference) = makeStack([shownA, shownB], axis: .vertical, spacing: 8)
        let a = Block("a", 100, 30), first = Block("first", 100, 20), second = Block("second", 100, 20)
        let b = Block("b", 100, 40)
        first.isHidden = true
        second.isHidden = true
        let (root, stack) = makeStack([a, first, second, b], axis: .vertical, spacing: 8)
        let recorder = DiagnosticRecorder(root)
        constrain(second, .top, to: first, .bottom, constant: 24)
        root.layoutIfNeeded()
        #expect(recorder.unsatisfiable.isEmpty)
        expectFrame(a, shownA.frame)
        expectFrame(b, shownB.frame)
        expectFrame(stack, reference.frame)
        // The hidden views keep the user's distance, hanging after the first visible view.
        #expect(second.frame.minY - first.frame.maxY == 24)
        #expect(first.frame.minY == a.frame.maxY + 8)
        #expect(!first.hasAmbiguousLayout && !second.hasAmbiguousLayout)
    }

    @Test func aHiddenViewWithARequiredLengthDoesNotPushItsNeighbours() {
        let (a, b, c) = threeBlocks()
        constrain(b, .width, constant: 60)
        b.isHidden = true
        let (root, stack) = makeStack([a, b, c], spacing: 10)
        root.layoutIfNeeded()
        expectFrame(c, Rect(x: 60, y: 0, width: 70, height: 20))
        expectFrame(stack, Rect(x: 20, y: 40, width: 130, height: 20))
    }

    @Test func aHiddenViewPinnedElsewhereMovesAloneWithoutAConflict() {
        let (a, b, c) = threeBlocks()
        b.isHidden = true
        let (root, stack) = makeStack([a, b, c], spacing: 10)
        let recorder = DiagnosticRecorder(root)
        constrain(b, .left, to: root, constant: 250)
        root.layoutIfNeeded()
        #expect(recorder.unsatisfiable.isEmpty)
        #expect(b.frame.minX + stack.frame.minX == 250)
        expectFrame(c, Rect(x: 60, y: 0, width: 70, height: 20))
    }

    @Test func aHiddenFirstViewWithARequiredLengthDoesNotPushTheFirstVisibleOne() {
        let (a, b, c) = threeBlocks()
        constrain(a, .width, constant: 50)
        a.isHidden = true
        let (_, stack) = makeStack([a, b, c], spacing: 10)
        expectFrame(a, Rect(x: 0, y: 0, width: 50, height: 20))
        expectFrame(b, Rect(x: 0, y: 0, width: 60, height: 20))
        expectFrame(stack, Rect(x: 20, y: 40, width: 140, height: 20))
    }

    @Test func aHiddenViewInABaselineRelativeStackDoesNotPushItsNeighbours() {
        let top = Label(name: "top", text: "Top"), bottom = Label(name: "bottom", text: "Bottom")
        let shownTop = Label(name: "top", text: "Top"), shownBottom = Label(name: "bottom", text: "Bottom")
        let (referenceRoot, reference) = makeStack([shownTop, shownBottom], axis: .vertical, spacing: 30)
        reference.isBaselineRelativeArrangement = true
        referenceRoot.layoutIfNeeded()
        let gap = Block("gap", 10, 10)
        constrain(gap, .height, constant: 100)
        gap.isHidden = true
        let (root, stack) = makeStack([top, gap, bottom], axis: .vertical, spacing: 30)
        stack.isBaselineRelativeArrangement = true
        root.layoutIfNeeded()
        expectFrame(bottom, shownBottom.frame)
        #expect(gap.frame.height == 100)
    }

    @Test func anAnimatedHideAnimatesTheCollapse() {
        let (a, b, c) = threeBlocks()
        let (root, _) = makeStack([a, b, c], spacing: 10)
        let animation = root.animate(duration: 1) {
            b.isHidden = true
            root.layoutIfNeeded()
        }
        #expect(animation.startFrame(of: c) == Rect(x: 130, y: 0, width: 70, height: 20))
        #expect(animation.endFrame(of: c) == Rect(x: 60, y: 0, width: 70, height: 20))
        let progress = animation.curve.progress(at: 0.5)
        #expect(progress > 0 && progress < 1)
        expectRect(animation.frame(of: c, at: 0.5), Rect(x: 130 - 70 * progress, y: 0, width: 70, height: 20))
        expectRect(animation.frame(of: b, at: 0.5), Rect(x: 60, y: 0, width: 60 - 60 * progress, height: 20))
    }

    @Test func aHiddenViewWithARequiredWidthKeepsItAsInUIKit() {
        let (a, b, c) = threeBlocks()
        constrain(b, .width, constant: 60)
        b.isHidden = true
        let (root, _) = makeStack([a, b, c], spacing: 10)
        let recorder = DiagnosticRecorder(root)
        root.layoutIfNeeded()
        // UISV-hiding is 999.999, just under required: no conflict, the user's width wins.
        #expect(recorder.unsatisfiable.isEmpty)
        #expect(b.frame.width == 60)
    }
}
