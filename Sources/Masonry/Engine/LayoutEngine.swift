@_spi(Benchmarks) import Cassowary

/// The solver behind one view tree, hosted by its root.
///
/// Constraints reach the solver incrementally: activating, deactivating or changing one marks it, and the next
/// pass adds, removes or re-lowers only what was marked. A change to the tree's shape makes the next pass compare
/// the whole tree with what is installed (no solver work for what did not change).
///
/// Priorities map one to one onto the solver's lexicographic levels (priority p is level p; 1000 is required). A
/// required constraint that cannot hold is kept at level 1100, above every user priority, so it is still satisfied
/// as well as possible, and reported. The root's size is held by required system constraints (UIKit's
/// encapsulated-layout size), installed before any user constraint, so a user constraint that contradicts it is
/// the one reported and broken.
///
/// Who holds a constraint: the items hold what users see (`View.constraints`, the DSL's record on each item) and the
/// system constraints made for them; the engine holds only solver state, derived from those: the installations (what
/// each constraint was lowered to, and whether it is broken; values in one table), `owners` (its reverse index, built at the first conflict
/// and kept from then on, so that naming the constraints of a conflict does not walk every installation) and the constraints marked since the last pass.
/// What it derives for each view (the frame a solve gave it, how ambiguity was last exercised) it keeps in
/// ``ViewTable``s of its own, not in the views; values are read from its own solver (``value(of:)``).
///
/// The same engine measures a view for ``View/systemLayoutSizeFitting(_:)``: with the `.measuring` scope it solves
/// only the constraints held inside the view's subtree, less the ones that tie the view to its frame, and pulls the
/// view's size toward the target with constraints of its own. It is told of changes as a tree's engine is: a
/// constraint held in the view's subtree marks it, a change of shape at or below the view (or of direction around
/// it) makes it compare everything, so measuring again after nothing changed compares no constraint. A view in a
/// tree is measured with the tree's shared template of its subtree's shape (``MeasuringTemplate``), and its engine
/// then keeps only its share of it (``share``) and no solver of its own; see `TemplateMeasuring.swift`.
///
/// A tree's engine adopts what measuring engines solved where that is exact (``Islands``): the subtree of a measured
/// view whose frame is fixed from outside stays out of its solver, and the view's measuring engine places it.
final class LayoutEngine {
    /// Which constraints an engine solves.
    enum Scope {
        /// Every constraint of the root's tree: the engine a root lays out with.
        case tree
        /// The constraints held inside the root's subtree, as if it were a root of its own, except those that hold
        /// it at its frame (its autoresizing mask, a root's size): the engine `systemLayoutSizeFitting` measures with.
        case measuring
    }

    unowned let root: View
    /// `root`'s identity, to compare with without reading the unowned reference (each read is a checked retain). The
    /// root owns its engines, so while the engine is in use the identifier is the root's.
    private let rootIdentifier: ObjectIdentifier
    let scope: Scope
    /// `solver`, the installation table (`installationSlots`, `installationTable`, `freeInstallationSlots`) and
    /// `owners` are not checked for exclusive access at run time (`@exclusivity(unchecked)`): every constraint of
    /// every synchronisation reads them, at about 75 instructions a check. Only the engine's own methods touch them,
    /// each access within one statement (a read of the reference, a lookup, an insertion or removal, a read or write
    /// of one field of one entry, a loop over the entries that only reads them); none spans a report, a user's
    /// callback or anything else that could reach the engine again, so no two accesses can overlap.
    @exclusivity(unchecked) private var solverIfCreated: Solver?
    /// The engine's solver, made on first use: a measuring engine that measures with a shared template
    /// (``share``) never makes one, and an empty solver is about 1.3 KB.
    private(set) var solver: Solver {
        get {
            if let solver = solverIfCreated { return solver }
            let solver = Solver()
            solverIfCreated = solver
            return solver
        }
        set { solverIfCreated = newValue }
    }
    /// Where each installed layout constraint's ``Installation`` is in `installationTable`.
    @exclusivity(unchecked) private var installationSlots: [ObjectIdentifier: Int] = [:]
    /// The installations by value, one per installed constraint, and ``Installation/vacant`` in each slot freed by
    /// an uninstallation and not reused yet (`freeInstallationSlots`): slots stay where they are, so a slot found
    /// once stays valid while other constraints are uninstalled.
    @exclusivity(unchecked) private var installationTable: [Installation] = []
    @exclusivity(unchecked) private var freeInstallationSlots: [Int] = []
    /// The layout constraint each solver constraint was lowered from (to name conflicts). Built from
    /// the installations at the first conflict and kept up to date from then on: a tree without conflicts never
    /// hashes its solver constraints into it.
    @exclusivity(unchecked) private var owners: [ObjectIdentifier: LayoutConstraint]?
    // The marks are not checked for exclusive access at run time: every constraint changed (a frame's, a content
    // size's constant) marks it in the tree's engine and the measuring engines above it, two checks of about 75
    // instructions each. Each access is one statement that calls nothing that could reach the engine again: an
    // insertion of an identifier, an append, a count, a look-up, or clearing them (which releases constraints,
    // whose freeing runs no user code: a constraint holds its items, holder and views weakly). Every walk of the
    // marks that calls out (a comparison with the installations reads the constraints' holders and items) walks a
    // copy taken first, so a mark made meanwhile goes into the engine's own array, never into the one being walked.
    /// The constraints marked since the last synchronisation, in the order they were marked.
    @exclusivity(unchecked) private(set) var marked: [LayoutConstraint] = []
    /// The identities of ``marked``, to mark each constraint once.
    @exclusivity(unchecked) private var markedSet: Set<ObjectIdentifier> = []
    /// While the solver is rebuilt: the broken constraints whose conflict was already reported.
    private var alreadyReported: Set<ObjectIdentifier> = []
    var needsResync = true
    var isSolved = false
    /// Which variables the last solve determines, read from the solver when ambiguity is first asked about after
    /// it (`determinacy`); forgotten whenever the solver changes.
    var solvedDeterminacy: Determinacy?
    /// Whether the engine is at work now: a layout pass of the root's tree, or a measurement. Work asked for while
    /// it is (by `updateConstraints` or `layoutSubviews`) is not started again inside it.
    var isBusy = false
    /// The tree's diagnostics, held while its engine is at work. Made on first use: only a tree's engine uses it,
    /// and a measuring engine, kept by every self-sized cell, would hold an empty one for good.
    lazy var diagnosticQueue = DiagnosticQueue()

