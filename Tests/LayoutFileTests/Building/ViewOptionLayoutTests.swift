import LayoutFile
import Masonry
import Testing

/// What the options every kind of view takes, and sizes across axes, do to a layout.
@Suite struct ViewOptionLayoutTests {
    @Test func aSizeMayBeRelatedToTheOtherAxisSize() throws {
        let source = """
            canvas 300x300
            view photo
            photo.left == root.left
            photo.top == root.top
            photo.width == 240
            photo.height == photo.width / 1.5
            """
        let (scene, diagnostics) = try #require(layOut(source))
        #expect(diagnostics.isEmpty)
        #expect(frame("photo", in: scene) == Rect(x: 0, y: 0, width: 240, height: 160))
    }

    @Test func huggingAndCompressionDecideWhichViewGives() throws {
        // Two views of intrinsic width 100 in 300 points: the one that hugs less stretches.
        let source = """
            canvas 300x100
            view a intrinsic 100x- hugging 300,250
            view b intrinsic 100x- hugging 200,250
            H:|[a][b]|
            V:|[a(50)]
            V:|[b(50)]
            """
        let (scene, diagnostics) = try #require(layOut(source))
        #expect(diagnostics.isEmpty)
        #expect(frame("a", in: scene) == Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(frame("b", in: scene) == Rect(x: 100, y: 0, width: 200, height: 50))
        let compressed = """
            canvas 150x100
            view a intrinsic 100x- compression 760,750
            view b intrinsic 100x- compression 740,750
            H:|[a][b]|
            V:|[a(50)]
            V:|[b(50)]
            """
        let (squeezed, squeezedDiagnostics) = try #require(layOut(compressed))
        #expect(squeezedDiagnostics.isEmpty)
        #expect(frame("a", in: squeezed) == Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(frame("b", in: squeezed) == Rect(x: 100, y: 0, width: 50, height: 50))
    }

    @Test func aOneAxisIntrinsicSizeLeavesTheOtherAxisToConstraints() throws {
        let source = """
            canvas 300x300
            view bar intrinsic -x44
            H:|-[bar]-|
            bar.top == root.top
            """
        let (scene, diagnostics) = try #require(layOut(source))
        #expect(diagnostics.isEmpty)
        let bar = try #require(scene.view(named: "bar"))
        #expect(bar.intrinsicContentSize == Size(width: View.noIntrinsicMetric, height: 44))
        #expect(bar.frame == Rect(x: 8, y: 0, width: 284, height: 44))
    }

    @Test func marginsAndPreservedMarginsMoveWhatIsPinnedToThem() throws {
        let source = """
            canvas 300x300
            view card margins 0,30,0,30
            H:|[card]|
            V:|[card]|
            view inner in card preserves-margins margins 0,5,0,5
            H:|[inner]|
            V:|[inner]|
            view dot in inner size 10x10
            H:|-[dot]
            V:|[dot]
            """
        let (scene, diagnostics) = try #require(layOut(source))
        #expect(diagnostics.isEmpty)
        // inner's own margin is 5, but it keeps its content inside card's 30.
        #expect(frame("dot", in: scene) == Rect(x: 30, y: 0, width: 10, height: 10))
        #expect(scene.view(named: "card")?.layoutMargins == EdgeInsets(top: 0, left: 30, bottom: 0, right: 30))
    }

    @Test func alignmentInsetsOutsetTheFrameFromWhatConstraintsPlace() throws {
        let source = """
            canvas 300x300
            view toggle intrinsic 51x31 alignment-insets 2,3,2,3
            toggle.left == root.left + 20
            toggle.top == root.top + 20
            """
        let (scene, diagnostics) = try #require(layOut(source))
        #expect(diagnostics.isEmpty)
        #expect(frame("toggle", in: scene) == Rect(x: 17, y: 18, width: 57, height: 35))
    }
}
