/// A variable multiplied by a coefficient: one summand of an ``Expression``.
public struct Term {
    /// The unknown.
    public let variable: Variable
    /// What the unknown is multiplied by.
    public let coefficient: Double

    /// Creates `coefficient × variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    /// The term's value from the variable's current value.
    public var value: Double { coefficient * variable.value }
}

extension Term: CustomStringConvertible {
    /// `coefficient * variable`.
    public var description: String { "\(coefficient) * \(variable)" }
}
