/// Which variables the current solution determines: the answer to "could this variable take another value without
/// breaking a required constraint or making any strength level worse?", read from the solved tableau in one pass.
///
/// Made by ``Solver/determinacy()``; it describes the solver as it was then, and is to be thrown away when the
/// solver next changes (a constraint added or removed, a constant set, a value suggested). Asking it moves nothing.
///
/// The algebra (Kiwi's notation: every symbol is *basic*, with a row, or *parametric*, at 0). At an optimal basis
/// each basic symbol is `b = c_b + Σ_p a_bp·p` over parametric symbols `p`, and the objective at strength level `k`
/// is `z_k = z0_k + Σ_p d_kp·p`, where `d_kp` is `p`'s reduced cost at level `k`. Moving one parametric symbol by
/// `t` (`t ≥ 0` for a slack or an error, either sign for a variable; never a required equality's marker, which is
/// always 0) moves each basic symbol by `a_bp·t` and each level by `d_kp·t`:
///
/// - the solution stays optimal only if `d_kp = 0` at every level (a lexicographically positive cost makes it
///   worse; a negative one cannot be open at an optimum);
/// - it stays feasible for some `t > 0` unless a restricted basic symbol at 0 (a degenerate row, `c_r = 0`) has
///   `a_rp` of the opposite sign to the move.
///
/// A parametric symbol that passes both is a *free direction* of the optimal face, and a variable is
/// *undetermined* when it is a free direction itself or when its row has a non-zero coefficient on one: moving
/// along that direction gives another optimal solution with a different value of the variable. A variable the
/// solver has never seen is undetermined too (nothing constrains it).
///
/// Every variable reported undetermined is (each free direction is a witness). The converse holds except on
/// degenerate faces whose every free direction is blocked one symbol at a time but open for a combination of
/// several (the feasible cone of the degenerate rows has an extreme ray off the axes); those are not looked for.
/// Rows that name other basic variables instead of their rows (long chains, see `Tableau.insertNaming`) inherit
/// the freedom of the variables they name; a named dependency that cancels exactly in the expanded row would be
/// reported as freedom.
public struct Determinacy {
    /// Per symbol id: whether the symbol depends on a free direction (for a parametric symbol: is one).
    private let undetermined: [Bool]
    /// The solver the answer describes, to look variables up in.
    private let solver: Solver

    fileprivate init(undetermined: [Bool], solver: Solver) {
        self.undetermined = undetermined
        self.solver = solver
    }

    /// Whether `variable`'s value is fixed by the constraints and the strengths: no other optimal solution gives it
    /// another value. `false` for a variable the solver does not know.
    public func isDetermined(_ variable: Variable) -> Bool {
        // A removal's tableau work may still wait: done first, it forgets the variables nothing uses any more.
        solver.finishPendingRemovals()
        guard let symbol = solver.existingSymbol(for: variable), symbol.index < undetermined.count else {
            return false
        }
        return !undetermined[symbol.index]
    }
}

extension Solver {
    /// Which variables the current solution determines, computed in one pass over the solved tableau (its rows
    /// and its objective): linear in the tableau's size, with no solve, no edit and no value changed.
    ///
    /// See ``Determinacy`` for the criterion. The answer describes the solver as it is now; ask again after any
    /// change.
    public func determinacy() -> Determinacy {
        rebuildIfNeeded()
        ensureOptimal()
        let tableau = currentTableau
        let count = tableau.symbolCount
        let kinds = tableau.kinds, rowSlot = tableau.rowSlot, rows = tableau.rows
        // Directions a degenerate restricted row closes: `r = 0 + a·p + …` with `r ≥ 0` stops `p` rising when
        // `a < 0` and falling when `a > 0`. Restricted rows are never naming rows: their cells are all parametric.
        var closedUp = [Bool](repeating: false, count: count)
        var closedDown = [Bool](repeating: false, count: count)
        for (slot, row) in rows.enumerated() where row.basic.isValid && rowSlot[row.basic.index] == slot {
            guard kinds[row.basic.index].isRestricted else { continue }
            for cell in row.cells where row.constant < Determinacy.smallestStep * abs(cell.coefficient) {
                if cell.coefficient < 0 {
                    closedUp[cell.symbol.index] = true
                } else {
                    closedDown[cell.symbol.index] = true
                }
            }
        }
        // Free directions: parametric, costless at every level, and open one way at least.
        let objective = tableau.objective
        var undetermined = [Bool](repeating: false, count: count)
        for index in 1..<max(count, 1) where rowSlot[index] < 0 {
            let open: Bool
            switch kinds[index] {
            case .external: open = !(closedUp[index] && closedDown[index])
            case .slack, .error: open = !closedUp[index]
            case .dummy, .invalid: open = false
            }
            guard open else { continue }
            let symbol = Symbol(id: Int32(index))
            undetermined[index] = objective.hasOnlyNegligibleCosts(symbol)
        }
        // Basic symbols: undetermined when a cell is. A naming row's cells may be basic symbols that became basic
        // before it (so the references form no cycle): settled first, with an explicit stack (chains are long).
        // 0: not yet reached, 1: on the stack, 2: settled.
        var state = [UInt8](repeating: 0, count: count)
        var stack: [Symbol] = []
        for (slot, row) in rows.enumerated() where row.basic.isValid && rowSlot[row.basic.index] == slot {
            guard state[row.basic.index] == 0 else { continue }
            stack.append(row.basic)
            state[row.basic.index] = 1
            while let basic = stack.last {
                var pending = false, free = false
                for cell in rows[Int(rowSlot[basic.index])].cells {
                    let i = cell.symbol.index
                    if rowSlot[i] < 0 {
                        free = free || undetermined[i]
                    } else if state[i] == 0 {
                        // One at a time, so that the symbols on the stack are exactly the path to this one.
                        stack.append(cell.symbol)
                        state[i] = 1
                        pending = true
                        break
                    } else if state[i] == 2 {
                        free = free || undetermined[i]
                    }
                    // (A cell on the stack would be a cycle, which naming rows never form: it adds nothing.)
                }
                if pending { continue }
                stack.removeLast()
                undetermined[basic.index] = free
                state[basic.index] = 2
            }
        }
        return Determinacy(undetermined: undetermined, solver: self)
    }
}

extension Determinacy {
    /// The least a free direction must be able to move before a degenerate row stops it: a row whose constant
    /// allows less than this counts as at 0.
    static let smallestStep = 1.0e-7
}
