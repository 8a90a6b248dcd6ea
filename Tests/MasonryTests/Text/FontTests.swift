import Masonry
import Testing

/// DejaVu Sans is 2048 units per em, so at 2048 points a width in points is the width in font units.
let unitFont = Font(size: 2048)

/// `Font`: its metrics, its widths, and what it does with sizes that make no sense.
@Suite struct FontTests {
    @Test func systemFontIsSeventeenPoints() {
        #expect(Font.system.size == 17)
        #expect(Font.system == Font(size: 17))
        #expect(Font.familyName == "DejaVu Sans")
        #expect(Font.system.description == "DejaVu Sans 17pt")
        #expect(Font(size: 12.5).description == "DejaVu Sans 12.5pt")
    }

    /// hhea of DejaVuSans.ttf 2.37: ascender 1901, descender -483, line gap 0; "H" is 1493 high, "x" 1120.
    @Test func verticalMetricsScaleTheFontUnits() {
        let font = Font.system
        #expect(font.lineHeight == 19.7890625) // 2384 × 17 / 2048
        #expect(font.ascender == 15.77978515625)
        #expect(font.descender == -4.00927734375)
        #expect(font.leading == 0)
        #expect(font.lineHeight == font.ascender - font.descender + font.leading)
        #expect(unitFont.capHeight == 1493)
        #expect(unitFont.xHeight == 1120)
    }

    /// 13183 font units, as HarfBuzz shapes it (see DejaVuSansReferenceWidths.swift): "W" and "o" kern.
    @Test func helloWorldAtSeventeenPoints() {
        #expect(Font.system.width(of: "Hello, World!") == 109.42919921875)
        #expect(
            TextMeasurer.size(of: "Hello, World!", font: .system, maxWidth: nil, numberOfLines: 1)
                == (width: 109.42919921875, height: 19.7890625))
    }

    @Test func widthScalesWithSize() {
        let text = "Scaling is linear"
        #expect(Font(size: 34).width(of: text) == 2 * Font(size: 17).width(of: text))
        #expect(Font(size: 1).width(of: text) * 2048 == unitFont.width(of: text))
    }

    @Test func substringsMeasureLikeStrings() {
        let text = "Hello, World!"
        #expect(unitFont.width(of: text.dropLast()) == unitFont.width(of: "Hello, World"))
    }

    /// A = 1401, V = 1401 (hmtx); the latn kern feature moves them 131 units closer.
    @Test func kerningPairsTightenTheirGlyphs() {
        #expect(unitFont.width(of: "A") == 1401)
        #expect(unitFont.width(of: "V") == 1401)
        #expect(unitFont.width(of: "AV") == 2671)
        #expect(unitFont.width(of: "A V") == 1401 + 651 + 1401)
    }

    /// f = 721, but the ff ligature is 1411 wide.
    @Test func ligaturesChangeWidths() {
        #expect(unitFont.width(of: "f") == 721)
        #expect(unitFont.width(of: "ff") == 1411)
        #expect(unitFont.width(of: "fff") == 1411 + 721)
    }

    @Test func emptyTextHasNoWidth() {
        #expect(Font.system.width(of: "") == 0)
    }

    /// .notdef is 1229 units wide; DejaVu Sans has no Han or emoji glyphs.
    @Test func charactersTheFontLacksMeasureAsNotdef() {
        #expect(unitFont.width(of: "\u{65E5}") == 1229)
        #expect(unitFont.width(of: "\u{1F44D}") == 1229)
        #expect(unitFont.width(of: "\u{10FFFF}") == 1229)
    }

    @Test func invisibleCharactersHaveNoWidth() {
        for text in ["\u{200B}", "\u{200D}", "\u{AD}", "\u{FEFF}", "\u{202E}", "\n", "\r\n", "\u{2028}", "\u{1}"] {
            #expect(unitFont.width(of: text) == 0, "\(text.unicodeScalars.map(\.value))")
        }
        #expect(unitFont.width(of: "a\nb") == unitFont.width(of: "a") + unitFont.width(of: "b"))
    }

    @Test func aTabIsAsWideAsASpace() {
        #expect(unitFont.width(of: "\t") == unitFont.width(of: " "))
    }

    /// A combining mark takes no width of its own, and a base with a mark the font has precomposed measures (and
    /// kerns) as the precomposed character.
    @Test func combiningMarksComposeOrTakeNoWidth() {
        #expect(unitFont.width(of: "e\u{301}") == unitFont.width(of: "\u{E9}"))
        #expect(unitFont.width(of: "A\u{301}V") == unitFont.width(of: "\u{C1}V"))
        #expect(unitFont.width(of: "x\u{301}") == unitFont.width(of: "x"))
    }

    @Test(arguments: [Double.nan, -1, -.infinity, .infinity, -0.0, 0, -Double.greatestFiniteMagnitude])
    func invalidSizesBecomeZero(size: Double) {
        let font = Font(size: size)
        #expect(font.size == 0)
        #expect(font.size.sign == .plus)
        #expect(font == Font(size: 0))
        #expect(font.width(of: "Hello") == 0)
        #expect(font.lineHeight == 0)
        #expect(TextMeasurer.size(of: "Hello\nWorld", font: font, maxWidth: 10, numberOfLines: 0) == (0, 0))
    }

    @Test func hugeSizesAreCappedSoWidthsStayFinite() {
        let font = Font(size: .greatestFiniteMagnitude)
        #expect(font.size == Font.maximumSize)
        #expect(Font(size: 1e300) == Font(size: Font.maximumSize))
        #expect(font.width(of: String(repeating: "W", count: 10_000)).isFinite)
    }

    @Test func settingTheSizeValidatesItToo() {
        var font = Font(size: 12)
        font.size = .nan
        #expect(font.size == 0)
        font.size = 24
        #expect(font.size == 24)
        font.size = .infinity
        #expect(font.size == 0)
    }

    @Test func fontsAreHashableBySize() {
        let fonts: Set<Font> = [Font(size: 17), .system, Font(size: 12), Font(size: .nan), Font(size: -4)]
        #expect(fonts.count == 3)
    }
}

/// Masonry's widths against HarfBuzz's, shaping the same font (generated by Scripts/generate-font-metrics).
@Suite struct ReferenceWidthTests {
    @Test(arguments: dejaVuSansReferenceWidths)
    func widthMatchesHarfBuzz(reference: (text: String, units: Int)) {
        #expect(unitFont.width(of: reference.text) == Double(reference.units))
    }

    @Test func aSmallSizeScalesTheSameUnits() {
        for reference in dejaVuSansReferenceWidths {
            #expect(Font.system.width(of: reference.text) == Double(reference.units) * 17 / 2048)
        }
    }
}
