import LayoutFile
import Masonry
import Testing

/// The lines a source gives: every mistake as `LINE:COLUMN: error: MESSAGE`, or nothing when it builds.
func mistakes(_ source: String) -> [String] {
    do {
        _ = try LayoutDocument(parsing: source).instantiate()
        return []
    } catch {
        return error.diagnostics.map(\.description)
    }
}

/// Builds and lays out a source that must be free of mistakes; records an issue otherwise.
func layOut(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> (
    scene: LayoutScene, diagnostics: [LayoutFileDiagnostic]
)? {
    do {
        let scene = try LayoutDocument(parsing: source).instantiate()
        return (scene, scene.layout())
    } catch {
        Issue.record("unexpected mistakes:\n\(error)", sourceLocation: sourceLocation)
        return nil
    }
}

/// The frame of a declared view after layout.
func frame(_ name: String, in scene: LayoutScene) -> Rect? {
    scene.view(named: name)?.frame
}
