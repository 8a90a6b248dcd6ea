/// What the playground answers to a request, independent of the HTTP library: a status, a content type and a body.
///
/// Render answers come back from a worker process as JSON, so this is `Codable`.
struct PlaygroundAnswer: Codable, Equatable, Sendable {
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
}
