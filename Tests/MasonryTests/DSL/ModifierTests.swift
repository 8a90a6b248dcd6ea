import Masonry
import Testing

/// What follows (or, Masonry-style, precedes) a relation: offset, inset, sizeOffset, centerOffset, multipliedBy,
/// dividedBy, priority and labeled; last write wins, a modifier after a constant target replaces it, a modifier
/// without a relation means "equal to the superview", `.constraint` is the live statement handle, and the made
/// constraints describe themselves in Masonry's form.
@Suite struct ModifierTests {
    // MARK: Offset

    @Test func anOffsetAddsTheSameNumberToEveryConstraintOfAComposite() {
        let scene = DSLScene()
        let made = scene.make { make in make.edges.equalToSuperview().offset(50) }
        #expect(made.map(\.constant) == [50, 50, 50, 50])
        scene.layOut()
        // Every edge moves +50: the view keeps the root's size, shifted right and down.
        expectFrame(scene.view, Rect(x: 50, y: 50, width: 375, height: 667))
    }

    @Test func offsetsTakeIntegersAndDoubles() {
        let scene = DSLScene()
        let made = scene.make { make in
            make.left.equalToSuperview().offset(5)
            make.top.equalToSuperview().offset(2.5)
            make.right.equalToSuperview().offset(-7)
            make.bottom.equalToSuperview().offset(Int8(-3))
        }
        #expect(made.map(\.constant) == [5, 2.5, -7, -3])
    }

    // MARK: Inset

    @Test func aNumberInsetMovesEveryEdgeInward() {
        let scene = DSLScene()
        let made = scene.make { make in make.edges.equalToSuperview().inset(10) }
        #expect(made.map(\.constant) == [10, 10, -10, -10])
        scene.layOut()
        expectFrame(scene.view, Rect(x: 10, y: 10, width: 355, height: 647))
    }

    @Test func aFractionalNumberInsetIsAccepted() {
        let scene = DSLScene()
        let made = scene.make { make in make.horizontalEdges.equalToSuperview().inset(2.5) }
        #expect(made.map(\.constant) == [2.5, -2.5])
    }

    @Test func edgeInsetsMoveEachEdgeInwardByItsOwnAmount() {
        let scene = DSLScene()
        let made = scene.make { make in
            make.edges.equalToSuperview().inset(EdgeInsets(top: 40, left: 10, bottom: 20, right: 30))
        }
        #expect(made.map(\.constant) == [10, 40, -30, -20])
        scene.layOut()
        // (10, 40) to (375 − 30, 667 − 20).
        expectFrame(scene.view, Rect(x: 10, y: 40, width: 335, height: 607))
    }

    @Test func insetsIsMasonrysNameForInset() {
        let plain = DSLScene(), aliased = DSLScene()
        let insets = EdgeInsets(top: 40, left: 10, bottom: 20, right: 30)
        let viaInset = plain.make { make in make.edges.size.center.equalToSuperview().inset(insets) }
        let viaInsets = aliased.make { make in make.edges.size.center.equalToSuperview().insets(insets) }
        // left, top, right, bottom, width −40, height −60, centerX (10 − 30) / 2, centerY (40 − 20) / 2.
        #expect(viaInsets.map(\.constant) == [10, 40, -30, -20, -40, -60, -10, 10])
        #expect(viaInsets.map(\.constant) == viaInset.map(\.constant))
    }

