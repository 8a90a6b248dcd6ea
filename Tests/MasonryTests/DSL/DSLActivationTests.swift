import Masonry
import Testing

/// `makeConstraints` activates each statement where its items are when it activates, not where they were when the
/// statement was made: a diagnostic handler run in between (a later statement's misuse is reported after the closure,
/// before anything is activated) may remove or move views.
@Suite struct DSLActivationTests {
    @Test func aHandlerThatFreesTheCommonAncestorLeavesTheStatementReportedAndInactive() {
        let scene = MisuseScenarios.GapScene()
        // `a` is a root of its own once its superview is gone: where the failed activation is reported.
        let orphaned = DiagnosticRecorder(scene.a)
        var handled = 0
        scene.root.diagnosticHandler = { [weak container = scene.container] _ in
            handled += 1
            container?.removeFromSuperview()
        }
        let made = scene.makeGapThenMisuse()
        #expect(handled == 1)
        #expect(scene.container == nil, "the handler freed the statement's common ancestor")
        #expect(made.count == 1)
        let gap = made.flatMap(\.layoutConstraints)
        #expect(gap.count == 1)
        #expect(gap.allSatisfy { !$0.isActive })
        #expect(scene.a.constraints.isEmpty && scene.b.constraints.isEmpty)
        #expect(orphaned.invalidConstraints.count == 1)
        if case .noCommonAncestor(let first, _, let second, _)? = orphaned.invalidConstraints.first?.reason {
            #expect(first === scene.a && second === scene.b)
        } else {
            Issue.record("expected no common ancestor, got \(orphaned.diagnostics.map(\.message))")
        }
    }

    @Test func aHandlerThatMovesTheItemToAnotherTreeLeavesTheStatementReportedAndInactive() {
        let scene = MisuseScenarios.GapScene()
        let elsewhere = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let moved = DiagnosticRecorder(elsewhere)
        scene.root.diagnosticHandler = { [a = scene.a] _ in elsewhere.addSubview(a) }
        let gap = scene.makeGapThenMisuse().flatMap(\.layoutConstraints)
        #expect(scene.a.superview === elsewhere)
        #expect(gap.count == 1 && gap.allSatisfy { !$0.isActive })
        #expect(scene.container?.constraints.isEmpty == true, "nothing installed on a view that does not contain a")
        #expect(elsewhere.constraints.isEmpty && scene.root.constraints.isEmpty)
        #expect(moved.invalidConstraints.count == 1)
        if case .noCommonAncestor(let first, _, let second, _)? = moved.invalidConstraints.first?.reason {
            #expect(first === scene.a && second === scene.b)
        } else {
            Issue.record("expected no common ancestor, got \(moved.diagnostics.map(\.message))")
        }
    }

    @Test func aHandlerThatMovesBothItemsInstallsOnTheirNewCommonAncestor() {
        let scene = MisuseScenarios.GapScene()
        let elsewhere = View(name: "elsewhere")
        scene.root.addSubview(elsewhere)
        scene.root.diagnosticHandler = { [a = scene.a, b = scene.b] _ in
            elsewhere.addSubview(a)
            elsewhere.addSubview(b)
        }
        let gap = scene.makeGapThenMisuse().flatMap(\.layoutConstraints)
        #expect(gap.count == 1 && gap.allSatisfy(\.isActive))
        #expect(elsewhere.constraints.count == 1 && elsewhere.constraints.first === gap.first)
        #expect(scene.container?.constraints.isEmpty == true)
    }
}
