/// The step of a statement's chain that takes modifiers: `equalTo(other).offset(8)`.
///
/// A relation leads here, and this step has no relations, so a statement has one relation at compile time. Each
/// modifier returns the step it was called on (`Self`): after a relation that is this step, before one it is the
/// ``ConstraintMakerRelatable`` step, so Masonry's modifier-first form (`make.top.offset(10).equalTo(header)`) ports
/// unchanged. Modifiers replace one another (last write wins), and one that follows the relation replaces a
/// constant target too (`equalTo(40).offset(10)` is 10, as in Masonry and SnapKit).
public class ConstraintMakerEditable: ConstraintMakerPrioritizable {
    /// A filler that reads well: `make.top.equalTo(header).with.offset(8)`.
    public var with: Self { self }
    /// A filler that reads well: `make.top.and.left.equalToSuperview()`.
    public var and: Self { self }

    // MARK: Modifiers

    /// Adds `amount` to every constraint of the statement, whatever its attribute (`edges…offset(5)` moves all four
    /// edges by +5).
    @discardableResult
    public func offset(_ amount: Double, file: String = #fileID, line: Int = #line) -> Self {
        modify(.offset(amount), file, line)
    }

    /// ``offset(_:file:line:)`` with an integer.
    @discardableResult
    public func offset<T: BinaryInteger>(_ amount: T, file: String = #fileID, line: Int = #line) -> Self {
        modify(.offset(Double(amount)), file, line)
    }

    /// Moves every edge inward by `amount`: +top/+left/+leading, −bottom/−right/−trailing, −2×amount on a size,
    /// 0 on a centre.
    @discardableResult
    public func inset(_ amount: Double, file: String = #fileID, line: Int = #line) -> Self {
        modify(.insets(EdgeInsets(all: amount)), file, line)
    }

    /// `inset(_:)` with an integer.
    @discardableResult
    public func inset<T: BinaryInteger>(_ amount: T, file: String = #fileID, line: Int = #line) -> Self {
        modify(.insets(EdgeInsets(all: Double(amount))), file, line)
    }

    /// Moves each edge inward by its inset; the sign follows the constrained attribute (+top, +left, −bottom,
    /// −right), a width or height gets −(sum of its two sides), a centre half the difference.
    @discardableResult
    public func inset(_ insets: EdgeInsets, file: String = #fileID, line: Int = #line) -> Self {
        modify(.insets(insets), file, line)
    }

    /// Directional insets: leading and trailing resolve for the item's layout direction.
    @discardableResult
    public func inset(_ insets: DirectionalEdgeInsets, file: String = #fileID, line: Int = #line) -> Self {
        modify(.directionalInsets(insets), file, line)
    }

    /// Masonry's `insets(_:)`: the same as `inset(_:)` with `EdgeInsets`.
    @discardableResult
    public func insets(_ insets: EdgeInsets, file: String = #fileID, line: Int = #line) -> Self {
        modify(.insets(insets), file, line)
    }

    /// Adds the width to width constraints and the height to height constraints.
    @discardableResult
    public func sizeOffset(_ size: Size, file: String = #fileID, line: Int = #line) -> Self {
        modify(.size(size), file, line)
    }

    /// Adds x to the x-axis positions and y to the y-axis positions (`center…centerOffset(Point(x: 0, y: -20))`).
    @discardableResult
    public func centerOffset(_ offset: Point, file: String = #fileID, line: Int = #line) -> Self {
        modify(.point(offset), file, line)
    }

    /// Multiplies the second item's attribute: `make.width.equalTo(other).multipliedBy(0.5)`.
    @discardableResult
    public func multipliedBy(_ multiplier: Double, file: String = #fileID, line: Int = #line) -> Self {
        setMultiplier(multiplier, at: StatementLocation(file: file, line: line))
        return self
    }

    /// Divides the second item's attribute: `dividedBy(3)` is `multipliedBy(1.0 / 3)`; 0, NaN and infinity are misuses.
    @discardableResult
    public func dividedBy(_ divisor: Double, file: String = #fileID, line: Int = #line) -> Self {
        let location = StatementLocation(file: file, line: line)
        // An infinite divisor would pass as a multiplier of 0: check the divisor itself.
        guard divisor.isFinite, divisor != 0 else {
            noteMisuse(
                .unusableDivisor(attributes: attributes.layoutAttributes, divisor), at: location)
            return self
        }
        setMultiplier(1 / divisor, at: location)
        return self
    }

    private func modify(_ constant: ConstraintConstant, _ file: String, _ line: Int) -> Self {
        setConstant(constant, at: StatementLocation(file: file, line: line))
        return self
    }
}
