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
    static func sum(_ lhs: some LinearOperand, _ rhs: some LinearOperand) -> Expression {
        Expression(terms: joined(lhs, rhs, negatingRight: false), constant: lhs.operandConstant + rhs.operandConstant)
    }

    /// `lhs − rhs`: what `sum(lhs, -rhs)` gives, bit for bit, without the negated copy of `rhs`'s terms.
    static func difference(_ lhs: some LinearOperand, _ rhs: some LinearOperand) -> Expression {
        Expression(terms: joined(lhs, rhs, negatingRight: true), constant: lhs.operandConstant - rhs.operandConstant)
    }

    /// The terms of `lhs` then those of `rhs`, in one array of exactly their number: an expression's own array when
    /// the other side has no terms, else a new one. Building `a.left + a.width` from one-term expressions took
    /// three allocations (each side's array, then the sum's, grown), and one constraint's construction as much as
    /// adding it to a solver.
    @inline(__always)
    static func joined(_ lhs: some LinearOperand, _ rhs: some LinearOperand, negatingRight: Bool) -> [Term] {
        let rightCount = rhs.operandTermCount
        if rightCount == 0, let terms = lhs.operandTerms { return terms }
        if lhs.operandTermCount == 0, !negatingRight, let terms = rhs.operandTerms { return terms }
        var terms: [Term] = []
        terms.reserveCapacity(lhs.operandTermCount + rightCount)
        lhs.appendTerms(to: &terms, negated: false)
        rhs.appendTerms(to: &terms, negated: negatingRight)
        return terms
    }
}

/// A side of a linear operator: a variable, a term, an expression or a number, read without first wrapping it in
/// an ``Expression`` (an array of one term, allocated and freed at once).
protocol LinearOperand {
    /// How many terms the operand has.
    var operandTermCount: Int { get }
    /// The operand's own array of terms, when it has one to share.
    var operandTerms: [Term]? { get }
    /// The constant part.
    var operandConstant: Double { get }
    /// Appends the operand's terms, with their coefficients negated if `negated`.
    func appendTerms(to terms: inout [Term], negated: Bool)
}

extension Variable: LinearOperand {
    var operandTermCount: Int { 1 }
    var operandTerms: [Term]? { nil }
    var operandConstant: Double { 0 }
    @inline(__always) func appendTerms(to terms: inout [Term], negated: Bool) {
        terms.append(Term(self, negated ? -1 : 1))
    }
}

extension Term: LinearOperand {
    var operandTermCount: Int { 1 }
    var operandTerms: [Term]? { nil }
    var operandConstant: Double { 0 }
    @inline(__always) func appendTerms(to terms: inout [Term], negated: Bool) {
        terms.append(negated ? Term(variable, -coefficient) : self)
    }
}

extension Expression: LinearOperand {
    var operandTermCount: Int { terms.count }
    var operandTerms: [Term]? { terms }
    var operandConstant: Double { constant }
    @inline(__always) func appendTerms(to terms: inout [Term], negated: Bool) {
        if negated {
            for term in self.terms { terms.append(Term(term.variable, -term.coefficient)) }
        } else {
            terms.append(contentsOf: self.terms)
        }
    }
}

extension Double: LinearOperand {
    var operandTermCount: Int { 0 }
    var operandTerms: [Term]? { nil }
    var operandConstant: Double { self }
    @inline(__always) func appendTerms(to terms: inout [Term], negated: Bool) {}
}

// MARK: Sums and differences

/// The sum of two linear quantities, as an ``Expression``.
public func + (lhs: Variable, rhs: Variable) -> Expression { Expression.sum(lhs, rhs) }

/// The sum of two linear quantities, as an ``Expression``.
public func + (lhs: Variable, rhs: Term) -> Expression { Expression.sum(lhs, rhs) }

/// The sum of two linear quantities, as an ``Expression``.
public func + (lhs: Variable, rhs: Expression) -> Expression { Expression.sum(lhs, rhs) }

/// The sum of two linear quantities, as an ``Expression``.
public func + (lhs: Variable, rhs: Double) -> Expression { Expression.sum(lhs, rhs) }

/// The sum of two linear quantities, as an ``Expression``.
public func + (lhs: Term, rhs: Variable) -> Expression { Expression.sum(lhs, rhs) }

/// The sum of two linear quantities, as an ``Expression``.
public func + (lhs: Term, rhs: Term) -> Expression { Expression.sum(lhs, rhs) }

