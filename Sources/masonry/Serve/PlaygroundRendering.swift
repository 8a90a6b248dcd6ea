import LayoutFile
import Masonry

/// Lays a ``RenderJob`` out and writes the answer of `POST /render`: the picture (or the layout's JSON) with the
/// diagnostics beside it, each with its line, column, kind, severity and message.
///
/// ```json
/// {"format":"svg","rendering":"<?xml…","canvas":{"width":375,"height":667},
///  "diagnostics":[{"line":6,"column":1,"kind":"unsatisfiable","severity":"error","message":"unable to…"}]}
/// ```
///
/// A text that does not parse answers 422 with `"rendering":null` and its syntax errors as diagnostics.
enum PlaygroundRendering {
    /// Above this many views, ambiguity is not asked (as `masonry render` does): the layout is still drawn.
    static let ambiguityCheckLimit = RenderCommand.ambiguityCheckLimit

    static func answer(_ job: RenderJob) -> PlaygroundAnswer {
        let scene: LayoutScene
        do {
            let size = job.width.flatMap { width in job.height.map { Size(width: width, height: $0) } }
            scene = try LayoutDocument(parsing: job.text).instantiate(canvasSize: size)
        } catch {
            return .json(body(job, rendering: .null, canvas: nil, diagnostics: error.diagnostics), status: 422)
        }
        if job.rightToLeft { scene.root.semanticContentAttribute = .forceRightToLeft }
        let checksAmbiguity = scene.viewsByName.count <= ambiguityCheckLimit
        let diagnostics = scene.layout(checksAmbiguity: checksAmbiguity)
        let rendering: JSONValue
        switch job.format {
        case .svg:
            rendering = .string(Renderings.svg(scene.root, showsConstraints: job.showsConstraints) ?? "")
        case .text:
            rendering = .string(Renderings.text(scene.root) ?? "")
        case .json:
            rendering = LayoutJSON.document(scene, diagnostics: diagnostics)
        }
        return .json(body(job, rendering: rendering, canvas: scene.root.bounds.size, diagnostics: diagnostics))
    }

    private static func body(
        _ job: RenderJob, rendering: JSONValue, canvas: Size?, diagnostics: [LayoutFileDiagnostic]
    ) -> JSONValue {
        .object([
            ("format", .string(job.format.rawValue)),
            ("rendering", rendering),
            (
                "canvas",
                canvas.map { .object([("width", .number($0.width)), ("height", .number($0.height))]) } ?? .null
            ),
            ("diagnostics", .array(diagnostics.sorted { $0.location < $1.location }.map(json)))
        ])
    }

    static func json(_ diagnostic: LayoutFileDiagnostic) -> JSONValue {
        .object([
            ("line", .number(Double(diagnostic.location.line))),
            ("column", .number(Double(diagnostic.location.column))),
            ("kind", .string(diagnostic.kind.rawValue)),
            ("severity", .string(diagnostic.severity.rawValue)),
            ("message", .string(diagnostic.message))
        ])
    }
}
