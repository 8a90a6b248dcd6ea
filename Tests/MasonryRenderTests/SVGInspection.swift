import MasonryRender

/// Reads back what an SVG document says about one view, so tests assert on the numbers a viewer would draw.
struct SVGRect: Equatable {
    var x: String
    var y: String
    var width: String
    var height: String
}

extension String {
    /// The `x y width height` of the `<rect>` whose `data-name` is `name` (already escaped as it appears).
    func svgRect(named name: String) -> SVGRect? {
        allRects.first { $0.name == name }?.rect
    }

    /// Every `<rect data-name=…>` in document order.
    var allRects: [(name: String, rect: SVGRect)] {
        matches(of: /<rect data-name="([^"]*)" x="([^"]*)" y="([^"]*)" width="([^"]*)" height="([^"]*)"/).map {
            (
                String($0.output.1),
                SVGRect(
                    x: String($0.output.2), y: String($0.output.3),
                    width: String($0.output.4), height: String($0.output.5))
            )
        }
    }

    /// The names of the views drawn, in document order.
    var drawnNames: [String] { allRects.map(\.name) }

    /// How many times `needle` occurs.
    func occurrences(of needle: String) -> Int {
        ranges(of: needle).count
    }
}
