import Masonry

/// A parsed `.layout` file: its statements, ready to be built into a view tree.
///
/// ```swift
/// let document = try LayoutDocument(parsing: "canvas 375x667\nview box size 200x200\nbox.centerX == root.centerX\n…")
/// let scene = try document.instantiate()
/// let diagnostics = scene.layout()
/// scene.root.subviews[0].frame
/// ```
public struct LayoutDocument: Sendable {
    /// The statements, in file order (blank and comment lines left out).
    public let statements: [Statement]

    /// Parses the text of a file; throws every line's mistake at once.
    public init(parsing source: String) throws(LayoutFileError) {
        let (statements, errors) = Parser.parse(source)
        guard errors.isEmpty else { throw LayoutFileError(errors) }
        self.statements = statements
    }

    /// Builds the views and activates the constraints, without laying out. `canvasSize` replaces the size the
    /// canvas statement gives. Throws every mistake found (unknown names, duplicates, a parent declared later, a
    /// cycle, a bad VFL line…): then nothing is built.
    public func instantiate(canvasSize: Size? = nil) throws(LayoutFileError) -> LayoutScene {
        var builder = LayoutBuilder(statements: statements, canvasSize: canvasSize)
        return try builder.build()
    }
}
