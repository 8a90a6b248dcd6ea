import Foundation
import Testing

/// The house rule that every public symbol has a doc comment, checked on the libraries' sources so a new symbol
/// without one fails here, not in a reader's hands. (`swift package generate-documentation` warns about broken
/// links, not about missing comments.)
@Suite struct DocCommentTests {
    /// The library modules; the command-line tool's code is internal.
    private static let modules = ["Cassowary", "Masonry", "MasonryRender", "LayoutFile", "InterfaceBuilder"]

    /// `FILE:LINE: declaration` for each public or open declaration with no `///` comment right above it (attributes
    /// and formatter directives may stand between).
    private static func undocumentedDeclarations() throws -> [String] {
        var found: [String] = []
        for module in modules {
            let folder = Snippets.root.appendingPathComponent("Sources/\(module)")
            let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
            while let url = walker?.nextObject() as? URL {
                guard url.pathExtension == "swift" else { continue }
                let lines = try String(contentsOf: url, encoding: .utf8).split(
                    separator: "\n", omittingEmptySubsequences: false
                ).map { $0.trimmingCharacters(in: .whitespaces) }
                for (index, line) in lines.enumerated() where isPublicDeclaration(line) {
                    var above = index - 1
                    while above >= 0, lines[above].hasPrefix("@") || lines[above].hasPrefix("// swift-format") {
                        above -= 1
                    }
                    if above < 0 || !lines[above].hasPrefix("///") {
                        found.append("\(module)/\(url.lastPathComponent):\(index + 1): \(line)")
                    }
                }
            }
        }
        return found
    }

    private static func isPublicDeclaration(_ line: String) -> Bool {
        var rest = Substring(line)
        while rest.hasPrefix("@"), let space = rest.firstIndex(of: " ") {
            rest = rest[rest.index(after: space)...]
        }
        guard rest.hasPrefix("public ") || rest.hasPrefix("open ") else { return false }
        return !rest.hasPrefix("public import ") && !rest.hasPrefix("public extension ")
    }

    @Test func everyPublicDeclarationHasADocComment() throws {
        let undocumented = try Self.undocumentedDeclarations()
        #expect(
            undocumented.isEmpty,
            "\(undocumented.count) without a doc comment:\n\(undocumented.joined(separator: "\n"))")
    }
}
