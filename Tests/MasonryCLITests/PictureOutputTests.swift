import Foundation
import Testing

@testable import masonry

/// The picture formats: SVG from render and demo (one file per example, the animated one animated), text in a grid.
@Suite struct PictureOutputTests {
    @Test func renderWritesAnSVGWithARectPerView() throws {
        let directory = try temporaryDirectory()
        let path = directory + "/centre.svg"
        let result = try #require(run(["render", example("centre.layout"), "--format", "svg", "--output", path]))
        #expect(result.exitCode == 0)
        let svg = try String(contentsOfFile: path, encoding: .utf8)
        #expect(svg.contains(#"viewBox="0 0 375 667""#))
        #expect(svg.contains(#"<rect data-name="box" x="87.5" y="233.5" width="200" height="200""#))
    }

    @Test func theConstraintsFlagAddsTheOverlay() throws {
        let plain = try #require(run(["render", example("centre.layout"), "--format", "svg"])).standardOutput
        let overlaid = try #require(run(["render", example("centre.layout"), "--format", "svg", "--constraints"]))
            .standardOutput
        #expect(overlaid.count > plain.count)
        #expect(overlaid.contains("centerX"))
    }

    @Test func textFitsTheGridAndNamesTheBoxes() throws {
        let result = try #require(run(["render", example("centre.layout"), "--format", "text"]))
        let lines = result.standardOutput.split(separator: "\n")
        #expect(lines.allSatisfy { $0.count == Renderings.columns })
        #expect(lines.count == 36)
        #expect(result.standardOutput.contains("box"))
    }

    @Test func demoOutputWritesOneSVGPerExampleAndTheAnimatedOneAnimates() throws {
        let directory = try temporaryDirectory()
        let result = try #require(run(["demo", "--output", directory]))
        #expect(result.exitCode == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        #expect(files == DemoExample.all.map { "\($0.name).svg" }.sorted())
        let animated = try String(contentsOfFile: directory + "/animated.svg", encoding: .utf8)
        #expect(animated.contains("<animate"))
        #expect(animated.contains("keySplines"))
        let centre = try String(contentsOfFile: directory + "/centre.svg", encoding: .utf8)
        #expect(!centre.contains("<animate"))
    }

    @Test func demoSVGOnStandardOutputNeedsOneExample() throws {
        #expect(throws: (any Error).self) { try MasonryCommand.parseAsRoot(["demo", "--format", "svg"]) }
        let result = try #require(run(["demo", "centre", "--format", "svg"]))
        #expect(result.standardOutput.hasPrefix("<?xml"))
    }
}
