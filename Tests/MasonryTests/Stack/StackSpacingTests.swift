import Masonry
import Testing

@Suite struct StackSpacingTests {
    @Test func customSpacingAfterAViewTakesPrecedence() {
        let a = Block("a", 50, 20), b = Block("b", 60, 20), c = Block("c", 70, 20)
        let stack = StackView(arrangedSubviews: [a, b, c])
        stack.setCustomSpacing(30, after: a)
        #expect(stack.customSpacing(after: a) == 30)
        #expect(stack.customSpacing(after: b) == StackView.spacingUseDefault)
        let root = makeRoot()
        root.addSubview(stack)
        stack.spacing = 10
        stack.mas.makeConstraints { make in make.top.left.equalToSuperview() }
        root.layoutIfNeeded()
        expectFrame(b, Rect(x: 80, y: 0, width: 60, height: 20))
        expectFrame(c, Rect(x: 150, y: 0, width: 70, height: 20))
    }

    @Test func customSpacingAppliesAcrossAHiddenNeighbour() {
        let a = Block("a", 50, 20), b = Block("b", 60, 20), c = Block("c", 70, 20)
        let (root, stack) = makeStack([a, b, c], spacing: 10)
        stack.setCustomSpacing(30, after: a)
        b.isHidden = true
        root.layoutIfNeeded()
        expectFrame(c, Rect(x: 80, y: 0, width: 70, height: 20))
    }

    @Test func customSpacingFollowsAMovedViewAndGoesWithARemovedOne() {
        let a = Block("a", 50, 20), b = Block("b", 60, 20), c = Block("c", 70, 20)
        let (root, stack) = makeStack([a, b, c])
        stack.setCustomSpacing(5, after: a)
        stack.insertArrangedSubview(a, at: 1) // b, a, c
        root.layoutIfNeeded()
        expectFrame(b, Rect(x: 0, y: 0, width: 60, height: 20))
        expectFrame(a, Rect(x: 60, y: 0, width: 50, height: 20))
        expectFrame(c, Rect(x: 115, y: 0, width: 70, height: 20))
        stack.removeArrangedSubview(a)
        #expect(stack.customSpacing(after: a) == StackView.spacingUseDefault)
        let loose = Block("loose", 10, 10)
        stack.setCustomSpacing(40, after: loose) // not arranged: ignored
        #expect(stack.customSpacing(after: loose) == StackView.spacingUseDefault)
    }

    @Test func systemSpacingIsEightPoints() {
        let a = Block("a", 50, 20), b = Block("b", 60, 20)
        let (_, _) = makeStack([a, b], spacing: StackView.spacingUseSystem)
        expectFrame(b, Rect(x: 58, y: 0, width: 60, height: 20))
    }

    @Test func negativeSpacingOverlapsViews() {
        let a = Block("a", 50, 20), b = Block("b", 60, 20)
        let (_, stack) = makeStack([a, b], spacing: -10)
        expectFrame(b, Rect(x: 40, y: 0, width: 60, height: 20))
        expectFrame(stack, Rect(x: 20, y: 40, width: 100, height: 20))
    }

    @Test func changingSpacingMovesTheConstantsInPlace() {
        let a = Block("a", 50, 20), b = Block("b", 60, 20)
        let (root, stack) = makeStack([a, b], spacing: 10)
        let before = stack.constraints
        stack.spacing = 25
        root.layoutIfNeeded()
        #expect(identities(stack.constraints) == identities(before))
        #expect(generated(stack, "UISV-spacing").map(\.constant) == [25])
        expectFrame(b, Rect(x: 75, y: 0, width: 60, height: 20))
    }

    @Test(arguments: [Double.nan, .infinity, 2e9])
    func anUnrepresentableSpacingIsReportedAndIgnored(_ value: Double) {
        let a = Block("a", 50, 20), b = Block("b", 60, 20)
        let (root, stack) = makeStack([a, b], spacing: 10)
        let recorder = DiagnosticRecorder(root)
        stack.spacing = value
        stack.setCustomSpacing(value, after: a)
        root.layoutIfNeeded()
        #expect(stack.spacing == 10)
        #expect(recorder.diagnostics.count == 2)
        #expect(
            recorder.invalidValues.first.map {
                if case .refusedStackSpacing(let refused) = $0 { isSameNumber(refused, value) } else { false }
            } == true)
        #expect(
            recorder.invalidValues.last.map {
                if case .refusedCustomSpacing(let refused, let after) = $0 {
                    isSameNumber(refused, value) && after === a
                } else {
                    false
                }
            } == true)
        expectFrame(b, Rect(x: 60, y: 0, width: 60, height: 20))
    }
}

