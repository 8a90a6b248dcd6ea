import Masonry

/// Reads the text of a `.layout` file into statements, one per line.
///
/// Every line is parsed even after a mistake, and a line goes on after a mistake where the grammar allows (the next
/// option of a declaration, the priority of an equation), so a single run reports all of them. A declaration with
/// a mistake in an option is still given (without that option), so that the builder can check the rest of the
/// file against it; any other line with a mistake gives no statement, and its words are kept so that the builder
/// does not report a name it may have declared as unknown.
struct Parser {
    /// What a whole file gives.
    struct Result {
        /// The statements, in file order.
        var statements: [Statement] = []
        /// The mistakes, and a note when the lines end in CR only.
        var diagnostics: [LayoutFileDiagnostic] = []
        /// The lines that had a mistake and gave no statement, with the names written on them.
        var unparsed = UnparsedLines()
    }

    /// The statements and the mistakes of a whole file.
    static func parse(_ source: String) -> Result {
        var result = Result()
        var number = 0
        // Split on LF bytes (a CR before it is dropped): far cheaper than grapheme breaking on a large file. A file
        // with CRs and no LF (classic Mac OS) breaks its lines at the CRs instead of being one long line, and a note
        // says so.
        let crOnly = !source.utf8.contains(0x0A) && source.utf8.contains(0x0D)
        for bytes in source.utf8.split(separator: crOnly ? 0x0D : 0x0A, omittingEmptySubsequences: false) {
            number += 1
            var line = Substring(bytes)
            if line.utf8.last == 0x0D { line = Substring(line.utf8.dropLast()) }
            if crOnly && number == 1 {
                result.diagnostics.append(
                    LayoutFileDiagnostic(
                        .syntax, .note, at: LayoutFileLocation(line: 1, column: line.unicodeScalars.count + 1),
                        "the lines of this file end in a carriage return only (classic Mac OS line endings); "
                            + "each was read as the end of a line"))
            }
            let parsed = parseLine(line, number: number)
            result.diagnostics += parsed.diagnostics
            if let statement = parsed.statement {
                result.statements.append(statement)
            } else if !parsed.diagnostics.isEmpty {
                result.unparsed.add(line: number, names: parsed.names)
            }
        }
        return result
    }

    /// One line: nothing for a blank or comment line, else one statement; and the line's mistakes, and the names
    /// written on it.
    static func parseLine(_ line: Substring, number: Int) -> (
        statement: Statement?, diagnostics: [LayoutFileDiagnostic], names: [String]
    ) {
        do throws(LayoutFileError) {
            if let visualFormat = try VisualFormatLineParser.parse(line, number: number) {
                return (.visualFormat(visualFormat), [], [])
            }
        } catch {
            return (nil, error.diagnostics, VisualFormatLineParser.viewNames(in: String(line)))
        }
        let (tokens, lexerDiagnostics) = Lexer.tokens(of: line, number: number)
        guard !tokens.isEmpty else { return (nil, lexerDiagnostics, []) }
        var parser = LineParser(tokens: tokens, line: number, endColumn: line.unicodeScalars.count + 1)
        parser.refusedLocations = Set(lexerDiagnostics.map(\.location))
        let statement = parser.statement()
        // An equation declares nothing: its names stay unknown if they are.
        let isEquation = tokens.count > 1 && tokens[1].isSymbol(".")
        return (statement, lexerDiagnostics + parser.diagnostics, isEquation ? [] : tokens.compactMap(\.identifier))
    }
}

/// The lines of a file that gave no statement because of a mistake, and the names written on them: a name the
/// builder does not know may have been declared on one of them, so its own "unknown" message would only repeat
/// that line's mistake.
struct UnparsedLines {
    /// The first such line, if any.
    private(set) var first: Int?
    private(set) var names: Set<String> = []

    mutating func add(line: Int, names: [String]) {
        if first == nil { first = line }
        self.names.formUnion(names)
    }

