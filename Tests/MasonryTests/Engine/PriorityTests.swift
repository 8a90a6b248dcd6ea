import Masonry
import Testing

/// Priorities are strict levels: a higher one always wins, however many lower ones pull the other way.
@Suite struct PriorityTests {
    @Test func oneConstraintAt751BeatsAThousandAt750() {
        let root = makeRoot()
        let view = addConstrained(View(name: "view"), to: root)
        constrain(view, .left, to: root)
        constrain(view, .top, to: root)
        constrain(view, .height, constant: 50)
        for _ in 0..<1000 { constrain(view, .width, constant: 100, priority: 750) }
        constrain(view, .width, constant: 200, priority: 751)
        root.layoutIfNeeded()
        // With weighted sums 1,000 errors of 100 would outweigh one; by levels, 751 is satisfied first.
        expectFrame(view, Rect(x: 0, y: 0, width: 200, height: 50))
    }

    @Test func requiredConstraintsBoundWhatOptionalOnesAchieve() {
        let root = makeRoot()
        let view = addConstrained(View(name: "view"), to: root)
        constrain(view, .left, to: root)
        constrain(view, .top, to: root)
        constrain(view, .width, constant: 50)
        constrain(view, .height, .lessThanOrEqual, constant: 120)
        constrain(view, .height, constant: 300, priority: 999)
        root.layoutIfNeeded()
        expectFrame(view, Rect(x: 0, y: 0, width: 50, height: 120))
    }

    @Test func anOptionalConstraintThatCannotHoldStillPullsTowardItsValue() {
        let root = makeRoot()
        let view = addConstrained(View(name: "view"), to: root)
        constrain(view, .left, to: root)
        constrain(view, .top, to: root)
        constrain(view, .height, constant: 10)
        constrain(view, .width, .lessThanOrEqual, constant: 80, priority: 600)
        constrain(view, .width, .greaterThanOrEqual, constant: 100, priority: 500)
        constrain(view, .width, constant: 0, priority: 10)
        root.layoutIfNeeded()
        // ≤ 80 wins; the weaker ≥ 100 then pulls the width up to 80 rather than letting the pull to 0 win.
        expectFrame(view, Rect(x: 0, y: 0, width: 80, height: 10))
    }

    @Test func equalPrioritiesTradeOffBySummedError() {
        let root = makeRoot()
        let view = addConstrained(View(name: "view"), to: root)
        constrain(view, .left, to: root)
        constrain(view, .top, to: root)
        constrain(view, .height, constant: 10)
        constrain(view, .width, constant: 100, priority: 500)
        constrain(view, .width, constant: 100, priority: 500)
        constrain(view, .width, constant: 300, priority: 500)
        root.layoutIfNeeded()
        // Two pulls to 100 against one to 300 at the same level: 100 has the least total error.
        expectFrame(view, Rect(x: 0, y: 0, width: 100, height: 10))
    }

    @Test func namedPrioritiesHaveAutoLayoutsValues() {
        #expect(LayoutPriority.required.rawValue == 1000)
        #expect(LayoutPriority.defaultHigh.rawValue == 750)
        #expect(LayoutPriority.dragThatCanResizeScene.rawValue == 510)
        #expect(LayoutPriority.sceneSizeStaysPut.rawValue == 500)
        #expect(LayoutPriority.defaultLow.rawValue == 250)
        #expect(LayoutPriority.fittingSizeLevel.rawValue == 50)
        #expect(LayoutPriority.high == 750 && LayoutPriority.medium == 500 && LayoutPriority.low == 250)
        #expect(LayoutPriority.defaultHigh + 1 == 751)
        #expect(LayoutPriority.required - 1 < .required)
        #expect(LayoutPriority(999.5) > 999)
    }
}
