import Masonry
import Testing

/// A `.fillProportionally` stack whose block nothing else bears on along its axis lowers each view's length to its
/// intrinsic length (the closed form); any outside constraint on its views along the axis, on its length or on two
/// of its edges, an autoresizing mask, being a root or being measured on its own brings back the shares of the
/// canvas. Either way the frames are those of a stack built fresh in the same state.
@Suite struct FillProportionallyClosedFormTests {
    /// A tree with a horizontal `.fillProportionally` stack of three blocks at (20, 40), its size free.
    struct Scene {
        let root: View
        let stack: StackView
        let blocks: [Block]
        /// A view inside the middle block.
        let child: View

        init(axis: Axis = .horizontal, spacing: Double = 10) {
            root = makeRoot()
            blocks = [Block("a", 160, 20), Block("b", 80, 30), Block("c", 40, 25)]
            child = View(name: "child")
            child.translatesAutoresizingMaskIntoConstraints = false
            blocks[1].addSubview(child)
            stack = StackView(name: "stack", arrangedSubviews: blocks)
            stack.axis = axis
            stack.distribution = .fillProportionally
            stack.spacing = spacing
            root.addSubview(stack)
            stack.mas.makeConstraints { make in
                make.left.equalToSuperview().offset(20)
                make.top.equalToSuperview().offset(40)
            }
        }

        var views: [View] { [stack] + blocks }

        /// Whether every length is lowered in closed form (no share of the canvas).
        var isClosedForm: Bool {
            let lengths = generated(stack, "UISV-fill-proportionally")
            return !lengths.isEmpty && lengths.allSatisfy { $0.secondItem == nil }
        }
    }

    /// The frames of `views`, for comparing two trees.
    private func frames(_ views: [View]) -> [Rect] { views.map(\.frame) }

    private func expectSameFrames(
        _ live: [View], _ fresh: [View], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for (view, expected) in zip(live, fresh) {
            expectFrame(view, expected.frame, sourceLocation: sourceLocation)
        }
    }

    @Test func aFreeStackGivesEachViewItsIntrinsicLength() {
        let scene = Scene()
        scene.root.layoutIfNeeded()
        #expect(scene.isClosedForm)
        // UIKit's frames: each view at its share of the canvas, which is the sum of the lengths and spacings.
        expectFrame(scene.stack, Rect(x: 20, y: 40, width: 300, height: 30))
        expectFrame(scene.blocks[0], Rect(x: 0, y: 0, width: 160, height: 30))
        expectFrame(scene.blocks[1], Rect(x: 170, y: 0, width: 80, height: 30))
        expectFrame(scene.blocks[2], Rect(x: 260, y: 0, width: 40, height: 30))
        let lengths = generated(scene.stack, "UISV-fill-proportionally")
        #expect(lengths.map(\.constant) == [160, 80, 40])
        #expect(lengths.allSatisfy { $0.priority == 999 })
    }

    /// Configurations where the closed form applies, each compared with the same stack whose length carries a
    /// constraint that holds nothing (`width <= 10,000`), which keeps the shares of the canvas.
    static let closedFormConfigurations = [
        "vertical", "right-to-left", "margins canvas", "negative spacing", "hidden view", "position only"
    ]

    @Test(arguments: closedFormConfigurations)
    func theClosedFormGivesTheSharesFrames(_ configuration: String) {
        func make(heldLoosely: Bool) -> Scene {
            let scene = Scene(axis: configuration == "vertical" ? .vertical : .horizontal)
            switch configuration {
            case "right-to-left": scene.root.semanticContentAttribute = .forceRightToLeft
            case "margins canvas":
                scene.stack.layoutMargins = EdgeInsets(top: 3, left: 5, bottom: 7, right: 11)
                scene.stack.isLayoutMarginsRelativeArrangement = true
            case "negative spacing": scene.stack.spacing = -4
            case "hidden view": scene.blocks[1].isHidden = true
            case "position only":
                // A second outside constraint on the same position attribute still leaves the length free.
                scene.stack.leftAnchor.constraint(greaterThanOrEqualTo: scene.root.leftAnchor).isActive = true
            default: break
            }
            if heldLoosely {
                scene.stack.widthAnchor.constraint(lessThanOrEqualToConstant: 10_000).isActive = true
                scene.stack.heightAnchor.constraint(lessThanOrEqualToConstant: 10_000).isActive = true
            }
            scene.root.layoutIfNeeded()
            return scene
        }
        let closed = make(heldLoosely: false), shares = make(heldLoosely: true)
        #expect(closed.isClosedForm)
        #expect(!shares.isClosedForm)
        expectSameFrames(closed.views, shares.views)
    }

