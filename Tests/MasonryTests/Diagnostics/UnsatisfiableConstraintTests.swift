import Masonry
import Testing

/// Required constraints that cannot all hold: one is broken (kept at a priority above every other but below
/// required) and the conflict is reported once, in Auto Layout's words.
@Suite struct UnsatisfiableConstraintTests {
    /// A view whose width is required to be both 200 and 300.
    private func makeConflict() -> (
        root: View, view: View, first: LayoutConstraint, second: LayoutConstraint, recorder: DiagnosticRecorder
    ) {
        let root = makeRoot()
        let recorder = DiagnosticRecorder(root)
        let view = addConstrained(View(name: "view"), to: root)
        constrain(view, .left, to: root)
        constrain(view, .top, to: root)
        constrain(view, .height, constant: 50)
        let first = constrain(view, .width, constant: 200)
        first.identifier = "narrow"
        let second = constrain(view, .width, constant: 300)
        second.identifier = "wide"
        return (root, view, first, second, recorder)
    }

    @Test func theConflictIsReportedWithBothConstraints() {
        let (root, _, first, second, recorder) = makeConflict()
        root.layoutIfNeeded()
        #expect(recorder.unsatisfiable.count == 1)
        let report = recorder.unsatisfiable.first
        #expect(identities(report?.conflicting ?? []) == identities([first, second]))
        #expect(report?.broken === second) // the one whose addition made the system infeasible
        #expect(recorder.diagnostics.count == 1)
    }

    @Test func theMessageUsesAutoLayoutsWords() {
        let (root, _, _, _, recorder) = makeConflict()
        root.layoutIfNeeded()
        let message = recorder.unsatisfiable.first?.message ?? ""
        #expect(message.hasPrefix("Unable to simultaneously satisfy constraints."))
        #expect(message.contains("Will attempt to recover by breaking constraint"))
        #expect(message.contains("<LayoutConstraint:narrow View:view.width == 200>"))
        #expect(message.contains("<LayoutConstraint:wide View:view.width == 300>"))
    }

    @Test func theFirstConstraintKeepsTheFrame() {
        let (root, view, _, _, _) = makeConflict()
        root.layoutIfNeeded()
        expectFrame(view, Rect(x: 0, y: 0, width: 200, height: 50))
        // Both stay installed, as in UIKit.
        #expect(view.constraints.count == 3)
    }

    @Test func theConflictIsReportedOnlyOnceAcrossLayoutPasses() {
        let (root, view, _, _, recorder) = makeConflict()
        root.layoutIfNeeded()
        root.setNeedsLayout()
        root.layoutIfNeeded()
        root.frame = Rect(x: 0, y: 0, width: 320, height: 480)
        root.layoutIfNeeded()
        let other = addConstrained(View(name: "other"), to: root)
        place(other, in: root, at: Rect(x: 0, y: 100, width: 10, height: 10))
        root.layoutIfNeeded()
        #expect(recorder.unsatisfiable.count == 1)
        expectFrame(view, Rect(x: 0, y: 0, width: 200, height: 50))
    }

    @Test func removingTheOtherSideOfTheConflictSatisfiesTheBrokenConstraint() {
        let (root, view, first, _, recorder) = makeConflict()
        root.layoutIfNeeded()
        first.isActive = false
        root.layoutIfNeeded()
        expectFrame(view, Rect(x: 0, y: 0, width: 300, height: 50))
        #expect(recorder.unsatisfiable.count == 1)
    }

    @Test func theBrokenConstraintStillOutranksOptionalOnes() {
        let root = makeRoot()
        let recorder = DiagnosticRecorder(root)
        let view = addConstrained(View(name: "view"), to: root)
        constrain(view, .left, to: root)
        constrain(view, .top, to: root)
        constrain(view, .height, constant: 50)
        constrain(view, .width, .lessThanOrEqual, constant: 200)
        constrain(view, .width, constant: 300) // broken: as close to 300 as ≤ 200 allows
        constrain(view, .width, constant: 10, priority: 999)
        root.layoutIfNeeded()
        #expect(recorder.unsatisfiable.count == 1)
        expectFrame(view, Rect(x: 0, y: 0, width: 200, height: 50))
    }