    /// The level of a broken required constraint: above every priority, below required.
    static let brokenLevel = 1100.0

    /// What one layout constraint is installed as: a value in the engine's `installationTable`, not an object of
    /// its own (an engine keeps one per installed constraint, and a heap block each cost an allocation and a
    /// reference count to every lookup). The engine reads and writes one field of an entry at a time, in place
    /// (`installationTable[slot].signature`), so a lookup copies only the field it reads; the whole value is
    /// copied only to take it out of the table. The table's elements are not optional: reading a field through an
    /// optional element copies the whole element first. It holds no array of its own but the conflict set of a
    /// broken one.
    private struct Installation {
        /// The installed constraint; `nil` in a vacant slot.
        let constraint: LayoutConstraint?
        var lowered: SolverPieces
        /// What the lowered form depends on, as of its installation or last move; `nil` in a vacant slot.
        var signature: Signature?
        /// When broken: the constraints it conflicted with, itself included, as the diagnostic listed them; empty
        /// when it holds.
        var conflicting: [LayoutConstraint]
        /// When it was installed, counted per engine: the order constraints that leave together go out in.
        let sequence: Int

        /// Whether it is in the solver but broken (it conflicted with required constraints).
        var isBroken: Bool { !conflicting.isEmpty }

        /// What a slot holds once its installation is gone, until another reuses it.
        static var vacant: Installation {
            Installation(constraint: nil, lowered: SolverPieces(), signature: nil, conflicting: [], sequence: 0)
        }
    }

    /// The slot of `constraint`'s installation in `installationTable`, if it is installed.
    private func installationSlot(of constraint: LayoutConstraint) -> Int? {
        installationSlots[ObjectIdentifier(constraint)]
    }

    /// Forgets every installation (the solver that held them is gone, or the tree belongs to another engine).
    private func forgetInstallations() {
        installationSlots.removeAll()
        installationTable.removeAll()
        freeInstallationSlots.removeAll()
    }

    /// The next installation's `sequence`.
    private var nextSequence = 0

    /// What the lowered form depends on; when it changes the constraint is lowered again. The one-byte fields go
    /// last, so the whole takes 47 bytes.
    private struct Signature: Equatable {
        var holder: ObjectIdentifier?
        var multiplier: Double
        var constant: Double
        var baselines: [BaselineResolution]
        var priority: LayoutPriority
        /// An intrinsic size's hugging and compression resistance.
        var contentPriorities: ContentPriorities?
        var firstDirection: UserInterfaceLayoutDirection?
        var secondDirection: UserInterfaceLayoutDirection?
    }

    /// The two priorities of an intrinsic-size constraint.
    private struct ContentPriorities: Equatable {
        var hugging: LayoutPriority
        var compression: LayoutPriority
    }

    /// Constraints of the engine's own that are not layout constraints (the pull of a measured view's size toward
    /// its target), added after the layout constraints and again after a rebuild.
    private(set) var pulls: [Cassowary.Constraint] = []
    /// ``substitutionWork`` of the solvers `rebuildSolver()` replaced.
    private var replacedSolverWork = 0
    /// ``rewriteWork`` of the solvers `rebuildSolver()` replaced.
    private var replacedRewriteWork = 0
    /// Measuring: the size the last measurement settled on (rounded at `scale`), while nothing it depends on has
    /// changed.
    var measuredSize: (size: Size, scale: Double)?
    // Not checked for exclusive access at run time: a layout pass sets a frame for every view of the tree, a check
    // of about 75 instructions each. It is read whole or by subscript, and changed only by `ViewTable`'s own
    // methods, which call nothing outside the table, so no two accesses overlap.
    /// A tree's engine: the frame the last solve gave each view of the tree (in its superview's coordinates,
    /// rounded), applied by the superview's `layoutSubviews` and read by derived insets and preserved margins.
    /// Rebuilt at each solve, so a view that left the tree has none.
    @exclusivity(unchecked) var frames = ViewTable<Rect>()
    /// A tree's engine: which way ``View/exerciseAmbiguityInLayout()`` pushes each view it has pushed next.
    var exerciseDirections = ViewTable<Double>()
    /// A tree's engine: the measuring templates its measured views share, one per shape (made on first use).
    lazy var measuringTemplates = MeasuringTemplateStore()
    /// Measuring: the view's part of the shared template it was last measured with (``TemplateShare``), while it
    /// is measured that way; its own solver and installations then stay empty.
    var share: TemplateShare?
    /// Measuring: set once the view could not be measured with a template (a conflict, a measurement that did not
    /// settle, an item the numbering does not cover); from then on it is measured with the engine's own solver.
    var measuresOnItsOwn = false
    /// A tree's engine: the measured subtrees it adopts from their measuring engines rather than solving them.
    var islands = Islands()
    /// Measuring: how many measurements have settled from a solve, so that a tree's engine can tell a new
    /// measurement from the one it found not to match.
    var measurementGeneration = 0
    /// Measuring: the size a tree's engine gave the view when this engine last solved its subtree at that size
    /// (required) for the tree to adopt, while nothing it depends on has changed; `nil` once it measures again.
    var sizeSolvedForTree: (size: Size, scale: Double)?
    /// How many installed constraints are broken.
    private var brokenCount = 0
    /// The constraints the engine could not install (their items are outside the holder, or the solver refused
    /// them) since each was last applied.
    private var refused: Set<ObjectIdentifier> = []

    init(root: View, scope: Scope = .tree) {
        self.root = root
        rootIdentifier = ObjectIdentifier(root)
        self.scope = scope
    }

    /// Replaces the engine's own pulls; a pull that conflicts with required constraints is left out (it is a
    /// preference of the caller, never a user's constraint to report).
    func setPulls(_ newPulls: [Cassowary.Constraint]) {
        for pull in pulls { try? solver.remove(pull) }
        pulls = []
        for pull in newPulls where (try? solver.add(pull, constantWillChange: true)) != nil { pulls.append(pull) }
    }

    /// Moves the pulls to `newPulls`: in place (`Solver.setConstant`) when only their constants differ, else by
    /// replacing them. Returns whether anything changed.
    @discardableResult
    func movePulls(to newPulls: [Cassowary.Constraint]) -> Bool {
        guard pulls.count == newPulls.count, zip(pulls, newPulls).allSatisfy({ $0.hasSameShape(as: $1) }) else {
            setPulls(newPulls)
            return true
        }
        var changed = false
        for (pull, new) in zip(pulls, newPulls) where pull.expression.constant != new.expression.constant {
            changed = true
            do { try solver.setConstant(new.expression.constant, of: pull) } catch {
                setPulls(newPulls)
                return true
            }
        }
        return changed
    }

