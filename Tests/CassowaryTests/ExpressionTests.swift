import Cassowary
import Testing

/// `Expression` and `Term` as values: construction, merging duplicate variables, and evaluation.
@Suite struct ExpressionTests {
    let x = Variable("x"), y = Variable("y"), z = Variable("z")

    @Test func initializersBuildTheExpectedTermsAndConstant() {
        expectSameExpression(Expression(), Expression(terms: [], constant: 0), "Expression()")
        expectSameExpression(Expression(constant: 7), Expression(terms: [], constant: 7), "Expression(constant:)")
        expectSameExpression(Expression(x), Expression(terms: [Term(x, 1)]), "Expression(variable)")
        expectSameExpression(Expression(Term(x, -2)), Expression(terms: [Term(x, -2)]), "Expression(term)")
        #expect(Term(y).coefficient == 1)
    }

    @Test func reducedMergesEachVariableIntoOneTermInOrderOfFirstAppearance() {
        let expression = 2 * y + x - 5 * z + 3 * y - x + 10 + z
        #expect(expression.terms.count == 6)

        let reduced = expression.reduced()
        expectSameExpression(
            reduced, Expression(terms: [Term(y, 5), Term(x, 0), Term(z, -4)], constant: 10),
            "reduced")
    }

    @Test func reducedMergesLongExpressionsInOrderOfFirstAppearance() {
        // More than a handful of terms, so that any faster merging path for long expressions is exercised too.
        let variables = (0..<5).map { Variable("v\($0)") }
        var expression = Expression(constant: -1)
        for round in 1...4 {
            for variable in variables.reversed() { expression = expression + Double(round) * variable }
        }
        #expect(expression.terms.count == 20)
        expectSameExpression(
            expression.reduced(),
            Expression(terms: variables.reversed().map { Term($0, 10) }, constant: -1), "reduced")
    }

    @Test func reducedLeavesAnExpressionWithoutDuplicatesAsItWas() {
        let expression = 3 * z + x * 2 - 1
        expectSameExpression(expression.reduced(), expression, "reduced")
    }

    @Test func valuesFollowTheSolvedVariables() throws {
        // Kiwi's under-constrained system: 2v + 1 >= 0 with a weak edit on v.
        let v = Variable("v")
        let term = 2 * v
        let expression = term + 1
        let solver = try makeSolver(expression >= 0)
        try solver.addEditVariable(v, strength: .weak)
        try solver.suggestValue(v, 10)
        solver.updateVariables()

        #expect(isClose(expression.value, 21))
        #expect(isClose(term.value, 20))
        #expect(isClose(v.value, 10))
    }

    @Test func variablesAreDistinctByIdentityNotName() throws {
        let first = Variable("twin"), second = Variable("twin")
        let solver = try makeSolver(first == 1, second == 2)
        solver.updateVariables()
        #expect(first.name == second.name)
        expectValues([(first, 1), (second, 2)])
        #expect(Variable().name == "")
    }
}