/// The sum of two linear quantities, as an ``Expression``.
public func + (lhs: Term, rhs: Expression) -> Expression { Expression.sum(lhs, rhs) }

/// The sum of two linear quantities, as an ``Expression``.
public func + (lhs: Term, rhs: Double) -> Expression { Expression.sum(lhs, rhs) }

/// The sum of two linear quantities, as an ``Expression``.
public func + (lhs: Expression, rhs: Variable) -> Expression { Expression.sum(lhs, rhs) }

/// The sum of two linear quantities, as an ``Expression``.
public func + (lhs: Expression, rhs: Term) -> Expression { Expression.sum(lhs, rhs) }

/// The sum of two linear quantities, as an ``Expression``.
public func + (lhs: Expression, rhs: Expression) -> Expression { Expression.sum(lhs, rhs) }

/// The sum of two linear quantities, as an ``Expression``.
public func + (lhs: Expression, rhs: Double) -> Expression { Expression.sum(lhs, rhs) }

/// The sum of two linear quantities, as an ``Expression``.
public func + (lhs: Double, rhs: Variable) -> Expression { Expression.sum(lhs, rhs) }

/// The sum of two linear quantities, as an ``Expression``.
public func + (lhs: Double, rhs: Term) -> Expression { Expression.sum(lhs, rhs) }

/// The sum of two linear quantities, as an ``Expression``.
public func + (lhs: Double, rhs: Expression) -> Expression { Expression.sum(lhs, rhs) }

/// The difference of two linear quantities, as an ``Expression``.
public func - (lhs: Variable, rhs: Variable) -> Expression { Expression.difference(lhs, rhs) }

/// The difference of two linear quantities, as an ``Expression``.
public func - (lhs: Variable, rhs: Term) -> Expression { Expression.difference(lhs, rhs) }

/// The difference of two linear quantities, as an ``Expression``.
public func - (lhs: Variable, rhs: Expression) -> Expression { Expression.difference(lhs, rhs) }

/// The difference of two linear quantities, as an ``Expression``.
public func - (lhs: Variable, rhs: Double) -> Expression { Expression.sum(lhs, -rhs) }

/// The difference of two linear quantities, as an ``Expression``.
public func - (lhs: Term, rhs: Variable) -> Expression { Expression.difference(lhs, rhs) }

/// The difference of two linear quantities, as an ``Expression``.
public func - (lhs: Term, rhs: Term) -> Expression { Expression.difference(lhs, rhs) }

/// The difference of two linear quantities, as an ``Expression``.
public func - (lhs: Term, rhs: Expression) -> Expression { Expression.difference(lhs, rhs) }

/// The difference of two linear quantities, as an ``Expression``.
public func - (lhs: Term, rhs: Double) -> Expression { Expression.sum(lhs, -rhs) }

/// The difference of two linear quantities, as an ``Expression``.
public func - (lhs: Expression, rhs: Variable) -> Expression { Expression.difference(lhs, rhs) }

/// The difference of two linear quantities, as an ``Expression``.
public func - (lhs: Expression, rhs: Term) -> Expression { Expression.difference(lhs, rhs) }

/// The difference of two linear quantities, as an ``Expression``.
public func - (lhs: Expression, rhs: Expression) -> Expression { Expression.difference(lhs, rhs) }

/// The difference of two linear quantities, as an ``Expression``.
public func - (lhs: Expression, rhs: Double) -> Expression { Expression.sum(lhs, -rhs) }

/// The difference of two linear quantities, as an ``Expression``.
public func - (lhs: Double, rhs: Variable) -> Expression {
    Expression.difference(lhs, rhs)
}

/// The difference of two linear quantities, as an ``Expression``.
public func - (lhs: Double, rhs: Term) -> Expression {
    Expression.difference(lhs, rhs)
}

/// The difference of two linear quantities, as an ``Expression``.
public func - (lhs: Double, rhs: Expression) -> Expression { Expression.difference(lhs, rhs) }

// MARK: Constraints

/// A required constraint that `lhs` is equal `rhs`.
public func == (lhs: Variable, rhs: Variable) -> Constraint {
    Constraint(Expression.difference(lhs, rhs), .equal)
}

/// A required constraint that `lhs` is equal `rhs`.
public func == (lhs: Variable, rhs: Term) -> Constraint {
    Constraint(Expression.difference(lhs, rhs), .equal)
}

/// A required constraint that `lhs` is equal `rhs`.
public func == (lhs: Variable, rhs: Expression) -> Constraint {
    Constraint(Expression.difference(lhs, rhs), .equal)
}

