import Cassowary
import Testing

/// The arithmetic and comparison operators over `Variable`, `Term`, `Expression` and `Double`.
///
/// Every operand kind has a fixed sample: the variable `a`, the term `2·b`, the expression `3·c + 4` and the
/// number 5. Each result is checked against what the samples, written as expressions, should combine into.
@Suite struct OperatorTests {
    enum Operand: CaseIterable, CustomStringConvertible {
        case variable, term, expression, number
        var description: String {
            switch self {
            case .variable: "Variable"
            case .term: "Term"
            case .expression: "Expression"
            case .number: "Double"
            }
        }
    }

    let a = Variable("a"), b = Variable("b"), c = Variable("c")
    var term: Term { 2 * b }
    var expression: Expression { 3 * c + 4 }
    let number = 5.0

    /// The sample of a kind of operand, as an expression.
    func sample(_ operand: Operand) -> Expression {
        switch operand {
        case .variable: Expression(a)
        case .term: Expression(term)
        case .expression: expression
        case .number: Expression(constant: number)
        }
    }

    func negated(_ expression: Expression) -> Expression {
        Expression(terms: expression.terms.map { Term($0.variable, -$0.coefficient) }, constant: -expression.constant)
    }

    func concatenated(_ lhs: Expression, _ rhs: Expression) -> Expression {
        Expression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    // MARK: Scaling and negation

    @Test func scalingAVariableMakesATermWithThatCoefficient() {
        for (actual, coefficient) in [(a * 3, 3.0), (3 * a, 3), (a / 4, 0.25), (-a, -1)] {
            #expect(actual.variable === a)
            #expect(actual.coefficient == coefficient)
        }
    }

    @Test func scalingATermMultipliesItsCoefficient() {
        for (actual, coefficient) in [(term * 3, 6.0), (3 * term, 6), (term / 4, 0.5), (-term, -2)] {
            #expect(actual.variable === b)
            #expect(actual.coefficient == coefficient)
        }
    }

    @Test func scalingAnExpressionScalesEveryTermAndTheConstant() {
        let scaled: [(String, Expression, Double)] = [
            ("expression * 3", expression * 3, 3), ("3 * expression", 3 * expression, 3),
            ("expression / 4", expression / 4, 0.25), ("-expression", -expression, -1)
        ]
        for (label, actual, factor) in scaled {
            expectSameExpression(actual, Expression(terms: [Term(c, 3 * factor)], constant: 4 * factor), label)
        }
    }

    // MARK: Sums and differences

    @Test func additionKeepsBothSidesTermsInOrderAndAddsTheConstants() {
        let sums: [(Operand, Operand, Expression)] = [
            (.variable, .variable, a + a), (.variable, .term, a + term),
            (.variable, .expression, a + expression), (.variable, .number, a + number),
            (.term, .variable, term + a), (.term, .term, term + term),
            (.term, .expression, term + expression), (.term, .number, term + number),
            (.expression, .variable, expression + a), (.expression, .term, expression + term),
            (.expression, .expression, expression + expression), (.expression, .number, expression + number),
            (.number, .variable, number + a), (.number, .term, number + term),
            (.number, .expression, number + expression)
        ]
        #expect(sums.count == 15)
        for (lhs, rhs, actual) in sums {
            expectSameExpression(actual, concatenated(sample(lhs), sample(rhs)), "\(lhs) + \(rhs)")
        }
    }

    @Test func subtractionAppendsTheNegatedRightHandSide() {
        let differences: [(Operand, Operand, Expression)] = [
            (.variable, .variable, a - a), (.variable, .term, a - term),
            (.variable, .expression, a - expression), (.variable, .number, a - number),
            (.term, .variable, term - a), (.term, .term, term - term),
            (.term, .expression, term - expression), (.term, .number, term - number),
            (.expression, .variable, expression - a), (.expression, .term, expression - term),
            (.expression, .expression, expression - expression), (.expression, .number, expression - number),
            (.number, .variable, number - a), (.number, .term, number - term),
            (.number, .expression, number - expression)
        ]
        #expect(differences.count == 15)
        for (lhs, rhs, actual) in differences {
            expectSameExpression(actual, concatenated(sample(lhs), negated(sample(rhs))), "\(lhs) - \(rhs)")
        }
    }

    // MARK: Comparisons

    /// Checks constraints built by one comparison operator: the relation, the required strength, and the
    /// expression `lhs - rhs` with each variable's terms merged.
    func expectComparisons(
        _ constraints: [(Operand, Operand, Constraint)],
        _ relation: RelationalOperator,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(constraints.count == 15, sourceLocation: sourceLocation)
        for (lhs, rhs, constraint) in constraints {
            let label = "\(lhs) \(relation) \(rhs)"
            #expect(constraint.relation == relation, "\(label)", sourceLocation: sourceLocation)
            #expect(constraint.strength == .required, "\(label)", sourceLocation: sourceLocation)
            expectSameExpression(
                constraint.expression, concatenated(sample(lhs), negated(sample(rhs))).reduced(),
                label, sourceLocation: sourceLocation)
        }
    }

    @Test func equalityBuildsARequiredEqualConstraintOnTheDifference() {
        expectComparisons(
            [
                (.variable, .variable, a == a), (.variable, .term, a == term),
                (.variable, .expression, a == expression), (.variable, .number, a == number),
                (.term, .variable, term == a), (.term, .term, term == term),
                (.term, .expression, term == expression), (.term, .number, term == number),
                (.expression, .variable, expression == a), (.expression, .term, expression == term),
                (.expression, .expression, expression == expression), (.expression, .number, expression == number),
                (.number, .variable, number == a), (.number, .term, number == term),
                (.number, .expression, number == expression)
            ], .equal)
    }

    @Test func lessThanOrEqualBuildsARequiredLessThanOrEqualConstraintOnTheDifference() {
        expectComparisons(
            [
                (.variable, .variable, a <= a), (.variable, .term, a <= term),
                (.variable, .expression, a <= expression), (.variable, .number, a <= number),
                (.term, .variable, term <= a), (.term, .term, term <= term),
                (.term, .expression, term <= expression), (.term, .number, term <= number),
                (.expression, .variable, expression <= a), (.expression, .term, expression <= term),
                (.expression, .expression, expression <= expression), (.expression, .number, expression <= number),
                (.number, .variable, number <= a), (.number, .term, number <= term),
                (.number, .expression, number <= expression)
            ], .lessThanOrEqual)
    }

    @Test func greaterThanOrEqualBuildsARequiredGreaterThanOrEqualConstraintOnTheDifference() {
        expectComparisons(
            [
                (.variable, .variable, a >= a), (.variable, .term, a >= term),
                (.variable, .expression, a >= expression), (.variable, .number, a >= number),
                (.term, .variable, term >= a), (.term, .term, term >= term),
                (.term, .expression, term >= expression), (.term, .number, term >= number),
                (.expression, .variable, expression >= a), (.expression, .term, expression >= term),
                (.expression, .expression, expression >= expression), (.expression, .number, expression >= number),
                (.number, .variable, number >= a), (.number, .term, number >= term),
                (.number, .expression, number >= expression)
            ], .greaterThanOrEqual)
    }

    // MARK: Integer literals

    @Test func integerLiteralsWorkWhereverANumberDoes() {
        expectSameExpression(a + 10, Expression(terms: [Term(a)], constant: 10), "a + 10")
        expectSameExpression(10 - a, Expression(terms: [Term(a, -1)], constant: 10), "10 - a")
        expectSameExpression((a + b) / 2, Expression(terms: [Term(a, 0.5), Term(b, 0.5)]), "(a + b) / 2")
        expectSameExpression(2 * a + b * 3, Expression(terms: [Term(a, 2), Term(b, 3)]), "2 * a + b * 3")

        let midpoint = c == (a + b) / 2
        expectSameExpression(
            midpoint.expression, Expression(terms: [Term(c), Term(a, -0.5), Term(b, -0.5)]),
            "c == (a + b) / 2")
        let bound = 0 <= a - 100
        #expect(bound.relation == .lessThanOrEqual)
        expectSameExpression(bound.expression, Expression(terms: [Term(a, -1)], constant: 100), "0 <= a - 100")
    }
}
