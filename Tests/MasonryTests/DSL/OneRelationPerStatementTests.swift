import Foundation
import Testing

/// The compiler, and the Masonry module this test binary was built with, for type-checking small client files.
///
/// The module is found next to the running test binary (SwiftPM puts both in the build products directory, under
/// `Modules/`), so the check uses exactly the code under test; the compiler is found on `PATH`.
private struct TypeChecker: Sendable {
    let swiftc: String
    let modules: String

    static let found: TypeChecker? = {
        let fileManager = FileManager.default
        guard let binary = try? fileManager.destinationOfSymbolicLink(atPath: "/proc/self/exe") else { return nil }
        var directory = URL(fileURLWithPath: binary).deletingLastPathComponent()
        // A bundle's binary sits a few levels below the products directory (`….xctest/Contents/MacOS/…`).
        for _ in 0..<4 {
            let modules = directory.appendingPathComponent("Modules").path
            if fileManager.fileExists(atPath: modules + "/Masonry.swiftmodule") {
                let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
                let compilers = path.split(separator: ":").map { "\($0)/swiftc" }
                guard let swiftc = compilers.first(where: fileManager.isExecutableFile(atPath:)) else { return nil }
                return TypeChecker(swiftc: swiftc, modules: modules)
            }
            directory.deleteLastPathComponent()
        }
        return nil
    }()

    /// Type-checks `source` (which imports Masonry) and returns the exit status and the compiler's messages.
    func typecheck(_ source: String) throws -> (status: Int32, messages: String) {
        let directory = NSTemporaryDirectory() + "masonry-typecheck-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = directory + "/client.swift"
        try source.write(toFile: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swiftc)
        process.arguments = ["-typecheck", "-swift-version", "6", "-I", modules, file]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

/// A statement has one relation, enforced by the chain's types: a second relation does not compile, while every
/// legal Masonry and SnapKit ordering (modifier first, relation-less, priority then label) still does.
///
/// Each check writes a small client file and runs `swiftc -typecheck` on it against the built Masonry module.
@Suite(.enabled(if: TypeChecker.found != nil, "needs swiftc on PATH and Masonry.swiftmodule beside the test binary"))
struct OneRelationPerStatementTests {
    /// The client file: each statement of `body` in a `makeConstraints` closure of its own (the compiler reports the
    /// first error of a closure only), with views `a`, `b` and `header` and a guide in scope.
    private static func client(_ body: [String]) -> String {
        let functions = body.enumerated().map { index, statement in
            """
            @MainActor func statement\(index)(view: View, a: View, b: View, header: View, guide: LayoutGuide) {
                view.mas.makeConstraints { make in
                    \(statement)
                }
            }
            """
        }
        return (["import Masonry"] + functions).joined(separator: "\n")
    }

    /// The line of the client file that holds `body[index]`.
    private static func line(of index: Int) -> Int { 4 + 5 * index }

    /// Lines of the compiler's output that report `kind` ("error", "warning") on `line`.
    private static func messages(_ output: String, _ kind: String, atLine line: Int) -> [Substring] {
        output.split(separator: "\n").filter { $0.contains("client.swift:\(line):") && $0.contains(" \(kind): ") }
    }

    @Test func theLegalOrderingsTypeCheck() throws {
        let legal = [
            "make.left.equalTo(a.mas.right).offset(20)",
            "make.top.equalTo(40)",
            "make.width.equalTo(a.mas.width).multipliedBy(1.0 / 3).offset(-20)",
            "make.height.greaterThanOrEqualTo(10).priority(.high).labeled(\"minHeight\")",
            "make.edges.equalToSuperview().inset(EdgeInsets(top: 40, left: 10, bottom: 10, right: 10))",
            "make.edges.equalToSuperview().inset(10)",
            "make.height.equalTo([a, b])",
            "make.top.offset(10).equalTo(header)",
            "make.width.multipliedBy(0.5).equalTo(a)",
            "make.edges.inset(4).with.equalTo(a)",
            "make.top.left.offset(10)",
            "make.top.and.left.offset(10)",
            "make.width.offset(10)",
            "make.centerX.priority(.high)",
            "make.centerY.priorityRequired()",
            "make.top.labeled(\"top\")",
            "make.top.equalTo(a).with.offset(8).priority(600).labeled(\"top\")",
            "make.top.equalTo(a).labeled(\"top\")",
            "make.left.equalTo(a).offset(5).offset(7).priorityHigh()",
            "make.top.and.left.equalToSuperview()",
            "make.top.equalToSuperview { $0.safeAreaLayoutGuide }",
            "make.bottom.lessThanOrEqualTo(guide).inset(DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))",
            "let kept: Constraint = make.left.equalTo(b).constraint; _ = kept",
            "let right = make.right; right.equalTo(a)"
        ]
        let result = try #require(TypeChecker.found).typecheck(Self.client(legal))
        #expect(result.status == 0, "\(result.messages)")
        #expect(!result.messages.contains(" error: "), "\(result.messages)")
    }

    @Test func aSecondRelationInOneStatementDoesNotCompile() throws {
        let illegal = [
            "make.left.equalTo(a).equalTo(b)",
            "make.width.equalTo(10).equalTo(20)",
            "make.height.equalTo(10).lessThanOrEqualTo(header)",
            "make.right.equalTo(header).equalToSuperview()",
            "make.top.equalToSuperview().greaterThanOrEqualToSuperview { $0.safeAreaLayoutGuide }",
            "make.top.offset(10).equalTo(a).equalTo(b)",
            "make.width.equalTo(a).offset(5).greaterThanOrEqualTo(10)",
            "make.top.equalTo(a).priority(.high).equalTo(b)",
            "make.top.labeled(\"top\").equalTo(a)",
            "make.top.equalTo(a).left",
            "make.top.priority(.high).offset(8)"
        ]
        let result = try #require(TypeChecker.found).typecheck(Self.client(illegal))
        #expect(result.status != 0)
        for index in illegal.indices {
            #expect(
                !Self.messages(result.messages, "error", atLine: Self.line(of: index)).isEmpty,
                "`\(illegal[index])` type-checked:\n\(result.messages)")
        }
        // Every error is on one of those lines: the file is otherwise sound, so the failures are the chains'.
        let errorLines = result.messages.split(separator: "\n").filter {
            $0.contains("client.swift:") && $0.contains(" error: ")
        }
        #expect(errorLines.count >= illegal.count)
        #expect(
            errorLines.allSatisfy { line in
                illegal.indices.contains { line.contains("client.swift:\(Self.line(of: $0)):") }
            })
    }

    @Test func aBareAttributeCompilesWithAnUnusedWarning() throws {
        // `make.left` alone is a property read, so the compiler warns it is unused (at run time it is reported too).
        let result = try #require(TypeChecker.found).typecheck(Self.client(["make.left", "make.right.bottom.and"]))
        #expect(result.status == 0, "\(result.messages)")
        for index in 0..<2 {
            let warnings = Self.messages(result.messages, "warning", atLine: Self.line(of: index))
            #expect(warnings.contains { $0.contains("unused") }, "\(result.messages)")
        }
    }
}
