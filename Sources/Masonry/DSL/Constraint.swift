/// One DSL statement's constraints, as a handle to keep: activate, deactivate and update them later.
///
/// ```swift
/// var top: Constraint?
/// box.mas.makeConstraints { make in top = make.top.equalToSuperview().offset(418).constraint }
/// top?.update(offset: 700)
/// ```
///
/// Unlike SnapKit's, every update works on an active constraint, multiplier and required ↔ optional priority
/// included, and a non-finite value is reported and ignored instead of crashing.
///
/// A handle owns nothing but its list of ``layoutConstraints``: whether they are active, and which of them count
/// as the item's DSL constraints for `updateConstraints` and `remakeConstraints`, is the constraints' own state.
/// So a handle `updateConstraints` returns for a statement that matched an existing constraint refers to that same
/// ``LayoutConstraint`` as the handle that made it, and the two always agree: updating or deactivating through one
/// is what the other reports.
public final class Constraint {
    /// The Auto Layout constraints the statement made, one per attribute (per target, for array targets); after
    /// `updateConstraints`, the existing constraints a statement matched stand in for the ones it would have made.
    public internal(set) var layoutConstraints: [LayoutConstraint] {
        get { storedLayoutConstraints }
        set { storedLayoutConstraints = newValue }
    }
    /// ``layoutConstraints``' storage, not checked for exclusive access at run time (`@exclusivity(unchecked)`): it is
    /// set once for each statement made, and a checked store costs a tenth of what making the statement's constraint
    /// does. No two accesses can overlap: it is private, its only accesses are the whole-value get and set above (no
    /// `inout`, no observer), and the handle, like the views, is used from one thread.
    @exclusivity(unchecked) private var storedLayoutConstraints: [LayoutConstraint] = []
    /// The item the statement constrains (its first item): where misuses of the handle are reported. It is the
    /// first item of the statement's constraints; only a handle read before its statement was made (`.constraint`
    /// inside the closure) or whose statement was skipped keeps it itself, so making a statement forms no weak
    /// reference of its own.
    var item: LayoutItem? { layoutConstraints.first?.firstItem ?? statementItem }
    /// The statement's item, kept for ``item`` while the handle has no constraints to tell it.
    weak var statementItem: LayoutItem?

    init() {}

    /// Whether any of its constraints is active; setting it activates or deactivates them all.
    public var isActive: Bool {
        get { layoutConstraints.contains { $0.isActive } }
        set { newValue ? activate() : deactivate() }
    }

    /// Activates its constraints (each on the closest common ancestor of its items).
    public func activate() {
        LayoutConstraint.activate(layoutConstraints)
    }

    /// Deactivates its constraints; ``activate()`` brings them back.
    public func deactivate() {
        LayoutConstraint.deactivate(layoutConstraints)
    }

    // MARK: Updating

    /// Sets every constraint's constant to `amount`.
    @discardableResult
    public func update(offset amount: Double, file: String = #fileID, line: Int = #line) -> Constraint {
        update(.offset(amount), file, line)
    }

    /// Sets every constraint's constant to `amount`.
    @discardableResult
    public func update<T: BinaryInteger>(offset amount: T, file: String = #fileID, line: Int = #line) -> Constraint {
        update(.offset(Double(amount)), file, line)
    }

    /// Sets every constant from an inset of `amount` on each side (the signs follow each constraint's attribute).
    @discardableResult
    public func update(inset amount: Double, file: String = #fileID, line: Int = #line) -> Constraint {
        update(.insets(EdgeInsets(all: amount)), file, line)
    }

    /// Sets every constant from `insets`, by each constraint's attribute (+top, −bottom, −(left + right) on a width…).
    @discardableResult
    public func update(inset insets: EdgeInsets, file: String = #fileID, line: Int = #line) -> Constraint {
        update(.insets(insets), file, line)
    }

    /// Sets every constant from directional `insets`, by each constraint's attribute.
    @discardableResult
    public func update(inset insets: DirectionalEdgeInsets, file: String = #fileID, line: Int = #line) -> Constraint {
        update(.directionalInsets(insets), file, line)
    }

    /// Sets every constraint's priority; required ↔ optional works too. A value outside (0, 1000] is reported.
    @discardableResult
    public func update(priority: LayoutPriority, file: String = #fileID, line: Int = #line) -> Constraint {
        guard priority.isValid else {
            return refuse(.updatePriorityRefused(priority), file, line)
        }
        for layoutConstraint in layoutConstraints { layoutConstraint.priority = priority }
        return self
    }

    /// Sets every constraint's priority from a number.
    @discardableResult
    public func update<T: BinaryFloatingPoint>(priority: T, file: String = #fileID, line: Int = #line) -> Constraint {
        update(priority: LayoutPriority(Float(priority)), file: file, line: line)
    }

    /// Sets every constraint's priority from an integer.
    @discardableResult
    public func update<T: BinaryInteger>(priority: T, file: String = #fileID, line: Int = #line) -> Constraint {
        update(priority: LayoutPriority(Float(priority)), file: file, line: line)
    }

    /// Sets the multiplier of every constraint that has a second item (Auto Layout cannot; this engine can).
    @discardableResult
    public func update(multiplier: Double, file: String = #fileID, line: Int = #line) -> Constraint {
        guard RepresentableRange.contains(multiplier), multiplier != 0 else {
            return refuse(.updateMultiplierRefused(multiplier), file, line)
        }
        for layoutConstraint in layoutConstraints where layoutConstraint.secondItem != nil {
            layoutConstraint.multiplier = multiplier
        }
        return self
    }

    private func update(_ constant: ConstraintConstant, _ file: String, _ line: Int) -> Constraint {
        guard constant.isFinite else { return refuse(.updateConstantNotFinite(constant), file, line) }
        guard constant.isRepresentable else { return refuse(.updateConstantOutOfRange(constant), file, line) }
        for layoutConstraint in layoutConstraints {
            let direction = layoutConstraint.firstItem?.layoutDirection ?? .leftToRight
            layoutConstraint.constant = constant.value(for: layoutConstraint.firstAttribute, direction: direction)
        }
        return self
    }

    private func refuse(_ reason: MisuseReason, _ file: String, _ line: Int) -> Constraint {
        LayoutDiagnostic.report(.misuse(reason, at: CodeLocation(file: file, line: line)), about: item)
        return self
    }
}
