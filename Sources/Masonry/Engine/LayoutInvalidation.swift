/// What the model (views, constraints, guides: the Items and Constraints folders) may ask of a layout engine: tell
/// it what changed, drop it, and ask whether it has solved and where it put an item (a guide's `layoutFrame`).
/// Nothing else: the model holds what users set, and the engine derives everything from it at the next pass and
/// keeps what it derived (``derivedViewState``).
///
/// The model reaches an engine only through a root's hooks (`View.layoutEngineIfCreated`,
/// `View.fittingEngineIfCreated`), and only to call these members; `LayeringTests` fails if it does more.
extension LayoutEngine {
    /// The names of the members the model may use (the test reads this list from the source).
    static let invalidationInterface: Set<String> = [
        "invalidate", "invalidateStructure", "detach", "isSolved", "solvedRect"
    ]

    /// The names of the state the engine derives for each view and keeps itself (its ``ViewTable``s and the
    /// accessors over them): the model neither declares nor uses them. The test reads this list from the source,
    /// and checks that it names every `ViewTable` the engine declares.
    static let derivedViewState: Set<String> = ["frames", "exerciseDirections", "engineFrame"]

    /// The tree's shape changed (a view added, removed or moved), or something every constraint's lowering depends
    /// on (a layout direction): the next pass compares the whole tree with what is installed, so the marks made so
    /// far are not needed.
    func invalidateStructure() {
        needsResync = true
        // A subtree that moved in may hold measured views.
        islands.mayExist = true
        forgetMarks(keepingCapacity: false)
    }
}
