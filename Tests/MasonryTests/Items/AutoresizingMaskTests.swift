import Masonry
import Testing

/// Views that translate their autoresizing mask into constraints keep their frame, and follow their superview's
/// size as the mask says when it changes.
@Suite struct AutoresizingMaskTests {
    @Test func aViewWithoutConstraintsKeepsTheFrameItWasGiven() {
        let root = makeRoot()
        let view = View(frame: Rect(x: 12, y: 34, width: 56, height: 78))
        root.addSubview(view)
        #expect(view.translatesAutoresizingMaskIntoConstraints)
        #expect(view.autoresizingMask == [])
        root.layoutIfNeeded()
        expectFrame(view, Rect(x: 12, y: 34, width: 56, height: 78))
        root.frame = Rect(x: 0, y: 0, width: 500, height: 900)
        root.layoutIfNeeded()
        expectFrame(view, Rect(x: 12, y: 34, width: 56, height: 78)) // no flexible part: the far margin takes it
    }

    @Test func flexibleWidthTakesAllOfTheChange() {
        let root = makeRoot(width: 400, height: 300)
        let bar = View(frame: Rect(x: 20, y: 10, width: 360, height: 50))
        bar.autoresizingMask = [.flexibleWidth]
        root.addSubview(bar)
        root.layoutIfNeeded()
        root.frame = Rect(x: 0, y: 0, width: 600, height: 300)
        root.layoutIfNeeded()
        // Margins stay 20 and 20: width = 600 − 40 = 560.
        expectFrame(bar, Rect(x: 20, y: 10, width: 560, height: 50))
        root.frame = Rect(x: 0, y: 0, width: 300, height: 300)
        root.layoutIfNeeded()
        // width = 300 − 40 = 260.
        expectFrame(bar, Rect(x: 20, y: 10, width: 260, height: 50))
    }

    @Test func flexibleLeftMarginKeepsTheViewAgainstTheRightEdge() {
        let root = makeRoot(width: 400, height: 300)
        let badge = View(frame: Rect(x: 300, y: 70, width: 80, height: 40))
        badge.autoresizingMask = [.flexibleLeftMargin]
        root.addSubview(badge)
        root.layoutIfNeeded()
        root.frame = Rect(x: 0, y: 0, width: 600, height: 300)
        root.layoutIfNeeded()
        // The right margin stays 400 − 380 = 20: x = 600 − 20 − 80 = 500.
        expectFrame(badge, Rect(x: 500, y: 70, width: 80, height: 40))
    }

    @Test func flexibleMarginsOnBothSidesKeepTheViewCentred() {
        let root = makeRoot(width: 400, height: 300)
        let button = View(frame: Rect(x: 150, y: 120, width: 100, height: 40))
        button.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        root.addSubview(button)
        root.layoutIfNeeded()
        root.frame = Rect(x: 0, y: 0, width: 600, height: 300)
        root.layoutIfNeeded()
        // The margins 150 and 150 share the 500 left over in proportion: x = 150 × 500 / 300 = 250.
        expectFrame(button, Rect(x: 250, y: 120, width: 100, height: 40))
    }

    @Test func flexibleMarginsShareTheChangeInProportionToTheirSize() {
        let root = makeRoot(width: 400, height: 300)
        let view = View(frame: Rect(x: 100, y: 0, width: 100, height: 300))
        view.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleHeight]
        root.addSubview(view)
        root.layoutIfNeeded()
        root.frame = Rect(x: 0, y: 0, width: 700, height: 500)
        root.layoutIfNeeded()
        // Margins 100 and 200 share 700 − 100 = 600: x = 100 × 600 / 300 = 200; the height follows the root.
        expectFrame(view, Rect(x: 200, y: 0, width: 100, height: 500))
    }

    @Test func flexibleHeightAndTopMarginFollowTheVerticalAxis() {
        let root = makeRoot(width: 400, height: 300)
        let panel = View(frame: Rect(x: 0, y: 100, width: 400, height: 100))
        panel.autoresizingMask = [.flexibleTopMargin, .flexibleHeight]
        root.addSubview(panel)
        root.layoutIfNeeded()
        root.frame = Rect(x: 0, y: 0, width: 400, height: 500)
        root.layoutIfNeeded()
        // Top 100 and height 100 share 500 − 100 (the fixed bottom margin) = 400: y = 200, height = 200.
        expectFrame(panel, Rect(x: 0, y: 200, width: 400, height: 200))
    }

    @Test func settingTheFrameMovesATranslatingView() {
        let root = makeRoot()
        let view = View(frame: Rect(x: 10, y: 10, width: 50, height: 50))
        root.addSubview(view)
        root.layoutIfNeeded()
        view.frame = Rect(x: 100, y: 120, width: 30, height: 40)
        root.layoutIfNeeded()
        expectFrame(view, Rect(x: 100, y: 120, width: 30, height: 40))
    }

    @Test func constraintsCanPositionOtherViewsAgainstATranslatingView() {
        let root = makeRoot()
        let fixed = View(frame: Rect(x: 20, y: 30, width: 100, height: 50))
        root.addSubview(fixed)
        let follower = addConstrained(View(name: "follower"), to: root)
        constrain(follower, .left, to: fixed)
        constrain(follower, .top, to: fixed, .bottom, constant: 10)
        constrain(follower, .width, to: fixed)
        constrain(follower, .height, to: fixed)
        root.layoutIfNeeded()
        expectFrame(follower, Rect(x: 20, y: 90, width: 100, height: 50))
    }

    @Test func autoresizingConstraintsAreNotListedInConstraints() {
        let root = makeRoot()
        let view = View(frame: Rect(x: 1, y: 2, width: 3, height: 4))
        root.addSubview(view)
        root.layoutIfNeeded()
        #expect(root.constraints.isEmpty && view.constraints.isEmpty)
    }
}
