extension Constraint: CustomStringConvertible, CustomDebugStringConvertible {
    /// The statement's constraints as Masonry prints them, and whether they are active:
    /// `Constraint (active) [<LayoutConstraint:0x1 View:box.top == View:root.top + 8>]`.
    public var description: String {
        "Constraint (\(isActive ? "active" : "inactive")) ["
            + layoutConstraints.map(\.description).joined(separator: ", ") + "]"
    }

    /// ``description`` with each constraint's state (``LayoutConstraint/debugDescription``).
    public var debugDescription: String {
        "Constraint [" + layoutConstraints.map(\.debugDescription).joined(separator: ", ") + "]"
    }
}