    /// Whether `name` was written on a line that gave no statement.
    func mayDeclare(_ name: String) -> Bool { names.contains(name) }
}

extension LayoutFileDiagnostic: Error {}

/// The tokens of one line, consumed left to right.
struct LineParser {
    var tokens: [Token]
    var line: Int
    /// Where "expected …" points at the end of the line.
    var endColumn: Int
    var index = 0
    /// The mistakes reported so far, but none at a token the lexer refused (it reported that one).
    private(set) var diagnostics: [LayoutFileDiagnostic] = []
    /// Set when a mistake leaves the statement unusable: then the line gives none.
    private(set) var isIncomplete = false

    init(tokens: [Token], line: Int, endColumn: Int) {
        self.tokens = tokens
        self.line = line
        self.endColumn = endColumn
    }

    /// Where the lexer reported a mistake on this line.
    var refusedLocations: Set<LayoutFileLocation> = []

    /// Records a mistake found while the line goes on, unless it is at a token the lexer refused or where the
    /// lexer reported one (it said what is wrong there).
    mutating func report(_ diagnostic: LayoutFileDiagnostic) {
        let atRefusedToken = tokens.contains { $0.kind == .invalid && $0.location == diagnostic.location }
        if !atRefusedToken && !refusedLocations.contains(diagnostic.location) { diagnostics.append(diagnostic) }
    }

    /// Whether the lexer refused some of the line's text.
    var hasRefusedText: Bool { tokens.contains { $0.kind == .invalid } }

    var current: Token? { index < tokens.count ? tokens[index] : nil }

    var currentLocation: LayoutFileLocation { current?.location ?? LayoutFileLocation(line: line, column: endColumn) }

    /// How the current token is named in "expected … but found …".
    var foundDescription: String { current.map { $0.quoted } ?? "the end of the line" }

    func error(_ message: String, at location: LayoutFileLocation? = nil) -> LayoutFileDiagnostic {
        .syntax(message, at: location ?? currentLocation)
    }

    mutating func advance() -> Token? {
        defer { index += 1 }
        return current
    }

    mutating func accept(symbol: String) -> Bool {
        guard current?.isSymbol(symbol) == true else { return false }
        index += 1
        return true
    }

    mutating func expect(symbol: String, _ what: String) throws(LayoutFileDiagnostic) {
        guard accept(symbol: symbol) else { throw error("expected \(what) but found \(foundDescription)") }
    }

    mutating func name(_ what: String) throws(LayoutFileDiagnostic) -> Name {
        guard let token = current, let text = token.identifier else {
            throw error("expected \(what) but found \(foundDescription)")
        }
        index += 1
        return Name(text: text, location: token.location)
    }

    /// A number, with an optional minus sign in front.
    mutating func number(_ what: String) throws(LayoutFileDiagnostic) -> Double {
        let negative = accept(symbol: "-")
        guard let token = current, case .number(let value) = token.kind else {
            if case .dimensions = current?.kind {
                throw error("expected \(what) but found the size \(foundDescription)")
            }
            throw error("expected \(what) but found \(foundDescription)")
        }
        index += 1
        return negative ? -value : value
    }

    mutating func dimensions(_ what: String) throws(LayoutFileDiagnostic) -> Size {
        guard let token = current, case .dimensions(let width, let height) = token.kind else {
            throw error("expected \(what) as WIDTHxHEIGHT (like 100x50) but found \(foundDescription)")
        }
        index += 1
        return Size(width: width, height: height)
    }

    /// A whole number of at least 0.
    mutating func count(_ what: String) throws(LayoutFileDiagnostic) -> Int {
        let location = currentLocation
        let value = try number(what)
        guard value >= 0, value == value.rounded() else {
            throw error("\(what) must be a whole number of at least 0, not \(shortestText(value))", at: location)
        }
        return Int(value)
    }

    mutating func endOfLine(after what: String) throws(LayoutFileDiagnostic) {
        if let token = current { throw error("unexpected \(token.quoted) after \(what)") }
    }