    @Test func directionalInsetsResolveLeadingAndTrailingForTheView() {
        let scene = DSLScene()
        let made = scene.make { make in
            make.edges.equalToSuperview().inset(DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        }
        // Left to right: left is leading (+2), right is trailing (−4).
        #expect(made.map(\.constant) == [2, 1, -4, -3])
        scene.layOut()
        expectFrame(scene.view, Rect(x: 2, y: 1, width: 369, height: 663))
    }

    // MARK: Size and centre offsets

    @Test func aSizeOffsetAddsToWidthAndHeight() {
        let scene = DSLScene()
        let made = scene.make { make in
            make.size.equalTo(scene.other).sizeOffset(Size(width: -20, height: 10))
            make.left.top.equalToSuperview()
        }
        #expect(made.map(\.constant) == [-20, 10, 0, 0])
        scene.layOut()
        // other is 100 × 80.
        expectFrame(scene.view, Rect(x: 0, y: 0, width: 80, height: 90))
    }

    @Test func aCentreOffsetMovesTheCentre() {
        let scene = DSLScene()
        let made = scene.make { make in
            make.center.equalToSuperview().centerOffset(Point(x: 5, y: -20))
            make.size.equalTo(Size(width: 100, height: 50))
        }
        #expect(made.map(\.constant) == [5, -20, 100, 50])
        scene.layOut()
        // Centre (187.5 + 5, 333.5 − 20) = (192.5, 313.5).
        expectFrame(scene.view, Rect(x: 142.5, y: 288.5, width: 100, height: 50))
    }

    // MARK: Multiplier

    @Test func multipliedBySetsTheMultiplier() {
        let scene = DSLScene()
        let made = scene.make { make in
            make.width.equalTo(scene.other).multipliedBy(0.5)
            make.height.equalTo(scene.other).multipliedBy(2)
            make.left.top.equalToSuperview()
        }
        #expect(made.map(\.multiplier) == [0.5, 2, 1, 1])
        scene.layOut()
        expectFrame(scene.view, Rect(x: 0, y: 0, width: 50, height: 160))
    }

    @Test func aMultiplierAppliesToEveryConstraintOfAComposite() {
        let scene = DSLScene()
        let made = scene.make { make in make.size.equalTo(scene.other).multipliedBy(1.5) }
        #expect(made.map(\.multiplier) == [1.5, 1.5])
    }

    @Test func dividedByIsTheReciprocal() {
        let scene = DSLScene()
        let made = scene.make { make in
            make.width.equalTo(scene.other).dividedBy(4)
            make.height.equalTo(scene.other).dividedBy(2)
            make.left.top.equalToSuperview()
        }
        #expect(made.map(\.multiplier) == [0.25, 0.5, 1, 1])
        scene.layOut()
        expectFrame(scene.view, Rect(x: 0, y: 0, width: 25, height: 40))
    }

    @Test func aMultiplierAndAnOffsetCombine() {
        let scene = DSLScene()
        let made = scene.make { make in make.width.equalTo(scene.other.mas.width).multipliedBy(1.0 / 4).offset(-20) }
        #expect(made.first?.multiplier == 0.25)
        #expect(made.first?.constant == -20)
    }

    @Test func dividingByZeroIsReportedAndSkipped() {
        let scene = DSLScene()
        let recorder = DiagnosticRecorder(scene.root)
        let made = scene.make { make in
            make.width.equalTo(scene.other).dividedBy(0)
            make.height.equalTo(scene.other).multipliedBy(.nan)
            make.left.equalTo(scene.other).offset(.infinity)
        }
        #expect(made.isEmpty)
        #expect(recorder.misuses.count == 3)
    }

    // MARK: Priority

    @Test(arguments: [
        (LayoutPriority.high, Float(750)), (.low, 250), (.medium, 500), (.required, 1000),
        (.defaultHigh, 750), (.defaultLow, 250), (.fittingSizeLevel, 50), (600, 600), (999.5, 999.5)
    ])
    func priorityTakesAPriority(priority: LayoutPriority, expected: Float) {
        let scene = DSLScene()
        let made = scene.make { make in make.edges.equalToSuperview().priority(priority) }
        #expect(made.map(\.priority.rawValue) == [expected, expected, expected, expected])
    }

    @Test func priorityTakesPlainNumbers() {
        let scene = DSLScene()
        let int: Int = 600, double: Double = 999.5, float: Float = 1
        let made = scene.make { make in
            make.left.equalToSuperview().priority(int)
            make.top.equalToSuperview().priority(double)
            make.right.equalToSuperview().priority(float)
            make.bottom.equalToSuperview().priority(600)
            make.width.equalTo(10).priority(999.5)
        }
        #expect(made.map(\.priority.rawValue) == [600, 999.5, 1, 600, 999.5])
    }

    @Test func masonrysPriorityShorthandsGiveTheNamedPriorities() {
        let scene = DSLScene()
        let made = scene.make { make in
            make.left.equalToSuperview().priorityHigh()
            make.top.equalToSuperview().priorityLow()
            make.right.equalToSuperview().priorityMedium()
            make.bottom.equalToSuperview().priorityRequired()
        }
        #expect(made.map(\.priority) == [.high, .low, .medium, .required])
        #expect(made.map(\.priority.rawValue) == [750, 250, 500, 1000])
    }

    @Test func withoutAPriorityConstraintsAreRequired() {
        let scene = DSLScene()
        let made = scene.make { make in make.edges.equalToSuperview() }
        #expect(made.allSatisfy { $0.priority == .required } && made.count == 4)
    }

    @Test func aHigherPriorityWinsALayoutConflict() {
        let scene = DSLScene()
        _ = scene.make { make in
            make.width.equalTo(100).priority(.low)
            make.width.equalTo(200).priority(.high)
            make.height.equalTo(30).priorityMedium()
            make.height.equalTo(40).priority(501)
            make.left.top.equalToSuperview()
        }
        scene.layOut()
        expectFrame(scene.view, Rect(x: 0, y: 0, width: 200, height: 40))
    }

    @Test func aPriorityOutsideTheRangeIsReportedAndSkipped() {
        let scene = DSLScene()
        let recorder = DiagnosticRecorder(scene.root)
        let made = scene.make { make in
            make.left.equalToSuperview().priority(0)
            make.top.equalToSuperview().priority(1001)
            make.width.equalTo(10)
        }
        #expect(made.map(\.firstAttribute) == [.width])
        #expect(recorder.misuses.count == 2)
    }

    // MARK: Labels

    @Test func aSingleConstraintGetsTheLabel() {
        let scene = DSLScene()
        let made = scene.make { make in
            make.top.equalToSuperview().labeled("top")
            make.height.equalTo(10).priority(.low).labeled("height")
        }
        #expect(made.map(\.identifier) == ["top", "height"])
    }

    @Test func aCompositeNumbersItsLabels() {
        let scene = DSLScene()
        let made = scene.make { make in make.edges.equalToSuperview().inset(5).labeled("edges") }
        #expect(made.map(\.identifier) == ["edges[0]", "edges[1]", "edges[2]", "edges[3]"])
    }

    @Test func anArrayTargetNumbersItsLabels() {
        let scene = DSLScene()
        let made = scene.make { make in make.height.equalTo([scene.other, scene.root]).labeled("h") }
        #expect(made.map(\.identifier) == ["h[0]", "h[1]"])
    }

    @Test func withoutALabelConstraintsHaveNoIdentifier() {
        let scene = DSLScene()
        let made = scene.make { make in make.size.equalTo(10) }
        #expect(made.map(\.identifier) == [nil, nil])
    }

    // MARK: Last write wins

    @Test func aLaterOffsetReplacesAnEarlierOne() {
        let scene = DSLScene()
        let made = scene.make { make in make.top.equalTo(scene.other).offset(5).offset(7) }
        #expect(made.first?.constant == 7)
    }

    @Test func aLaterInsetReplacesAnEarlierOffset() {
        let scene = DSLScene()
        let made = scene.make { make in
            make.bottom.equalTo(scene.other).offset(5).inset(3)
            make.edges.equalTo(scene.other).offset(5).inset(3)
        }
        #expect(made.map(\.constant) == [-3, 3, 3, -3, -3])
    }

    @Test func aLaterOffsetReplacesAnEarlierInset() {
        let scene = DSLScene()
        let made = scene.make { make in make.edges.equalTo(scene.other).inset(3).offset(5) }
        #expect(made.map(\.constant) == [5, 5, 5, 5])
    }

    @Test func aLaterSizeOrCentreOffsetReplacesWhatCameBefore() {
        let scene = DSLScene()
        let made = scene.make { make in
            make.size.equalTo(scene.other).offset(1).sizeOffset(Size(width: 2, height: 3))
            make.center.equalTo(scene.other).sizeOffset(Size(width: 2, height: 3)).centerOffset(Point(x: 4, y: 5))
            make.left.equalTo(scene.other).centerOffset(Point(x: 4, y: 5)).offset(6)
        }
        #expect(made.map(\.constant) == [2, 3, 4, 5, 6])
    }

    @Test func theLastMultiplierWins() {
        let scene = DSLScene()
        let made = scene.make { make in
            make.width.equalTo(scene.other).multipliedBy(2).dividedBy(4)
            make.height.equalTo(scene.other).dividedBy(4).multipliedBy(3)
        }
        #expect(made.map(\.multiplier) == [0.25, 3])
    }

    @Test func aModifierAfterAConstantTargetReplacesIt() {
        let scene = DSLScene()
        let made = scene.make { make in
            make.width.equalTo(40).offset(10)
            make.left.equalTo(40).offset(10)
            make.top.equalTo(40).inset(10)
            make.height.equalTo(Size(width: 40, height: 50)).inset(5)
            make.center.equalTo(Point(x: 10, y: 20)).offset(3)
        }
        // width 10; left sv.left + 10; top +10; height −(5 + 5); centre +3 on both axes.
        #expect(made.map(\.constant) == [10, 10, 10, -10, 3, 3])
        #expect(made[1].secondItem === scene.root && made[1].secondAttribute == .left)
        #expect(made[0].secondItem == nil)
    }

    @Test func aModifierBeforeTheRelationIsKept() {
        let scene = DSLScene()
        let made = scene.make { make in
            make.top.offset(10).equalTo(scene.other)
            make.width.multipliedBy(0.5).equalTo(scene.other)
            make.edges.inset(4).equalTo(scene.other)
        }
        #expect(made[0].constant == 10 && made[0].secondItem === scene.other && made[0].secondAttribute == .top)
        #expect(made[1].multiplier == 0.5 && made[1].secondItem === scene.other)
        #expect(made[2...].map(\.constant) == [4, 4, -4, -4])
    }

    @Test func aConstantTargetAfterAModifierReplacesIt() {
        let scene = DSLScene()
        let made = scene.make { make in make.width.offset(10).equalTo(40) }
        #expect(made.first?.constant == 40)
        #expect(made.first?.secondItem == nil)
    }

    // MARK: A modifier without a relation

    @Test func aModifierWithoutARelationMeansEqualToTheSuperview() {
        let scene = DSLScene()
        let made = scene.make { make in
            make.top.and.left.offset(10)
            make.size.equalTo(50)
        }
        #expect(made[0].firstAttribute == .left && made[1].firstAttribute == .top)
        for constraint in made[0...1] {
            #expect(constraint.relation == .equal)
            #expect(constraint.secondItem === scene.root)
            #expect(constraint.secondAttribute == constraint.firstAttribute)
            #expect(constraint.constant == 10)
        }
        scene.layOut()
        expectFrame(scene.view, Rect(x: 10, y: 10, width: 50, height: 50))
    }

    @Test func masonrysEdgesInsetsWithoutARelationInsetFromTheSuperview() {
        let scene = DSLScene()
        let made = scene.make { make in make.edges.insets(EdgeInsets(top: 40, left: 10, bottom: 10, right: 10)) }
        #expect(made.allSatisfy { $0.secondItem === scene.root && $0.relation == .equal })
        #expect(made.map(\.constant) == [10, 40, -10, -10])
        scene.layOut()
        expectFrame(scene.view, Rect(x: 10, y: 40, width: 355, height: 617))
    }

    @Test func aMultiplierOrPriorityWithoutARelationAlsoMeansEqualToTheSuperview() {
        let scene = DSLScene()
        let made = scene.make { make in
            make.right.bottom.multipliedBy(0.5)
            make.left.priority(.high)
            make.top.priorityRequired()
        }
        #expect(made.map(\.firstAttribute) == [.right, .bottom, .left, .top])
        #expect(made.allSatisfy { $0.secondItem === scene.root && $0.secondAttribute == $0.firstAttribute })
        #expect(made.map(\.multiplier) == [0.5, 0.5, 1, 1])
        #expect(made.map(\.priority) == [.required, .required, .high, .required])
        scene.layOut()
        // Right at half of 375 (187.5), bottom at half of 667 (333.5, on the half-point grid).
        expectFrame(scene.view, Rect(x: 0, y: 0, width: 187.5, height: 333.5))
    }

    @Test func aModifierWithoutARelationOnASizeIsTheConstantAlone() {
        // Masonry's install gives a size attribute without a second item no superview: `width == 10`.
        let scene = DSLScene()
        let made = scene.make { make in
            make.width.offset(10)
            make.height.sizeOffset(Size(width: 0, height: 20))
            make.left.top.equalToSuperview()
        }
        #expect(
            made[0...1].allSatisfy {
                $0.secondItem == nil && $0.secondAttribute == .notAnAttribute && $0.relation == .equal
            })
        #expect(made[0...1].map(\.constant) == [10, 20])
        scene.layOut()
        expectFrame(scene.view, Rect(x: 0, y: 0, width: 10, height: 20))
    }

