import Cassowary

/// One solver shared by every measured view of one ``MeasuringShape`` in a tree: it holds the shape's system in
/// variables of its own, and measuring a view moves the constants in which that view differs from what the solver
/// holds (`Solver.setConstants`, a warm start of the dual simplex), then reads the view's values.
///
/// A view of the shape would install exactly these constraints, in this order, in an engine of its own, so the
/// system solved is the same; only the constants, and so the pivots that led to the solution, differ. A view whose
/// constants cannot all hold (a conflict) makes `setConstants` throw and change nothing: that view is measured by
/// an engine of its own instead, which reports the conflict as always.
///
/// Each basis the solver settles in is compiled (`Solver.constantEvaluator`): a later view whose constants keep one
/// of those bases feasible is measured by evaluating it, the solver's answer in that basis, without moving the
/// solver, its journal or its dual simplex. Only a view that leaves every compiled basis moves the solver.
final class MeasuringTemplate {
    let solver = Solver()
    /// The solver constraints, in the shape's order: the subtree's, then the two size pulls.
    private let pieces: [Cassowary.Constraint]
    /// Each piece's constant as the solver holds it, kept beside the pieces: a view's constants are compared with
    /// these without touching the pieces (reading a piece's expression copies it, a retain and a release of its
    /// terms, and the piece itself is retained while read). Only ``solve(for:)`` moves the constants.
    private var heldConstants: [Double]
    /// The variable of each slot the shape uses, `nil` for a slot no constraint names.
    private let variables: [Variable?]
    /// Set when the solution was found to have drifted from the required constraints: the template is no longer
    /// used, and the tree's store makes a new one for the next view of the shape.
    private(set) var isRetired = false
    /// How many measured views keep a ``TemplateShare`` of this template: the tree's store forgets a template none
    /// keeps.
    var shareCount = 0
    /// Solves since the required constraints were last checked (see ``LayoutEngine/mayHaveDrifted(_:solvesSinceCheck:)``).
    private var solvesSinceCheck = 0
    /// The solver's bases met so far, compiled (at most ``evaluatorLimit``, the one compiled longest ago replaced
    /// first): a view whose constants keep one of them feasible is measured by evaluating it, without moving the
    /// solver.
    private var evaluators: [ConstantEvaluator] = []
    /// The index in ``evaluators`` of the one that answered the last first round of a measurement and the last
    /// later round (each tried first in its kind of round), and of the one compiled longest ago.
    private var lastAnswered = (first: 0, later: 0), oldest = 0
    /// Whether views are measured by evaluating compiled bases (``MeasuringTemplates/evaluatesBases``, read when the
    /// template is made).
    private let evaluatesBases: Bool
    /// How many measurements evaluated a compiled basis, and how many moved the solver (for tests and benchmarks).
    private(set) var evaluatedCount = 0, solvedCount = 0
    /// The most bases a template keeps compiled: cells of one shape alternate between a few (a body of one line or
    /// several, a title that fits or not), and each compiled basis costs about the solver's rows in memory.
    static let evaluatorLimit = 4

    /// A solver holding `shape` with `constants` (one per piece); `nil` if they do not all hold (a conflict, or a
    /// pull that cannot), in which case the view is measured on its own.
    init?(shape: MeasuringShape, constants: [Double]) {
        var variables: [Variable?] = Array(repeating: nil, count: 4 * shape.itemCount)
        var pieces: [Cassowary.Constraint] = []
        let shapePieces = shape.pieces
        guard shapePieces.count == constants.count else { return nil }
        pieces.reserveCapacity(shapePieces.count)
        for (piece, constant) in zip(shapePieces, constants) {
            var terms: [Term] = []
            terms.reserveCapacity(piece.terms.count)
            for term in piece.terms {
                guard term.slot < variables.count else { return nil }
                let variable = variables[term.slot] ?? Variable("template")
                variables[term.slot] = variable
                terms.append(Term(variable, term.coefficient))
            }
            let constraint = Cassowary.Constraint(
                Expression(terms: terms, constant: constant), piece.relation, strength: piece.strength)
            guard (try? solver.add(constraint, constantWillChange: piece.constantWillChange)) != nil else { return nil }
            pieces.append(constraint)
        }
        self.pieces = pieces
        self.variables = variables
        heldConstants = constants
        evaluatesBases = MeasuringTemplates.evaluatesBases
    }

