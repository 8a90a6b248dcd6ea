import Masonry
import Testing

/// Layout margins: the margins guide, the margin attributes, directional margins, preserved superview margins.
@Suite struct MarginsTests {
    @Test func marginsAreEightOnEverySideByDefault() {
        let view = View(name: "view")
        #expect(view.layoutMargins == EdgeInsets(all: 8))
        #expect(view.directionalLayoutMargins == DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
        #expect(!view.preservesSuperviewLayoutMargins)
    }

    @Test func theMarginsGuideIsInsetByTheMargins() {
        let root = makeRoot()
        let guide = root.layoutMarginsGuide
        #expect(guide.owningView === root)
        root.layoutIfNeeded()
        // (8, 8, 375 − 16, 667 − 16).
        expectRect(guide.layoutFrame, Rect(x: 8, y: 8, width: 359, height: 651))
        root.layoutMargins = EdgeInsets(top: 20, left: 16, bottom: 10, right: 4)
        root.layoutIfNeeded()
        // (16, 20, 375 − 20, 667 − 30).
        expectRect(guide.layoutFrame, Rect(x: 16, y: 20, width: 355, height: 637))
    }

    @Test func aViewPinnedToTheMarginsGuideSitsInsideTheMargins() {
        let root = makeRoot()
        let content = addConstrained(View(name: "content"), to: root)
        pinEdges(of: content, to: root.layoutMarginsGuide)
        root.layoutIfNeeded()
        expectFrame(content, Rect(x: 8, y: 8, width: 359, height: 651))
    }

    @Test func marginAttributesAreTheEdgesOfTheMarginsGuide() {
        let root = makeRoot()
        root.layoutMargins = EdgeInsets(top: 30, left: 20, bottom: 40, right: 10)
        let view = addConstrained(View(name: "view"), to: root)
        constrain(view, .left, to: root, .leftMargin)
        constrain(view, .right, to: root, .rightMargin)
        constrain(view, .top, to: root, .topMargin)
        constrain(view, .bottom, to: root, .bottomMargin)
        root.layoutIfNeeded()
        // (20, 30, 375 − 20 − 10, 667 − 30 − 40).
        expectFrame(view, Rect(x: 20, y: 30, width: 345, height: 597))
    }

    @Test func leadingAndTrailingMarginsFollowTheLayoutDirection() {
        for direction in [SemanticContentAttribute.forceLeftToRight, .forceRightToLeft] {
            let root = makeRoot()
            root.semanticContentAttribute = direction
            root.directionalLayoutMargins = DirectionalEdgeInsets(top: 8, leading: 30, bottom: 8, trailing: 10)
            let view = addConstrained(View(name: "view"), to: root)
            constrain(view, .leading, to: root, .leadingMargin)
            constrain(view, .width, constant: 100)
            constrain(view, .top, to: root)
            constrain(view, .height, constant: 10)
            root.layoutIfNeeded()
            // Left to right: x = 30. Right to left: the leading margin is on the right, x = 375 − 30 − 100 = 245.
            let x: Double = direction == .forceLeftToRight ? 30 : 245
            expectFrame(view, Rect(x: x, y: 0, width: 100, height: 10))
            #expect(root.layoutMargins.left == (direction == .forceLeftToRight ? 30 : 10))
        }
    }

    @Test func centringWithinMarginsUsesTheCentreOfTheMarginsGuide() {
        let root = makeRoot(width: 400, height: 400)
        root.layoutMargins = EdgeInsets(top: 0, left: 100, bottom: 50, right: 0)
        let dot = addConstrained(View(name: "dot"), to: root)
        fixSize(of: dot, width: 10, height: 10)
        constrain(dot, .centerX, to: root, .centerXWithinMargins)
        constrain(dot, .centerY, to: root, .centerYWithinMargins)
        root.layoutIfNeeded()
        // Centre x = 100 + (400 − 100) / 2 = 250, centre y = (400 − 50) / 2 = 175: origin (245, 170).
        expectFrame(dot, Rect(x: 245, y: 170, width: 10, height: 10))
    }

