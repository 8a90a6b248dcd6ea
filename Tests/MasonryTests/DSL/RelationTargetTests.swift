import Masonry
import Testing

/// What a relation can point at: a view or a guide (the same attribute), an attribute item, a number (relative to
/// the superview's same attribute on a position, a constant on a size), a point, a size, insets, an array (one
/// constraint per element), the superview (plain or through a closure), and edges ↔ margins; with `==`, `<=` and
/// `>=` recorded as written.
@Suite struct RelationTargetTests {
    // MARK: Views, guides and attribute items

    @Test func aViewTargetRelatesTheSameAttribute() {
        let scene = DSLScene()
        let made = scene.make { make in
            make.left.width.equalTo(scene.other)
            make.top.equalTo(scene.other.mas.bottom).offset(10)
            make.height.equalTo(20)
        }
        #expect(made.map(\.firstAttribute) == [.left, .width, .top, .height])
        #expect(made.map(\.secondAttribute) == [.left, .width, .bottom, .notAnAttribute])
        #expect(
            made[0].secondItem === scene.other && made[1].secondItem === scene.other
                && made[2].secondItem === scene.other)
        scene.layOut()
        // Under other: x 50, width 100, y 60 + 80 + 10 = 150.
        expectFrame(scene.view, Rect(x: 50, y: 150, width: 100, height: 20))
    }

    @Test func anAttributeItemRelatesToThatAttribute() {
        let scene = DSLScene()
        let made = scene.make { make in
            make.left.equalTo(scene.other.mas.right).offset(8)
            make.centerY.equalTo(scene.other.mas.top)
            make.width.equalTo(scene.other.mas.height)
            make.height.equalTo(scene.other.mas.width).dividedBy(4)
        }
        #expect(made.map(\.secondAttribute) == [.right, .top, .height, .width])
        #expect(made.allSatisfy { $0.secondItem === scene.other })
        scene.layOut()
        // left 50 + 100 + 8 = 158, width 80, height 100 / 4 = 25 centred on y 60 → y 47.5.
        expectFrame(scene.view, Rect(x: 158, y: 47.5, width: 80, height: 25))
    }

    @Test func theMarginsGuideIsAGuideTarget() {
        let scene = DSLScene()
        let guide = scene.root.layoutMarginsGuide
        let made = scene.make { make in make.edges.equalTo(guide) }
        #expect(made.allSatisfy { $0.secondItem === guide })
        #expect(made.map(\.secondAttribute) == [.left, .top, .right, .bottom])
        #expect(made.allSatisfy { holds(scene.root.constraints, $0) })
        scene.layOut()
        // 8 in from every edge of 375 × 667.
        expectFrame(scene.view, Rect(x: 8, y: 8, width: 359, height: 651))
    }

    @Test func theSafeAreaGuideIsAGuideTarget() {
        let scene = DSLScene(root: makePhone())
        let guide = scene.root.safeAreaLayoutGuide
        let made = scene.make { make in make.edges.equalTo(guide) }
        #expect(made.allSatisfy { $0.secondItem === guide })
        scene.layOut()
        // (0, 44) to (375, 812 − 34): 375 × 734.
        expectFrame(scene.view, Rect(x: 0, y: 44, width: 375, height: 734))
    }

    // MARK: Numbers

    @Test func aNumberOnAPositionIsMeasuredFromTheSuperviewsSameAttribute() {
        let scene = DSLScene()
        let made = scene.make { make in
            make.left.equalTo(10)
            make.top.equalTo(20)
            make.right.equalTo(-30)
            make.bottom.equalTo(-40)
        }
        #expect(made.allSatisfy { $0.secondItem === scene.root })
        #expect(made.map(\.secondAttribute) == [.left, .top, .right, .bottom])
        #expect(made.map(\.constant) == [10, 20, -30, -40])
        #expect(made.allSatisfy { holds(scene.root.constraints, $0) })
        scene.layOut()
        // (10, 20) to (375 − 30, 667 − 40).
        expectFrame(scene.view, Rect(x: 10, y: 20, width: 335, height: 607))
    }

    @Test func zeroOnTheCentresCentresTheView() {
        let scene = DSLScene()
        let made = scene.make { make in
            make.centerX.equalTo(0)
            make.centerY.equalTo(-100)
            make.size.equalTo(Size(width: 100, height: 50))
        }
        #expect(made[0].secondItem === scene.root && made[0].secondAttribute == .centerX)
        #expect(made[1].secondItem === scene.root && made[1].secondAttribute == .centerY)
        scene.layOut()
        // centre x 187.5 → x 137.5; centre y 333.5 − 100 = 233.5 → y 208.5.
        expectFrame(scene.view, Rect(x: 137.5, y: 208.5, width: 100, height: 50))
    }

    @Test func aNumberOnASizeIsAConstantHeldByTheViewItself() {
        let scene = DSLScene()
        let made = scene.make { make in
            make.width.equalTo(120)
            make.height.equalTo(30)
        }
        #expect(made.allSatisfy { $0.secondItem == nil && $0.secondAttribute == .notAnAttribute && $0.multiplier == 1 })
        #expect(made.map(\.constant) == [120, 30])
        #expect(identities(scene.view.constraints) == identities(made))
    }

    @Test func oneNumberOnASizeSetsBothSides() {
        let scene = DSLScene()
        let made = scene.make { make in make.size.equalTo(50) }
        #expect(made.map(\.firstAttribute) == [.width, .height])
        #expect(made.map(\.constant) == [50, 50])
        #expect(made.allSatisfy { $0.secondItem == nil })
    }

    @Test func intDoubleAndFloatNumbersAreAccepted() {
        let scene = DSLScene()
        let int: Int = 7, double: Double = 12.5, float: Float = 2.5
        let made = scene.make { make in
            make.width.equalTo(10)
            make.height.equalTo(10.75)
            make.left.equalTo(int)
            make.top.equalTo(double)
            make.right.equalTo(float)
        }
        #expect(made.map(\.constant) == [10, 10.75, 7, 12.5, 2.5])
        #expect(made.map { $0.secondItem === scene.root } == [false, false, true, true, true])
    }

    // MARK: Points, sizes and insets

    @Test func aPointOnTheCentreIsAnOffsetFromTheSuperviewsCentre() {
        let scene = DSLScene()
        let made = scene.make { make in
            make.center.equalTo(Point(x: 10, y: 20))
            make.size.equalTo(Size(width: 100, height: 50))
        }
        #expect(made[0].firstAttribute == .centerX && made[0].secondAttribute == .centerX && made[0].constant == 10)
        #expect(made[1].firstAttribute == .centerY && made[1].secondAttribute == .centerY && made[1].constant == 20)
        #expect(made[0].secondItem === scene.root && made[1].secondItem === scene.root)
        scene.layOut()
        // centre (187.5 + 10, 333.5 + 20) = (197.5, 353.5).
        expectFrame(scene.view, Rect(x: 147.5, y: 328.5, width: 100, height: 50))
    }

    @Test func aPointOnLeftAndTopIsAnOrigin() {
        let scene = DSLScene()
        let made = scene.make { make in
            make.left.top.equalTo(Point(x: 30, y: 40))
            make.size.equalTo(Size(width: 10, height: 10))
        }
        #expect(made.map(\.constant) == [30, 40, 10, 10])
        scene.layOut()
        expectFrame(scene.view, Rect(x: 30, y: 40, width: 10, height: 10))
    }

    @Test func aSizeIsAConstantWidthAndHeight() {
        let scene = DSLScene()
        let made = scene.make { make in
            make.size.equalTo(Size(width: 30, height: 40))
            make.left.top.equalToSuperview()
        }
        #expect(made[0].firstAttribute == .width && made[0].constant == 30 && made[0].secondItem == nil)
        #expect(made[1].firstAttribute == .height && made[1].constant == 40 && made[1].secondItem == nil)
        #expect(identities(scene.view.constraints) == identities(Array(made[0...1])))
        scene.layOut()
        expectFrame(scene.view, Rect(x: 0, y: 0, width: 30, height: 40))
    }

    @Test func edgeInsetsOnEdgesInsetFromTheSuperviewsEdges() {
        let scene = DSLScene()
        let made = scene.make { make in make.edges.equalTo(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) }
        #expect(made.map(\.firstAttribute) == [.left, .top, .right, .bottom])
        #expect(made.map(\.secondAttribute) == [.left, .top, .right, .bottom])
        #expect(made.allSatisfy { $0.secondItem === scene.root })
        // left = sv.left + 2, top = sv.top + 1, right = sv.right − 4, bottom = sv.bottom − 3.
        #expect(made.map(\.constant) == [2, 1, -4, -3])
        scene.layOut()
        expectFrame(scene.view, Rect(x: 2, y: 1, width: 369, height: 663))
    }

    @Test func directionalInsetsOnDirectionalEdgesInsetFromLeadingAndTrailing() {
        let scene = DSLScene()
        let made = scene.make { make in
            make.directionalEdges.equalTo(DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        }
        #expect(made.map(\.firstAttribute) == [.top, .bottom, .leading, .trailing])
        #expect(made.map(\.secondAttribute) == [.top, .bottom, .leading, .trailing])
        #expect(made.map(\.constant) == [1, -3, 2, -4])
        scene.layOut()
        expectFrame(scene.view, Rect(x: 2, y: 1, width: 369, height: 663))
    }

    @Test func directionalInsetsMirrorInARightToLeftRoot() {
        let root = makeRoot()
        root.semanticContentAttribute = .forceRightToLeft
        let scene = DSLScene(root: root)
        _ = scene.make { make in
            make.directionalEdges.equalTo(DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        }
        scene.layOut()
        // Leading is the right edge: 375 − 2 = 373; trailing the left edge: 4.
        expectFrame(scene.view, Rect(x: 4, y: 1, width: 369, height: 663))
    }

    // MARK: Arrays

    @Test func anArrayOfViewsMakesOneConstraintPerElement() {
        let scene = DSLScene()
        let a = View(name: "a"), b = View(name: "b")
        scene.root.addSubview(a)
        scene.root.addSubview(b)
        let statements = scene.view.mas.makeConstraints { make in make.height.equalTo([a, b]) }
        #expect(statements.count == 1)
        let made = statements.flatMap(\.layoutConstraints)
        #expect(made.count == 2)
        #expect(made[0].secondItem === a && made[1].secondItem === b)
        #expect(
            made.allSatisfy { $0.firstAttribute == .height && $0.secondAttribute == .height && $0.relation == .equal })
    }

    @Test func aMixedArrayRelatesEachElementItsOwnWay() {
        let scene = DSLScene()
        let a = View(name: "a"), b = View(name: "b")
        scene.root.addSubview(a)
        scene.root.addSubview(b)
        let made = scene.make { make in make.height.equalTo([a, b.mas.width]) }
        #expect(made.count == 2)
        #expect(made[0].secondItem === a && made[0].secondAttribute == .height)
        #expect(made[1].secondItem === b && made[1].secondAttribute == .width)
    }

    @Test func anArrayOnACompositeRepeatsTheCompositePerElement() {
        let scene = DSLScene()
        let a = View(name: "a"), b = View(name: "b")
        scene.root.addSubview(a)
        scene.root.addSubview(b)
        let made = scene.make { make in make.size.equalTo([a, b]).offset(5) }
        #expect(made.map(\.firstAttribute) == [.width, .height, .width, .height])
        #expect(made.map { $0.secondItem === a } == [true, true, false, false])
        #expect(made.map { $0.secondItem === b } == [false, false, true, true])
        #expect(made.map(\.constant) == [5, 5, 5, 5])
    }

    @Test func anArrayOfNumbersMakesOneConstantConstraintPerNumber() {
        let scene = DSLScene()
        let made = scene.make { make in make.width.greaterThanOrEqualTo([50, 80]) }
        #expect(made.map(\.constant) == [50, 80])
        #expect(made.allSatisfy { $0.secondItem == nil && $0.relation == .greaterThanOrEqual })
    }

    @Test func anArrayOfLowerBoundsKeepsTheViewClearOfAll() {
        let scene = DSLScene()
        let a = View(name: "a"), b = View(name: "b")
        addConstrained(a, to: scene.root)
        addConstrained(b, to: scene.root)
        place(a, in: scene.root, at: Rect(x: 0, y: 0, width: 100, height: 10))
        place(b, in: scene.root, at: Rect(x: 0, y: 20, width: 150, height: 10))
        _ = scene.make { make in
            make.left.greaterThanOrEqualTo([a.mas.right, b.mas.right])
            make.left.equalTo(0).priority(.low)
            make.top.equalTo(100)
            make.size.equalTo(10)
        }
        scene.layOut()
        // As far left as possible while right of both a (100) and b (150).
        expectFrame(scene.view, Rect(x: 150, y: 100, width: 10, height: 10))
    }

    // MARK: The superview

    @Test func equalToSuperviewRelatesTheSameAttributesOfTheSuperview() {
        let scene = DSLScene()
        let made = scene.make { make in make.edges.equalToSuperview() }
        #expect(made.allSatisfy { $0.secondItem === scene.root && $0.relation == .equal && $0.constant == 0 })
        #expect(made.map(\.secondAttribute) == [.left, .top, .right, .bottom])
        scene.layOut()
        expectFrame(scene.view, Rect(x: 0, y: 0, width: 375, height: 667))
    }

    @Test func lessThanOrEqualToSuperviewCapsTheView() {
        let scene = DSLScene()
        let made = scene.make { make in
            make.width.lessThanOrEqualToSuperview()
            make.width.equalTo(1000).priority(.high)
            make.left.top.equalToSuperview()
            make.height.equalTo(10)
        }
        #expect(
            made[0].relation == .lessThanOrEqual && made[0].secondItem === scene.root
                && made[0].secondAttribute == .width)
        scene.layOut()
        expectFrame(scene.view, Rect(x: 0, y: 0, width: 375, height: 10))
    }

    @Test func greaterThanOrEqualToSuperviewFloorsTheView() {
        let scene = DSLScene()
        let made = scene.make { make in
            make.height.greaterThanOrEqualToSuperview()
            make.height.equalTo(10).priority(.low)
            make.left.top.equalToSuperview()
            make.width.equalTo(10)
        }
        #expect(
            made[0].relation == .greaterThanOrEqual && made[0].secondItem === scene.root
                && made[0].secondAttribute == .height)
        scene.layOut()
        expectFrame(scene.view, Rect(x: 0, y: 0, width: 10, height: 667))
    }

    @Test func equalToSuperviewWithAClosurePinsToTheSafeArea() {
        let scene = DSLScene(root: makePhone())
        let made = scene.make { make in make.edges.equalToSuperview { $0.safeAreaLayoutGuide } }
        #expect(made.allSatisfy { $0.secondItem === scene.root.safeAreaLayoutGuide })
        #expect(made.map(\.secondAttribute) == [.left, .top, .right, .bottom])
        scene.layOut()
        expectFrame(scene.view, Rect(x: 0, y: 44, width: 375, height: 734))
    }

    @Test func theSuperviewClosureMayPickAnAttribute() {
        let scene = DSLScene()
        let made = scene.make { make in
            make.top.equalToSuperview { $0.mas.centerY }
            make.bottom.lessThanOrEqualToSuperview { $0.mas.bottom }.offset(-10)
            make.left.greaterThanOrEqualToSuperview { $0.layoutMarginsGuide }
        }
        #expect(made.map(\.relation) == [.equal, .lessThanOrEqual, .greaterThanOrEqual])
        #expect(made.map(\.secondAttribute) == [.centerY, .bottom, .left])
        #expect(made[0].secondItem === scene.root && made[1].secondItem === scene.root)
        #expect(made[2].secondItem === scene.root.layoutMarginsGuide)
        #expect(made.map(\.constant) == [0, -10, 0])
    }

    @Test func theSuperviewClosureMayPickTheMargins() {
        let scene = DSLScene()
        let made = scene.make { make in make.edges.equalToSuperview { $0.mas.margins } }
        #expect(made.map(\.secondAttribute) == [.leftMargin, .topMargin, .rightMargin, .bottomMargin])
        #expect(made.allSatisfy { $0.secondItem === scene.root })
        scene.layOut()
        expectFrame(scene.view, Rect(x: 8, y: 8, width: 359, height: 651))
    }

    @Test func aGuidesSuperviewIsItsOwningView() {
        let scene = DSLScene()
        let guide = LayoutGuide()
        scene.other.addLayoutGuide(guide)
        let made = guide.mas.makeConstraints { make in
            make.left.top.equalTo(10) // a number on a guide's position is measured from its owning view
            make.right.bottom.equalToSuperview().inset(10)
        }.flatMap(\.layoutConstraints)
        #expect(made.count == 4)
        #expect(made.allSatisfy { $0.secondItem === scene.other && $0.secondAttribute == $0.firstAttribute })
        #expect(made.map(\.constant) == [10, 10, -10, -10])
        scene.layOut()
        // other is 100 × 80; the guide is 10 in from each side, in other's coordinates.
        expectRect(guide.layoutFrame, Rect(x: 10, y: 10, width: 80, height: 60))
    }

    // MARK: Edges and margins

    @Test func edgesToMarginsPairEachEdgeWithItsMargin() {
        let scene = DSLScene()
        scene.root.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        let made = scene.make { make in make.edges.equalTo(scene.root.mas.margins) }
        #expect(made.map(\.firstAttribute) == [.left, .top, .right, .bottom])
        #expect(made.map(\.secondAttribute) == [.leftMargin, .topMargin, .rightMargin, .bottomMargin])
        #expect(made.allSatisfy { $0.secondItem === scene.root })
        scene.layOut()
        // (20, 10) to (375 − 40, 667 − 30).
        expectFrame(scene.view, Rect(x: 20, y: 10, width: 315, height: 627))
    }

    @Test func marginsToEdgesPairEachMarginWithItsEdge() {
        let scene = DSLScene()
        let made = scene.make { make in make.margins.equalTo(scene.other.mas.edges) }
        #expect(made.map(\.firstAttribute) == [.leftMargin, .rightMargin, .topMargin, .bottomMargin])
        #expect(made.map(\.secondAttribute) == [.left, .right, .top, .bottom])
        scene.layOut()
        // The view's 8-point margins sit on other's edges (50, 60, 100, 80): the view is 8 larger each way.
        expectFrame(scene.view, Rect(x: 42, y: 52, width: 116, height: 96))
    }

    @Test func directionalEdgesToDirectionalMarginsPairEachEdgeWithItsMargin() {
        let root = makeRoot()
        root.semanticContentAttribute = .forceRightToLeft
        root.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        let scene = DSLScene(root: root)
        let made = scene.make { make in make.directionalEdges.equalTo(scene.root.mas.directionalMargins) }
        #expect(made.map(\.firstAttribute) == [.top, .bottom, .leading, .trailing])
        #expect(made.map(\.secondAttribute) == [.topMargin, .bottomMargin, .leadingMargin, .trailingMargin])
        scene.layOut()
        // Leading and trailing both flip, so the view covers the same physical margins rectangle.
        expectFrame(scene.view, Rect(x: 20, y: 10, width: 315, height: 627))
    }

    @Test func directionalMarginsToDirectionalEdgesPairEachMarginWithItsEdge() {
        let scene = DSLScene()
        let made = scene.make { make in make.directionalMargins.equalTo(scene.other.mas.directionalEdges) }
        #expect(made.map(\.firstAttribute) == [.topMargin, .bottomMargin, .leadingMargin, .trailingMargin])
        #expect(made.map(\.secondAttribute) == [.top, .bottom, .leading, .trailing])
        scene.layOut()
        expectFrame(scene.view, Rect(x: 42, y: 52, width: 116, height: 96))
    }

    @Test func aSingleAttributeTargetServesEveryAttributeOfTheStatement() {
        let scene = DSLScene()
        let made = scene.make { make in
            make.width.height.equalTo(scene.other.mas.width)
            make.left.top.equalToSuperview()
        }
        #expect(made[0].secondAttribute == .width && made[1].secondAttribute == .width)
        #expect(made[0].secondItem === scene.other && made[1].secondItem === scene.other)
        scene.layOut()
        // Both sides take other's width, 100.
        expectFrame(scene.view, Rect(x: 0, y: 0, width: 100, height: 100))
    }

    // MARK: Relations

    /// Relates `step` to `target` with `relation`.
    private static func relate<T: ConstraintRelatableTarget>(
        _ step: ConstraintMakerExtendable, _ relation: LayoutRelation, _ target: T
    ) {
        switch relation {
        case .equal: step.equalTo(target)
        case .lessThanOrEqual: step.lessThanOrEqualTo(target)
        case .greaterThanOrEqual: step.greaterThanOrEqualTo(target)
        }
    }

    @Test(arguments: [LayoutRelation.equal, .lessThanOrEqual, .greaterThanOrEqual])
    func everyTargetKindRecordsTheRelationAsWritten(relation: LayoutRelation) {
        let scene = DSLScene()
        let guide = scene.root.layoutMarginsGuide
        let made = scene.make { make in
            Self.relate(make.left, relation, scene.other)
            Self.relate(make.top, relation, guide)
            Self.relate(make.right, relation, scene.other.mas.left)
            Self.relate(make.bottom, relation, 5)
            Self.relate(make.width, relation, 5.5)
            Self.relate(make.center, relation, Point(x: 1, y: 2))
            Self.relate(make.size, relation, Size(width: 3, height: 4))
            Self.relate(make.edges, relation, EdgeInsets(all: 1))
            Self.relate(
                make.directionalEdges, relation, DirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1))
            Self.relate(make.height, relation, [scene.other, scene.root])
            switch relation {
            case .equal:
                make.leading.equalToSuperview()
                make.trailing.equalToSuperview { $0.safeAreaLayoutGuide }
                make.centerX.equalTo([scene.other, scene.other.mas.right])
            case .lessThanOrEqual:
                make.leading.lessThanOrEqualToSuperview()
                make.trailing.lessThanOrEqualToSuperview { $0.safeAreaLayoutGuide }
                make.centerX.lessThanOrEqualTo([scene.other, scene.other.mas.right])
            case .greaterThanOrEqual:
                make.leading.greaterThanOrEqualToSuperview()
                make.trailing.greaterThanOrEqualToSuperview { $0.safeAreaLayoutGuide }
                make.centerX.greaterThanOrEqualTo([scene.other, scene.other.mas.right])
            }
        }
        // 1 + 1 + 1 + 1 + 1 + 2 + 2 + 4 + 4 + 2 + 1 + 1 + 2.
        #expect(made.count == 23)
        #expect(made.allSatisfy { $0.relation == relation })
    }

    // MARK: Misuse

    @Test func aCompositeTargetOfOtherAttributesIsReportedAndSkipped() {
        let scene = DSLScene()
        let recorder = DiagnosticRecorder(scene.root)
        let line = #line + 2
        let statements = scene.view.mas.makeConstraints { make in
            make.edges.equalTo(scene.other.mas.size)
            make.size.equalTo(scene.other.mas.center)
            make.edges.equalTo(scene.other.mas.directionalEdges)
            make.width.equalTo(10) // the statements after a skipped one are still made
        }
        #expect(statements.flatMap(\.layoutConstraints).map(\.firstAttribute) == [.width])
        let misuses = recorder.misuses
        #expect(misuses.count == 3)
        #expect(misuses.allSatisfy { if case .mismatchedCompositeTarget = $0.reason { true } else { false } })
        #expect(misuses.first?.location.file.hasSuffix("RelationTargetTests.swift") == true)
        #expect(misuses.first?.location.line == line)
        #expect(scene.view.constraints.count == 1)
    }

    @Test func equalToSuperviewWithoutASuperviewIsReportedAndSkipped() {
        let lone = View(name: "lone")
        let recorder = DiagnosticRecorder(lone)
        let statements = lone.mas.makeConstraints { make in
            make.edges.equalToSuperview()
            make.left.equalTo(10) // a number on a position needs a superview too
            make.width.equalTo(10) // a number on a size does not
        }
        #expect(statements.flatMap(\.layoutConstraints).map(\.firstAttribute) == [.width])
        let misuses = recorder.misuses
        #expect(misuses.count == 2)
        #expect(
            misuses.map(\.reason).first.map {
                if case .noSuperview(let item, .some(.equal), [.left, .top, .right, .bottom]) = $0 {
                    item === lone
                } else {
                    false
                }
            } == true)
        #expect(
            misuses.map(\.reason).last.map {
                if case .positionWithoutSuperview([.left], let item) = $0 { item === lone } else { false }
            } == true)
    }

    @Test func anItemInAnotherTreeIsReportedAndSkipped() {
        let scene = DSLScene()
        let recorder = DiagnosticRecorder(scene.root)
        let stranger = View(name: "stranger")
        let statements = scene.view.mas.makeConstraints { make in make.left.equalTo(stranger) }
        #expect(statements.isEmpty)
        #expect(
            recorder.misuses.first.map {
                if case .noCommonAncestor(let item, let other) = $0.reason {
                    item === scene.view && other === stranger
                } else {
                    false
                }
            } == true)
    }

    @Test func aKeptStepRelatedTwiceIsReportedAndTheStatementSkipped() {
        let scene = DSLScene()
        let recorder = DiagnosticRecorder(scene.root)
        let made = scene.make { make in
            let left = make.left, top = make.top
            left.equalTo(scene.other)
            left.greaterThanOrEqualTo(scene.root)
            top.equalTo(10)
            top.equalTo(20)
            make.width.equalTo(10)
        }
        #expect(made.map(\.firstAttribute) == [.width])
        #expect(recorder.misuses.count == 2)
        #expect(
            recorder.misuses.map(\.reason).allSatisfy {
                if case .relationAlreadySet(_, .equal, _) = $0 { true } else { false }
            })
    }

    @Test func aTargetThatIsNotFiniteIsReportedAndSkipped() {
        let scene = DSLScene()
        let recorder = DiagnosticRecorder(scene.root)
        let made = scene.make { make in
            make.width.equalTo(Double.nan)
            make.left.equalTo(Double.infinity)
            make.center.equalTo(Point(x: 0, y: .nan))
            make.edges.equalTo(EdgeInsets(top: 0, left: -.infinity, bottom: 0, right: 0))
            make.height.equalTo(10)
        }
        #expect(made.map(\.firstAttribute) == [.height])
        #expect(recorder.misuses.count == 4)
        #expect(recorder.misuses.allSatisfy { if case .nonFiniteTarget = $0.reason { true } else { false } })
        #expect(scene.root.constraints.allSatisfy { $0.firstItem !== scene.view })
    }

    @Test func anEmptyArrayIsReportedAndSkipped() {
        let scene = DSLScene()
        let recorder = DiagnosticRecorder(scene.root)
        let statements = scene.view.mas.makeConstraints { make in make.height.equalTo([View]()) }
        #expect(statements.isEmpty)
        #expect(recorder.misuses.count == 1)
    }
}
