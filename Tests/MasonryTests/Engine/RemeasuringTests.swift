import Testing

@_spi(Benchmarks) @testable import Masonry

/// A view measured again by `systemLayoutSizeFitting` follows every change made in its subtree since it was last
/// measured, though its measuring engine compares only the constraints that changed: each test measures, makes one
/// kind of change, measures again, and expects what a scene built with the change and measured once gives (and
/// something else than before the change, so that a change the engine missed would show).
@Suite struct RemeasuringTests {
    /// A card in a laid-out root, holding `inner` (inset 8, held by the card), which holds a 60 × 30 box (its size
    /// held by the box) and the label "Hello" (43.5 × 20) below it, each inset 4 (held by `inner`).
    /// Measured compressed: 84 × 78.
    final class Scene {
        let root = makeRoot()
        let card = View(name: "card")
        let inner = View(name: "inner")
        let box = View(name: "box")
        let label = Label(name: "label", text: "Hello")
        let boxWidth: LayoutConstraint
        let boxHeight: LayoutConstraint
        let gap: LayoutConstraint
        /// `card.height >= 0.5 × box.height`: never the tightest until its multiplier grows.
        let tall: LayoutConstraint

        init() {
            addConstrained(card, to: root)
            constrain(card, .top, to: root, constant: 20)
            constrain(card, .left, to: root, constant: 20)
            addConstrained(inner, to: card)
            pinEdges(of: inner, to: card, insets: EdgeInsets(all: 8))
            addConstrained(box, to: inner)
            boxWidth = constrain(box, .width, constant: 60)
            boxHeight = constrain(box, .height, constant: 30)
            constrain(box, .top, to: inner, constant: 4)
            constrain(box, .left, to: inner, constant: 4)
            constrain(inner, .right, .greaterThanOrEqual, to: box, .right, constant: 4)
            addConstrained(label, to: inner)
            gap = constrain(label, .top, to: box, .bottom, constant: 4)
            constrain(label, .left, to: inner, constant: 4)
            constrain(inner, .right, .greaterThanOrEqual, to: label, .right, constant: 4)
            constrain(inner, .bottom, to: label, .bottom, constant: 4)
            tall = constrain(card, .height, .greaterThanOrEqual, to: box, .height, multiplier: 0.5)
            root.layoutIfNeeded()
        }

        func measure() -> Size { card.systemLayoutSizeFitting(View.layoutFittingCompressedSize) }
    }

    /// How many constraints `view`'s measuring engine has installed: those of its subtree, none left behind by a
    /// view that has left it.
    private func installedCount(_ view: View) -> Int {
        view.fittingEngineIfCreated?.installedConstraints.count ?? 0
    }

    /// Measures a scene, applies `change`, measures again: the result, and how many constraints the measuring
    /// engine holds, are those of a scene changed before its first measurement; and the size differs from before.
    private func expectRemeasureFollows<S>(
        _ make: () -> S, measure: (S) -> Size, installed: (S) -> Int, change: (S) -> Void,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let scene = make()
        let before = measure(scene)
        change(scene)
        let after = measure(scene)
        let fresh = make()
        change(fresh)
        let expected = measure(fresh)
        #expect(after == expected, sourceLocation: sourceLocation)
        #expect(after != before, "the change must change the size", sourceLocation: sourceLocation)
        #expect(installed(scene) == installed(fresh), sourceLocation: sourceLocation)
    }

    private func expectRemeasureFollows(
        sourceLocation: SourceLocation = #_sourceLocation, _ change: (Scene) -> Void
    ) {
        expectRemeasureFollows(
            Scene.init, measure: { $0.measure() }, installed: { installedCount($0.card) },
            change: change, sourceLocation: sourceLocation)
    }

    @Test func theSceneMeasuresAsDesigned() {
        #expect(Scene().measure() == Size(width: 84, height: 78))
    }

    // MARK: Constraints

    @Test func aConstantChangedTwoLevelsDown() {
        expectRemeasureFollows { $0.boxHeight.constant = 50 }
        expectRemeasureFollows { $0.gap.constant = 14 }
    }

    @Test func aConstraintActivatedTwoLevelsDown() {
        expectRemeasureFollows { constrain($0.label, .width, .greaterThanOrEqual, constant: 100) }
    }

