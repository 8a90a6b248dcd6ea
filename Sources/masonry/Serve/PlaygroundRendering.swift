import InterfaceBuilder
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
///
/// An Interface Builder document answers its scenes, each like a `.layout` answer with its `id` and `name`:
/// `{"format":"svg","scenes":[{"id":…,"name":…,"rendering":…,"canvas":…,"diagnostics":[…]}…]}`; the diagnostics'
/// lines and columns are the document's, and their kinds Xcode's (`misplaced`, `unsatisfiable`, `ambiguous`,
/// `invalid` for what could not be read).
enum PlaygroundRendering {
    static func answer(_ job: RenderJob) -> PlaygroundAnswer {
        if job.isDocument { return documentAnswer(job) }
        let scene: LayoutScene
        do {
            let size = job.width.flatMap { width in job.height.map { Size(width: width, height: $0) } }
            scene = try LayoutDocument(parsing: job.text).instantiate(canvasSize: size)
        } catch {
            return .json(body(job, rendering: .null, canvas: nil, diagnostics: error.diagnostics), status: 422)
        }
        if job.rightToLeft { scene.root.semanticContentAttribute = .forceRightToLeft }
        let diagnostics = scene.layout()
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

    /// Every scene of an Interface Builder document, laid out, checked and drawn.
    static func documentAnswer(_ job: RenderJob) -> PlaygroundAnswer {
        let document: InterfaceBuilderDocument
        do {
            document = try InterfaceBuilderDocument(xml: job.text, file: "<request>")
        } catch {
            let diagnostic = JSONValue.object([
                ("line", .number(Double(error.line))), ("column", .number(Double(error.column))),
                ("kind", .string("syntax")), ("severity", .string("error")), ("message", .string(error.message))
            ])
            return .json(
                .object([
                    ("format", .string(job.format.rawValue)), ("scenes", .array([])),
                    ("diagnostics", .array([diagnostic]))
                ]), status: 422)
        }
        let scenes: [JSONValue] = document.scenes.map { scene in
            if job.rightToLeft { scene.root.semanticContentAttribute = .forceRightToLeft }
            let issues = scene.check()
            let rendering: JSONValue
            switch job.format {
            case .svg: rendering = .string(Renderings.svg(scene.root, showsConstraints: job.showsConstraints) ?? "")
            case .text: rendering = .string(Renderings.text(scene.root) ?? "")
            case .json: rendering = InterfaceBuilderInput.json(file: document.file, scenes: [(scene, issues)])
            }
            let canvas = scene.root.bounds.size
            let diagnostics: [JSONValue] = issues.map { issue in
                .object([
                    ("line", .number(Double(issue.location.line))),
                    ("column", .number(Double(issue.location.column ?? 1))),
                    ("kind", .string(InterfaceBuilderInput.kind(issue))),
                    ("severity", .string(issue.severity.rawValue)),
                    ("message", .string(issue.message))
                ])
            }
            return .object([
                ("id", .string(scene.id)), ("name", .string(scene.name)), ("rendering", rendering),
                ("canvas", .object([("width", .number(canvas.width)), ("height", .number(canvas.height))])),
                ("diagnostics", .array(diagnostics))
            ])
        }
        return .json(.object([("format", .string(job.format.rawValue)), ("scenes", .array(scenes))]))
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
