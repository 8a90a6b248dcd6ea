/// The step of a statement's chain that takes a relation and modifiers: `equalTo(other).offset(8)`.
///
/// Relations live here as well as before the first modifier, so Masonry's modifier-first form
/// (`make.top.offset(10).equalTo(header)`) ports unchanged; a second relation in one statement compiles but is a
/// misuse, reported with its file and line. Modifiers replace one another (last write wins), and one that follows
/// the relation replaces a constant target too (`equalTo(40).offset(10)` is 10, as in Masonry and SnapKit).
public class ConstraintMakerEditable: ConstraintMakerPrioritizable {
    /// A filler that reads well: `make.top.equalTo(header).with.offset(8)`.
    public var with: Self { self }
    /// A filler that reads well: `make.top.and.left.equalToSuperview()`.
    public var and: Self { self }

    // MARK: Relations

    /// Relates the statement's attributes to `target`: an item (same attribute), an attribute item
    /// (`other.mas.right`), a number (relative to the superview's same attribute for positions, absolute for sizes),
    /// a point, a size, insets, or an array of those (one constraint per element).
    @discardableResult
    public func equalTo<Target: ConstraintRelatableTarget>(_ target: Target, file: String = #fileID, line: Int = #line) -> ConstraintMakerEditable {
        relate(.equal, target.constraintTargets, file, line)
    }

    /// `≤` ``equalTo(_:file:line:)``.
    @discardableResult
    public func lessThanOrEqualTo<Target: ConstraintRelatableTarget>(_ target: Target, file: String = #fileID, line: Int = #line) -> ConstraintMakerEditable {
        relate(.lessThanOrEqual, target.constraintTargets, file, line)
    }

    /// `≥` ``equalTo(_:file:line:)``.
    @discardableResult
    public func greaterThanOrEqualTo<Target: ConstraintRelatableTarget>(_ target: Target, file: String = #fileID, line: Int = #line) -> ConstraintMakerEditable {
        relate(.greaterThanOrEqual, target.constraintTargets, file, line)
    }

    /// Relates to each element of a mixed array (`equalTo([a, b.mas.width])`): one constraint per element.
    @discardableResult
    public func equalTo(_ targets: [any ConstraintRelatableTarget], file: String = #fileID, line: Int = #line) -> ConstraintMakerEditable {
        relate(.equal, targets.flatMap(\.constraintTargets), file, line)
    }

    /// `≤` each element of a mixed array.
    @discardableResult
    public func lessThanOrEqualTo(_ targets: [any ConstraintRelatableTarget], file: String = #fileID, line: Int = #line) -> ConstraintMakerEditable {
        relate(.lessThanOrEqual, targets.flatMap(\.constraintTargets), file, line)
    }

    /// `≥` each element of a mixed array.
    @discardableResult
    public func greaterThanOrEqualTo(_ targets: [any ConstraintRelatableTarget], file: String = #fileID, line: Int = #line) -> ConstraintMakerEditable {
        relate(.greaterThanOrEqual, targets.flatMap(\.constraintTargets), file, line)
    }

    /// Equal to the same attributes of the superview (a guide's owning view); with none, a misuse.
    @discardableResult
    public func equalToSuperview(file: String = #fileID, line: Int = #line) -> ConstraintMakerEditable {
        relateToSuperview(.equal, "equalToSuperview", file, line) { $0.constraintTargets }
    }

    /// `≤` the superview's same attributes.
    @discardableResult
    public func lessThanOrEqualToSuperview(file: String = #fileID, line: Int = #line) -> ConstraintMakerEditable {
        relateToSuperview(.lessThanOrEqual, "lessThanOrEqualToSuperview", file, line) { $0.constraintTargets }
    }

    /// `≥` the superview's same attributes.
    @discardableResult
    public func greaterThanOrEqualToSuperview(file: String = #fileID, line: Int = #line) -> ConstraintMakerEditable {
        relateToSuperview(.greaterThanOrEqual, "greaterThanOrEqualToSuperview", file, line) { $0.constraintTargets }
    }

    /// Equal to what `target` picks from the superview: `equalToSuperview { $0.safeAreaLayoutGuide }`.
    @discardableResult
    public func equalToSuperview<Target: ConstraintRelatableTarget>(file: String = #fileID, line: Int = #line, _ target: (View) -> Target) -> ConstraintMakerEditable {
        relateToSuperview(.equal, "equalToSuperview", file, line) { target($0).constraintTargets }
    }

    /// `≤` what `target` picks from the superview.
    @discardableResult
    public func lessThanOrEqualToSuperview<Target: ConstraintRelatableTarget>(file: String = #fileID, line: Int = #line, _ target: (View) -> Target) -> ConstraintMakerEditable {
        relateToSuperview(.lessThanOrEqual, "lessThanOrEqualToSuperview", file, line) { target($0).constraintTargets }
    }

