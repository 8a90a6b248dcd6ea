import Testing

@testable import masonry

/// `POST /render`'s query read into a job: the documented parameters, and a clear refusal of anything else.
@Suite struct RenderJobTests {
    @Test func readsFormatSizeDirectionAndOverlay() throws {
        let job = try RenderJob(
            text: "t",
            query: [("format", "json"), ("width", "320"), ("height", "568.5"), ("rtl", "1"), ("constraints", "true")])
        #expect(job.format == .json)
        #expect(job.width == 320 && job.height == 568.5)
        #expect(job.rightToLeft && job.showsConstraints)
        let plain = try RenderJob(text: "t", query: [])
        #expect(plain.format == .svg && plain.width == nil && !plain.rightToLeft && !plain.showsConstraints)
    }

    @Test(arguments: [
        ([("format", "png")], "unknown format 'png' (expected svg, json or text)"),
        ([("width", "0"), ("height", "10")], "width must be a number above 0 and at most 100000, not '0'"),
        ([("width", "nan"), ("height", "10")], "width must be a number above 0 and at most 100000, not 'nan'"),
        ([("width", "10")], "give both width and height, or neither"),
        ([("rtl", "yes")], "rtl must be 1 or 0, not 'yes'"),
        ([("path", "/etc/passwd")], "unknown parameter 'path' (expected format, width, height, rtl or constraints)")
    ])
    func refusesWhatItDoesNotKnow(query: [(String, String)], message: String) {
        #expect(throws: RenderJob.QueryError(message: message)) { try RenderJob(text: "t", query: query) }
    }
}
