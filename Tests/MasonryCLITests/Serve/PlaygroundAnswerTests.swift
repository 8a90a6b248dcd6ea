import Testing

@testable import masonry

/// How a render worker hands its answer to the server: the status and content type on a line each, then the body's
/// bytes unchanged.
@Suite struct PlaygroundAnswerTests {
    @Test func anAnswerReadsBackFromItsFramedForm() throws {
        let body = #"{"svg":"<svg>\n<text>é → \"ü\"</text></svg>","views":[]}"# + "\n\nlast line"
        let answer = PlaygroundAnswer(status: 422, contentType: PlaygroundAnswer.jsonType, body: body)
        #expect(PlaygroundAnswer(framed: answer.framed) == answer)
        let empty = PlaygroundAnswer(status: 200, contentType: "text/plain", body: "")
        #expect(PlaygroundAnswer(framed: empty.framed) == empty)
    }

    @Test func bytesNotInTheFramedFormAreRefused() {
        for text in ["", "200", "200\ntext/plain", "abc\ntext/plain\nbody", "42\ntext/plain\nbody", "\n\n"] {
            #expect(PlaygroundAnswer(framed: Array(text.utf8)) == nil, "\(text.debugDescription)")
        }
    }
}
