import Masonry
import Testing

/// Anchors build ordinary, inactive constraints with Apple's factory methods.
@Suite struct AnchorTests {
    @Test func anchorConstraintsAreInactiveUntilActivated() {
        let root = makeRoot()
        let view = addConstrained(View(name: "view"), to: root)
        let constraint = view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8)
        #expect(!constraint.isActive)
        #expect(constraint.firstItem === view && constraint.firstAttribute == .leading)
        #expect(constraint.secondItem === root && constraint.secondAttribute == .leading)
        #expect(constraint.relation == .equal && constraint.constant == 8 && constraint.multiplier == 1)
        #expect(constraint.priority == .required)
    }

    @Test func aConstraintMadeWithAnchorsKeepsNeitherItemAlive() {
        weak var first: View?, second: View?
        let kept = View(name: "kept")
        let made: LayoutConstraint, fixed: LayoutConstraint
        do {
            let view = View(name: "gone"), other = View(name: "also gone")
            first = view
            second = other
            made = view.widthAnchor.constraint(equalTo: other.widthAnchor, constant: 2)
            fixed = kept.leftAnchor.constraint(greaterThanOrEqualTo: view.leftAnchor)
            #expect(made.firstItem === view && made.secondItem === other && fixed.secondItem === view)
        }
        #expect(first == nil && second == nil)
        #expect(made.firstItem == nil && made.secondItem == nil && made.constant == 2)
        #expect(fixed.firstItem === kept && fixed.secondItem == nil && fixed.secondAttribute == .left)
    }

    @Test func relationsAndMultipliersAreStored() {
        let a = View(name: "a"), b = View(name: "b")
        let atLeast = a.topAnchor.constraint(greaterThanOrEqualTo: b.bottomAnchor, constant: 4)
        #expect(atLeast.relation == .greaterThanOrEqual && atLeast.constant == 4)
        let atMost = a.centerXAnchor.constraint(lessThanOrEqualTo: b.centerXAnchor)
        #expect(atMost.relation == .lessThanOrEqual && atMost.constant == 0)
        let half = a.widthAnchor.constraint(equalTo: b.heightAnchor, multiplier: 0.5, constant: 3)
        #expect(half.multiplier == 0.5 && half.constant == 3 && half.secondAttribute == .height)
        let fixed = a.heightAnchor.constraint(equalToConstant: 44)
        #expect(fixed.secondItem == nil && fixed.secondAttribute == .notAnAttribute && fixed.constant == 44)
        #expect(a.widthAnchor.constraint(greaterThanOrEqualToConstant: 10).relation == .greaterThanOrEqual)
        #expect(a.widthAnchor.constraint(lessThanOrEqualToConstant: 10).relation == .lessThanOrEqual)
        #expect(a.heightAnchor.constraint(lessThanOrEqualTo: b.heightAnchor, multiplier: 2).multiplier == 2)
        #expect(a.firstBaselineAnchor.attribute == .firstBaseline && a.lastBaselineAnchor.attribute == .lastBaseline)
    }

    @Test func anchorsLayOutLikeTheEquivalentConstraints() {
        let root = makeRoot()
        let box = addConstrained(View(name: "box"), to: root)
        let guide = root.safeAreaLayoutGuide
        root.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
            box.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),
            box.topAnchor.constraint(equalTo: guide.topAnchor, constant: 8),
            box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5)
        ])
        root.layoutIfNeeded()
        // Width 375 − 32 = 343, height 171.5, top 20 + 8.
        expectFrame(box, Rect(x: 16, y: 28, width: 343, height: 171.5))
    }
}
