import Masonry
import Testing

/// How a statement's constant resolves per attribute (`ConstraintConstant.value(for:direction:)`): an offset is the
/// same number everywhere; insets follow the constrained attribute (+top/+left/+leading, −bottom/−right/−trailing,
/// −(sum) on a size, half the difference on a centre); a size feeds widths and heights; a point feeds the x and y
/// positions. The same rules seen end to end through the DSL.
@Suite struct ConstraintConstantTests {
    /// Four different sides, so every row of the table has its own value: top 1, left 2, bottom 5, right 8.
    private static let insets = EdgeInsets(top: 1, left: 2, bottom: 5, right: 8)
    /// The same numbers as directional insets: top 1, leading 2, bottom 5, trailing 8.
    private static let directionalInsets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 5, trailing: 8)

    // MARK: Offset

    @Test(arguments: LayoutAttribute.allCases)
    func anOffsetIsTheSameNumberForEveryAttributeAndDirection(attribute: LayoutAttribute) {
        #expect(ConstraintConstant.offset(7).value(for: attribute, direction: .leftToRight) == 7)
        #expect(ConstraintConstant.offset(7).value(for: attribute, direction: .rightToLeft) == 7)
        #expect(ConstraintConstant.offset(-2.5).value(for: attribute, direction: .leftToRight) == -2.5)
        #expect(ConstraintConstant.zero.value(for: attribute, direction: .leftToRight) == 0)
    }

    // MARK: Insets

    @Test(arguments: [
        (LayoutAttribute.left, 2.0), (.leftMargin, 2), (.top, 1), (.topMargin, 1), (.firstBaseline, 1),
        (.right, -8), (.rightMargin, -8), (.bottom, -5), (.bottomMargin, -5), (.lastBaseline, -5),
        (.centerX, -3), (.centerXWithinMargins, -3), (.centerY, -2), (.centerYWithinMargins, -2),
        (.width, -10), (.height, -6), (.notAnAttribute, 0)
    ])
    func insetsResolveByTheConstrainedAttributeWhateverTheDirection(attribute: LayoutAttribute, expected: Double) {
        // centerX (2 − 8) / 2 = −3, centerY (1 − 5) / 2 = −2, width −(2 + 8) = −10, height −(1 + 5) = −6.
        #expect(ConstraintConstant.insets(Self.insets).value(for: attribute, direction: .leftToRight) == expected)
        #expect(ConstraintConstant.insets(Self.insets).value(for: attribute, direction: .rightToLeft) == expected)
    }

    @Test(arguments: [
        (LayoutAttribute.leading, 2.0, 8.0), (.leadingMargin, 2, 8), (.trailing, -8, -2), (.trailingMargin, -8, -2)
    ])
    func insetsOnLeadingAndTrailingTakeTheSideTheyLieOn(
        attribute: LayoutAttribute, leftToRight: Double, rightToLeft: Double
    ) {
        // Left to right, leading is the left side (+2) and trailing the right (−8); right to left, leading is the
        // right side (+8) and trailing the left (−2).
        #expect(ConstraintConstant.insets(Self.insets).value(for: attribute, direction: .leftToRight) == leftToRight)
        #expect(ConstraintConstant.insets(Self.insets).value(for: attribute, direction: .rightToLeft) == rightToLeft)
    }

    // MARK: Directional insets

    @Test(arguments: [
        // attribute, left to right, right to left
        (LayoutAttribute.leading, 2.0, 2.0), (.leadingMargin, 2, 2), (.trailing, -8, -8), (.trailingMargin, -8, -8),
        (.left, 2, 8), (.leftMargin, 2, 8), (.right, -8, -2), (.rightMargin, -8, -2),
        (.top, 1, 1), (.topMargin, 1, 1), (.firstBaseline, 1, 1),
        (.bottom, -5, -5), (.bottomMargin, -5, -5), (.lastBaseline, -5, -5),
        (.centerX, -3, 3), (.centerXWithinMargins, -3, 3), (.centerY, -2, -2), (.centerYWithinMargins, -2, -2),
        (.width, -10, -10), (.height, -6, -6), (.notAnAttribute, 0, 0)
    ])
    func directionalInsetsFollowTheLayoutDirection(attribute: LayoutAttribute, leftToRight: Double, rightToLeft: Double)
    {
        // Leading and trailing keep their insets in both directions; left and right swap them over in right to
        // left (left = +trailing 8, right = −leading 2), and so the horizontal centre moves the other way:
        // (left − right) / 2 = (8 − 2) / 2 = +3, which is where a box inset 2 from the right and 8 from the left
        // has its centre. (SnapKit's table keeps (leading − trailing) / 2 in both directions.)
        let constant = ConstraintConstant.directionalInsets(Self.directionalInsets)
        #expect(constant.value(for: attribute, direction: .leftToRight) == leftToRight)
        #expect(constant.value(for: attribute, direction: .rightToLeft) == rightToLeft)
    }

    // MARK: Size and point

    @Test(arguments: LayoutAttribute.allCases)
    func aSizeFeedsWidthAndHeightOnly(attribute: LayoutAttribute) {
        let expected: Double =
            switch attribute {
            case .width: 30
            case .height: 40
            default: 0
            }
        let constant = ConstraintConstant.size(Size(width: 30, height: 40))
        #expect(constant.value(for: attribute, direction: .leftToRight) == expected)
        #expect(constant.value(for: attribute, direction: .rightToLeft) == expected)
    }

    @Test(arguments: [
        (LayoutAttribute.left, 10.0), (.right, 10), (.leading, 10), (.trailing, 10), (.centerX, 10),
        (.leftMargin, 10), (.rightMargin, 10), (.leadingMargin, 10), (.trailingMargin, 10), (.centerXWithinMargins, 10),
        (.top, 20), (.bottom, 20), (.centerY, 20), (.lastBaseline, 20), (.firstBaseline, 20),
        (.topMargin, 20), (.bottomMargin, 20), (.centerYWithinMargins, 20),
        (.width, 0), (.height, 0), (.notAnAttribute, 0)
    ])
    func aPointFeedsXToHorizontalPositionsAndYToVerticalOnes(attribute: LayoutAttribute, expected: Double) {
        let constant = ConstraintConstant.point(Point(x: 10, y: 20))
        #expect(constant.value(for: attribute, direction: .leftToRight) == expected)
        #expect(constant.value(for: attribute, direction: .rightToLeft) == expected)
    }

    // MARK: Through the DSL

    /// root (375×667) ⊃ view.
    private func makeScene(_ direction: SemanticContentAttribute = .unspecified) -> (root: View, view: View) {
        let root = makeRoot()
        root.semanticContentAttribute = direction
        let view = View(name: "view")
        root.addSubview(view)
        return (root, view)
    }

    @Test func edgeInsetsOnEdgesGiveSignsByEdge() {
        let (root, view) = makeScene()
        view.mas.makeConstraints { make in
            make.edges.equalToSuperview().inset(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        }
        #expect(root.constraints.map(\.firstAttribute) == [.left, .top, .right, .bottom])
        #expect(root.constraints.map(\.constant) == [2, 1, -4, -3])
        root.layoutIfNeeded()
        // (2, 1) to (375 − 4, 667 − 3): 369 × 663.
        expectFrame(view, Rect(x: 2, y: 1, width: 369, height: 663))
    }

    @Test func aNumberInsetOnASizeIsMinusBothSides() {
        let (root, view) = makeScene()
        view.mas.makeConstraints { make in
            make.size.equalToSuperview().inset(5)
            make.center.equalToSuperview()
        }
        #expect(root.constraints.map(\.constant) == [-10, -10, 0, 0])
        root.layoutIfNeeded()
        expectFrame(view, Rect(x: 5, y: 5, width: 365, height: 657))
    }

    @Test func aNumberInsetOnACentreIsZero() {
        let (root, view) = makeScene()
        view.mas.makeConstraints { make in
            make.center.equalToSuperview().inset(5)
            make.size.equalTo(Size(width: 100, height: 50))
        }
        #expect(root.constraints.map(\.constant) == [0, 0])
        root.layoutIfNeeded()
        // Centred: (375 − 100) / 2 = 137.5, (667 − 50) / 2 = 308.5.
        expectFrame(view, Rect(x: 137.5, y: 308.5, width: 100, height: 50))
    }

    @Test func unevenInsetsOnACentreMoveItByHalfTheDifference() {
        let (root, view) = makeScene()
        view.mas.makeConstraints { make in
            make.center.equalToSuperview().inset(EdgeInsets(top: 10, left: 20, bottom: 2, right: 4))
            make.size.equalTo(Size(width: 100, height: 50))
        }
        // centerX (20 − 4) / 2 = 8, centerY (10 − 2) / 2 = 4: the centre of the inset rectangle.
        #expect(root.constraints.map(\.constant) == [8, 4])
        root.layoutIfNeeded()
        expectFrame(view, Rect(x: 145.5, y: 312.5, width: 100, height: 50))
    }

    @Test func edgeInsetsOnASizeAreMinusTheSumOfItsSides() {
        let (root, view) = makeScene()
        view.mas.makeConstraints { make in
            make.width.height.equalToSuperview().inset(EdgeInsets(top: 10, left: 20, bottom: 2, right: 4))
        }
        #expect(root.constraints.map(\.constant) == [-24, -12])
    }

    @Test func insetsFollowTheConstrainedAttributeNotTheTarget() {
        let (root, view) = makeScene()
        let label = View(name: "label")
        root.addSubview(label)
        view.mas.makeConstraints { make in
            // SnapKit picks the sign by the target's attribute (left: +8, issue #527); ours by the constrained
            // attribute (right: −8), which keeps the view 8 points left of the label.
            make.right.equalTo(label.mas.left).inset(8)
            make.bottom.equalTo(label.mas.top).inset(4)
            make.left.equalTo(label.mas.right).inset(3)
        }
        #expect(root.constraints.map(\.constant) == [-8, -4, 3])
    }

    @Test func offsetsNeverChangeSign() {
        let (root, view) = makeScene()
        view.mas.makeConstraints { make in
            make.edges.equalToSuperview().offset(6)
            make.size.equalToSuperview().offset(-6)
        }
        #expect(root.constraints.map(\.constant) == [6, 6, 6, 6, -6, -6])
    }

    @Test func directionalInsetsOnDirectionalEdgesInARightToLeftRoot() {
        let (root, view) = makeScene(.forceRightToLeft)
        view.mas.makeConstraints { make in
            make.directionalEdges.equalToSuperview().inset(
                DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        }
        #expect(root.constraints.map(\.firstAttribute) == [.top, .bottom, .leading, .trailing])
        #expect(root.constraints.map(\.constant) == [1, -3, 2, -4])
        root.layoutIfNeeded()
        // Right to left, leading is the right edge: 2 in from 375 is 373; trailing is the left edge, 4 in.
        expectFrame(view, Rect(x: 4, y: 1, width: 369, height: 663))
    }

    @Test func directionalInsetsOnDirectionalEdgesInALeftToRightRoot() {
        let (root, view) = makeScene()
        view.mas.makeConstraints { make in
            make.directionalEdges.equalToSuperview().inset(
                DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        }
        #expect(root.constraints.map(\.constant) == [1, -3, 2, -4])
        root.layoutIfNeeded()
        expectFrame(view, Rect(x: 2, y: 1, width: 369, height: 663))
    }

    @Test func directionalInsetsOnLeftAndRightSwapInARightToLeftRoot() {
        let (root, view) = makeScene(.forceRightToLeft)
        view.mas.makeConstraints { make in
            make.edges.equalToSuperview().inset(DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        }
        // Directional insets make leading/trailing constraints (left is the trailing edge here): trailing = −4,
        // leading = +2, the same frame as on directionalEdges, and they follow a later change of direction.
        #expect(root.constraints.map(\.firstAttribute) == [.trailing, .top, .leading, .bottom])
        #expect(root.constraints.map(\.constant) == [-4, 1, 2, -3])
        root.layoutIfNeeded()
        expectFrame(view, Rect(x: 4, y: 1, width: 369, height: 663))
    }

    @Test func edgeInsetsStayOnTheirPhysicalSidesInARightToLeftRoot() {
        let (root, view) = makeScene(.forceRightToLeft)
        view.mas.makeConstraints { make in
            make.directionalEdges.equalToSuperview().inset(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        }
        // Leading (the right edge) takes the right inset 4, trailing (the left edge) the left inset 2.
        #expect(root.constraints.map(\.constant) == [1, -3, 4, -2])
        root.layoutIfNeeded()
        expectFrame(view, Rect(x: 2, y: 1, width: 369, height: 663))
    }

    @Test func theDirectionIsTheConstrainedViewsOwn() {
        let (root, view) = makeScene()
        view.semanticContentAttribute = .forceRightToLeft
        view.mas.makeConstraints { make in
            make.left.right.equalToSuperview().inset(DirectionalEdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 4))
        }
        // The view is right to left inside a left-to-right root: its left edge is its trailing edge (−4 from the
        // superview's trailing edge), its right edge its leading edge (+2 from the superview's leading edge).
        #expect(root.constraints.map(\.firstAttribute) == [.trailing, .leading])
        #expect(root.constraints.map(\.constant) == [-4, 2])
    }

    @Test func aSizeModifierFeedsOnlyWidthAndHeightOfAStatement() {
        let (root, view) = makeScene()
        view.mas.makeConstraints { make in
            make.left.top.width.height.equalToSuperview().sizeOffset(Size(width: -20, height: -30))
        }
        #expect(root.constraints.map(\.firstAttribute) == [.left, .top, .width, .height])
        #expect(root.constraints.map(\.constant) == [0, 0, -20, -30])
    }

    @Test func aPointModifierFeedsXAndYPositionsOfAStatement() {
        let (root, view) = makeScene()
        view.mas.makeConstraints { make in
            make.left.top.width.height.equalToSuperview().centerOffset(Point(x: 10, y: 20))
        }
        #expect(root.constraints.map(\.constant) == [10, 20, 0, 0])
    }
}
