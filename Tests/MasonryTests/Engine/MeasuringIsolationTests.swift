import Masonry
import Testing

/// A view's measuring engine and its root's engine share the view's variables but not their values: each reads
/// from its own solver, so measuring a view inside a laid-out tree (from outside a pass, from `layoutSubviews`, from
/// a diagnostic handler) leaves every frame and every rectangle the root solved as it was.
@Suite struct MeasuringIsolationTests {
    private static let text = "The quick brown fox jumps over the lazy dog and keeps on running far away"

    /// A card pinned 20 inside the root, holding a wrapping label inset 8, a box below it, and a guide between the
    /// label's leading edge and the box's trailing one.
    private final class Scene {
        let root: View
        let card = View(name: "card")
        let label = Label(name: "label", text: MeasuringIsolationTests.text)
        let box = View(name: "box")
        let guide = LayoutGuide()

        init(root: View = makeRoot()) {
            self.root = root
            addConstrained(card, to: root)
            constrain(card, .top, to: root, constant: 20)
            constrain(card, .left, to: root, constant: 20)
            constrain(card, .right, to: root, constant: -20)
            addConstrained(label, to: card)
            label.numberOfLines = 0
            constrain(label, .top, to: card, constant: 8)
            constrain(label, .left, to: card, constant: 8)
            constrain(label, .right, to: card, constant: -8)
            addConstrained(box, to: card)
            constrain(box, .top, to: label, .bottom, constant: 8)
            constrain(box, .left, to: card, .leftMargin)
            fixSize(of: box, width: 40, height: 30)
            constrain(card, .bottom, to: box, .bottom, constant: 8)
            card.addLayoutGuide(guide)
            constrain(guide, .left, to: label, .left)
            constrain(guide, .right, to: box, .right)
            constrain(guide, .top, to: box, .top)
            constrain(guide, .bottom, to: box, .bottom)
        }

        /// Every frame, guide rectangle and intrinsic size the root's engine derived.
        var solved: [Rect] {
            [root.frame, card.frame, label.frame, box.frame, guide.layoutFrame, card.layoutMarginsGuide.layoutFrame]
                + [Rect(origin: .zero, size: label.intrinsicContentSize)]
        }

        func measureCard(width: Double) -> Size {
            card.systemLayoutSizeFitting(
                Size(width: width, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
        }
    }

    /// The size the card measures at `width` on its own, in no tree.
    private func sizeOfALoneCard(width: Double) -> Size {
        let scene = Scene()
        scene.card.removeFromSuperview()
        return scene.measureCard(width: width)
    }

    @Test func measuringACellOfALaidOutTreeMovesNothingTheRootSolved() {
        let scene = Scene()
        scene.root.layoutIfNeeded()
        let before = scene.solved
        #expect(scene.card.frame.width == 335)
        // Narrower than the card's frame: the label wraps into more lines while it is measured.
        let size = scene.measureCard(width: 200)
        #expect(size == sizeOfALoneCard(width: 200))
        #expect(size.height > scene.card.frame.height)
        // The frames and the guides' rectangles (read from the root's solver) are untouched.
        #expect(Array(scene.solved.prefix(6)) == Array(before.prefix(6)))
        // The label was rewrapped at the measured width; the next pass wraps it at its own width again.
        scene.root.layoutIfNeeded()
        #expect(scene.solved == before)
    }

    @Test func measuringAtTheLaidOutWidthGivesTheLaidOutSizeAndChangesNothing() {
        let scene = Scene()
        scene.root.layoutIfNeeded()
        let before = scene.solved
        #expect(scene.measureCard(width: scene.card.frame.width) == scene.card.frame.size)
        #expect(scene.solved == before)
        scene.root.setNeedsLayout()
        scene.root.layoutIfNeeded()
        #expect(scene.solved == before)
    }

    /// A root whose `layoutSubviews` measures the card at another width after placing its subviews.
    private final class MeasuringRoot: View {
        var measure: (() -> Void)?
        override func layoutSubviews() {
            super.layoutSubviews()
            measure?()
        }
    }

    @Test func measuringFromLayoutSubviewsLeavesThePassAsItWouldBe() {
        let reference = Scene()
        reference.root.layoutIfNeeded()
        let root = MeasuringRoot(frame: Rect(x: 0, y: 0, width: 375, height: 667))
        let scene = Scene(root: root)
        var measured: [Size] = []
        var framesSeen: [[Rect]] = []
        root.measure = { [unowned scene] in
            let before = scene.solved.prefix(6)
            measured.append(scene.measureCard(width: 200))
            framesSeen.append(Array(before) + Array(scene.solved.prefix(6)))
        }
        root.layoutIfNeeded()
        #expect(measured.first == sizeOfALoneCard(width: 200))
        // Within the call, measuring changed nothing the pass had already placed.
        for seen in framesSeen { #expect(Array(seen.prefix(6)) == Array(seen.suffix(6))) }
        root.measure = nil
        root.layoutIfNeeded()
        #expect(scene.solved == reference.solved)
    }

    @Test func measuringFromADiagnosticHandlerLeavesTheTreeAsItWasLaidOut() {
        let scene = Scene()
        let reference = Scene()
        // A conflict the pass reports: the box's height asked twice.
        constrain(scene.box, .height, constant: 50)
        constrain(reference.box, .height, constant: 50)
        reference.root.layoutIfNeeded()
        var measured: [Size] = []
        var solvedAtReport: [[Rect]] = []
        scene.root.diagnosticHandler = { [unowned scene] _ in
            solvedAtReport.append(scene.solved)
            measured.append(scene.measureCard(width: 200))
            solvedAtReport.append(scene.solved)
        }
        scene.root.layoutIfNeeded()
        #expect(!measured.isEmpty)
        #expect(measured.allSatisfy { $0 == measured[0] && $0.width == 200 })
        for pair in stride(from: 0, to: solvedAtReport.count - 1, by: 2) {
            #expect(Array(solvedAtReport[pair].prefix(6)) == Array(solvedAtReport[pair + 1].prefix(6)))
        }
        #expect(Array(scene.solved.prefix(6)) == Array(reference.solved.prefix(6)))
        scene.root.diagnosticHandler = nil
        scene.root.layoutIfNeeded()
        #expect(scene.solved == reference.solved)
    }
}
