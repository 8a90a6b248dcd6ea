import Masonry

/// The view tree a `.layout` file built, with a map from every constraint it made back to the statement that
/// made it, so the engine's diagnostics can point at lines.
public final class LayoutScene {
    /// The canvas: a root view named `root`.
    public let root: View
    /// The declared views by name (`root` included).
    public let viewsByName: [String: View]
    /// The constraints the file made, in statement order (active).
    public let constraints: [LayoutConstraint]

    let constraintLocations: [ObjectIdentifier: LayoutFileLocation]
    let viewLocations: [ObjectIdentifier: LayoutFileLocation]
    let canvasLocation: LayoutFileLocation
    /// The declared views (root excluded), in file order.
    let declaredViews: [(name: String, view: View)]
    /// What the engine reported while the file's constraints were activated (refused constraints), reported by
    /// the first `layout()`.
    private var activationDiagnostics: [LayoutDiagnostic]

    init(
        root: View, declaredViews: [(name: String, view: View)], constraints: [LayoutConstraint],
        constraintLocations: [ObjectIdentifier: LayoutFileLocation],
        viewLocations: [ObjectIdentifier: LayoutFileLocation],
        canvasLocation: LayoutFileLocation, activationDiagnostics: [LayoutDiagnostic] = []
    ) {
        self.activationDiagnostics = activationDiagnostics
        self.root = root
        self.declaredViews = declaredViews
        var byName = ["root": root]
        for (name, view) in declaredViews { byName[name] = view }
        viewsByName = byName
        self.constraints = constraints
        self.constraintLocations = constraintLocations
        self.viewLocations = viewLocations
        self.canvasLocation = canvasLocation
    }

    /// Notes about the file's text, reported by the first `layout()` with the engine's findings.
    func addNotes(_ notes: [LayoutFileDiagnostic]) { pendingNotes += notes }

    private var pendingNotes: [LayoutFileDiagnostic] = []

    /// The view declared with `name`.
    public func view(named name: String) -> View? { viewsByName[name] }

    /// The statement that made `constraint`; for a constraint the engine or a stack made, the declaration of the
    /// view it constrains.
    public func location(of constraint: LayoutConstraint) -> LayoutFileLocation? {
        if let location = constraintLocations[ObjectIdentifier(constraint)] { return location }
        for item in [constraint.firstItem, constraint.secondItem] {
            if let view = item as? View, let location = viewLocations[ObjectIdentifier(view)] { return location }
            if let guide = item as? LayoutGuide, let view = guide.owningView,
                let location = viewLocations[ObjectIdentifier(view)]
            {
                return location
            }
        }
        return nil
    }

    /// Every view in depth-first order, root first, each with its parent.
    public var viewsDepthFirst: [View] {
        var result: [View] = []
        var stack = [root]
        while let view = stack.popLast() {
            result.append(view)
            stack.append(contentsOf: view.subviews.reversed())
        }
        return result
    }

    /// Lays the tree out and returns what the engine found, each tied to a line: constraints the engine refused
    /// when the scene was built (errors, at their statement), conflicts (errors, at the broken constraint's
    /// statement), ambiguous views (warnings, at their declaration), misuse and invalid constraints.
    ///
    /// `checksAmbiguity: false` leaves the ambiguity warnings out (asking costs one pass over the solved layout).
    public func layout(checksAmbiguity: Bool = true) -> [LayoutFileDiagnostic] {
        var engineDiagnostics = activationDiagnostics
        activationDiagnostics = []
        // The handler is the scene's only while it lays out: left installed, it would hold the diagnostics it
        // collected, and through them the views they name, and so the root that holds it (a cycle that leaks).
        let previousHandler = root.diagnosticHandler
        defer { root.diagnosticHandler = previousHandler }
        root.diagnosticHandler = { engineDiagnostics.append($0) }
        root.layoutIfNeeded()
        var diagnostics = pendingNotes + engineDiagnostics.map(describe)
        pendingNotes = []
        if checksAmbiguity {
            for case (let name, let scrollView as ScrollView) in declaredViews {
                let axes = scrollView.ambiguousContentSizeAxes
                guard !axes.isEmpty else { continue }
                let missing = axes.map { $0 == .horizontal ? "width" : "height" }.joined(separator: " and ")
                diagnostics.append(
                    LayoutFileDiagnostic(
                        .ambiguous, .warning, at: viewLocations[ObjectIdentifier(scrollView)] ?? canvasLocation,
                        "'\(name)' has an ambiguous content size: the constraints on its content do not fix its "
                            + "content \(missing)"))
            }
            for (name, view) in declaredViews {
                let axes = view.ambiguousAxes
                guard !axes.isEmpty else { continue }
                let axisNames = axes.map { $0 == .horizontal ? "horizontal" : "vertical" }.joined(separator: " and ")
                let missing = axes.map { $0 == .horizontal ? "x position and width" : "y position and height" }.joined(
                    separator: ", ")
                diagnostics.append(
                    LayoutFileDiagnostic(
                        .ambiguous, .warning, at: viewLocations[ObjectIdentifier(view)] ?? canvasLocation,
                        "'\(name)' has an ambiguous layout on the \(axisNames) axis: constraints do not fix its \(missing)"
                    ))
            }
        }
        return diagnostics
    }

    /// How a constraint is quoted in messages: its statement's line, or its own description.
    private func quote(_ constraint: LayoutConstraint) -> String {
        if let location = constraintLocations[ObjectIdentifier(constraint)] { return "line \(location.line)" }
        return "\(constraint)"
    }

    private func describe(_ diagnostic: LayoutDiagnostic) -> LayoutFileDiagnostic {
        switch diagnostic {
        case .unsatisfiable(let broken, let conflicting):
            let others = conflicting.filter { $0 !== broken }
            var message = "unable to satisfy \(describeConstraint(broken)) together with "
            var quoted: [String] = []
            for other in others.map(quote) where !quoted.contains(other) { quoted.append(other) }
            message += quoted.isEmpty ? "the required constraints" : quoted.joined(separator: ", ")
            message += "; it was broken"
            return LayoutFileDiagnostic(.unsatisfiable, .error, at: location(of: broken) ?? canvasLocation, message)
        case .ambiguousLayout(let view, let axis):
            return LayoutFileDiagnostic(
                .ambiguous, .warning, at: viewLocations[ObjectIdentifier(view)] ?? canvasLocation,
                "\(view.name ?? "a view") has an ambiguous layout on the \(axis == .horizontal ? "horizontal" : "vertical") axis"
            )
        case .misuse(let reason, _):
            return LayoutFileDiagnostic(.misuse, .error, at: canvasLocation, reason.description)
        case .invalidConstraint(let constraint, let reason):
            return LayoutFileDiagnostic(
                .invalid, .error, at: location(of: constraint) ?? canvasLocation,
                "\(describeConstraint(constraint)) cannot be activated: \(reason)")
        case .invalidHierarchy(let reason):
            return LayoutFileDiagnostic(.invalid, .error, at: canvasLocation, reason.description)
        case .invalidValue(let reason):
            return LayoutFileDiagnostic(.invalid, .error, at: canvasLocation, reason.description)
        case .layoutDidNotSettle(let view, let rounds):
            return LayoutFileDiagnostic(
                .ambiguous, .warning, at: viewLocations[ObjectIdentifier(view)] ?? canvasLocation,
                "the layout of \(view.name ?? "a view") did not settle after \(rounds) solves")
        }
    }

    /// A constraint the file made carries its line as identifier, so its own description names it.
    private func describeConstraint(_ constraint: LayoutConstraint) -> String { "\(constraint)" }
}
