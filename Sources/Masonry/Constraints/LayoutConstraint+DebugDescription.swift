extension LayoutConstraint: CustomDebugStringConvertible {
    /// ``description`` and the constraint's state: whether it is active and which view holds it, whether the engine
    /// broke it, and the statement that made it, when a front end recorded one.
    ///
    /// `<LayoutConstraint:0x1 View:box.width == 200> (active on View:root, broken, App/Card.swift:12)`
    public var debugDescription: String {
        var state = [holderView.map { "active on \($0.debugDescription)" } ?? "inactive"]
        if isBroken { state.append("broken") }
        if let sourceLocation { state.append(sourceLocation.description) }
        return description + " (" + state.joined(separator: ", ") + ")"
    }
}
