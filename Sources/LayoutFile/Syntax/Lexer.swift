import Masonry

/// Splits one line of a `.layout` file into tokens, each with its column.
///
/// A comment (`#` outside a string) ends the line. Numbers are Swift-style decimals (`12`, `0.5`, `1_000`,
/// `2e3`); `375x667` is one dimensions token. Mistakes (an unterminated string, a malformed number, a stray
/// character) are reported with the column where they start, and lexing goes on after them: the text refused
/// becomes an `invalid` token, so the parser can go on too.
///
/// The lexer reads UTF-8 bytes, not `Character`s: a 10 MB file lexes in a fraction of the time grapheme breaking
/// would take. Columns count Unicode scalars (the same as characters for ASCII, and for most text); any non-ASCII
/// scalar may appear in a name, as most do in Swift identifiers.
struct Lexer {
    private let bytes: [UInt8]
    private let line: Int
    private var index = 0
    /// The column (from 0) of `index`: scalars before it.
    private var column = 0
    /// The mistakes found so far.
    private var diagnostics: [LayoutFileDiagnostic] = []

    init(line: Substring, number: Int) {
        bytes = Array(line.utf8)
        self.line = number
    }

    /// The tokens of the line, comments left out, and the mistakes in it.
    static func tokens(of line: Substring, number: Int) -> (tokens: [Token], diagnostics: [LayoutFileDiagnostic]) {
        var lexer = Lexer(line: line, number: number)
        let tokens = lexer.all()
        return (tokens, lexer.diagnostics)
    }

    private func location(_ column: Int) -> LayoutFileLocation { LayoutFileLocation(line: line, column: column + 1) }

    private func peek(_ offset: Int = 0) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    /// Moves past one byte; a byte that starts a scalar moves the column.
    private mutating func step() {
        if bytes[index] & 0xC0 != 0x80 { column += 1 }
        index += 1
    }

    private func text(from start: Int) -> String {
        String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    private static func isWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }

    /// `_`, ASCII letters, and any non-ASCII byte.
    static func startsIdentifier(_ byte: UInt8) -> Bool {
        byte == 0x5F || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte >= 0x80
    }

    static func continuesIdentifier(_ byte: UInt8) -> Bool { startsIdentifier(byte) || isDigit(byte) }

    /// The same test for a character, for callers that hold text rather than bytes.
    static func continuesIdentifier(_ character: Character) -> Bool {
        character.utf8.first.map(continuesIdentifier) ?? false
    }

    private mutating func all() -> [Token] {
        var tokens: [Token] = []
        var sawSpace = true
        while let byte = peek() {
            if Lexer.isWhitespace(byte) {
                step()
                sawSpace = true
                continue
            }
            if byte == UInt8(ascii: "#") { break }
            let start = index, startColumn = column
            let kind: Token.Kind
            do {
                kind = try token(startingWith: byte, after: tokens.last)
            } catch {
                diagnostics.append(error)
                if index == start { step() }
                kind = .invalid
            }
            tokens.append(
                Token(kind: kind, text: text(from: start), location: location(startColumn), followsSpace: sawSpace))
            sawSpace = false
        }
        return tokens
    }

    /// The kind of the token that starts at `byte`; throws, at least at the end of the text refused, for a mistake.
    private mutating func token(startingWith byte: UInt8, after previous: Token?) throws(LayoutFileDiagnostic)
        -> Token.Kind
    {
        let start = index
        if byte == UInt8(ascii: "\"") { return .string(try string()) }
        if Lexer.isDigit(byte) { return try number() }
        if byte == UInt8(ascii: "-"), peek(1) == UInt8(ascii: "x"), let digit = peek(2), Lexer.isDigit(digit),
            previous?.isKeyword("intrinsic") == true
        {
            return try heightOnly()
        }
        if Lexer.startsIdentifier(byte) {
            while let next = peek(), Lexer.continuesIdentifier(next) { step() }
            return .identifier(text(from: start))
        }
        if let symbol = symbol() { return .symbol(symbol) }
        throw .syntax("unexpected character '\(Character(Unicode.Scalar(byte)))'", at: location(column))
    }

    private mutating func symbol() -> String? {
        guard let byte = peek() else { return nil }
        let character = Character(Unicode.Scalar(byte))
        if "=<>".contains(character), peek(1) == UInt8(ascii: "=") {
            step(); step()
            return String(character) + "="
        }
        if ".=*/+-@,:".contains(character) {
            step()
            return String(character)
        }
        return nil
    }

