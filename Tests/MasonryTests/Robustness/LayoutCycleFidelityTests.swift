import Masonry
import Testing

/// Issue 14, items 5 and 6: autoresizing follows a superview's resize made before the first layout pass, and a
/// constant changed inside `layoutSubviews` is applied in the same `layoutIfNeeded`.
@Suite struct LayoutCycleFidelityTests {
    @Test func flexibleSubviewsFollowARootResizedBeforeTheFirstLayoutPass() {
        let root = makeRoot()
        let bar = View(frame: Rect(x: 0, y: 0, width: 375, height: 44))
        bar.autoresizingMask = [.flexibleWidth]
        let badge = View(frame: Rect(x: 335, y: 4, width: 36, height: 36))
        badge.autoresizingMask = [.flexibleLeftMargin]
        root.addSubview(bar)
        bar.addSubview(badge)
        // UIKit applies the masks the moment the bounds change, relative to the old size.
        root.frame = Rect(x: 0, y: 0, width: 320, height: 568)
        #expect(bar.frame == Rect(x: 0, y: 0, width: 320, height: 44))
        #expect(badge.frame == Rect(x: 280, y: 4, width: 36, height: 36))
        root.layoutIfNeeded()
        expectFrame(bar, Rect(x: 0, y: 0, width: 320, height: 44))
        expectFrame(badge, Rect(x: 280, y: 4, width: 36, height: 36))
        // After layout, the same resize gives the same frames.
        root.frame = Rect(x: 0, y: 0, width: 414, height: 736)
        root.layoutIfNeeded()
        expectFrame(bar, Rect(x: 0, y: 0, width: 414, height: 44))
        expectFrame(badge, Rect(x: 374, y: 4, width: 36, height: 36))
    }

    @Test func proportionalMarginsFollowAResizeBeforeLayout() {
        let root = makeRoot(width: 300, height: 300)
        let view = View(frame: Rect(x: 100, y: 100, width: 100, height: 100))
        view.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
        root.addSubview(view)
        root.frame = Rect(x: 0, y: 0, width: 600, height: 400)
        root.layoutIfNeeded()
        expectFrame(view, Rect(x: 250, y: 150, width: 100, height: 100))
    }

    @Test func aFixedMaskKeepsItsFrameThroughAResizeBeforeLayout() {
        let root = makeRoot()
        let view = View(frame: Rect(x: 10, y: 10, width: 50, height: 50))
        root.addSubview(view)
        root.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        root.layoutIfNeeded()
        expectFrame(view, Rect(x: 10, y: 10, width: 50, height: 50))
    }

    @Test func masksCascadeDownATreeResizedBeforeLayout() {
        let root = makeRoot(width: 200, height: 200)
        var parent = root
        var chain: [View] = []
        for _ in 0..<3 {
            let view = View(frame: Rect(x: 10, y: 10, width: parent.frame.width - 20, height: parent.frame.height - 20))
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            parent.addSubview(view)
            chain.append(view)
            parent = view
        }
        root.frame = Rect(x: 0, y: 0, width: 300, height: 250)
        root.layoutIfNeeded()
        expectFrame(chain[0], Rect(x: 10, y: 10, width: 280, height: 230))
        expectFrame(chain[2], Rect(x: 10, y: 10, width: 240, height: 190))
    }

    /// A view that moves its child's constraint in `layoutSubviews`, as custom layouts do.
    final class Adjusting: View {
        var widthConstraint: LayoutConstraint?
        private(set) var layoutCount = 0

        override func layoutSubviews() {
            super.layoutSubviews()
            layoutCount += 1
            widthConstraint?.constant = frame.width / 2
        }
    }

    @Test func aConstantChangedInLayoutSubviewsIsAppliedInTheSameLayoutIfNeeded() {
        let root = makeRoot()
        let container = addConstrained(Adjusting(name: "container"), to: root)
        let child = addConstrained(View(name: "child"), to: container)
        container.mas.makeConstraints { make in
            make.left.top.equalToSuperview(); make.size.equalTo(Size(width: 200, height: 100))
        }
        var width: Constraint?
        child.mas.makeConstraints { make in
            make.left.top.bottom.equalToSuperview()
            width = make.width.equalTo(10).constraint
        }
        container.widthConstraint = width?.layoutConstraints.first
        root.layoutIfNeeded()
        expectFrame(child, Rect(x: 0, y: 0, width: 100, height: 100))
        // Nothing left pending: another call does nothing.
        let count = container.layoutCount
        root.layoutIfNeeded()
        #expect(container.layoutCount == count)
    }

    /// A layout that never settles: each pass moves the constant again.
    final class Restless: View {
        var constraint: LayoutConstraint?
        override func layoutSubviews() {
            super.layoutSubviews()
            constraint?.constant += 1
        }
    }

    @Test func aLayoutThatNeverSettlesStopsAfterABoundedNumberOfRounds() {
        let root = makeRoot()
        let container = addConstrained(Restless(name: "restless"), to: root)
        let child = addConstrained(View(name: "child"), to: container)
        container.mas.makeConstraints { make in make.edges.equalToSuperview() }
        var width: Constraint?
        child.mas.makeConstraints { make in
            make.left.top.height.equalToSuperview(); width = make.width.equalTo(0).constraint
        }
        container.constraint = width?.layoutConstraints.first
        root.layoutIfNeeded()
        let afterFirst = child.frame.width
        #expect(afterFirst > 1)
        #expect(afterFirst < 20)
    }
}
