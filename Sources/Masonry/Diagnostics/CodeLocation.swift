/// Where a diagnostic's cause was written: a file, a 1-based line and, for front ends that know it (a VFL string,
/// a `.layout` file), a 1-based column.
///
/// The DSL records `#fileID` and `#line` of the call that went wrong; it has no column.
public struct CodeLocation: Hashable, Sendable, CustomStringConvertible {
    /// The file, as `#fileID` gives it for Swift code (`Module/File.swift`).
    public var file: String
    /// The line, from 1.
    public var line: Int
    /// The column, from 1, in characters; `nil` when the front end does not know it.
    public var column: Int?

    /// Creates a location; `column` is optional.
    public init(file: String, line: Int, column: Int? = nil) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `FILE:LINE`, or `FILE:LINE:COLUMN` when the column is known, as compilers print them.
    public var description: String {
        column.map { "\(file):\(line):\($0)" } ?? "\(file):\(line)"
    }
}