    @Test func aConstraintDeactivatedTwoLevelsDown() {
        // The label, 43.5 wide, sets the width once the box's 60 is gone.
        expectRemeasureFollows { $0.boxWidth.isActive = false }
    }

    @Test func aPriorityChanged() {
        expectRemeasureFollows { scene in
            let taller = constrain(scene.box, .height, .greaterThanOrEqual, constant: 50, priority: .defaultLow)
            scene.boxHeight.priority = .defaultHigh
            #expect(scene.measure().height == 78)
            taller.priority = .required
        }
    }

    @Test func aMultiplierChanged() {
        expectRemeasureFollows { $0.tall.multiplier = 4 }
    }

    // MARK: The tree's shape

    /// A view holding a 100 × 10 child pinned to its edges (constraints it holds itself, which are not told to
    /// anyone when it moves).
    private func makeSizedView() -> View {
        let view = View(name: "sized")
        let child = addConstrained(View(name: "child"), to: view)
        pinEdges(of: child, to: view)
        fixSize(of: child, width: 100, height: 10)
        return view
    }

    /// Puts `view` below the label in `scene`'s `inner`, which grows to hold it.
    private func addBelowTheLabel(_ view: View, in scene: Scene) {
        addConstrained(view, to: scene.inner)
        constrain(view, .top, to: scene.label, .bottom, constant: 4)
        constrain(view, .left, to: scene.inner, constant: 4)
        constrain(scene.inner, .right, .greaterThanOrEqual, to: view, .right, constant: 4)
        constrain(scene.inner, .bottom, .greaterThanOrEqual, to: view, .bottom, constant: 4)
    }

    @Test func aViewWithItsOwnConstraintsAddedTwoLevelsDown() {
        expectRemeasureFollows { addBelowTheLabel(makeSizedView(), in: $0) }
    }

    @Test func aViewRemovedTwoLevelsDown() {
        // The box leaves with the constraints it holds (its size), which nothing else tells the card's engine of.
        expectRemeasureFollows { $0.box.removeFromSuperview() }
    }

    @Test func aViewMovedFromAnotherMeasuredTree() {
        let donor = Scene()
        let sized = makeSizedView()
        addBelowTheLabel(sized, in: donor)
        let donorSize = donor.measure()
        expectRemeasureFollows { scene in
            // Only the first scene takes it: the fresh one gets a view of its own, as it would have been.
            addBelowTheLabel(sized.superview === donor.inner ? sized : makeSizedView(), in: scene)
        }
        // The tree it left is measured as if it had never had it.
        #expect(sized.superview !== donor.inner)
        let fresh = Scene()
        let freshSize = fresh.measure()
        #expect(donor.measure() != donorSize && donor.measure() == freshSize)
        #expect(installedCount(donor.card) == installedCount(fresh.card))
    }

    // MARK: What constraints depend on

    @Test func aLabelsTextChanged() {
        expectRemeasureFollows { $0.label.text = "Hello, wide world" }
    }

    @Test func aLabelsWrappingWidthChanged() {
        let text = "The quick brown fox jumps over the lazy dog and keeps on running far away"
        let make = { () -> Scene in
            let scene = Scene()
            scene.label.text = text
            scene.label.numberOfLines = 0
            scene.label.preferredMaxLayoutWidth = 100
            return scene
        }
        expectRemeasureFollows(
            make, measure: { $0.measure() }, installed: { installedCount($0.card) },
            change: { $0.label.preferredMaxLayoutWidth = 200 })
    }

    @Test func aHiddenArrangedView() {
        let make = { () -> (card: View, hidden: View) in
            let card = View(name: "card")
            let blocks = (0..<3).map { index -> View in
                let block = View(name: "block\(index)")
                fixSize(of: block, width: 40, height: 30)
                return block
            }
            let stack = addConstrained(StackView(arrangedSubviews: blocks), to: card)
            stack.axis = .vertical
            stack.spacing = 4
            pinEdges(of: stack, to: card)
            return (card, blocks[1])
        }
        expectRemeasureFollows(
            make, measure: { $0.card.systemLayoutSizeFitting(View.layoutFittingCompressedSize) },
            installed: { installedCount($0.card) }, change: { $0.hidden.isHidden = true })
    }

