import Masonry
import Testing

/// Solving again while a solve changes what the constraints depend on, in the layout pass and in measuring alike.
@Suite struct SettlingTests {
    @Test func aLayoutWhoseMarginsChaseItsPositionIsReportedAsNotSettling() {
        let root = makeRoot()
        root.layoutMargins = EdgeInsets(top: 8, left: 100, bottom: 8, right: 8)
        let recorder = DiagnosticRecorder(root)
        let child = addConstrained(View(name: "child"), to: root)
        child.preservesSuperviewLayoutMargins = true
        // The child's left margin keeps clear of the root's (100 in from the root's edge), and the child is placed by
        // its own margin: each solve moves the child left, which widens its margin, which moves it left again.
        constrain(child.layoutMarginsGuide, .left, to: root, .left, constant: 20)
        constrain(child, .top, to: root)
        fixSize(of: child, width: 50, height: 50)
        root.layoutIfNeeded()
        let reports = recorder.diagnostics.compactMap { diagnostic -> (View, Int, String)? in
            if case .layoutDidNotSettle(let view, let rounds) = diagnostic {
                (view, rounds, diagnostic.message)
            } else {
                nil
            }
        }
        #expect(reports.count == 1)
        #expect(reports.first?.0 === root)
        #expect(reports.first?.1 == 4)
        #expect(reports.first?.2.contains("did not settle after 4 solves") == true)
    }

    @Test func aLayoutThatSettlesReportsNothing() {
        let root = makeRoot()
        let recorder = DiagnosticRecorder(root)
        let label = addConstrained(
            Label(name: "label", text: "The quick brown fox jumps over the lazy dog again and again"), to: root)
        label.numberOfLines = 0
        constrain(label, .top, to: root, constant: 20)
        constrain(label, .left, to: root, constant: 20)
        constrain(label, .width, constant: 155)
        root.layoutIfNeeded()
        // Wrapping at 155 takes a second solve for the height; then nothing changes.
        #expect(label.frame.height > label.font.lineHeight)
        #expect(recorder.diagnostics.isEmpty)
    }
}
