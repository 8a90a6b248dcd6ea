/// The fixed point a solve looks for: solving can change what the constraints depend on (a wrapping label's height
/// for the width it was given, a derived safe area, preserved margins), so the constraints are refreshed and solved
/// again until nothing changes. The layout pass and `systemLayoutSizeFitting` both settle through here.
enum SettlingLoop {
    /// How many solves one settling allows in a shallow tree: a label that wraps settles in two; a layout that still
    /// changes after this many (text whose height for a width changes that width, for example) is not going to
    /// settle.
    static let maximumRounds = 4

    /// Runs `round` (which solves and returns whether what the constraints depend on changed) until a round changes
    /// nothing. A layout still changing after ``maximumRounds`` rounds, or after as many rounds as the tree under
    /// `view` has levels (plus two) when that is more, is reported on `view`'s tree as
    /// ``LayoutDiagnostic/layoutDidNotSettle(_:rounds:)`` (unless `reportsFailure` is `false`: a measurement that
    /// will be made again another way) and left as the last solve gave it. Returns whether the layout settled.
    ///
    /// Margins and safe areas are derived from solved frames, a level's from its parent's: each solve settles at
    /// least one more level of a chain of views pinned to their parents' margins, so a deep chain takes a solve per
    /// level, and only a layout that changes for longer than that is a real cycle.
    @discardableResult
    static func settle(
        _ view: View, maximumRounds: Int = maximumRounds, reportsFailure: Bool = true, round: (_ index: Int) -> Bool
    ) -> Bool {
        var limit = maximumRounds
        var index = 0
        var isExtended = false
        while index < limit {
            if !round(index) { return true }
            index += 1
            if index == limit && !isExtended {
                // The tree's height is read only for a layout that did not settle in the usual few rounds.
                isExtended = true
                limit = max(limit, view.subtreeHeight + 2)
            }
        }
        if reportsFailure { view.report(.layoutDidNotSettle(view, rounds: limit)) }
        return false
    }
}

extension View {
    /// How many levels the subtree has below the view (0 for a view without subviews).
    var subtreeHeight: Int {
        var deepest = depth
        forEachViewInSubtree { deepest = max(deepest, $0.depth) }
        return deepest - depth
    }
}
