import Masonry
import Testing

/// Which constraints are a view's DSL constraints: those its `mas` statements made and that are active now. Handles
/// only point at constraints, so two handles on one constraint agree, and a constraint that left the tree (its view
/// was removed) is not updated or removed again by later `updateConstraints` and `remakeConstraints`.
@Suite struct DSLConstraintOwnershipTests {
    let root = makeRoot()
    let box = View(name: "box")

    init() {
        root.addSubview(box)
    }

    /// Places `box` at (20, `top`) with a 50 × 50 size; returns the top statement's handle.
    private func placeBox(top: Double) -> Constraint? {
        box.mas.makeConstraints { make in
            make.top.equalToSuperview().offset(top)
            make.left.equalTo(20)
            make.size.equalTo(50)
        }.first
    }

    /// The constraints `holder` holds whose first item is box.
    private func boxConstraints(heldBy holder: View) -> [LayoutConstraint] {
        holder.constraints.filter { $0.firstItem === box }
    }

    // MARK: Two handles on one constraint

    @Test func theHandleUpdateReturnsAndTheHandleThatMadeTheConstraintAgree() throws {
        let made = try #require(placeBox(top: 10))
        // Where box goes when neither handle holds it: a weaker top made with anchors.
        let fallback = box.topAnchor.constraint(equalTo: root.topAnchor, constant: 5)
        fallback.priority = .low
        fallback.isActive = true
        let updated = try #require(box.mas.updateConstraints { make in make.top.equalToSuperview().offset(20) }.first)
        root.layoutIfNeeded()
        expectFrame(box, Rect(x: 20, y: 20, width: 50, height: 50))

        made.update(offset: 30)
        root.layoutIfNeeded()
        expectFrame(box, Rect(x: 20, y: 30, width: 50, height: 50))
        updated.update(offset: 40)
        root.layoutIfNeeded()
        expectFrame(box, Rect(x: 20, y: 40, width: 50, height: 50))

        updated.deactivate()
        #expect(!made.isActive && !updated.isActive)
        root.layoutIfNeeded()
        expectFrame(box, Rect(x: 20, y: 5, width: 50, height: 50))

        made.activate()
        #expect(made.isActive && updated.isActive)
        root.layoutIfNeeded()
        expectFrame(box, Rect(x: 20, y: 40, width: 50, height: 50))
        #expect(root.constraints.count == 3) // box's top (once) and left, and the fallback
    }

    @Test func anUpdateOfOneEdgeSharesItWithTheStatementThatMadeAllFour() throws {
        let edges = try #require(box.mas.makeConstraints { make in make.edges.equalToSuperview().inset(10) }.first)
        let top = try #require(box.mas.updateConstraints { make in make.top.equalToSuperview().offset(100) }.first)
        #expect(root.constraints.count == 4)
        root.layoutIfNeeded()
        expectFrame(box, Rect(x: 10, y: 100, width: 355, height: 557))

        edges.update(inset: 20) // the top among them
        root.layoutIfNeeded()
        expectFrame(box, Rect(x: 20, y: 20, width: 335, height: 627))
        #expect(top.layoutConstraints.map(\.constant) == [20])

        edges.deactivate()
        #expect(!top.isActive)
        top.activate()
        #expect(edges.isActive && root.constraints.count == 1)
    }

    @Test func removingAfterAnUpdateDeactivatesTheSharedConstraintOnce() throws {
        let made = try #require(placeBox(top: 10))
        let updated = try #require(box.mas.updateConstraints { make in make.top.equalToSuperview().offset(20) }.first)
        box.mas.removeConstraints()
        #expect(!made.isActive && !updated.isActive)
        #expect(root.constraints.isEmpty && box.constraints.isEmpty)
    }

    // MARK: Constraints that left the tree

    @Test func updateAfterRemovingAndReAddingTheViewMakesFreshConstraints() throws {
        let made = try #require(placeBox(top: 10))
        let oldTop = try #require(made.layoutConstraints.first)
        box.removeFromSuperview()
        root.addSubview(box)

        let updated = box.mas.updateConstraints { make in
            make.top.equalToSuperview().offset(60)
            make.left.equalTo(30)
            make.size.equalTo(40)
        }
        #expect(updated.count == 3 && updated.allSatisfy { $0.isActive })
        #expect(!layoutConstraints(of: updated).contains { $0 === oldTop })
        #expect(!made.isActive && oldTop.constant == 10)
        #expect(root.constraints.count == 2 && box.constraints.count == 2)
        root.layoutIfNeeded()
        expectFrame(box, Rect(x: 30, y: 60, width: 40, height: 40))

        // A second update matches the fresh constraints, not the dead ones.
        box.mas.updateConstraints { make in make.top.equalToSuperview().offset(70) }
        #expect(root.constraints.count == 2 && !made.isActive)
        root.layoutIfNeeded()
        expectFrame(box, Rect(x: 30, y: 70, width: 40, height: 40))
    }

