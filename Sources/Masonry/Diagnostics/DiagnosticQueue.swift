/// The diagnostics a tree's engine finds while it works (a layout pass, a measurement), held until the work is
/// done and delivered then, when the engine is consistent again: a handler may look at the tree (its layout dump,
/// ambiguity, the constraints affecting a view, a fitting size) or lay it out, and never meets a solve half done.
///
/// Held diagnostics keep their order. A handler that starts more work (a layout pass) has what that work finds
/// delivered by the same loop, after it returns, so handlers never nest.
final class DiagnosticQueue {
    /// How many pieces of work are under way on the tree; diagnostics are held while there are any.
    private var holds = 0
    private var pending: [LayoutDiagnostic] = []
    private var isDelivering = false

    /// Whether diagnostics are held now.
    var isHolding: Bool { holds > 0 }

    /// Holds `diagnostic` until the work under way is done.
    func hold(_ diagnostic: LayoutDiagnostic) {
        pending.append(diagnostic)
    }

    /// Runs `body` with diagnostics held, then, when no other work is under way and no delivery is already running
    /// (one that will reach these too), delivers what was held to `root`'s handler.
    func holding<Result>(deliveringTo root: View, _ body: () -> Result) -> Result {
        holds += 1
        let result = body()
        holds -= 1
        if holds == 0 && !isDelivering && !pending.isEmpty { deliver(to: root) }
        return result
    }

    private func deliver(to root: View) {
        isDelivering = true
        var index = 0
        // `pending` may grow while a handler runs: what its own work finds is delivered in turn.
        while index < pending.count {
            let diagnostic = pending[index]
            index += 1
            root.deliver(diagnostic)
        }
        pending.removeAll()
        isDelivering = false
    }
}

extension View {
    /// Runs `body`, some work of the tree's engine, with the tree's diagnostics held until it is done.
    func holdingDiagnostics<Result>(_ body: () -> Result) -> Result {
        let root = rootView
        return root.layoutEngine.diagnosticQueue.holding(deliveringTo: root, body)
    }
}
