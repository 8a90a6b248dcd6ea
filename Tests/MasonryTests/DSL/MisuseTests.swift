import Masonry
import Testing

/// The mistakes that abort a SnapKit or Masonry app (no superview, no common ancestor, mismatched composites, a
/// second relation, NaN, a bad priority, a bare attribute, `updateConstraints` without a match) are reported
/// instead: one `.misuse` diagnostic naming this file and the line of the call that went wrong, the statement
/// skipped, the closure's other statements made, and the layout left as it was.
@Suite struct MisuseTests {
    static let nonFinite: [Double] = [.nan, .infinity, -.infinity]
    static let invalidPriorities: [LayoutPriority] = [0, -1, 1001, LayoutPriority(Float.nan)]

    /// root ⊃ { header (full width, 64 high, at the top), box }, laid out once, every diagnostic recorded.
    private struct Screen {
        let root = makeRoot()
        let header = View(name: "header"), box = View(name: "box")
        let recorder: DiagnosticRecorder

        init() {
            recorder = DiagnosticRecorder(root)
            addConstrained(header, to: root)
            addConstrained(box, to: root)
            header.mas.makeConstraints { make in
                make.top.left.right.equalToSuperview()
                make.height.equalTo(64)
            }
            root.layoutIfNeeded()
        }

        /// Three statements (four constraints) that put the box 20 below the header, 16 from the left, 100 × 50.
        func placeBox(_ make: ConstraintMaker) {
            make.top.equalTo(header.mas.bottom).offset(20)
            make.left.equalTo(16)
            make.size.equalTo(Size(width: 100, height: 50))
        }

        /// Expects `made` to be ``placeBox(_:)``'s three statements and nothing else, all active, and the header and
        /// the box where those statements put them.
        func expectBoxPlacedAlone(_ made: [Constraint], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
            #expect(made.count == 3, sourceLocation: sourceLocation)
            #expect(layoutConstraints(of: made).count == 4, sourceLocation: sourceLocation)
            #expect(made.allSatisfy { $0.isActive }, sourceLocation: sourceLocation)
            // The header's top, left and right and the box's top and left; the box's width and height.
            #expect(root.constraints.count == 5, sourceLocation: sourceLocation)
            #expect(box.constraints.count == 2, sourceLocation: sourceLocation)
            #expect(header.constraints.count == 1, sourceLocation: sourceLocation)
            root.layoutIfNeeded()
            expectFrame(header, Rect(x: 0, y: 0, width: 375, height: 64), sourceLocation: sourceLocation)
            expectFrame(box, Rect(x: 16, y: 84, width: 100, height: 50), sourceLocation: sourceLocation)
        }
    }

