import Masonry
import Testing

/// A control that draws ornament around its content, like a switch: a fixed intrinsic size for its content, and
/// alignment insets for what it draws outside it.
private final class OrnamentedControl: View {
    let contentSize: Size

    init(_ name: String, content: Size, ornament: EdgeInsets) {
        contentSize = content
        super.init(name: name)
        alignmentRectInsets = ornament
    }

    override var intrinsicContentSize: Size { contentSize }
}

@Suite struct AlignmentRectInsetsTests {
    @Test func theyAreZeroByDefault() {
        #expect(View(name: "plain").alignmentRectInsets == .zero)
    }

    @Test func constraintsActOnTheAlignmentRectangleAndTheFrameIsOutsetFromIt() {
        let root = makeRoot()
        let view = addConstrained(View(name: "view"), to: root)
        view.alignmentRectInsets = EdgeInsets(top: 2, left: 3, bottom: 4, right: 5)
        place(view, in: root, at: Rect(x: 20, y: 30, width: 100, height: 50))
        root.layoutIfNeeded()
        expectFrame(view, Rect(x: 17, y: 28, width: 108, height: 56))
    }

    @Test func theIntrinsicSizeIsTheAlignmentRectanglesSize() {
        let root = makeRoot()
        let control = addConstrained(
            OrnamentedControl("switch", content: Size(width: 51, height: 31), ornament: EdgeInsets(all: 2)), to: root)
        constrain(control, .left, to: root, constant: 16)
        constrain(control, .top, to: root, constant: 16)
        root.layoutIfNeeded()
        expectFrame(control, Rect(x: 14, y: 14, width: 55, height: 35))
    }

    @Test func alignedEdgesLineUpTheContentNotTheOrnament() {
        let root = makeRoot()
        let plain = addConstrained(View(name: "plain"), to: root)
        place(plain, in: root, at: Rect(x: 20, y: 100, width: 200, height: 40))
        let control = addConstrained(
            OrnamentedControl("switch", content: Size(width: 51, height: 31), ornament: EdgeInsets(all: 3)), to: root)
        constrain(control, .right, to: plain)
        constrain(control, .top, to: plain, .bottom, constant: 8)
        root.layoutIfNeeded()
        // Its content's right edge is the plain view's; its frame reaches 3 further.
        expectFrame(control, Rect(x: 166, y: 145, width: 57, height: 37))
    }

    @Test func leadingAndTrailingUseTheAlignmentRectangleInRightToLeft() {
        let root = makeRoot(width: 375, height: 667)
        root.semanticContentAttribute = .forceRightToLeft
        let view = addConstrained(View(name: "view"), to: root)
        view.alignmentRectInsets = EdgeInsets(top: 0, left: 3, bottom: 0, right: 5)
        constrain(view, .leading, to: root, constant: 20)
        constrain(view, .top, to: root)
        fixSize(of: view, width: 100, height: 40)
        root.layoutIfNeeded()
        // The alignment rectangle's right (leading) edge is 20 from the root's: 255 ... 355; the frame adds 3 and 5.
        expectFrame(view, Rect(x: 252, y: 0, width: 108, height: 40))
    }

    @Test func baselinesAreMeasuredOnTheAlignmentRectangle() {
        let root = makeRoot()
        let first = addConstrained(Label(name: "first", text: "Hello"), to: root)
        constrain(first, .left, to: root, constant: 10)
        constrain(first, .top, to: root, constant: 100)
        let second = addConstrained(Label(name: "second", text: "Hello"), to: root)
        second.alignmentRectInsets = EdgeInsets(top: 6, left: 0, bottom: 2, right: 0)
        constrain(second, .left, to: first, .right, constant: 10)
        constrain(second, .firstBaseline, to: first)
        root.layoutIfNeeded()
        // The same text, so the same baseline offset from each alignment rectangle's top: the second frame starts
        // 6 above the first and is 8 taller.
        #expect(second.frame.minY == first.frame.minY - 6)
        #expect(second.frame.height == first.frame.height + 8)
    }

    @Test func aStackArrangesAlignmentRectangles() {
        let block = Block("block", 40, 40)
        let control = OrnamentedControl(
            "switch", content: Size(width: 51, height: 31), ornament: EdgeInsets(top: 3, left: 2, bottom: 3, right: 2))
        let (_, stack) = makeStack([block, control], alignment: .center, spacing: 10)
        expectFrame(stack, Rect(x: 20, y: 40, width: 101, height: 40))
        expectFrame(block, Rect(x: 0, y: 0, width: 40, height: 40))
        // Content 50 ... 101 across, centred at 20 down (4.5 ... 35.5), outset by the ornament.
        expectFrame(control, Rect(x: 48, y: 1.5, width: 55, height: 37))
    }

    @Test func aViewThatKeepsItsFrameKeepsItWithInsets() {
        let root = makeRoot()
        let parent = View(frame: Rect(x: 10, y: 20, width: 200, height: 100))
        parent.alignmentRectInsets = EdgeInsets(top: 4, left: 6, bottom: 8, right: 10)
        root.addSubview(parent)
        let child = View(frame: Rect(x: 5, y: 5, width: 50, height: 30))
        child.alignmentRectInsets = EdgeInsets(all: 2)
        parent.addSubview(child)
        root.layoutIfNeeded()
        expectFrame(parent, Rect(x: 10, y: 20, width: 200, height: 100))
        expectFrame(child, Rect(x: 5, y: 5, width: 50, height: 30))
    }

    @Test func aRootKeepsItsFrameWithInsets() {
        let root = makeRoot()
        root.alignmentRectInsets = EdgeInsets(all: 10)
        let child = addConstrained(View(name: "child"), to: root)
        pinEdges(of: child, to: root)
        root.layoutIfNeeded()
        #expect(root.frame == Rect(x: 0, y: 0, width: 375, height: 667))
        // Pinned to the root's alignment rectangle, which is inset by 10.
        expectFrame(child, Rect(x: 10, y: 10, width: 355, height: 647))
    }

    @Test func changingThemLaysTheViewOutAgain() {
        let root = makeRoot()
        let view = addConstrained(View(name: "view"), to: root)
        place(view, in: root, at: Rect(x: 20, y: 30, width: 100, height: 50))
        root.layoutIfNeeded()
        expectFrame(view, Rect(x: 20, y: 30, width: 100, height: 50))
        view.alignmentRectInsets = EdgeInsets(all: 5)
        root.layoutIfNeeded()
        expectFrame(view, Rect(x: 15, y: 25, width: 110, height: 60))
    }

    @Test func insetsThatAreNotFiniteAreRefused() {
        let root = makeRoot()
        let recorder = DiagnosticRecorder(root)
        let view = addConstrained(View(name: "view"), to: root)
        view.alignmentRectInsets = EdgeInsets(all: 1)
        view.alignmentRectInsets = EdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
        #expect(view.alignmentRectInsets == EdgeInsets(all: 1))
        #expect(recorder.invalidValues.count == 1)
    }

    @Test func negativeInsetsMakeAFrameSmallerThanTheAlignmentRectangle() {
        let root = makeRoot()
        let view = addConstrained(View(name: "view"), to: root)
        view.alignmentRectInsets = EdgeInsets(all: -4)
        place(view, in: root, at: Rect(x: 20, y: 30, width: 100, height: 50))
        root.layoutIfNeeded()
        expectFrame(view, Rect(x: 24, y: 34, width: 92, height: 42))
    }
}
