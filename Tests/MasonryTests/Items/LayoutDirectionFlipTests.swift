import Masonry
import Testing

/// Flipping a view's layout direction turns its leading and trailing constraints around at once: no conflict in
/// between, nothing left broken, and a real conflict afterwards is still found.
@Suite struct LayoutDirectionFlipTests {
    @Test func flippingTheDirectionOfAViewPinnedByLeadingAndTrailingReportsNothing() {
        let (root, view, leading, trailing, recorder) = MisuseScenarios.leadingTrailingPinnedView()
        expectFrame(view, Rect(x: 20, y: 0, width: 345, height: 40))
        for direction in [SemanticContentAttribute.forceRightToLeft, .forceLeftToRight, .forceRightToLeft] {
            root.semanticContentAttribute = direction
            root.layoutIfNeeded()
            #expect(recorder.diagnostics.isEmpty, "\(recorder.diagnostics.map(\.message))")
            #expect(!leading.isBroken && !trailing.isBroken)
            // Right to left: leading is the right edge, 20 in; trailing the left edge, 10 in.
            let x: Double = direction == .forceRightToLeft ? 10 : 20
            expectFrame(view, Rect(x: x, y: 0, width: 345, height: 40))
        }
        // A real conflict after the flips is reported, and the required constraints it does not break hold.
        let width = constrain(view, .width, constant: 100)
        root.layoutIfNeeded()
        #expect(recorder.unsatisfiable.count == 1)
        #expect(recorder.unsatisfiable.first?.broken === width)
        expectFrame(view, Rect(x: 10, y: 0, width: 345, height: 40))
    }
}
