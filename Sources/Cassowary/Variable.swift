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
    public var value: Double {
        get { storedValue }
        set { storedValue = newValue }
    }

    /// The symbol this variable has in the solver whose token is `owner`.
    ///
    /// Looking a variable up through this cache avoids hashing on every term of every constraint; the strong
    /// reference to the token means a stale cache can never match a newer solver.
    var symbolOwner: SolverToken? {
        get { storedSymbolOwner }
        set { storedSymbolOwner = newValue }
    }
    var cachedSymbol: Symbol {
        get { storedSymbol }
        set { storedSymbol = newValue }
    }

    // Not checked for exclusive access at run time: `updateVariables()` writes every variable's value, and the
    // runtime's check (a thread-local access set, about 75 instructions a write) cost a third of a steady resize;
    // the solver reads the symbol cache for every term it adds. Each field is a plain value or a reference, reached
    // only through the accessors above, which no caller can hold across another access; `Variable` is not
    // `Sendable`.
    @exclusivity(unchecked) private var storedValue: Double = 0
    @exclusivity(unchecked) private var storedSymbolOwner: SolverToken?
    @exclusivity(unchecked) private var storedSymbol: Symbol = .invalid

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
