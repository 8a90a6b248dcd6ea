import Foundation
import LayoutFile
import Testing

@testable import masonry

/// `masonry render`: frames as JSON other tools can read, trees, sizes, standard input and located errors.
@Suite struct RenderCommandTests {
    @Test func jsonHasTheCanvasTheViewsDepthFirstAndNoDiagnostics() throws {
        let result = try #require(run(["render", example("centre.layout"), "--format", "json"]))
        #expect(result.exitCode == 0)
        #expect(
            result.standardOutput == """
                {"canvas":{"width":375,"height":667},"views":[{"name":"root","parent":null,"frame":{"x":0,"y":0,"width":375,"height":667}},\
                {"name":"box","parent":"root","frame":{"x":87.5,"y":233.5,"width":200,"height":200}}],"diagnostics":[]}

                """)
    }

    @Test func jsonFramesAreInTheSuperviewsCoordinatesAndParseWithFoundation() throws {
        let result = try #require(run(["render", example("bar.layout"), "--format", "json"]))
        let json = try decodeJSON(result.standardOutput)
        let views = try #require(json["views"] as? [[String: Any]])
        #expect(views.map { $0["name"] as? String } == ["root", "bottomBar", "cancelButton", "okButton", "moreButton"])
        #expect(views.map { $0["parent"] as? String } == [nil, "root", "bottomBar", "bottomBar", "bottomBar"])
        let ok = try #require(views[3]["frame"] as? [String: Double])
        // 20 + (375/3 − 80/3) + 20, in the bar's coordinates (the bar is at y 607).
        #expect(ok == ["x": 138.5, "y": 10, "width": 98, "height": 40])
    }

    @Test func jsonFramesOfAScrollViewsSubviewsAreInContentCoordinates() throws {
        let source = """
            canvas 375x667
            scroll feed
            H:|[feed]|
            V:|-100-[feed(200)]
            view column in feed
            H:|[column(==feed)]|
            V:|-16-[column(1000)]-16-|
            """
        let result = try #require(run(["render", "-", "--format", "json"], stdin: source))
        let views = try #require(try decodeJSON(result.standardOutput)["views"] as? [[String: Any]])
        #expect(views.map { $0["name"] as? String } == ["root", "feed", "column"])
        #expect(views[1]["frame"] as? [String: Double] == ["x": 0, "y": 100, "width": 375, "height": 200])
        // In the content area, 16 from its top: not moved by where the scroll view is, as Interface Builder stores it.
        #expect(views[2]["frame"] as? [String: Double] == ["x": 0, "y": 16, "width": 375, "height": 1000])
        #expect(result.exitCode == 0)
    }

    @Test func jsonListsTheEnginesDiagnosticsWithTheirKind() throws {
        let source =
            "canvas 100x100\nview a size 50x50\na.left == root.left\na.width == 60\nview b size 1x1\nb.left == root.left\n"
        let result = try #require(run(["render", "-", "--format", "json"], stdin: source))
        let diagnostics = try #require(try decodeJSON(result.standardOutput)["diagnostics"] as? [[String: String]])
        #expect(diagnostics.map { $0["kind"] } == ["unsatisfiable", "ambiguous", "ambiguous"])
        #expect(diagnostics.first?["message"]?.hasPrefix("line 4: unable to satisfy") == true)
        #expect(result.exitCode == 0)
    }

    @Test func theTreeIsTheDefaultAndConstraintsCanBeListed() throws {
        let result = try #require(run(["render", example("centre.layout"), "--constraints"]))
        #expect(
            result.standardOutput == """
                View:root (0, 0, 375, 667)
                  View:box (87.5, 233.5, 200, 200)
                <LayoutConstraint:line 3 View:box.width == 200>
                <LayoutConstraint:line 3 View:box.height == 200>
                <LayoutConstraint:line 4 View:box.centerX == View:root.centerX>
                <LayoutConstraint:line 5 View:box.centerY == View:root.centerY>

                """)
    }

    @Test func sizeReplacesTheCanvas() throws {
        let result = try #require(run(["render", example("centre.layout"), "--format", "json", "--size", "320x480"]))
        let views = try #require(try decodeJSON(result.standardOutput)["views"] as? [[String: Any]])
        #expect(views[1]["frame"] as? [String: Double] == ["x": 60, "y": 140, "width": 200, "height": 200])
    }

    @Test func aBadSizeIsRefusedByTheParser() {
        #expect(throws: (any Error).self) { try MasonryCommand.parseAsRoot(["render", "x.layout", "--size", "wide"]) }
        #expect(throws: (any Error).self) { try MasonryCommand.parseAsRoot(["render", "x.layout", "--size", "0x10"]) }
    }

    @Test func standardInputIsReadForADash() throws {
        let result = try #require(
            run(["render", "-"], stdin: "canvas 10x10\nview a size 4x4\na.left == root.left + 1\na.top == root.top"))
        #expect(result.standardOutput == "View:root (0, 0, 10, 10)\n  View:a (1, 0, 4, 4)\n")
    }

    @Test func aMistakeIsPrintedWithItsFileLineAndColumnAndExitsWithTwo() throws {
        let result = try #require(run(["render", example("mistakes/typo.layout"), "--format", "json"]))
        #expect(result.exitCode == 2)
        #expect(result.standardOutput.isEmpty)
        #expect(
            result.standardError.hasPrefix(example("mistakes/typo.layout") + ":3:5: error: unknown attribute 'centreX'")
        )
    }

    @Test func aMissingFileExitsWithTwo() throws {
        let result = try #require(run(["render", "/no/such/file.layout"]))
        #expect(result.exitCode == 2)
        #expect(result.standardError == "/no/such/file.layout: error: cannot read the file: no such file\n")
    }

    @Test func outputWritesTheFile() throws {
        let directory = try temporaryDirectory()
        let path = directory + "/centre.json"
        let result = try #require(run(["render", example("centre.layout"), "--format", "json", "--output", path]))
        #expect(result.standardOutput.isEmpty)
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(try decodeJSON(written)["canvas"] as? [String: Double] == ["width": 375, "height": 667])
    }

    /// Ambiguity is answered in one pass over the solved layout, so a large file is asked about it like a small one.
    @Test func aLargeFilesTreeStillMarksItsAmbiguousViews() throws {
        var text = "canvas 400x400\n"
        for index in 0..<2_500 {
            text += "view v\(index) size 4x4\nv\(index).left == root.left + \(index % 90)\n"
            if index != 1_234 { text += "v\(index).top == root.top + \(index / 90)\n" }
        }
        let path = try temporaryDirectory() + "/large.layout"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try #require(run(["render", path]))
        let marked = result.standardOutput.split(separator: "\n").filter { $0.contains("AMBIGUOUS LAYOUT") }
        #expect(marked == ["  View:v1234 (64, 0, 4, 4) - AMBIGUOUS LAYOUT (vertical)"])
        #expect(!result.standardError.contains("not checked"))
    }

    @Test func namesAreEscapedInJSON() {
        #expect(JSONValue.string("a\"b\\c\n\u{1}").encoded() == #""a\"b\\c\n\u0001""#)
        // Characters beside escapes, multi-byte ones among them, are copied unchanged.
        #expect(JSONValue.string("é\t\"ü→\r\u{1F}x").encoded() == #""é\t\"ü→\r\u001fx""#)
        #expect(JSONValue.string("").encoded() == #""""#)
        #expect(JSONValue.number(-0.25).encoded() == "-0.25")
        #expect(JSONValue.number(.nan).encoded() == "null")
    }
}
