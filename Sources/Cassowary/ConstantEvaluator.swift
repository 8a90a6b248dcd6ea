/// The solution of a solver's current basis as a function of its constraints' constants: compiled once from the
/// solved tableau, it answers for other constants without touching the solver, as long as that basis stays
/// feasible for them.
///
/// Moving constants never changes the objective's reduced costs, so the solved basis stays optimal exactly as long
/// as it stays primal feasible. For that basis, every row's constant is affine in the constants: it moves by the
/// coefficient of the constraint's marker in the row (or, for a marker that is basic, its own row moves) times the
/// change, the same walk ``Solver/setConstants(_:)`` makes. The evaluator keeps those columns, the rows' constants
/// at compile time, which rows are restricted, and how the variables read are made from the rows, and evaluates a
/// set of constants in time proportional to the rows and the changed columns.
///
/// ``evaluate(_:into:)`` refuses (and writes nothing) when a restricted row would be infeasible beyond the tolerance
/// the dual simplex itself ignores, or a redundant equality's marker would move off zero: the solver would then pivot
/// or report a conflict, and the caller asks the solver. When it answers, its values are the ones the solver, in
/// this basis, would give after moving the same constants in the same order: the same operations on the same
/// numbers. Edit variables keep the suggested values they had when it was compiled.
///
/// Made by ``Solver/constantEvaluator(for:reading:)``. It holds no reference to the solver, which may change
/// afterwards; the answers stay those of the basis it was compiled from.
public final class ConstantEvaluator {
    /// One constant's effect: each listed row's constant moves by `amount × coefficient`, where
    /// `amount = delta / scale / sign`, as the solver shifts a constraint's marker.
    private struct Column {
        let scale: Double
        let sign: Double
        /// Offsets into ``cells``.
        let cells: Range<Int>
    }

    /// How a read variable's value is found.
    private enum Output {
        /// A variable no constraint uses, or one at zero (parametric): 0.
        case zero
        /// The constant of the row at this index.
        case row(Int32)
        /// The value the naming step computed for the row at this index.
        case named(Int32)
    }

    /// One step of evaluating a naming row: its value is its constant plus each term's coefficient times a basic
    /// symbol's value (a row's constant, or a value named earlier).
    private struct NamingStep {
        let row: Int32
        let terms: Range<Int>
    }

    private let baseConstants: [Double]
    private let columns: [Column]
    private let cells: [(row: Int32, coefficient: Double)]
    private let baseRows: [Double]
    /// Rows whose basic symbol is a slack or an error (≥ 0 up to the tolerance).
    private let restrictedRows: [Int32]
    /// Rows whose basic symbol is a redundant equality's marker (0 up to the tolerance once moved).
    private let dummyRows: [Int32]
    private let namingSteps: [NamingStep]
    /// A naming term: the coefficient, the row it reads, and whether it reads that row's named value.
    private let namingTerms: [(coefficient: Double, row: Int32, isNamed: Bool)]
    private let outputs: [Output]
    /// Room for the rows' constants and named values during one evaluation, kept between evaluations.
    private var rowScratch: [Double]
    private var namedScratch: [Double]

    /// How many constants it takes (one per constraint it was compiled for, in that order).
    public var constantCount: Int { baseConstants.count }

    /// How many values it writes (one per variable it was compiled to read, in that order).
    public var valueCount: Int { outputs.count }

