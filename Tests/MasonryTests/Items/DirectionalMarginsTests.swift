import Masonry
import Testing

/// Margins set as leading and trailing stay directional: they change sides with the view's layout direction.
@Suite struct DirectionalMarginsTests {
    /// A card at (0, 0, 200, 100) in `root`, with content pinned to its margins guide.
    private func makeCard(in root: View, margins: DirectionalEdgeInsets? = nil) -> (card: View, content: View) {
        let card = View(name: "card")
        if let margins { card.directionalLayoutMargins = margins }
        addConstrained(card, to: root)
        place(card, in: root, at: Rect(x: 0, y: 0, width: 200, height: 100))
        let content = addConstrained(View(name: "content"), to: card)
        pinEdges(of: content, to: card.layoutMarginsGuide)
        return (card, content)
    }

    private let margins = DirectionalEdgeInsets(top: 5, leading: 30, bottom: 5, trailing: 10)

    @Test func marginsSetBeforeJoiningARightToLeftTreeTakeItsDirection() {
        let root = makeRoot()
        root.semanticContentAttribute = .forceRightToLeft
        let card = View(name: "card")
        card.directionalLayoutMargins = margins
        // On its own the card is left to right: leading is its left.
        #expect(card.layoutMargins == EdgeInsets(top: 5, left: 30, bottom: 5, right: 10))
        addConstrained(card, to: root)
        #expect(card.layoutMargins == EdgeInsets(top: 5, left: 10, bottom: 5, right: 30))
        #expect(card.directionalLayoutMargins == margins)
        place(card, in: root, at: Rect(x: 0, y: 0, width: 200, height: 100))
        let content = addConstrained(View(name: "content"), to: card)
        pinEdges(of: content, to: card.layoutMarginsGuide)
        root.layoutIfNeeded()
        // Leading 30 on the right, trailing 10 on the left: (10, 5, 200 − 40, 100 − 10).
        expectFrame(content, Rect(x: 10, y: 5, width: 160, height: 90))
    }

    @Test func flippingTheDirectionMovesContentAtTheNextPass() {
        let root = makeRoot()
        let (card, content) = makeCard(in: root, margins: margins)
        root.layoutIfNeeded()
        expectFrame(content, Rect(x: 30, y: 5, width: 160, height: 90))

        root.semanticContentAttribute = .forceRightToLeft
        root.layoutIfNeeded()
        expectFrame(content, Rect(x: 10, y: 5, width: 160, height: 90))
        #expect(card.layoutMargins == EdgeInsets(top: 5, left: 10, bottom: 5, right: 30))

        root.semanticContentAttribute = .forceLeftToRight
        root.layoutIfNeeded()
        expectFrame(content, Rect(x: 30, y: 5, width: 160, height: 90))
    }

    @Test func leadingAndTrailingMarginAttributesUseTheDirectionalMargins() {
        let root = makeRoot()
        root.semanticContentAttribute = .forceRightToLeft
        let (card, _) = makeCard(in: root, margins: margins)
        let dot = addConstrained(View(name: "dot"), to: card)
        fixSize(of: dot, width: 4, height: 4)
        constrain(dot, .leading, to: card, .leadingMargin)
        constrain(dot, .top, to: card, .topMargin)
        root.layoutIfNeeded()
        // Right to left: the leading margin is 30 in from the card's right edge, x = 200 − 30 − 4.
        expectFrame(dot, Rect(x: 166, y: 5, width: 4, height: 4))
    }

    @Test func absoluteMarginsStayOnTheirSides() {
        let root = makeRoot()
        let (card, content) = makeCard(in: root)
        card.layoutMargins = EdgeInsets(top: 5, left: 30, bottom: 5, right: 10)
        root.semanticContentAttribute = .forceRightToLeft
        root.layoutIfNeeded()
        expectFrame(content, Rect(x: 30, y: 5, width: 160, height: 90))
        // Read as directional, the left margin is now the trailing one.
        #expect(card.directionalLayoutMargins == DirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 30))
    }

    @Test func theLastKindOfMarginsSetWins() {
        let root = makeRoot()
        root.semanticContentAttribute = .forceRightToLeft
        let (card, content) = makeCard(in: root, margins: margins)
        card.layoutMargins = EdgeInsets(top: 5, left: 30, bottom: 5, right: 10)
        root.layoutIfNeeded()
        expectFrame(content, Rect(x: 30, y: 5, width: 160, height: 90))
        card.directionalLayoutMargins = margins
        root.layoutIfNeeded()
        expectFrame(content, Rect(x: 10, y: 5, width: 160, height: 90))
    }

    @Test func badDirectionalMarginsAreRefused() {
        let root = makeRoot()
        let recorder = DiagnosticRecorder(root)
        let (card, _) = makeCard(in: root, margins: margins)
        card.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: -.infinity, bottom: 0, trailing: 0)
        card.directionalLayoutMargins = DirectionalEdgeInsets(top: .nan, leading: 0, bottom: 0, trailing: 0)
        #expect(card.directionalLayoutMargins == margins)
        #expect(recorder.invalidValues.count == 2)
        for reason in recorder.invalidValues {
            guard case .refusedLayoutMargins(let view, _, let kept) = reason else {
                Issue.record("unexpected reason \(reason)")
                continue
            }
            #expect(view === card)
            #expect(kept == EdgeInsets(top: 5, left: 30, bottom: 5, right: 10))
        }
    }
}