    /// Throws when an option appears a second time in one statement.
    func once(_ seen: inout Set<String>, _ token: Token) throws(LayoutFileDiagnostic) {
        guard seen.insert(token.text).inserted else {
            throw error("'\(token.text)' is given twice", at: token.location)
        }
    }

    // MARK: Statements

    /// The line's statement; `nil` when a mistake (reported) leaves none.
    mutating func statement() -> Statement? {
        do throws(LayoutFileDiagnostic) {
            let statement = try anyStatement()
            return isIncomplete ? nil : statement
        } catch {
            report(error)
            return nil
        }
    }

    /// Moves past the rest of an option after a mistake in it, to the next word that starts an option (one of
    /// `words`, not glued to a hyphen before it; or a string when `strings` is set), so that the options after it
    /// are still read.
    mutating func skipToNextOption(_ words: Set<String>, strings: Bool = false) {
        while let token = current {
            if let word = token.identifier, words.contains(word), index == 0 || !tokens[index - 1].isSymbol("-") {
                return
            }
            if strings, case .string = token.kind { return }
            index += 1
        }
    }

    private mutating func anyStatement() throws(LayoutFileDiagnostic) -> Statement {
        guard let first = current, let keyword = first.identifier else {
            throw error(
                "expected a statement (canvas, view, label, stack, scroll, metric, an equation or a VFL line) but found \(foundDescription)"
            )
        }
        if index + 1 < tokens.count, tokens[index + 1].isSymbol(".") {
            return .equation(try equation())
        }
        switch keyword {
        case "canvas": return .canvas(try canvas())
        case "view", "label", "stack", "scroll": return .view(try viewDeclaration())
        case "metric": return .metric(try metric())
        default:
            throw error(
                "unknown statement '\(keyword)' (expected canvas, view, label, stack, scroll, metric, an equation like "
                    + "'box.width == 100', or a VFL line starting with H: or V:)")
        }
    }

    mutating func canvas() throws(LayoutFileDiagnostic) -> Canvas {
        let location = currentLocation
        index += 1
        // A size with a mistake leaves the default one, so that the rest of the file is still checked.
        var canvas = Canvas(location: location, size: Size(width: 375, height: 667))
        do throws(LayoutFileDiagnostic) {
            let size = try dimensions("the canvas size")
            guard size.width > 0, size.height > 0 else {
                throw error(
                    "the canvas size must be positive, not \(shortestText(size.width))x\(shortestText(size.height))",
                    at: tokens[index - 1].location)
            }
            canvas.size = size
        } catch {
            report(error)
            skipToNextOption(LineParser.canvasOptions)
        }
        var seen: Set<String> = []
        while let token = current {
            let start = index
            do throws(LayoutFileDiagnostic) {
                try canvasOption(token, of: &canvas, seen: &seen)
            } catch {
                report(error)
                if index == start { index += 1 }
                skipToNextOption(LineParser.canvasOptions)
            }
        }
        return canvas
    }

    /// The words that start a canvas option.
    static let canvasOptions: Set<String> = ["scale", "rtl", "safe"]

    /// One canvas option, starting at `token`.
    private mutating func canvasOption(_ token: Token, of canvas: inout Canvas, seen: inout Set<String>)
        throws(LayoutFileDiagnostic)
    {
        guard let option = token.identifier else {
            throw error("expected a canvas option (scale, rtl, safe-area) but found \(token.quoted)")
        }
        index += 1
        switch option {
        case "scale":
            try once(&seen, token)
            let valueLocation = currentLocation
            let scale = try number("a scale after 'scale'")
            guard scale > 0 else {
                throw error("the scale must be positive, not \(shortestText(scale))", at: valueLocation)
            }
            canvas.scale = scale
        case "rtl":
            try once(&seen, token)
            canvas.rightToLeft = true
        case "safe"
        where current?.isSymbol("-") == true && !(current?.followsSpace ?? true)
            && index + 1 < tokens.count && tokens[index + 1].isKeyword("area") && !tokens[index + 1].followsSpace:
            index += 2
            guard seen.insert("safe-area").inserted else {
                throw error("'safe-area' is given twice", at: token.location)
            }
            var sides: [Double] = []
            for side in ["top", "left", "bottom", "right"] {
                if side != "top" { try expect(symbol: ",", "',' before the \(side) inset") }
                sides.append(try number("the \(side) inset of the safe area"))
            }
            canvas.safeArea = EdgeInsets(top: sides[0], left: sides[1], bottom: sides[2], right: sides[3])
        default:
            throw error("unknown canvas option '\(option)' (expected scale, rtl or safe-area)", at: token.location)
        }
    }