    @Test func aSizeWithoutARelationNeedsNoSuperview() {
        let orphan = View(name: "orphan")
        let recorder = DiagnosticRecorder(orphan)
        let made = orphan.mas.makeConstraints { make in make.size.offset(30) }
        #expect(made.count == 1 && made[0].layoutConstraints.count == 2)
        #expect(made[0].layoutConstraints.allSatisfy { $0.secondItem == nil && $0.constant == 30 })
        #expect(recorder.diagnostics.isEmpty)
    }

    @Test func aLabelWithoutARelationAlsoMeansEqualToTheSuperview() {
        // `labeled(_:)` is one of the modifiers, and "a statement with a modifier but no relation means
        // equal to the superview" (Masonry installs `make.top.key(@"top")` as top == superview.top).
        let scene = DSLScene()
        let recorder = DiagnosticRecorder(scene.root)
        let made = scene.make { make in make.top.labeled("top") }
        #expect(made.count == 1)
        #expect(made.first?.secondItem === scene.root && made.first?.secondAttribute == .top)
        #expect(made.first?.identifier == "top")
        #expect(recorder.misuses.isEmpty)
    }

    @Test func aBareAttributeIsReportedAndSkipped() {
        let scene = DSLScene()
        let recorder = DiagnosticRecorder(scene.root)
        let statements = scene.view.mas.makeConstraints { make in
            _ = make.left
            make.width.equalTo(10)
        }
        #expect(statements.flatMap(\.layoutConstraints).map(\.firstAttribute) == [.width])
        #expect(recorder.misuses.count == 1)
        #expect(recorder.misuses.first.map { if case .noRelation([.left]) = $0.reason { true } else { false } } == true)
    }

