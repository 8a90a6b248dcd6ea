import Foundation
import Masonry
import Testing

/// The README's DSL example runs as written: the code below is the README's, character for character (the first
/// test checks that), and the second test checks what its comments promise.
@Suite struct ReadmeTests {
    /// The README's DSL snippet, between `import Masonry` and the closing fence, as a function returning what its
    /// comments talk about.
    private func readmeDSLExample() -> (
        box: View, label: Label, banner: View, bannerBefore: Rect, halfway: Rect, end: Rect
    ) {
        // README: begin
        let root = View(frame: Rect(x: 0, y: 0, width: 375, height: 667))
        let box = View(name: "box"), label = Label(name: "label", text: "Hello"), banner = View(name: "banner")
        for view in [box, label, banner] { root.addSubview(view) }
        box.mas.makeConstraints { make in
            make.size.equalTo(Size(width: 200, height: 200))
            make.center.equalToSuperview()
        }
        label.mas.makeConstraints { make in
            make.top.equalTo(box.mas.bottom).offset(8)
            make.left.right.equalToSuperview().inset(20)
            make.height.greaterThanOrEqualTo(10).priority(.high).labeled("minHeight")
        }
        var top: Constraint?
        banner.mas.makeConstraints { make in
            top = make.top.equalTo(418).constraint
            make.left.right.equalToSuperview()
            make.height.equalTo(44)
        }
        root.layoutIfNeeded() // banner.frame: (0, 418, 375, 44)
        let animation = root.animate(duration: 5) {
            top?.update(offset: 700) // or updateConstraints { make.top.equalTo(700) }
            root.layoutIfNeeded()
        }
        let halfway = animation.frame(of: banner, at: 2.5) // (0, 559, 375, 44): halfway, along the ease-in-out curve
        // README: end
        return (box, label, banner, animation.startFrame(of: banner), halfway, banner.frame)
    }

    /// The lines between the markers above, without their indentation.
    private func testedLines() throws -> [String] {
        let source = try String(contentsOfFile: #filePath, encoding: .utf8)
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let begin = lines.firstIndex(where: { $0.hasSuffix("// README: begin") }),
            let end = lines.firstIndex(where: { $0.hasSuffix("// README: end") })
        else { return [] }
        return lines[(begin + 1)..<end].map { String($0.drop(while: { $0 == " " })) }
    }

    @Test func theTestedCodeIsTheReadmesDSLSnippet() throws {
        let readmeURL = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("README.md")
        let readme = try String(contentsOf: readmeURL, encoding: .utf8)
        guard let section = readme.range(of: "## The DSL\n\n```swift\n"),
            let fence = readme.range(of: "\n```", range: section.upperBound..<readme.endIndex)
        else {
            Issue.record("README.md has no DSL snippet")
            return
        }
        let snippet = readme[section.upperBound..<fence.lowerBound].split(
            separator: "\n", omittingEmptySubsequences: false
        )
        .map { String($0.drop(while: { $0 == " " })) }
        #expect(snippet.first == "import Masonry")
        #expect(
            Array(snippet.drop(while: { $0 != "let root = View(frame: Rect(x: 0, y: 0, width: 375, height: 667))" }))
                == (try testedLines()))
    }

    @Test func theReadmesDSLSnippetGivesTheFramesItsCommentsPromise() {
        let result = readmeDSLExample()
        expectFrame(result.box, Rect(x: 87.5, y: 233.5, width: 200, height: 200))
        #expect(result.label.frame.minY == 441.5)
        #expect(result.label.frame.minX == 20 && result.label.frame.width == 335)
        #expect(result.label.frame.height >= 10)
        #expect(result.bannerBefore == Rect(x: 0, y: 418, width: 375, height: 44))
        #expect(result.halfway == Rect(x: 0, y: 559, width: 375, height: 44))
        #expect(result.end == Rect(x: 0, y: 700, width: 375, height: 44))
    }
}