    mutating func viewDeclaration() throws(LayoutFileDiagnostic) -> ViewDeclaration {
        let location = currentLocation
        let keyword = advance()?.text ?? "view"
        let name = try name("a name after '\(keyword)'")
        var declaration = ViewDeclaration(location: location, kind: .view(intrinsicSize: nil), name: name)
        var intrinsic: Size?
        var text: String?
        var fontSize: Double?, lines: Int?
        var stack = StackOptions()
        var seen: Set<String> = []
        while let token = current {
            let start = index
            do throws(LayoutFileDiagnostic) {
                if case .string(let value) = token.kind, keyword == "label" {
                    index += 1
                    guard text == nil else { throw error("the label's text is given twice", at: token.location) }
                    text = value
                    continue
                }
                guard var option = token.identifier else {
                    throw error("expected an option of '\(keyword)' but found \(token.quoted)")
                }
                index += 1
                if let suffix = hyphenatedSuffix(after: option) {
                    option += "-" + suffix
                    index += 2
                }
                // `margins` on a stack is a flag, and with four numbers the margins themselves: two options.
                let key = option == "margins" && startsNumber ? "margins T,L,B,R" : option
                guard seen.insert(key).inserted else { throw error("'\(option)' is given twice", at: token.location) }
                switch (keyword, option) {
                case (_, "in"):
                    declaration.parent = try self.name("a parent's name after 'in'")
                case (_, "size"):
                    declaration.size = try nonNegative(
                        dimensions("a size after 'size'"), "size", at: tokens[index - 1].location)
                case ("view", "intrinsic"):
                    intrinsic = try intrinsicSize()
                case (_, "hidden"):
                    declaration.isHidden = true
                case (_, "hugging"):
                    declaration.hugging = try axisPriorities("content hugging")
                case (_, "compression"):
                    declaration.compression = try axisPriorities("compression resistance")
                case (_, "margins") where keyword != "stack" || startsNumber:
                    let valueLocation = currentLocation
                    let margins = try insets("margin")
                    guard margins.top >= 0, margins.left >= 0, margins.bottom >= 0, margins.right >= 0 else {
                        throw error("layout margins must not be negative", at: valueLocation)
                    }
                    declaration.layoutMargins = margins
                case (_, "preserves-margins"):
                    declaration.preservesSuperviewLayoutMargins = true
                case (_, "alignment-insets"):
                    declaration.alignmentRectInsets = try insets("alignment inset")
                case ("label", "font"):
                    let valueLocation = currentLocation
                    let size = try number("a font size after 'font'")
                    guard size > 0, size <= Font.maximumSize else {
                        throw error(
                            "the font size must be above 0 and at most \(shortestText(Font.maximumSize)), not \(shortestText(size))",
                            at: valueLocation)
                    }
                    fontSize = size
                case ("label", "lines"):
                    lines = try count("the number of lines")
                case ("stack", "horizontal"), ("stack", "vertical"):
                    guard seen.insert("axis").inserted else {
                        throw error("the stack's axis is given twice", at: token.location)
                    }
                    stack.axis = option == "horizontal" ? .horizontal : .vertical
                case ("stack", "spacing"):
                    stack.spacing = try number("the spacing after 'spacing'")
                case ("stack", "distribution"):
                    stack.distribution = try choice(of: StackOptions.distributions, "distribution")
                case ("stack", "alignment"):
                    stack.alignment = try choice(of: StackOptions.alignments, "alignment")
                case ("stack", "margins"):
                    stack.isLayoutMarginsRelative = true
                default:
                    throw error(
                        "unknown option '\(option)' of '\(keyword)' (expected \(LineParser.options[keyword, default: ""]))",
                        at: token.location)
                }
            } catch {
                report(error)
                if index == start { index += 1 }
                skipToNextOption(LineParser.optionWords, strings: keyword == "label")
            }
        }
        switch keyword {
        case "label":
            // An unterminated string has been reported: the text is missing because of it.
            if text == nil && !hasRefusedText {
                report(error("a label needs its text in quotes, like label \(name.text) \"Hello\""))
            }
            declaration.kind = .label(text: text ?? "", fontSize: fontSize, lines: lines)
        case "stack":
            declaration.kind = .stack(stack)
        case "scroll":
            declaration.kind = .scroll
        default:
            declaration.kind = .view(intrinsicSize: intrinsic)
        }
        return declaration
    }

