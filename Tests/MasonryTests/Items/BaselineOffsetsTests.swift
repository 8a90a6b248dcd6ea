import Masonry
import Testing

/// A view that shows text its own way, stating where its baselines are (as a button's are its title's).
private final class Captioned: View {
    var offsets: (firstFromTop: Double, lastFromBottom: Double)?

    init(_ name: String, offsets: (firstFromTop: Double, lastFromBottom: Double)?) {
        self.offsets = offsets
        super.init(name: name)
    }

    override var intrinsicContentSize: Size { Size(width: 60, height: 30) }
    override var baselineOffsetsFromEdges: (firstFromTop: Double, lastFromBottom: Double)? { offsets }
}

/// `baselineOffsetsFromEdges`: a view states its baselines, and constraints and stack views align on them.
@Suite struct BaselineOffsetsTests {
    /// `view` at (20, 100) in a fresh root, and a 10×10 marker whose top is held at `attribute` of it.
    private func markBaseline(of view: View, _ attribute: LayoutAttribute) -> (root: View, marker: View) {
        let root = makeRoot()
        addConstrained(view, to: root)
        constrain(view, .left, to: root, constant: 20)
        constrain(view, .top, to: root, constant: 100)
        let marker = addConstrained(View(name: "marker"), to: root)
        fixSize(of: marker, width: 10, height: 10)
        constrain(marker, .left, to: root)
        constrain(marker, .top, to: view, attribute)
        root.layoutIfNeeded()
        return (root, marker)
    }

    @Test func theFirstBaselineIsTheOffsetFromTheTop() {
        let (_, marker) = markBaseline(of: Captioned("title", offsets: (20, 8)), .firstBaseline)
        // 100 + 20.
        #expect(marker.frame.minY == 120)
    }

    @Test func theLastBaselineIsTheOffsetFromTheBottom() {
        let (_, marker) = markBaseline(of: Captioned("title", offsets: (20, 8)), .lastBaseline)
        // 100 + 30 − 8.
        #expect(marker.frame.minY == 122)
    }

    @Test func aViewWithoutBaselinesUsesItsEdges() {
        let view = Captioned("plain", offsets: nil)
        #expect(markBaseline(of: view, .firstBaseline).marker.frame.minY == 100)
        #expect(markBaseline(of: Captioned("plain", offsets: nil), .lastBaseline).marker.frame.minY == 130)
    }

    @Test func offsetsThatAreNotNumbersCountAsNoBaseline() {
        for bad in [Double.nan, .infinity, -.infinity, 1e300] {
            let (_, first) = markBaseline(of: Captioned("bad", offsets: (bad, 8)), .firstBaseline)
            #expect(first.frame.minY == 100)
            let (_, last) = markBaseline(of: Captioned("bad", offsets: (20, bad)), .lastBaseline)
            #expect(last.frame.minY == 130)
        }
    }

    @Test func viewsAlignedFirstToLastBaselineOnOneLineAgree() {
        // Two one-line views: first and last baseline coincide (20 from the top of a 30-point view), so holding
        // each one's last baseline at the other's first is one requirement, not a conflict.
        let root = makeRoot()
        let recorder = DiagnosticRecorder(root)
        let left = addConstrained(Captioned("left", offsets: (20, 10)), to: root)
        let right = addConstrained(Captioned("right", offsets: (20, 10)), to: root)
        constrain(left, .left, to: root)
        constrain(left, .top, to: root, constant: 50)
        constrain(right, .left, to: left, .right, constant: 8)
        constrain(right, .lastBaseline, to: left, .firstBaseline)
        constrain(left, .lastBaseline, to: right, .firstBaseline)
        root.layoutIfNeeded()
        #expect(recorder.unsatisfiable.isEmpty)
        expectFrame(right, Rect(x: 68, y: 50, width: 60, height: 30))
    }

    @Test func aStackAlignsSuchViewsOnTheirBaselines() {
        let high = Captioned("high", offsets: (12, 18)), low = Captioned("low", offsets: (24, 6))
        let (_, stack) = makeStack([high, low], alignment: .firstBaseline)
        // The baselines meet at 24 below the stack's top: the high view moves down by 24 − 12.
        expectFrame(low, Rect(x: 60, y: 0, width: 60, height: 30))
        expectFrame(high, Rect(x: 0, y: 12, width: 60, height: 30))
        #expect(stack.frame.height == 42)
    }

    @Test func invalidatingTheBaselinesMovesWhatAlignsOnThem() {
        let view = Captioned("title", offsets: (20, 8))
        let (root, marker) = markBaseline(of: view, .firstBaseline)
        #expect(marker.frame.minY == 120)
        view.offsets = (5, 8)
        view.invalidateBaselines()
        root.layoutIfNeeded()
        #expect(marker.frame.minY == 105)
    }

    @Test func aLabelStatesItsTextsBaselines() throws {
        let label = Label(name: "label", text: "Hello")
        let offsets = try #require(label.baselineOffsetsFromEdges)
        let layout = label.textLayout
        let line = try #require(layout.lines.first)
        #expect(offsets.firstFromTop == line.baseline)
        #expect(offsets.lastFromBottom == layout.height - line.baseline)
        #expect(Label(name: "empty", text: "").baselineOffsetsFromEdges == nil)
    }
}