    /// The root became a subview: its tree now belongs to another engine.
    func detach() {
        forgetInstallations()
        brokenCount = 0
        refused.removeAll()
        _ = islands.replace(with: [])
        owners = nil
        marked.removeAll()
        markedSet.removeAll()
    }

    /// Marks a constraint whose activation, holder or numbers changed.
    ///
    /// Nothing is kept while a comparison of everything is due (it finds the change anyway), and marks that outgrow
    /// what is installed give way to that comparison: an engine that is not synchronised for a long time (a view
    /// measured once, whose subtree keeps changing) keeps no more than its installations' worth of them.
    ///
    /// A measuring engine keeps no mark for a constraint that ties its measured view (`holder`) to its frame: it
    /// leaves those out, so a new frame after each measurement (a cell placed in its table) changes nothing it
    /// solves, and leaves nothing that looks like a change since the measurement.
    func invalidate(_ constraint: LayoutConstraint, heldBy holder: View? = nil) {
        guard !needsResync else { return }
        if scope == .measuring, let holder, ObjectIdentifier(holder) == rootIdentifier, constraint.kind.tiesToFrame {
            return
        }
        if markedSet.insert(ObjectIdentifier(constraint)).inserted { marked.append(constraint) }
        if marked.count > Self.markLimit(installed: installationSlots.count) {
            needsResync = true
            forgetMarks(keepingCapacity: false)
        }
    }

    /// Whether a constraint is marked for the next synchronisation.
    func isMarked(_ constraint: LayoutConstraint) -> Bool {
        !markedSet.isEmpty && markedSet.contains(ObjectIdentifier(constraint))
    }

    /// Whether a marked constraint differs from how it is installed (the marks a measuring engine gets for the
    /// constraints that tie its view to its frame, which it leaves out, change nothing).
    var hasChangesMarked: Bool {
        let marked = marked
        return marked.contains(where: isInstalledDifferently)
    }

    /// Whether a constraint of the engine is broken, or was refused, as of its last synchronisation.
    var hasBrokenOrRefusedConstraints: Bool { brokenCount > 0 || !refused.isEmpty }

    /// The most marks an engine keeps before it compares everything instead: more than a comparison would look at.
    private static func markLimit(installed: Int) -> Int { 2 * installed + 256 }

    // MARK: Synchronising with the tree

    /// Brings the solver in line with the tree's active and system constraints (the root's size among them).
    func synchronize() {
        if needsResync {
            resynchronize()
        } else {
            // Removals first, then changes to installed constraints, then additions: a constraint that replaces
            // another (a view handed from its autoresizing mask to the DSL, a remake) must not meet the one it
            // replaces, or a conflict that never exists at the end of the change would be reported.
            let marked = marked
            constraintComparisons &+= marked.count
            apply(marked)
        }
        forgetMarks()
    }

    /// Brings the solver in line as ``synchronize()`` does, running `beforeChanging` first when anything is to
    /// change; returns whether anything was. Without a change of shape, only the marked constraints are compared
    /// with what is installed: a measuring engine whose subtree did not change compares nothing.
    func synchronize(beforeChanging: () -> Void) -> Bool {
        if needsResync {
            forgetMarks()
            return resynchronize(beforeChanging: beforeChanging)
        }
        let marked = marked
        let differing = marked.filter(differsFromInstallation)
        forgetMarks()
        guard !differing.isEmpty else { return false }
        beforeChanging()
        apply(differing)
        return true
    }

    /// Drops the marks: they have been applied, or a comparison of everything replaces them.
    func forgetMarks(keepingCapacity: Bool = true) {
        marked.removeAll(keepingCapacity: keepingCapacity)
        markedSet.removeAll(keepingCapacity: keepingCapacity)
    }

    /// Whether `constraint` is installed differently from how it is now (or installed and no longer wanted, or
    /// wanted and not installed).
    private func differsFromInstallation(_ constraint: LayoutConstraint) -> Bool {
        constraintComparisons &+= 1
        return isInstalledDifferently(constraint)
    }

    /// ``differsFromInstallation(_:)`` without counting the comparison.
    private func isInstalledDifferently(_ constraint: LayoutConstraint) -> Bool {
        let wanted = isWanted(constraint)
        guard let slot = installationSlot(of: constraint) else { return wanted }
        return !wanted || installationTable[slot].signature != signature(of: constraint)
    }

    /// How many constraints the engine has compared with their installations so far (each constraint of a
    /// comparison of everything, each marked one otherwise): the work a synchronisation does before any solver work.
    var constraintComparisons = 0

    /// Solves; the values stay in the engine's solver, read with ``value(of:)`` and ``solvedRect(of:)``.
    ///
    /// If the incremental solution has drifted so far that a required constraint no longer holds (floating-point
    /// error after many changes with large and small numbers), the solver is rebuilt from the installed
    /// constraints, which gives the exact solution again. The check runs when drift can be that large
    /// (``mayHaveDrifted()``).
    func solve() {
        solvedDeterminacy = nil
        if scope == .tree { updateIslands() }
        synchronize()
        if scope == .tree && !islands.isEmpty { settleIslandSizes() }
        if mayHaveDrifted() {
            requiredChecks &+= 1
            if !requiredConstraintsHold() {
                driftRepairs &+= 1
                rebuildSolver()
            }
        }
        isSolved = true
    }

    /// How many solves checked the required constraints, and how many of those found one broken and rebuilt the
    /// solver (for tests).
    private(set) var requiredChecks = 0
    private(set) var driftRepairs = 0
    /// Solves since the required constraints were last checked.
    private var solvesSinceCheck = 0

    /// The largest input magnitude, and the smallest coefficient, under which rounding cannot break a required
    /// constraint by the check's tolerance (see ``mayHaveDrifted()``).
    static let driftFreeLargestMagnitude = 1e5
    static let driftFreeSmallestCoefficient = 1e-2
    /// However small the numbers, the required constraints are checked at least once in this many solves.
    static let solvesBetweenChecks = 256