    /// A string after its opening quote; `\"`, `\\`, `\n` and `\t` are the escapes (an unknown one is reported
    /// and left out, and the string goes on).
    private mutating func string() throws(LayoutFileDiagnostic) -> String {
        let startColumn = column
        step()
        var text: [UInt8] = []
        while let byte = peek() {
            let byteColumn = column
            step()
            switch byte {
            case UInt8(ascii: "\""):
                return String(decoding: text, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard let escaped = peek() else { break }
                switch escaped {
                case UInt8(ascii: "\""): text.append(escaped)
                case UInt8(ascii: "\\"): text.append(escaped)
                case UInt8(ascii: "n"): text.append(0x0A)
                case UInt8(ascii: "t"): text.append(0x09)
                default:
                    let scalarEnd = bytes[(index + 1)...].firstIndex { $0 & 0xC0 != 0x80 } ?? bytes.count
                    let shown = String(decoding: bytes[index..<scalarEnd], as: UTF8.self)
                    diagnostics.append(
                        .syntax(
                            "unknown escape '\\\(shown)' in a string (use \\\", \\\\, \\n or \\t)",
                            at: location(byteColumn)))
                    while index + 1 < scalarEnd { step() }
                }
                step()
            default:
                text.append(byte)
            }
        }
        throw .syntax("unterminated string: add a closing '\"'", at: location(startColumn))
    }

    /// Digits with underscores after the first, an optional fraction and an optional exponent.
    private mutating func digits() -> String {
        var text = ""
        while let byte = peek(), Lexer.isDigit(byte) || (byte == UInt8(ascii: "_") && !text.isEmpty) {
            if byte != UInt8(ascii: "_") { text.unicodeScalars.append(Unicode.Scalar(byte)) }
            step()
        }
        return text
    }

    private mutating func decimal() -> String? {
        var text = digits()
        if peek() == UInt8(ascii: "."), let next = peek(1), Lexer.isDigit(next) {
            step()
            text += "." + digits()
        }
        if let e = peek(), e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            let save = (index, column)
            step()
            var exponent = "e"
            if let sign = peek(), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
                exponent.unicodeScalars.append(Unicode.Scalar(sign))
                step()
            }
            let power = digits()
            if power.isEmpty { (index, column) = save; return nil }
            text += exponent + power
        }
        return text
    }

    private mutating func number() throws(LayoutFileDiagnostic) -> Token.Kind {
        let start = (index, column)
        guard let first = decimal() else { return try badNumber(from: start) }
        if peek() == UInt8(ascii: "x"), let next = peek(1), Lexer.isDigit(next) {
            step()
            let heightColumn = column
            guard let second = decimal() else { return try badNumber(from: start) }
            if let next = peek(), Lexer.continuesIdentifier(next) || next == UInt8(ascii: ".") {
                return try badNumber(from: start)
            }
            let width = try value(first, at: start.1), height = try value(second, at: heightColumn)
            return .dimensions(width: width, height: height)
        }
        if peek() == UInt8(ascii: "x"), peek(1) == UInt8(ascii: "-"), peek(2).map(Lexer.endsWord) ?? true {
            step(); step()
            return .oneAxisDimensions(width: try value(first, at: start.1), height: nil)
        }
        if peek() == UInt8(ascii: "x"), peek(1) == UInt8(ascii: "-"), let next = peek(2), Lexer.isDigit(next) {
            // `1x-1` (and `-1x-1`, whose minus the caller already read): a size, but a negative one.
            step(); step()
            _ = decimal()
            let minus = start.0 > 0 && bytes[start.0 - 1] == UInt8(ascii: "-")
            throw .syntax(
                "a size cannot be negative: '\(minus ? "-" : "")\(text(from: start.0))' (write WIDTHxHEIGHT, both 0 or more)",
                at: location(minus ? start.1 - 1 : start.1))
        }
        if let next = peek(),
            Lexer.continuesIdentifier(next)
                || (next == UInt8(ascii: ".") && peek(1).map(Lexer.continuesIdentifier) == true)
        {
            return try badNumber(from: start)
        }
        return .number(try value(first, at: start.1))
    }

    /// `-xHEIGHT`, a size with a height only (the lexer reads it so only after `intrinsic`, where a minus sign could
    /// not start anything else).
    private mutating func heightOnly() throws(LayoutFileDiagnostic) -> Token.Kind {
        step()
        let start = (index, column)
        step()
        let heightColumn = column
        guard let height = decimal() else { return try badNumber(from: start) }
        if let next = peek(), Lexer.continuesIdentifier(next) || next == UInt8(ascii: ".") {
            return try badNumber(from: start)
        }
        return .oneAxisDimensions(width: nil, height: try value(height, at: heightColumn))
    }

    /// Whether `byte` may follow a word: whitespace or a comment.
    private static func endsWord(_ byte: UInt8) -> Bool { isWhitespace(byte) || byte == UInt8(ascii: "#") }

    private func value(_ text: String, at column: Int) throws(LayoutFileDiagnostic) -> Double {
        guard let value = Double(text), value.isFinite else {
            throw .syntax("number '\(text)' is out of range", at: location(column))
        }
        guard RepresentableRange.contains(value) else {
            throw .syntax("number \(text) is out of range: magnitudes above 1e9 are refused", at: location(column))
        }
        return value
    }

    /// Consumes the rest of a malformed number (`1.2.3`, `12px`, `3e`) and reports it whole.
    private mutating func badNumber(from start: (index: Int, column: Int)) throws(LayoutFileDiagnostic) -> Token.Kind {
        (index, column) = start
        while let next = peek(), Lexer.continuesIdentifier(next) || next == UInt8(ascii: ".") { step() }
        throw .syntax("bad number '\(text(from: start.index))'", at: location(start.column))
    }
}
