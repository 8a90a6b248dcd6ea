import Masonry
import Testing

/// Constants changed on many installed constraints between two layout passes move in place together: the frames are
/// those of a tree built afresh with the new constants, and a new constant that conflicts with a required
/// constraint is reported for that constraint alone, while the others still move.
@Suite struct ConstantMoveTests {
    /// A root with `count` boxes, each placed by four required constraints (left, top, width, height).
    private func makeBoxes(_ count: Int, frame: (Int) -> Rect) -> (
        root: View, boxes: [View], constraints: [[LayoutConstraint]]
    ) {
        let root = makeRoot(width: 400, height: 2000)
        var boxes: [View] = [], constraints: [[LayoutConstraint]] = []
        for index in 0..<count {
            let box = addConstrained(View(name: "box\(index)"), to: root)
            boxes.append(box)
            constraints.append(place(box, in: root, at: frame(index)))
        }
        return (root, boxes, constraints)
    }

    @Test func constantsMovedInOnePassGiveTheFramesOfATreeBuiltWithThem() {
        let before = { (index: Int) in Rect(x: 10, y: Double(30 * index), width: 100, height: 20) }
        let after = { (index: Int) in
            Rect(
                x: Double(5 + index), y: Double(40 * index + 3), width: Double(120 + index),
                height: Double(25 + index % 3))
        }
        let (root, boxes, constraints) = makeBoxes(8, frame: before)
        root.layoutIfNeeded()
        for (index, placed) in constraints.enumerated() {
            let frame = after(index)
            for (constraint, constant) in zip(placed, [frame.minX, frame.minY, frame.width, frame.height]) {
                constraint.constant = constant
            }
        }
        root.layoutIfNeeded()
        let (fresh, freshBoxes, _) = makeBoxes(8, frame: after)
        fresh.layoutIfNeeded()
        for (index, (box, freshBox)) in zip(boxes, freshBoxes).enumerated() {
            #expect(box.frame == after(index))
            #expect(box.frame == freshBox.frame)
        }
    }

    @Test func aMovedConstantThatConflictsIsReportedAloneWhileTheOthersMove() {
        let (root, boxes, constraints) = makeBoxes(
            3, frame: { Rect(x: 10, y: Double(30 * $0), width: 100, height: 20) })
        var reported: [LayoutDiagnostic] = []
        root.diagnosticHandler = { reported.append($0) }
        let widest = constrain(boxes[1], .width, .lessThanOrEqual, constant: 150)
        root.layoutIfNeeded()
        #expect(reported.isEmpty)
        // Box 0 and box 2 move; box 1's new width breaks its `width <= 150`.
        constraints[0][0].constant = 40
        constraints[1][2].constant = 200
        constraints[2][1].constant = 90
        root.layoutIfNeeded()
        #expect(boxes[0].frame == Rect(x: 40, y: 0, width: 100, height: 20))
        #expect(boxes[2].frame == Rect(x: 10, y: 90, width: 100, height: 20))
        #expect(constraints[1][2].isBroken && !widest.isBroken)
        #expect(boxes[1].frame.width == 150)
        #expect(reported.count == 1)
        // Back within the bound, it holds again and moves with the others.
        constraints[1][2].constant = 120
        constraints[0][0].constant = 50
        root.layoutIfNeeded()
        #expect(!constraints[1][2].isBroken)
        #expect(boxes[1].frame == Rect(x: 10, y: 30, width: 120, height: 20))
        #expect(boxes[0].frame.minX == 50)
    }
}