    /// Each kind of outside constraint that bears on the block along the axis, made in `scene`.
    static let outsideConstraints: [String: @Sendable (Scene) -> [LayoutConstraint]] = [
        "the stack's length": { [$0.stack.widthAnchor.constraint(equalToConstant: 560)] },
        "two edges of the stack": { scene in
            [scene.stack.rightAnchor.constraint(equalTo: scene.root.leftAnchor, constant: 400)]
        },
        "an arranged view's length": { [$0.blocks[1].widthAnchor.constraint(equalToConstant: 50)] },
        "an arranged view's margin": { scene in
            [scene.blocks[1].layoutMarginsGuide.widthAnchor.constraint(equalToConstant: 20)]
        },
        "a descendant pinned inside an arranged view": { scene in
            [
                scene.child.leftAnchor.constraint(equalTo: scene.blocks[1].leftAnchor, constant: 8),
                scene.child.rightAnchor.constraint(equalTo: scene.blocks[1].rightAnchor),
                scene.child.widthAnchor.constraint(equalToConstant: 50)
            ]
        },
        "a descendant measured from above": { scene in
            [
                scene.child.leftAnchor.constraint(equalTo: scene.root.leftAnchor, constant: 300),
                scene.child.widthAnchor.constraint(equalToConstant: 50)
            ]
        },
        "an arranged view's guide": { scene in
            let guide = LayoutGuide()
            scene.blocks[2].addLayoutGuide(guide)
            return [
                guide.leftAnchor.constraint(equalTo: scene.blocks[2].leftAnchor),
                guide.widthAnchor.constraint(equalToConstant: 70),
                guide.rightAnchor.constraint(equalTo: scene.blocks[2].rightAnchor)
            ]
        }
    ]

    /// Activated after a layout in closed form, the constraint brings back the shares, with a fresh stack's
    /// frames; deactivated, the closed form comes back, again with a fresh stack's frames.
    @Test(arguments: outsideConstraints.keys.sorted())
    func anOutsideConstraintBringsBackTheShares(_ kind: String) throws {
        let make = try #require(Self.outsideConstraints[kind])
        let live = Scene()
        live.root.layoutIfNeeded()
        #expect(live.isClosedForm)
        let constraints = make(live)
        LayoutConstraint.activate(constraints)
        live.root.layoutIfNeeded()
        #expect(!live.isClosedForm, "\(kind)")
        let fresh = Scene()
        LayoutConstraint.activate(make(fresh))
        fresh.root.layoutIfNeeded()
        #expect(!fresh.isClosedForm)
        expectSameFrames(live.views, fresh.views)

        LayoutConstraint.deactivate(constraints)
        live.root.layoutIfNeeded()
        #expect(live.isClosedForm, "\(kind)")
        let free = Scene()
        free.root.layoutIfNeeded()
        expectSameFrames(live.views, free.views)
    }

    /// Every ordered pair of kinds: the first activated, then the second, then the first deactivated, laid out after
    /// each step, gives the frames of a fresh stack holding the second alone.
    @Test func outsideConstraintsComingAndGoingGiveAFreshStacksFrames() throws {
        let kinds = Self.outsideConstraints.keys.sorted()
        for first in kinds {
            for second in kinds where second != first {
                let makeFirst = try #require(Self.outsideConstraints[first])
                let makeSecond = try #require(Self.outsideConstraints[second])
                let live = Scene()
                live.root.layoutIfNeeded()
                let early = makeFirst(live)
                LayoutConstraint.activate(early)
                live.root.layoutIfNeeded()
                LayoutConstraint.activate(makeSecond(live))
                live.root.layoutIfNeeded()
                LayoutConstraint.deactivate(early)
                live.root.layoutIfNeeded()
                let fresh = Scene()
                LayoutConstraint.activate(makeSecond(fresh))
                fresh.root.layoutIfNeeded()
                #expect(live.isClosedForm == fresh.isClosedForm, "\(first), then \(second)")
                for (view, expected) in zip(live.views, fresh.views) where view.frame != expected.frame {
                    let name = view.name ?? ""
                    Issue.record("\(first), then \(second): \(name) at \(view.frame), fresh \(expected.frame)")
                }
            }
        }
    }

    @Test func aConstraintAcrossTheAxisKeepsTheClosedForm() {
        let scene = Scene()
        scene.blocks[1].heightAnchor.constraint(equalToConstant: 44).isActive = true
        scene.child.topAnchor.constraint(equalTo: scene.blocks[1].topAnchor).isActive = true
        scene.root.layoutIfNeeded()
        #expect(scene.isClosedForm)
        expectFrame(scene.blocks[1], Rect(x: 170, y: 0, width: 80, height: 44))
    }

    @Test func aVerticalStackCountsBaselines() {
        let live = Scene(axis: .vertical)
        live.root.layoutIfNeeded()
        #expect(live.isClosedForm)
        let other = Block("other", 10, 10)
        live.root.addSubview(other)
        other.translatesAutoresizingMaskIntoConstraints = false
        other.leftAnchor.constraint(equalTo: live.root.leftAnchor).isActive = true
        other.topAnchor.constraint(equalTo: live.root.topAnchor, constant: 300).isActive = true
        live.blocks[2].lastBaselineAnchor.constraint(equalTo: other.topAnchor).isActive = true
        live.root.layoutIfNeeded()
        #expect(!live.isClosedForm)
    }

