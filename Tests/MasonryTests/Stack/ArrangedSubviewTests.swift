import Masonry
import Testing

// The rules for `arrangedSubviews`: a subset of `subviews`, in layout order, TAMIC off.
@Suite struct ArrangedSubviewTests {
    @Test func addingArrangesAndAddsAsSubviewWithoutAutoresizing() {
        let stack = StackView(name: "stack")
        let a = View(name: "a"), b = View(name: "b")
        stack.addArrangedSubview(a)
        stack.addArrangedSubview(b)
        #expect(same(stack.arrangedSubviews, [a, b]))
        #expect(same(stack.subviews, [a, b]))
        #expect(!a.translatesAutoresizingMaskIntoConstraints && !b.translatesAutoresizingMaskIntoConstraints)
        #expect(
            stack.axis == .horizontal && stack.distribution == .fill && stack.alignment == .fill && stack.spacing == 0)
        #expect(!stack.isBaselineRelativeArrangement && !stack.isLayoutMarginsRelativeArrangement)
    }

    @Test func insertingPlacesInLayoutOrderWhileSubviewsKeepZOrder() {
        let a = View(name: "a"), b = View(name: "b"), c = View(name: "c")
        let stack = StackView(arrangedSubviews: [a, b])
        stack.insertArrangedSubview(c, at: 0)
        #expect(same(stack.arrangedSubviews, [c, a, b]))
        #expect(same(stack.subviews, [a, b, c]))
        stack.insertArrangedSubview(b, at: 0) // already arranged: moves
        #expect(same(stack.arrangedSubviews, [b, c, a]))
        stack.insertArrangedSubview(View(name: "d"), at: 99) // clamped
        #expect(stack.arrangedSubviews.count == 4)
    }

    @Test func anExistingSubviewCanBecomeArranged() {
        let stack = StackView(name: "stack")
        let plain = View(name: "plain")
        stack.addSubview(plain)
        #expect(stack.arrangedSubviews.isEmpty)
        stack.addArrangedSubview(plain)
        #expect(same(stack.arrangedSubviews, [plain]) && same(stack.subviews, [plain]))
    }

    @Test func removeArrangedSubviewKeepsTheSubviewAndDropsItsConstraints() {
        let a = Block("a", 50, 20), b = Block("b", 60, 20)
        let (root, stack) = makeStack([a, b], spacing: 10)
        stack.removeArrangedSubview(a)
        root.layoutIfNeeded()
        #expect(same(stack.arrangedSubviews, [b]))
        #expect(stack.subviews.contains { $0 === a })
        #expect(!stack.constraints.contains { $0.involves(a) })
        expectFrame(b, Rect(x: 0, y: 0, width: 60, height: 20))
    }

    @Test func removeFromSuperviewRemovesFromBoth() {
        let a = Block("a", 50, 20), b = Block("b", 60, 20)
        let (root, stack) = makeStack([a, b], spacing: 10)
        a.removeFromSuperview()
        root.layoutIfNeeded()
        #expect(same(stack.arrangedSubviews, [b]) && same(stack.subviews, [b]))
        expectFrame(b, Rect(x: 0, y: 0, width: 60, height: 20))
        expectFrame(stack, Rect(x: 20, y: 40, width: 60, height: 20))
    }

    @Test func movingAnArrangedViewToAnotherStackTakesItOutOfTheFirst() {
        let a = View(name: "a")
        let first = StackView(arrangedSubviews: [a]), second = StackView()
        second.addArrangedSubview(a)
        #expect(first.arrangedSubviews.isEmpty && first.subviews.isEmpty)
        #expect(same(second.arrangedSubviews, [a]))
    }

    @Test func arrangingAnAncestorIsRefusedWithoutCrashing() {
        let root = makeRoot()
        let recorder = DiagnosticRecorder(root)
        let stack = StackView(name: "stack")
        root.addSubview(stack)
        stack.addArrangedSubview(root)
        #expect(stack.arrangedSubviews.isEmpty)
        #expect(recorder.invalidHierarchy.count == 1)
        #expect(
            recorder.invalidHierarchy.first.map {
                if case .wouldContainItself(let view, let parent) = $0 {
                    view === root && parent === stack
                } else {
                    false
                }
            } == true)
    }

    @Test func anEmptyStackMakesNoConstraints() {
        let (_, stack) = makeStack([])
        let uisv = stack.constraints.filter { $0.identifier?.hasPrefix("UISV-") == true }
        #expect(uisv.isEmpty)
        #expect(stack.layoutGuides.isEmpty)
    }
}

extension LayoutConstraint {
    func involves(_ item: LayoutItem) -> Bool { firstItem === item || secondItem === item }
}

/// Whether two lists hold the same views in the same order.
func same(_ lhs: [View], _ rhs: [View]) -> Bool {
    lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 === $1 }
}

@Suite struct StackViewCreationTests {
    @Test func everyInitialiserMakesAnEmptyOrFilledStack() {
        #expect(StackView().arrangedSubviews.isEmpty)
        #expect(StackView(frame: Rect(x: 0, y: 0, width: 10, height: 10)).frame.width == 10)
        #expect(StackView(name: "s").name == "s")
        #expect(StackView(name: "s", arrangedSubviews: [View(name: "a")]).arrangedSubviews.count == 1)
    }

    @Test func aStackMeasuresItsContentWithFittingSize() {
        let stack = StackView(arrangedSubviews: [Block("a", 50, 20), Block("b", 60, 30)])
        stack.axis = .vertical
        stack.spacing = 10
        let size = stack.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        #expect(size == Size(width: 60, height: 60))
    }

    @Test func aNewFontMovesTheBaselineAlignment() {
        let small = Label(name: "small", text: "Small"), big = Label(name: "big", text: "Big")
        let (root, _) = makeStack([small, big], alignment: .firstBaseline)
        big.font = Font(size: 40)
        root.layoutIfNeeded()
        let smallBaseline = small.frame.minY + small.textLayout.lines[0].baseline
        let bigBaseline = big.frame.minY + big.textLayout.lines[0].baseline
        #expect(abs(smallBaseline - bigBaseline) <= 0.5)
        #expect(small.frame.minY > 10)
    }
}
