import Testing

@testable import Masonry

/// The ASCII fast path gives the general shaper's answers exactly: per character, per line, per layout.
@Suite struct ASCIIShaperTests {
    /// Letters that kern (AV, To, Wa, y.), every `f` ligature, tabs, controls, hyphens, digits and spaces.
    private static let alphabet = Array("ffflfiAVToWaTyLY.,-0123456789 \t\u{1}\u{7F}\nabcdefghijklmnopqrstuvwxyz\r")

    private static func randomTexts(count: Int, seed: UInt64) -> [String] {
        var generator = SplitMix64(seed: seed)
        return (0..<count).map { _ in
            let length = Int(generator.next() % 60)
            return String((0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
        }
    }

    @Test func theTablesCoverThisFont() {
        #expect(ASCIIShaper.tables != nil)
    }

    @Test func theKerningTableHoldsTheFontsPairs() throws {
        let tables = try #require(ASCIIShaper.tables)
        #expect(tables.denseGlyphs.count == tables.stride)
        #expect(tables.kerning.count == tables.stride * tables.stride)
        var kerned = 0
        for (left, leftGlyph) in tables.denseGlyphs.enumerated() {
            for (right, rightGlyph) in tables.denseGlyphs.enumerated() {
                let key = UInt32(leftGlyph) << 16 | UInt32(rightGlyph)
                let expected = TextShaper.sortedIndex(of: key, in: DejaVuSansMetrics.kernKeys).map {
                    Int(DejaVuSansMetrics.kernValues[$0])
                }
                #expect(tables.kerning[left * tables.stride + right] == expected ?? 0, "\(leftGlyph), \(rightGlyph)")
                if expected != nil { kerned += 1 }
            }
        }
        #expect(kerned > 0) // AV, To, Ty…: the comparison did not pass on an empty table
    }

    @Test func characterMetricsMatchTheGeneralShaper() throws {
        let tables = try #require(ASCIIShaper.tables)
        for text in Self.randomTexts(count: 2_000, seed: 1) {
            guard let bytes = ASCIIShaper.bytes(of: text) else { continue }
            var fast = [CharacterMetrics](repeating: CharacterMetrics(), count: bytes.count)
            let total = fast.withUnsafeMutableBufferPointer { buffer in
                bytes.withUnsafeBufferPointer { ASCIIShaper.shape($0, with: tables, into: buffer) }
            }
            #expect(fast == TextShaper.metrics(of: Array(text)), "\(text.debugDescription)")
            #expect(total == TextShaper.units(of: text.unicodeScalars), "\(text.debugDescription)")
        }
    }

    @Test func fontWidthsMatchTheGeneralShaper() {
        for text in Self.randomTexts(count: 500, seed: 2) + ["office", "affluent", "fjord", "AVATAR", "T.V."] {
            #expect(unitFont.width(of: text) == Double(TextShaper.units(of: text.unicodeScalars)))
        }
    }

    @Test func lineBreaksMatchTheGeneralPath() {
        for (number, text) in Self.randomTexts(count: 600, seed: 3).enumerated() {
            let width = Double(number % 40) * 600
            let fast = LineBreaker(text: text, font: unitFont).lines(maxWidth: width, lineLimit: nil)
            let general = LineBreaker(characters: Array(text), font: unitFont).lines(maxWidth: width, lineLimit: nil)
            #expect(fast.lines == general.lines, "\(text.debugDescription) at \(width)")
        }
    }

    @Test func textWithACarriageReturnLineFeedTakesTheGeneralPath() {
        #expect(ASCIIShaper.bytes(of: "a\r\nb") == nil)
        #expect(texts(TextLayout("ab\r\ncd", font: .system)) == ["ab", "cd"])
    }

    private func texts(_ layout: TextLayout) -> [String] { layout.lines.map(\.text) }
}
