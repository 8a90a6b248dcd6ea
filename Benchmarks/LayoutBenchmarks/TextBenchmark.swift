import Masonry

/// Text measuring on its own: nanoseconds per character, uncached and cached, and soft hyphens.
func runTextBenchmark(paragraphs: Int, repeats: Int) {
    print("## text measuring (ns per character, medians of \(repeats))")
    let ascii = (0..<paragraphs).map { sampleText($0, words: 20 + $0 % 40) + " #\($0)" }
    let accented = ascii.map { $0.replacingFirst("e", with: "é") }
    let characters = Double(ascii.reduce(0) { $0 + $1.count })
    func perCharacter(_ body: () -> Void) -> String {
        fmt(median((0..<repeats).map { _ in time(body) }) * 1e9 / characters)
    }
    print("corpus: \(ascii.count) paragraphs, \(Int(characters)) characters")
    print(
        "TextLayout, ASCII, wrapped at 279 pt:",
        perCharacter {
            for text in ascii { _ = TextLayout(text, font: .system, maxWidth: 279, numberOfLines: 0) }
        })
    print(
        "TextLayout, ASCII, one line:",
        perCharacter {
            for text in ascii { _ = TextLayout(text, font: .system, maxWidth: nil, numberOfLines: 1) }
        })
    print("Font.width(of:), ASCII:", perCharacter { for text in ascii { _ = Font.system.width(of: text) } })
    print(
        "TextLayout, one é per paragraph (general shaper), wrapped:",
        perCharacter {
            for text in accented { _ = TextLayout(text, font: .system, maxWidth: 279, numberOfLines: 0) }
        })
    for text in ascii { _ = TextMeasurer.layout(of: text, font: .system, maxWidth: 279, numberOfLines: 0) }
    print(
        "TextMeasurer.layout, cached, wrapped:",
        perCharacter {
            for text in ascii { _ = TextMeasurer.layout(of: text, font: .system, maxWidth: 279, numberOfLines: 0) }
        })
    for count in [1_000, 10_000] {
        let text = String(repeating: "hy\u{AD}phen\u{AD}a\u{AD}tion ", count: count / 3)
        let elapsed = median((0..<repeats).map { _ in time { _ = TextLayout(text, font: .system, maxWidth: 279) } })
        print("\(count) soft hyphens, wrapped at 279 pt: \(fmt(elapsed * 1e3)) ms")
        let word = "a" + String(repeating: "b\u{AD}", count: count) + "c"
        let unwrapped = median((0..<repeats).map { _ in time { _ = TextLayout(word, font: .system) } })
        print("\(count) soft hyphens in one word, no wrapping: \(fmt(unwrapped * 1e3)) ms")
    }
}

extension String {
    fileprivate func replacingFirst(_ old: Character, with new: Character) -> String {
        guard let index = firstIndex(of: old) else { return self + String(new) }
        var copy = self
        copy.replaceSubrange(index...index, with: String(new))
        return copy
    }
}
