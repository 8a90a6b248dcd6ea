/// The reading position in a visual format's bytes, and the tokens read from there: names, numbers, single
/// characters.
///
/// A format is checked to be ASCII before it is read, so a byte index is also the character index Apple's carets
/// count in. Reading never goes past the end: at the end ``current`` is `nil`.
struct FormatCursor {
    /// The format's bytes.
    let bytes: [UInt8]
    /// The index of the next byte to read (the caret position of an error raised now).
    private(set) var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Whether everything has been read.
    var isAtEnd: Bool { index >= bytes.count }

    /// The byte at the reading position, or `nil` at the end.
    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// Moves past one byte.
    mutating func advance() {
        if index < bytes.count { index += 1 }
    }

    /// Moves past `byte` if it is the current one, and says whether it did.
    mutating func skip(_ byte: UInt8) -> Bool {
        guard current == byte else { return false }
        index += 1
        return true
    }

    // MARK: Names

    /// Reads a C identifier (`[A-Za-z_][A-Za-z0-9_]*`); `nil`, reading nothing, if none starts here.
    mutating func readName() -> String? {
        guard let first = current, first.isNameStart else { return nil }
        let start = index
        index += 1
        while let byte = current, byte.isNameContinuation { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    // MARK: Numbers

    /// Reads the longest number `strtod` would read from here (decimal or hexadecimal, with an exponent, `inf`,
    /// `infinity` or `nan`, after an optional `-`), as Apple's parser does; `nil`, reading nothing, if `strtod`
    /// would read nothing.
    mutating func readNumber() -> Double? {
        let start = index
        var end = index
        if byteAt(end) == .minus { end += 1 }
        if let length = wordLength(at: end) {
            end += length
        } else if byteAt(end) == .zero, byteAt(end + 1) == .lowerX || byteAt(end + 1) == .upperX,
            let length = hexadecimalLength(at: end + 2)
        {
            end += 2 + length
        } else if let length = decimalLength(at: end) {
            end += length
        } else {
            return nil
        }
        guard let value = Double(String(decoding: bytes[start..<end], as: UTF8.self)) else { return nil }
        index = end
        return value
    }

    private func byteAt(_ position: Int) -> UInt8? { position < bytes.count ? bytes[position] : nil }

    private func hasPrefix(_ word: StaticString, at position: Int) -> Bool {
        let count = word.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        return word.withUTF8Buffer { letters in
            (0..<count).allSatisfy { bytes[position + $0] | 0x20 == letters[$0] }
        }
    }

    /// `inf`, `infinity`, `nan` or `nan(chars)`, in any case.
    private func wordLength(at position: Int) -> Int? {
        if hasPrefix("infinity", at: position) { return 8 }
        if hasPrefix("inf", at: position) { return 3 }
        guard hasPrefix("nan", at: position) else { return nil }
        guard byteAt(position + 3) == .openParenthesis else { return 3 }
        var end = position + 4
        while let byte = byteAt(end), byte.isNameContinuation { end += 1 }
        return byteAt(end) == .closeParenthesis ? end + 1 - position : 3
    }

    /// Hexadecimal digits with an optional fraction and `p` exponent, after `0x` (which is then the start).
    private func hexadecimalLength(at position: Int) -> Int? {
        var end = position
        var digits = 0
        while let byte = byteAt(end), byte.isHexadecimalDigit { end += 1; digits += 1 }
        if byteAt(end) == .point {
            end += 1
            while let byte = byteAt(end), byte.isHexadecimalDigit { end += 1; digits += 1 }
        }
        guard digits > 0 else { return nil }
        return end + exponentLength(at: end, marker: 0x70) - position
    }

    /// Decimal digits with an optional fraction and `e` exponent.
    private func decimalLength(at position: Int) -> Int? {
        var end = position
        var digits = 0
        while let byte = byteAt(end), byte.isDecimalDigit { end += 1; digits += 1 }
        if byteAt(end) == .point {
            end += 1
            while let byte = byteAt(end), byte.isDecimalDigit { end += 1; digits += 1 }
        }
        guard digits > 0 else { return nil }
        return end + exponentLength(at: end, marker: 0x65) - position
    }

    /// The length of an exponent (`e-5`, `p+3`) at `position`, or 0 if there is no complete one.
    private func exponentLength(at position: Int, marker: UInt8) -> Int {
        guard let byte = byteAt(position), byte | 0x20 == marker else { return 0 }
        var end = position + 1
        if byteAt(end) == .minus || byteAt(end) == .plus { end += 1 }
        let digitsStart = end
        while let digit = byteAt(end), digit.isDecimalDigit { end += 1 }
        return end > digitsStart ? end - position : 0
    }
}

extension UInt8 {
    static let colon = UInt8(ascii: ":")
    static let bar = UInt8(ascii: "|")
    static let minus = UInt8(ascii: "-")
    static let plus = UInt8(ascii: "+")
    static let point = UInt8(ascii: ".")
    static let comma = UInt8(ascii: ",")
    static let at = UInt8(ascii: "@")
    static let equals = UInt8(ascii: "=")
    static let less = UInt8(ascii: "<")
    static let greater = UInt8(ascii: ">")
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")
    static let openParenthesis = UInt8(ascii: "(")
    static let closeParenthesis = UInt8(ascii: ")")
    static let zero = UInt8(ascii: "0")
    static let lowerX = UInt8(ascii: "x")
    static let upperX = UInt8(ascii: "X")
    static let upperH = UInt8(ascii: "H")
    static let upperV = UInt8(ascii: "V")

    var isDecimalDigit: Bool { self >= 0x30 && self <= 0x39 }
    var isLetter: Bool { (self | 0x20) >= 0x61 && (self | 0x20) <= 0x7A }
    var isHexadecimalDigit: Bool { isDecimalDigit || ((self | 0x20) >= 0x61 && (self | 0x20) <= 0x66) }
    var isNameStart: Bool { isLetter || self == 0x5F }
    var isNameContinuation: Bool { isNameStart || isDecimalDigit }
}
