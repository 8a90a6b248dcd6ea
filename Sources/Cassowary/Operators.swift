// Linear arithmetic and comparisons over variables, terms, expressions and numbers.
//
// Every combination is spelled out (rather than one generic operator) so that ordinary `Double` arithmetic in
// the caller's code type-checks exactly as fast as before this module was imported.

// MARK: Scaling and negation

extension Variable {
    /// `coefficient × variable`
    public static func * (variable: Variable, coefficient: Double) -> Term { Term(variable, coefficient) }
    /// `coefficient × variable`
    public static func * (coefficient: Double, variable: Variable) -> Term { Term(variable, coefficient) }
    /// `variable ÷ denominator`
    public static func / (variable: Variable, denominator: Double) -> Term { Term(variable, 1 / denominator) }
    /// `−variable`
    public static prefix func - (variable: Variable) -> Term { Term(variable, -1) }
}

extension Term {
    /// The term scaled by `factor`.
    public static func * (term: Term, factor: Double) -> Term { Term(term.variable, term.coefficient * factor) }
    /// The term scaled by `factor`.
    public static func * (factor: Double, term: Term) -> Term { Term(term.variable, term.coefficient * factor) }
    /// The term divided by `denominator`.
    public static func / (term: Term, denominator: Double) -> Term {
        Term(term.variable, term.coefficient / denominator)
    }
    /// The negated term.
    public static prefix func - (term: Term) -> Term { Term(term.variable, -term.coefficient) }
}

extension Expression {
    /// The expression scaled by `factor`.
    public static func * (expression: Expression, factor: Double) -> Expression {
        Expression(terms: expression.terms.map { $0 * factor }, constant: expression.constant * factor)
    }
    /// The expression scaled by `factor`.
    public static func * (factor: Double, expression: Expression) -> Expression { expression * factor }
    /// The expression divided by `denominator`.
    public static func / (expression: Expression, denominator: Double) -> Expression { expression * (1 / denominator) }
    /// The negated expression.
    public static prefix func - (expression: Expression) -> Expression { expression * -1 }

