import Masonry
import Testing

@Suite struct StackNestingTests {
    @Test func aVerticalStackInsideAHorizontalOne() {
        let a = Block("a", 40, 20), b = Block("b", 60, 30), c = Block("c", 50, 70)
        let inner = StackView(name: "inner", arrangedSubviews: [a, b])
        inner.axis = .vertical
        inner.spacing = 5
        let (_, outer) = makeStack([inner, c], alignment: .top, spacing: 10)
        // inner: 60 wide (b), 20 + 5 + 30 tall; outer: 60 + 10 + 50 wide, 70 tall (c).
        expectFrame(outer, Rect(x: 20, y: 40, width: 120, height: 70))
        expectFrame(inner, Rect(x: 0, y: 0, width: 60, height: 55))
        expectFrame(c, Rect(x: 70, y: 0, width: 50, height: 70))
        expectFrame(a, Rect(x: 0, y: 0, width: 60, height: 20))
        expectFrame(b, Rect(x: 0, y: 25, width: 60, height: 30))
    }

    @Test func wrappingLabelsInAVerticalStackAreHeightForWidth() {
        let root = makeRoot()
        let title = Label(name: "title", text: "A title")
        let body = Label(
            name: "body", text: String(repeating: "Stacks wrap their labels at the width they get. ", count: 4))
        body.numberOfLines = 0
        let stack = StackView(name: "stack", arrangedSubviews: [title, body])
        stack.axis = .vertical
        stack.spacing = 8
        root.addSubview(stack)
        stack.mas.makeConstraints { make in
            make.top.equalToSuperview().offset(40)
            make.left.right.equalToSuperview().inset(20)
        }
        root.layoutIfNeeded()
        let bodyHeight = roundedUp(
            TextMeasurer.size(of: body.text, font: .system, maxWidth: 335, numberOfLines: 0).height)
        let titleHeight = title.intrinsicContentSize.height
        #expect(bodyHeight > 2 * titleHeight)
        expectFrame(title, Rect(x: 0, y: 0, width: 335, height: titleHeight))
        expectFrame(body, Rect(x: 0, y: titleHeight + 8, width: 335, height: bodyHeight))
        expectFrame(stack, Rect(x: 20, y: 40, width: 335, height: titleHeight + 8 + bodyHeight))

        // Narrower: the body wraps again and the stack grows.
        root.frame = Rect(x: 0, y: 0, width: 240, height: 667)
        root.layoutIfNeeded()
        let narrower = roundedUp(
            TextMeasurer.size(of: body.text, font: .system, maxWidth: 200, numberOfLines: 0).height)
        #expect(narrower > bodyHeight)
        expectFrame(body, Rect(x: 0, y: titleHeight + 8, width: 200, height: narrower))
    }

    @Test func aStackPlacedWithTheDSLInsideAView() {
        let root = makeRoot()
        let card = View(name: "card")
        root.addSubview(card)
        card.mas.makeConstraints { make in
            make.top.left.equalToSuperview().offset(30)
            make.width.equalTo(200)
        }
        let a = Block("a", 40, 20), b = Block("b", 40, 20)
        let stack = StackView(name: "stack", arrangedSubviews: [a, b])
        stack.distribution = .fillEqually
        stack.spacing = 10
        card.addSubview(stack)
        stack.mas.makeConstraints { make in make.edges.equalToSuperview().inset(10) }
        root.layoutIfNeeded()
        expectFrame(card, Rect(x: 30, y: 30, width: 200, height: 40))
        expectFrame(stack, Rect(x: 10, y: 10, width: 180, height: 20))
        expectFrame(b, Rect(x: 95, y: 0, width: 85, height: 20))
        // The DSL sees the stack like any view: updates move it.
        stack.mas.updateConstraints { make in make.edges.equalToSuperview().inset(20) }
        root.layoutIfNeeded()
        expectFrame(b, Rect(x: 85, y: 0, width: 75, height: 20))
    }

    @Test func aNestedStacksBaselineIsItsTallestLabels() {
        let small = Label(name: "small", text: "Small")
        let big = Label(name: "big", text: "Big")
        big.font = Font(size: 34)
        let inner = StackView(name: "inner", arrangedSubviews: [Block("block", 10, 60), big])
        inner.alignment = .center
        let (root, outer) = makeStack([small, inner], alignment: .firstBaseline, spacing: 10)
        defer { withExtendedLifetime(root) {} }
        _ = outer
        // The inner stack's tallest view is the block (60): it has no baseline, so its top stands for it.
        let blockTop = inner.frame.minY
        #expect(abs(small.frame.minY + small.textLayout.lines[0].baseline - blockTop) <= 0.5)
        // Make the label the tallest: the outer stack now aligns on the big label's baseline.
        (inner.arrangedSubviews[0] as? Block)?.contentSize = Size(width: 10, height: 10)
        root.layoutIfNeeded()
        let bigBaseline = inner.frame.minY + big.frame.minY + big.textLayout.lines[0].baseline
        #expect(abs(small.frame.minY + small.textLayout.lines[0].baseline - bigBaseline) <= 0.5)
    }
}
