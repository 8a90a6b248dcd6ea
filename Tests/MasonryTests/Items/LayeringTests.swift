import Foundation
import Testing

/// The folders of `Sources/Masonry` do not depend on each other in a circle: views and constraints know nothing of
/// the DSL, and of the engine only the hook a root keeps to its engine.
///
/// Read from the sources: the types a folder declares, and the identifiers another folder's code (comments and
/// string literals left out) uses.
@Suite struct LayeringTests {
    private static let masonrySources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/Masonry")

    /// The Swift files of a folder of `Sources/Masonry`, by name.
    private func sources(of folder: String) throws -> [(name: String, text: String)] {
        let url = Self.masonrySources.appendingPathComponent(folder)
        let names = try FileManager.default.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".swift") }
            .sorted()
        return try names.map { ($0, try String(contentsOf: url.appendingPathComponent($0), encoding: .utf8)) }
    }

    /// The names of the types a folder declares.
    private func declaredTypes(in folder: String) throws -> Set<String> {
        let declaration = try Regex(#"\b(?:class|struct|enum|protocol|typealias|actor)\s+([A-Za-z_][A-Za-z0-9_]*)"#)
        var names: Set<String> = []
        for file in try sources(of: folder) {
            for match in code(of: file.text).matches(of: declaration) {
                if let name = match.output[1].substring { names.insert(String(name)) }
            }
        }
        return names
    }

    /// The text without comments and string literals.
    private func code(of text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            var kept = "", inString = false, previous: Character = " "
            for character in line {
                if !inString, character == "/", previous == "/" { kept.removeLast(); break }
                if character == "\"" { inString.toggle() } else if !inString { kept.append(character) }
                previous = character
            }
            return kept
        }.joined(separator: "\n")
    }

    /// The identifiers a file's code uses.
    private func identifiers(in text: String) -> Set<String> {
        Set(code(of: text).split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
    }

    /// Per file of `folder`, the names of `forbidden` its code uses (files using none are left out).
    private func uses(of forbidden: Set<String>, in folder: String) throws -> [String: Set<String>] {
        var found: [String: Set<String>] = [:]
        for file in try sources(of: folder) {
            let used = identifiers(in: file.text).intersection(forbidden)
            if !used.isEmpty { found[file.name] = used }
        }
        return found
    }

    @Test func viewsAndConstraintsNameNoTypeOfTheDSL() throws {
        let dslTypes = try declaredTypes(in: "DSL")
        #expect(
            dslTypes.isSuperset(of: ["Constraint", "ConstraintMaker", "ConstraintDSL", "ConstraintMakerFinalizable"]))
        for folder in ["Items", "Constraints"] {
            let found = try uses(of: dslTypes.union(["mas"]), in: folder)
            #expect(found.isEmpty, "\(folder) uses the DSL: \(found)")
        }
    }

    @Test func viewsNameNoTypeOfTheEngineButTheRootsHookToIt() throws {
        let engineTypes = try declaredTypes(in: "Engine")
        #expect(engineTypes.contains("LayoutEngine"))
        let found = try uses(of: engineTypes.subtracting(["LayoutEngine"]), in: "Items")
        #expect(found.isEmpty, "Items uses the engine: \(found)")
        #expect(try uses(of: engineTypes, in: "Constraints").isEmpty)
    }
}
