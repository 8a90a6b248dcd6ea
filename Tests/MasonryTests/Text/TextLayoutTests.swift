import Masonry
import Testing

// Widths here are in font units: `unitFont` is 2048 points, one point per unit. The numbers come from HarfBuzz
// (uharfbuzz 0.57) shaping DejaVuSans.ttf 2.37, e.g. "The quick brown fox" 20687, "jumps over the lazy dog" 24725,
// "The quick brown fox jumps" 27567, "abc" 3681, "well-" 4812, "hy" 2510, "-" 739.

private let lineHeight = 2384.0 // 1901 + 483 + 0

private func texts(_ layout: TextLayout) -> [String] {
    layout.lines.map(\.text)
}

/// Explicit line breaks and what counts as a line.
@Suite struct LineBreakCharacterTests {
    @Test func emptyTextHasSizeZero() {
        let layout = TextLayout("", font: .system, maxWidth: 100)
        #expect(layout.lines.isEmpty)
        #expect(layout.width == 0)
        #expect(layout.height == 0)
        #expect(!layout.isTruncated)
        #expect(TextMeasurer.size(of: "", font: .system, maxWidth: nil, numberOfLines: 0) == (0, 0))
    }

    @Test func newlinesStartLines() {
        let layout = TextLayout("Hello\nWorld", font: unitFont)
        #expect(texts(layout) == ["Hello", "World"])
        #expect(layout.width == unitFont.width(of: "World"))
        #expect(layout.height == 2 * lineHeight)
    }

    @Test func everyKindOfLineBreakEndsALine() {
        for separator in ["\n", "\r", "\r\n", "\u{2028}", "\u{2029}", "\u{85}"] {
            #expect(texts(TextLayout("a\(separator)b", font: unitFont)) == ["a", "b"])
        }
    }

    @Test func aBreakAtTheEndStartsNoLine() {
        #expect(texts(TextLayout("a\n", font: unitFont)) == ["a"])
        #expect(texts(TextLayout("\n", font: unitFont)) == [""])
        #expect(texts(TextLayout("\n\n", font: unitFont)) == ["", ""])
        #expect(texts(TextLayout("a\n\nb", font: unitFont)) == ["a", "", "b"])
        #expect(TextLayout("\n", font: unitFont).height == lineHeight)
    }

    @Test func aSingleLineIsAsWideAsItsText() {
        let layout = TextLayout("Hello, World!", font: .system)
        #expect(layout.width == Font.system.width(of: "Hello, World!"))
        #expect(layout.height == Font.system.lineHeight)
    }

    @Test func baselinesSitOneAscenderBelowEachLineTop() {
        let layout = TextLayout("a\nb\nc", font: .system)
        #expect(
            layout.lines.map(\.baseline) == [0, 1, 2].map { Double($0) * Font.system.lineHeight + Font.system.ascender }
        )
    }
}

/// Word wrapping at a width.
@Suite struct WordWrappingTests {
    @Test func wrapsAtSpaces() {
        let layout = TextLayout("The quick brown fox jumps over the lazy dog", font: unitFont, maxWidth: 25_000)
        #expect(texts(layout) == ["The quick brown fox", "jumps over the lazy dog"])
        #expect(layout.lines.map(\.width) == [20_687, 24_725])
        #expect(layout.width == 24_725)
        #expect(layout.height == 2 * lineHeight)
    }

