import Foundation
import Testing

@testable import masonry

/// What `POST /render` answers for a text, computed in-process (the worker runs the same code).
@Suite struct PlaygroundRenderingTests {
    @Test func anSVGCarriesTheOverlayWhenAskedAndTheDiagnosticsSortedByLine() throws {
        var job = RenderJob(text: try String(contentsOfFile: example("mistakes/conflict.layout"), encoding: .utf8))
        job.showsConstraints = true
        let answer = PlaygroundRendering.answer(job)
        #expect(answer.status == 200)
        let json = try decodeJSON(answer.body)
        let svg = try #require(json["rendering"] as? String)
        #expect(svg.contains(#"data-overlay="constraints""#))
        #expect(svg.contains(#"stroke-dasharray="4 2""#))
        let lines = try #require(json["diagnostics"] as? [[String: Any]]).compactMap { $0["line"] as? Int }
        #expect(!lines.isEmpty && lines == lines.sorted())
    }

    @Test func aTextThatDoesNotParseAnswers422WithEveryMistake() throws {
        let answer = PlaygroundRendering.answer(RenderJob(text: "canvas 10x10\nview a in b\nview c in d\n"))
        #expect(answer.status == 422)
        let json = try decodeJSON(answer.body)
        #expect(json["rendering"] is NSNull)
        #expect((json["diagnostics"] as? [[String: Any]])?.compactMap { $0["line"] as? Int } == [2, 3])
    }

    @Test func aJobSurvivesTheTripToAWorker() throws {
        var job = RenderJob(text: "canvas 1x1\n\u{0}\"\\", format: .text)
        job.width = 3
        job.height = 4
        job.rightToLeft = true
        let decoded = try JSONDecoder().decode(RenderJob.self, from: JSONEncoder().encode(job))
        #expect(decoded == job)
    }
}
