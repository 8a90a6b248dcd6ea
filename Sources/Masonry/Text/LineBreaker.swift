/// Breaks text into lines the way a UIKit label with `.byWordWrapping` does, by the rules ``TextMeasurer``
/// documents (written there once, for every user of text layout); an empty text has no lines at all.
struct LineBreaker {
    /// A line found by the breaker: a range of characters, its width in font units, and whether it ends at a soft
    /// hyphen that is shown as `-`.
    struct Line: Equatable {
        var characters: Range<Int>
        var units: Int
        var isHyphenated: Bool
    }

    /// How a character takes part in breaking.
    enum CharacterClass: Equatable {
        case regular
        /// Hangs at the end of a line, and a line may break after it.
        case space
        /// Ends the line.
        case newline
        /// A line may break after it, and it is then shown as a hyphen.
        case softHyphen
        /// A line may break after it if another non-space character follows (dashes, the zero-width space).
        case breakAfter
        /// `-`: like `breakAfter`, but only after a non-space and before a character that is not a digit.
        case hyphenMinus
        /// A decimal digit: no line breaks between `-` and a digit, so "-5" and "10-20" stay whole.
        case digit
    }

    /// The text, as characters or, when it is all ASCII, as bytes (one per character) for the fast shaper.
    enum Storage {
        case ascii([UInt8], ASCIIShaper.Tables)
        case characters([Character])
    }

    let storage: Storage
    let classes: [CharacterClass]
    let metrics: [CharacterMetrics]
    let font: Font

    /// The most soft hyphens tried, from the last back, when a line overflows (a run of soft hyphens counts once).
    /// Each try measures the line again; the cap keeps text with thousands of soft hyphens between zero-width
    /// characters linear. Real text never comes near it.
    static let softHyphenTrials = 64

    init(text: String, font: Font) {
        if let tables = ASCIIShaper.tables, let bytes = ASCIIShaper.bytes(of: text) {
            self.init(ascii: bytes, tables: tables, font: font)
        } else {
            self.init(characters: Array(text), font: font)
        }
    }

    private init(ascii bytes: [UInt8], tables: ASCIIShaper.Tables, font: Font) {
        self.font = font
        storage = .ascii(bytes, tables)
        classes = bytes.map { LineBreaker.asciiClasses[Int($0)] }
        // An empty text takes no buffer: `init(unsafeUninitializedCapacity: 0)` writes its count into the standard
        // library's shared empty-array storage, which ThreadSanitizer reports as a race with any other thread.
        guard !bytes.isEmpty else {
            metrics = []
            return
        }
        metrics = [CharacterMetrics](unsafeUninitializedCapacity: bytes.count) { buffer, count in
            buffer.initialize(repeating: CharacterMetrics())
            _ = bytes.withUnsafeBufferPointer { ASCIIShaper.shape($0, with: tables, into: buffer) }
            count = bytes.count
        }
    }

    /// Breaks characters with the general shaper, whatever they are (the ASCII path's reference).
    init(characters: [Character], font: Font) {
        self.font = font
        storage = .characters(characters)
        classes = characters.map(LineBreaker.characterClass)
        metrics = TextShaper.metrics(of: characters)
    }

    /// The class of each ASCII character, by byte.
    private static let asciiClasses: [CharacterClass] = (0..<128).map { byte in
        Unicode.Scalar(UInt32(byte)).map { characterClass(of: Character($0)) } ?? .regular
    }

    /// The text a line shows: its characters, and `-` where it ends at a soft hyphen.
    func text(of line: Line) -> String {
        var text: String
        switch storage {
        case .ascii(let bytes, _): text = String(decoding: bytes[line.characters], as: UTF8.self)
        case .characters(let characters): text = String(characters[line.characters])
        }
        if line.isHyphenated { text += "-" }
        return text
    }

    /// Breaks the text into lines no wider than `maxWidth` points (`nil`: only at line break characters), stopping
    /// after `lineLimit` lines (`nil`: no limit); also says whether lines were left out.
    ///
    /// A line's width is that of its text set alone, as a renderer that draws each line by itself shows it. Where a
    /// word breaks between characters, that can differ from its width inside the paragraph (a ligature or an Arabic
    /// letter's joining form is split), so such a line gives up characters until it fits alone too.
    func lines(maxWidth: Double?, lineLimit: Int?) -> (lines: [Line], isTruncated: Bool) {
        let count = classes.count
        var lines: [Line] = []
        var start = 0
        while start < count {
            if let lineLimit, lines.count >= lineLimit {
                return (lines, true)
            }
            var (line, next, breaksWord) = nextLine(from: start, maxWidth: maxWidth)
            line.units = standaloneUnits(of: line)
            while breaksWord, line.characters.count > 1, !fits(line.units, in: maxWidth) {
                line.characters = line.characters.lowerBound..<(line.characters.upperBound - 1)
                line.units = standaloneUnits(of: line)
                next = line.characters.upperBound
            }
            lines.append(line)
            start = next
        }
        return (lines, false)
    }

