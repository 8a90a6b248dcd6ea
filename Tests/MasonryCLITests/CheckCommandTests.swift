import Foundation
import Testing

@testable import masonry

/// `masonry check`: every diagnostic at its line, and its documented exit codes.
@Suite struct CheckCommandTests {
    static let shippedExamples = [
        "animated", "bar", "basic", "card", "centre", "distribution", "edges", "labels", "remake", "stack", "update",
        "vfl"
    ]

    @Test func everyShippedExampleIsChecked() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: repositoryRoot + "/Examples").filter {
            $0.hasSuffix(".layout")
        }
        #expect(files.sorted() == Self.shippedExamples.map { "\($0).layout" })
    }

    @Test func theShippedExamplesAreClean() throws {
        let result = try #require(run(["check"] + Self.shippedExamples.map { example("\($0).layout") }))
        #expect(result.exitCode == 0)
        #expect(result.standardOutput.isEmpty)
    }

    @Test func aConflictExitsWithOneAndPointsAtTheBrokenStatement() throws {
        let path = example("mistakes/conflict.layout")
        let result = try #require(run(["check", path]))
        #expect(result.exitCode == 1)
        #expect(
            result.standardOutput.hasPrefix(
                path + ":6:1: error: unable to satisfy <LayoutConstraint:line 6 Label:messageLabel.height >= 5000>"))
        #expect(result.standardOutput.contains("line 4, line 7; it was broken"))
    }

    @Test func anAmbiguousLayoutExitsWithOneWithAWarning() throws {
        let result = try #require(run(["check", "-"], stdin: "canvas 100x100\nview a size 10x10\na.top == root.top\n"))
        #expect(result.exitCode == 1)
        #expect(
            result.standardOutput
                == "<stdin>:2:6: warning: 'a' has an ambiguous layout on the horizontal axis: constraints do not fix its x position and width\n"
        )
    }

    @Test func aFileThatDoesNotParseExitsWithTwoEvenNextToAConflict() throws {
        let result = try #require(
            run([
                "check", example("mistakes/conflict.layout"), example("mistakes/typo.layout"), example("centre.layout")
            ]))
        #expect(result.exitCode == 2)
        let lines = result.standardOutput.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(
            lines.last?.hasPrefix(example("mistakes/typo.layout") + ":3:5: error: unknown attribute 'centreX'") == true)
    }

    @Test func anUnreadableFileExitsWithTwo() throws {
        let result = try #require(run(["check", example("centre.layout"), "/no/such.layout"]))
        #expect(result.exitCode == 2)
        #expect(result.standardOutput == "/no/such.layout: error: cannot read the file: no such file\n")
    }

    @Test func aNoteAboutLineEndingsIsPrintedAndExitsWithZero() throws {
        let result = try #require(
            run(["check", "-"], stdin: "canvas 100x100\rview a size 10x10\ra.left == root.left\ra.top == root.top\r"))
        #expect(result.exitCode == 0)
        #expect(result.standardOutput.hasPrefix("<stdin>:1:15: note: the lines of this file end in a carriage return"))
    }

    @Test func parseAndBuilderMistakesAreListedTogether() throws {
        let result = try #require(
            run(["check", "-"], stdin: "canvas 10x10\nview a color red size 10\nview b in nowhere\n"))
        #expect(result.exitCode == 2)
        #expect(
            result.standardOutput.split(separator: "\n").map { $0.prefix { $0 != "e" } } == [
                "<stdin>:2:8: ", "<stdin>:2:23: ", "<stdin>:3:11: "
            ])
    }

    @Test func everyMistakeOfAFileIsListed() throws {
        let result = try #require(
            run(["check", "-"], stdin: "canvas 10x10\nview a in nowhere\nview b\nb.width == c.width\n"))
        #expect(
            result.standardOutput == """
                <stdin>:2:11: error: unknown parent 'nowhere': no view, label or stack has that name
                <stdin>:4:12: error: unknown view 'c'

                """)
    }
}
