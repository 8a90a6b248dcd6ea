/// Measures text with the DejaVu Sans tables: a small replay of what an OpenType shaper does with this one font.
///
/// The steps are HarfBuzz's, for the features that change widths: canonical composition (a base and a mark become
/// the precomposed glyph when the font has it; a character the font lacks is drawn from its canonical parts when
/// it has those), the cmap, Arabic joining forms, the default ligatures (`liga`, `rlig`), advances with marks
/// zeroed, and pair kerning (`kern`). Default-ignorable characters (zero-width space, joiners, soft hyphen, bidi
/// controls) are invisible and transparent to ligatures and kerning, as in HarfBuzz.
/// `Tests/MasonryTests/Text/DejaVuSansReferenceWidths.swift` holds HarfBuzz's own widths to compare with.
///
/// Known differences from HarfBuzz, all small or on broken text: text is not itemised by script, so the Latin
/// kerning pairs also apply beside other scripts and joining applies in any run; contextual substitutions (`ccmp`
/// chains) are not replayed (a Hebrew ayin with a lower point is 20 units narrower than HarfBuzz draws it); no
/// dotted circle is inserted before a mark that has no base; and a tab is as wide as a space, where HarfBuzz shows
/// .notdef (UIKit uses tab stops). Bidirectional reordering changes no width, so it is not needed.
///
/// Widths are integers in font units, so a sum does not depend on the order it is added in: the width of a line
/// measured alone and inside its paragraph agree exactly.
enum TextShaper {
    /// The width of a sequence of scalars set on one line, in font units.
    static func units(of scalars: some Sequence<Unicode.Scalar>) -> Int {
        var slots: [Slot] = []
        slots.reserveCapacity(scalars.underestimatedCount)
        for scalar in scalars {
            slots.append(Slot(scalar: scalar, owner: 0))
        }
        shape(&slots)
        return slots.reduce(0) { $0 + $1.advance + $1.innerAdjustment + $1.boundaryAdjustment }
    }

    /// The metrics of each character of a text, in font units, as the line breaker needs them.
    static func metrics(of characters: [Character]) -> [CharacterMetrics] {
        var slots: [Slot] = []
        slots.reserveCapacity(characters.count)
        for (owner, character) in characters.enumerated() {
            for scalar in character.unicodeScalars {
                slots.append(Slot(scalar: scalar, owner: owner))
            }
        }
        shape(&slots)
        var metrics = [CharacterMetrics](repeating: CharacterMetrics(), count: characters.count)
        for slot in slots {
            metrics[slot.owner].advance += slot.advance + slot.innerAdjustment
            metrics[slot.owner].adjustmentBefore += slot.boundaryAdjustment
        }
        return metrics
    }

    // MARK: Shaping

    private static func shape(_ slots: inout [Slot]) {
        compose(&slots)
        for index in slots.indices where slots[index].role == .glyph {
            // A tab has no glyph; it takes the space of a space (Masonry does not model tab stops).
            let scalar = slots[index].scalar.value == 0x09 ? 0x20 : slots[index].scalar.value
            slots[index].glyph = glyph(for: scalar)
        }
        applyJoiningForms(&slots)
        for index in slots.indices where slots[index].role == .glyph {
            slots[index].advance = advance(of: slots[index].glyph)
        }
        applyLigatures(&slots)
        applyKerning(&slots)
    }

    /// Decomposes the scalars the font lacks but can draw from their parts, then replaces a base followed by a mark
    /// with their precomposition where the font maps it.
    private static func compose(_ slots: inout [Slot]) {
        var composed: [Slot] = []
        composed.reserveCapacity(slots.count)
        for slot in decomposed(slots) {
            if slot.role == .glyph, slot.scalar.properties.canonicalCombiningClass != .notReordered,
                let last = composed.last, last.role == .glyph, last.owner == slot.owner,
                let scalar = composition(of: last.scalar, with: slot.scalar)
            {
                composed[composed.count - 1].scalar = scalar
            } else {
                composed.append(slot)
            }
        }
        slots = composed
    }

    private static func decomposed(_ slots: [Slot]) -> [Slot] {
        let scalars = DejaVuSansMetrics.decompositionScalars
        guard slots.contains(where: { sortedIndex(of: $0.scalar.value, in: scalars) != nil }) else { return slots }
        var result: [Slot] = []
        for slot in slots {
            guard let index = sortedIndex(of: slot.scalar.value, in: scalars) else {
                result.append(slot)
                continue
            }
            let starts = DejaVuSansMetrics.decompositionStarts
            for value in DejaVuSansMetrics.decompositionParts[Int(starts[index])..<Int(starts[index + 1])] {
                if let part = Unicode.Scalar(value) {
                    result.append(Slot(scalar: part, owner: slot.owner))
                }
            }
        }
        return result
    }