    /// Whether the solution can have drifted far enough from the required constraints for
    /// ``requiredConstraintsHold()`` to find one broken; when not, the check (a walk of every required solver
    /// constraint) is skipped.
    ///
    /// The bound: the check allows a residual of 1e-6 of the constraint's largest term (at least 1e-6). The
    /// solver's arithmetic loses ε = 2⁻⁵³ ≈ 1.1e-16 of the magnitudes it adds at each operation, and erases cells
    /// below 1e-8 as rounding. With every constant, coefficient and suggested value at most M = 1e5 in magnitude
    /// and every coefficient at least m = 1e-2, a cell the tableau derives by one pivot is a ratio of inputs, at
    /// least m / M = 1e-7 when not zero, so no true cell falls under the erasing threshold; and a cancellation
    /// leaves at most ε × M ≈ 1e-11 in a cell, which is erased, not kept as noise. What is left is rounding:
    /// a row's constant after k operations is off by at most about k × ε × V, V the largest value the row
    /// reaches, a fraction k × 1.1e-16 of its terms, under the check's 1e-6 for any k below 9e9 operations on one
    /// row. Large numbers (the 1e9 a user may type, a multiplier of 1e6) leave this range, and every solve is
    /// checked, as is every ``solvesBetweenChecks``-th solve in any case, for tableaux whose cells compound
    /// ratios over long pivot chains beyond what the bound covers.
    private func mayHaveDrifted() -> Bool {
        Self.mayHaveDrifted(solver, solvesSinceCheck: &solvesSinceCheck)
    }

    /// ``mayHaveDrifted()`` for any solver and its count of solves since the last check (a measuring template's).
    static func mayHaveDrifted(_ solver: Solver, solvesSinceCheck: inout Int) -> Bool {
        solvesSinceCheck &+= 1
        let range = solver.inputRange
        if range.largestMagnitude <= Self.driftFreeLargestMagnitude
            && range.smallestCoefficient >= Self.driftFreeSmallestCoefficient
            && solvesSinceCheck < Self.solvesBetweenChecks
        {
            return false
        }
        solvesSinceCheck = 0
        return true
    }

    /// The value `variable` has in this engine's solution (0 for a variable none of its constraints uses).
    ///
    /// Each engine answers from its own solver: a root's engine and the measuring engines of views in its tree
    /// share the items' variables, and none writes into them, so measuring never disturbs what the root solved.
    @inline(__always) func value(of variable: Variable) -> Double {
        if let share { return share.value(of: variable, root: root) }
        return solver.value(of: variable) ?? 0
    }

    /// Lets a height-for-width view (a wrapping label) measure itself at the width this engine solved for it;
    /// whether its intrinsic size changed. Reads nothing for the views that do not depend on their width.
    func updateSizeForSolvedWidth(of view: View) -> Bool {
        view.dependsOnSolvedWidth && view.updateSizeForSolvedWidth(value(of: view.widthVariable))
    }

    /// The item's rectangle in its parent's coordinates, as this engine solved it (unrounded), or, inside a subtree
    /// it adopted (``Islands``), as that subtree's measuring engine did; `nil` before the engine has solved.
    func solvedRect(of item: LayoutItem) -> Rect? {
        guard isSolved else { return nil }
        return engineSolving(item).rect(of: item)
    }

    /// The item's rectangle in this engine's current solution: ``solvedRect(of:)`` for an engine known to have solved.
    func rect(of item: LayoutItem) -> Rect {
        if let share { return share.rect(of: item) }
        let solver = solver
        return Rect(
            x: solver.value(of: item.minXVariable) ?? 0, y: solver.value(of: item.minYVariable) ?? 0,
            width: solver.value(of: item.widthVariable) ?? 0, height: solver.value(of: item.heightVariable) ?? 0)
    }

    /// Whether every required solver constraint holds for the current values, within a tolerance relative to the
    /// size of its terms.
    private func requiredConstraintsHold() -> Bool {
        // Read once: each read of the property is a retain and a release, for every term of every constraint.
        let solver = solver
        // A vacant slot holds no pieces. Each piece is read in place, not the pair copied out (a retain and a
        // release of each).
        for slot in installationTable.indices where !installationTable[slot].isBroken {
            if let first = installationTable[slot].lowered.first, !Self.holdsIfRequired(first, in: solver) {
                return false
            }
            if let second = installationTable[slot].lowered.second, !Self.holdsIfRequired(second, in: solver) {
                return false
            }
        }
        return true
    }

    /// Whether each required constraint of `pieces` holds for `solver`'s current values, within a tolerance
    /// relative to the size of its terms.
    static func requiredConstraintsHold(_ pieces: some Sequence<Cassowary.Constraint>, in solver: Solver) -> Bool {
        pieces.allSatisfy { holdsIfRequired($0, in: solver) }
    }

    /// Whether `piece` is optional, or holds for `solver`'s current values within a tolerance relative to the size
    /// of its terms. The expression is read once (each read copies it, retaining its terms).
    @inline(__always)
    private static func holdsIfRequired(_ piece: Cassowary.Constraint, in solver: Solver) -> Bool {
        guard piece.strength.isRequired else { return true }
        let expression = piece.expression
        var value = expression.constant, scale = abs(expression.constant)
        for term in expression.terms {
            let product = term.coefficient * (solver.value(of: term.variable) ?? 0)
            value += product
            scale = max(scale, abs(product))
        }
        let tolerance = 1e-6 * max(1, scale)
        return switch piece.relation {
        case .equal: abs(value) <= tolerance
        case .lessThanOrEqual: value <= tolerance
        case .greaterThanOrEqual: value >= -tolerance
        }
    }

    /// Starts a fresh solver with the installed constraints (conflicts already reported are not reported again).
    private func rebuildSolver() {
        alreadyReported = Set(
            installationTable.compactMap { $0.isBroken ? $0.constraint.map(ObjectIdentifier.init) : nil })
        defer { alreadyReported = [] }
        replacedSolverWork &+= solver.substitutionWork
        replacedRewriteWork &+= solver.rewriteWork
        solver = Solver()
        forgetInstallations()
        brokenCount = 0
        owners = nil
        needsResync = true
        synchronize()
        let kept = pulls
        pulls = []
        setPulls(kept)
    }

