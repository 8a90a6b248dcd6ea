import FlyingFox
import FlyingSocks
import Foundation

/// The playground's HTTP server (FlyingFox): the routes of ``PlaygroundRoutes`` on one address, render workers
/// started from `workerExecutable`, and the FILE watched when there is one.
final class PlaygroundServer: Sendable {
    let server: HTTPServer
    let pool: RenderWorkerPool
    let watcher: FileWatcher?

    /// Why the server cannot listen where it was asked to.
    struct AddressError: Error, CustomStringConvertible {
        var description: String
    }

    /// A server on `host` (an IPv4 or IPv6 address, or `localhost`) and `port` (0 picks a free one), whose renders
    /// are stopped after `renderTimeout` milliseconds.
    init(
        host: String, port: UInt16, file: String?, workerExecutable: String,
        renderTimeout: Int64 = RenderWorkerPool.defaultTimeout
    ) throws(AddressError) {
        pool = RenderWorkerPool(executable: workerExecutable, timeout: renderTimeout)
        watcher = file.map { FileWatcher(path: $0) }
        let routes = PlaygroundRoutes(pool: pool, watcher: watcher)
        let address: any SocketAddress
        do {
            if host == "localhost" {
                address = try sockaddr_in.inet(ip4: "127.0.0.1", port: port)
            } else if host.contains(":") {
                address = try sockaddr_in6.inet6(ip6: host, port: port)
            } else {
                address = try sockaddr_in.inet(ip4: host, port: port)
            }
        } catch {
            throw AddressError(description: "'\(host)' is not an IP address (try 127.0.0.1, ::1 or 0.0.0.0)")
        }
        server = HTTPServer(address: address, timeout: 30, logger: .disabled, handler: routes)
    }

    /// Whether `host` only accepts connections from this machine.
    static func isLoopback(_ host: String) -> Bool {
        host == "localhost" || host == "::1" || host.hasPrefix("127.")
    }

    /// Serves until ``stop()``; throws when the address cannot be bound.
    func run() async throws {
        await watcher?.start()
        Task { await pool.warmUp() }
        try await server.run()
    }

    /// The port the server listens on, once it does.
    func listeningPort() async throws -> UInt16 {
        try await server.waitUntilListening()
        switch await server.listeningAddress {
        case .ip4(_, let port), .ip6(_, let port): return port
        default: return 0
        }
    }

    /// Ends the event streams, stops accepting connections, closes the open ones, and stops the workers.
    func stop() async {
        await watcher?.stop()
        await server.stop(timeout: 0)
        await pool.shutDown()
    }
}
