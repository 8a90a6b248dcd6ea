extension View {
    /// An indented dump of the subtree: each view's name and frame, with ambiguous layouts marked.
    ///
    /// ```
    /// View:root (0, 0, 375, 667)
    ///   View:box (87.5, 233.5, 200, 200)
    ///   Label:title (16, 20, 120, 20) - AMBIGUOUS LAYOUT (horizontal)
    /// ```
    public func layoutTree() -> String {
        var lines: [String] = []
        func visit(_ view: View, depth: Int) {
            var line = String(repeating: "  ", count: depth) + "\(view.debugDescription) \(view.frame)"
            if view.isHidden { line += " hidden" }
            let axes = view.ambiguousAxes
            if !axes.isEmpty {
                line += " - AMBIGUOUS LAYOUT (" + axes.map { $0 == .horizontal ? "horizontal" : "vertical" }.joined(separator: ", ") + ")"
            }
            lines.append(line)
            for subview in view.subviews { visit(subview, depth: depth + 1) }
        }
        visit(self, depth: 0)
        return lines.joined(separator: "\n")
    }
}
