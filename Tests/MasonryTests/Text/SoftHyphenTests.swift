import Masonry
import Testing

/// Soft hyphens: where lines break at them, and that measuring stays linear however many there are.
@Suite struct SoftHyphenTests {
    @Test func aRunOfSoftHyphensBreaksLikeOne() {
        let single = TextLayout("hy\u{AD}phen", font: unitFont, maxWidth: unitFont.width(of: "phen"))
        let run = TextLayout("hy\u{AD}\u{AD}\u{AD}phen", font: unitFont, maxWidth: unitFont.width(of: "phen"))
        #expect(run.lines.map(\.text) == ["hy\u{AD}\u{AD}-", "phen"])
        #expect(run.lines.map(\.width) == single.lines.map(\.width))
    }

    @Test func theLastSoftHyphenThatFitsWins() {
        let text = "in\u{AD}com\u{AD}pre\u{AD}hen\u{AD}si\u{AD}ble"
        let width = unitFont.width(of: "incompre-")
        let layout = TextLayout(text, font: unitFont, maxWidth: width)
        #expect(layout.lines.first?.text == "in\u{AD}com\u{AD}pre-")
        for line in layout.lines {
            #expect(line.width <= width)
            #expect(line.width == unitFont.width(of: line.text))
        }
        #expect(layout.lines.map(\.text).joined().filter { $0 != "-" && $0 != "\u{AD}" } == "incomprehensible")
    }

    @Test func aSoftHyphenThatDoesNotFitGivesWayToAnEarlierSpace() {
        let text = "ab cd\u{AD}ef"
        let layout = TextLayout(text, font: unitFont, maxWidth: unitFont.width(of: "ab cd"))
        #expect(layout.lines.first?.text == "ab")
    }

    /// 10,000 soft hyphens cost linear time: a hyphen does not measure its line again. The growth is measured by `layout-benchmarks --suites text`, not timed here (a shared machine's noise makes timed tests
    /// flaky); this checks that the text survives at that size, wrapped or not.
    @Test(arguments: [("hy\u{AD}phen\u{AD}a\u{AD}tion ", ""), ("b\u{AD}", "a"), ("\u{AD}", "a")])
    func tenThousandSoftHyphensKeepTheirText(unit: String, prefix: String) {
        let text = prefix + String(repeating: unit, count: 10_000) + "b"
        let layouts = [nil, 300.0, 40.0].map { TextLayout(text, font: .system, maxWidth: $0) }
        #expect(layouts[0].lines.count == 1)
        for layout in layouts.dropFirst() {
            // A line broken at a soft hyphen shows `-` in its place.
            let shown = layout.lines.map { $0.text.hasSuffix("-") ? $0.text.dropLast() + "\u{AD}" : $0.text }.joined()
            #expect(shown.filter { $0 != " " } == text.filter { $0 != " " }, "the text must survive")
        }
    }
}
