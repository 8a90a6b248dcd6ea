import Cassowary
import Testing

/// `Constraint` as a value: what it stores, re-strengthening with `|`, and `isViolated`.
@Suite struct ConstraintTests {
    let x = Variable("x"), y = Variable("y")

    @Test func comparisonsAreRequiredUntilReStrengthened() {
        let constraint = x + 1 <= 2 * y
        #expect(constraint.strength == .required)
        #expect(constraint.strength.isRequired)
        #expect(constraint.relation == .lessThanOrEqual)
        expectSameExpression(
            constraint.expression, Expression(terms: [Term(x), Term(y, -2)], constant: 1),
            "x + 1 <= 2y")
    }

    @Test func pipeMakesANewConstraintWithTheNewStrengthAndLeavesTheOriginalAlone() {
        let original = x >= y + 5
        let weakened = original | .weak
        let alsoWeakened = .medium | original

        #expect(weakened !== original)
        #expect(alsoWeakened !== original)
        #expect(original.strength == .required)
        #expect(weakened.strength == .weak)
        #expect(alsoWeakened.strength == .medium)
        for copy in [weakened, alsoWeakened] {
            #expect(copy.relation == original.relation)
            expectSameExpression(copy.expression, original.expression, "re-strengthened copy")
        }
    }

    @Test func pipeAcceptsACustomStrength() {
        let custom = Strength(level: 750, weight: 2.5)
        let constraint = (x == 3) | custom
        #expect(constraint.strength == custom)
        #expect(constraint.strength.level == 750)
        #expect(constraint.strength.weight == 2.5)
    }

    @Test func initializerMergesDuplicateVariables() {
        let constraint = Constraint(x + y + x - 4, .equal, strength: .strong)
        #expect(constraint.strength == .strong)
        #expect(constraint.relation == .equal)
        expectSameExpression(
            constraint.expression, Expression(terms: [Term(x, 2), Term(y)], constant: -4),
            "x + y + x - 4")
    }

    @Test func copyingInitializerKeepsTheRelationAndExpression() {
        let original = 2 * x == 8
        let copy = Constraint(original, strength: .weak)
        #expect(copy !== original)
        #expect(copy.strength == .weak)
        #expect(copy.relation == .equal)
        expectSameExpression(copy.expression, original.expression, "copy")
    }

    @Test func isViolatedReportsTheLosingOptionalConstraint() throws {
        // Kiwi's ConstraintViolated: a required lower bound beats a weak upper bound that contradicts it.
        let v = Variable("v")
        let lowerBound = v >= 10
        let weakUpperBound = (v <= -5) | .weak
        let solver = try makeSolver(lowerBound, weakUpperBound)
        solver.updateVariables()

        #expect(v.value >= 10 - tolerance)
        #expect(!lowerBound.isViolated)
        #expect(weakUpperBound.isViolated)
    }
}
