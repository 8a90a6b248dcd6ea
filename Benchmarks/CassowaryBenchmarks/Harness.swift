import Cassowary

struct WindowSize {
    let width: Double
    let height: Double
}

/// The window sizes every scenario goes through, identical in the Kiwi driver.
enum Window {
    /// Suggested before the constraints are added: the build solves the layout at this size.
    static let initial = WindowSize(width: 800, height: 600)
    /// The first resize after the build, timed on its own: it can cost far more than later ones.
    static let firstResize = WindowSize(width: 1000, height: 700)
    /// The steady resizes, each a real change of size: the sizes of Kiwi's enaml benchmark.
    static let steadyResizes = [
        WindowSize(width: 400, height: 600), WindowSize(width: 600, height: 400),
        WindowSize(width: 800, height: 1200), WindowSize(width: 1200, height: 800),
        WindowSize(width: 400, height: 800), WindowSize(width: 800, height: 400)
    ]
}

/// How many times each repeat adds and removes the extra constraint.
let addRemoveCycles = 5

/// One scenario at one size: medians over the repeats, and the first repeat's checksums and objectives.
struct CaseResult {
    let scenario: String
    let size: Int
    let constraintCount: Int
    let variableCount: Int
    let repeats: Int
    let buildMilliseconds: Double
    let firstResizeMilliseconds: Double
    let steadyResizeMicroseconds: Double
    let addRemoveMicroseconds: Double
    let buildChecksum: Double
    let resizeChecksum: Double
    let buildObjective: [LevelViolation]
    let resizeObjective: [LevelViolation]
    /// The process's peak resident memory so far (VmHWM).
    let peakResidentKiB: Int
}

/// Step 1 of ``measure(_:size:repeats:)``, also what `Benchmarks/solver-probes/per-operation` repeats: the scenario's
/// variables and constraints on a new solver, with `width` and `height` strong edit variables suggested at 800×600,
/// every constraint added, then `updateVariables()`.
func build(_ scenario: Scenario, size: Int) throws -> (Solver, LayoutSystem) {
    let system = LayoutSystem()
    let solver = Solver()
    try solver.addEditVariable(system.width, strength: .strong)
    try solver.addEditVariable(system.height, strength: .strong)
    try solver.suggestValue(system.width, Window.initial.width)
    try solver.suggestValue(system.height, Window.initial.height)
    scenario.build(system, size)
    for constraint in system.constraints {
        try solver.add(constraint)
    }
    solver.updateVariables()
    return (solver, system)
}

/// Runs `scenario` at `size` `repeats` times, each time on a new solver:
///
/// 1. build: create the variables and constraints, make `width` and `height` strong edit variables suggested at
///    800×600, add every constraint, `updateVariables()`; construction is inside the time;
/// 2. first resize to 1000×700 (`suggestValue` ×2 + `updateVariables()`);
/// 3. the steady resizes;
/// 4. add and remove a medium constraint on the first view's width, `addRemoveCycles` times.
func measure(_ scenario: Scenario, size: Int, repeats: Int) throws -> CaseResult {
    var builds: [Duration] = [], firstResizes: [Duration] = [], steadyResizes: [Duration] = [],
        addRemoves: [Duration] = []
    var first:
        (
            constraintCount: Int, variableCount: Int, buildChecksum: Double, buildObjective: [LevelViolation],
            resizeChecksum: Double, resizeObjective: [LevelViolation]
        )?
    let clock = ContinuousClock()

    for _ in 0..<max(1, repeats) {
        let start = clock.now
        let (solver, system) = try build(scenario, size: size)
        builds.append(start.duration(to: clock.now))
        let buildChecksum = system.checksum
        let buildObjective = system.objective(window: Window.initial)

        firstResizes.append(try time(clock) { try resize(solver, system, to: Window.firstResize) })
        if first == nil {
            first = (
                system.constraints.count, system.variables.count, buildChecksum, buildObjective,
                system.checksum, system.objective(window: Window.firstResize)
            )
        }
        for window in Window.steadyResizes {
            steadyResizes.append(try time(clock) { try resize(solver, system, to: window) })
        }

        let extra = (system.views[0].width == 100) | .medium
        for _ in 0..<addRemoveCycles {
            addRemoves.append(
                try time(clock) {
                    try solver.add(extra)
                    try solver.remove(extra)
                })
        }
    }

    let firstRun = first!
    return CaseResult(
        scenario: scenario.name, size: size,
        constraintCount: firstRun.constraintCount, variableCount: firstRun.variableCount,
        repeats: max(1, repeats),
        buildMilliseconds: median(builds) * 1e3, firstResizeMilliseconds: median(firstResizes) * 1e3,
        steadyResizeMicroseconds: median(steadyResizes) * 1e6, addRemoveMicroseconds: median(addRemoves) * 1e6,
        buildChecksum: firstRun.buildChecksum, resizeChecksum: firstRun.resizeChecksum,
        buildObjective: firstRun.buildObjective, resizeObjective: firstRun.resizeObjective,
        peakResidentKiB: peakResidentKiB())
}

private func resize(_ solver: Solver, _ system: LayoutSystem, to window: WindowSize) throws {
    try solver.suggestValue(system.width, window.width)
    try solver.suggestValue(system.height, window.height)
    solver.updateVariables()
}

private func time(_ clock: ContinuousClock, _ body: () throws -> Void) rethrows -> Duration {
    let start = clock.now
    try body()
    return start.duration(to: clock.now)
}

/// The median, in seconds.
private func median(_ durations: [Duration]) -> Double {
    let seconds = durations.map { Double($0.components.seconds) + Double($0.components.attoseconds) * 1e-18 }.sorted()
    let middle = seconds.count / 2
    return seconds.count % 2 == 1 ? seconds[middle] : (seconds[middle - 1] + seconds[middle]) / 2
}
