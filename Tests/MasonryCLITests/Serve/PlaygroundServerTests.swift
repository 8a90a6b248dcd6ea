import Foundation
import Testing

@testable import masonry

/// `masonry serve`'s server on an ephemeral loopback port, with real render workers (the built `masonry`): every
/// route, every limit, concurrent renders, the watched FILE and shutdown.
@Suite(.enabled(if: ExecutableTests.executable != nil), .timeLimit(.minutes(2)))
struct PlaygroundServerTests {
    /// Runs `body` against a fresh server, then stops it and checks it stopped.
    func withServer(
        file: String? = nil, renderTimeout: Int64 = RenderWorkerPool.defaultTimeout,
        _ body: (HTTPTestClient) async throws -> Void
    ) async throws {
        let server = try PlaygroundServer(
            host: "127.0.0.1", port: 0, file: file, workerExecutable: try #require(ExecutableTests.executable),
            renderTimeout: renderTimeout)
        let running = Task { try await server.run() }
        let port = try await server.listeningPort()
        let client = HTTPTestClient(port: port)
        do {
            try await body(client)
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
        _ = try? await running.value
    }

    func centre() throws -> String { try String(contentsOfFile: example("centre.layout"), encoding: .utf8) }

    @Test func servesThePageItsScriptStyleAndExamples() async throws {
        try await withServer { client in
            let page = try await client.send("GET", "/")
            #expect(page.status == 200)
            #expect(page.headers["content-type"] == "text/html; charset=utf-8")
            #expect(page.text.contains(#"<script src="/playground.js"></script>"#))
            let script = try await client.send("GET", "/playground.js")
            #expect(script.status == 200)
            #expect(script.headers["content-type"] == "text/javascript; charset=utf-8")
            #expect(script.text.contains("POST"))
            let style = try await client.send("GET", "/playground.css")
            #expect(style.headers["content-type"] == "text/css; charset=utf-8")
            let examples = try await client.send("GET", "/examples")
            let list = try #require(try JSONSerialization.jsonObject(with: examples.body) as? [[String: String]])
            #expect(list.first { $0["name"] == "centre.layout" }?["text"] == (try centre()))
            #expect(list.contains { $0["name"] == "mistakes/conflict.layout" })
        }
    }

    @Test func rendersLayoutTextAsSVGWithTheDiagnosticsBesideIt() async throws {
        try await withServer { client in
            let answer = try await client.post("/render?format=svg", try centre())
            #expect(answer.status == 200)
            let json = try answer.json()
            #expect(json["format"] as? String == "svg")
            let svg = try #require(json["rendering"] as? String)
            #expect(svg.contains(#"<rect data-name="box" x="87.5" y="233.5" width="200" height="200""#))
            #expect((json["diagnostics"] as? [Any])?.isEmpty == true)
        }
    }

    @Test func answersJSONAndTextFormatsAndHonoursSizeAndDirection() async throws {
        try await withServer { client in
            let text = "canvas 100x50\nview a size 10x10\na.leading == root.leading\na.top == root.top\n"
            let json = try await client.post("/render?format=json&width=200&height=80&rtl=1", text).json()
            let rendering = try #require(json["rendering"] as? [String: Any])
            let views = try #require(rendering["views"] as? [[String: Any]])
            let frame = try #require(views.first { $0["name"] as? String == "a" }?["frame"] as? [String: Double])
            #expect(frame == ["x": 190, "y": 0, "width": 10, "height": 10])
            #expect((json["canvas"] as? [String: Double]) == ["width": 200, "height": 80])
            let picture = try await client.post("/render?format=text", text).json()
            #expect((picture["rendering"] as? String)?.contains("┌") == true)
        }
    }

    @Test func givesEachDiagnosticItsLineColumnKindAndMessage() async throws {
        try await withServer { client in
            let conflict = try String(contentsOfFile: example("mistakes/conflict.layout"), encoding: .utf8)
            let json = try await client.post("/render", conflict).json()
            let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
            let first = try #require(diagnostics.first)
            #expect(first["line"] as? Int == 6)
            #expect(first["column"] as? Int == 1)
            #expect(first["kind"] as? String == "unsatisfiable")
            #expect(first["severity"] as? String == "error")
            #expect((first["message"] as? String)?.hasPrefix("unable to satisfy") == true)

            let typo = try await client.post("/render", "canvas 10x10\nview a in b\n")
            #expect(typo.status == 422)
            let syntax = try typo.json()
            #expect(syntax["rendering"] is NSNull)
            let error = try #require((syntax["diagnostics"] as? [[String: Any]])?.first)
            #expect(error["line"] as? Int == 2 && error["column"] as? Int == 11 && error["kind"] as? String == "syntax")
        }
    }

    @Test func refusesBadQueriesEmptyBodiesAndBinaryGarbage() async throws {
        try await withServer { client in
            let badFormat = try await client.post("/render?format=png", try centre())
            #expect(badFormat.status == 400)
            #expect((try badFormat.json()["error"] as? String)?.contains("unknown format 'png'") == true)
            #expect(try await client.post("/render?width=100", try centre()).status == 400)
            #expect(try await client.post("/render?zoom=2", try centre()).status == 400)
            let empty = try await client.post("/render", "")
            #expect(empty.status == 400)
            #expect((try empty.json()["error"] as? String)?.contains("empty") == true)
            let garbage = try await client.send(
                "POST", "/render",
                body: Data([0xFF, 0xFE, 0x00, 0x80, 0xC3, 0x28, 0x01, 0x9B] + (0..<2000).map { UInt8($0 % 256) }))
            #expect(garbage.status == 400)
            #expect((try garbage.json()["error"] as? String)?.contains("not UTF-8") == true)
            // Valid UTF-8 that is not a layout: mistakes at lines, never a crash.
            let nonsense = try await client.post("/render", "\u{0}\u{1}ÿ canvas\n}}}{{{\n")
            #expect(nonsense.status == 422)
        }
    }

    @Test func refusesBodiesOverOneMegabyteWith413() async throws {
        try await withServer { client in
            let tooBig = try await client.send(
                "POST", "/render", body: Data(repeating: UInt8(ascii: "#"), count: 1_048_577))
            #expect(tooBig.status == 413)
            let justRight = "canvas 10x10\n#" + String(repeating: "x", count: 1_048_576 - 15) + "\n"
            #expect(justRight.utf8.count == 1_048_576)
            #expect(try await client.post("/render", justRight).status == 200)
        }
    }

    @Test func answersTheScenesOfAnInterfaceBuilderDocument() async throws {
        try await withServer { client in
            let answer = try await client.post("/render?format=svg", InterfaceBuilderCommandTests.storyboard)
            #expect(answer.status == 200)
            let scenes = try #require(try answer.json()["scenes"] as? [[String: Any]])
            let scene = try #require(scenes.first)
            #expect(scenes.count == 1)
            #expect(scene["id"] as? String == "root")
            #expect((scene["rendering"] as? String)?.contains(#"data-name="title""#) == true)
            #expect((scene["canvas"] as? [String: Double]) == ["width": 375, "height": 667])
            let misplaced = try #require((scene["diagnostics"] as? [[String: Any]])?.first)
            #expect(misplaced["kind"] as? String == "misplaced")
            #expect((misplaced["line"] as? Int ?? 0) > 1)
            // Sent as XML without the declaration, it is still read as a document.
            let plain = InterfaceBuilderCommandTests.storyboard.replacingOccurrences(
                of: #"<?xml version="1.0" encoding="UTF-8"?>"#, with: "")
            let typed = try await client.post("/render", plain, headers: ["Content-Type": "application/xml"])
            #expect((try typed.json()["scenes"] as? [Any])?.count == 1)
            let broken = try await client.post("/render", String(InterfaceBuilderCommandTests.storyboard.prefix(300)))
            #expect(broken.status == 422)
            let error = try #require((try broken.json()["diagnostics"] as? [[String: Any]])?.first)
            #expect(error["kind"] as? String == "syntax" && (error["line"] as? Int ?? 0) >= 1)
        }
    }

    @Test func stopsALayoutThatOutlivesTheTimeoutAndKeepsServing() async throws {
        #expect(RenderWorkerPool.defaultTimeout == 2_000)
        // A 0.25 s limit no layout of 3,000 views meets (about 2 s of CPU in a debug build), so the worker is killed
        // mid-layout.
        var slow = "canvas 2000x2000\n"
        for index in 0..<3_000 {
            slow +=
                "view v\(index) size 5x5\nv\(index).left == root.left + \(index % 300)\nv\(index).top == root.top + \(index / 10)\n"
        }
        try await withServer(renderTimeout: 250) { client in
            let answer = try await client.post("/render", slow)
            #expect(answer.status == 504)
            #expect((try answer.json()["error"] as? String)?.contains("took more than 0.25 s and was stopped") == true)
            // The killed worker is replaced: a small layout still renders (a few tries, as a machine loaded enough
            // can make even that miss a quarter of a second).
            var statuses: [Int] = []
            while statuses.last != 200, statuses.count < 5 {
                statuses.append(try await client.post("/render", "canvas 10x10\n").status)
            }
            #expect(statuses.last == 200, "\(statuses)")
        }
    }

    @Test func rendersConcurrentRequestsEachWithItsOwnAnswer() async throws {
        try await withServer { client in
            try await withThrowingTaskGroup(of: (Int, Int, String).self) { group in
                for side in 1...12 {
                    group.addTask {
                        let text =
                            "canvas 100x100\nview a size \(side)x\(side)\na.left == root.left\na.top == root.top\n"
                        let answer = try await client.post("/render", text)
                        return (side, answer.status, (try answer.json()["rendering"] as? String) ?? "")
                    }
                }
                for try await (side, status, svg) in group {
                    #expect(status == 200 || status == 503)
                    if status == 200 { #expect(svg.contains(#"width="\#(side)" height="\#(side)""#)) }
                }
            }
        }
    }

    @Test func answers404And405AndNeverOpensARequestedPath() async throws {
        try await withServer { (client: HTTPTestClient) async throws in
            #expect(try await client.send("GET", "/render").status == 405)
            #expect(try await client.send("POST", "/").status == 405)
            #expect(try await client.send("GET", "/etc/passwd").status == 404)
            #expect(try await client.send("GET", "/../../../etc/passwd").status == 404)
            #expect(try await client.send("GET", "/file").status == 404)
            #expect(try await client.send("GET", "/events").status == 404)
        }
    }

    @Test func showsTheWatchedFileAndSendsItAgainWhenItChanges() async throws {
        let directory = try temporaryDirectory()
        let path = directory + "/watched.layout"
        try "canvas 10x10\n".write(toFile: path, atomically: true, encoding: .utf8)
        try await withServer(file: path) { client in
            let file = try await client.send("GET", "/file").json()
            #expect(file["text"] as? String == "canvas 10x10\n")
            #expect(file["path"] as? String == path)
            let events = try await client.readEvents(
                "/events",
                whileOpen: { try? "canvas 20x20\n".write(toFile: path, atomically: true, encoding: .utf8) },
                until: { $0.contains(#"canvas 20x20"#) })
            #expect(events.contains("text/event-stream"))
            #expect(events.contains(#"event: file"# + "\n" + #"data: {"path":"\#(path)","text":"canvas 10x10\n"}"#))
            #expect(events.contains(#""text":"canvas 20x20\n""#))
        }
    }

    @Test func stopsListeningAndStopsItsWorkersOnShutdown() async throws {
        let server = try PlaygroundServer(
            host: "127.0.0.1", port: 0, file: nil, workerExecutable: try #require(ExecutableTests.executable))
        let running = Task { try await server.run() }
        let port = try await server.listeningPort()
        let client = HTTPTestClient(port: port)
        #expect(try await client.post("/render", try centre()).status == 200)
        await server.stop()
        _ = try? await running.value
        await #expect(throws: HTTPTestClient.Failure.self) { try await client.send("GET", "/") }
        // A worker still starting when the server stopped is stopped as soon as it is up.
        var waited = 0
        while await server.pool.workerCount > 0, waited < 100 {
            try await Task.sleep(for: .milliseconds(100))
            waited += 1
        }
        #expect(await server.pool.workerCount == 0)
    }
}
