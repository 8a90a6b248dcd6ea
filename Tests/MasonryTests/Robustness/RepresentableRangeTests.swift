import Masonry
import Testing

/// Issue 14, items 3 and 4: numbers past the representable range (magnitude above 1e9), NaN and infinities are
/// refused with a diagnostic where they enter, and the layout stays as it was.
@Suite struct RepresentableRangeTests {
    /// A root with one constrained box (left 10, top 20, 100 × 50), laid out.
    private func makeScene() -> (root: View, box: View, recorder: DiagnosticRecorder) {
        let root = makeRoot()
        let recorder = DiagnosticRecorder(root)
        let box = addConstrained(View(name: "box"), to: root)
        place(box, in: root, at: Rect(x: 10, y: 20, width: 100, height: 50))
        root.layoutIfNeeded()
        return (root, box, recorder)
    }

    @Test func aHugeUpperBoundIsRefusedAndTheLowPriorityWidthStillHolds() {
        for order in [false, true] {
            let root = makeRoot()
            let recorder = DiagnosticRecorder(root)
            let view = addConstrained(View(name: "view"), to: root)
            let sibling = addConstrained(View(name: "sibling"), to: root)
            place(sibling, in: root, at: Rect(x: 0, y: 100, width: 40, height: 40))
            view.mas.makeConstraints { make in
                if order { make.width.equalTo(120).priority(.low) }
                make.width.lessThanOrEqualTo(Double.greatestFiniteMagnitude)
                if !order { make.width.equalTo(120).priority(.low) }
                make.height.equalTo(10)
                make.left.top.equalToSuperview()
            }
            root.layoutIfNeeded()
            #expect(recorder.diagnostics.count == 1)
            #expect(
                recorder.misuses.first.map {
                    if case .illegalConstraint(_, .constantOutOfRange(.greatestFiniteMagnitude)) = $0.reason {
                        true
                    } else {
                        false
                    }
                } == true)
            expectFrame(view, Rect(x: 0, y: 0, width: 120, height: 10))
            expectFrame(sibling, Rect(x: 0, y: 100, width: 40, height: 40))
        }
    }

    @Test(arguments: [1e20, 1e308, Double.infinity, -375, Double.nan, 1e9 + 1])
    func aRootWidthOutOfRangeIsRefusedAndTheNextWidthLaysOutAsIfAlone(_ width: Double) {
        let (root, box, recorder) = makeScene()
        let child = addConstrained(View(name: "child"), to: root)
        child.mas.makeConstraints { make in
            make.left.right.top.equalToSuperview(); make.height.equalTo(5)
        }
        root.layoutIfNeeded()
        root.frame = Rect(x: 0, y: 0, width: width, height: 667)
        #expect(root.frame.width == 375)
        #expect(recorder.diagnostics.count == 1)
        root.layoutIfNeeded()
        root.frame = Rect(x: 0, y: 0, width: 320, height: 667)
        root.layoutIfNeeded()
        expectFrame(child, Rect(x: 0, y: 0, width: 320, height: 5))
        expectFrame(box, Rect(x: 10, y: 20, width: 100, height: 50))
    }

    @Test func aRootCreatedWithAnUnusableFrameStartsAtZeroAndSaysSo() {
        let root = View(frame: Rect(x: 0, y: 0, width: .nan, height: 1e300))
        #expect(root.frame == .zero)
    }

    @Test(arguments: [1e308, Double.infinity, Double.nan, -1, 2e9])
    func safeAreaInsetsOutOfRangeAreRefusedAndZeroLaysOutAsBefore(_ inset: Double) {
        let (root, _, recorder) = makeScene()
        let content = addConstrained(View(name: "content"), to: root)
        content.mas.makeConstraints { make in make.edges.equalTo(root.safeAreaLayoutGuide) }
        root.layoutIfNeeded()
        let before = content.frame
        root.safeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: 0, right: inset)
        #expect(root.safeAreaInsets == .zero)
        #expect(recorder.diagnostics.count == 1)
        root.layoutIfNeeded()
        root.safeAreaInsets = .zero
        root.layoutIfNeeded()
        #expect(content.frame == before)
        expectFrame(content, Rect(x: 0, y: 0, width: 375, height: 667))
    }

    @Test(arguments: [1e12, Double.infinity, Double.nan, -8])
    func layoutMarginsOutOfRangeAreRefused(_ margin: Double) {
        let (root, _, recorder) = makeScene()
        let content = addConstrained(View(name: "content"), to: root)
        content.mas.makeConstraints { make in make.edges.equalTo(root.layoutMarginsGuide) }
        root.layoutMargins = EdgeInsets(top: 8, left: margin, bottom: 8, right: 8)
        root.directionalLayoutMargins = DirectionalEdgeInsets(top: margin, leading: 8, bottom: 8, trailing: 8)
        #expect(root.layoutMargins == EdgeInsets(all: 8))
        #expect(recorder.diagnostics.count == 2)
        root.layoutIfNeeded()
        expectFrame(content, Rect(x: 8, y: 8, width: 359, height: 651))
    }

    @Test(arguments: [1e10, -1e10, 1e300, Double.greatestFiniteMagnitude])
    func constantsOutOfRangeAreRefusedEverywhere(_ value: Double) {
        let (root, box, recorder) = makeScene()
        // Anchors: refused at activation.
        let anchor = box.widthAnchor.constraint(equalToConstant: value)
        anchor.isActive = true
        #expect(!anchor.isActive)
        // An active constraint: refused when set, keeps its constant.
        let active = root.constraints.first { $0.firstAttribute == .left }
        active?.constant = value
        #expect(active?.constant == 10)
        // The DSL: the statement is skipped; a handle's update is ignored.
        var handle: Constraint?
        box.mas.makeConstraints { make in
            make.height.equalTo(value)
            handle = make.height.lessThanOrEqualTo(500).constraint
        }
        handle?.update(offset: value)
        handle?.update(inset: value)
        #expect(handle?.layoutConstraints.first?.constant == 500)
        #expect(recorder.diagnostics.count == 5)
        root.layoutIfNeeded()
        expectFrame(box, Rect(x: 10, y: 20, width: 100, height: 50))
    }

    @Test(arguments: [1e10, -1e12, Double.infinity, Double.nan])
    func multipliersOutOfRangeAreRefused(_ value: Double) {
        let (root, box, recorder) = makeScene()
        let other = addConstrained(View(name: "other"), to: root)
        var handle: Constraint?
        other.mas.makeConstraints { make in
            make.left.top.equalToSuperview()
            handle = make.width.equalTo(box).multipliedBy(0.5).constraint
            make.height.equalTo(box).multipliedBy(value)
            make.height.equalTo(box).dividedBy(value == .infinity ? 1e-12 : 1 / value)
            make.height.equalTo(8).priority(.low)
        }
        handle?.update(multiplier: value)
        let direct = LayoutConstraint(
            item: other, attribute: .height, relatedBy: .equal, toItem: box, attribute: .height,
            multiplier: value, constant: 0)
        direct.isActive = true
        #expect(!direct.isActive)
        #expect(recorder.diagnostics.count == 4)
        root.layoutIfNeeded()
        expectFrame(other, Rect(x: 0, y: 0, width: 50, height: 8))
    }

    @Test func aContentScaleOutOfRangeIsRefused() {
        let (root, box, recorder) = makeScene()
        for scale in [1e300, Double.infinity, 0, -2, Double.nan] { root.contentScale = scale }
        #expect(root.contentScale == 2)
        #expect(recorder.diagnostics.count == 5)
        root.layoutIfNeeded()
        expectFrame(box, Rect(x: 10, y: 20, width: 100, height: 50))
    }

    @Test func anIntrinsicSizeOutOfRangeCountsAsNone() {
        final class Huge: View {
            override var intrinsicContentSize: Size { Size(width: 1e300, height: 20) }
        }
        let root = makeRoot()
        let recorder = DiagnosticRecorder(root)
        let view = addConstrained(Huge(name: "huge"), to: root)
        view.mas.makeConstraints { make in
            make.left.top.equalToSuperview(); make.width.equalTo(30).priority(.low)
        }
        root.layoutIfNeeded()
        expectFrame(view, Rect(x: 0, y: 0, width: 30, height: 20))
        #expect(recorder.diagnostics.count == 1)
    }

    @Test func descriptionsOfHugeFiniteNumbersNeverPrintInfinity() {
        let root = makeRoot()
        let view = View(name: "v")
        root.addSubview(view)
        let constraint = LayoutConstraint(item: view, attribute: .width, relatedBy: .equal, constant: 1.8e305)
        #expect(!constraint.description.contains("inf"))
        #expect(constraint.description.contains("1.8e+305"))
        let rect = Rect(x: 1.7e305, y: -1.7e305, width: 1, height: 2)
        #expect(!rect.description.contains("inf"))
        #expect(
            Rect(x: 0.1234, y: 1e14 + 0.5, width: 3, height: 1e20).description == "(0.123, 100000000000000.5, 3, 1e+20)"
        )
    }
}
