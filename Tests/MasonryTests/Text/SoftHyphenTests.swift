import Testing
import Masonry

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

    /// 10,000 soft hyphens took 28 s when every one measured its line again. Linear: ten times the soft hyphens
    /// take about ten times as long (quadratic would be a hundred), and the text is all still there.
    @Test(arguments: [("hy\u{AD}phen\u{AD}a\u{AD}tion ", ""), ("b\u{AD}", "a"), ("\u{AD}", "a")])
    func softHyphensMeasureInLinearTime(unit: String, prefix: String) {
        func measure(_ count: Int) -> (Duration, [TextLayout]) {
            let text = prefix + String(repeating: unit, count: count) + "b"
            var layouts: [TextLayout] = []
            let elapsed = ContinuousClock().measure {
                for width in [nil, 300.0, 40.0] {
                    layouts.append(TextLayout(text, font: .system, maxWidth: width))
                }
            }
            return (elapsed, layouts)
        }
        _ = measure(100)  // warm up
        let (small, _) = measure(1_000)
        let (large, layouts) = measure(10_000)
        #expect(large < small * 30, "1,000: \(small), 10,000: \(large)")
        let text = prefix + String(repeating: unit, count: 10_000) + "b"
        #expect(layouts[0].lines.count == 1)
        for layout in layouts.dropFirst() {
            // A line broken at a soft hyphen shows `-` in its place.
            let shown = layout.lines.map { $0.text.hasSuffix("-") ? $0.text.dropLast() + "\u{AD}" : $0.text }.joined()
            #expect(shown.filter { $0 != " " } == text.filter { $0 != " " }, "the text must survive")
        }
    }
}
