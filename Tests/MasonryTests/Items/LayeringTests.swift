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

    /// Views, constraints and guides reach an engine only through a root's hooks, and only to call the members of
    /// the invalidation interface (`LayoutEngine.invalidationInterface`, read from its source).
    @Test func theModelCallsTheEngineOnlyThroughItsInvalidationInterface() throws {
        let interface = try invalidationInterface()
        #expect(interface.contains("invalidate") && interface.count <= 6)
        for folder in ["Items", "Constraints"] {
            for file in try sources(of: folder) {
                let found = try engineUses(in: code(of: file.text), allowed: interface)
                #expect(found.isEmpty, "\(folder)/\(file.name) uses the engine beyond its interface: \(found)")
            }
        }
    }

    /// The rule catches what it is meant to: an engine read into a variable, a member outside the interface.
    @Test func theInvalidationRuleFindsWhatItForbids() throws {
        let interface = try invalidationInterface()
        #expect(try engineUses(in: "root.layoutEngineIfCreated?.invalidate(self)", allowed: interface).isEmpty)
        #expect(try engineUses(in: "var layoutEngineIfCreated: LayoutEngine?", allowed: interface).isEmpty)
        #expect(try engineUses(in: "root.layoutEngineIfCreated?.solver.add(piece)", allowed: interface).count == 1)
        #expect(try engineUses(in: "let engine = root.layoutEngineIfCreated", allowed: interface).count == 1)
        #expect(try engineUses(in: "root.layoutEngineIfCreated!.needsResync = true", allowed: interface).count == 1)
        #expect(try engineUses(in: "let e: LayoutEngine = make()", allowed: interface).count == 1)
    }

    /// What the engine derives for each view (its frame, which way ambiguity was last exercised) is kept by the
    /// engine: no file of the model declares it or reads or writes it.
    @Test func theModelHoldsNoStateTheEngineDerives() throws {
        let derived = try listedNames("derivedViewState")
        #expect(derived.contains("engineFrame") && derived.contains("frames"))
        // Every per-view table the engine declares is listed, so a new one cannot slip past this test.
        let table = try Regex(#"\bvar\s+([A-Za-z_][A-Za-z0-9_]*)\s*(?::\s*|=\s*)ViewTable<"#)
        var tables: Set<String> = []
        for file in try sources(of: "Engine") {
            for match in code(of: file.text).matches(of: table) {
                if let name = match.output[1].substring { tables.insert(String(name)) }
            }
        }
        #expect(!tables.isEmpty && tables.isSubset(of: derived), "unlisted tables: \(tables.subtracting(derived))")
        for folder in ["Items", "Constraints"] {
            let found = try uses(of: derived.union(["ViewTable"]), in: folder)
            #expect(found.isEmpty, "\(folder) holds or touches what the engine derives: \(found)")
        }
    }

    /// The member names listed in `LayoutEngine.invalidationInterface`.
    private func invalidationInterface() throws -> Set<String> {
        try listedNames("invalidationInterface")
    }

    /// The names a `static let NAME: Set<String> = [...]` of `LayoutInvalidation.swift` lists.
    private func listedNames(_ name: String) throws -> Set<String> {
        let file = try #require(try sources(of: "Engine").first { $0.name == "LayoutInvalidation.swift" })
        let list = try #require(
            file.text.firstMatch(of: try Regex(name + #": Set<String> = \[([^\]]*)\]"#))?.output[1].substring)
        return Set(list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines.union(["\""])) })
    }

    /// The uses of an engine in `code` that are not a hook's declaration, a hook dropped (`= nil`), or a call of an
    /// `allowed` member through a hook.
    private func engineUses(in code: String, allowed: Set<String>) throws -> [String] {
        let hooks = "layoutEngineIfCreated|fittingEngineIfCreated|layoutEngine|fittingEngine"
        // Simple word boundaries: by Unicode's rules `root.layoutEngine` is one word.
        func regex(_ pattern: String) throws -> Regex<AnyRegexOutput> {
            try Regex(pattern).wordBoundaryKind(.simple)
        }
        var found: [String] = []
        for match in code.matches(of: try regex("\\b(\(hooks))\\b([^\\n]{0,40})")) {
            let after = match.output[2].substring.map(String.init) ?? ""
            if after.hasPrefix(": LayoutEngine?") || after.hasPrefix(" = nil") { continue }
            if let member = after.firstMatch(of: try regex(#"^\?\.([A-Za-z_]+)"#))?.output[1].substring,
                allowed.contains(String(member))
            {
                continue
            }
            found.append(String(code[match.range]))
        }
        // The type itself is named only in the hooks' declarations.
        let declarations = code.matches(of: try regex("\\b(\(hooks)): LayoutEngine\\?")).count
        let mentions = code.matches(of: try regex(#"\bLayoutEngine\b"#)).count
        if mentions > declarations { found.append("LayoutEngine named \(mentions - declarations) more times") }
        return found
    }
}
