#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A problem the layout system found: a user's mistake or a layout that cannot be satisfied. Nothing aborts;
/// the root view's ``View/diagnosticHandler`` receives each one, or it is printed to standard error.
///
/// Each failure is its own case or reason with what went wrong as values, so a handler can match on it;
/// ``message`` is the same failure in Masonry's and Auto Layout's words. A reason holds the views it names, so a
/// handler that stores diagnostics keeps those views alive (the root too, when a reason names it).
///
/// ```swift
/// root.diagnosticHandler = { diagnostic in
///     if case .misuse(.noSuperview(let item, _, _), let location) = diagnostic { print(location, item) }
/// }
/// ```
public enum LayoutDiagnostic {
    /// Required constraints conflict; `broken` is kept at a priority above all others but below required, and
    /// `conflicting` lists the constraints that cannot hold together (including `broken`).
    case unsatisfiable(broken: LayoutConstraint, conflicting: [LayoutConstraint])
    /// A view's frame is not fully determined on `axis`.
    case ambiguousLayout(View, axis: Axis)
    /// A DSL call that was skipped, why, and where it was written.
    case misuse(MisuseReason, at: CodeLocation)
    /// A constraint that cannot be activated or changed (an illegal pairing, no common ancestor, a non-finite
    /// number).
    case invalidConstraint(LayoutConstraint, reason: InvalidConstraintReason)
    /// A tree operation that was refused (adding a view to its own subtree, for example).
    case invalidHierarchy(HierarchyReason)
    /// A value that was refused (a non-finite or non-positive number where one is required).
    case invalidValue(ValueReason)
    /// Solving kept changing what the constraints depend on (wrapped text heights, derived safe areas, preserved
    /// margins) for `rounds` solves in a row, so the layout of `view`'s tree was left as the last solve gave it.
    case layoutDidNotSettle(View, rounds: Int)

    /// Where the cause was written, when it is known: a misuse's call, or the statement that made the broken or
    /// invalid constraint (its ``LayoutConstraint/sourceLocation``); `nil` otherwise.
    public var sourceLocation: CodeLocation? {
        switch self {
        case .misuse(_, let location): location
        case .unsatisfiable(let broken, _): broken.sourceLocation
        case .invalidConstraint(let constraint, _): constraint.sourceLocation
        case .ambiguousLayout, .invalidHierarchy, .invalidValue, .layoutDidNotSettle: nil
        }
    }

    /// The diagnostic in Auto Layout's words.
    public var message: String {
        switch self {
        case .unsatisfiable(let broken, let conflicting):
            var text = "Unable to simultaneously satisfy constraints.\n"
            text += "\tProbably at least one of the constraints in the following list is one you don't want. \n"
            text += "\tTry this: \n"
            text += "\t\t(1) look at each constraint and try to figure out which you don't expect; \n"
            text += "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. \n"
            if conflicting.contains(where: { if case .autoresizing = $0.kind { true } else { false } }) {
                text += "\t(Note: If you're seeing autoresizing mask constraints that you don't understand, refer to "
                text += "the documentation for the View property translatesAutoresizingMaskIntoConstraints) \n"
            }
            text += "(\n"
            text += conflicting.map { "    \"\($0)\"" }.joined(separator: ",\n")
            text += "\n)\n\nWill attempt to recover by breaking constraint \n\(broken)\n"
            return text
        case .ambiguousLayout(let view, let axis):
            return
                "\(view.debugDescription) has an ambiguous layout on the \(axis == .horizontal ? "horizontal" : "vertical") axis."
        case .misuse(let reason, let location):
            return "\(location): \(reason)"
        case .invalidConstraint(let constraint, let reason):
            return "\(constraint): \(reason)"
        case .invalidHierarchy(let reason):
            return reason.description
        case .invalidValue(let reason):
            return reason.description
        case .layoutDidNotSettle(let view, let rounds):
            return
                "\(view.debugDescription): the layout did not settle after \(rounds) solves (each one changed what the "
                + "constraints depend on, such as the height of wrapping text); the last solve is used."
        }
    }

    /// Prints the message to standard error, where Auto Layout logs.
    static func printToStandardError(_ diagnostic: LayoutDiagnostic) {
        var text = diagnostic.message.hasSuffix("\n") ? diagnostic.message : diagnostic.message + "\n"
        text.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
    }
}

extension LayoutDiagnostic {
    /// Reports a diagnostic about `item` to the root of its tree, or prints it when the item belongs to none.
    static func report(_ diagnostic: LayoutDiagnostic, about item: LayoutItem?) {
        if let root = item?.hostView?.rootView {
            root.report(diagnostic)
        } else {
            printToStandardError(diagnostic)
        }
    }
}

extension View {
    /// Hands a diagnostic to the root's handler, or prints it; while the tree's engine is at work (a layout pass, a
    /// measurement) it is held and delivered once the work is done (``DiagnosticQueue``).
    func report(_ diagnostic: LayoutDiagnostic) {
        let root = rootView
        if let queue = root.layoutEngineIfCreated?.diagnosticQueue, queue.isHolding {
            queue.hold(diagnostic)
        } else {
            root.deliver(diagnostic)
        }
    }

    /// Hands a diagnostic to this root's handler now, or prints it.
    func deliver(_ diagnostic: LayoutDiagnostic) {
        if let handler = diagnosticHandler {
            handler(diagnostic)
        } else {
            LayoutDiagnostic.printToStandardError(diagnostic)
        }
    }
}