    /// `lhs + rhs`: the terms of both, the constants added.
    static func sum(_ lhs: Expression, _ rhs: Expression) -> Expression {
        Expression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    /// `lhs − rhs`: what `sum(lhs, -rhs)` gives, bit for bit, without the negated copy of `rhs`'s terms.
    static func difference(_ lhs: Expression, _ rhs: Expression) -> Expression {
        var terms: [Term] = []
        terms.reserveCapacity(lhs.terms.count + rhs.terms.count)
        terms.append(contentsOf: lhs.terms)
        for term in rhs.terms { terms.append(Term(term.variable, -term.coefficient)) }
        return Expression(terms: terms, constant: lhs.constant - rhs.constant)
    }
}

// MARK: Sums and differences

/// The sum of two linear quantities, as an ``Expression``.
public func + (lhs: Variable, rhs: Variable) -> Expression { Expression.sum(Expression(lhs), Expression(rhs)) }

/// The sum of two linear quantities, as an ``Expression``.
public func + (lhs: Variable, rhs: Term) -> Expression { Expression.sum(Expression(lhs), Expression(rhs)) }

/// The sum of two linear quantities, as an ``Expression``.
public func + (lhs: Variable, rhs: Expression) -> Expression { Expression.sum(Expression(lhs), rhs) }

/// The sum of two linear quantities, as an ``Expression``.
public func + (lhs: Variable, rhs: Double) -> Expression { Expression.sum(Expression(lhs), Expression(constant: rhs)) }

/// The sum of two linear quantities, as an ``Expression``.
public func + (lhs: Term, rhs: Variable) -> Expression { Expression.sum(Expression(lhs), Expression(rhs)) }

/// The sum of two linear quantities, as an ``Expression``.
public func + (lhs: Term, rhs: Term) -> Expression { Expression.sum(Expression(lhs), Expression(rhs)) }

/// The sum of two linear quantities, as an ``Expression``.
public func + (lhs: Term, rhs: Expression) -> Expression { Expression.sum(Expression(lhs), rhs) }

/// The sum of two linear quantities, as an ``Expression``.
public func + (lhs: Term, rhs: Double) -> Expression { Expression.sum(Expression(lhs), Expression(constant: rhs)) }

/// The sum of two linear quantities, as an ``Expression``.
public func + (lhs: Expression, rhs: Variable) -> Expression { Expression.sum(lhs, Expression(rhs)) }

/// The sum of two linear quantities, as an ``Expression``.
public func + (lhs: Expression, rhs: Term) -> Expression { Expression.sum(lhs, Expression(rhs)) }

/// The sum of two linear quantities, as an ``Expression``.
public func + (lhs: Expression, rhs: Expression) -> Expression { Expression.sum(lhs, rhs) }

/// The sum of two linear quantities, as an ``Expression``.
public func + (lhs: Expression, rhs: Double) -> Expression { Expression.sum(lhs, Expression(constant: rhs)) }

/// The sum of two linear quantities, as an ``Expression``.
public func + (lhs: Double, rhs: Variable) -> Expression { Expression.sum(Expression(constant: lhs), Expression(rhs)) }

/// The sum of two linear quantities, as an ``Expression``.
public func + (lhs: Double, rhs: Term) -> Expression { Expression.sum(Expression(constant: lhs), Expression(rhs)) }

/// The sum of two linear quantities, as an ``Expression``.
public func + (lhs: Double, rhs: Expression) -> Expression { Expression.sum(Expression(constant: lhs), rhs) }

/// The difference of two linear quantities, as an ``Expression``.
public func - (lhs: Variable, rhs: Variable) -> Expression { Expression.difference(Expression(lhs), Expression(rhs)) }

/// The difference of two linear quantities, as an ``Expression``.
public func - (lhs: Variable, rhs: Term) -> Expression { Expression.difference(Expression(lhs), Expression(rhs)) }

/// The difference of two linear quantities, as an ``Expression``.
public func - (lhs: Variable, rhs: Expression) -> Expression { Expression.difference(Expression(lhs), rhs) }

/// The difference of two linear quantities, as an ``Expression``.
public func - (lhs: Variable, rhs: Double) -> Expression { Expression.sum(Expression(lhs), Expression(constant: -rhs)) }

/// The difference of two linear quantities, as an ``Expression``.
public func - (lhs: Term, rhs: Variable) -> Expression { Expression.difference(Expression(lhs), Expression(rhs)) }

/// The difference of two linear quantities, as an ``Expression``.
public func - (lhs: Term, rhs: Term) -> Expression { Expression.difference(Expression(lhs), Expression(rhs)) }

/// The difference of two linear quantities, as an ``Expression``.
public func - (lhs: Term, rhs: Expression) -> Expression { Expression.difference(Expression(lhs), rhs) }

/// The difference of two linear quantities, as an ``Expression``.
public func - (lhs: Term, rhs: Double) -> Expression { Expression.sum(Expression(lhs), Expression(constant: -rhs)) }

/// The difference of two linear quantities, as an ``Expression``.
public func - (lhs: Expression, rhs: Variable) -> Expression { Expression.difference(lhs, Expression(rhs)) }

/// The difference of two linear quantities, as an ``Expression``.
public func - (lhs: Expression, rhs: Term) -> Expression { Expression.difference(lhs, Expression(rhs)) }

/// The difference of two linear quantities, as an ``Expression``.
public func - (lhs: Expression, rhs: Expression) -> Expression { Expression.difference(lhs, rhs) }

/// The difference of two linear quantities, as an ``Expression``.
public func - (lhs: Expression, rhs: Double) -> Expression { Expression.sum(lhs, Expression(constant: -rhs)) }

/// The difference of two linear quantities, as an ``Expression``.
public func - (lhs: Double, rhs: Variable) -> Expression {
    Expression.difference(Expression(constant: lhs), Expression(rhs))
}

/// The difference of two linear quantities, as an ``Expression``.
public func - (lhs: Double, rhs: Term) -> Expression {
    Expression.difference(Expression(constant: lhs), Expression(rhs))
}

/// The difference of two linear quantities, as an ``Expression``.
public func - (lhs: Double, rhs: Expression) -> Expression { Expression.difference(Expression(constant: lhs), rhs) }

// MARK: Constraints

/// A required constraint that `lhs` is equal `rhs`.
public func == (lhs: Variable, rhs: Variable) -> Constraint {
    Constraint(Expression.difference(Expression(lhs), Expression(rhs)), .equal)
}

/// A required constraint that `lhs` is equal `rhs`.
public func == (lhs: Variable, rhs: Term) -> Constraint {
    Constraint(Expression.difference(Expression(lhs), Expression(rhs)), .equal)
}

/// A required constraint that `lhs` is equal `rhs`.
public func == (lhs: Variable, rhs: Expression) -> Constraint {
    Constraint(Expression.difference(Expression(lhs), rhs), .equal)
}

/// A required constraint that `lhs` is equal `rhs`.
public func == (lhs: Variable, rhs: Double) -> Constraint {
    Constraint(Expression.sum(Expression(lhs), Expression(constant: -rhs)), .equal)
}

/// A required constraint that `lhs` is equal `rhs`.
public func == (lhs: Term, rhs: Variable) -> Constraint {
    Constraint(Expression.difference(Expression(lhs), Expression(rhs)), .equal)
}

/// A required constraint that `lhs` is equal `rhs`.
public func == (lhs: Term, rhs: Term) -> Constraint {
    Constraint(Expression.difference(Expression(lhs), Expression(rhs)), .equal)
}

/// A required constraint that `lhs` is equal `rhs`.
public func == (lhs: Term, rhs: Expression) -> Constraint {
    Constraint(Expression.difference(Expression(lhs), rhs), .equal)
}

/// A required constraint that `lhs` is equal `rhs`.
public func == (lhs: Term, rhs: Double) -> Constraint {
    Constraint(Expression.sum(Expression(lhs), Expression(constant: -rhs)), .equal)
}

/// A required constraint that `lhs` is equal `rhs`.
public func == (lhs: Expression, rhs: Variable) -> Constraint {
    Constraint(Expression.difference(lhs, Expression(rhs)), .equal)
}

/// A required constraint that `lhs` is equal `rhs`.
public func == (lhs: Expression, rhs: Term) -> Constraint {
    Constraint(Expression.difference(lhs, Expression(rhs)), .equal)
}

/// A required constraint that `lhs` is equal `rhs`.
public func == (lhs: Expression, rhs: Expression) -> Constraint { Constraint(Expression.difference(lhs, rhs), .equal) }

/// A required constraint that `lhs` is equal `rhs`.
public func == (lhs: Expression, rhs: Double) -> Constraint {
    Constraint(Expression.sum(lhs, Expression(constant: -rhs)), .equal)
}

/// A required constraint that `lhs` is equal `rhs`.
public func == (lhs: Double, rhs: Variable) -> Constraint {
    Constraint(Expression.difference(Expression(constant: lhs), Expression(rhs)), .equal)
}

/// A required constraint that `lhs` is equal `rhs`.
public func == (lhs: Double, rhs: Term) -> Constraint {
    Constraint(Expression.difference(Expression(constant: lhs), Expression(rhs)), .equal)
}

/// A required constraint that `lhs` is equal `rhs`.
public func == (lhs: Double, rhs: Expression) -> Constraint {
    Constraint(Expression.difference(Expression(constant: lhs), rhs), .equal)
}

/// A required constraint that `lhs` is at most `rhs`.
public func <= (lhs: Variable, rhs: Variable) -> Constraint {
    Constraint(Expression.difference(Expression(lhs), Expression(rhs)), .lessThanOrEqual)
}

/// A required constraint that `lhs` is at most `rhs`.
public func <= (lhs: Variable, rhs: Term) -> Constraint {
    Constraint(Expression.difference(Expression(lhs), Expression(rhs)), .lessThanOrEqual)
}

/// A required constraint that `lhs` is at most `rhs`.
public func <= (lhs: Variable, rhs: Expression) -> Constraint {
    Constraint(Expression.difference(Expression(lhs), rhs), .lessThanOrEqual)
}

/// A required constraint that `lhs` is at most `rhs`.
public func <= (lhs: Variable, rhs: Double) -> Constraint {
    Constraint(Expression.sum(Expression(lhs), Expression(constant: -rhs)), .lessThanOrEqual)
}

/// A required constraint that `lhs` is at most `rhs`.
public func <= (lhs: Term, rhs: Variable) -> Constraint {
    Constraint(Expression.difference(Expression(lhs), Expression(rhs)), .lessThanOrEqual)
}

/// A required constraint that `lhs` is at most `rhs`.
public func <= (lhs: Term, rhs: Term) -> Constraint {
    Constraint(Expression.difference(Expression(lhs), Expression(rhs)), .lessThanOrEqual)
}

/// A required constraint that `lhs` is at most `rhs`.
public func <= (lhs: Term, rhs: Expression) -> Constraint {
    Constraint(Expression.difference(Expression(lhs), rhs), .lessThanOrEqual)
}

/// A required constraint that `lhs` is at most `rhs`.
public func <= (lhs: Term, rhs: Double) -> Constraint {
    Constraint(Expression.sum(Expression(lhs), Expression(constant: -rhs)), .lessThanOrEqual)
}

/// A required constraint that `lhs` is at most `rhs`.
public func <= (lhs: Expression, rhs: Variable) -> Constraint {
    Constraint(Expression.difference(lhs, Expression(rhs)), .lessThanOrEqual)
}

/// A required constraint that `lhs` is at most `rhs`.
public func <= (lhs: Expression, rhs: Term) -> Constraint {
    Constraint(Expression.difference(lhs, Expression(rhs)), .lessThanOrEqual)
}

/// A required constraint that `lhs` is at most `rhs`.
public func <= (lhs: Expression, rhs: Expression) -> Constraint {
    Constraint(Expression.difference(lhs, rhs), .lessThanOrEqual)
}

/// A required constraint that `lhs` is at most `rhs`.
public func <= (lhs: Expression, rhs: Double) -> Constraint {
    Constraint(Expression.sum(lhs, Expression(constant: -rhs)), .lessThanOrEqual)
}

/// A required constraint that `lhs` is at most `rhs`.
public func <= (lhs: Double, rhs: Variable) -> Constraint {
    Constraint(Expression.difference(Expression(constant: lhs), Expression(rhs)), .lessThanOrEqual)
}

/// A required constraint that `lhs` is at most `rhs`.
public func <= (lhs: Double, rhs: Term) -> Constraint {
    Constraint(Expression.difference(Expression(constant: lhs), Expression(rhs)), .lessThanOrEqual)
}

/// A required constraint that `lhs` is at most `rhs`.
public func <= (lhs: Double, rhs: Expression) -> Constraint {
    Constraint(Expression.difference(Expression(constant: lhs), rhs), .lessThanOrEqual)
}

/// A required constraint that `lhs` is at least `rhs`.
public func >= (lhs: Variable, rhs: Variable) -> Constraint {
    Constraint(Expression.difference(Expression(lhs), Expression(rhs)), .greaterThanOrEqual)
}

/// A required constraint that `lhs` is at least `rhs`.
public func >= (lhs: Variable, rhs: Term) -> Constraint {
    Constraint(Expression.difference(Expression(lhs), Expression(rhs)), .greaterThanOrEqual)
}

/// A required constraint that `lhs` is at least `rhs`.
public func >= (lhs: Variable, rhs: Expression) -> Constraint {
    Constraint(Expression.difference(Expression(lhs), rhs), .greaterThanOrEqual)
}

/// A required constraint that `lhs` is at least `rhs`.
public func >= (lhs: Variable, rhs: Double) -> Constraint {
    Constraint(Expression.sum(Expression(lhs), Expression(constant: -rhs)), .greaterThanOrEqual)
}

/// A required constraint that `lhs` is at least `rhs`.
public func >= (lhs: Term, rhs: Variable) -> Constraint {
    Constraint(Expression.difference(Expression(lhs), Expression(rhs)), .greaterThanOrEqual)
}

/// A required constraint that `lhs` is at least `rhs`.
public func >= (lhs: Term, rhs: Term) -> Constraint {
    Constraint(Expression.difference(Expression(lhs), Expression(rhs)), .greaterThanOrEqual)
}

/// A required constraint that `lhs` is at least `rhs`.
public func >= (lhs: Term, rhs: Expression) -> Constraint {
    Constraint(Expression.difference(Expression(lhs), rhs), .greaterThanOrEqual)
}

/// A required constraint that `lhs` is at least `rhs`.
public func >= (lhs: Term, rhs: Double) -> Constraint {
    Constraint(Expression.sum(Expression(lhs), Expression(constant: -rhs)), .greaterThanOrEqual)
}

/// A required constraint that `lhs` is at least `rhs`.
public func >= (lhs: Expression, rhs: Variable) -> Constraint {
    Constraint(Expression.difference(lhs, Expression(rhs)), .greaterThanOrEqual)
}

/// A required constraint that `lhs` is at least `rhs`.
public func >= (lhs: Expression, rhs: Term) -> Constraint {
    Constraint(Expression.difference(lhs, Expression(rhs)), .greaterThanOrEqual)
}

/// A required constraint that `lhs` is at least `rhs`.
public func >= (lhs: Expression, rhs: Expression) -> Constraint {
    Constraint(Expression.difference(lhs, rhs), .greaterThanOrEqual)
}

/// A required constraint that `lhs` is at least `rhs`.
public func >= (lhs: Expression, rhs: Double) -> Constraint {
    Constraint(Expression.sum(lhs, Expression(constant: -rhs)), .greaterThanOrEqual)
}

/// A required constraint that `lhs` is at least `rhs`.
public func >= (lhs: Double, rhs: Variable) -> Constraint {
    Constraint(Expression.difference(Expression(constant: lhs), Expression(rhs)), .greaterThanOrEqual)
}

/// A required constraint that `lhs` is at least `rhs`.
public func >= (lhs: Double, rhs: Term) -> Constraint {
    Constraint(Expression.difference(Expression(constant: lhs), Expression(rhs)), .greaterThanOrEqual)
}

/// A required constraint that `lhs` is at least `rhs`.
public func >= (lhs: Double, rhs: Expression) -> Constraint {
    Constraint(Expression.difference(Expression(constant: lhs), rhs), .greaterThanOrEqual)
}