    /// Compares every constraint in the engine's scope with what is installed and applies the differences;
    /// `beforeChanging` runs first when there are any. Returns whether there were.
    @discardableResult
    func resynchronize(beforeChanging: () -> Void = {}) -> Bool {
        needsResync = false
        // Each constraint refused before is wanted and not installed, so it is compared, and tried, again.
        refused.removeAll()
        var differing: [LayoutConstraint] = []
        // Installed constraints met on the walk: when they are all of them, nothing installed has gone.
        var installedSeen = 0
        // `root` is unowned: each read is a checked retain, so it is read once, not once per constraint.
        let root = root
        let isMeasuring = scope == .measuring
        // With nothing installed (a tree's first pass), no constraint is to be removed, and none held inside an
        // adopted view (an island) is wanted: the walk compares the adopted view's own and does not go below it.
        let hasInstallations = !installationSlots.isEmpty
        let skipsAdoptedSubtrees = !hasInstallations && !islands.isEmpty
        // The subtree in preorder, as `forEachViewInSubtree` walks it.
        var stack: [View] = [root]
        while let view = stack.popLast() {
            // What `isLeftOutOfMeasuring` asks of the holder, once per view rather than once per constraint.
            let isMeasuredView = isMeasuring && view === root
            // The island whose subtree holds the view's constraints, if the tree's engine adopted one.
            let island = islands.island(holding: view)
            // Each constraint is listed once, by the view that holds it, and a view of the walk is in scope.
            func compare(_ constraint: LayoutConstraint) {
                constraintComparisons &+= 1
                let wanted =
                    constraint.isHeld(by: view)
                    && !Self.isLeftOutOfMeasuring(constraint, heldByMeasuredView: isMeasuredView)
                    && (island == nil || (island === view && constraint.kind.tiesToFrame))
                if hasInstallations, let slot = installationSlot(of: constraint) {
                    installedSeen += 1
                    // Wanted means held by `view`: the holder is not read (a weak load) again.
                    if !wanted || installationTable[slot].signature != self.signature(of: constraint, heldBy: view) {
                        differing.append(constraint)
                    }
                } else if wanted {
                    differing.append(constraint)
                }
            }
            for constraint in view.systemConstraints { compare(constraint) }
            for constraint in view.constraints { compare(constraint) }
            if skipsAdoptedSubtrees && island === view { continue }
            view.pushSubviewsReversed(onto: &stack)
        }
        var gone: [Int] = []
        if installedSeen != installationSlots.count {
            var listed: Set<ObjectIdentifier> = []
            root.forEachViewInSubtree { view in
                for constraint in view.systemConstraints { listed.insert(ObjectIdentifier(constraint)) }
                for constraint in view.constraints { listed.insert(ObjectIdentifier(constraint)) }
            }
            // In the order they went in: the dictionary's order follows the constraints' addresses, and each
            // removal optimises, so the solver's path, and its work, would too.
            gone = installationSlots.filter { !listed.contains($0.key) }.map(\.value).sorted {
                installationTable[$0].sequence < installationTable[$1].sequence
            }
        }
        guard !differing.isEmpty || !gone.isEmpty else { return false }
        beforeChanging()
        // Room for what is about to be installed, at once rather than doubling (and rehashing) on the way.
        installationSlots.reserveCapacity(installationSlots.count + differing.count)
        if installationTable.isEmpty { installationTable.reserveCapacity(differing.count) }
        for slot in gone { uninstall(slot: slot) }
        if hasInstallations {
            apply(differing)
        } else {
            // Nothing was installed, so nothing is to be removed or moved, and the walk kept only the constraints
            // it found wanted: `apply` would read each one's holder and root again (weak loads) only to agree.
            installInOrder(differing)
        }
        return true
    }

    func isWanted(_ constraint: LayoutConstraint) -> Bool {
        isWanted(constraint, heldBy: constraint.holderView)
    }

    /// ``isWanted(_:)`` for a constraint whose holder the caller has read (a weak load) already.
    private func isWanted(_ constraint: LayoutConstraint, heldBy holder: View?) -> Bool {
        guard let holder else { return false }
        switch scope {
        case .tree: return ObjectIdentifier(holder.rootView) == rootIdentifier && !isAdopted(constraint, heldBy: holder)
        case .measuring: return root.isAncestor(of: holder) && !isLeftOutOfMeasuring(constraint, heldBy: holder)
        }
    }

    /// Whether a measuring engine leaves out `constraint`, held by `holder`: one that ties the measured view to its
    /// frame (its autoresizing mask, a root's size), since that size is what is measured.
    private func isLeftOutOfMeasuring(_ constraint: LayoutConstraint, heldBy holder: View) -> Bool {
        Self.isLeftOutOfMeasuring(constraint, heldByMeasuredView: scope == .measuring && holder === root)
    }

    /// The rule itself, for a holder already known to be, or not to be, the view a measuring engine measures.
    @inline(__always)
    static func isLeftOutOfMeasuring(_ constraint: LayoutConstraint, heldByMeasuredView: Bool) -> Bool {
        heldByMeasuredView && constraint.kind.tiesToFrame
    }

    /// Brings the solver in line with `constraints` (each one changed, added or removed) in three steps, so that
    /// no constraint meets one it replaces: every removal first, and every constraint lowered anew taken out (a
    /// flipped layout direction turns leading and trailing around: re-lowered one at a time, the new leading would
    /// meet the old trailing and conflict with it); then the constants moved in place; then what goes in, the
    /// model's invariants (a guide's size at least zero) before anything that could contradict them, then the
    /// re-lowered constraints, then the new ones; those below the fitting-size level last of all.
    ///
    /// A constraint that weak only settles what every other one leaves free (a stack's canvas fit at 49, its
    /// ambiguity suppression at 25). Put in before the constraints that hold its variables, its row is solved for
    /// one of them (the solver takes a variable over an error), which then reads 0 until the optimisation moves it:
    /// a stack's canvas fit solved for its width leaves the last view to absorb the whole length, and the
    /// optimisation repairs that with a pivot per view on rows as long as the stack. Put in last, its row is solved
    /// for its own error, with the variables already where the others put them.
    func apply(_ constraints: [LayoutConstraint]) {
        var relowered: [LayoutConstraint] = [], additions: [LayoutConstraint] = []
        var moves: [(slot: Int, signature: Signature)] = []
        for constraint in constraints {
            if !refused.isEmpty { refused.remove(ObjectIdentifier(constraint)) }
            // The holder is read once (a weak load) for both questions.
            let holder = constraint.holderView
            let wanted = isWanted(constraint, heldBy: holder)
            guard let slot = installationSlot(of: constraint) else {
                if wanted { additions.append(constraint) }
                continue
            }
            guard wanted else {
                uninstall(slot: slot)
                continue
            }
            let current = signature(of: constraint, heldBy: holder)
            guard var constantOnly = installationTable[slot].signature, constantOnly != current else { continue }
            constantOnly.constant = current.constant
            if constantOnly == current && !installationTable[slot].isBroken {
                moves.append((slot, current))
            } else if !moveStrengths(of: slot, to: current) {
                uninstall(slot: slot)
                relowered.append(constraint)
            }
        }
        // Slots stay valid through the uninstallations (a freed slot is only reused by an installation).
        for slot in moveConstants(moves) {
            let constraint = installationTable[slot].constraint
            uninstall(slot: slot)
            if let constraint { relowered.append(constraint) }
        }
        installInOrder(relowered.isEmpty ? additions : relowered + additions)
    }

