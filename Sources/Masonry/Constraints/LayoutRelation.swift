/// How the two sides of a constraint compare.
public enum LayoutRelation: Sendable, Hashable {
    case lessThanOrEqual
    case equal
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
    public var description: String { symbol }
}