    @Test func resizingTheRootIntoAConflictIsReportedAndRecovers() {
        let root = makeRoot()
        let recorder = DiagnosticRecorder(root)
        let view = addConstrained(View(name: "view"), to: root)
        constrain(view, .left, to: root, constant: 10)
        constrain(view, .right, .lessThanOrEqual, to: root, constant: -10)
        constrain(view, .width, .greaterThanOrEqual, constant: 300)
        constrain(view, .width, constant: 0, priority: .defaultLow) // as narrow as allowed
        constrain(view, .top, to: root)
        constrain(view, .height, constant: 10)
        root.layoutIfNeeded()
        #expect(recorder.unsatisfiable.isEmpty)
        root.frame = Rect(x: 0, y: 0, width: 200, height: 667) // 10 + 300 + 10 no longer fits
        root.layoutIfNeeded()
        #expect(recorder.unsatisfiable.count == 1)
        #expect(root.frame == Rect(x: 0, y: 0, width: 200, height: 667))
        #expect(view.frame.width >= 300) // the required minimum still holds
        root.frame = Rect(x: 0, y: 0, width: 375, height: 667)
        root.layoutIfNeeded()
        #expect(recorder.unsatisfiable.count == 1)
        expectFrame(view, Rect(x: 10, y: 0, width: 300, height: 10))
    }

    @Test func aConflictThatInvolvesTheRootSizeNeverResizesTheRoot() {
        let root = makeRoot()
        let recorder = DiagnosticRecorder(root)
        let view = addConstrained(View(name: "view"), to: root)
        let edges = pinEdges(of: view, to: root)
        let tooWide = constrain(view, .width, constant: 500)
        root.layoutIfNeeded()
        #expect(recorder.unsatisfiable.count == 1)
        // The root's width is held like UIKit's encapsulated-layout width: the user constraint is the one broken.
        let report = recorder.unsatisfiable.first
        #expect(report?.broken === tooWide)
        let conflicting = identities(report?.conflicting ?? [])
        #expect(conflicting.isSuperset(of: identities([edges[1], edges[3], tooWide])))
        #expect(report?.message.contains("View:root.width == 375") == true)
        #expect(root.frame == Rect(x: 0, y: 0, width: 375, height: 667))
        expectFrame(view, Rect(x: 0, y: 0, width: 375, height: 667))
    }

    @Test func aReplacementActivatedBeforeTheOldOneIsDeactivatedIsNoConflict() {
        let root = makeRoot()
        let recorder = DiagnosticRecorder(root)
        let view = addConstrained(View(name: "view"), to: root)
        place(view, in: root, at: Rect(x: 0, y: 0, width: 100, height: 50))
        root.layoutIfNeeded()
        let narrow = view.constraints.first { $0.firstAttribute == .width }
        // Between two passes the new width comes in before the old one goes: only the end state is solved.
        constrain(view, .width, constant: 300)
        narrow?.isActive = false
        root.layoutIfNeeded()
        #expect(recorder.diagnostics.isEmpty)
        expectFrame(view, Rect(x: 0, y: 0, width: 300, height: 50))
    }

    @Test func aViewLaidOutByItsFrameCanBeHandedToConstraintsWithoutConflict() {
        let root = makeRoot()
        let recorder = DiagnosticRecorder(root)
        let view = View(frame: Rect(x: 10, y: 10, width: 50, height: 50))
        root.addSubview(view)
        root.layoutIfNeeded()
        constrain(view, .top, to: root, constant: 100)
        constrain(view, .left, to: root, constant: 20)
        fixSize(of: view, width: 80, height: 40)
        view.translatesAutoresizingMaskIntoConstraints = false
        root.layoutIfNeeded()
        #expect(recorder.diagnostics.isEmpty)
        expectFrame(view, Rect(x: 20, y: 100, width: 80, height: 40))
    }
}