    /// Gives each letter of a joining script (Arabic, N'Ko) its final, medial or initial form, by Unicode's rules:
    /// two neighbours join when the first can join towards the next and the second towards the previous;
    /// transparent characters (marks) are skipped, and anything else that does not join separates.
    private static func applyJoiningForms(_ slots: inout [Slot]) {
        var previous: Int? = nil // the last slot that can join towards the next one
        for index in slots.indices {
            let type = slots[index].role == .barrier ? JoiningType.nonJoining : joiningType(of: slots[index].scalar)
            if type == .transparent { continue }
            if type.joinsPrevious, let before = previous {
                slots[before].form = slots[before].form == .final ? .medial : .initial
                slots[index].form = .final
            }
            previous = type.joinsNext ? index : nil
        }
        for index in slots.indices where slots[index].role == .glyph && slots[index].form != .isolated {
            if let form = form(slots[index].form, of: slots[index].glyph) {
                slots[index].glyph = form
            }
        }
    }

    /// Applies the ligature rules lookup by lookup, each over the whole text, longest rule first.
    ///
    /// The components keep their own advances and the ligature's difference from their sum goes between the last
    /// two components, so a line broken inside a ligature measures its pieces as if set apart.
    private static func applyLigatures(_ slots: inout [Slot]) {
        let lookups = DejaVuSansMetrics.ligatureLookups
        let starts = DejaVuSansMetrics.ligatureComponentStarts
        let components = DejaVuSansMetrics.ligatureComponents
        var rule = 0
        while rule < lookups.count {
            var end = rule
            while end < lookups.count, lookups[end] == lookups[rule] { end += 1 }
            for index in slots.indices where slots[index].isVisible {
                for candidate in rule..<end where components[Int(starts[candidate])] == slots[index].glyph {
                    let parts = Int(starts[candidate])..<Int(starts[candidate + 1])
                    let ignoresMarks = DejaVuSansMetrics.ligatureIgnoresMarks[candidate]
                    guard let matched = match(components[parts], from: index, in: slots, ignoringMarks: ignoresMarks)
                    else { continue }
                    let ligature = DejaVuSansMetrics.ligatureGlyphs[candidate]
                    let difference = advance(of: ligature) - matched.reduce(0) { $0 + advance(of: slots[$1].glyph) }
                    for part in matched.dropFirst() {
                        slots[part].isConsumed = true
                    }
                    slots[index].glyph = ligature
                    if matched.count > 1 {
                        slots.addAdjustment(
                            difference, to: matched[matched.count - 1], after: matched[matched.count - 2])
                    } else {
                        slots[index].innerAdjustment += difference
                    }
                    break
                }
            }
            rule = end
        }
    }

    /// The slots that spell `components` from `start` on, skipping invisible ones (and marks, if asked).
    private static func match(
        _ components: ArraySlice<UInt16>, from start: Int, in slots: [Slot],
        ignoringMarks: Bool
    ) -> [Int]? {
        var matched = [start]
        var index = start
        for component in components.dropFirst() {
            index += 1
            while index < slots.count, slots[index].role != .barrier,
                !slots[index].isVisible || (ignoringMarks && isMark(slots[index].glyph))
            {
                index += 1
            }
            guard index < slots.count, slots[index].isVisible, slots[index].glyph == component else { return nil }
            matched.append(index)
        }
        return matched
    }

    /// Adds the pair adjustment of each two visible neighbours; marks stand between their neighbours (the font's
    /// kern lookups do not skip them), invisible characters do not, and line breaks and controls separate.
    private static func applyKerning(_ slots: inout [Slot]) {
        let keys = DejaVuSansMetrics.kernKeys
        var previous: Int? = nil
        for index in slots.indices {
            if slots[index].role == .barrier {
                previous = nil
                continue
            }
            guard slots[index].isVisible else { continue }
            if let before = previous,
                let pair = sortedIndex(of: UInt32(slots[before].glyph) << 16 | UInt32(slots[index].glyph), in: keys)
            {
                slots.addAdjustment(Int(DejaVuSansMetrics.kernValues[pair]), to: index, after: before)
            }
            previous = index
        }
    }

    // MARK: Tables

