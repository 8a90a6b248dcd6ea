/// One word of a `.layout` line, with the column it starts at.
struct Token: Equatable {
    enum Kind: Equatable {
        /// A Swift identifier: a name or a keyword.
        case identifier(String)
        /// A non-negative decimal number (a minus sign is its own token).
        case number(Double)
        /// `WIDTHxHEIGHT`, written without spaces.
        case dimensions(width: Double, height: Double)
        /// A size on one axis only: `WIDTHx-` (no height) or, after `intrinsic`, `-xHEIGHT` (no width).
        case oneAxisDimensions(width: Double?, height: Double?)
        /// A quoted string, escapes resolved.
        case string(String)
        /// Punctuation: `. == <= >= = * / + - @ , :`.
        case symbol(String)
        /// Text the lexer refused and already reported (a bad number, a stray character, an unterminated string):
        /// the parser skips it without a second message.
        case invalid
    }

    var kind: Kind
    /// The source text of the token.
    var text: String
    var location: LayoutFileLocation
    /// Whether whitespace separates the token from the one before it (`safe-area` is one word, `a - b` is three).
    var followsSpace: Bool

    var identifier: String? {
        if case .identifier(let name) = kind { name } else { nil }
    }

    func isSymbol(_ symbol: String) -> Bool { kind == .symbol(symbol) }

    func isKeyword(_ keyword: String) -> Bool { kind == .identifier(keyword) }

    /// How the token is quoted in messages.
    var quoted: String { "'\(text)'" }
}
