import Masonry
import Testing

/// Issue 14, item 7: user guides never end with negative sizes, `constraintsAffectingLayout(for:)` lists what
/// determines the view (not only its own constraints), and directional insets follow a later change of direction.
@Suite struct GuidesAndDirectionTests {
    @Test func aUserGuideNeverEndsWithANegativeSize() {
        let root = makeRoot()
        let recorder = DiagnosticRecorder(root)
        let guide = LayoutGuide()
        root.addLayoutGuide(guide)
        LayoutConstraint.activate([
            guide.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 100),
            guide.rightAnchor.constraint(equalTo: root.leftAnchor, constant: 40), // would make the width −60
            guide.topAnchor.constraint(equalTo: root.topAnchor),
            guide.bottomAnchor.constraint(equalTo: root.topAnchor, constant: -5) // would make the height −5
        ])
        root.layoutIfNeeded()
        #expect(guide.layoutFrame.width >= 0)
        #expect(guide.layoutFrame.height >= 0)
        #expect(recorder.unsatisfiable.count == 2)
        // The user's constraints are the ones broken, never the guide's own width/height >= 0.
        #expect(recorder.unsatisfiable.map(\.broken.firstAttribute) == [.right, .bottom])
    }

    @Test func aGuideOfZeroSizeIsNoConflict() {
        let root = makeRoot()
        let recorder = DiagnosticRecorder(root)
        let guide = LayoutGuide()
        root.addLayoutGuide(guide)
        guide.mas.makeConstraints { make in
            make.left.right.equalTo(root.mas.centerX); make.top.bottom.equalToSuperview()
        }
        root.layoutIfNeeded()
        #expect(recorder.diagnostics.isEmpty)
        expectRect(guide.layoutFrame, Rect(x: 187.5, y: 0, width: 0, height: 667))
    }

    @Test func constraintsAffectingLayoutFollowTheChainToTheSiblingsThatPlaceTheView() {
        let root = makeRoot()
        let first = addConstrained(View(name: "first"), to: root)
        let second = addConstrained(View(name: "second"), to: root)
        let unrelated = addConstrained(View(name: "unrelated"), to: root)
        let firstLeft = constrain(first, .left, to: root, constant: 10)
        let firstWidth = constrain(first, .width, constant: 50)
        let gap = constrain(second, .left, to: first, .right, constant: 8)
        let secondWidth = constrain(second, .width, constant: 20)
        let firstHeight = constrain(first, .height, constant: 30)
        let unrelatedLeft = constrain(unrelated, .left, to: root, constant: 0)
        let list = second.constraintsAffectingLayout(for: .horizontal)
        // The direct ones first, then those that place `first`, which `second` follows.
        #expect(identities(Array(list.prefix(2))) == identities([gap, secondWidth]))
        #expect(identities(list).isSuperset(of: identities([firstLeft, firstWidth])))
        #expect(!holds(list, firstHeight))
        #expect(!holds(list, unrelatedLeft))
        // The root's width counts (it is what `first` is placed in); nothing else hanging off the root does.
        #expect(list.contains { $0.identifier == "View-Encapsulated-Layout-Width" })
    }

    @Test func aRootsAffectingConstraintsAreItsSize() {
        let root = makeRoot()
        let view = addConstrained(View(name: "view"), to: root)
        constrain(view, .left, to: root)
        #expect(
            root.constraintsAffectingLayout(for: .horizontal).map(\.identifier) == ["View-Encapsulated-Layout-Width"])
    }

    @Test func directionalInsetsFollowALaterChangeOfDirection() {
        let root = makeRoot()
        let view = addConstrained(View(name: "view"), to: root)
        view.mas.makeConstraints { make in
            make.edges.equalToSuperview().inset(DirectionalEdgeInsets(top: 1, leading: 20, bottom: 3, trailing: 40))
        }
        root.layoutIfNeeded()
        expectFrame(view, Rect(x: 20, y: 1, width: 315, height: 663))
        root.semanticContentAttribute = .forceRightToLeft
        root.layoutIfNeeded()
        expectFrame(view, Rect(x: 40, y: 1, width: 315, height: 663))
        root.semanticContentAttribute = .forceLeftToRight
        root.layoutIfNeeded()
        expectFrame(view, Rect(x: 20, y: 1, width: 315, height: 663))
    }

    @Test func directionalConstantTargetsFollowALaterChangeOfDirectionToo() {
        let root = makeRoot()
        let view = addConstrained(View(name: "view"), to: root)
        view.mas.makeConstraints { make in
            make.left.right.equalTo(DirectionalEdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 0))
            make.top.height.equalTo(10)
        }
        root.layoutIfNeeded()
        expectFrame(view, Rect(x: 5, y: 10, width: 370, height: 10))
        root.semanticContentAttribute = .forceRightToLeft
        root.layoutIfNeeded()
        expectFrame(view, Rect(x: 0, y: 10, width: 370, height: 10))
    }

    @Test func plainInsetsStayOnTheirPhysicalSides() {
        let root = makeRoot()
        let view = addConstrained(View(name: "view"), to: root)
        view.mas.makeConstraints { make in
            make.edges.equalToSuperview().inset(EdgeInsets(top: 1, left: 20, bottom: 3, right: 40))
        }
        root.semanticContentAttribute = .forceRightToLeft
        root.layoutIfNeeded()
        expectFrame(view, Rect(x: 20, y: 1, width: 315, height: 663))
    }
}
