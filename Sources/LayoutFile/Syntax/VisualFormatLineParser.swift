/// Recognises a VFL line (`H:…`, `V:…`, or a format starting with `|` or `[`) and splits it into the format and
/// its `options`.
///
/// The format runs to the first space or `#`: Apple's formats contain no spaces. The format itself is checked by
/// the VFL parser when the file is built, and its caret is mapped back into the line.
enum VisualFormatLineParser {
    static let optionNames = [
        "alignAllLeft", "alignAllRight", "alignAllTop", "alignAllBottom", "alignAllLeading", "alignAllTrailing",
        "alignAllCenterX", "alignAllCenterY", "alignAllLastBaseline", "alignAllFirstBaseline",
        "directionLeadingToTrailing", "directionLeftToRight", "directionRightToLeft",
        "spacingEdgeToEdge", "spacingBaselineToBaseline"
    ]

    static func parse(_ line: Substring, number: Int) throws(LayoutFileError) -> VisualFormatLine? {
        // Most lines are not VFL: one look at the first byte that is not a space says so.
        guard let first = line.utf8.first(where: { $0 != 0x20 && $0 != 0x09 }),
            first == UInt8(ascii: "H") || first == UInt8(ascii: "V") || first == UInt8(ascii: "|")
                || first == UInt8(ascii: "["),
            let start = line.firstIndex(where: { !$0.isWhitespace })
        else { return nil }
        let rest = line[start...]
        guard rest.hasPrefix("H:") || rest.hasPrefix("V:") || rest.hasPrefix("|") || rest.hasPrefix("[") else {
            return nil
        }
        let end = rest.firstIndex { $0.isWhitespace || $0 == "#" } ?? rest.endIndex
        let format = String(rest[..<end])
        let column = line.distance(from: line.startIndex, to: start) + 1
        let formatLength = format.count
        // The remainder is lexed as usual, from its column on.
        let tail = rest[end...]
        if let next = tail.firstIndex(where: { !$0.isWhitespace && $0 != "#" }),
            tail[..<next].allSatisfy(\.isWhitespace)
        {
            let word = tail[next...].prefix { !$0.isWhitespace }
            if word != "options" {
                throw LayoutFileError([
                    .syntax(
                        "unexpected '\(word)' after the VFL format (a format has no spaces; "
                            + "write 'options' and option names after it)",
                        at: LayoutFileLocation(line: number, column: line.distance(from: line.startIndex, to: next) + 1)
                    )
                ])
            }
        }
        let padding = Substring(String(repeating: " ", count: column - 1 + formatLength))
        let lexed = Lexer.tokens(of: Substring(padding + tail), number: number)
        var tokens = lexed.tokens
        var options: [Name] = []
        var mistakes = lexed.diagnostics
        if let first = tokens.first {
            tokens.removeFirst()
            guard !tokens.isEmpty else {
                throw LayoutFileError([
                    .syntax(
                        "expected option names after 'options' (like alignAllTop)",
                        at: LayoutFileLocation(line: number, column: first.location.column + first.text.count))
                ])
            }
            for token in tokens where token.kind != .invalid {
                guard let name = token.identifier, optionNames.contains(name) else {
                    mistakes.append(
                        .syntax(
                            "unknown VFL option \(token.quoted) (expected one of "
                                + optionNames.joined(separator: ", ") + ")", at: token.location))
                    continue
                }
                options.append(Name(text: name, location: token.location))
            }
        }
        guard mistakes.isEmpty else { throw LayoutFileError(mistakes) }
        return VisualFormatLine(
            location: LayoutFileLocation(line: number, column: column), format: format, options: options,
            viewNames: viewNames(in: format))
    }

    /// The names in brackets: `[blue]`, `[red(==blue)]`.
    static func viewNames(in format: String) -> [String] {
        var names: [String] = []
        var characters = format.makeIterator()
        while let character = characters.next() {
            guard character == "[" else { continue }
            var name = ""
            while let next = characters.next(), Lexer.continuesIdentifier(next) { name.append(next) }
            if !name.isEmpty { names.append(name) }
        }
        return names
    }
}
