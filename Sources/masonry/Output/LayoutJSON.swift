import LayoutFile
import Masonry

/// `masonry render --format json`: the canvas, every view depth-first (root first) with its parent and its frame
/// in the superview's coordinates (a scroll view's subviews in its content coordinates, as UIKit reports them and
/// Interface Builder stores them), and the diagnostics — the shape the README documents.
enum LayoutJSON {
    static func document(_ scene: LayoutScene, diagnostics: [LayoutFileDiagnostic]) -> JSONValue {
        let canvas = scene.root.bounds.size
        let views: [JSONValue] = scene.viewsDepthFirst.map { view in
            .object([
                ("name", view.name.map(JSONValue.string) ?? .null),
                ("parent", view.superview?.name.map(JSONValue.string) ?? .null),
                ("frame", frame(view.frame))
            ])
        }
        let diagnosticValues: [JSONValue] = diagnostics.map { diagnostic in
            .object([
                ("kind", .string(diagnostic.kind.rawValue)),
                ("message", .string("line \(diagnostic.location.line): \(diagnostic.message)"))
            ])
        }
        return .object([
            ("canvas", .object([("width", .number(canvas.width)), ("height", .number(canvas.height))])),
            ("views", .array(views)),
            ("diagnostics", .array(diagnosticValues))
        ])
    }

    static func frame(_ rect: Rect) -> JSONValue {
        .object([
            ("x", .number(rect.minX)), ("y", .number(rect.minY)), ("width", .number(rect.width)),
            ("height", .number(rect.height))
        ])
    }
}
