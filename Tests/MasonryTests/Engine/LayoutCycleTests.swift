import Masonry
import Testing

/// The order in which layout callbacks ran, shared by the views of one tree.
private final class CallLog {
    var entries: [String] = []
}

/// A view that records its `updateConstraints()` and `layoutSubviews()` calls, and can hold a width that its
/// `updateConstraints()` applies (UIKit's "change constraints in one place" pattern).
private final class RecordingView: View {
    let log: CallLog
    var widthConstraint: LayoutConstraint?
    var preferredWidth: Double = 100 { didSet { setNeedsUpdateConstraints() } }
    /// Subview frames as `layoutSubviews()` saw them after `super`.
    var framesSeenInLayout: [Rect] = []

    init(_ name: String, log: CallLog) {
        self.log = log
        super.init(frame: .zero)
        self.name = name
    }

    override func updateConstraints() {
        log.entries.append("update \(name ?? "")")
        widthConstraint?.constant = preferredWidth
        super.updateConstraints()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        log.entries.append("layout \(name ?? "")")
        framesSeenInLayout = subviews.map(\.frame)
    }
}

@Suite struct LayoutCycleTests {
    /// root ⊃ parent ⊃ child, every one recording into the same log; parent and child are constrained.
    private func makeTree() -> (root: RecordingView, parent: RecordingView, child: RecordingView, log: CallLog) {
        let log = CallLog()
        let root = RecordingView("root", log: log)
        root.frame = Rect(x: 0, y: 0, width: 375, height: 667)
        let parent = addConstrained(RecordingView("parent", log: log), to: root)
        let child = addConstrained(RecordingView("child", log: log), to: parent)
        pinEdges(of: parent, to: root, insets: EdgeInsets(all: 10))
        constrain(child, .left, to: parent)
        constrain(child, .top, to: parent)
        constrain(child, .height, constant: 50)
        child.widthConstraint = constrain(child, .width, constant: 0)
        return (root, parent, child, log)
    }

    @Test func updateConstraintsRunsBottomUpBeforeAnyLayout() {
        let (root, _, _, log) = makeTree()
        root.layoutIfNeeded()
        #expect(Array(log.entries.prefix(3)) == ["update child", "update parent", "update root"])
        #expect(log.entries.dropFirst(3).allSatisfy { $0.hasPrefix("layout") })
    }

    @Test func layoutSubviewsRunsTopDownWithTheSolvedFramesInPlace() {
        let (root, parent, child, log) = makeTree()
        root.layoutIfNeeded()
        let layouts = log.entries.filter { $0.hasPrefix("layout") }
        #expect(layouts.first == "layout root")
        #expect(layouts.contains("layout parent"))
        // By the time an override runs after `super`, the subviews have their frames.
        #expect(root.framesSeenInLayout == [Rect(x: 10, y: 10, width: 355, height: 647)])
        #expect(parent.framesSeenInLayout == [Rect(x: 0, y: 0, width: 100, height: 50)])
        expectFrame(child, Rect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test func updateConstraintsCanChangeConstantsBeforeTheSolve() {
        let (root, _, child, log) = makeTree()
        root.layoutIfNeeded()
        log.entries.removeAll()
        child.preferredWidth = 240
        root.layoutIfNeeded()
        #expect(log.entries.first == "update child")
        #expect(!log.entries.contains("update parent")) // only the view that asked is updated
        expectFrame(child, Rect(x: 0, y: 0, width: 240, height: 50))
    }

    @Test func layoutIfNeededWithNothingPendingCallsNoCallbacks() {
        let (root, parent, _, log) = makeTree()
        root.layoutIfNeeded()
        log.entries.removeAll()
        root.layoutIfNeeded()
        parent.layoutIfNeeded()
        #expect(log.entries.isEmpty)
    }

    @Test func setNeedsLayoutRunsOnlyThatViewsLayoutSubviews() {
        let (root, parent, _, log) = makeTree()
        root.layoutIfNeeded()
        log.entries.removeAll()
        parent.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(log.entries == ["layout parent"])
    }

    @Test func updateConstraintsIfNeededRunsTheUpdatePassWithoutLayingOut() {
        let (root, _, child, log) = makeTree()
        root.layoutIfNeeded()
        log.entries.removeAll()
        child.setNeedsUpdateConstraints()
        root.updateConstraintsIfNeeded()
        #expect(log.entries == ["update child"])
        root.updateConstraintsIfNeeded() // nothing is pending any more
        #expect(log.entries == ["update child"])
    }

    @Test func aSubtreeAddedToALaidOutTreeIsUpdatedAtTheNextPass() {
        let (root, parent, _, log) = makeTree()
        root.layoutIfNeeded()
        log.entries.removeAll()
        let added = RecordingView("added", log: log)
        let leaf = RecordingView("leaf", log: log)
        added.addSubview(leaf)
        parent.addSubview(added)
        root.layoutIfNeeded()
        let updates = log.entries.filter { $0.hasPrefix("update") }
        // The new views, subviews first: found below the views above them, which did not ask themselves.
        #expect(updates == ["update leaf", "update added"])
    }

    @Test func activatingAConstraintLaysOutAgainAtTheNextPass() {
        let (root, _, child, _) = makeTree()
        root.layoutIfNeeded()
        child.widthConstraint?.isActive = false
        constrain(child, .right, to: root, constant: -30) // child in parent: right at 375 − 30 − 10 = 335
        root.layoutIfNeeded()
        expectFrame(child, Rect(x: 0, y: 0, width: 335, height: 50))
    }
}