    static let options = [
        "view": "in, size, intrinsic, hidden, \(commonOptions)",
        "label": "in, size, font, lines, hidden, the text in quotes, \(commonOptions)",
        "stack": "in, size, horizontal, vertical, spacing, distribution, alignment, margins, hidden, \(commonOptions)",
        "scroll": "in, size, hidden, \(commonOptions)"
    ]

    /// The words that start an option of a view, a label, a stack or a scroll view.
    static let optionWords: Set<String> = [
        "in", "size", "intrinsic", "hidden", "hugging", "compression", "margins", "preserves", "alignment", "font",
        "lines", "horizontal", "vertical", "spacing", "distribution"
    ]

    /// The options every kind of view takes.
    static let commonOptions = "hugging, compression, margins, preserves-margins or alignment-insets"

    /// The words written with a hyphen (`preserves-margins`, `alignment-insets`).
    static let hyphenatedOptions: Set<String> = ["preserves-margins", "alignment-insets"]

    /// The second half of a hyphenated option whose first half, `first`, was just read, when the tokens that follow
    /// spell one with no space (`-` and the word); `nil` otherwise, consuming nothing.
    func hyphenatedSuffix(after first: String) -> String? {
        guard index + 1 < tokens.count, let hyphen = current, hyphen.isSymbol("-"), !hyphen.followsSpace,
            !tokens[index + 1].followsSpace, let second = tokens[index + 1].identifier,
            LineParser.hyphenatedOptions.contains(first + "-" + second)
        else { return nil }
        return second
    }

    /// Whether the current token starts a number (a digit, or a minus sign and a digit).
    var startsNumber: Bool {
        guard let token = current else { return false }
        if case .number = token.kind { return true }
        guard token.isSymbol("-"), index + 1 < tokens.count, case .number = tokens[index + 1].kind else { return false }
        return true
    }

    /// `intrinsic WxH`, `intrinsic Wx-` or `intrinsic -xH`: the axis left out has `View/noIntrinsicMetric`.
    mutating func intrinsicSize() throws(LayoutFileDiagnostic) -> Size {
        let location = currentLocation
        if let token = current, case .oneAxisDimensions(let width, let height) = token.kind {
            index += 1
            guard (width ?? 0) >= 0, (height ?? 0) >= 0 else {
                throw error("the intrinsic size must not be negative", at: location)
            }
            return Size(width: width ?? View.noIntrinsicMetric, height: height ?? View.noIntrinsicMetric)
        }
        guard let token = current, case .dimensions = token.kind else {
            throw error(
                "expected an intrinsic size after 'intrinsic' as WIDTHxHEIGHT, WIDTHx- or -xHEIGHT (like 100x50, "
                    + "100x- or -x50) but found \(foundDescription)")
        }
        return try nonNegative(dimensions("an intrinsic size"), "intrinsic size", at: location)
    }

