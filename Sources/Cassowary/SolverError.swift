/// Why a ``Solver`` call was refused. A call that throws leaves the solver exactly as it was.
///
/// The payloads are the caller's own constraints and variables, returned so they can be recognised by identity;
/// the error is `Sendable` on that understanding (the solver never touches them again through the error).
public enum SolverError: Error, @unchecked Sendable {
    /// The constraint is already in the solver.
    case duplicateConstraint(Constraint)
    /// The required constraint cannot hold together with `conflicting`, the required constraints already in the
    /// solver whose markers prove the infeasibility.
    case unsatisfiableConstraint(Constraint, conflicting: [Constraint])
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// An edit variable cannot be required.
    case badRequiredStrength
    /// ``Solver/setStrength(_:of:)`` cannot change a constraint between required and optional.
    case requiredStrengthChange(Constraint)
    /// ``Solver/setStrength(_:of:)`` cannot change the strength of a constraint that a second solver has held.
    case sharedConstraint(Constraint)
    /// A coefficient, constant, suggested value or strength is NaN or infinite, a number's magnitude is above
    /// ``Solver/maximumMagnitude`` (1e9), or a weight is not positive.
    case invalidValue
}

extension SolverError: CustomStringConvertible {
    /// What went wrong, in a sentence that names the constraint or variable involved.
    public var description: String {
        switch self {
        case .duplicateConstraint(let c): "The constraint has already been added to the solver: \(c)"
        case .unsatisfiableConstraint(let c, let conflicting):
            "The constraint can not be satisfied: \(c); it conflicts with "
                + (conflicting.isEmpty ? "itself" : conflicting.map(\.description).joined(separator: "; "))
        case .unknownConstraint(let c): "The constraint has not been added to the solver: \(c)"
        case .duplicateEditVariable(let v): "The edit variable has already been added to the solver: \(v)"
        case .unknownEditVariable(let v): "The edit variable has not been added to the solver: \(v)"
        case .badRequiredStrength: "A required strength cannot be used for an edit variable."
        case .requiredStrengthChange(let c):
            "A constraint's strength cannot change between required and optional in place: \(c)"
        case .sharedConstraint(let c):
            "The strength of a constraint that a second solver has held cannot change in place: \(c)"
        case .invalidValue: "NaN, an infinite number or a magnitude above 1e9 cannot be used in the solver."
        }
    }
}