    /// The glyph the font maps a scalar to; 0 (.notdef) where it maps none.
    static func glyph(for scalar: UInt32) -> UInt16 {
        let starts = DejaVuSansMetrics.runStarts
        var low = 0
        var high = starts.count
        while low < high { // the first run that starts after the scalar
            let middle = (low + high) / 2
            if starts[middle] <= scalar { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return 0 }
        let run = low - 1
        let offsets = DejaVuSansMetrics.runOffsets
        let position = Int(offsets[run]) + Int(scalar - starts[run])
        guard position < Int(offsets[run + 1]) else { return 0 }
        return DejaVuSansMetrics.runGlyphs[position]
    }

    static func advance(of glyph: UInt16) -> Int {
        let advances = DejaVuSansMetrics.advances
        return Int(glyph) < advances.count ? Int(advances[Int(glyph)]) : 0
    }

    private static func isMark(_ glyph: UInt16) -> Bool {
        glyph >= DejaVuSansMetrics.firstMarkGlyph
    }

    private static func composition(of base: Unicode.Scalar, with mark: Unicode.Scalar) -> Unicode.Scalar? {
        let key = UInt64(base.value) << 21 | UInt64(mark.value)
        guard let index = sortedIndex(of: key, in: DejaVuSansMetrics.compositionKeys) else { return nil }
        return Unicode.Scalar(DejaVuSansMetrics.compositionScalars[index])
    }

    private static func joiningType(of scalar: Unicode.Scalar) -> JoiningType {
        if let index = sortedIndex(of: scalar.value, in: DejaVuSansMetrics.joiningScalars) {
            return JoiningType(rawValue: DejaVuSansMetrics.joiningTypes[index]) ?? .nonJoining
        }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return .transparent
        default: return .nonJoining
        }
    }

    private static func form(_ form: JoiningForm, of glyph: UInt16) -> UInt16? {
        guard let index = sortedIndex(of: glyph, in: DejaVuSansMetrics.formGlyphs) else { return nil }
        let column: Int
        switch form {
        case .isolated: return nil
        case .final: column = 0
        case .medial: column = 1
        case .initial: column = 2
        }
        let output = DejaVuSansMetrics.formOutputs[index * 3 + column]
        return output == 0xFFFF ? nil : output
    }

    static func sortedIndex<Element: Comparable>(of value: Element, in array: [Element]) -> Int? {
        var low = 0
        var high = array.count
        while low < high {
            let middle = (low + high) / 2
            if array[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low < array.count && array[low] == value ? low : nil
    }
}

/// What a character of a text measures, in font units.
struct CharacterMetrics: Equatable {
    /// The advances of its glyphs, with the kerning and ligature differences inside it.
    var advance = 0
    /// Kerning or a ligature difference between it and the character before: it counts only while the two share
    /// a line.
    var adjustmentBefore = 0
}

/// One scalar on its way through the shaper.
private struct Slot {
    enum Role {
        /// Drawn with a glyph.
        case glyph
        /// Default-ignorable: no glyph and no width, and skipped when ligatures and kerning look for neighbours.
        case hidden
        /// A line break or another control: no width, and it separates joining, ligatures and kerning.
        case barrier
    }

    var scalar: Unicode.Scalar
    /// The index of the character the scalar belongs to.
    var owner: Int
    var role: Role
    var glyph: UInt16 = 0
    var form = JoiningForm.isolated
    /// A ligature component after the first: it keeps its advance but no longer has a glyph of its own.
    var isConsumed = false
    var advance = 0
    /// Adjustments between this slot and an earlier one of the same character.
    var innerAdjustment = 0
    /// Adjustments between this slot and one of an earlier character.
    var boundaryAdjustment = 0

    init(scalar: Unicode.Scalar, owner: Int) {
        self.scalar = scalar
        self.owner = owner
        if scalar.value != 0x09, Slot.isBarrier(scalar) {
            role = .barrier
        } else if scalar.properties.isDefaultIgnorableCodePoint {
            role = .hidden
        } else {
            role = .glyph
        }
    }

    var isVisible: Bool { role == .glyph && !isConsumed }

    private static func isBarrier(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2028, 0x2029: return true
        default: return scalar.properties.generalCategory == .control
        }
    }
}

extension [Slot] {
    /// Records an adjustment between two slots on the later one, as inner or boundary by their characters.
    fileprivate mutating func addAdjustment(_ amount: Int, to index: Int, after earlier: Int) {
        if self[index].owner == self[earlier].owner {
            self[index].innerAdjustment += amount
        } else {
            self[index].boundaryAdjustment += amount
        }
    }
}

/// Unicode's joining types (ArabicShaping.txt), with the raw values the generated table uses.
private enum JoiningType: UInt8 {
    case nonJoining = 0, dual = 1, right = 2, left = 3, causing = 4, transparent = 5

    /// Whether the character connects to the character before it (on its right, in Arabic).
    var joinsPrevious: Bool { self == .dual || self == .right || self == .causing }
    /// Whether the character connects to the character after it.
    var joinsNext: Bool { self == .dual || self == .left || self == .causing }
}

private enum JoiningForm {
    case isolated, final, medial, initial
}
