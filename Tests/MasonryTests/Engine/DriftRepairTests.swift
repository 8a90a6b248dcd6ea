@_spi(Testing) import Cassowary
import Testing

@testable import Masonry

/// The engine checks the required constraints after a solve when rounding can have broken one (large numbers, or
/// a long run of solves), and then rebuilds its solver, which gives the exact solution again. The drift is made by
/// hand (`Solver.disturbValue`), as the many changes with 1e9-sized numbers that first showed it did.
@Suite struct DriftRepairTests {
    /// A root 375 × 667 with a box pinned 16 inside it, 44 high, and a view held 5e8 wide (a number past the range
    /// the check may be skipped in) when `largeNumbers`.
    private final class Scene {
        let root = View(frame: Rect(x: 0, y: 0, width: 375, height: 667))
        let box = View(name: "box")
        let far = View(name: "far")

        init(largeNumbers: Bool) {
            root.addSubview(box)
            box.mas.makeConstraints { make in
                make.left.top.equalToSuperview().offset(16)
                make.right.equalToSuperview().offset(-16)
                make.height.equalTo(44)
            }
            if largeNumbers {
                root.addSubview(far)
                far.mas.makeConstraints { make in
                    make.left.top.equalToSuperview()
                    make.width.equalTo(5e8)
                    make.height.equalTo(10)
                }
            }
            root.layoutIfNeeded()
        }

        var engine: LayoutEngine? { root.layoutEngineIfCreated }

        /// Moves one of the box's solved values (the first that is basic in the solver) by `delta`; whether one
        /// moved.
        func disturbBox(by delta: Double) -> Bool {
            guard let solver = engine?.solver else { return false }
            return [box.widthVariable, box.minXVariable, box.heightVariable, box.minYVariable].contains {
                solver.disturbValue(of: $0, by: delta)
            }
        }

        /// Solves again with nothing changed.
        func solveAgain() {
            root.setNeedsLayout()
            root.layoutIfNeeded()
        }
    }

    private static let boxFrame = Rect(x: 16, y: 16, width: 343, height: 44)

    @Test func withLargeNumbersEverySolveChecksAndADriftedSolutionIsRepaired() throws {
        let scene = Scene(largeNumbers: true)
        let engine = try #require(scene.engine)
        #expect(scene.box.frame == Self.boxFrame)
        let checks = engine.requiredChecks
        try #require(scene.disturbBox(by: 3))
        scene.solveAgain()
        #expect(engine.requiredChecks == checks + 1)
        #expect(engine.driftRepairs == 1)
        #expect(scene.box.frame == Self.boxFrame)
        #expect(scene.far.frame.width == 5e8)
    }

    @Test func withSmallNumbersTheCheckIsSkippedButStillRunsEveryFewHundredSolves() throws {
        let scene = Scene(largeNumbers: false)
        let engine = try #require(scene.engine)
        let checks = engine.requiredChecks
        scene.solveAgain()
        #expect(engine.requiredChecks == checks)
        try #require(scene.disturbBox(by: 3))
        for _ in 0..<LayoutEngine.solvesBetweenChecks { scene.solveAgain() }
        #expect(engine.requiredChecks == checks + 1)
        #expect(engine.driftRepairs == 1)
        #expect(scene.box.frame == Self.boxFrame)
    }
}
