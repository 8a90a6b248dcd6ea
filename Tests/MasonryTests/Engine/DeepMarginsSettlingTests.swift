import Masonry
import Testing

/// Preserved margins and derived safe areas settle at any depth: each level's margins follow from its parent's,
/// which are known only after a solve, so a chain takes a solve per level; only a real cycle is reported.
@Suite struct DeepMarginsSettlingTests {
    @Test(arguments: [15, 27, 100], [true, false])
    func aChainPinnedToPreservedMarginsSettlesAtAnyDepth(depth: Int, withSafeArea: Bool) {
        // Big enough that 100 levels of 8-point margins on each side leave room.
        let size = depth > 20 ? Size(width: 2_000, height: 2_000) : Size(width: 375, height: 667)
        let safeArea = withSafeArea ? (top: 44.0, bottom: 34.0) : (top: 0.0, bottom: 0.0)
        let (root, innermost, recorder) = MisuseScenarios.preservedMarginsChain(
            depth: depth, size: size, safeArea: safeArea)
        root.layoutIfNeeded()
        #expect(recorder.diagnostics.isEmpty, "\(recorder.diagnostics.map(\.message))")
        // Every level is 8 in from its parent's margins; the first also keeps out of the safe area.
        let levels = Double(depth)
        let expected = Rect(
            x: 8, y: 8, width: size.width - 16 * levels,
            height: size.height - safeArea.top - safeArea.bottom - 16 * levels)
        expectFrame(innermost, expected)
    }

    @Test func theIssuesFifteenLevelChainUnderASafeAreaEndsAtItsExpectedFrame() {
        let (root, innermost, recorder) = MisuseScenarios.preservedMarginsChain(
            depth: 15, size: Size(width: 375, height: 667), safeArea: (top: 44, bottom: 34))
        root.layoutIfNeeded()
        expectFrame(innermost, Rect(x: 8, y: 8, width: 135, height: 349))
        #expect(recorder.diagnostics.isEmpty)
    }
}
