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
        // A loop with its own stack, not recursion: a deep tree would overflow the thread's stack.
        var stack: [(view: View, depth: Int)] = [(self, 0)]
        while let (view, depth) = stack.popLast() {
            var line = String(repeating: "  ", count: depth) + "\(view.debugDescription) \(view.frame)"
            if view.isHidden { line += " hidden" }
            let axes = view.ambiguousAxes
            if !axes.isEmpty {
                line +=
                    " - AMBIGUOUS LAYOUT ("
                    + axes.map { $0 == .horizontal ? "horizontal" : "vertical" }.joined(separator: ", ") + ")"
            }
            lines.append(line)
            for subview in view.subviews.reversed() { stack.append((subview, depth + 1)) }
        }
        return lines.joined(separator: "\n")
    }
}
