@_spi(Benchmarks) @_spi(Testing) import Cassowary
import Testing

/// A required constraint that no symbol of its row can be solved for is added through an artificial variable
/// (phase one). Once the artificial variable is 0 the phase stops, and the symbol that replaces it in the basis is
/// the one in the fewest rows: either way, adding such a constraint among N others costs work in proportion to
/// what it touches, not N pivots of N rows. When phase one would end after its first pivot, with the artificial
/// variable's row leaving, the row is solved for that pivot's symbol at once, with the same result.
@Suite struct ArtificialVariableTests {
    /// N views centred on the first, spanned by a guide that hugs them, then the canvas centred on the first view:
    /// a required equality in variables that are all basic already, which holds as soon as it is added (a stack
    /// aligned on centres). Returns the work per view and the canvas height.
    static func spannedColumn(_ count: Int) throws -> (work: Double, height: Double) {
        let solver = Solver()
        let y = (0..<count).map { Variable("y\($0)") }, h = (0..<count).map { Variable("h\($0)") }
        let top = Variable("top"), span = Variable("span")
        let canvasTop = Variable("canvasTop"), canvasHeight = Variable("canvasHeight")
        try solver.add(canvasTop == 0)
        for i in 1..<count { try solver.add(y[i] + h[i] * 0.5 == y[0] + h[0] * 0.5) }
        for i in 0..<count {
            try solver.add(top <= y[i])
            try solver.add(top + span >= y[i] + h[i])
        }
        try solver.add((span == 0) | Strength(level: 51))
        try solver.add(canvasTop == top)
        try solver.add(top + span == canvasTop + canvasHeight)
        for i in 0..<count {
            let length = Double(12 + i % 5)
            try solver.add((h[i] >= length) | Strength(level: 750))
            try solver.add((h[i] <= length) | Strength(level: 250))
        }
        try solver.add(canvasTop + canvasHeight * 0.5 == y[0] + h[0] * 0.5)
        solver.updateVariables()
        return (Double(solver.substitutionWork) / Double(count), canvasHeight.value)
    }

    /// N views in a row at least 2 apart, with gap guides between neighbours all as long as the first (a stack's
    /// equal spacing), added in that order: each equal length goes in through phase one. Returns the work per view
    /// and the length of a gap in the middle.
    static func equalGaps(_ count: Int) throws -> (work: Double, gap: Double) {
        let solver = Solver()
        let x = (0..<count).map { Variable("x\($0)") }, w = (0..<count).map { Variable("w\($0)") }
        let gapX = (1..<count).map { Variable("gapX\($0)") }, gap = (1..<count).map { Variable("gap\($0)") }
        let width = Variable("width")
        try solver.add(x[0] == 0)
        try solver.add(x[count - 1] + w[count - 1] == width)
        for i in 1..<count { try solver.add(x[i] >= x[i - 1] + w[i - 1] + 2) }
        for i in 0..<count - 1 {
            try solver.add(gapX[i] == x[i] + w[i])
            try solver.add(x[i + 1] == gapX[i] + gap[i])
            if i > 0 { try solver.add(gap[i] == gap[0]) }
        }
        for i in 0..<count { try solver.add(w[i] == Double(10 + i % 7)) }
        try solver.add((width == 0) | Strength(level: 49))
        solver.updateVariables()
        return (Double(solver.substitutionWork) / Double(count), gap[count / 2].value)
    }

    @Test func anEqualityThatHoldsAlreadyDoesNotWalkTheSpannersRows() throws {
        let small = try Self.spannedColumn(100), large = try Self.spannedColumn(1_000)
        #expect(isClose(small.height, 16) && isClose(large.height, 16), "the tallest view sets the height")
        #expect(large.work <= small.work * 1.2, "work per view \(small.work) at 100, \(large.work) at 1,000")
    }

    @Test func theArtificialVariableLeavesForTheSymbolInTheFewestRows() throws {
        let small = try Self.equalGaps(100), large = try Self.equalGaps(1_000)
        #expect(isClose(small.gap, 2) && isClose(large.gap, 2), "the gaps shrink to the minimum spacing")
        #expect(large.work <= small.work * 1.2, "work per view \(small.work) at 100, \(large.work) at 1,000")
    }

