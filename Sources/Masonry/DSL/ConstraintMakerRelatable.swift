/// The step of a statement's chain that takes its one relation: `equalTo(other)`, `greaterThanOrEqualTo(10)`,
/// `equalToSuperview()`.
///
/// A relation returns a ``ConstraintMakerEditable``, which has no relations, so a second relation in one statement
/// (`make.left.equalTo(a).equalTo(b)`) does not compile; only a step kept in a variable and related twice
/// (`let left = make.left; left.equalTo(a); left.equalTo(b)`) gets past the types, and that is reported as a
/// misuse. Modifiers may come first, as Masonry writes them (`make.top.offset(10).equalTo(header)`): on this step
/// they return the step itself, so the relation can still follow.
public class ConstraintMakerRelatable: ConstraintMakerEditable {
    /// Relates the statement's attributes to `target`: an item (same attribute), an attribute item
    /// (`other.mas.right`), a number (relative to the superview's same attribute for positions, absolute for sizes),
    /// a point, a size, insets, or an array of those (one constraint per element).
    @discardableResult
    public func equalTo<Target: ConstraintRelatableTarget>(_ target: Target, file: String = #fileID, line: Int = #line)
        -> ConstraintMakerEditable
    {
        relate(.equal, target.constraintTargets, file, line)
    }

    /// `≤` `equalTo(_:)`.
    @discardableResult
    public func lessThanOrEqualTo<Target: ConstraintRelatableTarget>(
        _ target: Target, file: String = #fileID, line: Int = #line
    ) -> ConstraintMakerEditable {
        relate(.lessThanOrEqual, target.constraintTargets, file, line)
    }

    /// `≥` `equalTo(_:)`.
    @discardableResult
    public func greaterThanOrEqualTo<Target: ConstraintRelatableTarget>(
        _ target: Target, file: String = #fileID, line: Int = #line
    ) -> ConstraintMakerEditable {
        relate(.greaterThanOrEqual, target.constraintTargets, file, line)
    }

    /// Relates to each element of a mixed array (`equalTo([a, b.mas.width])`): one constraint per element.
    @discardableResult
    public func equalTo(_ targets: [any ConstraintRelatableTarget], file: String = #fileID, line: Int = #line)
        -> ConstraintMakerEditable
    {
        relate(.equal, targets.flatMap(\.constraintTargets), file, line)
    }

    /// `≤` each element of a mixed array.
    @discardableResult
    public func lessThanOrEqualTo(_ targets: [any ConstraintRelatableTarget], file: String = #fileID, line: Int = #line)
        -> ConstraintMakerEditable
    {
        relate(.lessThanOrEqual, targets.flatMap(\.constraintTargets), file, line)
    }

    /// `≥` each element of a mixed array.
    @discardableResult
    public func greaterThanOrEqualTo(
        _ targets: [any ConstraintRelatableTarget], file: String = #fileID, line: Int = #line
    ) -> ConstraintMakerEditable {
        relate(.greaterThanOrEqual, targets.flatMap(\.constraintTargets), file, line)
    }

    /// Equal to the same attributes of the superview (a guide's owning view); with none, a misuse.
    @discardableResult
    public func equalToSuperview(file: String = #fileID, line: Int = #line) -> ConstraintMakerEditable {
        relateToSuperview(.equal, file, line) { $0.constraintTargets }
    }

    /// `≤` the superview's same attributes.
    @discardableResult
    public func lessThanOrEqualToSuperview(file: String = #fileID, line: Int = #line) -> ConstraintMakerEditable {
        relateToSuperview(.lessThanOrEqual, file, line) { $0.constraintTargets }
    }

    /// `≥` the superview's same attributes.
    @discardableResult
    public func greaterThanOrEqualToSuperview(file: String = #fileID, line: Int = #line) -> ConstraintMakerEditable {
        relateToSuperview(.greaterThanOrEqual, file, line) { $0.constraintTargets }
    }

    /// Equal to what `target` picks from the superview: `equalToSuperview { $0.safeAreaLayoutGuide }`.
    @discardableResult
    public func equalToSuperview<Target: ConstraintRelatableTarget>(
        file: String = #fileID, line: Int = #line, _ target: (View) -> Target
    ) -> ConstraintMakerEditable {
        relateToSuperview(.equal, file, line) { target($0).constraintTargets }
    }

    /// `≤` what `target` picks from the superview.
    @discardableResult
    public func lessThanOrEqualToSuperview<Target: ConstraintRelatableTarget>(
        file: String = #fileID, line: Int = #line, _ target: (View) -> Target
    ) -> ConstraintMakerEditable {
        relateToSuperview(.lessThanOrEqual, file, line) { target($0).constraintTargets }
    }

    /// `≥` what `target` picks from the superview.
    @discardableResult
    public func greaterThanOrEqualToSuperview<Target: ConstraintRelatableTarget>(
        file: String = #fileID, line: Int = #line, _ target: (View) -> Target
    ) -> ConstraintMakerEditable {
        relateToSuperview(.greaterThanOrEqual, file, line) { target($0).constraintTargets }
    }

    private func relate(_ relation: LayoutRelation, _ targets: [ConstraintTarget], _ file: String, _ line: Int)
        -> ConstraintMakerEditable
    {
        relate(relation, to: targets, at: StatementLocation(file: file, line: line))
        return self
    }

    private func relateToSuperview(
        _ relation: LayoutRelation, _ file: String, _ line: Int, _ targets: (View) -> [ConstraintTarget]
    ) -> ConstraintMakerEditable {
        let location = StatementLocation(file: file, line: line)
        if let superview = superview(for: relation, at: location) {
            relate(relation, to: targets(superview), at: location)
        }
        return self
    }
}
