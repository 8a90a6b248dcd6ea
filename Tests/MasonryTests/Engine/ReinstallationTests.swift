import Masonry
import Testing

/// Constraints deactivated and activated in turn, between layout passes: each one the engine installs in the place
/// another left is solved, moves with its constant and priority, and reports its own conflicts, while the
/// constraints installed before and after it keep theirs.
@Suite struct ReinstallationTests {
    /// A box at the root's top-left, 20 tall; the tests constrain its width and left edge.
    private func makeBox() -> (root: View, box: View) {
        let root = makeRoot()
        let box = addConstrained(View(name: "box"), to: root)
        constrain(box, .top, to: root)
        constrain(box, .height, constant: 20)
        return (root, box)
    }

    @Test func aConstraintActivatedAfterAnotherLeftIsSolvedAndMovesWithItsConstant() {
        let (root, box) = makeBox()
        let narrow = constrain(box, .width, constant: 100)
        let left = constrain(box, .left, to: root, constant: 10)
        root.layoutIfNeeded()
        expectFrame(box, Rect(x: 10, y: 0, width: 100, height: 20))
        narrow.isActive = false
        let wide = constrain(box, .width, constant: 200)
        root.layoutIfNeeded()
        expectFrame(box, Rect(x: 10, y: 0, width: 200, height: 20))
        wide.constant = 250
        left.constant = 30
        root.layoutIfNeeded()
        expectFrame(box, Rect(x: 30, y: 0, width: 250, height: 20))
    }

    @Test func manyTurnsOfDeactivatingAndActivatingKeepEveryConstraintMoving() {
        let (root, box) = makeBox()
        let left = constrain(box, .left, to: root, constant: 0)
        var width = constrain(box, .width, constant: 10)
        root.layoutIfNeeded()
        for turn in 1...20 {
            width.isActive = false
            width = constrain(box, .width, constant: Double(10 + turn))
            left.constant = Double(turn)
            root.layoutIfNeeded()
            expectFrame(box, Rect(x: Double(turn), y: 0, width: Double(10 + turn), height: 20))
            width.constant += 100
            root.layoutIfNeeded()
            expectFrame(box, Rect(x: Double(turn), y: 0, width: Double(110 + turn), height: 20))
        }
    }

    @Test func aPriorityChangeReachesAConstraintActivatedAfterAnotherLeft() {
        let (root, box) = makeBox()
        constrain(box, .left, to: root)
        let gone = constrain(box, .width, constant: 40)
        root.layoutIfNeeded()
        gone.isActive = false
        let low = constrain(box, .width, constant: 100, priority: 300)
        let high = constrain(box, .width, constant: 200, priority: 400)
        root.layoutIfNeeded()
        #expect(box.frame.width == 200)
        low.priority = 500
        root.layoutIfNeeded()
        #expect(box.frame.width == 100)
        high.priority = 600
        root.layoutIfNeeded()
        #expect(box.frame.width == 200)
    }

    @Test func aConflictOfAConstraintActivatedAfterAnotherLeftIsItsOwn() {
        let (root, box) = makeBox()
        var reported: [LayoutDiagnostic] = []
        root.diagnosticHandler = { reported.append($0) }
        constrain(box, .left, to: root)
        let gone = constrain(box, .width, constant: 40)
        let narrow = constrain(box, .width, constant: 40) // the same as `gone`: no conflict
        root.layoutIfNeeded()
        #expect(!gone.isBroken && !narrow.isBroken)
        gone.isActive = false
        root.layoutIfNeeded()
        let wide = constrain(box, .width, constant: 200)
        root.layoutIfNeeded()
        #expect(wide.isBroken && !narrow.isBroken)
        #expect(wide.conflictingConstraints.map(ObjectIdentifier.init) == [narrow, wide].map(ObjectIdentifier.init))
        #expect(box.frame.width == 40)
        narrow.isActive = false
        root.layoutIfNeeded()
        #expect(!wide.conflictingConstraints.contains { $0 === narrow })
        #expect(box.frame.width == 200)
        #expect(reported.count == 1)
    }
}
