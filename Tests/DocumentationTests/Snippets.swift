import Foundation
import Testing

/// The documentation's Swift snippets and the code in this target that runs them.
///
/// A snippet is the code between `// snippet: NAME` and `// snippet end` in a test of this target, and a Swift code
/// block of README.md or of a DocC article is a snippet with its `import` lines left out. Every block must be a
/// snippet, character for character after indentation, so the documentation shows only code that compiles and
/// runs. A block whose first line is `// Package.swift` is a manifest excerpt instead, which must name the latest
/// release. What a snippet prints is written in its comments: a `print(…)` line ending in `// TEXT` prints `TEXT`;
/// one without a comment prints the comment lines right after it, one line each.
enum Snippets {
    /// The repository's root.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Every snippet of this target, by name: its lines without their common indentation.
    static func all() throws -> [String: [String]] {
        let folder = root.appendingPathComponent("Tests/DocumentationTests")
        var snippets: [String: [String]] = [:]
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            var name: String?
            var lines: [String] = []
            for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.hasPrefix("// snippet: ") {
                    name = String(trimmed.dropFirst("// snippet: ".count))
                    lines = []
                } else if trimmed == "// snippet end", let current = name {
                    snippets[current] = dedented(lines)
                    name = nil
                } else if name != nil {
                    lines.append(line)
                }
            }
        }
        return snippets
    }

    /// The markdown files whose Swift blocks must be snippets: README.md and every DocC article.
    static func documents() throws -> [URL] {
        var found = [root.appendingPathComponent("README.md")]
        let sources = root.appendingPathComponent("Sources")
        let walker = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let url = walker?.nextObject() as? URL {
            if url.pathExtension == "md" && url.path.contains(".docc/") { found.append(url) }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// The Swift code blocks of a markdown text, without their `import` lines and the blank lines after them.
    static func swiftBlocks(in markdown: String) -> [[String]] {
        var blocks: [[String]] = []
        var current: [String]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if current == nil, trimmed == "```swift" {
                current = []
            } else if current != nil, trimmed == "```" {
                var block = dedented(current ?? [])
                while let first = block.first, first.hasPrefix("import ") || first.isEmpty { block.removeFirst() }
                blocks.append(block)
                current = nil
            } else if current != nil {
                current?.append(line)
            }
        }
        return blocks
    }

    /// The lines a snippet prints, as its comments show them.
    static func expectedOutput(of snippet: [String]) -> [String] {
        var expected: [String] = []
        var index = 0
        while index < snippet.count {
            let line = snippet[index].trimmingCharacters(in: .whitespaces)
            index += 1
            guard line.hasPrefix("print(") || line.contains(" print(") else { continue }
            if let comment = line.range(of: " // ") {
                expected.append(String(line[comment.upperBound...]))
                continue
            }
            while index < snippet.count, case let next = snippet[index].trimmingCharacters(in: .whitespaces),
                next.hasPrefix("//")
            {
                expected.append(next == "//" ? "" : String(next.dropFirst(3)))
                index += 1
            }
        }
        return expected
    }

    /// Checks that `printed` is what snippet `name`'s comments say it prints.
    static func expect(_ name: String, printed: [String], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let snippet = try #require(try all()[name], "no snippet named \(name)", sourceLocation: sourceLocation)
        #expect(printed == expectedOutput(of: snippet), sourceLocation: sourceLocation)
    }

    private static func dedented(_ lines: [String]) -> [String] {
        var lines = lines
        while lines.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { lines.removeLast() }
        let indent =
            lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            .map { $0.prefix(while: { $0 == " " }).count }.min() ?? 0
        return lines.map { $0.trimmingCharacters(in: .whitespaces).isEmpty ? "" : String($0.dropFirst(indent)) }
    }
}

/// The documentation shows only code this target runs.
@Suite struct DocumentationSnippetTests {
    @Test func everySwiftBlockOfTheDocumentationIsARunSnippet() throws {
        let snippets = Set(try Snippets.all().values)
        for document in try Snippets.documents() {
            let markdown = try String(contentsOf: document, encoding: .utf8)
            for block in Snippets.swiftBlocks(in: markdown) where block.first != "// Package.swift" {
                let isRun = snippets.contains(block)
                #expect(
                    isRun,
                    "\(document.lastPathComponent) has a Swift block that no test runs:\n\(block.joined(separator: "\n"))"
                )
            }
        }
    }

    @Test func theInstallSnippetsNameTheLatestRelease() throws {
        let changelog = try String(
            contentsOf: Snippets.root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let release = try #require(
            changelog.split(separator: "\n").first { $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased]") })
        let version = release.dropFirst("## [".count).prefix { $0 != "]" }
        var manifests = 0
        for document in try Snippets.documents() {
            let markdown = try String(contentsOf: document, encoding: .utf8)
            for block in Snippets.swiftBlocks(in: markdown) where block.first == "// Package.swift" {
                manifests += 1
                #expect(block.contains { $0.contains("from: \"\(version)\")") }, "\(document.lastPathComponent)")
            }
        }
        #expect(manifests >= 1)
    }

    @Test func everySnippetIsShownSomewhere() throws {
        var shown: Set<[String]> = []
        for document in try Snippets.documents() {
            shown.formUnion(Snippets.swiftBlocks(in: try String(contentsOf: document, encoding: .utf8)))
        }
        for (name, snippet) in try Snippets.all() {
            let isShown = shown.contains(snippet)
            #expect(isShown, "snippet \(name) is in no document")
        }
    }

    @Test func printedLinesAreReadFromTheComments() {
        let snippet = ["let x = 1", "print(x) // 1", "print(\"a\\nb\")", "// a", "// b", "let y = 2 // not printed"]
        #expect(Snippets.expectedOutput(of: snippet) == ["1", "a", "b"])
    }
}