    @Test func aViewsOwnMarginAttributeMeasuresFromItsMarginsGuide() {
        let root = makeRoot()
        let card = addConstrained(View(name: "card"), to: root)
        card.layoutMargins = EdgeInsets(all: 12)
        // The card's content edge (its left margin) lines up with the root's left edge + 20.
        constrain(card, .leftMargin, to: root, .left, constant: 20)
        constrain(card, .topMargin, to: root, .top, constant: 20)
        fixSize(of: card, width: 100, height: 100)
        root.layoutIfNeeded()
        // x = 20 − 12 = 8, y = 20 − 12 = 8.
        expectFrame(card, Rect(x: 8, y: 8, width: 100, height: 100))
    }

    @Test func changingMarginsMovesViewsAtTheNextPass() {
        let root = makeRoot()
        let view = addConstrained(View(name: "view"), to: root)
        pinEdges(of: view, to: root.layoutMarginsGuide)
        root.layoutIfNeeded()
        root.layoutMargins = EdgeInsets(all: 20)
        root.layoutIfNeeded()
        expectFrame(view, Rect(x: 20, y: 20, width: 335, height: 627))
    }

    @Test func preservingSuperviewMarginsKeepsContentInsideThem() {
        let root = makeRoot()
        root.layoutMargins = EdgeInsets(all: 30)
        let panel = addConstrained(View(name: "panel"), to: root)
        pinEdges(of: panel, to: root, insets: EdgeInsets(top: 10, left: 10, bottom: 10, right: 50))
        let content = addConstrained(View(name: "content"), to: panel)
        pinEdges(of: content, to: panel.layoutMarginsGuide)
        root.layoutIfNeeded()
        // The panel: (10, 10, 375 − 60, 667 − 20) = (10, 10, 315, 647). Its own margins are 8.
        expectFrame(panel, Rect(x: 10, y: 10, width: 315, height: 647))
        expectFrame(content, Rect(x: 8, y: 8, width: 299, height: 631))

        panel.preservesSuperviewLayoutMargins = true
        root.layoutIfNeeded()
        // Each margin grows to keep out of the root's 30: left and top 30 − 10 = 20, bottom 30 − 10 = 20, right
        // stays 8 (the panel already ends 50 inside). Content: (20, 20, 315 − 28, 647 − 40).
        expectFrame(content, Rect(x: 20, y: 20, width: 287, height: 607))
    }

    @Test func preservedMarginsAreRightOnTheFirstPass() {
        let root = makeRoot()
        root.layoutMargins = EdgeInsets(all: 30)
        let panel = addConstrained(View(name: "panel"), to: root)
        panel.preservesSuperviewLayoutMargins = true
        pinEdges(of: panel, to: root, insets: EdgeInsets(top: 10, left: 10, bottom: 10, right: 50))
        let content = addConstrained(View(name: "content"), to: panel)
        pinEdges(of: content, to: panel.layoutMarginsGuide)
        root.layoutIfNeeded()
        // As above: margins (20, 20, 20, 8) inside the panel (10, 10, 315, 647).
        expectFrame(content, Rect(x: 20, y: 20, width: 287, height: 607))
    }

    @Test func preservedMarginsFollowTheViewWhenItMoves() {
        let root = makeRoot()
        root.layoutMargins = EdgeInsets(all: 30)
        let panel = addConstrained(View(name: "panel"), to: root)
        panel.preservesSuperviewLayoutMargins = true
        let edges = pinEdges(of: panel, to: root, insets: EdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
        let content = addConstrained(View(name: "content"), to: panel)
        pinEdges(of: content, to: panel.layoutMarginsGuide)
        root.layoutIfNeeded()
        // Panel (10, 10, 355, 647); margins 20 on every side.
        expectFrame(content, Rect(x: 20, y: 20, width: 315, height: 607))
        edges[1].constant = 25 // the left edge moves to 25: only 5 of the root's 30 are left to keep out of
        root.layoutIfNeeded()
        // Panel (25, 10, 340, 647); left margin max(8, 30 − 25) = 8: content (8, 20, 340 − 28, 607).
        expectFrame(content, Rect(x: 8, y: 20, width: 312, height: 607))
    }

    @Test func aMarginsGuideFirstUsedAfterLayoutStillWorks() {
        let root = makeRoot()
        let early = addConstrained(View(name: "early"), to: root)
        place(early, in: root, at: Rect(x: 0, y: 0, width: 10, height: 10))
        root.layoutIfNeeded()
        let late = addConstrained(View(name: "late"), to: root)
        pinEdges(of: late, to: root.layoutMarginsGuide)
        root.layoutIfNeeded()
        expectFrame(late, Rect(x: 8, y: 8, width: 359, height: 651))
    }
}