    /// Applies changes of constant alone in place (`Solver.setConstants`), much cheaper than removing and
    /// re-adding, in one call for all of them: a resized feed moves every cell's frame constants, and each call of
    /// its own opens and commits a journal and repairs feasibility. Returns, in the order of `moves`, the slots whose
    /// change is more than that, or whose new constants conflict, to be installed again. When the constants cannot
    /// all move together, each change is tried on its own, in order, so that a conflict is found as one move at a
    /// time finds it.
    private func moveConstants(_ moves: [(slot: Int, signature: Signature)]) -> [Int] {
        var moved = [Bool](repeating: false, count: moves.count)
        var changes: [(constraint: Cassowary.Constraint, constant: Double)] = []
        changes.reserveCapacity(moves.count)
        // The moves whose changes were found, and where each one's start in `changes`.
        var movable: [(move: Int, start: Int)] = []
        movable.reserveCapacity(moves.count)
        var scratch: [Term] = []
        for (index, move) in moves.enumerated() {
            let start = changes.count
            if constantChanges(of: move.slot, to: move.signature, into: &changes, scratch: &scratch) {
                movable.append((index, start))
            } else {
                changes.removeSubrange(start...)
            }
        }
        if !changes.isEmpty {
            do {
                try solver.setConstants(changes)
                for entry in movable { moved[entry.move] = true }
            } catch {
                // With one move, the call that failed was that move alone: nothing to try again.
                for (index, entry) in movable.enumerated() where movable.count > 1 {
                    let end = index + 1 < movable.count ? movable[index + 1].start : changes.count
                    moved[entry.move] = (try? solver.setConstants(Array(changes[entry.start..<end]))) != nil
                }
            }
        }
        var failed: [Int] = []
        for (index, move) in moves.enumerated() {
            if moved[index] {
                installationTable[move.slot].signature = move.signature
            } else {
                failed.append(move.slot)
            }
        }
        return failed
    }

    /// Appends to `changes` the solver constraints of the installation in `slot` with the constants
    /// `newSignature` gives them, without moving them; `false` when the change is more than a constant's (the
    /// installation is vacant or broken, or the constraint lowers to other terms). `scratch` holds the terms of a
    /// constraint lowered again, kept between calls so that no array is made for each.
    private func constantChanges(
        of slot: Int, to newSignature: Signature,
        into changes: inout [(constraint: Cassowary.Constraint, constant: Double)], scratch: inout [Term]
    ) -> Bool {
        guard let (signature, constraint, lowered) = movableInstallation(at: slot) else { return false }
        var constantOnly = signature
        constantOnly.constant = newSignature.constant
        guard constantOnly == newSignature else { return false }
        if let constant = constraint.loweredSizeConstant {
            // A width or height alone (a content size, a root's size, `width == 100`): its terms cannot have
            // changed, and its new constant is known without lowering it again. A content size's two inequalities
            // (hugging and compression toward one length) move in the same call, so that the dual simplex does not
            // repair the state between them, pivoting through every row that holds the view's length.
            let pieces = if case .contentSize = constraint.kind { 2 } else { 1 }
            guard lowered.count == pieces else { return false }
            for piece in lowered { changes.append((piece, constant)) }
            return true
        }
        if constraint.kind.tiesToFrame {
            // A frame tie (a view's autoresizing constraint, a root's size) names its view and, at most, the
            // superview it was made with, by edges and lengths, whose expressions have no constant of their own (a new
            // superview makes new ties). Its terms are those it was installed with, and with the constant alone
            // changed its lowered constant is `0 + −constant`, bit for bit what lowering it again gives: a resized
            // feed moves every cell's origin this way, with nothing lowered.
            guard lowered.count == 1, let piece = lowered.first else { return false }
            changes.append((piece, 0 + -constraint.constant))
            return true
        }
        // Moved only while wanted, so held. Its terms are lowered again into `scratch` and compared with each
        // piece's: every piece of a constraint shares its expression, so only the constant can differ.
        scratch.removeAll(keepingCapacity: true)
        guard let holder = constraint.holderView,
            let constant = constraint.lowerTerms(heldBy: holder, into: &scratch, reservingExactly: false)
        else { return false }
        let (first, second) = constraint.solverRelations
        guard lowered.count == (second == nil ? 1 : 2) else { return false }
        for (index, piece) in lowered.enumerated() {
            let relation = index == 0 ? first : second ?? first
            guard piece.relation == relation.relation, piece.strength == relation.strength,
                piece.hasTerms(scratch)
            else { return false }
            changes.append((piece, constant))
        }
        return true
    }

    /// Installs `incoming`, constraints that are wanted and not installed, in ``installOrder(_:groups:)``.
    private func installInOrder(_ incoming: [LayoutConstraint]) {
        let ordered = Self.installOrder(incoming)
        // Only a content size that goes in both early and last is in the order twice, and installed again.
        let repeats = ordered.count != incoming.count
        for constraint in ordered { install(constraint, mayBeInstalled: repeats) }
    }

    /// The order `apply` installs `incoming` in (the constraints going in, in the order they were found): the
    /// model's invariants, then the content sizes that go in early, then the rest but those below the fitting-size
    /// level, which go last.
    ///
    /// Each constraint is classified once, in one walk (or `groups` gives each one's ``installGroup(of:)``, found
    /// already); when all of them fall in the middle group (the common case, a screen's constraints going in for the
    /// first time) `incoming` is the order, with no copy. Otherwise the order is gathered group by group from
    /// `incoming` into one array, so each constraint is referenced once more, not once per intermediate list.
    static func installOrder(_ incoming: [LayoutConstraint], groups: [InstallGroup]? = nil) -> [LayoutConstraint] {
        var found: [InstallGroup] = []
        found.reserveCapacity(incoming.count)
        var allInTheMiddle = true, twice = 0
        for index in incoming.indices {
            let group = if let groups, index < groups.count { groups[index] } else { installGroup(of: incoming[index]) }
            found.append(group)
            if group != .middle { allInTheMiddle = false }
            if group == .earlyAndLast { twice += 1 }
        }
        if allInTheMiddle { return incoming }
        var ordered: [LayoutConstraint] = []
        ordered.reserveCapacity(incoming.count + twice)
        for index in incoming.indices where found[index] == .invariant { ordered.append(incoming[index]) }
        for index in incoming.indices where found[index] == .early || found[index] == .earlyAndLast {
            ordered.append(incoming[index])
        }
        for index in incoming.indices where found[index] == .middle { ordered.append(incoming[index]) }
        for index in incoming.indices where found[index] == .last || found[index] == .earlyAndLast {
            ordered.append(incoming[index])
        }
        return ordered
    }