    @Test func autoresizingTheStackBringsBackTheShares() {
        let live = Scene()
        live.root.layoutIfNeeded()
        #expect(live.isClosedForm)
        live.stack.mas.removeConstraints()
        live.stack.frame = Rect(x: 20, y: 40, width: 560, height: 30)
        live.stack.translatesAutoresizingMaskIntoConstraints = true
        live.root.layoutIfNeeded()
        #expect(!live.isClosedForm)
        let fresh = Scene()
        fresh.stack.mas.removeConstraints()
        fresh.stack.frame = Rect(x: 20, y: 40, width: 560, height: 30)
        fresh.stack.translatesAutoresizingMaskIntoConstraints = true
        fresh.root.layoutIfNeeded()
        expectSameFrames(live.views, fresh.views)
        // 160 / (280 + 2 × 10) of 560, on the half-point grid.
        expectFrame(live.blocks[0], Rect(x: 0, y: 0, width: 298.5, height: 30))
        live.stack.translatesAutoresizingMaskIntoConstraints = false
        live.stack.mas.makeConstraints { make in
            make.left.equalToSuperview().offset(20)
            make.top.equalToSuperview().offset(40)
        }
        live.root.layoutIfNeeded()
        #expect(live.isClosedForm)
        expectFrame(live.blocks[0], Rect(x: 0, y: 0, width: 160, height: 30))
    }

    @Test func anArrangedViewThatAutoresizesBringsBackTheShares() {
        let live = Scene()
        live.root.layoutIfNeeded()
        live.blocks[1].translatesAutoresizingMaskIntoConstraints = true
        live.root.layoutIfNeeded()
        #expect(!live.isClosedForm)
    }

    @Test func aSubviewThatAutoresizesInsideAnArrangedViewBringsBackTheShares() {
        let live = Scene()
        live.root.layoutIfNeeded()
        #expect(live.isClosedForm)
        let sub = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        sub.autoresizingMask = [.flexibleLeftMargin]
        live.blocks[1].addSubview(sub)
        live.root.layoutIfNeeded()
        #expect(!live.isClosedForm)
    }

    @Test func aRootStackKeepsTheShares() {
        let stack = StackView(
            name: "stack", arrangedSubviews: [Block("a", 160, 20), Block("b", 80, 20), Block("c", 40, 20)])
        stack.frame = Rect(x: 0, y: 0, width: 560, height: 20)
        stack.distribution = .fillProportionally
        stack.layoutIfNeeded()
        #expect(generated(stack, "UISV-fill-proportionally").allSatisfy { $0.secondItem === stack })
        expectFrame(stack.arrangedSubviews[0], Rect(x: 0, y: 0, width: 320, height: 20))
    }

    @Test func aStackMeasuredOnItsOwnKeepsTheShares() {
        let live = Scene()
        live.root.layoutIfNeeded()
        #expect(live.isClosedForm)
        let size = live.stack.systemLayoutSizeFitting(
            Size(width: 560, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(!live.isClosedForm)
        #expect(size == Size(width: 560, height: 30))
        live.root.layoutIfNeeded()
        let fresh = Scene()
        fresh.root.layoutIfNeeded()
        expectSameFrames(live.views, fresh.views)
    }

    @Test func aNestedStackKeepsTheShares() {
        let inner = Scene()
        let outer = StackView(name: "outer", arrangedSubviews: [])
        inner.root.addSubview(outer)
        outer.mas.makeConstraints { make in make.left.top.equalToSuperview() }
        outer.addArrangedSubview(inner.stack)
        inner.root.layoutIfNeeded()
        #expect(!inner.isClosedForm)
    }

    /// Hiding, showing and removing a view changes that view's length only: the others keep their constraints.
    @Test func hidingOrRemovingAViewChangesItsLengthOnly() {
        let scene = Scene()
        scene.root.layoutIfNeeded()
        let before = generated(scene.stack, "UISV-fill-proportionally")
        scene.blocks[1].isHidden = true
        scene.root.layoutIfNeeded()
        let hidden = generated(scene.stack, "UISV-fill-proportionally")
        #expect(hidden.count == 2)
        #expect(hidden.contains { $0 === before[0] } && hidden.contains { $0 === before[2] })
        scene.blocks[1].isHidden = false
        scene.root.layoutIfNeeded()
        let shown = generated(scene.stack, "UISV-fill-proportionally")
        scene.blocks[0].removeFromSuperview()
        scene.root.layoutIfNeeded()
        let after = generated(scene.stack, "UISV-fill-proportionally")
        #expect(after.count == 2)
        #expect(after.allSatisfy { constraint in shown.contains { $0 === constraint } })
        expectFrame(scene.blocks[1], Rect(x: 0, y: 0, width: 80, height: 30))
        expectFrame(scene.blocks[2], Rect(x: 90, y: 0, width: 40, height: 30))
    }
}
