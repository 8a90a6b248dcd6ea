import Masonry
import Testing

/// `Constraint`, the handle a statement returns: activation, and updates of offset, inset, priority and
/// multiplier that take effect at the next layout pass.
@Suite struct ConstraintTests {
    private let root = makeRoot()
    private let box = View(name: "box")

    init() {
        root.addSubview(box)
    }

    /// `box` centred horizontally, 100 wide and 50 tall, `top` points below the root's top; returns the top statement.
    private func placeBox(top: Double) -> Constraint? {
        var topConstraint: Constraint?
        box.mas.makeConstraints { make in
            make.centerX.equalToSuperview()
            make.size.equalTo(Size(width: 100, height: 50))
            topConstraint = make.top.equalToSuperview().offset(top).constraint
        }
        return topConstraint
    }

    @Test func theConstraintReadInsideTheClosureIsTheLiveOne() throws {
        let top = try #require(placeBox(top: 418))
        #expect(top.isActive)
        #expect(top.layoutConstraints.count == 1 && top.layoutConstraints[0].constant == 418)
        root.layoutIfNeeded()
        expectFrame(box, Rect(x: 137.5, y: 418, width: 100, height: 50))
    }

    @Test func deactivatingAndActivatingTakesEffectAtTheNextPass() throws {
        let top = try #require(placeBox(top: 100))
        let fallback = box.mas.makeConstraints { make in make.top.equalTo(300).priority(.low) }
        top.deactivate()
        #expect(!top.isActive && top.layoutConstraints.allSatisfy { !$0.isActive })
        root.layoutIfNeeded()
        #expect(box.frame.minY == 300)
        top.isActive = true
        root.layoutIfNeeded()
        #expect(box.frame.minY == 100)
        top.activate() // twice changes nothing
        #expect(root.constraints.count == 3)
        #expect(fallback.first?.isActive == true)
    }

    @Test func updateOffsetSetsEveryConstantToTheSameNumber() throws {
        let edges = try #require(box.mas.makeConstraints { make in make.edges.equalToSuperview() }.first)
        edges.update(offset: 5)
        #expect(edges.layoutConstraints.map(\.constant) == [5, 5, 5, 5])
        edges.update(offset: -3)
        #expect(edges.layoutConstraints.map(\.constant) == [-3, -3, -3, -3])
    }

    @Test func updateInsetFollowsEachConstrainedAttribute() throws {
        let edges = try #require(box.mas.makeConstraints { make in make.edges.equalToSuperview() }.first)
        edges.update(inset: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(edges.layoutConstraints.map(\.constant) == [2, 1, -4, -3]) // left, top, right, bottom
        edges.update(inset: 20)
        #expect(edges.layoutConstraints.map(\.constant) == [20, 20, -20, -20])
        root.layoutIfNeeded()
        expectFrame(box, Rect(x: 20, y: 20, width: 335, height: 627))
    }

    @Test func updateDirectionalInsetFollowsTheLayoutDirection() throws {
        root.semanticContentAttribute = .forceRightToLeft
        let sides = try #require(
            box.mas.makeConstraints { make in
                make.left.right.top.bottom.equalToSuperview()
            }.first)
        sides.update(inset: DirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 10))
        // Right to left: the leading side is the right one.
        #expect(sides.layoutConstraints.map(\.constant) == [10, 0, -30, 0])
    }

    @Test func updatePriorityCanMakeARequiredConstraintOptional() throws {
        let top = try #require(placeBox(top: 100))
        box.mas.makeConstraints { make in make.top.equalTo(200).priority(.high) }
        root.diagnosticHandler = { _ in } // the two required tops conflict until one is made optional
        root.layoutIfNeeded()
        top.update(priority: .low)
        #expect(top.layoutConstraints[0].priority == .low)
        root.layoutIfNeeded()
        #expect(box.frame.minY == 200)
        top.update(priority: 1000)
        root.layoutIfNeeded()
        #expect(box.frame.minY == 100)
    }

    @Test func updateMultiplierChangesAnActiveConstraint() throws {
        let width = try #require(
            box.mas.makeConstraints { make in
                make.top.left.equalToSuperview()
                make.height.equalTo(10)
                make.width.equalToSuperview().multipliedBy(0.5)
            }.last)
        root.layoutIfNeeded()
        #expect(box.frame.width == 187.5)
        width.update(multiplier: 0.2)
        root.layoutIfNeeded()
        #expect(box.frame.width == 75)
    }

    @Test func removingTheViewDeactivatesItsConstraints() throws {
        let top = try #require(placeBox(top: 100))
        box.removeFromSuperview()
        #expect(!top.isActive)
        #expect(root.constraints.isEmpty)
    }
}