    /// Writes the solution for `share`'s constants into `share.values`: evaluated in a compiled basis that stays
    /// feasible for them if there is one (the solver's answer in that basis, with the solver untouched), else as
    /// ``moveSolver(to:)`` finds it, whose new basis is then compiled. `false` as ``moveSolver(to:)`` returns it.
    ///
    /// `round` is the measurement's settling round: the first is tried first in the basis that answered the last
    /// first round, a later one in the basis that answered the last later round (a cell's body wraps between its
    /// first and second rounds, and the two are often in different bases).
    func solve(for share: TemplateShare, round: Int = 0) -> Bool {
        if evaluatesBases && !evaluators.isEmpty {
            let count = evaluators.count
            let start = round == 0 ? lastAnswered.first : lastAnswered.later
            for step in 0..<count {
                let index = (start + step) % count
                if evaluators[index].evaluate(share.constants, into: &share.values) {
                    if round == 0 { lastAnswered.first = index } else { lastAnswered.later = index }
                    evaluatedCount &+= 1
                    return true
                }
            }
        }
        guard moveSolver(to: share) else { return false }
        if evaluatesBases { compileBasis() }
        return true
    }

    /// Compiles the solver's current basis, in place of the one compiled longest ago once there are as many as the
    /// limit.
    private func compileBasis() {
        guard let evaluator = solver.constantEvaluator(for: pieces, reading: variables) else { return }
        if evaluators.count < Self.evaluatorLimit {
            evaluators.append(evaluator)
        } else {
            evaluators[oldest] = evaluator
            oldest = (oldest + 1) % Self.evaluatorLimit
        }
    }

    /// Moves the solver to `share`'s constants and writes the solution into `share.values`; `false` when the
    /// constants cannot all hold (the solver is then unchanged), or when the solution has drifted from the required
    /// constraints (the template is then retired).
    private func moveSolver(to share: TemplateShare) -> Bool {
        solvedCount &+= 1
        var changes: [(constraint: Cassowary.Constraint, constant: Double)] = []
        let constants = share.constants
        let count = min(pieces.count, constants.count)
        // Room for every piece at once: a cell differs from the last one measured in several constants (its
        // texts' sizes at the least), and growing 1, 2, 4, 8 copied the array three or four times a solve.
        changes.reserveCapacity(count)
        for index in 0..<count where heldConstants[index] != constants[index] {
            changes.append((pieces[index], constants[index]))
        }
        if !changes.isEmpty {
            // `setConstants` moves all or nothing.
            do { try solver.setConstants(changes) } catch { return false }
            for index in 0..<count { heldConstants[index] = constants[index] }
        }
        if LayoutEngine.mayHaveDrifted(solver, solvesSinceCheck: &solvesSinceCheck),
            !LayoutEngine.requiredConstraintsHold(pieces, in: solver)
        {
            isRetired = true
            return false
        }
        readValues(into: share)
        return true
    }

    /// Writes the solver's values of the template's variables into `share`, slot by slot.
    private func readValues(into share: TemplateShare) {
        // One access to the share's values for the whole loop, not one per slot.
        Self.read(variables, of: solver, into: &share.values)
    }

    private static func read(_ variables: [Variable?], of solver: Solver, into values: inout [Double]) {
        let count = min(variables.count, values.count)
        for slot in 0..<count {
            values[slot] = variables[slot].map { solver.value(of: $0) ?? 0 } ?? 0
        }
    }

    /// The solver moved to `share`'s constants (never a compiled basis: the solver itself changes here), with the
    /// two size pulls replaced, for this solve only, by `sizePulls` (the measured view's
    /// width and height required at the size a tree's engine gives it, in the template's variables by their slots):
    /// the tree's own problem for the subtree. Moves `share`'s other constants in, takes the measuring pulls out,
    /// puts `sizePulls` in, reads the values, and puts the measuring pulls back, so the template holds what it held
    /// for the next view. `false` when the size cannot be required (a conflict: the solver is then as before) or when
    /// the measuring pulls cannot go back in (the template is then retired).
    func solve(for share: TemplateShare, requiring sizePulls: [Cassowary.Constraint]) -> Bool {
        let count = pieces.count
        guard count >= 2, sizePulls.count == 2, share.constants.count == count, moveSolver(to: share) else {
            return false
        }
        let measuring = [pieces[count - 2], pieces[count - 1]]
        var added: [Cassowary.Constraint] = []
        var holds = true
        for (pull, sizePull) in zip(measuring, sizePulls) {
            // The measured view's own variable: the pull's single term, in the template's variables.
            guard let term = pull.expression.terms.first, pull.expression.terms.count == 1 else {
                holds = false
                break
            }
            let required = Cassowary.Constraint(
                Expression(terms: [Term(term.variable, term.coefficient)], constant: sizePull.expression.constant),
                .equal, strength: sizePull.strength)
            do {
                try solver.remove(pull)
                try solver.add(required)
                added.append(required)
            } catch {
                holds = false
                break
            }
        }
        if holds { readValues(into: share) }
        for required in added { try? solver.remove(required) }
        for pull in measuring where !solver.contains(pull) {
            do { try solver.add(pull, constantWillChange: true) } catch {
                isRetired = true
                return false
            }
        }
        return holds
    }

