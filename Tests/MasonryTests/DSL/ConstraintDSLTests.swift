import Masonry
import Testing

/// `view.mas` and `[View].mas`: make, prepare, update, remake and remove, counted per holding view the way
/// SnapKit's and Masonry's own suites count.
@Suite struct ConstraintDSLTests {
    /// root ⊃ { a, b, container ⊃ inner }.
    private struct Scene {
        let root = makeRoot()
        let a = View(name: "a"), b = View(name: "b"), container = View(name: "container"), inner = View(name: "inner")

        init() {
            root.addSubview(a)
            root.addSubview(b)
            root.addSubview(container)
            container.addSubview(inner)
        }
    }

    // MARK: make

    @Test func makeReturnsOneConstraintPerStatementInOrder() {
        let scene = Scene()
        let made = scene.a.mas.makeConstraints { make in
            make.edges.equalToSuperview()
            make.width.equalTo(100)
        }
        #expect(made.count == 2)
        #expect(made[0].layoutConstraints.map(\.firstAttribute) == [.left, .top, .right, .bottom])
        #expect(made[1].layoutConstraints.map(\.firstAttribute) == [.width])
        #expect(made.allSatisfy { $0.isActive })
    }

    @Test func makeInstallsEachConstraintOnTheClosestCommonAncestorOfItsItems() {
        // inner's statements reach a cousin (a: the root holds it), a constant size (inner itself), a number on a
        // position (its superview, container), an array whose elements have different holders, a guide its
        // superview owns, and a multiplier of 0.
        let scene = Scene()
        let guide = LayoutGuide()
        scene.container.addLayoutGuide(guide)
        let made = scene.inner.mas.makeConstraints { make in
            make.left.equalTo(scene.a)
            make.width.equalTo(10)
            make.top.equalTo(20)
            make.height.equalTo([scene.container, scene.b])
            make.bottom.equalTo(guide)
            make.size.equalTo(scene.a).multipliedBy(0) // no second item left: inner itself
        }
        let holders = made.map { $0.layoutConstraints.map { holder(of: $0, among: scene) } }
        #expect(
            holders == [["root"], ["inner"], ["container"], ["container", "root"], ["container"], ["inner", "inner"]])
        #expect(made.allSatisfy { $0.isActive })
    }

    /// The name of the view of `scene` whose `constraints` list `constraint`.
    private func holder(of constraint: LayoutConstraint, among scene: Scene) -> String {
        let views = [scene.root, scene.a, scene.b, scene.container, scene.inner]
        return views.first { view in view.constraints.contains { $0 === constraint } }?.name ?? "none"
    }

    @Test func makingTurnsOffTheAutoresizingMaskTranslation() {
        let scene = Scene()
        #expect(scene.a.translatesAutoresizingMaskIntoConstraints)
        scene.a.mas.makeConstraints { make in make.width.equalTo(10) }
        #expect(!scene.a.translatesAutoresizingMaskIntoConstraints)
        scene.b.mas.prepareConstraints { make in make.width.equalTo(10) }
        #expect(!scene.b.translatesAutoresizingMaskIntoConstraints)
    }

    @Test func eachConstraintIsHeldByTheClosestCommonAncestor() {
        let scene = Scene()
        scene.a.mas.makeConstraints { make in
            make.width.equalTo(100) // one item: the view itself
            make.height.equalTo(scene.b) // siblings: their superview
            make.top.equalToSuperview().offset(8) // to the superview: the superview
            make.left.equalTo(scene.inner.mas.right) // to a nephew: the root
        }
        #expect(scene.a.constraints.count == 1)
        #expect(scene.a.constraints.first?.firstAttribute == .width)
        #expect(scene.root.constraints.map(\.firstAttribute) == [.height, .top, .left])
        #expect(scene.b.constraints.isEmpty && scene.container.constraints.isEmpty)
        scene.inner.mas.makeConstraints { make in make.edges.equalTo(scene.container.layoutMarginsGuide) }
        #expect(scene.container.constraints.count == 4)
    }

    @Test func makingTwiceMakesTwice() {
        let scene = Scene()
        for _ in 0..<2 { scene.a.mas.makeConstraints { make in make.width.equalTo(100) } }
        #expect(scene.a.constraints.count == 2)
    }

    @Test func aGuideMakesConstraintsInItsOwningView() {
        let scene = Scene()
        let guide = LayoutGuide()
        scene.container.addLayoutGuide(guide)
        scene.container.mas.makeConstraints { make in make.edges.equalToSuperview() }
        guide.mas.makeConstraints { make in
            make.top.left.equalTo(10)
            make.size.equalToSuperview().multipliedBy(0.5)
        }
        #expect(scene.container.constraints.count == 4)
        scene.root.layoutIfNeeded()
        expectRect(guide.layoutFrame, Rect(x: 10, y: 10, width: 187.5, height: 333.5))
    }

    // MARK: prepare

    @Test func preparedConstraintsWaitToBeActivated() throws {
        let scene = Scene()
        let prepared = scene.a.mas.prepareConstraints { make in
            make.top.equalToSuperview()
            make.left.equalTo(30)
            make.size.equalTo(Size(width: 40, height: 20))
        }
        #expect(prepared.count == 3)
        #expect(!prepared.contains { $0.isActive })
        #expect(scene.root.constraints.isEmpty && scene.a.constraints.isEmpty)
        let top = try #require(prepared.first)
        for constraint in prepared { constraint.activate() }
        scene.root.layoutIfNeeded()
        expectFrame(scene.a, Rect(x: 30, y: 0, width: 40, height: 20))
        top.update(offset: 12)
        scene.root.layoutIfNeeded()
        expectFrame(scene.a, Rect(x: 30, y: 12, width: 40, height: 20))
    }

    // MARK: update

    @Test func updateChangesTheMatchingConstantInPlace() throws {
        let scene = Scene()
        let made = scene.a.mas.makeConstraints { make in
            make.top.equalToSuperview().offset(418)
            make.left.equalTo(20)
            make.size.equalTo(Size(width: 100, height: 50))
        }
        let top = try #require(made.first?.layoutConstraints.first)
        let updated = scene.a.mas.updateConstraints { make in make.top.equalToSuperview().offset(700) }
        #expect(updated.first?.layoutConstraints.first === top)
        #expect(top.constant == 700)
        #expect(scene.root.constraints.count == 2 && scene.a.constraints.count == 2)
        scene.root.layoutIfNeeded()
        expectFrame(scene.a, Rect(x: 20, y: 700, width: 100, height: 50))
    }

    @Test func updateChangesTheMultiplierAndPriorityInPlace() throws {
        let scene = Scene()
        scene.b.mas.makeConstraints { make in make.width.equalTo(200) }
        let made = scene.a.mas.makeConstraints { make in
            make.width.equalTo(scene.b).multipliedBy(0.5).priority(.high)
        }
        let width = try #require(made.first?.layoutConstraints.first)
        scene.a.mas.updateConstraints { make in make.width.equalTo(scene.b).multipliedBy(0.25) }
        #expect(width.multiplier == 0.25 && width.priority == .required)
        #expect(scene.root.constraints.count == 1)
        scene.root.layoutIfNeeded()
        #expect(scene.a.frame.width == 50)
    }

    @Test func updateAddsAConstraintThatMatchesNone() {
        let scene = Scene()
        scene.a.mas.makeConstraints { make in make.width.equalTo(100) }
        let updated = scene.a.mas.updateConstraints { make in
            make.width.equalTo(120)
            make.height.equalTo(30)
        }
        #expect(updated.count == 2 && updated.allSatisfy { $0.isActive })
        #expect(scene.a.constraints.map(\.firstAttribute) == [.width, .height])
        #expect(scene.a.constraints.map(\.constant) == [120, 30])
    }

    @Test func updateOnAViewWithoutConstraintsMakesThem() {
        let scene = Scene()
        scene.a.mas.updateConstraints { make in make.edges.equalToSuperview().inset(10) }
        #expect(scene.root.constraints.count == 4)
        scene.root.layoutIfNeeded()
        expectFrame(scene.a, Rect(x: 10, y: 10, width: 355, height: 647))
    }

    @Test func updateMatchesOnlyTheSameRelationAndTarget() {
        let scene = Scene()
        scene.a.mas.makeConstraints { make in make.width.lessThanOrEqualTo(300) }
        scene.a.mas.updateConstraints { make in
            make.width.greaterThanOrEqualTo(100) // another relation: added
            make.width.lessThanOrEqualTo(250) // the same: updated
        }
        #expect(scene.a.constraints.map(\.relation) == [.lessThanOrEqual, .greaterThanOrEqual])
        #expect(scene.a.constraints.map(\.constant) == [250, 100])
        scene.a.mas.updateConstraints { make in make.width.lessThanOrEqualTo(scene.b) } // another target: added
        #expect(scene.root.constraints.count == 1 && scene.a.constraints.count == 2)
    }

    @Test func updateLeavesConstraintsMadeWithAnchorsAlone() {
        let scene = Scene()
        scene.a.translatesAutoresizingMaskIntoConstraints = false
        let anchored = scene.a.widthAnchor.constraint(equalToConstant: 100)
        anchored.isActive = true
        scene.a.mas.updateConstraints { make in make.width.equalTo(100).priority(.low) }
        #expect(anchored.constant == 100 && anchored.priority == .required)
        #expect(scene.a.constraints.count == 2)
    }

    // MARK: remake and remove

    @Test func remakeReplacesOnlyThisViewsDSLConstraints() {
        let scene = Scene()
        scene.a.mas.makeConstraints { make in
            make.left.top.equalTo(10)
            make.size.equalTo(Size(width: 50, height: 50))
        }
        let anchored = scene.a.topAnchor.constraint(greaterThanOrEqualTo: scene.root.topAnchor)
        anchored.isActive = true
        scene.b.mas.makeConstraints { make in make.left.equalTo(scene.a.mas.right).offset(5) }

        scene.a.mas.remakeConstraints { make in
            make.left.top.equalTo(20)
            make.size.equalTo(Size(width: 30, height: 30))
        }
        #expect(anchored.isActive)
        // b's left, anchored, a's left and top.
        #expect(scene.b.constraints.isEmpty && scene.root.constraints.count == 4)
        #expect(scene.a.constraints.map(\.constant) == [30, 30])
        scene.root.layoutIfNeeded()
        expectFrame(scene.a, Rect(x: 20, y: 20, width: 30, height: 30))
    }

    @Test func removeConstraintsDeactivatesEveryDSLConstraintOfTheView() {
        let scene = Scene()
        let made = scene.a.mas.makeConstraints { make in
            make.edges.equalToSuperview()
            make.width.equalTo(10).priority(.low)
        }
        scene.b.mas.makeConstraints { make in make.width.equalTo(scene.a) }
        scene.a.mas.removeConstraints()
        #expect(!made.contains { $0.isActive })
        #expect(scene.a.constraints.isEmpty)
        #expect(scene.root.constraints.count == 1) // b's width, made by b
    }

    // MARK: Arrays

    @Test func anArrayRunsTheClosureForEachView() {
        let scene = Scene()
        let views = [scene.a, scene.b]
        let made = views.mas.makeConstraints { make in
            make.top.equalTo(10)
            make.height.equalTo(20)
        }
        #expect(made.count == 4)
        #expect(scene.a.constraints.count == 1 && scene.b.constraints.count == 1 && scene.root.constraints.count == 2)
        views.mas.updateConstraints { make in make.height.equalTo(25) }
        #expect(scene.a.constraints.map(\.constant) == [25] && scene.b.constraints.map(\.constant) == [25])
        views.mas.remakeConstraints { make in make.edges.equalToSuperview() }
        #expect(scene.root.constraints.count == 8 && scene.a.constraints.isEmpty)
        views.mas.removeConstraints()
        #expect(scene.root.constraints.isEmpty)
    }
}
