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

    @Test func hidingMovesConstantsInPlaceAndAddsOnlyTheHidingConstraint() {
        let (a, b, c) = threeBlocks()
        let (root, stack) = makeStack([a, b, c], spacing: 10)
        let before = stack.constraints
        let spacing = generated(stack, "UISV-spacing")
        b.isHidden = true
        root.layoutIfNeeded()
        // Same constraint objects, new constants: 10 after a (a visible neighbour follows), 0 after hidden b.
        #expect(identities(generated(stack, "UISV-spacing")) == identities(spacing))
        #expect(spacing.map(\.constant) == [10, 0])
        let added = stack.constraints.filter { !holds(before, $0) }
        #expect(added.count == 1)
        #expect(added.first?.identifier == "UISV-hiding" && added.first?.firstItem === b)
        #expect(added.first?.priority == 999.999)
        #expect(before.allSatisfy { holds(stack.constraints, $0) })
        b.isHidden = false
        root.layoutIfNeeded()
        #expect(identities(stack.constraints) == identities(before))
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