    /// Whether the piece at `index` has `relation` and `strength`.
    func hasPiece(at index: Int, relation: RelationalOperator, strength: Strength) -> Bool {
        index < pieces.count && pieces[index].relation == relation && pieces[index].strength == strength
    }

    /// The template's constraints with their current constants, for benchmarks that replay a measuring system.
    var solverConstraints: [Cassowary.Constraint] { pieces }
}

/// The measuring templates of one tree, one per shape, kept by the tree's engine: measured views of one shape in
/// the tree share one solver. Owned by layout state (never global), so two trees never share one.
final class MeasuringTemplateStore {
    private var templates: [MeasuringShape: MeasuringTemplate] = [:]
    /// The shapes fingerprinted subtrees lowered to, by fingerprint (``ShapeFingerprint``): forgotten with the
    /// templates no view shares, and learnt again by lowering the next view of a fingerprint.
    private var fingerprinted: [MeasuringShape: FingerprintedShape] = [:]
    /// The number of templates at which the store next forgets those no view shares.
    private var sweepThreshold = MeasuringTemplateStore.minimumSweepThreshold
    private static let minimumSweepThreshold = 16
    /// The measurements of the templates the store no longer holds: evaluated in a compiled basis, and solved.
    private var forgottenCounts = (evaluated: 0, solved: 0)

    /// The template of `shape`, made with `constants` if there is none yet (or the one there was retired); `nil` if
    /// none can be made with them.
    func template(for shape: MeasuringShape, constants: [Double]) -> MeasuringTemplate? {
        if let template = templates[shape], !template.isRetired { return template }
        if templates.count >= sweepThreshold { forgetUnsharedTemplates() }
        guard let template = MeasuringTemplate(shape: shape, constants: constants) else { return nil }
        if let retired = templates.updateValue(template, forKey: shape) { count(retired) }
        return template
    }

    /// Keeps the measurement counts of a template the store lets go.
    private func count(_ template: MeasuringTemplate) {
        forgottenCounts.evaluated &+= template.evaluatedCount
        forgottenCounts.solved &+= template.solvedCount
    }

    /// How many measurements the tree's templates evaluated in a compiled basis, and how many moved a solver.
    var measurementCounts: (evaluated: Int, solved: Int) {
        var counts = forgottenCounts
        for template in templates.values {
            counts.evaluated &+= template.evaluatedCount
            counts.solved &+= template.solvedCount
        }
        return counts
    }

    /// Forgets the templates no measured view shares any more (their views were freed, left the tree, or were
    /// measured since in another shape), so a tree whose cells change shape over time keeps solvers only for the
    /// shapes in use. It runs when the store has doubled since it last did: the store holds at most about twice
    /// the shapes in use (and up to sixteen before its first sweep), and each sweep's walk is paid for by the
    /// templates made since the last one.
    private func forgetUnsharedTemplates() {
        for template in templates.values where template.shareCount == 0 { count(template) }
        templates = templates.filter { $0.value.shareCount > 0 }
        fingerprinted.removeAll()
        sweepThreshold = max(Self.minimumSweepThreshold, 2 * templates.count)
    }

    /// What a subtree of this fingerprint lowered to, if one has been lowered since the store last forgot.
    func shape(fingerprinted fingerprint: ShapeFingerprint) -> FingerprintedShape? {
        fingerprinted.isEmpty ? nil : fingerprinted[fingerprint.key]
    }

    /// Remembers what a subtree of `fingerprint` lowered to.
    func remember(_ shape: FingerprintedShape, fingerprinted fingerprint: ShapeFingerprint) {
        // Several fingerprints may lower to one shape: the store keeps at most a few per template it may hold.
        if fingerprinted.count >= 4 * sweepThreshold { fingerprinted.removeAll() }
        fingerprinted[fingerprint.key] = shape
    }

    /// How many fingerprints the store remembers (for tests).
    var fingerprintCount: Int { fingerprinted.count }

    /// How many shapes have a template (for tests).
    var count: Int { templates.count }
}

extension View {
    /// How many measurements of self-sized views in this view's tree were answered by evaluating a compiled basis of
    /// their template's solver, and how many moved the solver (since the tree's engine was made).
    @_spi(Testing) public var templateMeasurementCounts: (evaluated: Int, solved: Int) {
        rootView.layoutEngineIfCreated?.measuringTemplates.measurementCounts ?? (0, 0)
    }
}

/// Whether `systemLayoutSizeFitting` measures views in a tree with shared templates: on, except where a test or a
/// benchmark turns it off to compare with views measured each by an engine of its own.
@_spi(Testing) @_spi(Benchmarks) public enum MeasuringTemplates {
    /// Whether templates are used in the current task (on by default).
    @TaskLocal public static var areEnabled = true
    /// Whether a template made in the current task measures a view by evaluating a compiled basis of its solver
    /// when that basis stays feasible for the view's constants (on by default); off, every measurement moves the
    /// solver.
    @TaskLocal public static var evaluatesBases = true
}
