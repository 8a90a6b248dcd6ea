/// A column of the tableau: an integer id from one counter, so arrays indexed by id replace hash maps.
struct Symbol: Hashable, Comparable {
    var id: Int32

    static let invalid = Symbol(id: 0)

    var index: Int { Int(id) }
    var isValid: Bool { id != 0 }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }
}

/// What a symbol stands for.
enum SymbolKind: UInt8 {
    case invalid
    /// A user variable: unrestricted in sign.
    case external
    /// The slack of an inequality: restricted to ≥ 0.
    case slack
    /// The error of a non-required constraint: restricted to ≥ 0, and minimised in the objective.
    case error
    /// The marker of a required equality: always 0, never pivoted in.
    case dummy

    /// Restricted symbols are ≥ 0; only their rows bound a pivot.
    var isRestricted: Bool { self == .slack || self == .error }

    /// The letter `dump()` prints before the id.
    var letter: Character {
        switch self {
        case .invalid: "i"
        case .external: "v"
        case .slack: "s"
        case .error: "e"
        case .dummy: "d"
        }
    }
}
