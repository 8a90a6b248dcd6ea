import Masonry
import Testing

/// Changing an active constraint's constant, multiplier or priority takes effect at the next layout pass.
@Suite struct ConstraintChangeTests {
    /// A view at the root's top-left, 50 tall, whose width the test constrains.
    private func makeView() -> (root: View, view: View) {
        let root = makeRoot()
        let view = addConstrained(View(name: "view"), to: root)
        constrain(view, .left, to: root)
        constrain(view, .top, to: root)
        constrain(view, .height, constant: 50)
        return (root, view)
    }

    @Test func changingTheConstantMovesTheLayout() {
        let (root, view) = makeView()
        let width = constrain(view, .width, constant: 100)
        root.layoutIfNeeded()
        width.constant = 150
        #expect(view.frame.width == 100) // nothing moves until the next pass
        root.layoutIfNeeded()
        expectFrame(view, Rect(x: 0, y: 0, width: 150, height: 50))
    }

    @Test func changingAPositionConstantMovesTheView() {
        let (root, view) = makeView()
        constrain(view, .width, constant: 100)
        let box = addConstrained(View(name: "box"), to: root)
        fixSize(of: box, width: 20, height: 20)
        let gap = constrain(box, .left, to: view, .right, constant: 10)
        constrain(box, .top, to: view)
        root.layoutIfNeeded()
        expectFrame(box, Rect(x: 110, y: 0, width: 20, height: 20))
        gap.constant = -30
        root.layoutIfNeeded()
        expectFrame(box, Rect(x: 70, y: 0, width: 20, height: 20))
    }

    @Test func changingTheMultiplierMovesTheLayout() {
        let (root, view) = makeView()
        let share = constrain(view, .width, to: root, multiplier: 0.5)
        root.layoutIfNeeded()
        expectFrame(view, Rect(x: 0, y: 0, width: 187.5, height: 50))
        share.multiplier = 0.25
        root.layoutIfNeeded()
        // 375 / 4 = 93.75 → 94 on the half-point grid (ties up: 187.5 px → 188).
        expectFrame(view, Rect(x: 0, y: 0, width: 94, height: 50))
    }

    @Test func changingBetweenOptionalPrioritiesChangesWhichWins() {
        let (root, view) = makeView()
        constrain(view, .width, constant: 100, priority: 500)
        let wide = constrain(view, .width, constant: 200, priority: 250)
        root.layoutIfNeeded()
        expectFrame(view, Rect(x: 0, y: 0, width: 100, height: 50))
        wide.priority = 750
        root.layoutIfNeeded()
        expectFrame(view, Rect(x: 0, y: 0, width: 200, height: 50))
    }

    @Test func aRequiredConstraintCanBecomeOptionalAndRequiredAgain() {
        let (root, view) = makeView()
        let narrow = constrain(view, .width, constant: 100)
        constrain(view, .width, constant: 200, priority: 750)
        root.layoutIfNeeded()
        expectFrame(view, Rect(x: 0, y: 0, width: 100, height: 50))
        narrow.priority = 500
        root.layoutIfNeeded()
        expectFrame(view, Rect(x: 0, y: 0, width: 200, height: 50))
        narrow.priority = .required
        root.layoutIfNeeded()
        expectFrame(view, Rect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test func changesWhileInactiveApplyWhenActivated() {
        let (root, view) = makeView()
        let width = constrain(view, .width, constant: 100)
        root.layoutIfNeeded()
        width.isActive = false
        width.constant = 40
        width.isActive = true
        root.layoutIfNeeded()
        expectFrame(view, Rect(x: 0, y: 0, width: 40, height: 50))
    }

    @Test func manyConstantChangesKeepTheLayoutConsistent() {
        let (root, view) = makeView()
        let width = constrain(view, .width, constant: 0)
        let follower = addConstrained(View(name: "follower"), to: root)
        constrain(follower, .left, to: view, .right)
        constrain(follower, .top, to: view, .bottom)
        constrain(follower, .width, to: view, multiplier: 0.5)
        constrain(follower, .height, constant: 10)
        for step in stride(from: 10.0, through: 300, by: 10) {
            width.constant = step
            root.layoutIfNeeded()
            expectFrame(follower, Rect(x: step, y: 50, width: step / 2, height: 10))
        }
    }
}
