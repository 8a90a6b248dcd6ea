import Masonry
import Testing

/// `insetsLayoutMarginsFromSafeArea`: whether a view's margins guide also keeps out of the unsafe area.
@Suite struct MarginsFromSafeAreaTests {
    @Test func byDefaultTheMarginsIncludeTheSafeArea() {
        let root = makePhone()
        #expect(root.insetsLayoutMarginsFromSafeArea)
        let guide = root.layoutMarginsGuide
        root.layoutIfNeeded()
        // Top 8 + 44, bottom 8 + 34: (8, 52, 359, 812 − 94).
        expectRect(guide.layoutFrame, Rect(x: 8, y: 52, width: 359, height: 718))
    }

    @Test func aRootThatOptsOutKeepsItsPlainMargins() {
        let root = makePhone()
        root.insetsLayoutMarginsFromSafeArea = false
        let content = addConstrained(View(name: "content"), to: root)
        pinEdges(of: content, to: root.layoutMarginsGuide)
        root.layoutIfNeeded()
        // The margins are not increased by the safe area: 8 on every side, (8, 8, 359, 812 − 16).
        expectFrame(content, Rect(x: 8, y: 8, width: 359, height: 796))
        // The safe area itself is unchanged.
        #expect(root.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    }

    @Test func aSubviewReachingIntoTheUnsafeAreaThatOptsOutKeepsItsPlainMargins() {
        let root = makePhone()
        let header = addConstrained(View(name: "header"), to: root)
        place(header, in: root, at: Rect(x: 0, y: 0, width: 375, height: 100))
        let title = addConstrained(View(name: "title"), to: header)
        pinEdges(of: title, to: header.layoutMarginsGuide)
        root.layoutIfNeeded()
        // The header reaches 44 into the status bar: its top margin is 8 + 44 = 52, so (8, 52, 359, 100 − 60).
        expectFrame(title, Rect(x: 8, y: 52, width: 359, height: 40))

        header.insetsLayoutMarginsFromSafeArea = false
        root.layoutIfNeeded()
        // Plain margins: (8, 8, 359, 100 − 16).
        expectFrame(title, Rect(x: 8, y: 8, width: 359, height: 84))
        #expect(header.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 0, right: 0))

        header.insetsLayoutMarginsFromSafeArea = true
        root.layoutIfNeeded()
        expectFrame(title, Rect(x: 8, y: 52, width: 359, height: 40))
    }

    @Test func marginAttributesFollowTheSetting() {
        let root = makePhone()
        root.insetsLayoutMarginsFromSafeArea = false
        let bar = addConstrained(View(name: "bar"), to: root)
        constrain(bar, .top, to: root, .topMargin)
        constrain(bar, .bottom, to: root, .bottomMargin)
        constrain(bar, .left, to: root)
        constrain(bar, .width, constant: 10)
        root.layoutIfNeeded()
        // topMargin and bottomMargin are 8 from the edges, inside the status bar and the home indicator.
        expectFrame(bar, Rect(x: 0, y: 8, width: 10, height: 796))
    }
}