@Suite struct MarginsRelativeArrangementTests {
    @Test func viewsAreLaidOutWithinTheMargins() {
        let a = Block("a", 50, 20), b = Block("b", 60, 30)
        let stack = StackView(name: "stack", arrangedSubviews: [a, b])
        stack.layoutMargins = EdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
        stack.isLayoutMarginsRelativeArrangement = true
        let root = makeRoot()
        root.addSubview(stack)
        stack.mas.makeConstraints { make in make.top.left.equalToSuperview() }
        root.layoutIfNeeded()
        expectFrame(stack, Rect(x: 0, y: 0, width: 140, height: 50))
        expectFrame(a, Rect(x: 10, y: 5, width: 50, height: 30))
        expectFrame(b, Rect(x: 60, y: 5, width: 60, height: 30))
        let connection = generated(stack, "UISV-canvas-connection").first
        #expect(connection?.firstItem === stack.layoutMarginsGuide)
    }

    @Test func turningItOffPinsToTheEdgesAgain() {
        let a = Block("a", 50, 20)
        let (root, stack) = makeStack([a])
        stack.layoutMargins = EdgeInsets(all: 12)
        stack.isLayoutMarginsRelativeArrangement = true
        root.layoutIfNeeded()
        expectFrame(a, Rect(x: 12, y: 12, width: 50, height: 20))
        stack.isLayoutMarginsRelativeArrangement = false
        root.layoutIfNeeded()
        expectFrame(a, Rect(x: 0, y: 0, width: 50, height: 20))
        expectFrame(stack, Rect(x: 20, y: 40, width: 50, height: 20))
    }
}

@Suite struct BaselineRelativeArrangementTests {
    private func fromTop(_ label: Label) -> Double { label.textLayout.lines[0].baseline }
    private func fromBottom(_ label: Label) -> Double {
        label.textLayout.height - label.textLayout.lines[label.textLayout.lines.count - 1].baseline
    }

    @Test func spacingRunsFromLastBaselineToFirstBaseline() {
        let first = Label(name: "first", text: "Title"), second = Label(name: "second", text: "Subtitle")
        second.font = Font(size: 12)
        let (root, stack) = makeStack([first, second], axis: .vertical, alignment: .leading, spacing: 20)
        stack.isBaselineRelativeArrangement = true
        root.layoutIfNeeded()
        let h1 = first.intrinsicContentSize.height, h2 = second.intrinsicContentSize.height
        let top = h1 - fromBottom(first) + 20 - fromTop(second)
        expectFrame(first, Rect(x: 0, y: 0, width: first.intrinsicContentSize.width, height: h1))
        expectFrame(
            second,
            Rect(
                x: 0, y: onPixel(top), width: second.intrinsicContentSize.width,
                height: onPixel(top + h2) - onPixel(top)))
        #expect(generated(stack, "UISV-spacing").map(\.firstAttribute) == [.firstBaseline])
        #expect(generated(stack, "UISV-spacing").map(\.secondAttribute) == [.lastBaseline])
    }

    @Test func aHiddenViewBetweenLabelsKeepsTheBaselineSpacing() {
        let first = Label(name: "first", text: "Title"), second = Label(name: "second", text: "Subtitle")
        let hidden = Block("hidden", 40, 40)
        hidden.isHidden = true
        let (root, stack) = makeStack([first, hidden, second], axis: .vertical, alignment: .leading, spacing: 20)
        stack.isBaselineRelativeArrangement = true
        root.layoutIfNeeded()
        let h1 = first.intrinsicContentSize.height
        let top = h1 - fromBottom(first) + 20 - fromTop(second)
        #expect(second.frame.minY == onPixel(top))
        #expect(hidden.frame.height == 0 && hidden.frame.minY == h1)
    }
}
