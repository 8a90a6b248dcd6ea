import Cassowary
import Testing

/// The bookkeeping errors: duplicate and unknown constraints and edit variables, and required edits. Every
/// rejected call must leave the solver exactly as it was and still usable.
@Suite struct SolverErrorTests {
    let x = Variable("x"), y = Variable("y")

    @Test func addingAConstraintTwiceIsADuplicate() throws {
        let lowerBound = x >= 3
        let solver = try makeSolver(lowerBound, stay(x, at: 0))
        let error = expectRejection(.duplicateConstraint, by: solver, watching: [x]) { () throws(SolverError) in
            try solver.add(lowerBound)
        }
        #expect(error?.constraint === lowerBound)

        // Still usable: the constraint can be removed and added back.
        try solver.remove(lowerBound)
        solver.updateVariables()
        expectValues([(x, 0)])
        try solver.add(lowerBound)
        solver.updateVariables()
        expectValues([(x, 3)])
    }

    @Test func aReStrengthenedCopyIsNotADuplicate() throws {
        let original = x == 3
        let solver = try makeSolver(original)
        try solver.add(original | .weak)
        #expect(solver.contains(original))
    }

    @Test func removingAConstraintThatWasNeverAddedIsUnknown() throws {
        let solver = try makeSolver(x == 1)
        let stranger = y == 2
        let error = expectRejection(.unknownConstraint, by: solver, watching: [x]) { () throws(SolverError) in
            try solver.remove(stranger)
        }
        #expect(error?.constraint === stranger)

        try solver.add(stranger)
        solver.updateVariables()
        expectValues([(x, 1), (y, 2)])
    }

    @Test func removingAConstraintTwiceIsUnknown() throws {
        let constraint = x == 1
        let solver = try makeSolver(constraint, stay(x, at: 5))
        try solver.remove(constraint)
        let error = expectRejection(.unknownConstraint, by: solver, watching: [x]) { () throws(SolverError) in
            try solver.remove(constraint)
        }
        #expect(error?.constraint === constraint)

        try solver.add(constraint)
        solver.updateVariables()
        expectValues([(x, 1)])
    }

    @Test func addingAnEditVariableTwiceIsADuplicate() throws {
        let solver = try makeSolver(x <= 100)
        try solver.addEditVariable(x, strength: .strong)
        let error = expectRejection(.duplicateEditVariable, by: solver, watching: [x]) { () throws(SolverError) in
            try solver.addEditVariable(x, strength: .medium)
        }
        #expect(error?.variable === x)

        try solver.suggestValue(x, 40)
        solver.updateVariables()
        expectValues([(x, 40)])
    }

    @Test func aDuplicateEditIsReportedBeforeARequiredStrength() throws {
        let solver = Solver()
        try solver.addEditVariable(x, strength: .weak)
        let error = expectRejection(.duplicateEditVariable, by: solver, watching: [x]) { () throws(SolverError) in
            try solver.addEditVariable(x, strength: .required)
        }
        #expect(error?.variable === x)
    }

    @Test func suggestingForAVariableThatIsNotAnEditIsUnknown() throws {
        let solver = try makeSolver(x == y)
        let error = expectRejection(.unknownEditVariable, by: solver, watching: [x, y]) { () throws(SolverError) in
            try solver.suggestValue(x, 5)
        }
        #expect(error?.variable === x)

        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(x, 5)
        solver.updateVariables()
        expectValues([(x, 5), (y, 5)])
    }

    @Test func removingAVariableThatIsNotAnEditIsUnknown() throws {
        let solver = try makeSolver(x == 2 * y)
        let error = expectRejection(.unknownEditVariable, by: solver, watching: [x, y]) { () throws(SolverError) in
            try solver.removeEditVariable(y)
        }
        #expect(error?.variable === y)

        try solver.addEditVariable(y, strength: .medium)
        try solver.suggestValue(y, 4)
        solver.updateVariables()
        expectValues([(x, 8), (y, 4)])
    }

    @Test func aRemovedEditVariableIsUnknown() throws {
        let solver = Solver()
        try solver.addEditVariable(x, strength: .strong)
        try solver.removeEditVariable(x)
        expectRejection(.unknownEditVariable, by: solver, watching: [x]) { () throws(SolverError) in
            try solver.suggestValue(x, 1)
        }
        expectRejection(.unknownEditVariable, by: solver, watching: [x]) { () throws(SolverError) in
            try solver.removeEditVariable(x)
        }

        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(x, 1)
        solver.updateVariables()
        expectValues([(x, 1)])
    }

    @Test(arguments: [Strength.required, Strength(level: .infinity, weight: 5)])
    func anEditVariableCannotBeRequired(_ strength: Strength) throws {
        let solver = try makeSolver(x >= 0)
        expectRejection(.badRequiredStrength, by: solver, watching: [x]) { () throws(SolverError) in
            try solver.addEditVariable(x, strength: strength)
        }
        #expect(!solver.hasEditVariable(x))

        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(x, 12)
        solver.updateVariables()
        expectValues([(x, 12)])
    }
}
