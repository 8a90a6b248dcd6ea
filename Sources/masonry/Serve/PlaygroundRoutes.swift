import FlyingFox
import Foundation

/// The playground's routes, one handler for all of them so every other path and method gets a clear answer:
///
/// - `GET /` the page, `GET /playground.js` and `GET /playground.css` its script and style (all built in);
/// - `GET /examples`: the shipped examples as JSON (`[{"name":…,"text":…}]`);
/// - `GET /file` and `GET /events`: with `masonry serve FILE`, the file's text, and server-sent events carrying it
///   again whenever it changes (404 without a FILE);
/// - `POST /render?format=svg|json|text[&width=W&height=H][&rtl=1][&constraints=1]`: lays out the `.layout` text
///   of the body, or the scenes of an `.xib` or `.storyboard` sent as XML (see ``PlaygroundRendering``).
///
/// Nothing here opens a path that came in a request: the only file read is the FILE of the command line.
struct PlaygroundRoutes: HTTPHandler {
    let pool: RenderWorkerPool
    let watcher: FileWatcher?

    /// Bodies above this many bytes are refused (413).
    static let bodyLimit = 1_048_576

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        let answer: PlaygroundAnswer
        switch (request.method, request.path) {
        case (.GET, "/"), (.HEAD, "/"):
            answer = PlaygroundAnswer(status: 200, contentType: "text/html; charset=utf-8", body: PlaygroundPage.html)
        case (.GET, "/playground.js"):
            answer = PlaygroundAnswer(
                status: 200, contentType: "text/javascript; charset=utf-8", body: PlaygroundScript.source)
        case (.GET, "/playground.css"):
            answer = PlaygroundAnswer(status: 200, contentType: "text/css; charset=utf-8", body: PlaygroundStyle.source)
        case (.GET, "/examples"):
            answer = .json(PlaygroundExamples.json)
        case (.GET, "/file"):
            answer = await file()
        case (.GET, "/events"):
            guard let watcher else { return Self.response(.error(404, "no FILE was given to masonry serve")) }
            var headers = HTTPHeaders()
            headers[.contentType] = "text/event-stream"
            headers[.cacheControl] = "no-store"
            let body = HTTPBodySequence(from: EventStreamBody(chunks: await watcher.subscribe()))
            return HTTPResponse(statusCode: .ok, headers: headers, body: body)
        case (.POST, "/render"):
            answer = await render(request)
        case (_, "/"), (_, "/playground.js"), (_, "/playground.css"), (_, "/examples"), (_, "/file"),
            (_, "/events"), (_, "/render"):
            answer = .error(405, "\(request.method.rawValue) is not allowed on \(request.path)")
        default:
            answer = .error(404, "no such page: the playground serves /, /examples, /file, /events and POST /render")
        }
        var response = Self.response(answer)
        if answer.status == 413 { response.headers[.connection] = "close" }
        return response
    }

    static func response(_ answer: PlaygroundAnswer) -> HTTPResponse {
        var headers = HTTPHeaders()
        headers[.contentType] = answer.contentType
        headers[.cacheControl] = "no-store"
        headers[HTTPHeader("X-Content-Type-Options")] = "nosniff"
        return HTTPResponse(
            statusCode: HTTPStatusCode(answer.status, phrase: phrase(answer.status)), headers: headers,
            body: Data(answer.body.utf8))
    }

    private func file() async -> PlaygroundAnswer {
        guard let watcher else { return .error(404, "no FILE was given to masonry serve") }
        let text = await watcher.text
        return .json(.object([("path", .string(watcher.path)), ("text", text.map(JSONValue.string) ?? .null)]))
    }

    private func render(_ request: HTTPRequest) async -> PlaygroundAnswer {
        if let count = request.bodySequence.count, count > Self.bodyLimit {
            return Self.tooLarge
        }
        var body = Data()
        do {
            for try await chunk in request.bodySequence {
                body.append(chunk)
                if body.count > Self.bodyLimit { return Self.tooLarge }
            }
        } catch {
            return .error(400, "the body could not be read")
        }
        guard !body.isEmpty else { return .error(400, "the body is empty: POST the text of a .layout file") }
        guard let text = String(validating: body, as: UTF8.self) else {
            return .error(400, "the body is not UTF-8 text: POST the text of a .layout file")
        }
        var job: RenderJob
        do {
            job = try RenderJob(text: text, query: request.query.map { ($0.name, $0.value) })
        } catch {
            return .error(400, error.message)
        }
        job.isDocument = Self.isInterfaceBuilderDocument(body, contentType: request.headers[.contentType])
        return await pool.render(job)
    }

    static let tooLarge = PlaygroundAnswer.error(413, "the body is larger than 1 MB (1,048,576 bytes)")

    /// An `.xib` or `.storyboard`: sent as XML, or XML whose root is Interface Builder's `<document>`.
    static func isInterfaceBuilderDocument(_ body: Data, contentType: String?) -> Bool {
        if let contentType = contentType?.lowercased(), contentType.contains("xml") { return true }
        let start = String(decoding: body.prefix(512), as: UTF8.self).drop { $0.isWhitespace || $0 == "\u{FEFF}" }
        return start.hasPrefix("<?xml") || start.hasPrefix("<document")
    }

    private static func phrase(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 400: "Bad Request"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 413: "Content Too Large"
        case 415: "Unsupported Media Type"
        case 422: "Unprocessable Content"
        case 503: "Service Unavailable"
        case 504: "Gateway Timeout"
        default: "Internal Server Error"
        }
    }
}