    /// Compiles the tableau's current basis: `markers` gives, per constant, the symbol the solver shifts for it, the
    /// sign and scale it divides the change by, and its current constant; `outputs` the symbol of each variable read
    /// (invalid for one the solver does not know). `nil` if a shifted symbol repeats.
    init?(
        tableau: Tableau, markers: [(symbol: Symbol, sign: Double, scale: Double, constant: Double)],
        outputs outputSymbols: [Symbol]
    ) {
        // Each shifted symbol's parameter, to collect its column in one pass over the rows.
        var parameterOf = [Int32](repeating: -1, count: tableau.symbolCount)
        for (index, marker) in markers.enumerated() {
            guard marker.symbol.index < parameterOf.count, parameterOf[marker.symbol.index] < 0 else { return nil }
            parameterOf[marker.symbol.index] = Int32(truncatingIfNeeded: index)
        }
        var byParameter = [[(row: Int32, coefficient: Double)]](repeating: [], count: markers.count)
        var baseRows: [Double] = []
        baseRows.reserveCapacity(tableau.rows.count)
        var restricted: [Int32] = [], dummies: [Int32] = []
        for (slot, row) in tableau.rows.enumerated() {
            baseRows.append(row.constant)
            guard row.basic.isValid else { continue }
            let rowIndex = Int32(truncatingIfNeeded: slot)
            switch tableau.kind(row.basic) {
            case .slack, .error: restricted.append(rowIndex)
            case .dummy: dummies.append(rowIndex)
            default: break
            }
            // A basic marker moves its own row: `row.constant += −amount`, written as the coefficient −1.
            let own = parameterOf[row.basic.index]
            if own >= 0 { byParameter[Int(own)].append((rowIndex, -1)) }
            for cell in row.cells where cell.symbol.index < parameterOf.count {
                let parameter = parameterOf[cell.symbol.index]
                if parameter >= 0 { byParameter[Int(parameter)].append((rowIndex, cell.coefficient)) }
            }
        }
        var columns: [Column] = []
        columns.reserveCapacity(markers.count)
        var cells: [(row: Int32, coefficient: Double)] = []
        for (marker, column) in zip(markers, byParameter) {
            let start = cells.count
            cells.append(contentsOf: column)
            columns.append(Column(scale: marker.scale, sign: marker.sign, cells: start..<cells.count))
        }
        // The naming rows, in the order the solver evaluates them, each reading the values named before it.
        var steps: [NamingStep] = []
        var terms: [(coefficient: Double, row: Int32, isNamed: Bool)] = []
        var namedRows = Set<Int32>()
        var namedSymbol: [Int32: Int32] = [:]
        for entry in tableau.namingRows
        where tableau.rowSlot[entry.basic.index] == entry.slot
            && tableau.slotSince[Int(entry.slot)] == entry.since
        {
            let start = terms.count
            for cell in tableau.rows[Int(entry.slot)].cells {
                let slot = tableau.rowSlot[cell.symbol.index]
                guard slot >= 0 else { continue }
                terms.append((cell.coefficient, slot, namedRows.contains(slot)))
            }
            steps.append(NamingStep(row: entry.slot, terms: start..<terms.count))
            namedRows.insert(entry.slot)
            namedSymbol[entry.basic.id] = entry.slot
        }
        var outputs: [Output] = []
        outputs.reserveCapacity(outputSymbols.count)
        for symbol in outputSymbols {
            guard symbol.isValid, symbol.index < tableau.rowSlot.count else {
                outputs.append(.zero)
                continue
            }
            let slot = tableau.rowSlot[symbol.index]
            if slot < 0 {
                outputs.append(.zero)
            } else if namedSymbol[symbol.id] == slot {
                outputs.append(.named(slot))
            } else {
                outputs.append(.row(slot))
            }
        }
        baseConstants = markers.map(\.constant)
        self.columns = columns
        self.cells = cells
        self.baseRows = baseRows
        restrictedRows = restricted
        dummyRows = dummies
        namingSteps = steps
        namingTerms = terms
        self.outputs = outputs
        rowScratch = baseRows
        namedScratch = steps.isEmpty ? [] : Array(repeating: 0, count: baseRows.count)
    }

    /// Writes into `values` (up to its count) the value of each variable read, for `constants` (one per constraint,
    /// in the order compiled); `false`, writing nothing, when the compiled basis is not feasible for them or the
    /// count of constants differs.
    public func evaluate(_ constants: [Double], into values: inout [Double]) -> Bool {
        guard constants.count == baseConstants.count else { return false }
        var rows: [Double] = []
        swap(&rows, &rowScratch)
        defer { swap(&rows, &rowScratch) }
        let base = baseRows
        for index in rows.indices { rows[index] = base[index] }
        var moved = false
        for (index, column) in columns.enumerated() {
            let delta = constants[index] - baseConstants[index]
            guard delta != 0 else { continue }
            guard delta.isFinite else { return false }
            moved = true
            let amount = delta / column.scale / column.sign
            for position in column.cells {
                let cell = cells[position]
                rows[Int(cell.row)] += amount * cell.coefficient
            }
        }
        if moved {
            for row in restrictedRows where rows[Int(row)] < 0 && !nearZero(rows[Int(row)]) { return false }
            for row in dummyRows where rows[Int(row)] != base[Int(row)] && !nearZero(rows[Int(row)]) {
                return false
            }
        }
        var named: [Double] = []
        if !namingSteps.isEmpty {
            swap(&named, &namedScratch)
            for step in namingSteps {
                var value = rows[Int(step.row)]
                for position in step.terms {
                    let term = namingTerms[position]
                    value += term.coefficient * (term.isNamed ? named[Int(term.row)] : rows[Int(term.row)])
                }
                named[Int(step.row)] = value
            }
        }
        let count = min(values.count, outputs.count)
        for index in 0..<count {
            // + 0 turns −0 into 0, as the solver's values do.
            values[index] =
                switch outputs[index] {
                case .zero: 0
                case .row(let row): rows[Int(row)] + 0
                case .named(let row): named[Int(row)] + 0
                }
        }
        if !namingSteps.isEmpty { swap(&named, &namedScratch) }
        return true
    }
}
