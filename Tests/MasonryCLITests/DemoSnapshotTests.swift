import Foundation
import SnapshotTesting
import Testing

@testable import masonry

/// The demo's output, recorded once under `__Snapshots__` and compared on every run (never re-recorded in CI).
@Suite struct DemoSnapshotTests {
    /// Records a missing snapshot locally; in CI (`CI` set) a missing or different snapshot fails.
    static let recording: SnapshotTestingConfiguration.Record =
        ProcessInfo.processInfo.environment["CI"] == nil ? .missing : .never

    @Test(arguments: DemoExample.all.map(\.name))
    func theLayoutTreeOfEachExample(name: String) throws {
        let example = try #require(DemoExample.named(name))
        withSnapshotTesting(record: Self.recording) {
            assertSnapshot(of: example.run().text, as: .lines, named: name)
        }
    }

    @Test(arguments: DemoExample.all.map(\.name))
    func theTerminalPictureOfEachExample(name: String) throws {
        let example = try #require(DemoExample.named(name))
        let picture = try #require(DemoCommand.text(of: example.run()))
        withSnapshotTesting(record: Self.recording) {
            assertSnapshot(of: picture, as: .lines, named: name)
        }
    }

    @Test(arguments: ["centre", "vfl", "stack"])
    func theTerminalPictureOfAShippedLayoutFile(name: String) throws {
        let result = try #require(run(["render", example("\(name).layout"), "--format", "text"]))
        withSnapshotTesting(record: Self.recording) {
            assertSnapshot(of: result.standardOutput, as: .lines, named: name)
        }
    }

    @Test(arguments: ["centre", "basic", "bar", "labels", "distribution", "vfl", "stack"])
    func theLayoutTreeOfEachShippedLayoutFile(name: String) throws {
        let result = try #require(run(["render", example("\(name).layout"), "--constraints"]))
        withSnapshotTesting(record: Self.recording) {
            assertSnapshot(of: result.standardOutput, as: .lines, named: name)
        }
    }
}
