/// The `make` of `view.mas.makeConstraints { make in … }`: each attribute named on it starts a statement.
///
/// Creating a maker for a view turns off its `translatesAutoresizingMaskIntoConstraints`, as Masonry and SnapKit
/// do. ``item`` is public so apps can write their own maker extensions (an aspect ratio, say).
public final class ConstraintMaker: ConstraintAttributesDSL {
    /// The view or guide being constrained.
    public let item: LayoutItem
    /// Not checked for exclusive access at run time (`@exclusivity(unchecked)`): appended to once per statement and
    /// read twice per closure, never passed `inout` across a call or touched by anything but this class's methods,
    /// on one thread, so no two accesses can overlap.
    @exclusivity(unchecked) private(set) var statements: [ConstraintMakerExtendable] = []
    private let location: StatementLocation

    init(item: LayoutItem, location: StatementLocation) {
        self.item = item
        self.location = location
        statements.reserveCapacity(4) // most closures make a few statements: one allocation, not one per doubling
        if let view = item as? View { view.translatesAutoresizingMaskIntoConstraints = false }
    }

    /// Starts a statement about `attributes`.
    public func attribute(_ attributes: ConstraintAttributes) -> ConstraintMakerExtendable {
        let statement = ConstraintMakerExtendable(item: item, attributes: attributes, location: location)
        statements.append(statement)
        return statement
    }

    /// The statements' constraint objects, filled in but not activated; skipped statements (reported) are left out.
    func makeConstraints() -> [Constraint] {
        let statements = self.statements
        var made: [Constraint] = []
        made.reserveCapacity(statements.count)
        for statement in statements {
            guard let layoutConstraints = statement.makeLayoutConstraints() else { continue }
            let constraint = statement.statementConstraint
            constraint.layoutConstraints = layoutConstraints
            made.append(constraint)
        }
        return made
    }

    /// Activates what ``makeConstraints()`` made, statement by statement, through the same path as
    /// ``LayoutConstraint/activate(_:)`` (``LayoutConstraint/activate(first:)``): the holder is looked up when each constraint is activated, from its items,
    /// never remembered from making. A diagnostic handler run while making (a later statement's misuse) may have
    /// removed or moved the views; each constraint then installs where its items are now, or is reported.
    func activateMadeConstraints() {
        for statement in statements {
            // The statement holds its item: the constraints' first item, which need not be read back weakly.
            let first = statement.item
            for layoutConstraint in statement.statementConstraint.layoutConstraints {
                layoutConstraint.activate(first: first)
            }
        }
    }
}
