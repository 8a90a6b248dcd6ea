import Masonry
import Testing

/// An active constraint is held by the closest common ancestor of its items (a guide counts as its owning view);
/// a constraint with one item, by that item.
@Suite struct InstallationTests {
    /// root ⊃ { parent ⊃ { child ⊃ grandchild, sibling }, aunt }.
    private struct Tree {
        let root = makeRoot()
        let parent = View(name: "parent"), child = View(name: "child"), grandchild = View(name: "grandchild")
        let sibling = View(name: "sibling"), aunt = View(name: "aunt")

        init() {
            addConstrained(parent, to: root)
            addConstrained(child, to: parent)
            addConstrained(grandchild, to: child)
            addConstrained(sibling, to: parent)
            addConstrained(aunt, to: root)
        }
    }

    @Test func aNewConstraintIsInactiveAndHeldByNoView() {
        let tree = Tree()
        let constraint = LayoutConstraint(item: tree.child, attribute: .width, relatedBy: .equal, constant: 10)
        #expect(!constraint.isActive)
        #expect(tree.child.constraints.isEmpty)
    }

    @Test func aSiblingConstraintIsHeldByTheParent() {
        let tree = Tree()
        let constraint = constrain(tree.child, .left, to: tree.sibling, .right, constant: 8)
        #expect(constraint.isActive)
        #expect(holds(tree.parent.constraints, constraint))
        #expect(tree.child.constraints.isEmpty && tree.sibling.constraints.isEmpty && tree.root.constraints.isEmpty)
    }

    @Test func aConstraintToAGrandchildIsHeldByTheView() {
        let tree = Tree()
        let constraint = constrain(tree.grandchild, .top, to: tree.child, constant: 4)
        #expect(holds(tree.child.constraints, constraint))
        #expect(tree.grandchild.constraints.isEmpty && tree.parent.constraints.isEmpty)
    }

    @Test func aConstraintAcrossBranchesIsHeldByTheirCommonAncestor() {
        let tree = Tree()
        let constraint = constrain(tree.grandchild, .width, to: tree.aunt)
        #expect(holds(tree.root.constraints, constraint))
        #expect(tree.parent.constraints.isEmpty && tree.child.constraints.isEmpty)
    }

    @Test func aSingleItemConstraintIsHeldByTheItem() {
        let tree = Tree()
        let constraint = constrain(tree.grandchild, .height, constant: 30)
        #expect(identities(tree.grandchild.constraints) == identities([constraint]))
    }

    @Test func aGuideCountsAsItsOwningView() {
        let tree = Tree()
        let guide = LayoutGuide()
        tree.parent.addLayoutGuide(guide)
        let toChild = constrain(tree.child, .left, to: guide)
        let toAunt = constrain(tree.aunt, .top, to: guide, .bottom)
        let alone = constrain(guide, .width, constant: 50)
        let toOwner = constrain(guide, .left, to: tree.parent)
        #expect(identities(tree.parent.constraints) == identities([toChild, alone, toOwner]))
        #expect(identities(tree.root.constraints) == identities([toAunt]))
        let marginToChild = constrain(tree.grandchild, .left, to: tree.child.layoutMarginsGuide)
        #expect(holds(tree.child.constraints, marginToChild))
    }

    @Test func aConstraintBetweenAViewAndItselfIsHeldByTheView() {
        let tree = Tree()
        let aspect = constrain(tree.child, .width, to: tree.child, .height, multiplier: 2)
        #expect(identities(tree.child.constraints) == identities([aspect]))
    }

    @Test func deactivatingTakesTheConstraintOffItsHolder() {
        let tree = Tree()
        let constraint = constrain(tree.child, .left, to: tree.sibling)
        constraint.isActive = false
        #expect(!constraint.isActive)
        #expect(tree.parent.constraints.isEmpty)
        constraint.isActive = true
        constraint.isActive = true // activating twice installs once
        #expect(tree.parent.constraints.count == 1)
    }

    @Test func activateAndDeactivateWorkOnWholeLists() {
        let tree = Tree()
        let constraints = [
            LayoutConstraint(item: tree.child, attribute: .width, relatedBy: .equal, constant: 10),
            LayoutConstraint(
                item: tree.child, attribute: .left, relatedBy: .equal, toItem: tree.sibling, attribute: .left)
        ]
        LayoutConstraint.activate(constraints)
        #expect(constraints.allSatisfy { $0.isActive })
        #expect(tree.child.constraints.count == 1 && tree.parent.constraints.count == 1)
        LayoutConstraint.deactivate(constraints)
        #expect(constraints.allSatisfy { !$0.isActive })
        #expect(tree.child.constraints.isEmpty && tree.parent.constraints.isEmpty)
    }

    /// Deactivating some of a holder's constraints at once leaves the others listed, in their order, and a
    /// layout without them; a constraint listed twice, or already inactive, is no trouble.
    @Test func deactivatingSomeOfAHoldersConstraintsKeepsTheOthersInOrder() {
        let tree = Tree()
        let widths = (0..<6).map {
            LayoutConstraint(
                item: tree.child, attribute: .width, relatedBy: .greaterThanOrEqual, constant: Double(50 + $0))
        }
        LayoutConstraint.activate(widths)
        constrain(tree.child, .width, .equal, constant: 0, priority: 1)
        let before = tree.child.constraints
        let leaving = [widths[0], widths[3], widths[5]]
        let idle = LayoutConstraint(item: tree.sibling, attribute: .width, relatedBy: .equal, constant: 5)
        LayoutConstraint.deactivate([widths[0], widths[3], widths[0], idle, widths[5]])
        let kept = before.filter { constraint in !leaving.contains { $0 === constraint } }
        #expect(tree.child.constraints.map(ObjectIdentifier.init) == kept.map(ObjectIdentifier.init))
        #expect([1, 2, 4].allSatisfy { widths[$0].isActive } && leaving.allSatisfy { !$0.isActive })
        tree.root.layoutIfNeeded()
        #expect(tree.child.frame.width == 54)
    }