    @Test func remakeAfterMovingTheViewToAnotherSuperviewOnlyReplacesItsLiveConstraints() {
        let first = View(name: "first"), second = View(name: "second")
        for (index, container) in [first, second].enumerated() {
            root.addSubview(container)
            container.mas.makeConstraints { make in
                make.top.left.equalTo(Double(index) * 100)
                make.size.equalTo(100)
            }
        }
        first.addSubview(box)
        let old = box.mas.makeConstraints { make in make.edges.equalToSuperview().inset(10) }
        box.removeFromSuperview()
        second.addSubview(box)

        let remade = box.mas.remakeConstraints { make in make.edges.equalToSuperview().inset(5) }
        #expect(remade.allSatisfy { $0.isActive } && !old.contains { $0.isActive })
        #expect(boxConstraints(heldBy: first).isEmpty && boxConstraints(heldBy: second).count == 4)
        root.layoutIfNeeded()
        expectFrame(box, Rect(x: 5, y: 5, width: 90, height: 90))

        // Bringing an old handle back makes it a DSL constraint of box again: the next remake removes it.
        box.removeFromSuperview()
        first.addSubview(box)
        for constraint in old { constraint.activate() }
        box.mas.remakeConstraints { make in make.edges.equalToSuperview().inset(1) }
        #expect(!old.contains { $0.isActive })
        #expect(boxConstraints(heldBy: first).map(\.constant) == [1, 1, -1, -1])
        root.layoutIfNeeded()
        expectFrame(box, Rect(x: 1, y: 1, width: 98, height: 98))
    }

    @Test func repeatedRemovalsLeaveOneConstraintToUpdate() {
        for top in [10.0, 20, 30] {
            _ = placeBox(top: top)
            box.removeFromSuperview()
            root.addSubview(box)
        }
        _ = placeBox(top: 40)
        box.mas.updateConstraints { make in make.top.equalToSuperview().offset(99) }
        #expect(root.constraints.map(\.constant).sorted() == [20, 99]) // left and top
        root.layoutIfNeeded()
        expectFrame(box, Rect(x: 20, y: 99, width: 50, height: 50))
    }

    @Test func updateAfterTheHoldingViewWasFreedMakesFreshConstraints() {
        let sibling = View(name: "sibling")
        var container: View? = View(name: "container")
        container?.addSubview(box)
        container?.addSubview(sibling)
        let old = box.mas.makeConstraints { make in make.width.equalTo(sibling).offset(5) } // held by container
        container = nil // frees it: box and sibling live on, with no superview
        #expect(box.superview == nil && !old.contains { $0.isActive })

        root.addSubview(box)
        root.addSubview(sibling)
        sibling.mas.makeConstraints { make in
            make.top.left.equalTo(0); make.size.equalTo(30)
        }
        let updated = box.mas.updateConstraints { make in
            make.width.equalTo(sibling).offset(10)
            make.top.left.equalTo(100)
            make.height.equalTo(10)
        }
        #expect(updated.allSatisfy { $0.isActive } && !old.contains { $0.isActive })
        #expect(boxConstraints(heldBy: root).filter { $0.firstAttribute == .width }.map(\.constant) == [10])
        root.layoutIfNeeded()
        expectFrame(box, Rect(x: 100, y: 100, width: 40, height: 10))
    }

    // MARK: What counts as a DSL constraint

    @Test func preparedConstraintsActivatedDirectlyAreTheViewsToRemake() throws {
        let prepared = box.mas.prepareConstraints { make in
            make.top.left.equalTo(10)
            make.size.equalTo(10)
        }
        LayoutConstraint.activate(layoutConstraints(of: prepared))
        box.mas.remakeConstraints { make in
            make.top.left.equalTo(30)
            make.size.equalTo(30)
        }
        #expect(!prepared.contains { $0.isActive })
        root.layoutIfNeeded()
        expectFrame(box, Rect(x: 30, y: 30, width: 30, height: 30))
    }
}
