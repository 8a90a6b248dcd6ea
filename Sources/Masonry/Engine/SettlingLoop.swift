/// The fixed point a solve looks for: solving can change what the constraints depend on (a wrapping label's height
/// for the width it was given, a derived safe area, preserved margins), so the constraints are refreshed and solved
/// again until nothing changes. The layout pass and `systemLayoutSizeFitting` both settle through here.
enum SettlingLoop {
    /// How many solves one settling allows: a label that wraps settles in two; a layout that still changes after
    /// this many (text whose height for a width changes that width, for example) is not going to settle.
    static let maximumRounds = 4

    /// Runs `round` (which solves and returns whether what the constraints depend on changed) until a round changes
    /// nothing, at most `maximumRounds` times. A layout still changing after the last round is reported on `view`'s
    /// tree as ``LayoutDiagnostic/layoutDidNotSettle(_:rounds:)`` and left as the last solve gave it. Returns whether
    /// the layout settled.
    @discardableResult
    static func settle(_ view: View, maximumRounds: Int = maximumRounds, round: (_ index: Int) -> Bool) -> Bool {
        for index in 0..<maximumRounds {
            if !round(index) { return true }
        }
        view.report(.layoutDidNotSettle(view, rounds: maximumRounds))
        return false
    }
}
