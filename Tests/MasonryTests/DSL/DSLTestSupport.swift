import Masonry
import Testing

// Helpers for the DSL suites: reading the misuse reports a recorder collected, and checking that exactly one was made
// where the test says.

extension DiagnosticRecorder {
    /// The DSL misuse reports, in order.
    var misuses: [(reason: MisuseReason, location: CodeLocation)] {
        diagnostics.compactMap {
            if case .misuse(let reason, let location) = $0 { (reason, location) } else { nil }
        }
    }
}

/// Expects `recorder` to have received exactly one diagnostic, a DSL misuse written in the calling file (its
/// `#fileID`) at `line`, whose reason `matches` says is the expected one.
func expectOneMisuse(
    _ recorder: DiagnosticRecorder, atLine line: Int,
    fileID: String = #fileID, sourceLocation: Testing.SourceLocation = #_sourceLocation,
    where matches: (MisuseReason) -> Bool
) {
    #expect(
        recorder.diagnostics.count == 1, "expected one diagnostic, got \(recorder.diagnostics.map(\.message))",
        sourceLocation: sourceLocation)
    guard let misuse = recorder.misuses.first else {
        Issue.record("no misuse was reported", sourceLocation: sourceLocation)
        return
    }
    #expect(misuse.location.file == fileID, sourceLocation: sourceLocation)
    #expect(
        misuse.location.line == line, "reported at line \(misuse.location.line), expected \(line)",
        sourceLocation: sourceLocation)
    #expect(misuse.location.column == nil, sourceLocation: sourceLocation)
    #expect(matches(misuse.reason), "unexpected reason: \(misuse.reason)", sourceLocation: sourceLocation)
}

/// Every Auto Layout constraint of some DSL statements.
func layoutConstraints(of constraints: [Constraint]) -> [LayoutConstraint] {
    constraints.flatMap(\.layoutConstraints)
}

/// root (375×667) ⊃ { view, other }, with other placed at (50, 60, 100, 80) by plain constraints: the scene the
/// target and modifier suites make `view`'s statements in.
struct DSLScene {
    let root: View
    let view = View(name: "view"), other = View(name: "other")

    init(root: View = makeRoot()) {
        self.root = root
        root.addSubview(view)
        addConstrained(other, to: root)
        place(other, in: root, at: Rect(x: 50, y: 60, width: 100, height: 80))
    }

    /// The constraints the DSL makes for `view`, activated, in statement order.
    func make(_ closure: (ConstraintMaker) -> Void) -> [LayoutConstraint] {
        view.mas.makeConstraints(closure).flatMap(\.layoutConstraints)
    }

    func layOut() { root.layoutIfNeeded() }
}