    /// Where ``installOrder(_:)`` puts a constraint.
    enum InstallGroup: UInt8 {
        case invariant, early, earlyAndLast, middle, last
    }

    /// The group ``installOrder(_:)`` puts `constraint` in: an invariant, early, last, or in the middle (a content
    /// size that goes in early and is also below the fitting-size level goes in twice, as `apply` always did).
    static func installGroup(of constraint: LayoutConstraint) -> InstallGroup {
        if constraint.kind.isInvariant { return .invariant }
        let isEarly = Self.goesInEarly(constraint), isLast = Self.goesInLast(constraint)
        if isEarly { return isLast ? .earlyAndLast : .early }
        return isLast ? .last : .middle
    }

    /// Whether `constraint` is the content size of a view an equal-centring stack arranges, which `apply` puts in
    /// before the other constraints (after the invariants): the stack's gaps then go in with every view's length
    /// already in its compression pair, so each spacing holds as it goes in (``StackArrangement``).
    private static func goesInEarly(_ constraint: LayoutConstraint) -> Bool {
        guard constraint.kind.isContentSize, let view = constraint.firstItem as? View,
            let stack = view.superview as? StackView
        else { return false }
        return stack.lowersContentSizeFirst(of: view)
    }

    /// Whether `constraint` is below the fitting-size level (and not an invariant), so `apply` puts it in last.
    private static func goesInLast(_ constraint: LayoutConstraint) -> Bool {
        !constraint.kind.isInvariant && !constraint.installsInPassOrder && constraint.priority < .fittingSizeLevel
    }

    /// The installation in `slot` if it may move in place: not vacant, and not broken (a broken one is removed and
    /// installed again, so that its conflict is found again).
    private func movableInstallation(at slot: Int)
        -> (signature: Signature, constraint: LayoutConstraint, lowered: SolverPieces)?
    {
        guard let signature = installationTable[slot].signature, !installationTable[slot].isBroken,
            let constraint = installationTable[slot].constraint
        else { return nil }
        return (signature, constraint, installationTable[slot].lowered)
    }

    /// Applies a change of priority alone (or of an intrinsic size's hugging and compression) between optional
    /// priorities in place (`Solver.setStrength`): the rows stay, only the objective's costs move, where removing
    /// and re-adding rewrites every row that holds the constraint's symbols. Returns `false` when the change is more
    /// than that, crosses between required and optional, or the constraint is broken; a piece already changed is
    /// then removed at its new strength with the others.
    private func moveStrengths(of slot: Int, to newSignature: Signature) -> Bool {
        guard let (signature, constraint, pieces) = movableInstallation(at: slot) else { return false }
        var priorityOnly = signature
        priorityOnly.priority = newSignature.priority
        priorityOnly.contentPriorities = newSignature.contentPriorities
        guard priorityOnly == newSignature else { return false }
        let (first, second) = constraint.solverRelations
        guard pieces.count == (second == nil ? 1 : 2) else { return false }
        for (index, piece) in pieces.enumerated() {
            let strength = index == 0 ? first.strength : second?.strength ?? first.strength
            guard piece.strength.isRequired == strength.isRequired else { return false }
        }
        for (index, piece) in pieces.enumerated() {
            let strength = index == 0 ? first.strength : second?.strength ?? first.strength
            do { try solver.setStrength(strength, of: piece) } catch { return false }
        }
        installationTable[slot].signature = newSignature
        return true
    }

    private func signature(of constraint: LayoutConstraint) -> Signature {
        signature(of: constraint, heldBy: constraint.holderView)
    }

    /// ``signature(of:)`` for a constraint whose holder is already at hand.
    private func signature(of constraint: LayoutConstraint, heldBy holder: View?) -> Signature {
        var contentPriorities: ContentPriorities?
        if case .contentSize(let h, let c) = constraint.kind { contentPriorities = .init(hugging: h, compression: c) }
        // Asked once: it reads both attributes, and most constraints have no directional one.
        let isDirectional = constraint.usesDirectionalAttributes
        return Signature(
            holder: holder.map(ObjectIdentifier.init), multiplier: constraint.multiplier,
            constant: constraint.constant, baselines: constraint.baselineResolution, priority: constraint.priority,
            contentPriorities: contentPriorities,
            firstDirection: isDirectional ? constraint.firstItem?.layoutDirection : nil,
            secondDirection: isDirectional ? constraint.secondItem?.layoutDirection : nil)
    }

    // MARK: Installing one constraint

    private func install(_ constraint: LayoutConstraint, mayBeInstalled: Bool) {
        // The holder is read once (a weak load) for both the lowering and the signature.
        guard let holder = constraint.holderView, let lowered = constraint.lowered(heldBy: holder) else {
            refused.insert(ObjectIdentifier(constraint))
            root.report(.invalidConstraint(constraint, reason: .itemsOutsideHolder))
            return
        }
        // Built here and stored once, whole.
        let signature = signature(of: constraint, heldBy: holder)
        var installed = SolverPieces()
        var conflicting: [LayoutConstraint] = []
        for piece in lowered {
            do {
                try solver.add(piece, constantWillChange: constraint.kind.constantWillChange)
                installed.append(piece)
            } catch {
                guard case .unsatisfiableConstraint(_, let solverConflicting) = error else {
                    refused.insert(ObjectIdentifier(constraint))
                    root.report(.invalidConstraint(constraint, reason: .solverRefused(error)))
                    continue
                }
                // Keep it, broken: satisfied as well as possible once everything truly required holds.
                let broken = piece | Strength(level: Self.brokenLevel)
                if (try? solver.add(broken)) != nil { installed.append(broken) }
                var seen: Set<ObjectIdentifier> = []
                let owners = ownersIndex()
                let conflictingConstraints = solverConflicting.compactMap { owners[ObjectIdentifier($0)] }
                    .filter { seen.insert(ObjectIdentifier($0)).inserted }
                conflicting = conflictingConstraints + [constraint]
                if !alreadyReported.contains(ObjectIdentifier(constraint)) {
                    root.report(.unsatisfiable(broken: constraint, conflicting: conflicting))
                }
            }
        }
        if owners != nil {
            for piece in installed { owners?[ObjectIdentifier(piece)] = constraint }
        }
        let installation = Installation(
            constraint: constraint, lowered: installed, signature: signature, conflicting: conflicting,
            sequence: nextSequence)
        nextSequence &+= 1
        if installation.isBroken { brokenCount += 1 }
        if mayBeInstalled, let previous = installationSlot(of: constraint) {
            // Installed again (a content size that goes in both early and last): the new installation replaces the
            // old one in its slot.
            installationTable[previous] = installation
        } else if let slot = freeInstallationSlots.popLast() {
            installationTable[slot] = installation
            installationSlots[ObjectIdentifier(constraint)] = slot
        } else {
            installationSlots[ObjectIdentifier(constraint)] = installationTable.count
            installationTable.append(installation)
        }
    }

