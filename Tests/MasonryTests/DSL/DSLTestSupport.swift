import Testing
import Masonry

// Helpers for the DSL suites: reading the misuse reports a recorder collected, and checking that exactly one was made
// where the test says.

extension DiagnosticRecorder {
    /// The DSL misuse reports, in order.
    var misuses: [(message: String, file: String, line: Int)] {
        diagnostics.compactMap {
            if case .misuse(let message, let file, let line) = $0 { (message, file, line) } else { nil }
        }
    }
}

/// Expects `recorder` to have received exactly one diagnostic, a DSL misuse written in the calling file (its
/// `#fileID`) at `line`, whose message contains each of `fragments`.
func expectOneMisuse(
    _ recorder: DiagnosticRecorder, atLine line: Int, saying fragments: String...,
    fileID: String = #fileID, sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(recorder.diagnostics.count == 1, "expected one diagnostic, got \(recorder.diagnostics.map(\.message))",
            sourceLocation: sourceLocation)
    guard let misuse = recorder.misuses.first else {
        Issue.record("no misuse was reported", sourceLocation: sourceLocation)
        return
    }
    #expect(misuse.file == fileID, sourceLocation: sourceLocation)
    #expect(misuse.line == line, "reported at line \(misuse.line), expected \(line)", sourceLocation: sourceLocation)
    for fragment in fragments {
        #expect(misuse.message.contains(fragment), "“\(misuse.message)” does not say “\(fragment)”",
                sourceLocation: sourceLocation)
    }
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
