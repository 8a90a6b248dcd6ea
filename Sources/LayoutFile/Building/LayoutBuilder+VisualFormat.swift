import Masonry

extension LayoutBuilder {
    /// A VFL line: Masonry's VFL parser makes the constraints; its caret becomes a column of the line.
    mutating func add(_ line: VisualFormatLine) {
        // A view whose declaration failed: the VFL parser would only call it unknown.
        if line.viewNames.contains(where: isReportedElsewhere) { return }
        var options: LayoutConstraint.FormatOptions = []
        for option in line.options {
            if let value = LayoutBuilder.formatOptions[option.text] { options.insert(value) }
        }
        var items: [String: LayoutItem] = [:]
        for (name, view) in views { items[name] = view }
        do {
            let made = try LayoutConstraint.constraints(
                withVisualFormat: line.format, options: options, metrics: metrics, views: items)
            for name in line.viewNames where name != "root" {
                views[name]?.translatesAutoresizingMaskIntoConstraints = false
            }
            for constraint in made { record(constraint, at: line.location) }
        } catch {
            let column = line.location.column + min(error.position ?? 0, line.format.count)
            fail("invalid VFL: \(error.message)", at: LayoutFileLocation(line: line.location.line, column: column))
        }
    }

    /// Apple's option names, as a VFL line's `options` writes them.
    static let formatOptions: [String: LayoutConstraint.FormatOptions] = [
        "alignAllLeft": .alignAllLeft, "alignAllRight": .alignAllRight, "alignAllTop": .alignAllTop,
        "alignAllBottom": .alignAllBottom, "alignAllLeading": .alignAllLeading, "alignAllTrailing": .alignAllTrailing,
        "alignAllCenterX": .alignAllCenterX, "alignAllCenterY": .alignAllCenterY,
        "alignAllLastBaseline": .alignAllLastBaseline, "alignAllFirstBaseline": .alignAllFirstBaseline,
        "directionLeadingToTrailing": .directionLeadingToTrailing, "directionLeftToRight": .directionLeftToRight,
        "directionRightToLeft": .directionRightToLeft, "spacingEdgeToEdge": .spacingEdgeToEdge,
        "spacingBaselineToBaseline": .spacingBaselineToBaseline
    ]
}