    /// A required equality whose row, once its variable's row is substituted, holds only a slack and its marker
    /// and a constant other than 0 (a card's `button.height == 32` once `card.bottom >= button.bottom + 12` made the
    /// height basic): phase one would pivot the slack in with the artificial variable's row leaving, and stop.
    @Test func anEqualityThatOnePivotPlacesTakesNoArtificialVariable() throws {
        func place(skippingPhaseOne: Bool) throws -> (height: Double, top: Double, phaseOnes: Int) {
            let solver = Solver()
            solver.skipsPhaseOneWhenOnePivotDoes = skippingPhaseOne
            let height = Variable("height"), top = Variable("top"), bottom = Variable("bottom")
            try solver.add(height >= 10)
            try solver.add(bottom >= top + height + 12)
            try solver.add((bottom == 0) | .weak)
            try solver.add(height == 32)
            for problem in solver.checkInvariants() { Issue.record("\(problem)") }
            solver.updateVariables()
            return (height.value, top.value, solver.phaseOneCount)
        }
        let direct = try place(skippingPhaseOne: true), phaseOne = try place(skippingPhaseOne: false)
        #expect(direct.phaseOnes == 0 && phaseOne.phaseOnes == 1)
        #expect(direct.height == 32 && direct.height == phaseOne.height && direct.top == phaseOne.top)
    }

    /// The random workloads of `RandomizedPropertyTests`, each run with and without the shortcut: every value
    /// after every step, and every refusal, are the same bit for bit, and the shortcut replaced phase one for
    /// some of the constraints that took it.
    @Test func skippingPhaseOneChangesNoValueOfRandomSystems() throws {
        var skipped = 0, taken = 0
        for seed in RandomizedPropertyTests.seeds {
            let count = RandomizedPropertyTests.variableCount(for: seed)
            var direct = RandomWorkload(seed: seed, variableCount: count)
            var phaseOne = RandomWorkload(seed: seed, variableCount: count)
            let directSolver = Solver(), phaseOneSolver = Solver()
            phaseOneSolver.skipsPhaseOneWhenOnePivotDoes = false
            for step in 0..<40 {
                let directStep = direct.step(on: directSolver), phaseOneStep = phaseOne.step(on: phaseOneSolver)
                directSolver.updateVariables()
                phaseOneSolver.updateVariables()
                #expect(
                    direct.variables.map(\.value) == phaseOne.variables.map(\.value),
                    "seed \(seed), step \(step): \(directStep)")
                #expect("\(directStep)".hasPrefix("rejected") == "\(phaseOneStep)".hasPrefix("rejected"))
            }
            for problem in directSolver.checkInvariants() { Issue.record("seed \(seed): \(problem)") }
            skipped += phaseOneSolver.phaseOneCount - directSolver.phaseOneCount
            taken += phaseOneSolver.phaseOneCount
        }
        #expect(skipped > 0 && skipped < taken, "\(skipped) of \(taken) phase ones skipped")
    }

    /// N variables each held weakly at its own value, then a required equality on their sum: after substitution its
    /// row holds every tie's error and no symbol it can be solved for, so it goes through phase one with an
    /// artificial row as long as the system. Phase one ranks the candidates by the cells it walks, and looks a
    /// coefficient up in that row only for the few symbols a pivot touches (through the row's index once merges have
    /// built one), so the cells it scans grow with N, not N².
    @Test func phaseOneScansALongArtificialRowInLinearWork() throws {
        var scannedPerVariable: [Double] = []
        for count in [100, 400] {
            let x = (0..<count).map { Variable("x\($0)") }
            let solver = Solver()
            for (i, variable) in x.enumerated() { try solver.add((variable == Double(i)) | .weak) }
            let total = Double(count * (count - 1) / 2)
            try solver.add(x.dropFirst().reduce(Expression(x[0])) { $0 + $1 } == total + 1_000)
            solver.updateVariables()
            #expect(solver.phaseOneCount == 1)
            #expect(abs(x.reduce(0) { $0 + $1.value } - (total + 1_000)) < 1e-6)
            scannedPerVariable.append(Double(solver.phaseOneScanWork) / Double(count))
        }
        #expect(scannedPerVariable[0] <= 8, "\(scannedPerVariable[0]) cells scanned per variable")
        #expect(scannedPerVariable[1] <= scannedPerVariable[0] * 1.15, "per variable: \(scannedPerVariable)")
    }
}
