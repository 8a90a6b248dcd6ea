import MasonryRender
import Testing

@Suite struct SVGRendererTests {
    // MARK: The document

    @Test func theViewBoxIsTheRootsBoundsAndTheRootIsDrawnAtTheOrigin() {
        let root = View(frame: Rect(x: 100, y: 50, width: 320, height: 480))
        root.name = "screen"
        let svg = SVGRenderer().render(root)
        #expect(
            svg.hasPrefix(
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\"")
        )
        #expect(svg.contains("viewBox=\"0 0 320 480\""))
        #expect(svg.svgRect(named: "screen") == SVGRect(x: "0", y: "0", width: "320", height: "480"))
        #expect(svg.hasSuffix("</svg>\n"))
    }

    @Test func everyVisibleViewIsARectInRootCoordinates() {
        let root = Scenes.screen()
        let outer = View(frame: Rect(x: 10, y: 20, width: 200, height: 300))
        outer.name = "outer"
        let inner = View(frame: Rect(x: 5, y: 7.5, width: 50, height: 60))
        inner.name = "inner"
        let innermost = View(frame: Rect(x: 1, y: 2, width: 3, height: 4))
        innermost.name = "innermost"
        root.addSubview(outer)
        outer.addSubview(inner)
        inner.addSubview(innermost)
        let svg = SVGRenderer().render(root)
        #expect(svg.drawnNames == ["root", "outer", "inner", "innermost"])
        #expect(svg.svgRect(named: "outer") == SVGRect(x: "10", y: "20", width: "200", height: "300"))
        #expect(svg.svgRect(named: "inner") == SVGRect(x: "15", y: "27.5", width: "50", height: "60"))
        #expect(svg.svgRect(named: "innermost") == SVGRect(x: "16", y: "29.5", width: "3", height: "4"))
    }

    @Test func framesKeepTheEnginesNumbersUnrounded() {
        let root = Scenes.screen()
        root.contentScale = 3
        let box = View(name: "box")
        root.addSubview(box)
        box.mas.makeConstraints { make in
            make.left.top.equalToSuperview().offset(10.0 / 3)
            make.width.height.equalTo(100)
        }
        let svg = SVGRenderer().render(root)
        let expected = String(box.frame.minX)
        #expect(expected.hasPrefix("3.33"))
        #expect(svg.svgRect(named: "box") == SVGRect(x: expected, y: expected, width: "100", height: "100"))
    }

    @Test func theCentredBoxIsWhereTheEnginePutsIt() {
        let svg = SVGRenderer().render(Scenes.centredBox())
        #expect(svg.svgRect(named: "box") == SVGRect(x: "87.5", y: "233.5", width: "200", height: "200"))
    }

    @Test func renderingLaysTheTreeOutFirst() {
        let root = Scenes.screen()
        let box = View(name: "box")
        root.addSubview(box)
        box.mas.makeConstraints { make in make.edges.equalToSuperview().inset(10) }
        let svg = SVGRenderer().render(root) // no layoutIfNeeded() before
        #expect(svg.svgRect(named: "box") == SVGRect(x: "10", y: "10", width: "355", height: "647"))
    }

    // MARK: Names

    @Test func unnamedViewsAreNumberedByTypeInDepthFirstOrder() {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let first = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        let nested = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let label = Label(frame: Rect(x: 50, y: 0, width: 50, height: 20))
        let hidden = View(frame: Rect(x: 0, y: 60, width: 10, height: 10))
        hidden.isHidden = true
        let last = View(frame: Rect(x: 50, y: 50, width: 50, height: 50))
        let named = View(frame: Rect(x: 60, y: 60, width: 5, height: 5))
        named.name = "named"
        root.addSubview(first)
        first.addSubview(nested)
        root.addSubview(label)
        root.addSubview(hidden)
        root.addSubview(last)
        last.addSubview(named)
        let svg = SVGRenderer().render(root)
        // The hidden view is not drawn but keeps its number, so hiding a view never renames another.
        #expect(svg.drawnNames == ["View#1", "View#2", "View#3", "Label#1", "View#5", "named"])
    }

    @Test func namesAreWrittenOnlyWhenAskedFor() {
        let root = Scenes.centredBox()
        let withNames = SVGRenderer().render(root)
        let without = SVGRenderer(options: .init(showsNames: false)).render(root)
        #expect(withNames.contains(">box</text>"))
        #expect(!without.contains(">box</text>"))
        #expect(without.svgRect(named: "box") == withNames.svgRect(named: "box"))
    }

    @Test func theBackgroundIsOptional() {
        let root = Scenes.centredBox()
        #expect(SVGRenderer().render(root).contains("<rect width=\"375\" height=\"667\" fill=\"white\"/>"))
        let dark = SVGRenderer(options: .init(background: "#202020")).render(root)
        #expect(dark.contains("<rect width=\"375\" height=\"667\" fill=\"#202020\"/>"))
        let none = SVGRenderer(options: .init(background: nil)).render(root)
        #expect(!none.contains("<rect width="))
    }

    // MARK: Escaping

    @Test func userStringsNeverBecomeMarkup() {
        let root = Scenes.screen()
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        view.name = "<script>alert(\"x\" & 'y')</script>"
        let label = Label(frame: Rect(x: 0, y: 100, width: 300, height: 40))
        label.text = "<b>bold</b> & \"quoted\""
        label.name = "label\u{1}with a control"
        root.addSubview(view)
        root.addSubview(label)
        let svg = SVGRenderer(options: .init(background: "white\" onload=\"alert(1)")).render(root)
        #expect(!svg.contains("<script"))
        #expect(!svg.contains("<b>"))
        #expect(!svg.contains("onload=\"alert"))
        #expect(!svg.contains("\u{1}"))
        #expect(svg.drawnNames.contains("&lt;script&gt;alert(&quot;x&quot; &amp; &apos;y&apos;)&lt;/script&gt;"))
        #expect(svg.contains("&lt;b&gt;bold&lt;/b&gt; &amp; &quot;quoted&quot;"))
        #expect(svg.drawnNames.contains("label\u{FFFD}with a control"))
        #expect(svg.contains("fill=\"white&quot; onload=&quot;alert(1)\""))
    }

    @Test func constraintDescriptionsAreEscapedInTheOverlay() {
        let root = Scenes.screen()
        let box = View(name: "a<b>&c")
        root.addSubview(box)
        box.mas.makeConstraints { make in
            make.top.left.equalToSuperview().offset(10)
            make.size.equalTo(50).labeled("<evil key=\"1\">")
        }
        let svg = SVGRenderer(options: .init(showsConstraints: true)).render(root)
        #expect(!svg.contains("<evil"))
        #expect(svg.contains("&lt;evil key=&quot;1&quot;&gt;"))
    }

    // MARK: Hidden views

    @Test func hiddenViewsAndTheirSubtreesAreLeftOut() {
        let root = Scenes.screen()
        let panel = View(name: "panel")
        let child = Label(name: "child", text: "Invisible words")
        let shown = View(name: "shown")
        root.addSubview(panel)
        panel.addSubview(child)
        root.addSubview(shown)
        for view in [panel, shown] {
            view.mas.makeConstraints { make in
                make.top.left.equalToSuperview(); make.size.equalTo(50)
            }
        }
        child.mas.makeConstraints { make in make.top.left.equalToSuperview() }
        panel.isHidden = true
        let svg = SVGRenderer(options: .init(showsConstraints: true)).render(root)
        #expect(svg.drawnNames == ["root", "shown"])
        #expect(!svg.contains("Invisible"))
        #expect(!svg.contains("panel"))
        #expect(!svg.contains("child"))
    }

    // MARK: Labels

    @Test func labelsDrawTheEnginesLinesInDejaVuSansWithASansSerifFallback() throws {
        let root = Scenes.wrappingLabels()
        let message = try #require(root.subviews.first as? Label)
        let svg = SVGRenderer().render(root)
        let lines = message.textLayout.lines
        #expect(lines.count > 1)
        for line in lines {
            #expect(svg.contains("<tspan x=\"0\" y=\"\(line.baseline)\">\(line.text)</tspan>"))
        }
        let family = "font-family=\"'DejaVu Sans', 'Bitstream Vera Sans', Verdana, sans-serif\""
        #expect(svg.contains("<text \(family) font-size=\"17\""))
        #expect(svg.contains("<text \(family) font-size=\"13\""))
        // Names and anything else without its own font: never the viewer's default serif face.
        #expect(svg.contains("viewBox=\"0 0 375 667\" \(family)>"))
        #expect(svg.occurrences(of: "font-family=") == svg.occurrences(of: family))
        // The text sits in a viewport the label's size, which clips it.
        #expect(message.frame == Rect(x: 20, y: 40, width: 195.5, height: 99))
        #expect(svg.contains("<svg x=\"20\" y=\"40\" width=\"195.5\" height=\"99\" overflow=\"hidden\"><text"))
    }

    @Test func anEmptyLabelDrawsNoText() {
        let root = Scenes.screen()
        root.addSubview(Label(frame: Rect(x: 0, y: 0, width: 10, height: 10)))
        #expect(!SVGRenderer().render(root).contains("<tspan"))
    }

    // MARK: The constraint overlay

    @Test func theOverlayDrawsEachActiveConstraintWithItsConstant() {
        let root = Scenes.edgesWithInsets()
        let plain = SVGRenderer().render(root)
        let svg = SVGRenderer(options: .init(showsConstraints: true)).render(root)
        #expect(!plain.contains("<line"))
        let constraintCount = [root, root.subviews[0]].reduce(0) { $0 + $1.constraints.count }
        #expect(svg.occurrences(of: "<title>") == constraintCount)
        #expect(svg.contains(">40</text>"))
        #expect(svg.contains(">-10</text>"))
        // The top inset runs from the root's top (0) to the yellow view's top (40), across their shared width.
        #expect(svg.contains("<line x1=\"187.5\" y1=\"0\" x2=\"187.5\" y2=\"40\"/>"))
        #expect(!svg.contains("stroke-dasharray"))
    }

    @Test func brokenAndConflictingConstraintsAreRedAndDashed() throws {
        let root = Scenes.conflict()
        let box = try #require(root.subviews.first)
        let broken = try #require(box.constraints.first { $0.identifier == "tooWide" })
        #expect(broken.isBroken)
        let svg = SVGRenderer(options: .init(showsConstraints: true)).render(root)
        let red = svg.split(separator: "\n").filter { $0.contains("stroke=\"#e53e3e\"") }
        #expect(red.count == broken.conflictingConstraints.count)
        #expect(red.allSatisfy { $0.contains("stroke-dasharray=\"4 2\"") })
        #expect(red.contains { $0.contains("tooWide") })
        // The other box's constraints hold: drawn, not red.
        #expect(svg.split(separator: "\n").contains { $0.contains("other") && $0.contains("#0987a0") })
    }

    // MARK: Determinism

    @Test func theSameTreeGivesTheSameDocument() {
        let first = SVGRenderer(options: .init(showsConstraints: true)).render(Scenes.buttonBar())
        let second = SVGRenderer(options: .init(showsConstraints: true)).render(Scenes.buttonBar())
        #expect(first == second)
        let root = Scenes.wrappingLabels()
        #expect(SVGRenderer().render(root) == SVGRenderer().render(root))
    }
}

