import MasonryRender
import SnapshotTesting
import Testing

/// The pictures of the seed's scenes, as text and as SVG, compared with the recorded ones in `__Snapshots__`.
///
/// A change to a renderer (or to the layout it draws) shows up here as a diff; open the SVG in a browser to see it.
@Suite(.snapshots(record: SnapshotRecording.mode))
struct RenderingSnapshotTests {
    let text = TextRenderer(columns: 48, rows: 24)
    let svg = SVGRenderer()

    @Test func centredBox() {
        let root = Scenes.centredBox()
        assertSnapshot(of: text.render(root), as: .lines, named: "text")
        assertSnapshot(of: svg.render(root), as: .lines, named: "svg")
    }

    @Test func edgesWithInsets() {
        let root = Scenes.edgesWithInsets()
        assertSnapshot(of: text.render(root), as: .lines, named: "text")
        assertSnapshot(of: svg.render(root), as: .lines, named: "svg")
    }

    @Test func wrappingLabels() {
        let root = Scenes.wrappingLabels()
        assertSnapshot(of: text.render(root), as: .lines, named: "text")
        assertSnapshot(of: svg.render(root), as: .lines, named: "svg")
    }

    @Test func buttonBar() {
        let root = Scenes.buttonBar()
        assertSnapshot(of: TextRenderer(columns: 60, rows: 20).render(root), as: .lines, named: "text")
        assertSnapshot(of: svg.render(root), as: .lines, named: "svg")
    }

    @Test func animatedUpdate() {
        let (root, animation) = Scenes.animatedUpdate()
        assertSnapshot(of: text.render(root), as: .lines, named: "text")
        assertSnapshot(of: svg.render(animation, of: root), as: .lines, named: "svg")
    }

    @Test func conflictWithConstraintOverlay() {
        let root = Scenes.conflict()
        assertSnapshot(of: text.render(root), as: .lines, named: "text")
        let overlay = SVGRenderer(options: .init(showsConstraints: true))
        assertSnapshot(of: overlay.render(root), as: .lines, named: "svg")
    }
}
