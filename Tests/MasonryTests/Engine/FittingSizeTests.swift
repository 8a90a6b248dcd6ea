import Masonry
import Testing

/// `systemLayoutSizeFitting` measures a view's subtree as if it were a root, without moving anything.
@Suite struct FittingSizeTests {
    /// A container with a label inset 8 on every side; "Hello" measures 43.5 × 20.
    private func makeCard(text: String = "Hello", wrapping: Bool = false) -> (card: View, label: Label) {
        let card = View(name: "card")
        let label = addConstrained(Label(name: "label", text: text), to: card)
        if wrapping { label.numberOfLines = 0 }
        pinEdges(of: label, to: card, insets: EdgeInsets(all: 8))
        return (card, label)
    }

    private static let longText = "The quick brown fox jumps over the lazy dog and keeps on running far away"

    @Test func theCompressedSizeIsTheContentPlusTheInsets() {
        let (card, label) = makeCard()
        let size = card.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        // (43.5 + 16) × (20 + 16) = 59.5 × 36.
        #expect(
            size == Size(width: label.intrinsicContentSize.width + 16, height: label.intrinsicContentSize.height + 16))
        #expect(size == Size(width: 59.5, height: 36))
        #expect(card.frame == .zero) // measuring moves nothing
    }

    @Test func theExpandedSizeWithARequiredWidthStretchesOnlyHorizontally() {
        let (card, _) = makeCard()
        let size = card.systemLayoutSizeFitting(
            View.layoutFittingExpandedSize, withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        // The width is held at the target; the label's hugging (250) beats the fitting pull (50) vertically.
        #expect(size == Size(width: View.layoutFittingExpandedSize.width, height: 36))
    }

    @Test func aRequiredWidthMeasuresTheHeightOfWrappingText() {
        let (card, _) = makeCard(text: Self.longText, wrapping: true)
        let size = card.systemLayoutSizeFitting(
            Size(width: 216, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        // The label gets 216 − 16 = 200 and wraps into four lines (79.5 tall): 79.5 + 16 = 95.5.
        #expect(size == Size(width: 216, height: 95.5))
    }

    @Test func aSubviewIsMeasuredWithoutItsConstraintsToTheSuperview() {
        let root = makeRoot()
        let (card, _) = makeCard()
        addConstrained(card, to: root)
        pinEdges(of: card, to: root, insets: EdgeInsets(all: 20))
        root.layoutIfNeeded()
        #expect(card.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == Size(width: 59.5, height: 36))
        // And the layout it is part of is untouched.
        expectFrame(card, Rect(x: 20, y: 20, width: 335, height: 627))
        root.setNeedsLayout()
        root.layoutIfNeeded()
        expectFrame(card, Rect(x: 20, y: 20, width: 335, height: 627))
    }

    @Test func theFittingSizeIsRoundedToThePixelGrid() {
        let card = View(name: "card")
        card.contentScale = 3
        let box = addConstrained(View(name: "box"), to: card)
        pinEdges(of: box, to: card)
        fixSize(of: box, width: 10.1, height: 173.5)
        // 173.5 × 3 = 520.5 px → 521 → 173.667; 10.1 × 3 = 30.3 px → 30 → 10.
        let size = card.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        #expect(abs(size.width - 10) <= frameTolerance && abs(size.height - 521.0 / 3) <= frameTolerance)
    }

    @Test func measuringAgainFollowsAChangedConstant() {
        let card = View(name: "card")
        let box = addConstrained(View(name: "box"), to: card)
        let edges = pinEdges(of: box, to: card, insets: EdgeInsets(all: 8))
        fixSize(of: box, width: 40, height: 30)
        #expect(card.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == Size(width: 56, height: 46))
        edges[0].constant = 20 // the top inset
        #expect(card.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == Size(width: 56, height: 58))
    }

    @Test func measuringAgainFollowsAddedAndRemovedViews() {
        let (card, _) = makeCard()
        #expect(card.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == Size(width: 59.5, height: 36))
        let extra = addConstrained(View(name: "extra"), to: card)
        constrain(extra, .top, to: card)
        constrain(extra, .left, to: card)
        constrain(card, .right, .greaterThanOrEqual, to: extra, .right)
        constrain(card, .bottom, .greaterThanOrEqual, to: extra, .bottom)
        fixSize(of: extra, width: 100, height: 60)
        // The card grows to hold the new view (the label stretches against its hugging, weaker than required).
        #expect(card.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == Size(width: 100, height: 60))
        extra.removeFromSuperview()
        #expect(card.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == Size(width: 59.5, height: 36))
    }

    @Test func measuringAtAnotherWidthRewrapsTheText() {
        let (card, _) = makeCard(text: Self.longText, wrapping: true)
        func height(at width: Double) -> Double {
            card.systemLayoutSizeFitting(
                Size(width: width, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel
            ).height
        }
        let narrow = height(at: 216), wide = height(at: 1000), narrowAgain = height(at: 216)
        #expect(narrow == 95.5)
        #expect(wide < narrow)
        #expect(narrowAgain == narrow)
    }

    @Test func aConflictInsideTheMeasuredViewIsReportedWhileMeasuring() {
        let root = makeRoot()
        let recorder = DiagnosticRecorder(root)
        let card = addConstrained(View(name: "card"), to: root)
        let box = addConstrained(View(name: "box"), to: card)
        pinEdges(of: box, to: card)
        fixSize(of: box, width: 40, height: 30)
        let conflicting = constrain(box, .height, constant: 50)
        let size = card.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        // The later constraint is the one broken, as in a layout pass; the measured height follows the first.
        #expect(size == Size(width: 40, height: 30))
        #expect(recorder.unsatisfiable.map(\.broken).contains { $0 === conflicting })
    }

    @Test func measuringAgainWithNothingChangedGivesTheSameSizeAndMovesNothing() {
        let root = makeRoot()
        let (card, _) = makeCard()
        addConstrained(card, to: root)
        pinEdges(of: card, to: root, insets: EdgeInsets(all: 20))
        root.layoutIfNeeded()
        let first = card.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        let second = card.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        #expect(first == Size(width: 59.5, height: 36) && second == first)
        expectFrame(card, Rect(x: 20, y: 20, width: 335, height: 627))
    }

    @Test func aChangedScaleRoundsTheMeasurementAgain() {
        let card = View(name: "card")
        let box = addConstrained(View(name: "box"), to: card)
        pinEdges(of: box, to: card)
        fixSize(of: box, width: 10.2, height: 10.2)
        // 10.2 × 2 = 20.4 px → 20 → 10; at scale 3, 30.6 px → 31 → 10.333.
        #expect(card.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == Size(width: 10, height: 10))
        card.contentScale = 3
        let size = card.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        #expect(abs(size.width - 31.0 / 3) <= frameTolerance && abs(size.height - 31.0 / 3) <= frameTolerance)
    }
}
