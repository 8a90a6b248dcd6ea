import Masonry
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Incremental layout equals a fresh one: random edit sequences on random trees and stacks, laid out after every
/// step, must give the frames a tree built fresh in the final state gives, within half a pixel, wherever the fresh
/// layout is unambiguous, free of conflicts (which constraint a conflict breaks depends on the order of activation,
/// so there the two may rightly differ) and settles. Seeded and deterministic; `MASONRY_DIFFERENTIAL_COUNT` sets
/// how many sequences of each kind run (1,500 of each by default).
@Suite struct IncrementalLayoutDifferentialTests {
    static var sequenceCount: Int {
        guard let text = getenv("MASONRY_DIFFERENTIAL_COUNT"), let count = Int(String(cString: text)), count > 0
        else { return 1_500 }
        return count
    }

    /// What the two layouts disagree on, if anything: `nil` when they agree or the fresh one does not decide.
    static func disagreement(incremental: [View], fresh: [View], freshDiagnostics: [LayoutDiagnostic]) -> String? {
        let incrementalFrames = incremental.map(\.frame), freshFrames = fresh.map(\.frame)
        // A conflict broken one way or the other, or a layout with no fixed point, depends on history.
        let isUndecided = freshDiagnostics.contains { diagnostic in
            switch diagnostic {
            case .unsatisfiable, .layoutDidNotSettle: true
            default: false
            }
        }
        if isUndecided { return nil }
        guard !fresh.dropFirst().contains(where: \.hasAmbiguousLayout) else { return nil }
        for (index, (a, b)) in zip(incrementalFrames, freshFrames).enumerated()
        where !areFromValuesWithinHalfAPixel(a, b) {
            return "\(fresh[index].name ?? "view \(index)"): incremental \(a), fresh \(b)"
        }
        return nil
    }

    /// Runs one anchor sequence; returns what differs, with the seed to replay it.
    static func runConstraintSequence(seed: UInt64) -> String? {
        var random = SplitMix64(seed: seed)
        var scene = ConstraintScene.random(using: &random)
        let live = ConstraintSceneTree(scene)
        live.root.layoutIfNeeded()
        for _ in 0..<Int.random(in: 1...12, using: &random) {
            // One edit or several before the next layout: the engine takes them in one synchronisation.
            for _ in 0..<(Bool.random(using: &random) ? 1 : Int.random(in: 2...5, using: &random)) {
                let index = scene.edit(using: &random)
                live.apply(scene.statements[index], at: index)
            }
            live.root.layoutIfNeeded()
        }
        let fresh = ConstraintSceneTree(scene)
        fresh.root.layoutIfNeeded()
        return disagreement(incremental: live.views, fresh: fresh.views, freshDiagnostics: fresh.diagnostics)
            .map { "seed \(seed): \($0)" }
    }

    /// Runs one stack sequence; returns what differs, with the seed to replay it.
    static func runStackSequence(seed: UInt64) -> String? {
        var random = SplitMix64(seed: seed)
        var scene = StackScene.random(using: &random)
        let live = StackSceneTree(scene)
        live.root.layoutIfNeeded()
        for _ in 0..<Int.random(in: 1...6, using: &random) {
            scene.edit(using: &random)
            live.apply(scene)
            live.root.layoutIfNeeded()
        }
        let fresh = StackSceneTree(scene)
        fresh.root.layoutIfNeeded()
        let liveViews = [live.stack] + live.arranged(scene), freshViews = [fresh.stack] + fresh.arranged(scene)
        return disagreement(
            incremental: [live.root] + liveViews, fresh: [fresh.root] + freshViews,
            freshDiagnostics: fresh.diagnostics
        ).map { "seed \(seed): \($0)" }
    }

    /// Issue 22's stack reproducer: reconfigured after a layout (first view hidden, equal centring), then with the
    /// alignment and spacing changed together, the stack must lay out as one built fresh that way.
    @Test(arguments: [StackView.Alignment.leading, .firstBaseline])
    func aReconfiguredEqualCenteringStackLaysOutAsAFreshOne(_ alignment: StackView.Alignment) {
        let (incremental, fresh) = MisuseScenarios.reconfiguredStackFrames(
            Self.equalCenteringReconfiguration(alignment))
        for (a, b) in zip(incremental, fresh) { #expect(isClose(a, b), "\(a) != \(b)") }
        #expect(incremental[2].minY == 30)
    }

    /// The reproducer's two reconfigurations, ending with `alignment`.
    static func equalCenteringReconfiguration(_ alignment: StackView.Alignment) -> [(StackView, [View]) -> Void] {
        [
            { stack, views in
                views[0].isHidden = true
                stack.axis = .vertical
                stack.distribution = .equalCentering
                stack.alignment = .center
                stack.spacing = 4
            },
            { stack, _ in
                stack.alignment = alignment
                stack.spacing = 0
            }
        ]
    }

    @Test func randomConstraintEditsLayOutAsAFreshTree() {
        var failures: [String] = []
        for seed in 0..<UInt64(Self.sequenceCount) {
            if let failure = Self.runConstraintSequence(seed: seed) { failures.append(failure) }
        }
        #expect(failures.isEmpty, "\(failures.count) sequences differ: \(failures.prefix(5))")
    }

    @Test func randomStackReconfigurationsLayOutAsAFreshStack() {
        var failures: [String] = []
        for seed in 0..<UInt64(Self.sequenceCount) {
            if let failure = Self.runStackSequence(seed: seed) { failures.append(failure) }
        }
        #expect(failures.isEmpty, "\(failures.count) sequences differ: \(failures.prefix(5))")
    }
}
