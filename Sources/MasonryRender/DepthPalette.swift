/// The stroke and light fill of a view at a given depth, so nesting reads at a glance.
///
/// The root is grey; its descendants cycle through blue, green, orange, purple and pink.
struct DepthPalette {
    let stroke: String
    let fill: String

    private static let root = DepthPalette(stroke: "#4a5568", fill: "#f7fafc")
    private static let cycle = [
        DepthPalette(stroke: "#2b6cb0", fill: "#ebf8ff"),
        DepthPalette(stroke: "#2f855a", fill: "#f0fff4"),
        DepthPalette(stroke: "#c05621", fill: "#fffaf0"),
        DepthPalette(stroke: "#6b46c1", fill: "#faf5ff"),
        DepthPalette(stroke: "#b83280", fill: "#fff5f7")
    ]

    static func at(depth: Int) -> DepthPalette {
        depth <= 0 ? root : cycle[(depth - 1) % cycle.count]
    }
}
