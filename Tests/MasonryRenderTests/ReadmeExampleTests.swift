import MasonryRender
import Testing

/// The README's "Seeing a layout" example, as written there.
@Suite struct ReadmeExampleTests {
    @Test func theReadmeExampleDrawsTheCentredBoxAndAnimatesIt() {
        let root = View(frame: Rect(x: 0, y: 0, width: 375, height: 667))
        let box = View(name: "box")
        root.addSubview(box)
        box.mas.makeConstraints { make in
            make.size.equalTo(Size(width: 200, height: 200))
            make.center.equalToSuperview()
        }
        let svg = SVGRenderer(options: .init(showsConstraints: true)).render(root)
        let text = TextRenderer(columns: 48, rows: 16).render(root)

        let animation = root.animate(duration: 5) {
            box.mas.updateConstraints { make in make.centerY.equalToSuperview().offset(200) }
        }
        let moving = SVGRenderer().render(animation, of: root)

        #expect(svg.svgRect(named: "box") == SVGRect(x: "87.5", y: "233.5", width: "200", height: "200"))
        #expect(svg.contains("<line"))
        #expect(text.contains("│box"))
        #expect(moving.svgRect(named: "box") == SVGRect(x: "87.5", y: "433.5", width: "200", height: "200"))
        #expect(moving.contains("values=\"233.5;433.5;433.5\""))
    }
}