    /// `≥` what `target` picks from the superview.
    @discardableResult
    public func greaterThanOrEqualToSuperview<Target: ConstraintRelatableTarget>(file: String = #fileID, line: Int = #line, _ target: (View) -> Target) -> ConstraintMakerEditable {
        relateToSuperview(.greaterThanOrEqual, "greaterThanOrEqualToSuperview", file, line) { target($0).constraintTargets }
    }

    private func relate(_ relation: LayoutRelation, _ targets: [ConstraintTarget], _ file: String, _ line: Int) -> ConstraintMakerEditable {
        statement.relate(relation, to: targets, at: StatementLocation(file: file, line: line))
        return self
    }

    private func relateToSuperview(
        _ relation: LayoutRelation, _ name: String, _ file: String, _ line: Int, _ targets: (View) -> [ConstraintTarget]
    ) -> ConstraintMakerEditable {
        let location = StatementLocation(file: file, line: line)
        guard let superview = statement.superview(for: relation, at: location) else { return self }
        statement.relate(relation, to: targets(superview), at: location)
        return self
    }

    // MARK: Modifiers

    /// Adds `amount` to every constraint of the statement, whatever its attribute (`edges…offset(5)` moves all four
    /// edges by +5).
    @discardableResult
    public func offset(_ amount: Double, file: String = #fileID, line: Int = #line) -> ConstraintMakerEditable {
        modify(.offset(amount), file, line)
    }

    /// ``offset(_:file:line:)`` with an integer.
    @discardableResult
    public func offset<T: BinaryInteger>(_ amount: T, file: String = #fileID, line: Int = #line) -> ConstraintMakerEditable {
        modify(.offset(Double(amount)), file, line)
    }

    /// Moves every edge inward by `amount`: +top/+left/+leading, −bottom/−right/−trailing, −2×amount on a size,
    /// 0 on a centre.
    @discardableResult
    public func inset(_ amount: Double, file: String = #fileID, line: Int = #line) -> ConstraintMakerEditable {
        modify(.insets(EdgeInsets(all: amount)), file, line)
    }

    /// `inset(_:)` with an integer.
    @discardableResult
    public func inset<T: BinaryInteger>(_ amount: T, file: String = #fileID, line: Int = #line) -> ConstraintMakerEditable {
        modify(.insets(EdgeInsets(all: Double(amount))), file, line)
    }

    /// Moves each edge inward by its inset; the sign follows the constrained attribute (+top, +left, −bottom,
    /// −right), a width or height gets −(sum of its two sides), a centre half the difference.
    @discardableResult
    public func inset(_ insets: EdgeInsets, file: String = #fileID, line: Int = #line) -> ConstraintMakerEditable {
        modify(.insets(insets), file, line)
    }

    /// Directional insets: leading and trailing resolve for the item's layout direction.
    @discardableResult
    public func inset(_ insets: DirectionalEdgeInsets, file: String = #fileID, line: Int = #line) -> ConstraintMakerEditable {
        modify(.directionalInsets(insets), file, line)
    }

    /// Masonry's `insets(_:)`: the same as `inset(_:)` with `EdgeInsets`.
    @discardableResult
    public func insets(_ insets: EdgeInsets, file: String = #fileID, line: Int = #line) -> ConstraintMakerEditable {
        modify(.insets(insets), file, line)
    }

    /// Adds the width to width constraints and the height to height constraints.
    @discardableResult
    public func sizeOffset(_ size: Size, file: String = #fileID, line: Int = #line) -> ConstraintMakerEditable {
        modify(.size(size), file, line)
    }

    /// Adds x to the x-axis positions and y to the y-axis positions (`center…centerOffset(Point(x: 0, y: -20))`).
    @discardableResult
    public func centerOffset(_ offset: Point, file: String = #fileID, line: Int = #line) -> ConstraintMakerEditable {
        modify(.point(offset), file, line)
    }

    /// Multiplies the second item's attribute: `make.width.equalTo(other).multipliedBy(0.5)`.
    @discardableResult
    public func multipliedBy(_ multiplier: Double, file: String = #fileID, line: Int = #line) -> ConstraintMakerEditable {
        statement.setMultiplier(multiplier, at: StatementLocation(file: file, line: line))
        return self
    }

    /// Divides the second item's attribute: `dividedBy(3)` is `multipliedBy(1.0 / 3)`; 0, NaN and infinity are misuses.
    @discardableResult
    public func dividedBy(_ divisor: Double, file: String = #fileID, line: Int = #line) -> ConstraintMakerEditable {
        let location = StatementLocation(file: file, line: line)
        // An infinite divisor would pass as a multiplier of 0: check the divisor itself.
        guard divisor.isFinite, divisor != 0 else {
            statement.noteMisuse(.unusableDivisor(attributes: statement.attributes.layoutAttributes, divisor), at: location)
            return self
        }
        statement.setMultiplier(1 / divisor, at: location)
        return self
    }

    private func modify(_ constant: ConstraintConstant, _ file: String, _ line: Int) -> ConstraintMakerEditable {
        statement.setConstant(constant, at: StatementLocation(file: file, line: line))
        return self
    }
}
