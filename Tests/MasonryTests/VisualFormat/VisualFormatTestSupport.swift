import Masonry
import Testing

// Shared helpers for the Visual Format Language suites: constraints written as short equations, and the errors
// a format raises.

/// How an item is named in an equation: a view by its name, a superview's margins guide as `M(name)`.
func equationName(_ item: LayoutItem?) -> String {
    if let view = item as? View { return view.name ?? "view" }
    if let guide = item as? LayoutGuide {
        let owner = guide.owningView?.name ?? "view"
        return guide.identifier == "UIViewLayoutMarginsGuide" ? "M(\(owner))" : "\(owner).\(guide.identifier)"
    }
    return "nil"
}

private func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
}

/// A constraint as a short equation, `b.leading == a.trailing + 8`, with ` @750` when not required.
func equation(_ constraint: LayoutConstraint) -> String {
    var text = "\(equationName(constraint.firstItem)).\(constraint.firstAttribute) \(constraint.relation)"
    if constraint.secondItem != nil {
        text += " \(equationName(constraint.secondItem)).\(constraint.secondAttribute)"
        if constraint.multiplier != 1 { text += " * \(number(constraint.multiplier))" }
        if constraint.constant > 0 { text += " + \(number(constraint.constant))" }
        if constraint.constant < 0 { text += " - \(number(-constraint.constant))" }
    } else {
        text += " \(number(constraint.constant))"
    }
    if !constraint.priority.isRequired { text += " @\(constraint.priority)" }
    return text
}

/// The equations of a format's constraints, in order (or the error's description, to show in a failure).
func equations(
    _ format: String, options: LayoutConstraint.FormatOptions = [], metrics: [String: Double]? = nil,
    views: [String: LayoutItem]
) -> [String] {
    do {
        return try LayoutConstraint.constraints(
            withVisualFormat: format, options: options, metrics: metrics, views: views
        )
        .map(equation)
    } catch {
        return ["error: \(error.message) at \(error.position.map(String.init) ?? "nil")"]
    }
}

/// The error a format raises, or `nil` if it parses.
func formatError(
    _ format: String, options: LayoutConstraint.FormatOptions = [], metrics: [String: Double]? = nil,
    views: [String: LayoutItem]
) -> VisualFormatError? {
    do {
        _ = try LayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics, views: views)
        return nil
    } catch {
        return error
    }
}

/// A root with subviews ready for constraints, named after the keys, and the views dictionary for them.
func makeViews(_ names: [String], in root: View) -> [String: LayoutItem] {
    var views: [String: LayoutItem] = [:]
    for name in names { views[name] = addConstrained(View(name: name), to: root) }
    return views
}

/// Parses and activates a format; records an issue if it throws.
func activate(
    _ format: String, options: LayoutConstraint.FormatOptions = [], metrics: [String: Double]? = nil,
    views: [String: LayoutItem], sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    do {
        LayoutConstraint.activate(
            try LayoutConstraint.constraints(
                withVisualFormat: format, options: options, metrics: metrics, views: views))
    } catch {
        Issue.record("\(format) threw \(error)", sourceLocation: sourceLocation)
    }
}

extension Dictionary where Key == String, Value == LayoutItem {
    /// The view under `name` (tests build the dictionaries, so it is there).
    func view(_ name: String) -> View { self[name] as? View ?? View(name: "missing \(name)") }
}

/// A root and named subviews ready for constraints; the scene keeps the root (superviews are weak) alive.
struct Scene {
    let root: View
    let views: [String: LayoutItem]

    init(_ names: [String], width: Double = 375, height: Double = 667) {
        root = makeRoot(width: width, height: height)
        views = makeViews(names, in: root)
    }

    subscript(_ name: String) -> View { views.view(name) }
}