    // MARK: The statement's Constraint

    @Test func theConstraintReadInsideTheClosureIsTheOneReturned() {
        let scene = DSLScene()
        var top: Constraint?
        var size: Constraint?
        let made = scene.view.mas.makeConstraints { make in
            top = make.top.equalToSuperview().offset(10).constraint
            make.left.equalToSuperview()
            size = make.size.equalTo(20).priority(.high).labeled("size").constraint
        }
        #expect(made.count == 3)
        #expect(made[0] === top)
        #expect(made[2] === size)
        #expect(size?.layoutConstraints.map(\.identifier) == ["size[0]", "size[1]"])
    }

    @Test func theConstraintReadInsideTheClosureIsLiveAfterwards() throws {
        let scene = DSLScene()
        var kept: Constraint?
        scene.view.mas.makeConstraints { make in
            kept = make.top.equalToSuperview().offset(10).constraint
            make.left.equalToSuperview()
            make.size.equalTo(20)
        }
        let top = try #require(kept)
        #expect(top.isActive)
        #expect(top.layoutConstraints.count == 1)
        #expect(holds(scene.root.constraints, top.layoutConstraints[0]))
        scene.layOut()
        expectFrame(scene.view, Rect(x: 0, y: 10, width: 20, height: 20))
        top.update(offset: 30)
        #expect(top.layoutConstraints[0].constant == 30)
        scene.layOut()
        expectFrame(scene.view, Rect(x: 0, y: 30, width: 20, height: 20))
        top.deactivate()
        #expect(!top.isActive && !holds(scene.root.constraints, top.layoutConstraints[0]))
    }

