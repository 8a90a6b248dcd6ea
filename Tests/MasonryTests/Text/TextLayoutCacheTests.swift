import Testing

@testable import Masonry

/// The shared cache of text layouts: the same answers as measuring, and bounded memory.
@Suite struct TextLayoutCacheTests {
    @Test func cachedLayoutsAreTheLayoutsMeasured() {
        for width in [nil, 120.0, 37.5] {
            let text = "The quick brown fox jumps over the lazy dog"
            let cached = TextMeasurer.layout(of: text, font: .system, maxWidth: width, numberOfLines: 0)
            #expect(cached == TextLayout(text, font: .system, maxWidth: width, numberOfLines: 0))
            #expect(TextMeasurer.layout(of: text, font: .system, maxWidth: width, numberOfLines: 0) == cached)
        }
    }

    @Test func theKeyTellsTextsFontsWidthsAndLimitsApart() {
        let text = "one two three"
        for (font, width, lines) in [
            (Font.system, 40.0, 0), (.system, 40, 1), (Font(size: 8), 40, 0), (.system, 400, 0)
        ] {
            #expect(
                TextMeasurer.layout(of: text, font: font, maxWidth: width, numberOfLines: lines)
                    == TextLayout(text, font: font, maxWidth: width, numberOfLines: lines))
        }
        #expect(TextMeasurer.layout(of: text, font: .system, maxWidth: 40, numberOfLines: 1).lines.count == 1)
        #expect(TextMeasurer.layout(of: text, font: .system, maxWidth: 40, numberOfLines: 0).lines.count > 1)
    }

    @Test func memoryStaysBoundedWhateverIsMeasured() {
        let cache = TextLayoutCache(characterBudget: 1_000)
        for number in 0..<5_000 {
            let key = TextLayoutCache.Key(text: "text \(number)", font: .system, maxWidth: nil, numberOfLines: 0)
            _ = cache.layout(for: key) { TextLayout(key.text, font: .system) }
        }
        #expect(cache.count <= 1_000)
        #expect(cache.count > 0)
    }

    @Test func textsInUseStayWhileOthersComeAndGo() {
        let cache = TextLayoutCache(characterBudget: 200)
        let kept = TextLayoutCache.Key(text: "kept", font: .system, maxWidth: nil, numberOfLines: 0)
        var made = 0
        for number in 0..<1_000 {
            _ = cache.layout(for: kept) {
                made += 1; return TextLayout("kept", font: .system)
            }
            let other = TextLayoutCache.Key(text: "other \(number)", font: .system, maxWidth: nil, numberOfLines: 0)
            _ = cache.layout(for: other) { TextLayout(other.text, font: .system) }
        }
        #expect(made == 1)
    }
}
