import Foundation
import InterfaceBuilder
import Masonry
import Testing

/// Xcode stores the frames its own engine computed: on every scene whose stored frames are an oracle (checked
/// without our engine), our frames must be Xcode's within half a point.
@Suite("Real documents lay out as Xcode stored them")
struct CorpusTests {
    struct Mismatch: CustomStringConvertible {
        var scene: String
        var view: String
        var stored: Rect
        var ours: Rect
        var description: String { "\(scene): \(view) stored \(stored) ours \(ours)" }
    }

    /// Oracle scenes whose mismatch has a known cause outside the reader, by document and scene id.
    static let knownMismatches: [String: String] = [:]

    @Test("oracle scenes match their stored frames within 0.5 pt")
    func storedFramesMatch() throws {
        guard let directory = Corpus.directory else {
            print("CorpusTests: skipped: no ../shared/ib-corpus beside the repository and no MASONRY_IB_CORPUS")
            return
        }
        let documents = Corpus.documents(in: directory)
        #expect(!documents.isEmpty)
        var scenes = 0
        var oracles = 0
        var matches = 0
        var known = 0
        var skips: [String] = []
        var mismatches: [Mismatch] = []
        var mismatchedScenes: [String] = []
        for path in documents {
            let relative = String(path.dropFirst(directory.count + 1))
            let document = try InterfaceBuilderDocument(contentsOf: path)
            for scene in document.scenes {
                scenes += 1
                let sceneName = "\(relative) \(scene.id) \"\(scene.name)\""
                var oracle = StoredFrameOracle(scene: scene)
                if let reason = oracle.reasonItIsNoOracle() {
                    skips.append(
                        "\(sceneName): [\(document.deviceID ?? "-") \(scene.root.bounds.size) safe \(scene.root.safeAreaInsets)] \(reason)"
                    )
                    continue
                }
                oracles += 1
                scene.layout()
                var sceneMismatches: [Mismatch] = []
                for item in scene.items where !scene.isHiddenInLayout(item.view) {
                    guard let stored = item.storedFrame else { continue }
                    let ours = item.view.frame
                    if abs(stored.minX - ours.minX) > 0.5 || abs(stored.minY - ours.minY) > 0.5
                        || abs(stored.width - ours.width) > 0.5 || abs(stored.height - ours.height) > 0.5
                    {
                        sceneMismatches.append(
                            Mismatch(scene: sceneName, view: "\(item.id) \"\(item.label)\"", stored: stored, ours: ours)
                        )
                    }
                }
                if sceneMismatches.isEmpty {
                    matches += 1
                } else if let cause = CorpusTests.knownMismatches["\(relative) \(scene.id)"] {
                    print("CorpusTests: known mismatch: \(sceneName): \(cause)")
                    known += 1
                } else {
                    mismatchedScenes.append(sceneName)
                }
                mismatches += sceneMismatches
            }
        }
        print(
            "CorpusTests: \(documents.count) documents, \(scenes) scenes, \(oracles) oracles, \(matches) match, \(known) known mismatches"
        )
        for skip in skips { print("CorpusTests: skip: \(skip)") }
        for mismatch in mismatches { print("CorpusTests: mismatch: \(mismatch)") }
        #expect(matches + known == oracles, "mismatched scenes: \(mismatchedScenes)")
        #expect(oracles >= 270, "fewer scenes are oracles than before: the reader or the oracle check regressed")
    }
}
