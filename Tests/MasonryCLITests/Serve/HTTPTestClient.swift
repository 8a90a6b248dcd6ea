import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A small HTTP/1.1 client over a plain socket, so tests can send what browsers never do (binary garbage, bodies
/// over the limit) and read answers byte for byte. Blocking calls run on Dispatch threads, never on the
/// concurrency pool the server under test needs.
struct HTTPTestClient {
    let port: UInt16

    struct Response {
        var status: Int
        var headers: [String: String]
        var body: Data

        var text: String { String(decoding: body, as: UTF8.self) }

        func json() throws -> [String: Any] {
            try #require(JSONSerialization.jsonObject(with: body) as? [String: Any])
        }
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Sends one request (`Connection: close`) and reads the whole answer.
    func send(
        _ method: String, _ target: String, body: Data = Data(), headers: [String: String] = [:]
    ) async throws -> Response {
        var head = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
        head += "Content-Length: \(body.count)\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        let request = Data((head + "\r\n").utf8) + body
        let raw = try await Self.blocking { () throws(Failure) -> Data in
            let socket = try connectSocket()
            defer { close(socket) }
            try Self.writeAll(request, to: socket)
            return Self.readAll(from: socket)
        }
        return try Self.parse(raw)
    }

    func post(_ target: String, _ text: String, headers: [String: String] = [:]) async throws -> Response {
        try await send("POST", target, body: Data(text.utf8), headers: headers)
    }

    /// Opens an event stream and reads from it until `until` holds for what arrived (or `timeout` seconds pass),
    /// calling `whileOpen` once the first bytes are in; returns everything read.
    func readEvents(
        _ target: String, timeout: Double = 10, whileOpen: @escaping @Sendable () -> Void = {},
        until: @escaping @Sendable (String) -> Bool
    ) async throws -> String {
        try await Self.blocking { () throws(Failure) -> String in
            let socket = try connectSocket()
            defer { close(socket) }
            try Self.writeAll(
                Data("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n".utf8), to: socket)
            var received = Data()
            var calledBack = false
            let deadline = Date().addingTimeInterval(timeout)
            var buffer = [UInt8](repeating: 0, count: 4096)
            while Date() < deadline {
                let count = recv(socket, &buffer, buffer.count, 0)
                if count <= 0 {
                    if count < 0, errno == EAGAIN || errno == EINTR { continue }
                    break
                }
                received.append(contentsOf: buffer[0..<count])
                let text = String(decoding: received, as: UTF8.self)
                if until(text) { return text }
                if !calledBack {
                    calledBack = true
                    whileOpen()
                }
            }
            return String(decoding: received, as: UTF8.self)
        }
    }

    /// A connected socket with a 20 s receive timeout.
    func connectSocket() throws(Failure) -> Int32 {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw Failure(description: "no socket") }
        var timeout = timeval(tv_sec: 20, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(socket)
            throw Failure(description: "cannot connect to port \(port): errno \(errno)")
        }
        return socket
    }

    static func blocking<T: Sendable>(_ work: @escaping @Sendable () throws(Failure) -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            // A queue of its own, which gets a thread of its own: the global queue has as many threads as cores,
            // and blocking them would starve the server under test.
            DispatchQueue(label: "HTTPTestClient").async {
                do throws(Failure) {
                    continuation.resume(returning: try work())
                } catch {
                    continuation.resume(throwing: error)
                }
            }
        }
    }

    private static func writeAll(_ data: Data, to socket: Int32) throws(Failure) {
        let bytes = [UInt8](data)
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes {
                Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            // The server may answer (413) and close before reading everything: what it answered still counts.
            guard count > 0 else { return }
            sent += count
        }
    }

    private static func readAll(from socket: Int32) -> Data {
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = recv(socket, &buffer, buffer.count, 0)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            received.append(contentsOf: buffer[0..<count])
        }
        return received
    }

    private static func parse(_ raw: Data) throws -> Response {
        guard let end = raw.range(of: Data("\r\n\r\n".utf8)) else {
            throw Failure(description: "no complete answer: \(String(decoding: raw, as: UTF8.self))")
        }
        let head = String(decoding: raw[..<end.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        let statusParts = head[0].split(separator: " ")
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else {
            throw Failure(description: "bad status line \(head[0])")
        }
        var headers: [String: String] = [:]
        for line in head.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
                in: .whitespaces)
        }
        var body = Data(raw[end.upperBound...])
        if let length = headers["content-length"].flatMap(Int.init), body.count > length { body = body.prefix(length) }
        return Response(status: status, headers: headers, body: body)
    }
}
