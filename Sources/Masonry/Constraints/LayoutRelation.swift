/// How the two sides of a constraint compare.
public enum LayoutRelation: Sendable, Hashable {
    /// The first side is at most the second (`<=`).
    case lessThanOrEqual
    /// The two sides are equal (`==`).
    case equal
    /// The first side is at least the second (`>=`).
    case greaterThanOrEqual

    /// The relation as it is printed: `<=`, `==` or `>=`.
    public var symbol: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}

extension LayoutRelation: CustomStringConvertible {
    /// The relation's ``symbol``.
    public var description: String { symbol }
}
