/// Where something is in a `.layout` file: a 1-based line and column (columns count characters), so messages
/// can point at the offending token the way compilers do.
public struct LayoutFileLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The line, from 1.
    public var line: Int
    /// The column, from 1, in characters.
    public var column: Int

    /// Creates a location; both numbers count from 1.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// Whether `lhs` comes before `rhs` in the file.
    public static func < (lhs: LayoutFileLocation, rhs: LayoutFileLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// `LINE:COLUMN`.
    public var description: String { "\(line):\(column)" }
}