    @Test func aLineExactlyAsWideAsTheLimitFits() {
        let layout = TextLayout("The quick brown fox jumps", font: unitFont, maxWidth: 27_567)
        #expect(texts(layout) == ["The quick brown fox jumps"])
        #expect(
            texts(TextLayout("The quick brown fox jumps", font: unitFont, maxWidth: 27_566)) == [
                "The quick brown fox", "jumps"
            ])
    }

    /// The height-for-width loop: a label first gets its unwrapped width, then is measured at that width.
    @Test(arguments: dejaVuSansReferenceWidths.map(\.text) + ["The quick brown fox jumps over the lazy dog."])
    func textLaidOutAtItsOwnWidthStaysOnOneLine(text: String) {
        for font in [Font.system, Font(size: 13), Font(size: 31.7)] {
            let width = font.width(of: text)
            let layout = TextLayout(text, font: font, maxWidth: width)
            #expect(layout.lines.count == 1)
            #expect(layout.width == width)
        }
    }

    @Test func trailingSpacesTakeNoWidth() {
        let layout = TextLayout("abc   ", font: unitFont)
        #expect(texts(layout) == ["abc"])
        #expect(layout.width == 3681)
        #expect(TextLayout("abc  \ndef", font: unitFont).lines.first?.width == 3681)
    }

    @Test func spacesHangAtTheEndOfAWrappedLine() {
        let layout = TextLayout("abc        def", font: unitFont, maxWidth: 3681)
        #expect(texts(layout) == ["abc", "def"])
        #expect(layout.lines.map(\.width) == [3681, unitFont.width(of: "def")])
    }

    @Test func leadingSpacesOfAParagraphTakeWidth() {
        let layout = TextLayout("  abc", font: unitFont)
        #expect(texts(layout) == ["  abc"])
        #expect(layout.width == unitFont.width(of: "  abc"))
        #expect(layout.width > 3681)
    }

    @Test func noBreakSpacesHoldWordsTogether() {
        let layout = TextLayout("abc\u{A0}abc abc", font: unitFont, maxWidth: 3681 * 2.5)
        #expect(texts(layout) == ["abc\u{A0}abc", "abc"])
    }

    @Test func kerningAcrossABreakIsDropped() {
        let layout = TextLayout("AV", font: unitFont, maxWidth: 1401)
        #expect(texts(layout) == ["A", "V"])
        #expect(layout.lines.map(\.width) == [1401, 1401])
    }

    /// Lines are measured as a renderer draws them, one by one, even where a word breaks inside a ligature ("ffi")
    /// or between joined Arabic letters, and they still fit.
    @Test func eachLineIsAsWideAsItsTextMeasuredAloneAndFits() {
        let text =
            "Typography, kerning and \u{201C}AVATAR\u{201D}: Wavy Tea. Office affluent fjords, T.V. "
            + "\u{5E9}\u{5DC}\u{5D5}\u{5DD} \u{639}\u{644}\u{64A}\u{643}\u{645} \u{627}\u{644}\u{633}\u{644}\u{627}\u{645}"
        for width in stride(from: 5.0, through: 400, by: 4.5) {
            let layout = TextLayout(text, font: .system, maxWidth: width)
            for line in layout.lines {
                #expect(line.width == Font.system.width(of: line.text), "\(line.text) at \(width)")
                #expect(line.width <= width || line.text.count == 1, "\(line.text) at \(width)")
            }
            let shown = layout.lines.map(\.text).joined().filter { $0 != " " }
            #expect(shown == text.filter { $0 != " " }, "at \(width)")
        }
    }

    @Test func rightToLeftTextWrapsAtSpaces() {
        let hebrew = "\u{5E9}\u{5DC}\u{5D5}\u{5DD} \u{5E2}\u{5D5}\u{5DC}\u{5DD}"
        let first = "\u{5E9}\u{5DC}\u{5D5}\u{5DD}"
        let layout = TextLayout(hebrew, font: .system, maxWidth: Font.system.width(of: first) + 1)
        #expect(texts(layout) == [first, "\u{5E2}\u{5D5}\u{5DC}\u{5DD}"])
    }
}

/// Breaking inside words.
@Suite struct WordBreakingTests {
    @Test func aWordTooWideForALineBreaksBetweenCharacters() {
        let word = "Supercalifragilistic"
        let layout = TextLayout(word, font: unitFont, maxWidth: 8_000)
        #expect(layout.lines.count > 1)
        #expect(layout.lines.map(\.text).joined() == word)
        for line in layout.lines {
            #expect(line.width <= 8_000)
        }
        // Greedy: each line but the last could not take the next character.
        var rest = Substring(word)
        for line in layout.lines.dropLast() {
            rest = rest.dropFirst(line.text.count)
            #expect(unitFont.width(of: line.text + String(rest.prefix(1))) > 8_000)
        }
    }

    @Test func aLongWordMovesToANewLineBeforeItBreaks() {
        let layout = TextLayout("Hi Supercalifragilistic", font: unitFont, maxWidth: 8_000)
        #expect(layout.lines.first?.text == "Hi")
        #expect(layout.lines.dropFirst().map(\.text).joined() == "Supercalifragilistic")
    }

    @Test(arguments: [0.0, 1, -5, -Double.infinity, 1e-300])
    func aWidthNarrowerThanAnyCharacterPutsOneCharacterOnEachLine(width: Double) {
        let layout = TextLayout("abc de\u{301}", font: .system, maxWidth: width)
        #expect(texts(layout) == ["a", "b", "c", "d", "e\u{301}"])
        #expect(layout.width == Font.system.width(of: "b"))
    }

    @Test(arguments: [nil, Double.nan, .infinity])
    func noUsableWidthMeansNoWrapping(width: Double?) {
        let layout = TextLayout("The quick brown fox jumps over the lazy dog", font: .system, maxWidth: width)
        #expect(layout.lines.count == 1)
    }

    @Test func linesBreakAfterHyphensBetweenWords() {
        let layout = TextLayout("well-known", font: unitFont, maxWidth: 7_000)
        #expect(texts(layout) == ["well-", "known"])
        #expect(layout.lines.first?.width == 4_812)
    }

