import Masonry
import Testing

/// Diagnostics reach the handler after the engine's work, never from the middle of a solve: a handler that looks at
/// the tree when told of a conflict (what UIKit users do to debug one) sees a consistent tree and cannot start a
/// solve inside the one that found the conflict.
@Suite struct DiagnosticDeliveryTests {
    /// What a handler may do with the tree when told of a conflict.
    enum Inspection: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case layoutTree, hasAmbiguousLayout, constraintsAffectingLayout, systemLayoutSizeFitting, layoutIfNeeded
        var testDescription: String { rawValue }

        /// Runs the inspection on `view` of `root`'s tree; returns a summary of what it saw.
        func run(on view: View, in root: View) -> String {
            switch self {
            case .layoutTree: root.layoutTree()
            case .hasAmbiguousLayout: "\(view.hasAmbiguousLayout)"
            case .constraintsAffectingLayout: "\(view.constraintsAffectingLayout(for: .horizontal).count)"
            case .systemLayoutSizeFitting: "\(root.systemLayoutSizeFitting(View.layoutFittingCompressedSize))"
            case .layoutIfNeeded:
                {
                    root.layoutIfNeeded()
                    return "\(view.frame)"
                }()
            }
        }
    }

    @Test(arguments: Inspection.allCases)
    func aHandlerThatInspectsTheTreeDuringALayoutPassSeesItLaidOut(_ inspection: Inspection) {
        let (root, view) = MisuseScenarios.conflictingTree()
        var seen: [(diagnostic: LayoutDiagnostic, frame: Rect, summary: String)] = []
        root.diagnosticHandler = { diagnostic in
            seen.append((diagnostic, view.frame, inspection.run(on: view, in: root)))
        }
        root.layoutIfNeeded()
        // A measurement solves the tree's constraints on its own, so it finds (and reports) the conflict as well.
        let expected = inspection == .systemLayoutSizeFitting ? 2 : 1
        #expect(seen.count == expected)
        guard let first = seen.first, case .unsatisfiable(let broken, _) = first.diagnostic else {
            Issue.record("no conflict reported")
            return
        }
        // Delivered after the pass: the view already has the frame the pass gives it.
        #expect(first.frame == view.frame)
        #expect(view.frame == Rect(x: 10, y: 10, width: 100, height: 40))
        #expect(broken.constant == 200)
        #expect(!first.summary.isEmpty)
        // The handler's own work left the tree laid out and quiet: a second pass reports nothing again.
        root.layoutIfNeeded()
        #expect(seen.count == expected)
    }

    @Test(arguments: Inspection.allCases)
    func aHandlerThatInspectsTheTreeDuringAMeasurementGetsTheSize(_ inspection: Inspection) {
        let (root, view) = MisuseScenarios.conflictingTree()
        var reports = 0
        root.diagnosticHandler = { _ in
            reports += 1
            _ = inspection.run(on: view, in: root)
        }
        let size = view.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        #expect(size == Size(width: 100, height: 40))
        #expect(reports >= 1)
    }

    @Test func aHandlerThatChangesConstraintsHasItsChangesLaidOutAndItsNewConflictsDelivered() {
        let (root, view) = MisuseScenarios.conflictingTree()
        var messages: [String] = []
        var added: LayoutConstraint?
        root.diagnosticHandler = { diagnostic in
            messages.append(diagnostic.message)
            guard added == nil else { return }
            // A second conflict, found by the handler's own pass: delivered by the same loop, after this returns.
            added = constrain(view, .height, constant: 80)
            root.layoutIfNeeded()
        }
        root.layoutIfNeeded()
        #expect(messages.count == 2)
        #expect(view.frame.height == 40)
    }

    @Test func aLayoutPassAskedForWhileOneRunsIsTakenInByTheRunningPass() {
        final class Resizing: View {
            var width: LayoutConstraint?
            var calls = 0
            override func layoutSubviews() {
                super.layoutSubviews()
                calls += 1
                if calls == 1 {
                    width?.constant = 150
                    layoutIfNeeded() // inside the pass: nothing now, the running pass solves again
                }
            }
        }
        let root = Resizing(frame: Rect(x: 0, y: 0, width: 375, height: 667))
        let view = addConstrained(View(name: "box"), to: root)
        place(view, in: root, at: Rect(x: 0, y: 0, width: 100, height: 20))
        root.width = view.constraints.first { $0.firstAttribute == .width }
        root.layoutIfNeeded()
        #expect(view.frame.width == 150)
        #expect(root.calls == 2)
    }
}
