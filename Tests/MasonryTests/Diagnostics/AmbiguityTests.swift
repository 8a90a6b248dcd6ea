import Masonry
import Testing

/// Ambiguity: a frame the constraints do not fully determine.
@Suite struct AmbiguityTests {
    @Test func aViewWithNoHorizontalPositionIsAmbiguous() {
        let (root, view) = MisuseScenarios.unplacedView()
        #expect(view.hasAmbiguousLayout)
        withExtendedLifetime(root) {}
    }

    @Test func aFullyConstrainedViewIsNotAmbiguous() {
        let (root, view) = MisuseScenarios.unplacedView()
        constrain(view, .left, to: root, constant: 10)
        #expect(!view.hasAmbiguousLayout)
        #expect(!root.hasAmbiguousLayout)
    }

    @Test func anOptionalConstraintCanRemoveTheAmbiguity() {
        let (root, view) = MisuseScenarios.unplacedView()
        constrain(view, .centerX, to: root, priority: .defaultLow)
        #expect(!view.hasAmbiguousLayout)
    }

    @Test func aViewWithoutAHeightIsAmbiguous() {
        let root = makeRoot()
        let view = addConstrained(View(name: "view"), to: root)
        constrain(view, .left, to: root)
        constrain(view, .top, to: root)
        constrain(view, .width, constant: 10)
        #expect(view.hasAmbiguousLayout)
    }

    @Test func theLayoutTreeMarksTheAmbiguousView() {
        let (root, _) = MisuseScenarios.unplacedView()
        let placed = addConstrained(View(name: "placed"), to: root)
        place(placed, in: root, at: Rect(x: 0, y: 100, width: 10, height: 10))
        let tree = root.layoutTree()
        let lines = tree.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("View:root (0, 0, 375, 667)"))
        #expect(lines[1].hasPrefix("  View:floating"))
        #expect(lines[1].contains("AMBIGUOUS LAYOUT"))
        #expect(lines[2] == "  View:placed (0, 100, 10, 10)")
    }

    @Test func exercisingTheAmbiguityMovesTheView() {
        let (root, view) = MisuseScenarios.unplacedView()
        root.layoutIfNeeded()
        let before = view.frame
        view.exerciseAmbiguityInLayout()
        #expect(view.frame.minX != before.minX)
        // What the constraints fix stays fixed.
        #expect(view.frame.width == 100 && view.frame.height == 50 && view.frame.minY == 20)
        let second = view.frame
        view.exerciseAmbiguityInLayout()
        #expect(view.frame.minX != second.minX)
        withExtendedLifetime(root) {}
    }

    @Test func exercisingAnUnambiguousViewChangesNothing() {
        let root = makeRoot()
        let view = addConstrained(View(name: "view"), to: root)
        place(view, in: root, at: Rect(x: 10, y: 20, width: 30, height: 40))
        root.layoutIfNeeded()
        view.exerciseAmbiguityInLayout()
        expectFrame(view, Rect(x: 10, y: 20, width: 30, height: 40))
    }

    @Test func constraintsAffectingLayoutListThoseOnTheAxis() {
        let root = makeRoot()
        let view = addConstrained(View(name: "view"), to: root)
        let placement = place(view, in: root, at: Rect(x: 10, y: 20, width: 30, height: 40))
        let horizontal = view.constraintsAffectingLayout(for: .horizontal)
        let vertical = view.constraintsAffectingLayout(for: .vertical)
        #expect(identities(horizontal).isSuperset(of: identities([placement[0], placement[2]])))
        #expect(identities(vertical).isSuperset(of: identities([placement[1], placement[3]])))
        #expect(identities(horizontal).isDisjoint(with: identities([placement[1], placement[3]])))
    }

    /// Asking is not exercising: the ambiguous view stays where the layout put it, however often it is asked about.
    @Test func askingAboutAmbiguityMovesNothing() {
        let (root, view) = MisuseScenarios.unplacedView()
        let placed = addConstrained(View(name: "placed"), to: root)
        place(placed, in: root, at: Rect(x: 0, y: 100, width: 10, height: 10))
        root.layoutIfNeeded()
        let frames = (view.frame, placed.frame), tree = root.layoutTree()
        for _ in 0..<5 {
            #expect(view.hasAmbiguousLayout && view.ambiguousAxes == [.horizontal])
            #expect(!placed.hasAmbiguousLayout)
            #expect(root.layoutTree() == tree)
            root.layoutIfNeeded()
            #expect(view.frame == frames.0 && placed.frame == frames.1)
        }
    }

    @Test func anAnswerFollowsAChangeOfConstraints() {
        let (root, view) = MisuseScenarios.unplacedView()
        #expect(view.ambiguousAxes == [.horizontal])
        let left = constrain(view, .left, to: root, constant: 10)
        #expect(view.ambiguousAxes.isEmpty)
        left.isActive = false
        #expect(view.ambiguousAxes == [.horizontal])
    }

    /// Only the view's own frame counts: a view placed relative to an ambiguous sibling is ambiguous too, on the
    /// sibling's axis only.
    @Test func aViewPlacedAfterAnAmbiguousOneIsAmbiguousOnThatAxis() {
        let (root, view) = MisuseScenarios.unplacedView()
        let next = addConstrained(View(name: "next"), to: root)
        fixSize(of: next, width: 10, height: 10)
        constrain(next, .left, to: view, .right, constant: 8)
        constrain(next, .top, to: root, constant: 0)
        #expect(next.ambiguousAxes == [.horizontal])
    }

    @Test func onlyExercisingMovesTheView() {
        let (root, view) = MisuseScenarios.unplacedView()
        root.layoutIfNeeded()
        let before = view.frame
        _ = view.hasAmbiguousLayout
        #expect(view.frame == before)
        view.exerciseAmbiguityInLayout()
        #expect(view.frame.minX != before.minX)
        let exercised = view.frame
        _ = view.hasAmbiguousLayout
        _ = root.layoutTree()
        #expect(view.frame == exercised)
        #expect(view.hasAmbiguousLayout)
    }
}