@Suite struct SVGRendererTreeShapeTests {
    @Test func aDeepTreeIsDrawnInRootCoordinates() {
        let root = View(frame: Rect(x: 0, y: 0, width: 10_000, height: 10_000))
        var parent = root
        for index in 0..<500 {
            let child = View(frame: Rect(x: 1, y: 2, width: 5, height: 5))
            child.name = "v\(index)"
            parent.addSubview(child)
            parent = child
        }
        let svg = SVGRenderer(options: .init(showsNames: false)).render(root)
        #expect(svg.svgRect(named: "v499") == SVGRect(x: "500", y: "1000", width: "5", height: "5"))
        let text = TextRenderer(columns: 20, rows: 10).render(root)
        #expect(text.split(separator: "\n").count == 10)
    }

    @Test func constraintsToAGuideAreDrawnFromTheGuidesEdge() {
        let root = Scenes.screen()
        root.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let box = View(name: "box")
        root.addSubview(box)
        box.mas.makeConstraints { make in
            make.top.equalTo(root.safeAreaLayoutGuide.mas.top).offset(10)
            make.left.equalToSuperview().offset(20)
            make.size.equalTo(100)
        }
        let svg = SVGRenderer(options: .init(showsConstraints: true)).render(root)
        #expect(svg.svgRect(named: "box") == SVGRect(x: "20", y: "54", width: "100", height: "100"))
        #expect(
            svg.contains(
                "<title>box.top == root.UIViewSafeAreaLayoutGuide.top + 10</title><line x1=\"70\" y1=\"44\" x2=\"70\" y2=\"54\"/>"
            ))
    }
}

@Suite struct SVGRendererDirectionTests {
    @Test func rightToLeftLabelsSetTheirLinesFromTheRightEdge() {
        let root = Scenes.screen()
        root.semanticContentAttribute = .forceRightToLeft
        let label = Label(name: "title", text: "Hello")
        root.addSubview(label)
        label.mas.makeConstraints { make in make.leading.top.equalToSuperview().offset(20) }
        let svg = SVGRenderer().render(root)
        let rect = svg.svgRect(named: "title")
        #expect(rect?.y == "20")
        #expect(rect.flatMap { Double($0.x) }.map { $0 + label.frame.width } == 355)
        #expect(svg.contains("xml:space=\"preserve\" text-anchor=\"end\"><tspan x=\"100%\""))
    }
}