    @Test func hyphensBeforeDigitsDoNotBreak() {
        let text = "pages 10-20"
        let layout = TextLayout(text, font: unitFont, maxWidth: unitFont.width(of: "pages 10-"))
        #expect(texts(layout) == ["pages", "10-20"])
        #expect(texts(TextLayout("x -y", font: unitFont, maxWidth: unitFont.width(of: "x -"))) == ["x", "-y"])
    }

    @Test func linesBreakAfterDashes() {
        let text = "yes\u{2014}no"
        let layout = TextLayout(text, font: unitFont, maxWidth: unitFont.width(of: "yes\u{2014}"))
        #expect(texts(layout) == ["yes\u{2014}", "no"])
    }

    @Test func aSoftHyphenShowsAsAHyphenWhereTheLineBreaks() {
        let text = "hy\u{AD}phen"
        let hyphenated = unitFont.width(of: "hy-") // 3213: "y" and "-" kern
        let layout = TextLayout(text, font: unitFont, maxWidth: unitFont.width(of: "phen"))
        #expect(texts(layout) == ["hy-", "phen"])
        #expect(layout.lines.first?.width == hyphenated)
        // The hyphen must fit too: otherwise the word breaks between characters.
        #expect(texts(TextLayout(text, font: unitFont, maxWidth: hyphenated - 1)).first != "hy-")
        // Unbroken, it is invisible.
        #expect(texts(TextLayout(text, font: unitFont)) == [text])
        #expect(TextLayout(text, font: unitFont).width == unitFont.width(of: "hyphen"))
    }

    @Test func aZeroWidthSpaceIsABreakOpportunity() {
        let text = "abc\u{200B}def"
        let layout = TextLayout(text, font: unitFont, maxWidth: 3_681)
        #expect(texts(layout) == ["abc\u{200B}", "def"])
        #expect(layout.lines.first?.width == 3_681)
    }
}

/// `numberOfLines`.
@Suite struct LineLimitTests {
    private let text = "one two three four"

    private func width(_ text: String) -> Double { unitFont.width(of: text) }

    @Test func zeroOrNegativeMeansNoLimit() {
        let narrow = width("three")
        #expect(TextLayout(text, font: unitFont, maxWidth: narrow, numberOfLines: 0).lines.count == 4)
        #expect(TextLayout(text, font: unitFont, maxWidth: narrow, numberOfLines: -3).lines.count == 4)
        #expect(!TextLayout(text, font: unitFont, maxWidth: narrow, numberOfLines: 0).isTruncated)
    }

    @Test func theLimitCapsTheLinesAndTheHeight() {
        let layout = TextLayout(text, font: unitFont, maxWidth: width("three"), numberOfLines: 2)
        #expect(texts(layout) == ["one", "two"])
        #expect(layout.isTruncated)
        #expect(layout.height == 2 * lineHeight)
        #expect(layout.width == max(width("one"), width("two")))
    }

    @Test func theLastLineKeepsWhatFitsAndGainsNoEllipsis() {
        let layout = TextLayout(text, font: unitFont, maxWidth: width("one two three"), numberOfLines: 1)
        #expect(texts(layout) == ["one two three"])
        #expect(layout.isTruncated)
    }

    @Test func oneLineStopsAtTheFirstLineBreak() {
        let layout = TextLayout("a\nb", font: unitFont, numberOfLines: 1)
        #expect(texts(layout) == ["a"])
        #expect(layout.isTruncated)
        #expect(
            TextMeasurer.size(of: "a\nb", font: unitFont, maxWidth: nil, numberOfLines: 1)
                == (width("a"), lineHeight))
    }

    @Test func textThatFitsIsNotTruncated() {
        #expect(!TextLayout("abc\n", font: unitFont, numberOfLines: 1).isTruncated)
        #expect(!TextLayout("abc   ", font: unitFont, maxWidth: 3_681, numberOfLines: 1).isTruncated)
        #expect(!TextLayout(text, font: unitFont, numberOfLines: 1).isTruncated)
    }
}

/// Long texts lay out completely (a sanity check, not a timing).
@Suite struct LongTextTests {
    @Test func aLongParagraphLaysOutEveryWord() {
        let words = (0..<2_000).map { "word\($0)" }
        let layout = TextLayout(words.joined(separator: " "), font: .system, maxWidth: 300)
        #expect(layout.lines.flatMap { $0.text.split(separator: " ").map(String.init) } == words)
        for line in layout.lines {
            #expect(line.width <= 300)
        }
        #expect(layout.height == Double(layout.lines.count) * Font.system.lineHeight)
    }
}
