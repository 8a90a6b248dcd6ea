/// One message about a `.layout` file, tied to a line and column: a mistake in the text (nothing was laid out),
/// or a problem the layout engine found with the constraints the file made.
public struct LayoutFileDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How bad it is: errors stop a file from parsing or make its layout unsatisfiable; warnings leave a layout
    /// that is drawn but not fully determined; notes say how the file was read and change nothing.
    public enum Severity: String, Sendable, Hashable {
        /// The file does not parse, or its layout is unsatisfiable.
        case error
        /// The layout is drawn but not fully determined.
        case warning
        /// Worth knowing, not a problem: how the text was read (lines that end in a carriage return only).
        case note
    }

    /// What kind of problem it is; the last four are the engine's kinds, as `masonry render --format json` names them.
    public enum Kind: String, Sendable, Hashable {
        /// The text does not parse or names something that does not exist: nothing is laid out. As a note: how
        /// the text was read.
        case syntax
        /// Required constraints conflict; one was broken.
        case unsatisfiable
        /// A view's frame is not fully determined.
        case ambiguous
        /// A statement was skipped because it was misused.
        case misuse
        /// A constraint could not be activated.
        case invalid
    }

    /// The line and column the message points at.
    public var location: LayoutFileLocation
    /// Whether it is an error or a warning.
    public var severity: Severity
    /// What kind of problem it is.
    public var kind: Kind
    /// The message, without the location.
    public var message: String

    /// Creates a diagnostic.
    public init(_ kind: Kind, _ severity: Severity, at location: LayoutFileLocation, _ message: String) {
        self.kind = kind
        self.severity = severity
        self.location = location
        self.message = LayoutFileDiagnostic.escapingControlCharacters(message)
    }

    /// `text` with every control character (C0, DEL, C1) written as `\u{…}`, so that what a file holds is never
    /// sent raw to a terminal through a message that quotes it.
    static func escapingControlCharacters(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var escaped = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                escaped.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                escaped.append(scalar)
            }
        }
        return String(escaped)
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value <= 0x9F)
    }

    /// A mistake in the text, at a token.
    static func syntax(_ message: String, at location: LayoutFileLocation) -> LayoutFileDiagnostic {
        LayoutFileDiagnostic(.syntax, .error, at: location, message)
    }

    /// The compiler-style line: `FILE:LINE:COLUMN: error: MESSAGE`.
    public func formatted(file: String) -> String {
        "\(file):\(location.line):\(location.column): \(severity.rawValue): \(message)"
    }

    /// `LINE:COLUMN: error: MESSAGE`.
    public var description: String { "\(location): \(severity.rawValue): \(message)" }
}

/// The mistakes that stopped a `.layout` file from being read, in file order (with any note about how it was
/// read); nothing was laid out.
public struct LayoutFileError: Error, Sendable, CustomStringConvertible {
    /// Every mistake found (each line is checked, so one run shows them all), sorted by location.
    public var diagnostics: [LayoutFileDiagnostic]

    /// Creates an error from the diagnostics, sorted by location.
    public init(_ diagnostics: [LayoutFileDiagnostic]) {
        self.diagnostics = diagnostics.sorted { $0.location < $1.location }
    }

    /// The diagnostics, one compiler-style line each.
    public func formatted(file: String) -> String {
        diagnostics.map { $0.formatted(file: file) }.joined(separator: "\n")
    }

    /// The diagnostics' descriptions, one a line.
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
