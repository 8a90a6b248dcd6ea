import ArgumentParser
import Foundation
import Testing

@testable import masonry

/// The tool's top level: subcommands only (a stray word is an error, not a demo), a version, help everywhere.
@Suite struct MasonryCommandTests {
    @Test func anUnknownWordIsAnErrorNotADemo() {
        #expect(throws: (any Error).self) { try MasonryCommand.parseAsRoot(["bogus"]) }
        do {
            _ = try MasonryCommand.parseAsRoot(["bogus"])
        } catch {
            #expect(MasonryCommand.exitCode(for: error) != .success)
            #expect(MasonryCommand.message(for: error).contains("bogus"))
        }
    }

    @Test func versionPrintsTheVersion() {
        do {
            _ = try MasonryCommand.parseAsRoot(["--version"])
            Issue.record("--version should exit")
        } catch {
            #expect(MasonryCommand.exitCode(for: error) == .success)
            #expect(MasonryCommand.message(for: error) == MasonryCommand.version)
        }
    }

    @Test func theChangelogsLatestReleaseIsTheVersion() throws {
        let changelog = try String(contentsOfFile: repositoryRoot + "/CHANGELOG.md", encoding: .utf8)
        let releases = changelog.split(separator: "\n").filter {
            $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased]")
        }
        let latest = try #require(releases.first)
        #expect(latest.hasPrefix("## [\(MasonryCommand.version)] - "))
    }

    @Test(arguments: [
        (DemoCommand.self as ParsableCommand.Type, "demo"), (RenderCommand.self, "render"), (CheckCommand.self, "check")
    ])
    func everySubcommandHasHelp(command: ParsableCommand.Type, name: String) {
        let help = MasonryCommand.helpMessage(for: command)
        #expect(help.contains("USAGE: masonry \(name)"))
        #expect(help.contains("--help"))
    }

    @Test func demoListsItsExamplesAndRefusesAnUnknownOne() throws {
        let result = try #require(run(["demo", "--list"]))
        #expect(result.standardOutput.hasPrefix("basic: "))
        #expect(throws: (any Error).self) { try MasonryCommand.parseAsRoot(["demo", "nonesuch"]) }
    }

    @Test func demoTreeShowsTheFrames() throws {
        let result = try #require(run(["demo", "centre", "--format", "tree"]))
        #expect(
            result.standardOutput == """
                == centre: make.size.equalTo(200×200), make.center.equalToSuperview() ==
                View:root (0, 0, 375, 667)
                  View:box (87.5, 233.5, 200, 200)

                """)
    }
}