    @Test func aStacksSpacingAndArrangement() {
        let make = { () -> (card: View, stack: StackView) in
            let card = View(name: "card")
            let stack = addConstrained(StackView(), to: card)
            stack.axis = .vertical
            pinEdges(of: stack, to: card)
            for index in 0..<3 {
                let block = View(name: "block\(index)")
                fixSize(of: block, width: 40, height: 30)
                stack.addArrangedSubview(block)
            }
            return (card, stack)
        }
        let measure = { (scene: (card: View, stack: StackView)) in
            scene.card.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        }
        let installed = { (scene: (card: View, stack: StackView)) in installedCount(scene.card) }
        expectRemeasureFollows(make, measure: measure, installed: installed, change: { $0.stack.spacing = 10 })
        expectRemeasureFollows(
            make, measure: measure, installed: installed,
            change: { scene in
                let block = View(name: "added")
                fixSize(of: block, width: 80, height: 10)
                scene.stack.addArrangedSubview(block)
            })
    }

    @Test func anAutoresizingSubviewsFrame() {
        expectRemeasureFollows { scene in
            // Placed by its frame (its autoresizing mask's constraints); the label must clear it.
            let framed = View(frame: Rect(x: 4, y: 4, width: 10, height: 10))
            scene.inner.addSubview(framed)
            constrain(scene.inner, .right, .greaterThanOrEqual, to: framed, .right, constant: 4)
            #expect(scene.measure() == Size(width: 84, height: 78))
            framed.frame = Rect(x: 4, y: 4, width: 150, height: 10)
        }
    }

    @Test func theLayoutMargins() {
        let make = { () -> View in
            let card = View(name: "card")
            let box = addConstrained(View(name: "box"), to: card)
            fixSize(of: box, width: 40, height: 30)
            for (edge, margin) in [(LayoutAttribute.top, LayoutAttribute.topMargin), (.left, .leftMargin)] {
                constrain(box, edge, to: card, margin)
            }
            for (edge, margin) in [(LayoutAttribute.bottom, LayoutAttribute.bottomMargin), (.right, .rightMargin)] {
                constrain(card, margin, to: box, edge)
            }
            return card
        }
        expectRemeasureFollows(
            make, measure: { $0.systemLayoutSizeFitting(View.layoutFittingCompressedSize) },
            installed: { installedCount($0) },
            change: { $0.layoutMargins = EdgeInsets(all: 20) })
    }

