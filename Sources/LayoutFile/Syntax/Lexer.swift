/// Splits one line of a `.layout` file into tokens, each with its column.
///
/// A comment (`#` outside a string) ends the line. Numbers are Swift-style decimals (`12`, `0.5`, `1_000`,
/// `2e3`); `375x667` is one dimensions token. Mistakes (an unterminated string, a malformed number, a stray
/// character) are thrown with the column where they start.
struct Lexer {
    /// The largest magnitude a number may have: beyond it the layout engine refuses values (issue 14).
    static let largestMagnitude = 1e9

    private let characters: [Character]
    private let line: Int
    private var index = 0

    init(line: Substring, number: Int) {
        characters = Array(line)
        self.line = number
    }

    /// The tokens of the line, comments left out.
    static func tokens(of line: Substring, number: Int) throws(LayoutFileError) -> [Token] {
        var lexer = Lexer(line: line, number: number)
        do {
            return try lexer.all()
        } catch {
            throw LayoutFileError([error])
        }
    }

    private func location(_ index: Int) -> SourceLocation { SourceLocation(line: line, column: index + 1) }

    private func peek(_ offset: Int = 0) -> Character? {
        index + offset < characters.count ? characters[index + offset] : nil
    }

    private mutating func all() throws(LayoutFileDiagnostic) -> [Token] {
        var tokens: [Token] = []
        var sawSpace = true
        while let character = peek() {
            if character.isWhitespace {
                index += 1
                sawSpace = true
                continue
            }
            if character == "#" { break }
            let start = index
            let kind: Token.Kind
            if character == "\"" {
                kind = .string(try string())
            } else if character.isASCII, character.isNumber {
                kind = try number()
            } else if Lexer.startsIdentifier(character) {
                while let next = peek(), Lexer.continuesIdentifier(next) { index += 1 }
                kind = .identifier(String(characters[start..<index]))
            } else if let symbol = symbol() {
                kind = .symbol(symbol)
            } else {
                throw .syntax("unexpected character '\(character)'", at: location(start))
            }
            tokens.append(Token(kind: kind, text: String(characters[start..<index]), location: location(start), followsSpace: sawSpace))
            sawSpace = false
        }
        return tokens
    }

    static func startsIdentifier(_ character: Character) -> Bool {
        character == "_" || character.isLetter
    }

    static func continuesIdentifier(_ character: Character) -> Bool {
        character == "_" || character.isLetter || character.isNumber
    }

    private mutating func symbol() -> String? {
        guard let character = peek() else { return nil }
        if "=<>".contains(character), peek(1) == "=" {
            index += 2
            return String(character) + "="
        }
        if ".=*/+-@,:".contains(character) {
            index += 1
            return String(character)
        }
        return nil
    }

    /// A string after its opening quote; `\"`, `\\`, `\n` and `\t` are the escapes.
    private mutating func string() throws(LayoutFileDiagnostic) -> String {
        let start = index
        index += 1
        var text = ""
        while let character = peek() {
            index += 1
            switch character {
            case "\"":
                return text
            case "\\":
                guard let escaped = peek() else { break }
                switch escaped {
                case "\"": text.append("\"")
                case "\\": text.append("\\")
                case "n": text.append("\n")
                case "t": text.append("\t")
                default:
                    throw .syntax("unknown escape '\\\(escaped)' in a string (use \\\", \\\\, \\n or \\t)", at: location(index - 1))
                }
                index += 1
            default:
                text.append(character)
            }
        }
        throw .syntax("unterminated string: add a closing '\"'", at: location(start))
    }

    /// Digits with underscores after the first, an optional fraction and an optional exponent.
    private mutating func digits() -> String {
        var text = ""
        while let character = peek(), character.isASCII, character.isNumber || (character == "_" && !text.isEmpty) {
            if character != "_" { text.append(character) }
            index += 1
        }
        return text
    }

    private mutating func decimal() -> String? {
        var text = digits()
        if peek() == ".", let next = peek(1), next.isASCII, next.isNumber {
            index += 1
            text += "." + digits()
        }
        if let e = peek(), e == "e" || e == "E" {
            let save = index
            index += 1
            var exponent = "e"
            if let sign = peek(), sign == "+" || sign == "-" {
                exponent.append(sign)
                index += 1
            }
            let power = digits()
            if power.isEmpty { index = save; return nil }
            text += exponent + power
        }
        return text
    }

    private mutating func number() throws(LayoutFileDiagnostic) -> Token.Kind {
        let start = index
        guard let first = decimal() else { return try badNumber(from: start) }
        if peek() == "x", let next = peek(1), next.isASCII, next.isNumber {
            index += 1
            let heightStart = index
            guard let second = decimal() else { return try badNumber(from: start) }
            if let next = peek(), Lexer.continuesIdentifier(next) || next == "." { return try badNumber(from: start) }
            let width = try value(first, at: start), height = try value(second, at: heightStart)
            return .dimensions(width: width, height: height)
        }
        if let next = peek(), Lexer.continuesIdentifier(next) || (next == "." && peek(1).map(Lexer.continuesIdentifier) == true) {
            return try badNumber(from: start)
        }
        return .number(try value(first, at: start))
    }

    private func value(_ text: String, at start: Int) throws(LayoutFileDiagnostic) -> Double {
        guard let value = Double(text), value.isFinite else {
            throw .syntax("number '\(text)' is out of range", at: location(start))
        }
        guard value <= Lexer.largestMagnitude else {
            throw .syntax("number \(text) is out of range: magnitudes above 1e9 are refused", at: location(start))
        }
        return value
    }

    /// Consumes the rest of a malformed number (`1.2.3`, `12px`, `3e`) and reports it whole.
    private mutating func badNumber(from start: Int) throws(LayoutFileDiagnostic) -> Token.Kind {
        index = start
        while let next = peek(), Lexer.continuesIdentifier(next) || next == "." { index += 1 }
        throw .syntax("bad number '\(String(characters[start..<index]))'", at: location(start))
    }
}
