/// A linear expression: a sum of terms plus a constant.
public struct Expression {
    /// The summands, in the order they were written (not yet merged; see ``reduced()``).
    public var terms: [Term]
    /// The constant part.
    public var constant: Double

    /// Creates `Σ terms + constant`.
    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Creates an expression that is only a constant.
    public init(constant: Double) {
        self.init(terms: [], constant: constant)
    }

    /// Creates an expression of one term.
    public init(_ term: Term) {
        self.init(terms: [term], constant: 0)
    }

    /// Creates an expression of one variable with coefficient 1.
    public init(_ variable: Variable) {
        self.init(terms: [Term(variable)], constant: 0)
    }

    /// The expression's value from its variables' current values.
    public var value: Double {
        var sum = constant
        for term in terms { sum += term.value }
        return sum
    }

    /// The same expression with the terms of each variable merged into one, in order of first appearance.
    ///
    /// First-appearance order (rather than an address or hash order) is what keeps the solver deterministic.
    public func reduced() -> Expression {
        guard needsReducing else { return self } // the usual case: nothing to merge, no copy
        var merged: [Term] = []
        merged.reserveCapacity(terms.count)
        if terms.count <= 16 {
            outer: for term in terms {
                for index in merged.indices where merged[index].variable === term.variable {
                    merged[index] = Term(term.variable, merged[index].coefficient + term.coefficient)
                    continue outer
                }
                merged.append(term)
            }
        } else {
            var position: [ObjectIdentifier: Int] = [:]
            for term in terms {
                let key = ObjectIdentifier(term.variable)
                if let index = position[key] {
                    merged[index] = Term(term.variable, merged[index].coefficient + term.coefficient)
                } else {
                    position[key] = merged.count
                    merged.append(term)
                }
            }
        }
        return Expression(terms: merged, constant: constant)
    }

    /// Whether ``reduced()`` would merge terms: always with more than 16 terms (not checked pair by pair).
    var needsReducing: Bool { terms.count >= 2 && (terms.count > 16 || hasRepeatedVariable) }

    /// Whether some variable appears in more than one term (for up to 16 terms, by comparing every pair).
    private var hasRepeatedVariable: Bool {
        for i in terms.indices {
            for j in terms.indices where j > i && terms[j].variable === terms[i].variable { return true }
        }
        return false
    }

    /// The largest magnitude of the constant and the coefficients; infinite when any of them is NaN or infinite.
    /// The solver checks it against ``Solver/maximumMagnitude`` and keeps the largest it has seen, in one pass.
    var largestMagnitude: Double {
        var largest = abs(constant)
        if largest.isNaN { return .infinity }
        for term in terms {
            let magnitude = abs(term.coefficient)
            guard magnitude <= largest else {
                if magnitude.isNaN { return .infinity }
                largest = magnitude
                continue
            }
        }
        return largest
    }
}

extension Expression: CustomStringConvertible {
    /// The terms and the constant joined by `+`: `1.0 * x + -2.0 * y + 10.0`.
    public var description: String {
        var parts = terms.map { "\($0.coefficient) * \($0.variable)" }
        if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
        return parts.joined(separator: " + ")
    }
}
