import Masonry
import Testing

/// A scroll view filling a 375 × 667 root, pinned to its edges.
private func makeScrollScreen() -> (root: View, scroll: ScrollView) {
    let root = makeRoot()
    let scroll = addConstrained(ScrollView(name: "scroll"), to: root)
    pinEdges(of: scroll, to: root)
    return (root, scroll)
}

@Suite struct ScrollViewTests {
    @Test func subviewsPinnedToTheEdgesDefineTheContentSize() {
        let (root, scroll) = makeScrollScreen()
        let content = addConstrained(View(name: "content"), to: scroll)
        pinEdges(of: content, to: scroll, insets: EdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
        fixSize(of: content, width: 600, height: 1500)
        root.layoutIfNeeded()
        expectFrame(scroll, Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(scroll.contentSize == Size(width: 660, height: 1540))
        expectFrame(content, Rect(x: 20, y: 10, width: 600, height: 1500))
        expectRect(scroll.contentLayoutGuide.layoutFrame, Rect(x: 0, y: 0, width: 660, height: 1540))
        #expect(!scroll.hasAmbiguousContentSize)
        #expect(!content.hasAmbiguousLayout)
    }

    @Test func aSubviewAsWideAsTheScrollViewTakesTheFramesWidth() {
        let (root, scroll) = makeScrollScreen()
        let content = addConstrained(View(name: "content"), to: scroll)
        pinEdges(of: content, to: scroll)
        constrain(content, .width, to: scroll)
        constrain(content, .height, constant: 2000)
        root.layoutIfNeeded()
        expectFrame(content, Rect(x: 0, y: 0, width: 375, height: 2000))
        #expect(scroll.contentSize == Size(width: 375, height: 2000))
        #expect(!scroll.hasAmbiguousContentSize)
    }

    @Test func centresReferToTheFrameNotTheContent() {
        let (root, scroll) = makeScrollScreen()
        let content = addConstrained(View(name: "content"), to: scroll)
        constrain(content, .top, to: scroll)
        constrain(content, .bottom, to: scroll)
        constrain(content, .centerX, to: scroll)
        fixSize(of: content, width: 100, height: 1000)
        root.layoutIfNeeded()
        // Centred in the frame's width (375), not in a content width it would otherwise have to define.
        expectFrame(content, Rect(x: 137.5, y: 0, width: 100, height: 1000))
        #expect(scroll.contentSize.height == 1000)
    }

    @Test func theScrollViewsEdgesReferToTheFrameForViewsOutsideIt() {
        let root = makeRoot()
        let scroll = addConstrained(ScrollView(name: "scroll"), to: root)
        place(scroll, in: root, at: Rect(x: 0, y: 100, width: 375, height: 200))
        let content = addConstrained(View(name: "content"), to: scroll)
        pinEdges(of: content, to: scroll)
        fixSize(of: content, width: 375, height: 5000)
        let below = addConstrained(View(name: "below"), to: root)
        constrain(below, .top, to: scroll, .bottom, constant: 8)
        constrain(below, .left, to: root)
        fixSize(of: below, width: 50, height: 50)
        root.layoutIfNeeded()
        expectFrame(scroll, Rect(x: 0, y: 100, width: 375, height: 200))
        expectFrame(below, Rect(x: 0, y: 308, width: 50, height: 50))
        #expect(scroll.contentSize.height == 5000)
    }

    @Test func theContentLayoutGuideDefinesTheContentAreaLikeTheEdges() {
        let (root, scroll) = makeScrollScreen()
        let content = addConstrained(View(name: "content"), to: scroll)
        pinEdges(of: content, to: scroll.contentLayoutGuide, insets: EdgeInsets(all: 16))
        constrain(content, .width, to: scroll.frameLayoutGuide, constant: -32)
        constrain(content, .height, constant: 900)
        root.layoutIfNeeded()
        expectFrame(content, Rect(x: 16, y: 16, width: 343, height: 900))
        #expect(scroll.contentSize == Size(width: 375, height: 932))
        expectRect(scroll.frameLayoutGuide.layoutFrame, Rect(x: 0, y: 0, width: 375, height: 667))
    }

    @Test func framesAreInContentCoordinatesWhateverTheContentOffset() {
        let (root, scroll) = makeScrollScreen()
        let content = addConstrained(View(name: "content"), to: scroll)
        pinEdges(of: content, to: scroll)
        constrain(content, .width, to: scroll)
        constrain(content, .height, constant: 2000)
        root.layoutIfNeeded()
        scroll.contentOffset = Point(x: 0, y: 300)
        root.layoutIfNeeded()
        expectFrame(content, Rect(x: 0, y: 0, width: 375, height: 2000))
        #expect(scroll.bounds == Rect(x: 0, y: 300, width: 375, height: 667))
        #expect(scroll.contentSize == Size(width: 375, height: 2000))
    }

    @Test func aViewPinnedToTheFrameGuideStaysOnScreenAsTheContentScrolls() {
        let (root, scroll) = makeScrollScreen()
        let content = addConstrained(View(name: "content"), to: scroll)
        pinEdges(of: content, to: scroll)
        constrain(content, .width, to: scroll)
        constrain(content, .height, constant: 2000)
        let badge = addConstrained(View(name: "badge"), to: scroll)
        constrain(badge, .bottom, to: scroll.frameLayoutGuide, constant: -20)
        constrain(badge, .trailing, to: scroll.frameLayoutGuide, constant: -20)
        fixSize(of: badge, width: 44, height: 44)
        root.layoutIfNeeded()
        expectFrame(badge, Rect(x: 311, y: 603, width: 44, height: 44))
        scroll.contentOffset = Point(x: 0, y: 500)
        root.layoutIfNeeded()
        // In content coordinates the badge moves with the offset, so on screen it stays where it was.
        expectFrame(badge, Rect(x: 311, y: 1103, width: 44, height: 44))
        expectRect(scroll.frameLayoutGuide.layoutFrame, Rect(x: 0, y: 500, width: 375, height: 667))
        expectFrame(content, Rect(x: 0, y: 0, width: 375, height: 2000))
    }

    @Test func leadingAndTrailingPinTheContentAreaInRightToLeft() {
        let (root, scroll) = makeScrollScreen()
        root.semanticContentAttribute = .forceRightToLeft
        let content = addConstrained(View(name: "content"), to: scroll)
        constrain(content, .top, to: scroll)
        constrain(content, .bottom, to: scroll)
        constrain(content, .leading, to: scroll, constant: 10)
        constrain(content, .trailing, to: scroll, constant: -30)
        fixSize(of: content, width: 500, height: 100)
        root.layoutIfNeeded()
        // The content area is 540 wide; leading is its right edge: 10 in from there, 30 in from the left.
        #expect(scroll.contentSize == Size(width: 540, height: 100))
        expectFrame(content, Rect(x: 30, y: 0, width: 500, height: 100))
    }

    @Test func nestedScrollViewsEachHaveTheirOwnContentArea() {
        let (root, outer) = makeScrollScreen()
        let column = addConstrained(View(name: "column"), to: outer)
        pinEdges(of: column, to: outer)
        constrain(column, .width, to: outer)
        let inner = addConstrained(ScrollView(name: "inner"), to: column)
        constrain(inner, .top, to: column, constant: 100)
        constrain(inner, .left, to: column)
        constrain(inner, .right, to: column)
        constrain(inner, .height, constant: 200)
        constrain(column, .bottom, to: inner, .bottom, constant: 1000)
        let strip = addConstrained(View(name: "strip"), to: inner)
        pinEdges(of: strip, to: inner)
        constrain(strip, .height, to: inner)
        constrain(strip, .width, constant: 3000)
        root.layoutIfNeeded()
        expectFrame(column, Rect(x: 0, y: 0, width: 375, height: 1300))
        #expect(outer.contentSize == Size(width: 375, height: 1300))
        expectFrame(inner, Rect(x: 0, y: 100, width: 375, height: 200))
        #expect(inner.contentSize == Size(width: 3000, height: 200))
        expectFrame(strip, Rect(x: 0, y: 0, width: 3000, height: 200))
        #expect(!outer.hasAmbiguousContentSize && !inner.hasAmbiguousContentSize)
    }

    @Test func aContentSizeTheConstraintsDoNotFixIsReportedAmbiguous() {
        let (root, scroll) = makeScrollScreen()
        let content = addConstrained(View(name: "content"), to: scroll)
        // Pinned on the top and left only: nothing says how far the content area reaches right or down.
        constrain(content, .top, to: scroll, constant: 10)
        constrain(content, .left, to: scroll, constant: 10)
        fixSize(of: content, width: 100, height: 100)
        root.layoutIfNeeded()
        #expect(scroll.hasAmbiguousContentSize)
        #expect(scroll.ambiguousContentSizeAxes == [.horizontal, .vertical])
        #expect(!content.hasAmbiguousLayout)
        // Pinning the bottom fixes the height only.
        constrain(content, .bottom, to: scroll)
        #expect(scroll.ambiguousContentSizeAxes == [.horizontal])
    }

    @Test func aScrollViewWithUnconstrainedContentHasAZeroContentSizeAndNoAmbiguity() {
        let (root, scroll) = makeScrollScreen()
        let free = View(frame: Rect(x: 10, y: 20, width: 30, height: 40))
        scroll.addSubview(free)
        root.layoutIfNeeded()
        #expect(scroll.contentSize == .zero)
        #expect(!scroll.hasAmbiguousContentSize)
        expectFrame(free, Rect(x: 10, y: 20, width: 30, height: 40))
    }

    @Test func theDSLsSuperviewEdgesAreTheContentArea() {
        let (root, scroll) = makeScrollScreen()
        let content = View(name: "content")
        scroll.addSubview(content)
        content.mas.makeConstraints { make in
            make.edges.equalToSuperview().inset(EdgeInsets(all: 12))
            make.width.equalToSuperview().offset(-24)
            make.height.equalTo(1200)
        }
        root.layoutIfNeeded()
        expectFrame(content, Rect(x: 12, y: 12, width: 351, height: 1200))
        #expect(scroll.contentSize == Size(width: 375, height: 1224))
    }

    @Test func marginsAttachToTheContentAreaToo() {
        let (root, scroll) = makeScrollScreen()
        scroll.layoutMargins = EdgeInsets(all: 10)
        let content = addConstrained(View(name: "content"), to: scroll)
        constrain(content, .top, to: scroll, .topMargin)
        constrain(content, .left, to: scroll, .leftMargin)
        constrain(content, .bottom, to: scroll, .bottomMargin)
        constrain(content, .right, to: scroll, .rightMargin)
        fixSize(of: content, width: 500, height: 1000)
        root.layoutIfNeeded()
        expectFrame(content, Rect(x: 10, y: 10, width: 500, height: 1000))
        #expect(scroll.contentSize == Size(width: 520, height: 1020))
        expectRect(scroll.layoutMarginsGuide.layoutFrame, Rect(x: 10, y: 10, width: 500, height: 1000))
    }

    @Test func aSubviewSizedOnlyByTheContentAreaIsAmbiguousWithIt() {
        let (root, scroll) = makeScrollScreen()
        let content = addConstrained(View(name: "content"), to: scroll)
        // Edges to the content area, and nothing that sizes either: Interface Builder flags both.
        pinEdges(of: content, to: scroll)
        constrain(content, .height, constant: 100)
        root.layoutIfNeeded()
        #expect(content.ambiguousAxes == [.horizontal])
        #expect(scroll.ambiguousContentSizeAxes == [.horizontal])
    }

    @Test func aContentOffsetThatIsNotFiniteIsRefused() {
        let (root, scroll) = makeScrollScreen()
        let recorder = DiagnosticRecorder(root)
        scroll.contentOffset = Point(x: 0, y: 40)
        scroll.contentOffset = Point(x: .nan, y: 0)
        #expect(scroll.contentOffset == Point(x: 0, y: 40))
        scroll.contentInset = EdgeInsets(top: .infinity, left: 0, bottom: 0, right: 0)
        #expect(scroll.contentInset == .zero)
        #expect(recorder.invalidValues.count == 2)
    }

    @Test func contentInsetDoesNotChangeTheContentArea() {
        let (root, scroll) = makeScrollScreen()
        scroll.contentInset = EdgeInsets(top: 50, left: 0, bottom: 50, right: 0)
        let content = addConstrained(View(name: "content"), to: scroll)
        pinEdges(of: content, to: scroll)
        fixSize(of: content, width: 375, height: 800)
        root.layoutIfNeeded()
        #expect(scroll.contentSize == Size(width: 375, height: 800))
        expectFrame(content, Rect(x: 0, y: 0, width: 375, height: 800))
    }
}
