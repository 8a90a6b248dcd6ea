/// An unknown of a linear system, solved by a ``Solver``.
///
/// A variable is a reference type: two variables with the same name are still two different unknowns.
/// The solver writes ``value`` in ``Solver/updateVariables()``.
public final class Variable {
    /// A name for debugging output; it plays no part in solving.
    public let name: String

    /// The value the last ``Solver/updateVariables()`` gave this variable (0 before any).
    ///
    /// Settable, as Kiwi's `setValue` is, for callers that share variables between solvers and restore values;
    /// the next `updateVariables()` overwrites it.
    ///
    /// Not checked for exclusive access at run time: `updateVariables()` writes every variable, and the runtime's
    /// check (a thread-local access set, about 75 instructions a write) cost a third of a steady resize. A `Double`
    /// has no overlapping access that could corrupt it, and `Variable` is not `Sendable`.
    @exclusivity(unchecked) public var value: Double = 0

    /// The symbol this variable has in the solver whose token is `owner`.
    ///
    /// Looking a variable up through this cache avoids hashing on every term of every constraint; the strong
    /// reference to the token means a stale cache can never match a newer solver.
    /// (Both unchecked for exclusive access, as `value`: the solver reads them for every term it adds.)
    @exclusivity(unchecked) var symbolOwner: SolverToken?
    @exclusivity(unchecked) var cachedSymbol: Symbol = .invalid

    /// Creates a variable with an optional debugging name.
    public init(_ name: String = "") {
        self.name = name
    }
}

extension Variable: CustomStringConvertible {
    /// The variable's name, or `Variable(value)` for an unnamed one.
    public var description: String { name.isEmpty ? "Variable(\(value))" : name }
}

/// Identity of one solver's symbol table, held by the variables it has seen.
///
/// A variable whose token is no longer live (its solver was reset or freed) may be claimed by another solver.
final class SolverToken {
    var isLive = true
}
