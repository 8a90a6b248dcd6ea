/// Reads a visual format into its ``VisualFormatSyntax``: a recursive-descent parser with one function per rule
/// of the grammar Apple's parser accepts, over the format's bytes.
///
/// Names are resolved as they are read, metrics before views, and the mistakes Apple finds while reading (an
/// unknown name, a bad priority, a view used as a space) are raised where Apple raises them. There is no
/// whitespace anywhere in the grammar: a space is a mistake like any other character out of place.
struct VisualFormatParser {
    private var cursor: FormatCursor
    private let format: String
    private let metrics: [String: Double]
    private let views: [String: LayoutItem]
    /// The terms read so far.
    private var syntax = VisualFormatSyntax()

    private init(format: String, bytes: [UInt8], metrics: [String: Double], views: [String: LayoutItem]) {
        cursor = FormatCursor(bytes)
        self.format = format
        self.metrics = metrics
        self.views = views
    }

    /// Reads `format`. On a mistake, returns the error together with the terms finished before it: Apple makes
    /// constraints while it reads, so a mistake in an earlier pair (a `|` with no superview, a wrong option)
    /// is reported before a later syntax error, and the builder needs those terms to find it.
    static func parse(_ format: String, metrics: [String: Double], views: [String: LayoutItem])
        -> (syntax: VisualFormatSyntax, error: VisualFormatError?)
    {
        let bytes = Array(format.utf8)
        if bytes.contains(where: { $0 >= 0x80 }) {
            return (
                VisualFormatSyntax(),
                VisualFormatError(message: VisualFormatError.nonASCII, format: format, position: nil)
            )
        }
        if bytes.isEmpty {
            return (
                VisualFormatSyntax(), VisualFormatError(message: VisualFormatError.empty, format: format, position: nil)
            )
        }
        var parser = VisualFormatParser(format: format, bytes: bytes, metrics: metrics, views: views)
        do {
            try parser.parseFormat()
            return (parser.syntax, nil)
        } catch {
            return (parser.syntax, error)
        }
    }

    /// An error at the reading position.
    private func failure(_ message: String) -> VisualFormatError {
        VisualFormatError(
            message: message, format: format, position: characterIndex(ofByte: cursor.index, in: cursor.bytes))
    }

    // MARK: Rules

    /// `format := [("H" | "V") ":"] ["|" connection] view {connection view} [connection "|"]`
    private mutating func parseFormat() throws(VisualFormatError) {
        if let first = cursor.current, first == .upperH || first == .upperV {
            syntax.axis = first == .upperV ? .vertical : .horizontal
            cursor.advance()
            guard cursor.skip(.colon) else {
                throw failure(
                    first == .upperV ? VisualFormatError.expectedColonAfterV : VisualFormatError.expectedColonAfterH)
            }
        }
        if cursor.skip(.bar) {
            guard !cursor.isAtEnd else { throw failure(VisualFormatError.expectedConnectionAfterBar) }
            syntax.terms.append(.superview(end: cursor.index))
            syntax.terms.append(.connection(try parseConnection()))
        }
        syntax.terms.append(.view(try parseView()))
        while !cursor.isAtEnd {
            let connection = try parseConnection()
            if cursor.current == .openBracket {
                syntax.terms.append(.connection(connection))
                syntax.terms.append(.view(try parseView()))
            } else if cursor.skip(.bar) {
                syntax.terms.append(.connection(connection))
                syntax.terms.append(.superview(end: cursor.index))
                break
            } else {
                throw failure(VisualFormatError.expectedViewOrBar)
            }
        }
        guard cursor.isAtEnd else { throw failure(VisualFormatError.expectedEnd) }
    }

    /// `view := "[" name ["(" predicate {"," predicate} ")"] "]"`
    private mutating func parseView() throws(VisualFormatError) -> VisualFormatSyntax.ViewBox {
        guard cursor.skip(.openBracket), !cursor.isAtEnd else { throw failure(VisualFormatError.expectedView) }
        guard let name = cursor.readName() else { throw failure(VisualFormatError.invalidViewName) }
        guard let item = views[name] else { throw failure(VisualFormatError.unknownView(name)) }
        var predicates: [VisualFormatSyntax.Predicate] = []
        if cursor.skip(.openParenthesis) {
            guard !cursor.isAtEnd else { throw failure(VisualFormatError.ranOutInView) }
            repeat { predicates.append(try parsePredicate()) } while cursor.skip(.comma)
            guard cursor.skip(.closeParenthesis) else { throw failure(VisualFormatError.unclosedThickness) }
            guard cursor.skip(.closeBracket) else { throw failure(VisualFormatError.expectedBracketAfterThickness) }
        } else {
            guard cursor.skip(.closeBracket) else { throw failure(VisualFormatError.expectedViewEnd) }
        }
        return VisualFormatSyntax.ViewBox(item: item, predicates: predicates, end: cursor.index)
    }