    /// `H,V`: two priorities in 1...1000, horizontal then vertical.
    mutating func axisPriorities(_ what: String) throws(LayoutFileDiagnostic) -> AxisPriorities {
        var values: [LayoutPriority] = []
        for axis in ["horizontal", "vertical"] {
            if axis == "vertical" { try expect(symbol: ",", "',' before the vertical \(what) priority") }
            let location = currentLocation
            let value = try number("the \(axis) \(what) priority")
            guard value >= 1, value <= 1000 else {
                throw error("a priority must be between 1 and 1000, not \(shortestText(value))", at: location)
            }
            values.append(LayoutPriority(Float(value)))
        }
        return AxisPriorities(horizontal: values[0], vertical: values[1])
    }

    /// `T,L,B,R`: four numbers, top, left, bottom, right.
    mutating func insets(_ what: String) throws(LayoutFileDiagnostic) -> EdgeInsets {
        var sides: [Double] = []
        for side in ["top", "left", "bottom", "right"] {
            if side != "top" { try expect(symbol: ",", "',' before the \(side) \(what)") }
            sides.append(try number("the \(side) \(what)"))
        }
        return EdgeInsets(top: sides[0], left: sides[1], bottom: sides[2], right: sides[3])
    }

    func nonNegative(_ size: Size, _ what: String, at location: LayoutFileLocation) throws(LayoutFileDiagnostic) -> Size
    {
        guard size.width >= 0, size.height >= 0 else {
            throw error("the \(what) must not be negative", at: location)
        }
        return size
    }

    mutating func choice(of names: [String], _ what: String) throws(LayoutFileDiagnostic) -> String {
        let location = currentLocation
        let name = try self.name("a \(what) after '\(what)'").text
        guard names.contains(name) else {
            throw error("unknown \(what) '\(name)' (expected one of \(names.joined(separator: ", ")))", at: location)
        }
        return name
    }

    mutating func metric() throws(LayoutFileDiagnostic) -> Metric {
        index += 1
        let name = try name("a metric's name after 'metric'")
        try expect(symbol: "=", "'=' after the metric's name")
        let value = try number("the metric's value")
        try endOfLine(after: "the metric's value")
        return Metric(name: name, value: value)
    }

    // MARK: Equations

    mutating func term() throws(LayoutFileDiagnostic) -> Equation.Term {
        let item = try name("a view's name")
        try expect(symbol: ".", "'.' and an attribute after '\(item.text)'")
        var guide: Equation.Guide?, guideLocation: LayoutFileLocation?
        if let word = current?.identifier, let named = Equation.Guide(rawValue: word) {
            guide = named
            guideLocation = currentLocation
            index += 1
            try expect(symbol: ".", "'.' and an attribute after '\(item.text).\(word)'")
        }
        let location = currentLocation
        let attributeName = try name("an attribute after '\(item.text).'").text
        guard let attribute = LineParser.attributes[attributeName] else {
            // The rest of the equation is still read for its own mistakes, but the line gives no statement.
            report(
                error(
                    "unknown attribute '\(attributeName)' (expected one of \(LineParser.attributeNames.joined(separator: ", ")))",
                    at: location))
            isIncomplete = true
            return Equation.Term(
                item: item, guide: guide, guideLocation: guideLocation, attribute: .notAnAttribute,
                attributeLocation: location)
        }
        return Equation.Term(
            item: item, guide: guide, guideLocation: guideLocation, attribute: attribute, attributeLocation: location)
    }

    /// A number or a metric's name, possibly negated.
    mutating func operand(_ what: String) throws(LayoutFileDiagnostic) -> Equation.Number {
        let negative = current?.isSymbol("-") == true
        if negative, index + 1 < tokens.count, let name = tokens[index + 1].identifier {
            index += 2
            return .metric(Name(text: name, location: tokens[index - 1].location), negated: true)
        }
        if let name = current?.identifier {
            index += 1
            return .metric(Name(text: name, location: tokens[index - 1].location), negated: false)
        }
        return .literal(try number(what))
    }