    // MARK: Descriptions

    @Test func theSeedExampleDescribesItselfAsMasonryDoes() {
        let root = makeRoot()
        let label = Label(name: "messageLabel", text: "Hi")
        root.addSubview(label)
        let made = label.mas.makeConstraints { make in
            make.height.greaterThanOrEqualTo(10).priority(.high).labeled("minHeight")
        }.flatMap(\.layoutConstraints)
        #expect(made.map(\.description) == ["<LayoutConstraint:minHeight Label:messageLabel.height >= 10 ^high>"])
    }

    @Test func theReadmeExamplesDescribeThemselvesAsMasonryDoes() {
        let root = makeRoot()
        let superview = View(name: "superview")
        root.addSubview(superview)
        let label = Label(name: "messageLabel")
        superview.addSubview(label)
        let made = label.mas.makeConstraints { make in
            make.height.greaterThanOrEqualTo(5000).labeled("ConstantConstraint")
            make.bottom.equalToSuperview().offset(-10).labeled("BottomConstraint")
        }.flatMap(\.layoutConstraints)
        #expect(
            made.map(\.description) == [
                "<LayoutConstraint:ConstantConstraint Label:messageLabel.height >= 5000>",
                "<LayoutConstraint:BottomConstraint Label:messageLabel.bottom == View:superview.bottom - 10>"
            ])
    }

    @Test func masonrysDebuggingSuiteStringsAreReproduced() {
        let root = makeRoot()
        let newView = View(name: "newView"), newView1 = View(name: "newView1"), newView2 = View(name: "newView2")
        for view in [newView, newView1, newView2] { root.addSubview(view) }
        let low = newView.mas.makeConstraints { make in make.width.greaterThanOrEqualTo(300).priorityLow() }
            .flatMap(\.layoutConstraints)
        let hello = newView1.mas.makeConstraints { make in
            make.baseline.equalTo(newView2.mas.top).multipliedBy(2).offset(300).labeled("helloConstraint")
        }.flatMap(\.layoutConstraints)
        let composite = newView1.mas.makeConstraints { make in
            make.left.right.greaterThanOrEqualTo(newView2).labeled("left")
        }.flatMap(\.layoutConstraints)
        #expect(low.count == 1)
        let unnamed = low.first?.description
        #expect(unnamed?.hasPrefix("<LayoutConstraint:0x") == true)
        #expect(unnamed?.hasSuffix(" View:newView.width >= 300 ^low>") == true)
        #expect(
            hello.map(\.description) == [
                "<LayoutConstraint:helloConstraint View:newView1.lastBaseline == View:newView2.top * 2 + 300>"
            ])
        #expect(
            composite.map(\.description) == [
                "<LayoutConstraint:left[0] View:newView1.left >= View:newView2.left>",
                "<LayoutConstraint:left[1] View:newView1.right >= View:newView2.right>"
            ])
    }

    @Test func numericPrioritiesPrintAsNumbers() {
        let scene = DSLScene()
        let made = scene.make { make in
            make.width.equalTo(10).priority(600).labeled("w")
            make.height.equalTo(20).priority(999.5).labeled("h")
        }
        #expect(
            made.map(\.description) == [
                "<LayoutConstraint:w View:view.width == 10 ^600>",
                "<LayoutConstraint:h View:view.height == 20 ^999.5>"
            ])
    }
}