/// A required constraint that `lhs` is equal `rhs`.
public func == (lhs: Variable, rhs: Double) -> Constraint {
    Constraint(Expression.sum(lhs, -rhs), .equal)
}

/// A required constraint that `lhs` is equal `rhs`.
public func == (lhs: Term, rhs: Variable) -> Constraint {
    Constraint(Expression.difference(lhs, rhs), .equal)
}

/// A required constraint that `lhs` is equal `rhs`.
public func == (lhs: Term, rhs: Term) -> Constraint {
    Constraint(Expression.difference(lhs, rhs), .equal)
}

/// A required constraint that `lhs` is equal `rhs`.
public func == (lhs: Term, rhs: Expression) -> Constraint {
    Constraint(Expression.difference(lhs, rhs), .equal)
}

/// A required constraint that `lhs` is equal `rhs`.
public func == (lhs: Term, rhs: Double) -> Constraint {
    Constraint(Expression.sum(lhs, -rhs), .equal)
}

/// A required constraint that `lhs` is equal `rhs`.
public func == (lhs: Expression, rhs: Variable) -> Constraint {
    Constraint(Expression.difference(lhs, rhs), .equal)
}

/// A required constraint that `lhs` is equal `rhs`.
public func == (lhs: Expression, rhs: Term) -> Constraint {
    Constraint(Expression.difference(lhs, rhs), .equal)
}

/// A required constraint that `lhs` is equal `rhs`.
public func == (lhs: Expression, rhs: Expression) -> Constraint { Constraint(Expression.difference(lhs, rhs), .equal) }

/// A required constraint that `lhs` is equal `rhs`.
public func == (lhs: Expression, rhs: Double) -> Constraint {
    Constraint(Expression.sum(lhs, -rhs), .equal)
}

/// A required constraint that `lhs` is equal `rhs`.
public func == (lhs: Double, rhs: Variable) -> Constraint {
    Constraint(Expression.difference(lhs, rhs), .equal)
}

/// A required constraint that `lhs` is equal `rhs`.
public func == (lhs: Double, rhs: Term) -> Constraint {
    Constraint(Expression.difference(lhs, rhs), .equal)
}

/// A required constraint that `lhs` is equal `rhs`.
public func == (lhs: Double, rhs: Expression) -> Constraint {
    Constraint(Expression.difference(lhs, rhs), .equal)
}

/// A required constraint that `lhs` is at most `rhs`.
public func <= (lhs: Variable, rhs: Variable) -> Constraint {
    Constraint(Expression.difference(lhs, rhs), .lessThanOrEqual)
}

/// A required constraint that `lhs` is at most `rhs`.
public func <= (lhs: Variable, rhs: Term) -> Constraint {
    Constraint(Expression.difference(lhs, rhs), .lessThanOrEqual)
}

/// A required constraint that `lhs` is at most `rhs`.
public func <= (lhs: Variable, rhs: Expression) -> Constraint {
    Constraint(Expression.difference(lhs, rhs), .lessThanOrEqual)
}

/// A required constraint that `lhs` is at most `rhs`.
public func <= (lhs: Variable, rhs: Double) -> Constraint {
    Constraint(Expression.sum(lhs, -rhs), .lessThanOrEqual)
}

/// A required constraint that `lhs` is at most `rhs`.
public func <= (lhs: Term, rhs: Variable) -> Constraint {
    Constraint(Expression.difference(lhs, rhs), .lessThanOrEqual)
}

/// A required constraint that `lhs` is at most `rhs`.
public func <= (lhs: Term, rhs: Term) -> Constraint {
    Constraint(Expression.difference(lhs, rhs), .lessThanOrEqual)
}

/// A required constraint that `lhs` is at most `rhs`.
public func <= (lhs: Term, rhs: Expression) -> Constraint {
    Constraint(Expression.difference(lhs, rhs), .lessThanOrEqual)
}

/// A required constraint that `lhs` is at most `rhs`.
public func <= (lhs: Term, rhs: Double) -> Constraint {
    Constraint(Expression.sum(lhs, -rhs), .lessThanOrEqual)
}

/// A required constraint that `lhs` is at most `rhs`.
public func <= (lhs: Expression, rhs: Variable) -> Constraint {
    Constraint(Expression.difference(lhs, rhs), .lessThanOrEqual)
}

/// A required constraint that `lhs` is at most `rhs`.
public func <= (lhs: Expression, rhs: Term) -> Constraint {
    Constraint(Expression.difference(lhs, rhs), .lessThanOrEqual)
}

