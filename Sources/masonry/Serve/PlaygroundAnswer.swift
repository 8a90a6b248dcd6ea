/// What the playground answers to a request, independent of the HTTP library: a status, a content type and a body.
///
/// Render answers come back from a worker process in ``framed`` form.
struct PlaygroundAnswer: Equatable, Sendable {
    var status: Int
    var contentType: String
    var body: String

    static let jsonType = "application/json; charset=utf-8"

    /// A JSON answer.
    static func json(_ value: JSONValue, status: Int = 200) -> PlaygroundAnswer {
        PlaygroundAnswer(status: status, contentType: jsonType, body: value.encoded())
    }

    /// An error as `{"error": MESSAGE}`, so every answer of `/render` is JSON.
    static func error(_ status: Int, _ message: String) -> PlaygroundAnswer {
        json(.object([("error", .string(message))]), status: status)
    }

    /// The answer as a render worker sends it: the status and the content type on a line each, then the body's
    /// bytes as they are. The body (JSON or SVG) is not encoded a second time, so neither side escapes or unescapes
    /// it again.
    var framed: [UInt8] { Array("\(status)\n\(contentType)\n".utf8) + Array(body.utf8) }
}

extension PlaygroundAnswer {
    /// Reads ``framed``'s form back; `nil` when `bytes` are not in it.
    init?(framed bytes: [UInt8]) {
        let newline = UInt8(ascii: "\n")
        guard let statusEnd = bytes.firstIndex(of: newline),
            let typeEnd = bytes[(statusEnd + 1)...].firstIndex(of: newline),
            let status = Int(String(decoding: bytes[..<statusEnd], as: UTF8.self)), (100...599).contains(status)
        else { return nil }
        self.init(
            status: status, contentType: String(decoding: bytes[(statusEnd + 1)..<typeEnd], as: UTF8.self),
            body: String(decoding: bytes[(typeEnd + 1)...], as: UTF8.self))
    }
}
