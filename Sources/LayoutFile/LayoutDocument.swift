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
    /// What was worth saying about a file that parsed (a note when its lines end in CR only); the scene's first
    /// `layout()` reports them too.
    public let notes: [LayoutFileDiagnostic]

    /// Parses the text of a file; throws every mistake at once: every line's (a line goes on after a mistake where
    /// the grammar allows) and the builder's on the statements that did parse (unknown names, duplicates, a parent
    /// declared later, a cycle, a bad VFL line…), with any note.
    public init(parsing source: String) throws(LayoutFileError) {
        let parsed = Parser.parse(source)
        let notes = parsed.diagnostics.filter { $0.severity == .note }
        guard parsed.diagnostics.count == notes.count else {
            var builder = LayoutBuilder(statements: parsed.statements, canvasSize: nil, unparsed: parsed.unparsed)
            throw LayoutFileError(parsed.diagnostics + builder.mistakes())
        }
        statements = parsed.statements
        self.notes = notes
    }

    /// Builds the views and activates the constraints, without laying out. `canvasSize` replaces the size the
    /// canvas statement gives. Throws every mistake found (unknown names, duplicates, a parent declared later, a
    /// cycle, a bad VFL line…): then nothing is built.
    public func instantiate(canvasSize: Size? = nil) throws(LayoutFileError) -> LayoutScene {
        var builder = LayoutBuilder(statements: statements, canvasSize: canvasSize)
        let scene = try builder.build()
        scene.addNotes(notes)
        return scene
    }
}