    mutating func equation() throws(LayoutFileDiagnostic) -> Equation {
        let location = currentLocation
        let first = try term()
        let relation: LayoutRelation
        switch current?.kind {
        case .symbol("=="): relation = .equal
        case .symbol("<="): relation = .lessThanOrEqual
        case .symbol(">="): relation = .greaterThanOrEqual
        case .symbol("="):
            // Read as '==', for the mistakes after it.
            report(error("'=' is not a relation: write '==', '<=' or '>='"))
            relation = .equal
        default:
            throw error(
                "expected a relation ('==', '<=' or '>=') after '\(first.item.text).\(tokens[index - 1].text)' but found \(foundDescription)"
            )
        }
        index += 1
        var equation = Equation(location: location, first: first, relation: relation)
        if index + 1 < tokens.count, tokens[index].identifier != nil, tokens[index + 1].isSymbol(".") {
            equation.second = try term()
            if current?.isSymbol("*") == true || current?.isSymbol("/") == true {
                equation.dividesBy = current?.isSymbol("/") == true
                index += 1
                equation.multiplierLocation = currentLocation
                equation.multiplier = try operand(equation.dividesBy ? "a divisor after '/'" : "a multiplier after '*'")
            }
            if current?.isSymbol("+") == true || current?.isSymbol("-") == true {
                let negate = current?.isSymbol("-") == true
                index += 1
                let constant = try operand("a constant after '\(negate ? "-" : "+")'")
                equation.constant = negate ? constant.negated : constant
            }
        } else {
            equation.constant = try operand("a view's attribute (like 'root.width') or a constant")
            if current?.isSymbol("*") == true || current?.isSymbol("/") == true {
                report(error("a constant cannot be multiplied: write the product as one number"))
                index += 1
                _ = try operand("a factor")
            }
        }
        if accept(symbol: "@") {
            do throws(LayoutFileDiagnostic) {
                equation.priority = try priority()
            } catch {
                // The priority's mistake leaves the equation whole (at the required priority), for the builder.
                report(error)
            }
        }
        try endOfLine(after: "the equation")
        return equation
    }

    mutating func priority() throws(LayoutFileDiagnostic) -> LayoutPriority {
        let location = currentLocation
        if let name = current?.identifier {
            index += 1
            guard let priority = LineParser.priorities[name] else {
                throw error(
                    "unknown priority '\(name)' (expected a number in 1...1000 or one of required, high, medium, low, fittingSize)",
                    at: location)
            }
            return priority
        }
        let value = try number("a priority after '@'")
        guard value >= 1, value <= 1000 else {
            throw error("a priority must be between 1 and 1000, not \(shortestText(value))", at: location)
        }
        return LayoutPriority(Float(value))
    }

    static let priorities: [String: LayoutPriority] = [
        "required": .required, "high": .high, "medium": .medium, "low": .low, "fittingSize": .fittingSizeLevel
    ]

    static let attributeNames = [
        "left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY",
        "firstBaseline", "lastBaseline", "leftMargin", "rightMargin", "topMargin", "bottomMargin", "leadingMargin",
        "trailingMargin", "centerXWithinMargins", "centerYWithinMargins"
    ]

    static let attributes: [String: LayoutAttribute] = {
        var attributes: [String: LayoutAttribute] = [:]
        for attribute in LayoutAttribute.allCases where attribute != .notAnAttribute {
            attributes[attribute.description] = attribute
        }
        return attributes
    }()
}

extension Equation.Number {
    var negated: Equation.Number {
        switch self {
        case .literal(let value): .literal(-value)
        case .metric(let name, let negated): .metric(name, negated: !negated)
        }
    }
}

extension StackOptions {
    static let distributions = ["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"]
    static let alignments = ["fill", "leading", "top", "firstBaseline", "center", "trailing", "bottom", "lastBaseline"]
}