    /// ``owners``, built from the installed constraints if this is the first conflict.
    private func ownersIndex() -> [ObjectIdentifier: LayoutConstraint] {
        if let owners { return owners }
        var index: [ObjectIdentifier: LayoutConstraint] = [:]
        for installation in installationTable {
            guard let constraint = installation.constraint else { continue }
            for piece in installation.lowered { index[ObjectIdentifier(piece)] = constraint }
        }
        owners = index
        return index
    }

    private func uninstall(slot: Int) {
        let installation = installationTable[slot]
        guard let constraint = installation.constraint else { return }
        installationTable[slot] = .vacant
        freeInstallationSlots.append(slot)
        installationSlots[ObjectIdentifier(constraint)] = nil
        if installation.isBroken { brokenCount -= 1 }
        let indexed = owners != nil
        for piece in installation.lowered {
            try? solver.remove(piece)
            if indexed { owners?[ObjectIdentifier(piece)] = nil }
        }
    }

    // MARK: Queries

    /// The work of the engine's solvers so far, those a rebuild replaced included.
    var substitutionWork: Int { replacedSolverWork &+ solver.substitutionWork }
    /// The cells of the rows the engine's solvers rewrote so far, those a rebuild replaced included.
    var rewriteWork: Int { replacedRewriteWork &+ solver.rewriteWork }

    /// Whether `constraint` is in the solver but broken (it conflicted with required constraints).
    func isBroken(_ constraint: LayoutConstraint) -> Bool {
        installationSlot(of: constraint).map { installationTable[$0].isBroken } ?? false
    }

    /// The constraints `constraint` conflicted with when it was broken (itself included); empty when it holds.
    func conflicts(of constraint: LayoutConstraint) -> [LayoutConstraint] {
        installationSlot(of: constraint).map { installationTable[$0].conflicting } ?? []
    }

    /// The solver constraints a layout constraint is installed as (none when it is not installed).
    func loweredPieces(of constraint: LayoutConstraint) -> [Cassowary.Constraint] {
        installationSlot(of: constraint).map { Array(installationTable[$0].lowered) } ?? []
    }

    /// Every installed constraint, for diagnostics (a template's share: the constraints it stands for).
    var installedConstraints: [LayoutConstraint] {
        if let share { return share.constraints }
        return installationTable.compactMap(\.constraint)
    }

    /// Whether the engine has installed nothing in its own solver (a measuring engine that measures with a shared
    /// template, or has not measured yet).
    var hasNoInstallations: Bool { installationSlots.isEmpty }

    /// The solver constraints the engine holds, in the order a full synchronisation adds them, its pulls last.
    var solverConstraintsInOrder: [Cassowary.Constraint] {
        if let share { return share.template.solverConstraints }
        var result: [Cassowary.Constraint] = []
        var seen: Set<ObjectIdentifier> = []
        root.forEachViewInSubtree { view in
            for constraint in view.systemConstraints + view.constraints
            where seen.insert(ObjectIdentifier(constraint)).inserted {
                result += loweredPieces(of: constraint)
            }
        }
        return result + pulls
    }
}

extension Cassowary.Constraint {
    /// Whether the constraint's expression has exactly `terms`: the same variables, in the same order, with the
    /// same coefficients.
    func hasTerms(_ terms: [Term]) -> Bool {
        let own = expression.terms
        return own.count == terms.count
            && zip(own, terms).allSatisfy { $0.variable === $1.variable && $0.coefficient == $1.coefficient }
    }

    /// Same terms, relation and strength: only the constant may differ.
    func hasSameShape(as other: Cassowary.Constraint) -> Bool {
        relation == other.relation && strength == other.strength
            && expression.terms.count == other.expression.terms.count
            && zip(expression.terms, other.expression.terms).allSatisfy {
                $0.variable === $1.variable && $0.coefficient == $1.coefficient
            }
    }
}

extension View {
    /// The solver constraints this root's engine holds, in the order a full synchronisation adds them: for
    /// benchmarks that replay exactly the engine's constraints into a bare `Solver`.
    @_spi(Benchmarks) public var installedSolverConstraints: [Cassowary.Constraint] {
        layoutEngineIfCreated?.solverConstraintsInOrder ?? []
    }

    /// The work this root's solver has done so far (`Solver.substitutionWork`): an exact count, for
    /// tests and benchmarks that check a layout's cost grows linearly with its size.
    @_spi(Benchmarks) public var solverSubstitutionWork: Int {
        layoutEngineIfCreated?.substitutionWork ?? 0
    }

    /// The cells of the rows this root's solver has rewritten so far (`Solver.rewriteWork`): merging a short row
    /// into a long one costs the long one's length, which ``solverSubstitutionWork`` does not count, unless the long
    /// row keeps an index of its cells, where it costs the short one's (and the long one's once, to build it).
    @_spi(Benchmarks) public var solverRewriteWork: Int {
        layoutEngineIfCreated?.rewriteWork ?? 0
    }

    /// How many constraints the engine that measures this view for ``systemLayoutSizeFitting(_:)`` has compared
    /// with what it installed, over all its measurements: a measurement after which nothing in the subtree changed
    /// compares none, one after a change compares the changed constraints.
    @_spi(Benchmarks) public var measuringConstraintComparisons: Int {
        fittingEngineIfCreated?.constraintComparisons ?? 0
    }

    /// The solver constraints the engine that measures this view for ``systemLayoutSizeFitting(_:)`` holds (its
    /// target pulls last), in the order a full synchronisation adds them: for benchmarks that replay them into a
    /// bare `Solver`.
    @_spi(Benchmarks) public var measuringSolverConstraints: [Cassowary.Constraint] {
        fittingEngineIfCreated?.solverConstraintsInOrder ?? []
    }
}