    /// The width of a line's text set by itself, in font units.
    func standaloneUnits(of line: Line) -> Int {
        switch storage {
        case .ascii(let bytes, let tables) where !line.isHyphenated:
            return bytes.withUnsafeBufferPointer { buffer in
                ASCIIShaper.shape(UnsafeBufferPointer(rebasing: buffer[line.characters]), with: tables)
            }
        case .ascii(let bytes, _):
            var scalars = bytes[line.characters].map { Unicode.Scalar($0) }
            scalars.append("-")
            return TextShaper.units(of: scalars)
        case .characters(let characters):
            var scalars: [Unicode.Scalar] = []
            for character in characters[line.characters] {
                scalars.append(contentsOf: character.unicodeScalars)
            }
            if line.isHyphenated {
                scalars.append("-")
            }
            return TextShaper.units(of: scalars)
        }
    }

    /// The line that starts at character `start`, the character the following line starts at, and whether the line
    /// ends inside a word. The line's units are its width inside the paragraph.
    ///
    /// A soft hyphen is a break opportunity only if the line up to it, with its `-`, fits when set alone; that costs
    /// a measurement of the line, so soft hyphens are only noted on the way and tried, from the last back, when the
    /// line overflows. The last one that fits wins over any earlier opportunity, as if each had been tried in turn.
    private func nextLine(from start: Int, maxWidth: Double?) -> (line: Line, next: Int, breaksWord: Bool) {
        var units = 0 // the width up to `contentEnd`
        var hanging = 0 // the width of the spaces after `contentEnd`
        var contentEnd = start
        var opportunity: (line: Line, next: Int)? = nil
        var softHyphens: [Int] = [] // the character after each soft hyphen noted since `opportunity`
        var index = start
        let count = classes.count
        while index < count {
            let characterClass = classes[index]
            if characterClass == .newline {
                return (Line(characters: start..<contentEnd, units: units, isHyphenated: false), index + 1, false)
            }
            let adjustment = index == start ? 0 : metrics[index].adjustmentBefore
            if characterClass == .space {
                hanging += adjustment + metrics[index].advance
                index += 1
                opportunity = (Line(characters: start..<contentEnd, units: units, isHyphenated: false), index)
                softHyphens.removeAll(keepingCapacity: true)
                continue
            }
            let candidate = units + hanging + adjustment + metrics[index].advance
            if index > start, !fits(candidate, in: maxWidth) {
                if let hyphenated = lastFittingSoftHyphen(softHyphens, from: start, maxWidth: maxWidth) {
                    return (hyphenated, hyphenated.characters.upperBound + 1, false)
                }
                if let opportunity { return (opportunity.line, opportunity.next, false) }
                return (Line(characters: start..<index, units: units, isHyphenated: false), index, true)
            }
            units = candidate
            hanging = 0
            contentEnd = index + 1
            index += 1
            switch characterClass {
            case .softHyphen:
                if maxWidth != nil, index - 1 > start, index < count {
                    // Soft hyphens in a row give lines that measure the same: only the last of a run is tried.
                    if let last = softHyphens.last, last == index - 1 {
                        softHyphens[softHyphens.count - 1] = index
                    } else {
                        softHyphens.append(index)
                    }
                }
            case .breakAfter where index < count && isWordCharacter(index):
                opportunity = (Line(characters: start..<index, units: units, isHyphenated: false), index)
                softHyphens.removeAll(keepingCapacity: true)
            case .hyphenMinus
            where index - 1 > start && isWordCharacter(index - 2) && index < count
                && isWordCharacter(index) && classes[index] != .digit:
                opportunity = (Line(characters: start..<index, units: units, isHyphenated: false), index)
                softHyphens.removeAll(keepingCapacity: true)
            default:
                break
            }
        }
        return (Line(characters: start..<contentEnd, units: units, isHyphenated: false), count, false)
    }

    /// The line up to the last soft hyphen (of those noted, each given by the character after it) whose line, set
    /// alone with its `-`, fits; tries at most ``softHyphenTrials``.
    private func lastFittingSoftHyphen(_ softHyphens: [Int], from start: Int, maxWidth: Double?) -> Line? {
        for next in softHyphens.reversed().prefix(Self.softHyphenTrials) {
            var line = Line(characters: start..<(next - 1), units: 0, isHyphenated: true)
            line.units = standaloneUnits(of: line)
            if fits(line.units, in: maxWidth) { return line }
        }
        return nil
    }

    /// Whether a line of this many font units fits. A millionth of a point of slack keeps a width that the solver
    /// computed from the text's own width, with rounding noise, from wrapping the text.
    private func fits(_ units: Int, in maxWidth: Double?) -> Bool {
        guard let maxWidth else { return true }
        return font.points(units) <= maxWidth + 1e-6
    }

    private func isWordCharacter(_ index: Int) -> Bool {
        classes[index] != .space && classes[index] != .newline
    }

    static func characterClass(of character: Character) -> CharacterClass {
        if character.isNewline { return .newline }
        guard let scalar = character.unicodeScalars.first else { return .regular }
        switch scalar.value {
        case 0x00A0, 0x2007, 0x202F: return .regular
        case 0x00AD: return .softHyphen
        case 0x2010, 0x2012, 0x2013, 0x2014, 0x200B: return .breakAfter
        case 0x002D: return .hyphenMinus
        default:
            if scalar.properties.isWhitespace { return .space }
            return scalar.properties.generalCategory == .decimalNumber ? .digit : .regular
        }
    }
}
