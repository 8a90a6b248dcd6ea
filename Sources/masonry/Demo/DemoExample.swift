import Masonry

/// One of the classic Masonry examples, built with the DSL on a phone-sized root.
struct DemoExample: Sendable {
    let name: String
    let title: String
    /// Builds the views and lays them out; returns what to show.
    let build: @Sendable () -> DemoResult

    func run() -> DemoResult { build() }

    static func named(_ name: String) -> DemoExample? {
        all.first { $0.name == name }
    }

    /// The root every example starts from: an iPhone 8's 375×667 points.
    static func makeRoot() -> View {
        let root = View(frame: Rect(x: 0, y: 0, width: 375, height: 667))
        root.name = "root"
        return root
    }

    static let all: [DemoExample] = [
        .basic, .centredBox, .edges, .update, .remake, .animatedUpdate, .labels, .bottomBar, .vfl, .distribution,
        .stack, .debugging
    ]
}

/// What an example shows: the laid-out trees, and notes (sampled animation frames, diagnostics).
struct DemoResult {
    var title: String
    var sections: [(caption: String, root: View)] = []
    var notes: [String] = []
    /// The last animation an animated example ran, and the root it moved: drawn as an animated SVG.
    var animation: (animation: Animation, root: View)?
    /// Whether its SVG draws the constraint overlay (an example about a conflict shows the constraints that fight).
    var showsConstraints = false

    var text: String {
        var lines = ["== \(title) =="]
        for section in sections {
            if !section.caption.isEmpty { lines.append("-- \(section.caption)") }
            lines.append(section.root.layoutTree())
        }
        lines += notes
        return lines.joined(separator: "\n")
    }
}
