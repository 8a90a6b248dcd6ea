import MasonryRender
import Testing

/// The snippets of Seeing a layout (MasonryRender.docc).
@Suite struct RenderSnippetTests {
    @Test func drawingALayout() throws {
        let printed = Transcript.record {
            // snippet: render
            let root = View(frame: Rect(x: 0, y: 0, width: 375, height: 667))
            root.name = "root"
            let box = View(name: "box")
            root.addSubview(box)
            box.mas.makeConstraints { make in
                make.size.equalTo(Size(width: 200, height: 200))
                make.center.equalToSuperview()
            }
            let svg = SVGRenderer(options: .init(showsConstraints: true)).render(root) // a standalone SVG document
            print(svg.contains(#"<rect data-name="box" x="87.5" y="233.5" width="200" height="200""#)) // true
            print(TextRenderer(columns: 48, rows: 16).render(root), terminator: "")
            // ┌──────────────────────────────────────────────┐
            // │root                                          │
            // │                                              │
            // │                                              │
            // │                                              │
            // │          ┌────────────────────────┐          │
            // │          │box                     │          │
            // │          │                        │          │
            // │          │                        │          │
            // │          │                        │          │
            // │          └────────────────────────┘          │
            // │                                              │
            // │                                              │
            // │                                              │
            // │                                              │
            // └──────────────────────────────────────────────┘
            let animation = root.animate(duration: 5) {
                box.mas.updateConstraints { make in make.centerY.equalToSuperview().offset(200) }
            }
            let moving = SVGRenderer().render(animation, of: root) // plays in a browser
            print(moving.contains(#"values="233.5;433.5;433.5""#)) // true
            // snippet end
        }
        try Snippets.expect("render", printed: printed)
    }
}
