import Masonry
import Testing

/// Subclasses as an app writes them, in another module and adding nothing but behaviour.
private final class CardView: View {}
private final class TitleLabel: Label {}

@Suite struct ViewHierarchyTests {
    @Test func subclassesInheritTheNamedInitialisers() {
        let card = CardView(name: "card")
        let title = TitleLabel(name: "title", text: "Hello")
        #expect(card.name == "card" && card.frame == .zero)
        #expect(title.name == "title" && title.text == "Hello")
        #expect(CardView(frame: Rect(x: 0, y: 0, width: 10, height: 10)).frame.width == 10)
    }

    @Test func aViewWithoutSuperviewIsARootAndKeepsItsFrame() {
        let root = makeRoot()
        #expect(root.superview == nil)
        #expect(root.rootView === root)
        root.layoutIfNeeded()
        #expect(root.frame == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(root.bounds == Rect(x: 0, y: 0, width: 375, height: 667))
    }

    @Test func addingASubviewPutsItInFrontAndSetsItsSuperview() {
        let root = makeRoot()
        let back = View(name: "back"), front = View(name: "front")
        root.addSubview(back)
        root.addSubview(front)
        #expect(root.subviews.map(\.name) == ["back", "front"])
        #expect(front.superview === root)
        #expect(front.rootView === root)
    }

    @Test func insertingPlacesASubviewAtTheIndexGiven() {
        let root = makeRoot()
        let a = View(name: "a"), b = View(name: "b"), c = View(name: "c"), d = View(name: "d")
        root.addSubview(a)
        root.addSubview(b)
        root.insertSubview(c, at: 0)
        #expect(root.subviews.map(\.name) == ["c", "a", "b"])
        root.insertSubview(d, at: 2)
        #expect(root.subviews.map(\.name) == ["c", "a", "d", "b"])
    }

    @Test func insertingPastTheEndAppendsAndBeforeTheStartPrepends() {
        let root = makeRoot()
        let a = View(name: "a"), b = View(name: "b"), c = View(name: "c")
        root.addSubview(a)
        root.insertSubview(b, at: 99)
        root.insertSubview(c, at: -3)
        #expect(root.subviews.map(\.name) == ["c", "a", "b"])
    }

    @Test func reinsertingASubviewMovesItWithoutDuplicatingIt() {
        let root = makeRoot()
        let a = View(name: "a"), b = View(name: "b"), c = View(name: "c")
        for view in [a, b, c] { root.addSubview(view) }
        root.insertSubview(c, at: 0)
        #expect(root.subviews.map(\.name) == ["c", "a", "b"])
        root.addSubview(c)
        #expect(root.subviews.map(\.name) == ["a", "b", "c"])
    }

    @Test func addingAViewToAnotherParentTakesItFromTheFirst() {
        let root = makeRoot()
        let first = View(name: "first"), second = View(name: "second"), child = View(name: "child")
        root.addSubview(first)
        root.addSubview(second)
        first.addSubview(child)
        second.addSubview(child)
        #expect(first.subviews.isEmpty)
        #expect(second.subviews.map(\.name) == ["child"])
        #expect(child.superview === second)
    }

    @Test func aSubtreesRootFollowsItFromTreeToTreeAndOutOfAnyTree() {
        let first = makeRoot(), second = makeRoot()
        let parent = View(name: "parent"), child = View(name: "child"), leaf = View(name: "leaf")
        parent.addSubview(child)
        child.addSubview(leaf)
        #expect(leaf.rootView === parent)
        first.addSubview(parent)
        #expect([parent, child, leaf].allSatisfy { $0.rootView === first })
        second.addSubview(parent)
        #expect([parent, child, leaf].allSatisfy { $0.rootView === second })
        child.removeFromSuperview()
        #expect(parent.rootView === second)
        #expect(child.rootView === child && leaf.rootView === child)
        // A root that joins a tree takes its subtree along: its views' root is the new tree's.
        let outer = makeRoot()
        outer.addSubview(second)
        #expect([second, parent].allSatisfy { $0.rootView === outer })
        #expect(child.rootView === child)
    }

    @Test func addingAViewToItsOwnSubtreeIsRefusedWithADiagnostic() {
        let root = makeRoot()
        let recorder = DiagnosticRecorder(root)
        let parent = View(name: "parent"), child = View(name: "child")
        root.addSubview(parent)
        parent.addSubview(child)
        child.addSubview(parent)
        child.addSubview(child)
        #expect(recorder.invalidHierarchy.count == 2)
        #expect(
            recorder.invalidHierarchy.allSatisfy {
                if case .wouldContainItself(_, let refusingParent) = $0 { refusingParent === child } else { false }
            })
        #expect(parent.superview === root)
        #expect(child.superview === parent)
        #expect(child.subviews.isEmpty)
        root.layoutIfNeeded() // and the tree still lays out
    }

    @Test func removingAViewDetachesItAndItsSubtree() {
        let root = makeRoot()
        let parent = View(name: "parent"), child = View(name: "child")
        root.addSubview(parent)
        parent.addSubview(child)
        parent.removeFromSuperview()
        #expect(root.subviews.isEmpty)
        #expect(parent.superview == nil)
        #expect(child.rootView === parent)
        parent.removeFromSuperview() // a second removal does nothing
        #expect(parent.superview == nil)
    }
}
