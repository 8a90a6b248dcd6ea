import Masonry
import Testing

/// `removeFromSuperview()` takes with it every constraint that reaches into the removed subtree, wherever it is
/// held, and leaves the rest of the layout alone.
@Suite struct SubtreeRemovalTests {
    @Test func constraintsReachingIntoTheSubtreeLeaveTheirHolders() {
        let root = makeRoot()
        let card = addConstrained(View(name: "card"), to: root)
        let title = addConstrained(View(name: "title"), to: card)
        let body = addConstrained(View(name: "body"), to: card)
        let sidebar = addConstrained(View(name: "sidebar"), to: root)

        let sidebarPlacement = place(sidebar, in: root, at: Rect(x: 0, y: 0, width: 80, height: 667))
        let cardPlacement = [
            constrain(card, .left, to: sidebar, .right, constant: 10), // card ↔ sidebar: held by root
            constrain(card, .top, to: root, constant: 20),
            constrain(card, .right, to: root, constant: -10),
            constrain(card, .height, constant: 300) // single item: held by card
        ]
        let titleToSidebar = constrain(title, .top, to: sidebar, constant: 30) // grandchild ↔ sidebar: held by root
        let titleHeight = constrain(title, .height, constant: 20) // single item: held by title
        let inside = [
            constrain(title, .left, to: card, constant: 8),
            constrain(title, .right, to: card, constant: -8),
            constrain(body, .top, to: title, .bottom, constant: 8), // siblings: held by card
            constrain(body, .left, to: title),
            constrain(body, .right, to: title),
            constrain(body, .bottom, to: card, constant: -8)
        ]
        root.layoutIfNeeded()
        expectFrame(sidebar, Rect(x: 0, y: 0, width: 80, height: 667))
        // The sidebar's left and top, the card's three edges and the title-to-sidebar link are the root's.
        let sidebarEdges = Array(sidebarPlacement.prefix(2))
        #expect(identities(root.constraints) == identities(sidebarEdges + cardPlacement.prefix(3) + [titleToSidebar]))

        card.removeFromSuperview()
        // Every constraint the root held about the card or its subviews is gone; the sidebar's stay.
        #expect(identities(root.constraints) == identities(sidebarEdges))
        #expect(!cardPlacement.prefix(3).contains { $0.isActive })
        #expect(!titleToSidebar.isActive)
        // Constraints held inside the subtree only relate views that left together: they stay, as in UIKit.
        #expect(cardPlacement[3].isActive && holds(card.constraints, cardPlacement[3]))
        #expect(identities(card.constraints) == identities(inside + [cardPlacement[3]]))
        #expect(identities(title.constraints) == identities([titleHeight]))

        root.layoutIfNeeded()
        expectFrame(sidebar, Rect(x: 0, y: 0, width: 80, height: 667))
    }

    @Test func theRemovedViewNoLongerTakesPartInLayout() {
        let root = makeRoot()
        let a = addConstrained(View(name: "a"), to: root)
        let b = addConstrained(View(name: "b"), to: root)
        place(a, in: root, at: Rect(x: 10, y: 10, width: 100, height: 50))
        // b sits below a, or at 200 if a is gone (a weaker preference).
        constrain(b, .top, to: a, .bottom, constant: 10)
        constrain(b, .top, to: root, constant: 200, priority: .defaultLow)
        constrain(b, .left, to: root, constant: 10)
        fixSize(of: b, width: 100, height: 50)
        root.layoutIfNeeded()
        expectFrame(b, Rect(x: 10, y: 70, width: 100, height: 50))
        a.removeFromSuperview()
        root.layoutIfNeeded()
        expectFrame(b, Rect(x: 10, y: 200, width: 100, height: 50))
    }

    @Test func aRemovedSubtreeLaysOutOnItsOwnAsANewRoot() {
        let root = makeRoot()
        let panel = addConstrained(View(name: "panel"), to: root)
        let child = addConstrained(View(name: "child"), to: panel)
        pinEdges(of: panel, to: root, insets: EdgeInsets(all: 10))
        pinEdges(of: child, to: panel, insets: EdgeInsets(all: 5))
        root.layoutIfNeeded()
        panel.removeFromSuperview()
        panel.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        panel.layoutIfNeeded()
        expectFrame(child, Rect(x: 5, y: 5, width: 90, height: 90))
    }
}
