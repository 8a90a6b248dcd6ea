import Foundation
import Masonry

extension Scene {
    /// The scene as a `.layout` file that lays out to the same frames: the canvas with the root's size and
    /// safe area, one declaration per view (parents first, arranged views in order), then one equation per
    /// constraint. IB ids become names (`VIB-Xt-ckX` → `VIB_Xt_ckX`; ``layoutNames`` gives the map).
    ///
    /// Views that keep their autoresizing mask are pinned to their frames (the canvas has the document's size, so
    /// that is where their masks put them); labels whose size is the stored one are written as views of that
    /// intrinsic size, the text in a comment above.
    public func layoutText() -> String {
        let names = layoutNames
        var lines: [String] = []
        lines.append("# \(name) (\(id)), converted from an Interface Builder document")
        let size = root.bounds.size
        var canvas = "canvas \(number(size.width))x\(number(size.height))"
        let safe = root.safeAreaInsets
        if safe != .zero {
            canvas += " safe-area \(number(safe.top)),\(number(safe.left)),\(number(safe.bottom)),\(number(safe.right))"
        }
        lines.append(canvas)
        var equations: [String] = []
        if root is ScrollView, let rootName = names[ObjectIdentifier(root)] {
            // A canvas is a plain view: a scroll view at the root becomes one filling the canvas, with its margins.
            lines.append("")
            lines.append("# \(name) (\(id)), a scroll view filling the canvas")
            lines.append("scroll \(rootName) in root margins \(insets(root.layoutMargins))")
            for edge in ["left", "top", "right", "bottom"] {
                equations.append("\(rootName).\(edge) == root.\(edge)")
            }
        }
        for item in items where item.view !== root {
            let view = item.view
            guard let name = names[ObjectIdentifier(view)], let parent = view.superview,
                let parentName = names[ObjectIdentifier(parent)]
            else { continue }
            lines.append("")
            lines.append("# \(item.label.replacingNewlines) (\(item.elementName) \(item.id))")
            var declaration: String
            switch view {
            case let label as StoredSizeLabel where label.storedSize == nil:
                declaration = "label \(name) in \(parentName) \(quoted(label.text)) font \(number(label.font.size))"
                if label.numberOfLines != 1 { declaration += " lines \(label.numberOfLines)" }
            case let stack as StackView:
                declaration = "stack \(name) in \(parentName) \(stack.axis == .vertical ? "vertical" : "horizontal")"
                if stack.spacing != 0 { declaration += " spacing \(number(stack.spacing))" }
                if stack.distribution != .fill { declaration += " distribution \(stack.distribution)" }
                if stack.alignment != .fill { declaration += " alignment \(stack.alignment)" }
                if stack.isLayoutMarginsRelativeArrangement { declaration += " margins" }
            case is ScrollView:
                declaration = "scroll \(name) in \(parentName)"
            default:
                declaration = "view \(name) in \(parentName)"
                let intrinsic = view.intrinsicContentSize
                if intrinsic.width >= 0 || intrinsic.height >= 0 {
                    let width = intrinsic.width >= 0 ? number(intrinsic.width) : "-"
                    let height = intrinsic.height >= 0 ? number(intrinsic.height) : "-"
                    declaration += " intrinsic \(width)x\(height)"
                }
            }
            if view.isHidden { declaration += " hidden" }
            let hugging = (view.contentHuggingPriority(for: .horizontal), view.contentHuggingPriority(for: .vertical))
            if hugging != (250, 250) { declaration += " hugging \(priority(hugging.0)),\(priority(hugging.1))" }
            let compression = (
                view.contentCompressionResistancePriority(for: .horizontal),
                view.contentCompressionResistancePriority(for: .vertical)
            )
            if compression != (750, 750) {
                declaration += " compression \(priority(compression.0)),\(priority(compression.1))"
            }
            if view.layoutMargins != EdgeInsets(all: 8) { declaration += " margins \(insets(view.layoutMargins))" }
            if view.preservesSuperviewLayoutMargins { declaration += " preserves-margins" }
            if view.alignmentRectInsets != .zero {
                declaration += " alignment-insets \(insets(view.alignmentRectInsets))"
            }
            if let label = view as? StoredSizeLabel, label.storedSize != nil {
                lines.append("# label \(quoted(label.text))")
            }
            lines.append(declaration)
            let isConstrained = constraints.contains {
                $0.constraint.firstItem === view || $0.constraint.secondItem === view
            }
            if !view.translatesAutoresizingMaskIntoConstraints, !isConstrained, !(parent is StackView) {
                // Only an equation turns autoresizing off in a `.layout` file; this one always holds.
                equations.append("\(name).width >= 0  # no constraints, and no autoresizing mask either")
            }
            if view.translatesAutoresizingMaskIntoConstraints, !(parent is StackView) {
                // Where the autoresizing mask puts it at the document's size.
                let frame = storedFrame(id: item.id) ?? view.frame
                equations.append("\(name).left == \(parentName).left + \(number(frame.minX))")
                equations.append("\(name).top == \(parentName).top + \(number(frame.minY))")
                equations.append("\(name).width == \(number(frame.width))")
                equations.append("\(name).height == \(number(frame.height))")
            }
        }
        if !constraints.isEmpty || !equations.isEmpty { lines.append("") }
        lines += equations
        for record in constraints {
            if let equation = equation(record.constraint, names: names) {
                lines.append(equation + "  # \(record.id)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The `.layout` name of every view of the scene, by view: its IB id made an identifier, unique.
    public var layoutNames: [ObjectIdentifier: String] {
        let rootName = root is ScrollView ? "rootScroll" : "root"
        var names: [ObjectIdentifier: String] = [ObjectIdentifier(root): rootName]
        var used: Set<String> = ["root", rootName]
        for item in items where item.view !== root {
            var base = String(item.id.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
            if base.isEmpty || base.first?.isNumber == true { base = "v_" + base }
            if ["root", "canvas", "view", "label", "stack", "scroll", "metric", "in", "H", "V"].contains(base) {
                base = "v_" + base
            }
            var name = base
            var counter = 2
            while used.contains(name) {
                name = "\(base)_\(counter)"
                counter += 1
            }
            used.insert(name)
            names[ObjectIdentifier(item.view)] = name
        }
        return names
    }

    private func equation(_ constraint: LayoutConstraint, names: [ObjectIdentifier: String]) -> String? {
        guard let first = term(constraint.firstItem, constraint.firstAttribute, names: names) else { return nil }
        let relation =
            switch constraint.relation {
            case .equal: "=="
            case .lessThanOrEqual: "<="
            case .greaterThanOrEqual: ">="
            }
        var constant = constraint.constant + first.offset
        var text = "\(first.text) \(relation) "
        if let secondItem = constraint.secondItem {
            guard let second = term(secondItem, constraint.secondAttribute, names: names) else { return nil }
            text += second.text
            if constraint.multiplier != 1 { text += " * \(number(constraint.multiplier))" }
            constant = constraint.constant + second.offset * constraint.multiplier - first.offset
            if constant != 0 { text += constant > 0 ? " + \(number(constant))" : " - \(number(-constant))" }
        } else {
            constant = constraint.constant - first.offset
            text += number(constant)
        }
        if constraint.priority != .required { text += " @\(priority(constraint.priority))" }
        return text
    }

    /// An item and attribute as a `.layout` term, and a distance to add (`offset`) where the file cannot state the
    /// attribute itself: margins that are constants become edges (`marginEdge(of:_:)`), and a control's
    /// baselines, which its text gives it and a `.layout` view lacks, become its top or bottom.
    private func term(_ item: LayoutItem?, _ attribute: LayoutAttribute, names: [ObjectIdentifier: String])
        -> (text: String, offset: Double)?
    {
        if let view = item as? View {
            guard let name = names[ObjectIdentifier(view)] else { return nil }
            if let (edge, offset) = marginEdge(of: view, attribute) { return ("\(name).\(edge)", offset) }
            if let control = view as? ControlView, let offsets = control.baselineOffsetsFromEdges {
                if attribute == .firstBaseline { return ("\(name).top", offsets.firstFromTop) }
                if attribute == .lastBaseline { return ("\(name).bottom", -offsets.lastFromBottom) }
            }
            return ("\(name).\(attribute)", 0)
        }
        guard let guide = item as? LayoutGuide, let owner = guide.owningView, let name = names[ObjectIdentifier(owner)]
        else { return nil }
        let guideName: String
        if let scroll = owner as? ScrollView, scroll.contentLayoutGuide === guide {
            guideName = "content"
        } else if let scroll = owner as? ScrollView, scroll.frameLayoutGuide === guide {
            guideName = "frame"
        } else if guide.identifier == "UIViewLayoutMarginsGuide" {
            if let (edge, offset) = marginEdge(of: owner, attribute.withMargins) { return ("\(name).\(edge)", offset) }
            guideName = "margins"
        } else {
            guideName = "safeArea"
        }
        return ("\(name).\(guideName).\(attribute)", 0)
    }

    /// A margin attribute as the view's edge and the distance to add, for views whose margins are constants a
    /// `.layout` file cannot otherwise state: the root's (a canvas has no margins of its own; they include the
    /// safe area unless the root opts out) and those of a view whose margins leave out the safe area
    /// (`insetsLayoutMarginsFromSafeArea` off, superview margins not preserved). `nil` for other attributes and
    /// views.
    private func marginEdge(of view: View, _ attribute: LayoutAttribute) -> (String, Double)? {
        guard !(view is ScrollView),
            view === root || (!view.insetsLayoutMarginsFromSafeArea && !view.preservesSuperviewLayoutMargins)
        else { return nil }
        let margins = view.layoutMargins
        let safe = view.insetsLayoutMarginsFromSafeArea ? view.safeAreaInsets : .zero
        let left = margins.left + safe.left
        let right = margins.right + safe.right
        let top = margins.top + safe.top
        let bottom = margins.bottom + safe.bottom
        // Leading and trailing constants count inward in either direction.
        let isRightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch attribute {
        case .leftMargin: return ("left", left)
        case .rightMargin: return ("right", -right)
        case .leadingMargin: return ("leading", isRightToLeft ? right : left)
        case .trailingMargin: return ("trailing", -(isRightToLeft ? left : right))
        case .topMargin: return ("top", top)
        case .bottomMargin: return ("bottom", -bottom)
        case .centerXWithinMargins: return ("centerX", (left - right) / 2)
        case .centerYWithinMargins: return ("centerY", (top - bottom) / 2)
        default: return nil
        }
    }

    private func number(_ value: Double) -> String { shortestText(value) }

    private func priority(_ value: LayoutPriority) -> String {
        let raw = Double(value.rawValue)
        return number(raw)
    }

    private func insets(_ value: EdgeInsets) -> String {
        "\(number(value.top)),\(number(value.left)),\(number(value.bottom)),\(number(value.right))"
    }

    private func quoted(_ text: String) -> String {
        "\""
            + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n") + "\""
    }
}

extension String {
    fileprivate var replacingNewlines: String { replacingOccurrences(of: "\n", with: " ") }
}