    /// A 100 × 50 view with no superview (a root of its own, recorded) holding a child inset by 10, laid out once.
    private struct Orphan {
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 50))
        let child = View(name: "child")
        let recorder: DiagnosticRecorder

        init() {
            view.name = "orphan"
            recorder = DiagnosticRecorder(view)
            view.addSubview(child)
            child.mas.makeConstraints { make in make.edges.equalToSuperview().inset(10) }
            view.layoutIfNeeded()
        }

        /// Expects `made` to be `statements` one-constraint statements held by the orphan itself, and the frames
        /// unchanged.
        func expectIntact(
            _ made: [Constraint], statements: Int, sourceLocation: Testing.SourceLocation = #_sourceLocation
        ) {
            #expect(made.count == statements, sourceLocation: sourceLocation)
            #expect(layoutConstraints(of: made).count == statements, sourceLocation: sourceLocation)
            #expect(made.allSatisfy { $0.isActive }, sourceLocation: sourceLocation)
            // The child's four edges and the statements made.
            #expect(view.constraints.count == 4 + statements, sourceLocation: sourceLocation)
            view.layoutIfNeeded()
            expectFrame(view, Rect(x: 0, y: 0, width: 100, height: 50), sourceLocation: sourceLocation)
            expectFrame(child, Rect(x: 10, y: 10, width: 80, height: 30), sourceLocation: sourceLocation)
        }
    }

    // MARK: No superview

    @Test func equalToSuperviewWithoutASuperviewIsReportedAtItsLine() {
        let orphan = Orphan()
        var line = 0
        let made = orphan.view.mas.makeConstraints { make in
            make.width.equalTo(100)
            make.left.equalToSuperview(); line = #line
            make.height.equalTo(50)
        }
        orphan.expectIntact(made, statements: 2)
        expectOneMisuse(orphan.recorder, atLine: line) {
            if case .noSuperview(let item, .some(.equal), [.left]) = $0 { item === orphan.view } else { false }
        }
        #expect(orphan.recorder.misuses.first?.location.file == "MasonryTests/MisuseTests.swift")
    }

    @Test func lessThanOrEqualToSuperviewWithoutASuperviewIsReported() {
        let orphan = Orphan()
        var line = 0
        let made = orphan.view.mas.makeConstraints { make in
            make.width.equalTo(100)
            make.height.equalTo(50)
            make.right.lessThanOrEqualToSuperview(); line = #line
        }
        orphan.expectIntact(made, statements: 2)
        expectOneMisuse(orphan.recorder, atLine: line) {
            if case .noSuperview(let item, .some(.lessThanOrEqual), [.right]) = $0 {
                item === orphan.view
            } else {
                false
            }
        }
    }

    @Test func greaterThanOrEqualToSuperviewWithoutASuperviewIsReported() {
        let orphan = Orphan()
        var line = 0
        let made = orphan.view.mas.makeConstraints { make in
            make.top.greaterThanOrEqualToSuperview().offset(8); line = #line
            make.width.equalTo(100)
            make.height.equalTo(50)
        }
        orphan.expectIntact(made, statements: 2)
        expectOneMisuse(orphan.recorder, atLine: line) {
            if case .noSuperview(let item, .some(.greaterThanOrEqual), [.top]) = $0 {
                item === orphan.view
            } else {
                false
            }
        }
    }

    @Test func theClosureFormWithoutASuperviewIsReportedAndNeverRunsItsClosure() {
        var closureRan = false
        let equal = Orphan()
        var line = 0
        var made = equal.view.mas.makeConstraints { make in
            make.width.equalTo(100)
            line = #line + 1
            make.top.equalToSuperview {
                closureRan = true
                return $0.safeAreaLayoutGuide
            }
            make.height.equalTo(50)
        }
        equal.expectIntact(made, statements: 2)
        expectOneMisuse(equal.recorder, atLine: line) {
            if case .noSuperview(let item, .some(.equal), [.top]) = $0 { item === equal.view } else { false }
        }

        let lessThan = Orphan()
        made = lessThan.view.mas.makeConstraints { make in
            make.width.equalTo(100)
            make.height.equalTo(50)
            line = #line + 1
            make.bottom.lessThanOrEqualToSuperview {
                closureRan = true
                return $0.layoutMarginsGuide
            }
        }
        lessThan.expectIntact(made, statements: 2)
        expectOneMisuse(lessThan.recorder, atLine: line) {
            if case .noSuperview(let item, .some(.lessThanOrEqual), [.bottom]) = $0 {
                item === lessThan.view
            } else {
                false
            }
        }

        let greaterThan = Orphan()
        made = greaterThan.view.mas.makeConstraints { make in
            line = #line + 1
            make.left.greaterThanOrEqualToSuperview {
                closureRan = true
                return $0
            }
            make.width.equalTo(100)
            make.height.equalTo(50)
        }
        greaterThan.expectIntact(made, statements: 2)
        expectOneMisuse(greaterThan.recorder, atLine: line) {
            if case .noSuperview(let item, .some(.greaterThanOrEqual), [.left]) = $0 {
                item === greaterThan.view
            } else {
                false
            }
        }
        #expect(!closureRan)
    }

    @Test func aModifierWithoutARelationOnAViewWithoutASuperviewIsReportedAtTheMakeConstraintsLine() {
        let orphan = Orphan()
        let line = #line + 1
        let made = orphan.view.mas.makeConstraints { make in
            make.width.equalTo(100)
            make.top.left.offset(10) // Masonry: equal to the superview, which there is not
            make.height.equalTo(50)
        }
        orphan.expectIntact(made, statements: 2)
        expectOneMisuse(orphan.recorder, atLine: line) {
            if case .noSuperview(let item, nil, [.left, .top]) = $0 { item === orphan.view } else { false }
        }
    }

    @Test func aNumberOnAPositionWithoutASuperviewIsReported() {
        let orphan = Orphan()
        var line = 0
        let made = orphan.view.mas.makeConstraints { make in
            make.width.equalTo(100)
            make.left.equalTo(10); line = #line
            make.height.equalTo(50)
        }
        orphan.expectIntact(made, statements: 2)
        expectOneMisuse(orphan.recorder, atLine: line) {
            if case .positionWithoutSuperview([.left], let item) = $0 { item === orphan.view } else { false }
        }
    }

    @Test func aPointOnTheCentreWithoutASuperviewIsReported() {
        let orphan = Orphan()
        var line = 0
        let made = orphan.view.mas.makeConstraints { make in
            make.width.equalTo(100)
            make.center.equalTo(Point(x: 0, y: 0)); line = #line
            make.height.equalTo(50)
        }
        orphan.expectIntact(made, statements: 2)
        expectOneMisuse(orphan.recorder, atLine: line) {
            if case .positionWithoutSuperview([.centerX, .centerY], let item) = $0 {
                item === orphan.view
            } else {
                false
            }
        }
    }

    @Test func aNumberOnASizeNeedsNoSuperview() {
        let orphan = Orphan()
        let made = orphan.view.mas.makeConstraints { make in
            make.width.equalTo(100)
            make.height.lessThanOrEqualTo(50)
            make.height.greaterThanOrEqualTo(Size(width: 0, height: 50))
        }
        orphan.expectIntact(made, statements: 3)
        #expect(orphan.recorder.diagnostics.isEmpty)
        #expect(layoutConstraints(of: made).allSatisfy { $0.secondItem == nil })
    }

    // MARK: Items that cannot be related

    @Test func relatingToAViewInAnotherTreeIsReported() {
        let screen = Screen()
        let strangerRoot = makeRoot(), stranger = View(name: "stranger")
        strangerRoot.addSubview(stranger)
        let strangerRecorder = DiagnosticRecorder(strangerRoot)
        var line = 0
        let made = screen.box.mas.makeConstraints { make in
            screen.placeBox(make)
            make.right.equalTo(stranger.mas.left).offset(-8); line = #line
        }
        screen.expectBoxPlacedAlone(made)
        expectOneMisuse(screen.recorder, atLine: line) {
            if case .noCommonAncestor(let item, let other) = $0 {
                item === screen.box && other === stranger
            } else {
                false
            }
        }
        #expect(strangerRecorder.diagnostics.isEmpty)
        #expect(stranger.constraints.isEmpty && strangerRoot.constraints.isEmpty)
    }

    @Test func aCompositeStatementToAnotherTreeIsSkippedWhole() {
        let screen = Screen()
        let stranger = View(name: "stranger")
        var line = 0
        let made = screen.box.mas.makeConstraints { make in
            make.edges.equalTo(stranger); line = #line
            screen.placeBox(make)
        }
        screen.expectBoxPlacedAlone(made)
        expectOneMisuse(screen.recorder, atLine: line) {
            if case .noCommonAncestor(let item, let other) = $0 {
                item === screen.box && other === stranger
            } else {
                false
            }
        }
        #expect(stranger.constraints.isEmpty)
    }

    @Test func relatingToAGuideThatBelongsToNoViewIsReported() {
        let screen = Screen()
        let loose = LayoutGuide()
        loose.identifier = "loose"
        var line = 0
        let made = screen.box.mas.makeConstraints { make in
            screen.placeBox(make)
            make.bottom.lessThanOrEqualTo(loose.mas.top); line = #line
        }
        screen.expectBoxPlacedAlone(made)
        expectOneMisuse(screen.recorder, atLine: line) {
            if case .itemBelongsToNoView(let item) = $0 { item === loose } else { false }
        }
        #expect(loose.owningView == nil)
    }

    @Test func aGuideThatBelongsToNoViewMakesNothingAndDoesNotCrash() {
        // With no view there is no root to report to: the misuses go to standard error.
        let loose = LayoutGuide()
        let made = loose.mas.makeConstraints { make in
            make.width.equalTo(10)
            make.left.equalToSuperview()
        }
        #expect(made.isEmpty)
        #expect(loose.mas.updateConstraints { make in make.height.equalTo(5) }.isEmpty)
    }

    // MARK: Targets that do not fit the statement

    @Test func aMismatchedCompositeTargetIsReported() {
        let screen = Screen()
        var line = 0
        let made = screen.box.mas.makeConstraints { make in
            screen.placeBox(make)
            make.edges.equalTo(screen.header.mas.size); line = #line
        }
        screen.expectBoxPlacedAlone(made)
        expectOneMisuse(screen.recorder, atLine: line) {
            if case .mismatchedCompositeTarget([.left, .top, .right, .bottom], let target, [.width, .height]) = $0 {
                target === screen.header
            } else {
                false
            }
        }
    }

    @Test(
        arguments: zip(
            [ConstraintAttributes.center, .left, .size, .edges, .margins, .width],
            [ConstraintAttributes.edges, .center, .center, .directionalEdges, .directionalMargins, .size]))
    func anyOtherMismatchedCompositeTargetIsReported(statement: ConstraintAttributes, target: ConstraintAttributes) {
        let screen = Screen()
        var line = 0
        let made = screen.box.mas.makeConstraints { make in
            screen.placeBox(make)
            make.attribute(statement).equalTo(screen.header.mas.attribute(target)); line = #line
        }
        screen.expectBoxPlacedAlone(made)
        expectOneMisuse(screen.recorder, atLine: line) {
            if case .mismatchedCompositeTarget(_, let other, _) = $0 { other === screen.header } else { false }
        }
    }

    @Test func aPositionPairedWithASizeIsReported() {
        let screen = Screen()
        var line = 0
        let made = screen.box.mas.makeConstraints { make in
            screen.placeBox(make)
            make.left.equalTo(screen.header.mas.width); line = #line
        }
        screen.expectBoxPlacedAlone(made)
        expectOneMisuse(screen.recorder, atLine: line) {
            if case .illegalConstraint(let constraint, .illegalPairing(.left, .width)) = $0 {
                constraint.firstItem === screen.box && constraint.secondItem === screen.header
            } else {
                false
            }
        }
    }

    @Test func aSizePairedWithAPositionIsReported() {
        let screen = Screen()
        var line = 0
        let made = screen.box.mas.makeConstraints { make in
            make.height.lessThanOrEqualTo(screen.header.mas.bottom); line = #line
            screen.placeBox(make)
        }
        screen.expectBoxPlacedAlone(made)
        expectOneMisuse(screen.recorder, atLine: line) {
            if case .illegalConstraint(_, .illegalPairing(.height, .bottom)) = $0 { true } else { false }
        }
    }

    @Test func aVerticalPositionPairedWithAHorizontalOneIsReported() {
        let screen = Screen()
        var line = 0
        let made = screen.box.mas.makeConstraints { make in
            screen.placeBox(make)
            make.top.equalTo(screen.header.mas.left); line = #line
        }
        screen.expectBoxPlacedAlone(made)
        expectOneMisuse(screen.recorder, atLine: line) {
            if case .illegalConstraint(let constraint, .illegalPairing(.top, .left)) = $0 {
                constraint.firstItem === screen.box && constraint.secondItem === screen.header
            } else {
                false
            }
        }
    }

    @Test func leadingPairedWithLeftIsReported() {
        let screen = Screen()
        var line = 0
        let made = screen.box.mas.makeConstraints { make in
            screen.placeBox(make)
            make.leading.equalTo(screen.header.mas.left); line = #line
        }
        screen.expectBoxPlacedAlone(made)
        expectOneMisuse(screen.recorder, atLine: line) {
            if case .illegalConstraint(_, .mixedDirectionalAndAbsolute(.leading, .left)) = $0 { true } else { false }
        }
    }

    @Test func anEmptyArrayTargetIsReported() {
        let screen = Screen()
        var line = 0
        let made = screen.box.mas.makeConstraints { make in
            screen.placeBox(make)
            make.width.equalTo([View]()); line = #line
        }
        screen.expectBoxPlacedAlone(made)
        expectOneMisuse(screen.recorder, atLine: line) {
            if case .emptyTargetArray([.width]) = $0 { true } else { false }
        }
    }

    @Test func anEmptyMixedArrayTargetIsReported() {
        let screen = Screen()
        var line = 0
        let made = screen.box.mas.makeConstraints { make in
            make.height.greaterThanOrEqualTo([any ConstraintRelatableTarget]()); line = #line
            screen.placeBox(make)
        }
        screen.expectBoxPlacedAlone(made)
        expectOneMisuse(screen.recorder, atLine: line) {
            if case .emptyTargetArray([.height]) = $0 { true } else { false }
        }
    }

    // MARK: The statement itself

    // A second relation chained onto the first (`make.width.equalTo(10).equalTo(20)`) does not compile: see
    // OneRelationPerStatementTests. Only a step kept in a variable can be related twice.

    @Test func aKeptStepRelatedTwiceIsReportedAtTheSecondRelation() {
        let screen = Screen()
        var line = 0
        let made = screen.box.mas.makeConstraints { make in
            screen.placeBox(make)
            let width = make.width
            width.equalTo(10)
            width.lessThanOrEqualTo(screen.header); line = #line
        }
        screen.expectBoxPlacedAlone(made)
        expectOneMisuse(screen.recorder, atLine: line) {
            if case .relationAlreadySet([.width], .equal, .lessThanOrEqual) = $0 { true } else { false }
        }
    }

    @Test func aKeptStepRelatedAgainToTheSuperviewIsReported() {
        let screen = Screen()
        var line = 0
        let made = screen.box.mas.makeConstraints { make in
            let right = make.right
            right.equalTo(screen.header)
            right.equalToSuperview(); line = #line
            screen.placeBox(make)
        }
        screen.expectBoxPlacedAlone(made)
        expectOneMisuse(screen.recorder, atLine: line) {
            if case .relationAlreadySet([.right], .equal, .equal) = $0 { true } else { false }
        }
    }

    @Test func aBareAttributeIsReportedAtTheMakeConstraintsLine() {
        let screen = Screen()
        let line = #line + 1
        let made = screen.box.mas.makeConstraints { make in
            screen.placeBox(make)
            _ = make.right
        }
        screen.expectBoxPlacedAlone(made)
        expectOneMisuse(screen.recorder, atLine: line) {
            if case .noRelation([.right]) = $0 { true } else { false }
        }
    }

    @Test func aBareChainOfAttributesIsReportedOnce() {
        let screen = Screen()
        let line = #line + 1
        let made = screen.box.mas.makeConstraints { make in
            _ = make.right.bottom.and.with
            screen.placeBox(make)
        }
        screen.expectBoxPlacedAlone(made)
        expectOneMisuse(screen.recorder, atLine: line) {
            if case .noRelation([.right, .bottom]) = $0 { true } else { false }
        }
    }

    @Test func aStatementWithTwoMistakesIsReportedOnceForTheFirst() {
        let screen = Screen()
        var line = 0
        let made = screen.box.mas.makeConstraints { make in
            screen.placeBox(make)
            make.width.equalTo(10).dividedBy(0).priority(0); line = #line
        }
        screen.expectBoxPlacedAlone(made)
        expectOneMisuse(screen.recorder, atLine: line) {
            if case .unusableDivisor([.width], 0) = $0 { true } else { false }
        }
    }

    @Test func twoMisusesInOneClosureAreReportedInOrderAtTheirLines() {
        let screen = Screen()
        var first = 0, second = 0
        let made = screen.box.mas.makeConstraints { make in
            make.left.equalTo(screen.header.mas.width); first = #line
            screen.placeBox(make)
            make.width.equalTo(Double.nan); second = #line
        }
        screen.expectBoxPlacedAlone(made)
        #expect(screen.recorder.diagnostics.count == 2)
        #expect(screen.recorder.misuses.map(\.location.line) == [first, second])
        #expect(screen.recorder.misuses.allSatisfy { $0.location.file == "MasonryTests/MisuseTests.swift" })
    }

    // MARK: Numbers that are not finite

    @Test(arguments: nonFinite)
    func aNonFiniteNumberTargetIsReported(_ value: Double) {
        let screen = Screen()
        var line = 0
        let made = screen.box.mas.makeConstraints { make in
            screen.placeBox(make)
            make.width.equalTo(value); line = #line
        }
        screen.expectBoxPlacedAlone(made)
        expectOneMisuse(screen.recorder, atLine: line) {
            if case .nonFiniteTarget([.width], .offset(let number)) = $0 { isSameNumber(number, value) } else { false }
        }
    }

    @Test(arguments: nonFinite)
    func aNonFiniteNumberOnAPositionIsReported(_ value: Double) {
        let screen = Screen()
        var line = 0
        let made = screen.box.mas.makeConstraints { make in
            make.centerX.lessThanOrEqualTo(value); line = #line
            screen.placeBox(make)
        }
        screen.expectBoxPlacedAlone(made)
        expectOneMisuse(screen.recorder, atLine: line) {
            if case .nonFiniteTarget([.centerX], .offset(let number)) = $0 {
                isSameNumber(number, value)
            } else {
                false
            }
        }
    }

    @Test(arguments: nonFinite)
    func aNonFiniteOffsetIsReported(_ value: Double) {
        let screen = Screen()
        var line = 0
        let made = screen.box.mas.makeConstraints { make in
            screen.placeBox(make)
            make.centerY.equalTo(screen.header).offset(value); line = #line
        }
        screen.expectBoxPlacedAlone(made)
        expectOneMisuse(screen.recorder, atLine: line) {
            if case .nonFiniteConstant([.centerY], .offset(let number)) = $0 {
                isSameNumber(number, value)
            } else {
                false
            }
        }
    }

    @Test(arguments: nonFinite)
    func aNonFiniteOffsetBeforeTheRelationIsReportedAtTheOffset(_ value: Double) {
        let screen = Screen()
        var line = 0
        let made = screen.box.mas.makeConstraints { make in
            screen.placeBox(make)
            line = #line + 1
            make.bottom.offset(value)
                .equalTo(screen.header)
        }
        screen.expectBoxPlacedAlone(made)
        expectOneMisuse(screen.recorder, atLine: line) {
            if case .nonFiniteConstant([.bottom], .offset(let number)) = $0 {
                isSameNumber(number, value)
            } else {
                false
            }
        }
    }

    @Test(arguments: nonFinite)
    func aNonFiniteInsetIsReported(_ value: Double) {
        let screen = Screen()
        var line = 0
        let made = screen.box.mas.makeConstraints { make in
            screen.placeBox(make)
            make.right.lessThanOrEqualToSuperview().inset(value); line = #line
        }
        screen.expectBoxPlacedAlone(made)
        expectOneMisuse(screen.recorder, atLine: line) {
            if case .nonFiniteConstant([.right], _) = $0 { true } else { false }
        }
    }

    @Test(arguments: nonFinite)
    func aNonFiniteEdgeInsetIsReported(_ value: Double) {
        let screen = Screen()
        var line = 0
        let made = screen.box.mas.makeConstraints { make in
            screen.placeBox(make)
            make.bottom.lessThanOrEqualToSuperview().inset(EdgeInsets(top: 0, left: 0, bottom: value, right: 0))
            line = #line - 1
        }
        screen.expectBoxPlacedAlone(made)
        expectOneMisuse(screen.recorder, atLine: line) {
            if case .nonFiniteConstant([.bottom], .insets(let insets)) = $0 {
                isSameNumber(insets.bottom, value)
            } else {
                false
            }
        }
    }

    @Test(arguments: nonFinite)
    func aNonFiniteDirectionalInsetIsReported(_ value: Double) {
        let screen = Screen()
        var line = 0
        let made = screen.box.mas.makeConstraints { make in
            screen.placeBox(make)
            make.trailing.lessThanOrEqualToSuperview()
                .inset(DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: value))
            line = #line - 1 // the line of `.inset(`, where the misuse is reported
        }
        screen.expectBoxPlacedAlone(made)
        expectOneMisuse(screen.recorder, atLine: line) {
            if case .nonFiniteConstant([.trailing], .directionalInsets(let insets)) = $0 {
                isSameNumber(insets.trailing, value)
            } else {
                false
            }
        }
    }

    @Test(arguments: nonFinite)
    func aNonFiniteSizeOffsetIsReported(_ value: Double) {
        let screen = Screen()
        var line = 0
        let made = screen.box.mas.makeConstraints { make in
            screen.placeBox(make)
            make.size.lessThanOrEqualTo(screen.header).sizeOffset(Size(width: 0, height: value)); line = #line
        }
        screen.expectBoxPlacedAlone(made)
        expectOneMisuse(screen.recorder, atLine: line) {
            if case .nonFiniteConstant([.width, .height], .size(let size)) = $0 {
                isSameNumber(size.height, value)
            } else {
                false
            }
        }
    }

    @Test(arguments: nonFinite)
    func aNonFiniteCenterOffsetIsReported(_ value: Double) {
        let screen = Screen()
        var line = 0
        let made = screen.box.mas.makeConstraints { make in
            screen.placeBox(make)
            make.center.equalTo(screen.header).centerOffset(Point(x: value, y: 0)); line = #line
        }
        screen.expectBoxPlacedAlone(made)
        expectOneMisuse(screen.recorder, atLine: line) {
            if case .nonFiniteConstant([.centerX, .centerY], .point(let point)) = $0 {
                isSameNumber(point.x, value)
            } else {
                false
            }
        }
    }

    @Test(arguments: nonFinite)
    func aNonFiniteMultiplierIsReported(_ value: Double) {
        let screen = Screen()
        var line = 0
        let made = screen.box.mas.makeConstraints { make in
            screen.placeBox(make)
            make.width.lessThanOrEqualTo(screen.header).multipliedBy(value); line = #line
        }
        screen.expectBoxPlacedAlone(made)
        expectOneMisuse(screen.recorder, atLine: line) {
            if case .nonFiniteMultiplier([.width], let multiplier) = $0 {
                isSameNumber(multiplier, value)
            } else {
                false
            }
        }
    }

    @Test func aZeroMultiplierOnAPositionIsReported() {
        // A position times 0 is a position equal to a constant, which Auto Layout refuses.
        let screen = Screen()
        var line = 0
        let made = screen.box.mas.makeConstraints { make in
            screen.placeBox(make)
            make.centerX.equalTo(screen.header).multipliedBy(0); line = #line
        }
        screen.expectBoxPlacedAlone(made)
        expectOneMisuse(screen.recorder, atLine: line) {
            if case .illegalConstraint(let constraint, .locationEqualToConstant(.centerX)) = $0 {
                constraint.firstItem === screen.box
            } else {
                false
            }
        }
    }

    @Test(arguments: [0] + nonFinite)
    func dividingByZeroOrANonFiniteNumberIsReported(_ divisor: Double) {
        let screen = Screen()
        var line = 0
        let made = screen.box.mas.makeConstraints { make in
            screen.placeBox(make)
            make.height.lessThanOrEqualTo(screen.header).dividedBy(divisor); line = #line
        }
        screen.expectBoxPlacedAlone(made)
        expectOneMisuse(screen.recorder, atLine: line) {
            if case .unusableDivisor([.height], let number) = $0 { isSameNumber(number, divisor) } else { false }
        }
    }

    @Test(arguments: nonFinite)
    func aNonFinitePointTargetIsReported(_ value: Double) {
        let screen = Screen()
        var line = 0
        let made = screen.box.mas.makeConstraints { make in
            screen.placeBox(make)
            make.center.lessThanOrEqualTo(Point(x: 0, y: value)); line = #line
        }
        screen.expectBoxPlacedAlone(made)
        expectOneMisuse(screen.recorder, atLine: line) {
            if case .nonFiniteTarget([.centerX, .centerY], .point(let point)) = $0 {
                isSameNumber(point.y, value)
            } else {
                false
            }
        }
    }

    @Test(arguments: nonFinite)
    func aNonFiniteSizeTargetIsReported(_ value: Double) {
        let screen = Screen()
        var line = 0
        let made = screen.box.mas.makeConstraints { make in
            screen.placeBox(make)
            make.size.greaterThanOrEqualTo(Size(width: value, height: 10)); line = #line
        }
        screen.expectBoxPlacedAlone(made)
        expectOneMisuse(screen.recorder, atLine: line) {
            if case .nonFiniteTarget([.width, .height], .size(let size)) = $0 {
                isSameNumber(size.width, value)
            } else {
                false
            }
        }
    }

    @Test(arguments: nonFinite)
    func aNonFiniteEdgeInsetsTargetIsReported(_ value: Double) {
        let screen = Screen()
        var line = 0
        let made = screen.box.mas.makeConstraints { make in
            screen.placeBox(make)
            make.edges.greaterThanOrEqualTo(EdgeInsets(top: 1, left: 2, bottom: 3, right: value)); line = #line
        }
        screen.expectBoxPlacedAlone(made)
        expectOneMisuse(screen.recorder, atLine: line) {
            if case .nonFiniteTarget([.left, .top, .right, .bottom], .insets(let insets)) = $0 {
                isSameNumber(insets.right, value)
            } else {
                false
            }
        }
    }

    @Test(arguments: nonFinite)
    func aNonFiniteDirectionalEdgeInsetsTargetIsReported(_ value: Double) {
        let screen = Screen()
        var line = 0
        let made = screen.box.mas.makeConstraints { make in
            screen.placeBox(make)
            make.directionalEdges.greaterThanOrEqualTo(
                DirectionalEdgeInsets(top: value, leading: 0, bottom: 0, trailing: 0))
            line = #line - 2 // the line of `greaterThanOrEqualTo(`, where the misuse is reported
        }
        screen.expectBoxPlacedAlone(made)
        expectOneMisuse(screen.recorder, atLine: line) {
            if case .nonFiniteTarget(_, .directionalInsets(let insets)) = $0 {
                isSameNumber(insets.top, value)
            } else {
                false
            }
        }
    }

    // MARK: Priorities

    @Test(arguments: invalidPriorities)
    func anInvalidPriorityIsReported(_ priority: LayoutPriority) {
        let screen = Screen()
        var line = 0
        let made = screen.box.mas.makeConstraints { make in
            screen.placeBox(make)
            make.height.greaterThanOrEqualTo(10).priority(priority); line = #line
        }
        screen.expectBoxPlacedAlone(made)
        expectOneMisuse(screen.recorder, atLine: line) {
            if case .invalidPriority([.height], let refused) = $0 {
                isSameNumber(Double(refused.rawValue), Double(priority.rawValue))
            } else {
                false
            }
        }
    }

    @Test func anInvalidPriorityGivenAsANumberIsReported() {
        let integer = Screen()
        var line = 0
        var made = integer.box.mas.makeConstraints { make in
            integer.placeBox(make)
            make.height.greaterThanOrEqualTo(10).priority(1001); line = #line
        }
        integer.expectBoxPlacedAlone(made)
        expectOneMisuse(integer.recorder, atLine: line) {
            if case .invalidPriority([.height], let refused) = $0 { refused == 1001 } else { false }
        }

        let floating = Screen()
        made = floating.box.mas.makeConstraints { make in
            make.width.lessThanOrEqualTo(200).priority(-0.5); line = #line
            floating.placeBox(make)
        }
        floating.expectBoxPlacedAlone(made)
        expectOneMisuse(floating.recorder, atLine: line) {
            if case .invalidPriority([.width], let refused) = $0 { refused == LayoutPriority(-0.5) } else { false }
        }
    }

    // MARK: Updating a Constraint

    @Test(arguments: nonFinite)
    func updatingTheOffsetToANonFiniteNumberIsReportedAndChangesNothing(_ value: Double) {
        let screen = Screen()
        let made = screen.box.mas.makeConstraints { make in screen.placeBox(make) }
        let top = made[0]
        top.update(offset: value); let line = #line
        #expect(top.layoutConstraints.map(\.constant) == [20])
        screen.expectBoxPlacedAlone(made)
        expectOneMisuse(screen.recorder, atLine: line) {
            if case .updateConstantNotFinite(.offset(let number)) = $0 { isSameNumber(number, value) } else { false }
        }
    }

    @Test(arguments: nonFinite)
    func updatingTheInsetToANonFiniteNumberIsReportedAndChangesNothing(_ value: Double) {
        let screen = Screen()
        let made = screen.box.mas.makeConstraints { make in screen.placeBox(make) }
        let left = made[1]
        left.update(inset: EdgeInsets(top: 0, left: value, bottom: 0, right: 0)); let line = #line
        left.update(inset: value); let secondLine = #line
        #expect(left.layoutConstraints.map(\.constant) == [16])
        screen.expectBoxPlacedAlone(made)
        #expect(screen.recorder.misuses.map(\.location.line) == [line, secondLine])
        #expect(screen.recorder.diagnostics.count == 2)
    }

    @Test(arguments: invalidPriorities)
    func updatingThePriorityToAnInvalidValueIsReportedAndChangesNothing(_ priority: LayoutPriority) {
        let screen = Screen()
        let made = screen.box.mas.makeConstraints { make in screen.placeBox(make) }
        let size = made[2]
        size.update(priority: priority); let line = #line
        #expect(size.layoutConstraints.map(\.priority) == [.required, .required])
        screen.expectBoxPlacedAlone(made)
        expectOneMisuse(screen.recorder, atLine: line) {
            if case .updatePriorityRefused(let refused) = $0 {
                isSameNumber(Double(refused.rawValue), Double(priority.rawValue))
            } else {
                false
            }
        }
    }

    @Test func updatingThePriorityToZeroGivenAsANumberIsReported() {
        let screen = Screen()
        let made = screen.box.mas.makeConstraints { make in screen.placeBox(make) }
        made[0].update(priority: 0); let line = #line
        #expect(made[0].layoutConstraints.map(\.priority) == [.required])
        screen.expectBoxPlacedAlone(made)
        expectOneMisuse(screen.recorder, atLine: line) {
            if case .updatePriorityRefused(let refused) = $0 { refused == 0 } else { false }
        }
    }

    @Test(arguments: [0] + nonFinite)
    func updatingTheMultiplierToZeroOrANonFiniteNumberIsReportedAndChangesNothing(_ multiplier: Double) {
        let screen = Screen()
        let made = screen.box.mas.makeConstraints { make in screen.placeBox(make) }
        let top = made[0]
        top.update(multiplier: multiplier); let line = #line
        #expect(top.layoutConstraints.map(\.multiplier) == [1])
        screen.expectBoxPlacedAlone(made)
        expectOneMisuse(screen.recorder, atLine: line) {
            if case .updateMultiplierRefused(let refused) = $0 { isSameNumber(refused, multiplier) } else { false }
        }
    }

    @Test func aRefusedUpdateLeavesLaterUpdatesWorking() {
        let screen = Screen()
        let made = screen.box.mas.makeConstraints { make in screen.placeBox(make) }
        made[0].update(offset: Double.nan)
        made[0].update(offset: 30)
        screen.root.layoutIfNeeded()
        expectFrame(screen.box, Rect(x: 16, y: 94, width: 100, height: 50))
        #expect(screen.recorder.misuses.count == 1)
    }

    // MARK: The other entry points

    @Test func updateConstraintsWithNoMatchAddsTheConstraint() {
        let screen = Screen()
        screen.box.mas.makeConstraints { make in
            make.top.equalTo(screen.header.mas.bottom).offset(20)
            make.left.equalTo(16)
            make.width.equalTo(100)
            make.height.equalTo(50).priority(.low)
        }
        screen.root.layoutIfNeeded()
        let updated = screen.box.mas.updateConstraints { make in
            make.height.greaterThanOrEqualTo(80) // no match (another relation): added
            make.left.equalTo(30) // a match: updated in place
        }
        screen.root.layoutIfNeeded()
        #expect(screen.recorder.diagnostics.isEmpty)
        #expect(updated.count == 2 && updated.allSatisfy { $0.isActive })
        #expect(screen.box.constraints.count == 3) // width, the low height and the new ≥ 80
        #expect(screen.root.constraints.count == 5) // the left was updated, not added
        expectFrame(screen.box, Rect(x: 30, y: 84, width: 100, height: 80))
    }

    @Test func updateConstraintsOnAViewThatMadeNoneMakesThem() {
        let screen = Screen()
        let updated = screen.box.mas.updateConstraints { make in screen.placeBox(make) }
        screen.expectBoxPlacedAlone(updated)
        #expect(screen.recorder.diagnostics.isEmpty)
    }

    @Test func aMisuseInUpdateConstraintsIsReportedAndTheRestUpdated() {
        let screen = Screen()
        let made = screen.box.mas.makeConstraints { make in screen.placeBox(make) }
        var line = 0
        screen.box.mas.updateConstraints { make in
            make.left.equalTo(40)
            make.top.equalTo(screen.header.mas.bottom).offset(Double.nan); line = #line
        }
        #expect(made[1].layoutConstraints.map(\.constant) == [40])
        #expect(made[0].layoutConstraints.map(\.constant) == [20])
        screen.root.layoutIfNeeded()
        expectFrame(screen.box, Rect(x: 40, y: 84, width: 100, height: 50))
        expectOneMisuse(screen.recorder, atLine: line) {
            if case .nonFiniteConstant([.top], _) = $0 { true } else { false }
        }
    }

    @Test func aMisuseInPrepareConstraintsIsReportedWhenPrepared() {
        let screen = Screen()
        let stranger = View(name: "stranger")
        var line = 0
        let prepared = screen.box.mas.prepareConstraints { make in
            make.left.equalTo(stranger); line = #line
            screen.placeBox(make)
        }
        #expect(prepared.count == 3 && prepared.allSatisfy { !$0.isActive })
        expectOneMisuse(screen.recorder, atLine: line) {
            if case .noCommonAncestor(let item, let other) = $0 {
                item === screen.box && other === stranger
            } else {
                false
            }
        }
        for constraint in prepared { constraint.activate() }
        screen.expectBoxPlacedAlone(prepared)
        #expect(screen.recorder.diagnostics.count == 1)
    }

    @Test func aMisuseInRemakeConstraintsIsReportedAndTheRestRemade() {
        let screen = Screen()
        screen.box.mas.makeConstraints { make in
            make.edges.equalToSuperview()
        }
        var line = 0
        let remade = screen.box.mas.remakeConstraints { make in
            screen.placeBox(make)
            make.width.equalTo(screen.header).dividedBy(0); line = #line
        }
        screen.expectBoxPlacedAlone(remade)
        expectOneMisuse(screen.recorder, atLine: line) {
            if case .unusableDivisor([.width], 0) = $0 { true } else { false }
        }
    }

    @Test func removeConstraintsOnAViewThatMadeNoneChangesNothing() {
        let screen = Screen()
        let anchored = addConstrained(View(name: "anchored"), to: screen.root)
        let placed = place(anchored, in: screen.root, at: Rect(x: 200, y: 300, width: 40, height: 20))
        anchored.mas.removeConstraints()
        anchored.mas.removeConstraints()
        View(name: "alone").mas.removeConstraints()
        LayoutGuide().mas.removeConstraints()
        screen.root.layoutIfNeeded()
        #expect(placed.allSatisfy { $0.isActive })
        #expect(screen.recorder.diagnostics.isEmpty)
        expectFrame(anchored, Rect(x: 200, y: 300, width: 40, height: 20))
        expectFrame(screen.header, Rect(x: 0, y: 0, width: 375, height: 64))
    }

    @Test func removeConstraintsTwiceAfterMakingIsHarmless() {
        let screen = Screen()
        let made = screen.box.mas.makeConstraints { make in screen.placeBox(make) }
        screen.box.mas.removeConstraints()
        screen.box.mas.removeConstraints()
        #expect(made.allSatisfy { !$0.isActive })
        #expect(screen.box.constraints.isEmpty && screen.root.constraints.count == 3)
        #expect(screen.recorder.diagnostics.isEmpty)
    }

    // MARK: No handler

    @Test func aMisuseWithNoDiagnosticHandlerIsPrintedAndDoesNotCrash() {
        // Nothing records these: they go to standard error, and the statements are skipped all the same.
        let root = makeRoot()
        let box = View(name: "box")
        root.addSubview(box)
        let made = box.mas.makeConstraints { make in
            make.left.equalTo(Double.nan)
            make.width.equalTo(10).dividedBy(0)
            _ = make.bottom
            make.top.left.equalTo(20)
            make.size.equalTo(Size(width: 30, height: 40))
        }
        #expect(made.count == 2)
        made[0].update(multiplier: 0)
        made[1].update(priority: 1001)
        root.layoutIfNeeded()
        expectFrame(box, Rect(x: 20, y: 20, width: 30, height: 40))

        let orphan = View(name: "orphan")
        #expect(orphan.mas.makeConstraints { make in make.edges.equalToSuperview() }.isEmpty)
        #expect(orphan.constraints.isEmpty)
    }
}
