/// Why a document could not be read, and where: the file, and the 1-based line and column in its XML.
///
/// `description` has a compiler's shape, `FILE:LINE:COLUMN: error: MESSAGE`.
public struct InterfaceBuilderError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file the document was read from (`<string>` for a document given as text).
    public var file: String
    /// The 1-based line of the problem.
    public var line: Int
    /// The 1-based column of the problem.
    public var column: Int
    /// What is wrong, in a sentence.
    public var message: String

    /// Creates an error at a place in a file.
    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// `FILE:LINE:COLUMN: error: MESSAGE`.
    public var description: String { "\(file):\(line):\(column): error: \(message)" }
}
