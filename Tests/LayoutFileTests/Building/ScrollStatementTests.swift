import LayoutFile
import Masonry
import Testing

/// `scroll` declares a `ScrollView`; equations reach its content and frame guides, and the engine's rule for its
/// edges applies.
@Suite struct ScrollStatementTests {
    @Test func edgesPinnedToAScrollViewDefineItsContentSize() throws {
        let source = """
            canvas 375x667
            scroll feed
            view column in feed
            H:|[feed]|
            V:|[feed]|
            column.top == feed.top
            column.bottom == feed.bottom
            column.leading == feed.leading
            column.trailing == feed.trailing
            column.width == feed.width
            column.height == 2000
            """
        let (scene, diagnostics) = try #require(layOut(source))
        #expect(diagnostics.isEmpty)
        let feed = try #require(scene.view(named: "feed") as? ScrollView)
        #expect(feed.contentSize == Size(width: 375, height: 2000))
        #expect(frame("column", in: scene) == Rect(x: 0, y: 0, width: 375, height: 2000))
    }

    @Test func theContentAndFrameGuidesCanBeNamed() throws {
        let source = """
            canvas 375x667 safe-area 44,0,34,0
            scroll feed
            feed.top == root.safeArea.top
            feed.bottom == root.safeArea.bottom
            feed.leading == root.leading
            feed.trailing == root.trailing
            view card in feed
            card.top == feed.content.top + 16
            card.bottom == feed.content.bottom - 16
            card.leading == feed.content.leading + 16
            card.trailing == feed.content.trailing - 16
            card.width == feed.frame.width - 32
            card.height == 1000
            view badge in feed size 40x40
            badge.bottom == feed.frame.bottom - 8
            badge.trailing == feed.frame.trailing - 8
            """
        let (scene, diagnostics) = try #require(layOut(source))
        #expect(diagnostics.isEmpty)
        #expect(frame("feed", in: scene) == Rect(x: 0, y: 44, width: 375, height: 589))
        #expect(frame("card", in: scene) == Rect(x: 16, y: 16, width: 343, height: 1000))
        #expect(frame("badge", in: scene) == Rect(x: 327, y: 541, width: 40, height: 40))
        let feed = try #require(scene.view(named: "feed") as? ScrollView)
        #expect(feed.contentSize == Size(width: 375, height: 1032))
        // Naming a guide does not take the scroll view off its autoresizing mask: the equations on it do.
        #expect(!feed.translatesAutoresizingMaskIntoConstraints)
    }

    @Test func anUndeterminedContentSizeIsAWarningAtTheScrollDeclaration() throws {
        let source = """
            canvas 375x667
            H:|[feed]|
            V:|[feed]|
            scroll feed
            view item in feed size 100x100
            item.top == feed.top
            item.leading == feed.leading
            item.bottom == feed.bottom
            """
        let (_, diagnostics) = try #require(layOut(source))
        #expect(
            diagnostics.map(\.description) == [
                "4:8: warning: 'feed' has an ambiguous content size: the constraints on its content do not fix its content width"
            ])
    }

    @Test func contentAndFrameAreGuidesOfScrollViewsOnly() {
        #expect(
            mistakes("canvas 100x100\nview box\nview a\na.top == box.content.top")
                == [
                    "4:14: error: 'content' is a guide of scroll views only, and 'box' is not one (declare it with 'scroll')"
                ])
        #expect(
            mistakes("canvas 100x100\nview box\nview a\na.width == box.frame.width")
                == [
                    "4:16: error: 'frame' is a guide of scroll views only, and 'box' is not one (declare it with 'scroll')"
                ])
    }

    @Test func guidesHaveNoBaselinesOrMargins() {
        #expect(
            mistakes("canvas 100x100\nview a\na.top == root.safeArea.firstBaseline")
                == [
                    "3:24: error: a guide has no baselines: 'firstBaseline' is not an attribute of 'root.safeArea'"
                ])
        #expect(
            mistakes("canvas 100x100\nscroll s\nview a\na.left == s.content.leftMargin")
                == ["4:21: error: a guide has no margins: 'leftMargin' is not an attribute of 's.content'"])
    }

    @Test func theMarginsGuideIsTheViewsLayoutMarginsGuide() throws {
        let source = """
            canvas 200x200
            view card margins 10,20,30,40
            H:|[card]|
            V:|[card]|
            view inner in card
            inner.top == card.margins.top
            inner.bottom == card.margins.bottom
            inner.left == card.margins.left
            inner.right == card.margins.right
            """
        let (scene, diagnostics) = try #require(layOut(source))
        #expect(diagnostics.isEmpty)
        #expect(frame("inner", in: scene) == Rect(x: 20, y: 10, width: 140, height: 160))
    }
}
