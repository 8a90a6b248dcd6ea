import ArgumentParser
import Foundation

/// `masonry serve [FILE]`: the playground, a local web page that lays a `.layout` text out as you type.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Start the playground: a web page that lays out .layout text as you type.",
        discussion: """
            Open the address it prints in a browser. With FILE, the page shows that file and reloads it when it \
            changes on disk (edit it in your own editor). The page and its API (POST /render?format=svg|json|text \
            with .layout text as the body) are served by this process alone: it works offline, and it reads no \
            file but FILE. It listens on 127.0.0.1 unless --host says otherwise.
            """
    )

    @Argument(help: "A .layout file to show and watch.")
    var file: String?

    @Option(name: .long, help: "The port to listen on (0 picks a free one).")
    var port: UInt16 = 8080

    @Option(name: .long, help: "The address to listen on; anything but a loopback address exposes the playground.")
    var host = "127.0.0.1"

    @Flag(name: .long, help: .hidden)
    var renderWorker = false

    func validate() throws {
        if let file, !renderWorker, case .failure(let error) = FileWatcher.read(file) {
            throw ValidationError(error.description)
        }
    }

    func run() async throws {
        if renderWorker {
            RenderWorkerLoop.run()
            return
        }
        if !PlaygroundServer.isLoopback(host) {
            FileHandle.standardError.write(
                Data(
                    "masonry: warning: listening on \(host): other machines can reach the playground and make it lay out their text\n"
                        .utf8))
        }
        let server = try PlaygroundServer(
            host: host, port: port, file: file, workerExecutable: Self.executablePath)
        let running = Task { try await server.run() }
        let port = try await server.listeningPort()
        let shown = host.contains(":") ? "[\(host)]" : host
        // Written at once, unbuffered: a script that started the server reads the address from the first line.
        FileHandle.standardOutput.write(
            Data(
                ("Masonry playground: http://\(shown):\(port)/" + (file.map { "  (watching \($0))" } ?? "")
                    + "\nPress Ctrl-C to stop.\n").utf8))
        try await running.value
    }

    /// This executable, which the render workers run.
    static var executablePath: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? Bundle.main.executablePath ?? CommandLine.arguments[0]
    }
}
