import Masonry
import MasonryRender
import Testing

/// Where the SVG writes each view's name: in a corner that covers no label text and no subview's name, shortened
/// legibly when it is too long, left out when it does not fit at all.
@Suite struct NameTagsTests {
    /// The text of every name tag, in document order (the `<text>` elements outside labels).
    func tags(_ svg: String) -> [String] {
        svg.matches(of: /<text (?:x|y)=[^>]* font-size="9"[^>]*>([^<]*)<\/text>/).map { String($0.output.1) }
    }

    @Test func aStacksNameDoesNotCoverItsFirstArrangedLabel() throws {
        let root = Scenes.screen()
        let stack = StackView(arrangedSubviews: [Label(name: "title", text: "Cancel"), View(name: "filler")])
        stack.name = "buttons"
        stack.axis = .vertical
        stack.isLayoutMarginsRelativeArrangement = true
        root.addSubview(stack)
        stack.mas.makeConstraints { make in
            make.top.left.equalToSuperview().offset(20)
            make.width.equalTo(200)
            make.height.equalTo(120)
        }
        let svg = SVGRenderer().render(root)
        // The title's text starts at the stack's top left, so the stack's name moves to its top right.
        let tag = try #require(
            svg.firstMatch(of: /<svg x="20" y="20" width="200" height="120" overflow="hidden"><text ([^>]*)>buttons</))
        #expect(tag.output.1.contains(#"text-anchor="end""#))
        #expect(tag.output.1.contains(#"y="11""#))
    }

    @Test func aNameThatDoesNotFitIsShortenedFromTheEndWithAnEllipsis() {
        let root = Scenes.screen()
        let narrow = View(frame: Rect(x: 10, y: 10, width: 50, height: 30))
        narrow.name = "messageContainer"
        let tiny = View(frame: Rect(x: 100, y: 10, width: 18, height: 30))
        tiny.name = "messageContainer2"
        let flat = View(frame: Rect(x: 200, y: 10, width: 200, height: 8))
        flat.name = "flat"
        for view in [narrow, tiny, flat] { root.addSubview(view) }
        let svg = SVGRenderer().render(root)
        let written = tags(svg)
        let shortened = written.first { $0.hasPrefix("mess") }
        #expect(shortened?.hasSuffix("…") == true)
        #expect(Font(size: 9).width(of: shortened ?? "") <= 50 - 6)
        #expect(!written.contains { $0.hasSuffix("ageContainer") || $0.contains("Container2") })
        // Too narrow for three characters and an ellipsis, too flat for a line: no name rather than a fragment.
        #expect(!written.contains { $0.hasPrefix("me") && $0 != shortened })
        #expect(!written.contains("flat"))
        #expect(svg.drawnNames.contains("messageContainer2"))
    }

    @Test func aLabelsNameGoesUnderItsTextOnlyWhenThereIsRoom() {
        let root = Scenes.screen()
        let tall = Label(name: "messageLabel", text: "Hello")
        tall.frame = Rect(x: 0, y: 0, width: 120, height: 60)
        let short = Label(name: "shortLabel", text: "Hello")
        short.frame = Rect(x: 0, y: 100, width: 120, height: 22)
        for label in [tall, short] { root.addSubview(label) }
        let written = tags(SVGRenderer().render(root))
        #expect(written.contains("messageLabel"))
        #expect(!written.contains("shortLabel"))
    }

    @Test func everyViewAndConstraintCarriesWhatAPageNeedsToHighlightIt() throws {
        let root = Scenes.conflict()
        let svg = SVGRenderer(options: .init(showsConstraints: true)).render(root)
        // The frame in the superview's coordinates beside the rectangle in the root's.
        #expect(svg.contains(#"data-name="other" x="20" y="130" width="120" height="60""#))
        #expect(svg.contains(#"data-frame="20 130 120 60""#))
        #expect(svg.contains(#"<g data-overlay="constraints""#))
        #expect(svg.contains(#"data-first="other" data-second="box""#))
        #expect(svg.contains(#"<g data-constraint="0" data-first="box" data-second="root""#))
        let numbers = svg.matches(of: /data-constraint="(\d+)"/).compactMap { Int($0.output.1) }
        #expect(numbers == Array(0..<numbers.count))
        #expect(numbers.count == svg.occurrences(of: "<title>"))
    }
}
