/// The shaper's work for text made only of ASCII characters, folded into small tables once: most interface text is
/// ASCII, and for it the general shaper's steps (composition, joining, ligature lookups over every rule, kerning by
/// binary search) reduce to a table look-up per character, a check for `f` ligatures, and a dense kerning table.
///
/// The answers are the general shaper's, exactly: the tables are built from the same font data with the same
/// functions, and `ASCIIShaper.tables` is `nil` (every text takes the general path) if the font data ever holds
/// something this replay does not model, such as a ligature rule whose parts are ASCII in more than one lookup.
/// Each byte is one character, so a text with `\r\n` (one character of two scalars) takes the general path.
enum ASCIIShaper {
    /// The folded tables, or `nil` when the font data needs the general shaper even for ASCII.
    static let tables: Tables? = Tables()

    /// A ligature rule whose components are all ASCII glyphs.
    struct Ligature: Sendable {
        /// The glyphs after the first.
        var rest: [UInt16]
        /// The ligature's index in the dense kerning table.
        var denseGlyph: Int
        /// The ligature's advance minus its components' advances.
        var difference: Int
    }

    struct Tables: Sendable {
        /// The glyph of each byte (a tab takes the space's glyph); 0 for controls.
        var glyphs: [UInt16] = []
        var advances: [Int] = []
        /// Controls (not the tab): no width, and they separate ligatures and kerning.
        var isBarrier: [Bool] = []
        /// The ASCII ligature rules by first glyph, in the order the general shaper tries them.
        var ligatures: [UInt16: [Ligature]] = [:]
        var startsLigature: [Bool] = []
        /// Kerning between two glyphs by dense index (ASCII glyphs by id, then the ASCII ligatures).
        var kerning: [Int] = []
        /// The glyph at each dense index.
        var denseGlyphs: [UInt16] = []
        var stride = 0

        init?() {
            var asciiGlyphs: [UInt16] = []
            for byte in 0..<128 {
                let isControl = byte < 0x20 || byte == 0x7F
                let scalar: UInt32 = byte == 0x09 ? 0x20 : UInt32(byte)
                asciiGlyphs.append(isControl && byte != 0x09 ? 0 : TextShaper.glyph(for: scalar))
            }
            guard let highest = asciiGlyphs.max(), highest < 0x400 else { return nil }
            for byte in 0..<128 {
                guard let scalar = Unicode.Scalar(UInt32(byte)) else { return nil }
                let properties = scalar.properties
                // Nothing the general shaper composes, decomposes, hides or joins.
                guard !properties.isDefaultIgnorableCodePoint, properties.canonicalCombiningClass == .notReordered,
                    TextShaper.sortedIndex(of: UInt32(byte), in: DejaVuSansMetrics.decompositionScalars) == nil,
                    TextShaper.sortedIndex(of: UInt32(byte), in: DejaVuSansMetrics.joiningScalars) == nil
                else { return nil }
                let isControl = properties.generalCategory == .control
                guard isControl == (byte < 0x20 || byte == 0x7F) else { return nil }
                glyphs.append(asciiGlyphs[byte])
                advances.append(isControl && byte != 0x09 ? 0 : TextShaper.advance(of: asciiGlyphs[byte]))
                isBarrier.append(isControl && byte != 0x09)
            }
            let printable = Set(glyphs.enumerated().filter { !isBarrier[$0.offset] }.map(\.element))
            // Glyph 0 marks the controls: every other ASCII character must have a glyph of its own.
            guard !printable.contains(0) else { return nil }

            // The rules made only of ASCII glyphs must sit in one lookup, and no rule may use their output.
            let lookups = DejaVuSansMetrics.ligatureLookups
            let starts = DejaVuSansMetrics.ligatureComponentStarts
            let components = DejaVuSansMetrics.ligatureComponents
            var asciiRules: [Int] = []
            for rule in lookups.indices {
                let parts = components[Int(starts[rule])..<Int(starts[rule + 1])]
                if parts.allSatisfy(printable.contains) { asciiRules.append(rule) }
            }
            guard Set(asciiRules.map { lookups[$0] }).count <= 1 else { return nil }
            let outputs = asciiRules.map { DejaVuSansMetrics.ligatureGlyphs[$0] }
            guard !components.contains(where: outputs.contains) else { return nil }

            var dense = Array(0...Int(highest)).map(UInt16.init)
            dense.append(contentsOf: outputs)
            stride = dense.count
            denseGlyphs = dense
            for rule in asciiRules {
                let parts = Array(components[Int(starts[rule])..<Int(starts[rule + 1])])
                let output = DejaVuSansMetrics.ligatureGlyphs[rule]
                let difference = TextShaper.advance(of: output) - parts.reduce(0) { $0 + TextShaper.advance(of: $1) }
                let index = dense.lastIndex(of: output) ?? 0
                ligatures[parts[0], default: []].append(
                    Ligature(
                        rest: Array(parts.dropFirst()), denseGlyph: index,
                        difference: difference))
            }
            startsLigature = (0..<128).map { !isBarrier[$0] && ligatures[glyphs[$0]] != nil }
            kerning = [Int](repeating: 0, count: stride * stride)
            // One walk of the font's kerned pairs, each placed at the dense indexes of its two glyphs: a search of
            // the pairs for every cell would cost stride² binary searches (most of the tables' making, which the
            // first text measured pays).
            func denseIndexes(of glyph: UInt16) -> [Int] {
                var indexes = glyph <= highest ? [Int(glyph)] : []
                for (offset, output) in outputs.enumerated() where output == glyph {
                    indexes.append(Int(highest) + 1 + offset)
                }
                return indexes
            }
            let keys = DejaVuSansMetrics.kernKeys
            for pair in keys.indices {
                // The pairs are sorted: a repeated key keeps its first value, as a binary search for it finds.
                if pair > 0 && keys[pair - 1] == keys[pair] { continue }
                let leftGlyph = UInt16(keys[pair] >> 16), rightGlyph = UInt16(keys[pair] & 0xFFFF)
                // Most pairs kern glyphs outside ASCII and its ligatures: both tests are cheap.
                guard leftGlyph <= highest || outputs.contains(leftGlyph) else { continue }
                guard rightGlyph <= highest || outputs.contains(rightGlyph) else { continue }
                let value = Int(DejaVuSansMetrics.kernValues[pair])
                for left in denseIndexes(of: leftGlyph) {
                    for right in denseIndexes(of: rightGlyph) { kerning[left * stride + right] = value }
                }
            }
        }
    }

