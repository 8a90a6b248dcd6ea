import Masonry
import Testing

/// Issue 14, item 8: unnamed views and constraints are numbered by their tree, so the same program describes them
/// the same way on every run.
@Suite struct DebugTagTests {
    private func makeScene() -> View {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let a = View(frame: Rect(x: 0, y: 0, width: 10, height: 10)),
            b = View(frame: Rect(x: 10, y: 0, width: 10, height: 10))
        root.addSubview(a)
        a.addSubview(b)
        root.layoutIfNeeded()
        return root
    }

    @Test func theLayoutTreeIsTheSameForTwoIdenticalScenes() {
        let first = makeScene().layoutTree(), second = makeScene().layoutTree()
        #expect(first == second)
        #expect(first == "View:0x1 (0, 0, 100, 100)\n  View:0x2 (0, 0, 10, 10)\n    View:0x3 (10, 0, 10, 10)")
    }

    @Test func aViewKeepsItsTagAndTagsAreNeverHandedOutTwiceInATree() {
        let root = makeScene()
        let a = root.subviews[0]
        let before = root.layoutTree()
        // Another tree numbered on its own (0x1, 0x2), then merged in: its tags move past the root's.
        let other = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        other.addSubview(View())
        _ = other.layoutTree()
        root.addSubview(other)
        root.addSubview(View())
        let after = root.layoutTree()
        let tags = after.split(separator: "\n").map { $0.split(separator: " ")[0] }
        #expect(Set(tags).count == 6, "\(after)")
        #expect(after.hasPrefix(before)) // the views described before keep their tags
        #expect(a.layoutTree().hasPrefix("View:0x2 "))
        // A subtree taken out keeps its tags and never reuses one.
        other.removeFromSuperview()
        other.addSubview(View())
        let detached = other.layoutTree().split(separator: "\n").map { $0.split(separator: " ")[0] }
        #expect(Set(detached).count == 3)
    }

    @Test func aDescribedViewWithNoSubviewsTakesATagPastItsNewTrees() {
        let root = makeScene()
        _ = root.layoutTree() // 0x1 to 0x3
        let leaf = View()
        #expect(leaf.layoutTree().hasPrefix("View:0x1 ")) // numbered as a tree of its own
        root.subviews[0].addSubview(leaf)
        #expect(leaf.layoutTree().hasPrefix("View:0x4 "))
        #expect(leaf.rootView === root)
        // The next tag handed out in the tree is past it.
        let next = View()
        root.addSubview(next)
        #expect(next.layoutTree().hasPrefix("View:0x5 "))
    }

    @Test func unnamedConstraintsAreNumberedToo() {
        let root = makeScene()
        let view = View()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        let width = view.widthAnchor.constraint(equalToConstant: 10)
        width.isActive = true
        let text = width.description
        #expect(text == width.description)
        #expect(text.hasPrefix("<LayoutConstraint:0x"))
        #expect(text.contains("View:0x"))
    }
}