    /// `connection := ε | "-" &("[" | "|") | "-" predicate "-" | "-" "(" predicate {"," predicate} ")" "-"`
    private mutating func parseConnection() throws(VisualFormatError) -> VisualFormatSyntax.Connection {
        guard cursor.skip(.minus) else { return .flush }
        guard let next = cursor.current else { throw failure(VisualFormatError.expectedMoreInput) }
        if next == .openBracket || next == .bar { return .standard }
        if next == .minus { throw failure(VisualFormatError.ambiguousMinus) }
        var predicates: [VisualFormatSyntax.Predicate] = []
        if cursor.skip(.openParenthesis) {
            repeat { predicates.append(try parseSpacePredicate()) } while cursor.skip(.comma)
            guard cursor.skip(.closeParenthesis) else { throw failure(VisualFormatError.unclosedModifier) }
        } else {
            predicates.append(try parseSpacePredicate())
            if cursor.current == .comma { throw failure(VisualFormatError.listNeedsParentheses) }
        }
        guard cursor.skip(.minus) else { throw failure(VisualFormatError.expectedDash) }
        return .predicates(predicates)
    }

    /// A predicate in a connection, whose object cannot be a view.
    private mutating func parseSpacePredicate() throws(VisualFormatError) -> VisualFormatSyntax.Predicate {
        let predicate = try parsePredicate()
        if case .item = predicate.object { throw failure(VisualFormatError.viewAsSpace) }
        return predicate
    }

    /// `predicate := [relation] object ["@" object]`
    private mutating func parsePredicate() throws(VisualFormatError) -> VisualFormatSyntax.Predicate {
        let relation = try parseRelation()
        var predicate = VisualFormatSyntax.Predicate(relation: relation, object: try parseObject())
        if cursor.skip(.at) {
            // A view named as a priority reads as 0, as in Apple's parser, and is refused as such.
            let value: Double =
                switch try parseObject() {
                case .constant(let value): value
                case .item: 0
                }
            // Positive as a Double but 0 as the Float a priority holds (`1e-50`) is refused here, at its place.
            guard value > 0, Float(value) > 0 else { throw failure(VisualFormatError.priorityTooLow(value)) }
            guard value <= 1000 else { throw failure(VisualFormatError.priorityTooHigh(value)) }
            predicate.priority = LayoutPriority(Float(value))
        }
        return predicate
    }

    /// `relation := "==" | "<=" | ">="`, or nothing for `==`.
    private mutating func parseRelation() throws(VisualFormatError) -> LayoutRelation {
        guard let byte = cursor.current else { throw failure(VisualFormatError.expectedMoreInput) }
        let relation: LayoutRelation
        switch byte {
        case .equals: relation = .equal
        case .less: relation = .lessThanOrEqual
        case .greater: relation = .greaterThanOrEqual
        default: return .equal
        }
        cursor.advance()
        guard cursor.skip(.equals) else { throw failure(VisualFormatError.unknownRelation) }
        return relation
    }

    /// `object := number | name`: a number must start with `-` or a digit; a name is a metric, else a view.
    private mutating func parseObject() throws(VisualFormatError) -> VisualFormatSyntax.Object {
        guard let byte = cursor.current else { throw failure(VisualFormatError.expectedMoreInput) }
        if byte == .minus || byte.isDecimalDigit {
            guard let value = cursor.readNumber() else { throw failure(VisualFormatError.expectedNumber) }
            return .constant(value)
        }
        guard let name = cursor.readName() else { throw failure(VisualFormatError.expectedObject) }
        if let value = metrics[name] { return .constant(value) }
        if let item = views[name] { return .item(item) }
        throw failure(VisualFormatError.unknownMetric(name))
    }
}

/// The index in characters of `format` of its byte `index` (they differ only when a `\r\n` counts as one).
func characterIndex(ofByte index: Int, in bytes: [UInt8]) -> Int {
    var position = index
    var byte = 1
    while byte < min(index, bytes.count) {
        if bytes[byte - 1] == 0x0D && bytes[byte] == 0x0A { position -= 1 }
        byte += 1
    }
    return position
}