    /// Shapes ASCII bytes (each one character) as `TextShaper` does; writes each character's metrics when asked and
    /// returns the width of the whole run set on one line, in font units.
    static func shape(
        _ bytes: UnsafeBufferPointer<UInt8>, with tables: Tables,
        into metrics: UnsafeMutableBufferPointer<CharacterMetrics>? = nil
    ) -> Int {
        tables.advances.withUnsafeBufferPointer { advances in
            tables.glyphs.withUnsafeBufferPointer { glyphs in
                tables.startsLigature.withUnsafeBufferPointer { startsLigature in
                    tables.kerning.withUnsafeBufferPointer { kerning in
                        shape(
                            bytes, tables: tables, advances: advances, glyphs: glyphs, startsLigature: startsLigature,
                            kerning: kerning, into: metrics)
                    }
                }
            }
        }
    }

    private static func shape(
        _ bytes: UnsafeBufferPointer<UInt8>, tables: Tables, advances: UnsafeBufferPointer<Int>,
        glyphs: UnsafeBufferPointer<UInt16>, startsLigature: UnsafeBufferPointer<Bool>,
        kerning: UnsafeBufferPointer<Int>,
        into metrics: UnsafeMutableBufferPointer<CharacterMetrics>?
    ) -> Int {
        var total = 0
        var previous = -1 // the dense index of the last visible glyph, while kerning may apply
        var index = 0
        let count = bytes.count
        let stride = tables.stride
        while index < count {
            let byte = Int(bytes[index] & 0x7F)
            let glyph = glyphs[byte]
            if glyph == 0 { // a control: no width, and it separates kerning and ligatures
                previous = -1
                index += 1
                continue
            }
            var advance = advances[byte]
            var current = Int(glyph)
            var matched: Ligature? = nil
            if startsLigature[byte], let rules = tables.ligatures[glyph] {
                for rule in rules where matches(rule.rest, at: index + 1, in: bytes, glyphs: glyphs) {
                    matched = rule
                    current = rule.denseGlyph
                    if rule.rest.isEmpty { advance += rule.difference }
                    break
                }
            }
            let adjustment = previous >= 0 ? kerning[previous &* stride &+ current] : 0
            metrics?[index] = CharacterMetrics(advance: advance, adjustmentBefore: adjustment)
            total += advance + adjustment
            index += 1
            if let matched {
                // The other components keep their advances; the difference sits before the last one.
                for part in matched.rest.indices {
                    let partAdvance = advances[Int(bytes[index] & 0x7F)]
                    let partAdjustment = part == matched.rest.count - 1 ? matched.difference : 0
                    metrics?[index] = CharacterMetrics(advance: partAdvance, adjustmentBefore: partAdjustment)
                    total += partAdvance + partAdjustment
                    index += 1
                }
            }
            previous = current
        }
        return total
    }

    private static func matches(
        _ rest: [UInt16], at start: Int, in bytes: UnsafeBufferPointer<UInt8>,
        glyphs: UnsafeBufferPointer<UInt16>
    ) -> Bool {
        guard start + rest.count <= bytes.count else { return false }
        for (offset, component) in rest.enumerated() where glyphs[Int(bytes[start + offset] & 0x7F)] != component {
            return false
        }
        return true
    }

    /// The bytes of a text that the ASCII path can shape: only ASCII, and no `\r\n` (one character, two bytes).
    static func bytes(of text: some StringProtocol) -> [UInt8]? {
        if let result = text.utf8.withContiguousStorageIfAvailable({ buffer -> [UInt8]? in
            isShapeable(buffer) ? Array(buffer) : nil
        }) {
            return result
        }
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer(isShapeable) ? bytes : nil
    }

    private static func isShapeable(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        var previous: UInt8 = 0
        for byte in buffer {
            if byte >= 0x80 || (byte == 0x0A && previous == 0x0D) { return false }
            previous = byte
        }
        return true
    }
}
