import Foundation
import SnapshotTesting

/// Snapshots are recorded when missing on a developer's machine, and never in CI (where `CI` is set): a missing or
/// different snapshot there fails the test instead of writing a new one.
enum SnapshotRecording {
    static var mode: SnapshotTestingConfiguration.Record {
        ProcessInfo.processInfo.environment["CI"] == nil ? .missing : .never
    }
}
