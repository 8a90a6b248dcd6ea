import Foundation
import Testing

@testable import masonry

/// The examples compiled into the playground are the shipped files, word for word.
@Suite struct PlaygroundExamplesTests {
    @Test func areTheFilesInExamples() throws {
        let directory = repositoryRoot + "/Examples/"
        let shipped =
            try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".layout") }
            + FileManager.default.contentsOfDirectory(atPath: directory + "mistakes").filter { $0.hasSuffix(".layout") }
            .map { "mistakes/" + $0 }
        #expect(Set(PlaygroundExamples.all.map(\.name)) == Set(shipped), "run Scripts/update-playground-examples")
        for example in PlaygroundExamples.all {
            let file = try String(contentsOfFile: directory + example.name, encoding: .utf8)
            #expect(example.text == file, "\(example.name) differs: run Scripts/update-playground-examples")
        }
    }
}