    @Test func addConstraintInstallsOnTheGivenAncestor() {
        let tree = Tree()
        let constraint = LayoutConstraint(item: tree.child, attribute: .width, relatedBy: .equal, constant: 10)
        tree.root.addConstraint(constraint)
        #expect(constraint.isActive && holds(tree.root.constraints, constraint))
        tree.parent.removeConstraint(constraint) // not held there: no effect
        #expect(constraint.isActive)
        tree.root.removeConstraint(constraint)
        #expect(!constraint.isActive && tree.root.constraints.isEmpty)
    }

    @Test func addConstraintOnAViewOutsideTheItemsIsRefused() {
        let tree = Tree()
        let recorder = DiagnosticRecorder(tree.root)
        let constraint = LayoutConstraint(item: tree.child, attribute: .width, relatedBy: .equal, constant: 10)
        tree.aunt.addConstraint(constraint)
        #expect(!constraint.isActive)
        #expect(recorder.invalidConstraints.count == 1)
        #expect(
            recorder.invalidConstraints.first.map {
                if case .holderDoesNotContain(let holder, let item) = $0.reason {
                    holder === tree.aunt && item === tree.child
                } else {
                    false
                }
            } == true)
    }

    /// A view made where a freed superview was (an allocator hands a freed address on to the next object of its
    /// size) does not contain the subviews that outlived it: what a subview keeps of its superview's identity goes
    /// with the superview.
    @Test func aViewAtAFreedSuperviewsAddressDoesNotContainTheSubviewsItLeft() {
        let child = View(name: "child")
        let childRecorder = DiagnosticRecorder(child)
        var freed: ObjectIdentifier?
        do {
            let parent = makeRoot()
            parent.addSubview(child)
            freed = ObjectIdentifier(parent)
        }
        #expect(child.superview == nil && child.rootView === child)
        // New views until one takes the freed address (none may, where a sanitizer keeps freed memory aside): each
        // must find the child outside it.
        var made: [View] = []
        for _ in 0..<16 {
            let view = makeRoot()
            made.append(view)
            if ObjectIdentifier(view) == freed { break }
        }
        for view in made {
            let recorder = DiagnosticRecorder(view)
            let held = LayoutConstraint(item: child, attribute: .width, relatedBy: .equal, constant: 10)
            view.addConstraint(held)
            let toView = LayoutConstraint(
                item: child, attribute: .left, relatedBy: .equal, toItem: view, attribute: .left)
            toView.isActive = true
            #expect(!held.isActive && !toView.isActive)
            #expect(view.constraints.isEmpty)
            #expect(recorder.invalidConstraints.count + childRecorder.invalidConstraints.count >= 2)
        }
    }

    /// A constraint whose holder was freed (its items outliving it) is inactive, and activates on the closest
    /// common ancestor of its items in the tree they join next.
    @Test func aConstraintWhoseHolderWasFreedActivatesInTheTreeItsItemsJoin() {
        let first = View(name: "first"), second = View(name: "second")
        let gap = LayoutConstraint(
            item: first, attribute: .left, relatedBy: .equal, toItem: second, attribute: .right, constant: 8)
        do {
            let old = makeRoot()
            addConstrained(first, to: old)
            addConstrained(second, to: old)
            gap.isActive = true
            #expect(holds(old.constraints, gap))
        }
        #expect(!gap.isActive)
        let root = makeRoot()
        addConstrained(first, to: root)
        addConstrained(second, to: root)
        place(second, in: root, at: Rect(x: 10, y: 20, width: 30, height: 40))
        fixSize(of: first, width: 50, height: 60)
        constrain(first, .top, to: root)
        gap.isActive = true
        #expect(gap.isActive && holds(root.constraints, gap))
        root.layoutIfNeeded()
        expectFrame(first, Rect(x: 48, y: 0, width: 50, height: 60))
    }

    @Test func itemsWithNoCommonAncestorAreReportedAndNotActivated() {
        let tree = Tree()
        let recorder = DiagnosticRecorder(tree.root)
        let stranger = View(name: "stranger")
        let strangerRecorder = DiagnosticRecorder(stranger)
        let constraint = LayoutConstraint(
            item: tree.child, attribute: .left, relatedBy: .equal,
            toItem: stranger, attribute: .left)
        constraint.isActive = true
        #expect(!constraint.isActive)
        #expect(recorder.invalidConstraints.count + strangerRecorder.invalidConstraints.count == 1)
        let reported = (recorder.invalidConstraints + strangerRecorder.invalidConstraints).first
        #expect(reported?.constraint === constraint)
        #expect(
            reported.map {
                if case .noCommonAncestor(let first, .left, let second, .left) = $0.reason {
                    first === tree.child && second === stranger
                } else {
                    false
                }
            } == true)
        #expect(tree.root.constraints.isEmpty && tree.child.constraints.isEmpty && stranger.constraints.isEmpty)
    }

    @Test func aConstraintToAGuideWithoutAnOwnerIsReported() {
        let tree = Tree()
        let recorder = DiagnosticRecorder(tree.root)
        let loose = LayoutGuide()
        let constraint = LayoutConstraint(
            item: tree.child, attribute: .left, relatedBy: .equal,
            toItem: loose, attribute: .left)
        constraint.isActive = true
        #expect(!constraint.isActive)
        #expect(recorder.invalidConstraints.count == 1)
        #expect(
            recorder.invalidConstraints.first.map {
                if case .secondItemBelongsToNoView = $0.reason { true } else { false }
            } == true)
    }
}