/// A required constraint that `lhs` is at most `rhs`.
public func <= (lhs: Expression, rhs: Expression) -> Constraint {
    Constraint(Expression.difference(lhs, rhs), .lessThanOrEqual)
}

/// A required constraint that `lhs` is at most `rhs`.
public func <= (lhs: Expression, rhs: Double) -> Constraint {
    Constraint(Expression.sum(lhs, -rhs), .lessThanOrEqual)
}

/// A required constraint that `lhs` is at most `rhs`.
public func <= (lhs: Double, rhs: Variable) -> Constraint {
    Constraint(Expression.difference(lhs, rhs), .lessThanOrEqual)
}

/// A required constraint that `lhs` is at most `rhs`.
public func <= (lhs: Double, rhs: Term) -> Constraint {
    Constraint(Expression.difference(lhs, rhs), .lessThanOrEqual)
}

/// A required constraint that `lhs` is at most `rhs`.
public func <= (lhs: Double, rhs: Expression) -> Constraint {
    Constraint(Expression.difference(lhs, rhs), .lessThanOrEqual)
}

/// A required constraint that `lhs` is at least `rhs`.
public func >= (lhs: Variable, rhs: Variable) -> Constraint {
    Constraint(Expression.difference(lhs, rhs), .greaterThanOrEqual)
}

/// A required constraint that `lhs` is at least `rhs`.
public func >= (lhs: Variable, rhs: Term) -> Constraint {
    Constraint(Expression.difference(lhs, rhs), .greaterThanOrEqual)
}

/// A required constraint that `lhs` is at least `rhs`.
public func >= (lhs: Variable, rhs: Expression) -> Constraint {
    Constraint(Expression.difference(lhs, rhs), .greaterThanOrEqual)
}

/// A required constraint that `lhs` is at least `rhs`.
public func >= (lhs: Variable, rhs: Double) -> Constraint {
    Constraint(Expression.sum(lhs, -rhs), .greaterThanOrEqual)
}

/// A required constraint that `lhs` is at least `rhs`.
public func >= (lhs: Term, rhs: Variable) -> Constraint {
    Constraint(Expression.difference(lhs, rhs), .greaterThanOrEqual)
}

/// A required constraint that `lhs` is at least `rhs`.
public func >= (lhs: Term, rhs: Term) -> Constraint {
    Constraint(Expression.difference(lhs, rhs), .greaterThanOrEqual)
}

/// A required constraint that `lhs` is at least `rhs`.
public func >= (lhs: Term, rhs: Expression) -> Constraint {
    Constraint(Expression.difference(lhs, rhs), .greaterThanOrEqual)
}

/// A required constraint that `lhs` is at least `rhs`.
public func >= (lhs: Term, rhs: Double) -> Constraint {
    Constraint(Expression.sum(lhs, -rhs), .greaterThanOrEqual)
}

/// A required constraint that `lhs` is at least `rhs`.
public func >= (lhs: Expression, rhs: Variable) -> Constraint {
    Constraint(Expression.difference(lhs, rhs), .greaterThanOrEqual)
}

/// A required constraint that `lhs` is at least `rhs`.
public func >= (lhs: Expression, rhs: Term) -> Constraint {
    Constraint(Expression.difference(lhs, rhs), .greaterThanOrEqual)
}

/// A required constraint that `lhs` is at least `rhs`.
public func >= (lhs: Expression, rhs: Expression) -> Constraint {
    Constraint(Expression.difference(lhs, rhs), .greaterThanOrEqual)
}

/// A required constraint that `lhs` is at least `rhs`.
public func >= (lhs: Expression, rhs: Double) -> Constraint {
    Constraint(Expression.sum(lhs, -rhs), .greaterThanOrEqual)
}

/// A required constraint that `lhs` is at least `rhs`.
public func >= (lhs: Double, rhs: Variable) -> Constraint {
    Constraint(Expression.difference(lhs, rhs), .greaterThanOrEqual)
}

/// A required constraint that `lhs` is at least `rhs`.
public func >= (lhs: Double, rhs: Term) -> Constraint {
    Constraint(Expression.difference(lhs, rhs), .greaterThanOrEqual)
}

/// A required constraint that `lhs` is at least `rhs`.
public func >= (lhs: Double, rhs: Expression) -> Constraint {
    Constraint(Expression.difference(lhs, rhs), .greaterThanOrEqual)
}
