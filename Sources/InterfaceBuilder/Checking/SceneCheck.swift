import Masonry

extension Scene {
    /// Lays the scene out and returns what the engine reported (conflicts, invalid constraints), in order.
    @discardableResult
    public func layout() -> [LayoutDiagnostic] {
        var diagnostics: [LayoutDiagnostic] = []
        let previous = root.diagnosticHandler
        root.diagnosticHandler = { diagnostics.append($0) }
        root.layoutIfNeeded()
        root.diagnosticHandler = previous
        return diagnostics
    }

    /// Lays the scene out and reports what Xcode's issue navigator would, each at the element that causes it:
    /// reading problems, unsatisfiable constraints (at the constraint the engine broke), ambiguous views (what they
    /// need), and misplaced views (stored frame and laid-out frame differ by more than half a point).
    public func check() -> [Issue] {
        var issues = readingIssues
        let diagnostics = layout()
        for diagnostic in diagnostics {
            switch diagnostic {
            case .unsatisfiable(let broken, let conflicting):
                let others = conflicting.filter { $0 !== broken }.map { describe($0) }
                issues.append(
                    Issue(
                        kind: .unsatisfiable, severity: .error, location: broken.sourceLocation ?? location,
                        message:
                            "Unsatisfiable constraints: \(describe(broken)) is broken to satisfy \(others.isEmpty ? "the others" : others.joined(separator: ", "))"
                    ))
            case .invalidConstraint(let constraint, let reason):
                issues.append(
                    Issue(
                        kind: .reading, severity: .warning, location: constraint.sourceLocation ?? location,
                        message: "\(describe(constraint)): \(reason)"))
            default:
                break
            }
        }
        for item in items where !item.view.isHidden && item.view !== root {
            let axes = item.view.ambiguousAxes
            guard !axes.isEmpty else { continue }
            let needs = axes.map { $0 == .horizontal ? "X position or width" : "Y position or height" }
            issues.append(
                Issue(
                    kind: .ambiguous, severity: .error, location: item.location,
                    message:
                        "Ambiguous layout: \"\(item.label)\" needs constraints for: \(needs.joined(separator: ", "))"
                ))
        }
        for item in items where item.view !== root && !isHiddenInLayout(item.view) {
            guard let stored = item.storedFrame, Scene.frames(stored, item.view.frame, differBy: 0.5) else {
                continue
            }
            issues.append(
                Issue(
                    kind: .misplaced, severity: .warning, location: item.location,
                    message:
                        "Frame for \"\(item.label)\" will be different at run time: stored \(Scene.text(stored)), laid out \(Scene.text(item.view.frame))"
                ))
        }
        return issues
    }

    /// Whether the view or one of its ancestors is hidden (UIKit collapses hidden arranged views; their stored
    /// frames say little).
    public func isHiddenInLayout(_ view: View) -> Bool {
        var current: View? = view
        while let candidate = current {
            if candidate.isHidden { return true }
            current = candidate.superview
        }
        return false
    }

    /// Whether two frames differ by more than `tolerance` in any coordinate.
    static func frames(_ a: Rect, _ b: Rect, differBy tolerance: Double) -> Bool {
        abs(a.minX - b.minX) > tolerance || abs(a.minY - b.minY) > tolerance || abs(a.width - b.width) > tolerance
            || abs(a.height - b.height) > tolerance
    }

    static func text(_ rect: Rect) -> String {
        "(\(shortestText(rect.minX)), \(shortestText(rect.minY)), \(shortestText(rect.width)), \(shortestText(rect.height)))"
    }

    /// A constraint in Xcode's words, with outline labels: `Title Label.leading = Safe Area.leading + 20`.
    public func describe(_ constraint: LayoutConstraint) -> String {
        func label(_ item: LayoutItem?) -> String {
            if let view = item as? View { return self.item(for: view)?.label ?? view.name ?? "View" }
            if let guide = item as? LayoutGuide {
                return guide.identifier == "UIViewLayoutMarginsGuide" ? "Layout Margins Guide" : "Safe Area"
            }
            return "?"
        }
        let relation =
            switch constraint.relation {
            case .equal: "="
            case .lessThanOrEqual: "≤"
            case .greaterThanOrEqual: "≥"
            }
        var text = "\(label(constraint.firstItem)).\(constraint.firstAttribute) \(relation) "
        if let second = constraint.secondItem {
            text += "\(label(second)).\(constraint.secondAttribute)"
            if constraint.multiplier != 1 { text += " × \(constraint.multiplier)" }
            if constraint.constant != 0 {
                text += constraint.constant > 0 ? " + \(constraint.constant)" : " - \(-constraint.constant)"
            }
        } else {
            text += "\(constraint.constant)"
        }
        if constraint.priority != .required { text += " @\(constraint.priority.rawValue)" }
        if let record = constraints.first(where: { $0.constraint === constraint }) { text += " (\(record.id))" }
        return text
    }
}