    @Test func theSafeArea() {
        let make = { () -> View in
            let card = View(name: "card")
            let box = addConstrained(View(name: "box"), to: card)
            fixSize(of: box, width: 40, height: 30)
            pinEdges(of: box, to: card.safeAreaLayoutGuide)
            return card
        }
        expectRemeasureFollows(
            make, measure: { $0.systemLayoutSizeFitting(View.layoutFittingCompressedSize) },
            installed: { installedCount($0) },
            change: { $0.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0) })
    }

    /// A card whose `updateConstraints` sets its bottom gap to each of `constants` in turn, one a call, asking to
    /// be called again while any is left.
    private final class SteppingCard: View {
        var gap: LayoutConstraint?
        var constants: [Double] = []
        override func updateConstraints() {
            if !constants.isEmpty {
                gap?.constant = constants.removeFirst()
                if !constants.isEmpty { setNeedsUpdateConstraints() }
            }
            super.updateConstraints()
        }
    }

    /// A ``SteppingCard`` with a wrapping label pinned to its top and sides, `gap` above its bottom.
    private func makeSteppingCard(gap: Double) -> SteppingCard {
        let card = SteppingCard(name: "card")
        let label = addConstrained(Label(name: "label", text: "The quick brown fox jumps over the lazy dog"), to: card)
        label.numberOfLines = 0
        constrain(label, .top, to: card)
        constrain(label, .left, to: card)
        constrain(card, .right, to: label, .right)
        card.gap = constrain(card, .bottom, to: label, .bottom, constant: gap)
        return card
    }

    private func measure(_ view: View, width: Double) -> Size {
        view.systemLayoutSizeFitting(
            Size(width: width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
    }

    @Test func anUpdateConstraintsOverrideBetweenSettlingRounds() {
        let card = makeSteppingCard(gap: 10)
        let wide = measure(card, width: 1000)
        // Measured again at 100: the gap becomes 20 before the first round; the label rewraps, so a second round
        // follows, and the override's call between the two rounds makes the gap 40, which the second round solves.
        card.constants = [20, 40]
        card.setNeedsUpdateConstraints()
        let narrow = measure(card, width: 100)
        #expect(card.constants.isEmpty)
        let expected = measure(makeSteppingCard(gap: 40), width: 100)
        #expect(narrow == expected && narrow != wide)
    }

    // MARK: Direction

    /// A card whose width depends on the layout direction: block `a` at its left edge, block `b` 10 after `a`'s
    /// trailing edge, the card's right edge after both: 90 wide left to right, 40 right to left (where `b` sits
    /// to the left of `a`).
    private func makeDirectionalCard() -> View {
        let card = View(name: "card")
        let a = addConstrained(View(name: "a"), to: card)
        let b = addConstrained(View(name: "b"), to: card)
        for block in [a, b] {
            fixSize(of: block, width: 40, height: 20)
            constrain(block, .top, to: card)
            constrain(card, .right, .greaterThanOrEqual, to: block, .right)
        }
        constrain(a, .left, to: card)
        constrain(b, .leading, to: a, .trailing, constant: 10)
        constrain(card, .height, constant: 20)
        return card
    }

    private func measureCompressed(_ view: View) -> Size {
        view.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
    }

    @Test func theMeasuredViewsDirection() {
        #expect(measureCompressed(makeDirectionalCard()) == Size(width: 90, height: 20))
        expectRemeasureFollows(
            makeDirectionalCard, measure: measureCompressed, installed: { installedCount($0) },
            change: { $0.semanticContentAttribute = .forceRightToLeft })
    }

    @Test func anAncestorsDirection() {
        let make = { () -> (root: View, card: View) in
            let root = makeRoot()
            let card = self.makeDirectionalCard()
            root.addSubview(card)
            return (root, card)
        }
        expectRemeasureFollows(
            make, measure: { self.measureCompressed($0.card) },
            installed: { installedCount($0.card) },
            change: { $0.root.semanticContentAttribute = .forceRightToLeft })
    }

    @Test func aMoveUnderAnotherDirection() {
        let rightToLeft = makeRoot()
        rightToLeft.semanticContentAttribute = .forceRightToLeft
        expectRemeasureFollows(
            makeDirectionalCard, measure: measureCompressed, installed: { installedCount($0) },
            change: { rightToLeft.addSubview($0) })
    }

    // MARK: Where it is measured from

    /// A root that runs `duringLayout` in its `layoutSubviews`.
    private final class HookedRoot: View {
        var duringLayout: (() -> Void)?
        override func layoutSubviews() {
            super.layoutSubviews()
            duringLayout?()
        }
    }

    @Test func aChangeMadeAndMeasuredInsideALayoutPass() {
        let root = HookedRoot(frame: Rect(x: 0, y: 0, width: 375, height: 667))
        let card = makeDirectionalCard()
        root.addSubview(card)
        var sizes: [Size] = []
        root.duringLayout = { [unowned root] in
            sizes.append(self.measureCompressed(card))
            constrain(card, .width, .greaterThanOrEqual, constant: 150)
            sizes.append(self.measureCompressed(card))
            root.duringLayout = nil
        }
        root.layoutIfNeeded()
        #expect(sizes == [Size(width: 90, height: 20), Size(width: 150, height: 20)])
    }

    @Test func aChangeMadeAndMeasuredInADiagnosticHandler() {
        let scene = Scene()
        // A conflict the next pass reports: the box's height asked twice.
        constrain(scene.box, .height, constant: 50)
        var sizes: [Size] = []
        scene.root.diagnosticHandler = { [unowned scene] _ in
            guard sizes.isEmpty else { return }
            sizes.append(scene.measure())
            scene.gap.constant = 24
            sizes.append(scene.measure())
        }
        scene.root.setNeedsLayout()
        scene.root.layoutIfNeeded()
        let fresh = Scene()
        constrain(fresh.box, .height, constant: 50)
        fresh.gap.constant = 24
        #expect(sizes.count == 2 && sizes[1] == fresh.measure() && sizes[1].height == sizes[0].height + 20)
    }

    // MARK: The work

    /// A card of `count` boxes side by side, each pinned to the card and `width` wide (five constraints each).
    private func makeRow(_ count: Int, width: Double = 20) -> (card: View, widths: [LayoutConstraint]) {
        let card = View(name: "card")
        var widths: [LayoutConstraint] = []
        var previous: View?
        for index in 0..<count {
            let box = addConstrained(View(name: "box\(index)"), to: card)
            widths.append(constrain(box, .width, constant: width))
            constrain(box, .height, constant: 10)
            constrain(box, .top, to: card)
            constrain(card, .bottom, .greaterThanOrEqual, to: box, .bottom)
            constrain(box, .left, to: previous ?? card, previous == nil ? .left : .right)
            previous = box
        }
        if let previous { constrain(card, .right, .greaterThanOrEqual, to: previous, .right) }
        return (card, widths)
    }

    @Test func measuringAgainWithNothingChangedComparesNoConstraint() {
        let (card, _) = makeRow(50)
        _ = measureCompressed(card)
        let compared = card.measuringConstraintComparisons
        #expect(compared >= 250) // the first measurement compares the whole subtree
        _ = measureCompressed(card)
        // Another target moves the engine's pulls, not the constraints.
        _ = card.systemLayoutSizeFitting(Size(width: 300, height: 0))
        #expect(card.measuringConstraintComparisons == compared)
    }

    @Test func aChangeComparesOnlyTheChangedConstraintWhateverTheSubtreesSize() {
        for count in [10, 200] {
            let (card, widths) = makeRow(count)
            #expect(measureCompressed(card).width == Double(20 * count))
            let compared = card.measuringConstraintComparisons
            widths[count / 2].constant = 30
            #expect(measureCompressed(card).width == Double(20 * count + 10))
            #expect(card.measuringConstraintComparisons - compared == 1, "\(count) boxes")
        }
    }

    /// Changes to many more constraints than the engine holds, made between two measurements: the engine keeps
    /// no list as long as the changes, and compares the subtree once instead of each change.
    @Test func manyChangesBetweenMeasurementsCostOneComparisonOfTheSubtree() {
        let (card, widths) = makeRow(10)
        _ = measureCompressed(card)
        let compared = card.measuringConstraintComparisons
        for _ in 0..<1_000 {
            let passing = constrain(card, .height, .greaterThanOrEqual, constant: 5)
            passing.isActive = false
        }
        widths[0].constant = 30
        #expect(measureCompressed(card).width == 210)
        // The subtree's 50 constraints and the card's own, not the 1,000 that came and went.
        #expect(card.measuringConstraintComparisons - compared < 100)
    }

    @Test func aResizedCellOfALaidOutFeedComparesOnlyWhatItsNewWidthChanged() {
        var comparisons: [Int] = []
        for count in [5, 100] {
            let root = makeRoot()
            let (card, _) = makeRow(count, width: 1)
            let label = addConstrained(Label(name: "label", text: "Some text that wraps at a narrow width"), to: card)
            label.numberOfLines = 0
            constrain(label, .top, to: card)
            constrain(label, .left, to: card)
            constrain(card, .right, .greaterThanOrEqual, to: label, .right)
            constrain(card, .bottom, .greaterThanOrEqual, to: label, .bottom)
            card.autoresizingMask = [.flexibleWidth]
            root.addSubview(card)
            // As a table view does: the cell at the root's width, as tall as it measures.
            func layOut() {
                let width = root.frame.width
                let height = card.systemLayoutSizeFitting(
                    Size(width: width, height: 0), withHorizontalFittingPriority: .required,
                    verticalFittingPriority: .fittingSizeLevel
                ).height
                card.frame = Rect(x: 0, y: 0, width: width, height: height)
                root.layoutIfNeeded()
            }
            layOut()
            let compared = card.measuringConstraintComparisons
            root.frame = Rect(x: 0, y: 0, width: 120, height: 667)
            layOut()
            comparisons.append(card.measuringConstraintComparisons - compared)
        }
        // The label's size and the card's frame constraints, however many boxes the card holds.
        #expect(comparisons[0] == comparisons[1] && comparisons[0] > 0 && comparisons[0] < 10, "\(comparisons)")
    }
}
