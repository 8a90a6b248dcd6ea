/// How a constraint's expression compares with zero.
public enum RelationalOperator: Sendable, Hashable {
    /// `expression <= 0`
    case lessThanOrEqual
    /// `expression == 0`
    case equal
    /// `expression >= 0`
    case greaterThanOrEqual
}

extension RelationalOperator: CustomStringConvertible {
    /// `<=`, `==` or `>=`.
    public var description: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}
