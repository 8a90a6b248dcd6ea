import Foundation
import Masonry
import SnapshotTesting
import Testing

/// The conflict log in full, as Auto Layout prints it, for a few representative conflicts: recorded once under
/// `__Snapshots__` and compared on every run, so a change to the wording, the order of the list or a constraint's
/// description shows up as a diff.
@Suite struct ConflictLogSnapshotTests {
    /// Records a missing snapshot locally; in CI (`CI` set) a missing or different snapshot fails.
    static let recording: SnapshotTestingConfiguration.Record =
        ProcessInfo.processInfo.environment["CI"] == nil ? .missing : .never

    /// The messages of every diagnostic the root received while laying out, in order, as they would be printed.
    private func log(of root: View, _ recorder: DiagnosticRecorder) -> String {
        root.layoutIfNeeded()
        return recorder.diagnostics.map(\.message).joined(separator: "\n")
    }

    @Test func twoRequiredWidths() {
        let root = makeRoot()
        let recorder = DiagnosticRecorder(root)
        let box = addConstrained(View(name: "box"), to: root)
        constrain(box, .left, to: root)
        constrain(box, .top, to: root)
        constrain(box, .height, constant: 50)
        constrain(box, .width, constant: 200)
        constrain(box, .width, constant: 300)
        let text = log(of: root, recorder)
        #expect(recorder.unsatisfiable.count == 1)
        withSnapshotTesting(record: Self.recording) {
            assertSnapshot(of: text, as: .lines)
        }
    }

    @Test func anAutoresizingMaskConflictCarriesTheNote() {
        let root = makeRoot()
        let recorder = DiagnosticRecorder(root)
        // Left translating its autoresizing mask: its frame becomes required constraints a width then fights.
        let panel = View(frame: Rect(x: 20, y: 40, width: 100, height: 60))
        panel.name = "panel"
        root.addSubview(panel)
        constrain(panel, .width, constant: 240)
        let text = log(of: root, recorder)
        #expect(recorder.unsatisfiable.count == 1)
        #expect(text.contains("translatesAutoresizingMaskIntoConstraints"))
        withSnapshotTesting(record: Self.recording) {
            assertSnapshot(of: text, as: .lines)
        }
    }

    @Test func aDSLConflictIsLoggedWithItsLabelsAndKeys() {
        let root = makeRoot()
        let recorder = DiagnosticRecorder(root)
        let avatar = addConstrained(View(name: "avatar"), to: root)
        let title = addConstrained(Label(name: "title"), to: root)
        avatar.mas.makeConstraints { make in
            make.top.left.equalToSuperview().inset(16).labeled("avatarCorner")
            make.size.equalTo(Size(width: 48, height: 48)).labeled("avatarSize")
        }
        title.mas.makeConstraints { make in
            make.left.equalTo(avatar.mas.right).offset(12).labeled("titleAfterAvatar")
            make.right.equalToSuperview().inset(16).labeled("titleTrailing")
            make.width.greaterThanOrEqualTo(400).labeled("titleMinimumWidth")
            make.top.equalTo(avatar)
        }
        let text = log(of: root, recorder)
        #expect(recorder.unsatisfiable.count == 1)
        withSnapshotTesting(record: Self.recording) {
            assertSnapshot(of: text, as: .lines)
        }
    }

    @Test func anAmbiguousLayoutIsNamedWithItsAxisAndMarkedInTheTree() {
        let root = makeRoot()
        let floating = addConstrained(View(name: "floating"), to: root)
        constrain(floating, .top, to: root, constant: 20)
        constrain(floating, .width, constant: 80)
        constrain(floating, .height, constant: 30)
        root.layoutIfNeeded()
        let text =
            floating.ambiguousAxes.map { LayoutDiagnostic.ambiguousLayout(floating, axis: $0).message }
            .joined(separator: "\n") + "\n" + root.layoutTree()
        #expect(floating.ambiguousAxes == [.horizontal])
        withSnapshotTesting(record: Self.recording) {
            assertSnapshot(of: text, as: .lines)
        }
    }
}
