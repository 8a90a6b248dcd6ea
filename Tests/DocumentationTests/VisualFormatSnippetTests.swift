import Masonry
import Testing

/// The Visual Format Language's snippets (Masonry.docc).
@Suite struct VisualFormatSnippetTests {
    @Test func twoViewsSideBySide() throws {
        let printed = try Transcript.record {
            // snippet: vfl
            let root = View(frame: Rect(x: 0, y: 0, width: 375, height: 200))
            let blue = View(name: "blue"), red = View(name: "red")
            for view in [blue, red] {
                view.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(view)
            }
            let views = ["blue": blue, "red": red]
            let horizontal = try LayoutConstraint.constraints(
                withVisualFormat: "H:|-space-[blue]-space-[red(==blue)]-space-|",
                options: [.alignAllTop, .alignAllBottom], metrics: ["space": 30], views: views)
            let vertical = try LayoutConstraint.constraints(withVisualFormat: "V:|-[blue]-|", views: views)
            LayoutConstraint.activate(horizontal + vertical) // inactive until activated, in Apple's order
            root.layoutIfNeeded()
            print(blue.frame) // (30, 8, 142.5, 184)
            print(red.frame) // (202.5, 8, 142.5, 184)
            // snippet end
        }
        try Snippets.expect("vfl", printed: printed)
    }

    @Test func aMistakeIsThrownWithApplesMessageAndACaret() throws {
        let printed = Transcript.record {
            // snippet: vflError
            let views = ["a": View(name: "a"), "b": View(name: "b")]
            do throws(VisualFormatError) {
                _ = try LayoutConstraint.constraints(withVisualFormat: "H:[a]-[b", views: views)
            } catch {
                print(error.message) // Expected a ']' here. That is how you give the end of a view.
                print(error.position ?? 0) // 8
            }
            // snippet end
        }
        try Snippets.expect("vflError", printed: printed)
    }
}
