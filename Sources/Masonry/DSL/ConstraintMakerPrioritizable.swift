/// The step of a statement's chain that sets its priority (required, 1000, unless told).
public class ConstraintMakerPrioritizable: ConstraintMakerFinalizable {
    /// Sets the priority of the statement's constraints; values outside (0, 1000] make the statement a misuse.
    @discardableResult
    public func priority(_ priority: LayoutPriority, file: String = #fileID, line: Int = #line)
        -> ConstraintMakerFinalizable
    {
        setPriority(priority, at: StatementLocation(file: file, line: line))
        return self
    }

    /// Sets the priority from an integer (`priority(600)`).
    @discardableResult
    public func priority<T: BinaryInteger>(_ priority: T, file: String = #fileID, line: Int = #line)
        -> ConstraintMakerFinalizable
    {
        self.priority(LayoutPriority(Float(priority)), file: file, line: line)
    }

    /// Sets the priority from a floating-point number (`priority(999.5)`).
    @discardableResult
    public func priority<T: BinaryFloatingPoint>(_ priority: T, file: String = #fileID, line: Int = #line)
        -> ConstraintMakerFinalizable
    {
        self.priority(LayoutPriority(Float(priority)), file: file, line: line)
    }

    /// Masonry's `priorityRequired()`: 1000.
    @discardableResult
    public func priorityRequired() -> ConstraintMakerFinalizable { priority(.required) }
    /// Masonry's `priorityHigh()`: 750.
    @discardableResult
    public func priorityHigh() -> ConstraintMakerFinalizable { priority(.high) }
    /// Masonry's `priorityMedium()`: 500.
    @discardableResult
    public func priorityMedium() -> ConstraintMakerFinalizable { priority(.medium) }
    /// Masonry's `priorityLow()`: 250.
    @discardableResult
    public func priorityLow() -> ConstraintMakerFinalizable { priority(.low) }
}
