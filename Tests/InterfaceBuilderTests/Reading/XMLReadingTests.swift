import InterfaceBuilder
import Masonry
import Testing

@Suite("Reading the XML: errors are located, entities never expanded")
struct XMLReadingTests {
    @Test("a document that is not well-formed throws at its line and column")
    func malformedIsLocated() throws {
        let error = try #require(
            readingError(
                "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n  <objects>\n</document>"
            ))
        #expect(error.file == "bad.xib")
        #expect(error.line == 4)
        #expect(error.column >= 1)
        #expect(error.description.hasPrefix("bad.xib:4:"))
    }

    @Test("a truncated document throws a located error")
    func truncatedIsLocated() throws {
        let text = xib(view("v", "0 0 10 10"))
        for length in stride(from: 10, to: text.utf8.count, by: 37) {
            let truncated = String(decoding: text.utf8.prefix(length), as: UTF8.self)
            let error = try #require(readingError(truncated))
            #expect(error.line >= 1 && error.column >= 1)
        }
    }

    @Test("an entity declaration (a billion-laughs bomb) is refused before parsing")
    func entityBombIsRefused() throws {
        let bomb = """
            <?xml version="1.0"?>
            <!DOCTYPE lolz [
              <!ENTITY lol "lol">
              <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
              <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
            ]>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch"><objects><label text="&lol3;" id="a"/></objects></document>
            """
        let error = try #require(readingError(bomb))
        #expect(error.line == 2)
        #expect(error.message.contains("entities"))
    }

    @Test("an external entity is refused, never fetched")
    func externalEntityIsRefused() throws {
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE d [ <!ENTITY x SYSTEM "file:///etc/passwd"> ]>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects/></document>
            """
        let error = try #require(readingError(text))
        #expect(error.line == 2)
    }

    @Test("a document declared in another encoding than UTF-8 is refused (a UTF-7 one once crashed libxml2)")
    func foreignEncodingIsRefused() throws {
        let text = xib(view("v", "0 0 10 10")).replacingOccurrences(of: "UTF-8", with: "UTF-7")
        let error = try #require(readingError(text))
        #expect(error.line == 1)
        #expect(error.message.contains("UTF-7"))
    }

    @Test("a processing instruction without data (which crashes FoundationXML on Linux) is refused, located")
    func processingInstructionIsRefused() throws {
        let text = xib(view("v", "0 0 10 10")).replacingOccurrences(of: "<objects>", with: "<objects><?xmv?>")
        let error = try #require(readingError(text))
        #expect(error.line == 4)
        #expect(error.message.contains("processing instruction"))
    }

    @Test("a macOS document is refused with a clear error")
    func macOSIsRefused() throws {
        let text = """
            <?xml version="1.0"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" targetRuntime="MacOSX.Cocoa"><objects/></document>
            """
        let error = try #require(readingError(text))
        #expect(error.message.contains("macOS"))
        #expect(error.line == 2)
    }

    @Test("a tvOS document is refused with a clear error")
    func tvOSIsRefused() throws {
        let text = """
            <document type="com.apple.InterfaceBuilder3.AppleTV.Storyboard" targetRuntime="AppleTV"><scenes/></document>
            """
        let error = try #require(readingError(text))
        #expect(error.message.contains("tvOS"))
    }

    @Test("XML that is not an Interface Builder document is refused")
    func otherXMLIsRefused() throws {
        let error = try #require(readingError("<svg xmlns=\"http://www.w3.org/2000/svg\"/>"))
        #expect(error.message.contains("not an Interface Builder document"))
    }

    @Test("a missing file is an error naming it")
    func missingFile() {
        #expect(throws: InterfaceBuilderError.self) {
            try InterfaceBuilderDocument(contentsOf: "/nonexistent/Main.storyboard")
        }
    }

    @Test("every view remembers the line and column of its start tag")
    func elementsAreLocated() throws {
        let text = storyboard(controllerScene(view("a", "0 0 10 10")))
        let document = try #require(read(text))
        let scene = try #require(document.scenes.first)
        let item = try #require(scene.item(id: "a"))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let line = lines[item.location.line - 1]
        let column = try #require(item.location.column)
        #expect(line.dropFirst(column - 1).hasPrefix("<view translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"a\""))
    }

    @Test("elements nested 10,000 deep are a located error, not a crash")
    func deepNestingIsRefused() throws {
        let depth = 10_000
        let text =
            "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects>"
            + String(repeating: "<view id=\"v\"><subviews>", count: depth)
            + String(repeating: "</subviews></view>", count: depth) + "</objects></document>"
        let error = try #require(readingError(text))
        #expect(error.line == 1)
        #expect(error.column > 1)
    }

    @Test("a 100 MB document is read quickly, not a hang")
    func hugeDocument() throws {
        // A hundred 1 MB comments around one view: libxml2 streams through them (a single text node over 10 MB
        // would be refused as too large, which is also a located error).
        let comment = "<!-- " + String(repeating: "x", count: 1_000_000) + " -->\n"
        let text = xib(String(repeating: comment, count: 100) + view("v", "0 0 10 10"))
        #expect(text.utf8.count > 100_000_000)
        let outcome = Result { () throws(InterfaceBuilderError) in try InterfaceBuilderDocument(xml: text) }
        switch outcome {
        case .success(let document): #expect(document.scenes.count == 1)
        case .failure(let error): Issue.record("a 100 MB document failed: \(error)")
        }
    }
}
