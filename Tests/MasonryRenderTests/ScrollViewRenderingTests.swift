import Masonry
import MasonryRender
import Testing

/// A 375 × 667 screen with a scroll view at (0, 100, 375, 200) whose content is a column 1000 tall with a row at
/// 350 in content coordinates, scrolled down by `offset`.
private func scrolledScreen(offset: Double) -> (root: View, scroll: ScrollView) {
    let root = View(frame: Rect(x: 0, y: 0, width: 375, height: 667))
    root.name = "root"
    let scroll = ScrollView(name: "scroll")
    scroll.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(scroll)
    scroll.mas.makeConstraints { make in
        make.left.right.equalToSuperview()
        make.top.equalToSuperview().offset(100)
        make.height.equalTo(200)
    }
    let column = View(name: "column")
    scroll.addSubview(column)
    column.mas.makeConstraints { make in
        make.edges.equalToSuperview()
        make.width.equalToSuperview()
        make.height.equalTo(1000)
    }
    let row = View(name: "row")
    column.addSubview(row)
    row.mas.makeConstraints { make in
        make.left.right.equalToSuperview()
        make.top.equalToSuperview().offset(350)
        make.height.equalTo(50)
    }
    scroll.contentOffset = Point(x: 0, y: offset)
    root.layoutIfNeeded()
    return (root, scroll)
}

@Suite struct ScrollViewRenderingTests {
    @Test func contentIsDrawnMovedByTheContentOffset() {
        let (root, _) = scrolledScreen(offset: 300)
        let svg = SVGRenderer().render(root)
        #expect(svg.svgRect(named: "scroll") == SVGRect(x: "0", y: "100", width: "375", height: "200"))
        // The column starts 300 above the scroll view's top; the row, at 350 in it, shows 50 below that top.
        #expect(svg.svgRect(named: "column") == SVGRect(x: "0", y: "-200", width: "375", height: "1000"))
        #expect(svg.svgRect(named: "row") == SVGRect(x: "0", y: "150", width: "375", height: "50"))
    }

    @Test func contentIsClippedToTheScrollView() {
        let (root, _) = scrolledScreen(offset: 300)
        let svg = SVGRenderer().render(root)
        #expect(
            svg.contains(#"<clipPath id="masonry-clip-1"><rect x="0" y="100" width="375" height="200"/></clipPath>"#))
        #expect(svg.occurrences(of: #"clip-path="url(#masonry-clip-1)""#) == 4) // two rects, two names
        #expect(!svg.contains(#"data-name="scroll" x="0" y="100" width="375" height="200" clip-path"#))
    }

    @Test func aPictureWithoutScrollViewsHasNoClips() {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(View(frame: Rect(x: 10, y: 10, width: 20, height: 20)))
        let svg = SVGRenderer().render(root)
        #expect(svg.occurrences(of: "<defs>") == 0 && svg.occurrences(of: "clip-path") == 0)
    }

    @Test func nestedScrollViewsClipToWhatBothShow() {
        let (root, scroll) = scrolledScreen(offset: 0)
        let inner = ScrollView(frame: Rect(x: 300, y: 10, width: 200, height: 100))
        inner.name = "inner"
        scroll.subviews[0].addSubview(inner)
        let tile = View(frame: Rect(x: 0, y: 0, width: 500, height: 100))
        tile.name = "tile"
        inner.addSubview(tile)
        root.layoutIfNeeded()
        let svg = SVGRenderer().render(root)
        // inner sticks out of the scroll view on the right: its content is clipped to x 300 ... 375.
        #expect(
            svg.contains(#"<clipPath id="masonry-clip-2"><rect x="300" y="110" width="75" height="100"/></clipPath>"#))
        #expect(
            svg.contains(#"data-name="tile" x="300" y="110" width="500" height="100" clip-path="url(#masonry-clip-2)""#)
        )
    }

    @Test func theTextPictureShowsOnlyWhatTheScrollViewShows() {
        let (scrolledOut, _) = scrolledScreen(offset: 800)
        let (empty, emptyScroll) = scrolledScreen(offset: 800)
        emptyScroll.subviews[0].subviews[0].removeFromSuperview()
        let renderer = TextRenderer(columns: 40, rows: 20)
        // Scrolled 800 down, the row (350 ... 400) is above the visible part: the picture is the one without it.
        #expect(renderer.render(scrolledOut) == renderer.render(empty))
        let (shown, _) = scrolledScreen(offset: 300)
        #expect(renderer.render(shown) != renderer.render(empty))
    }
}
