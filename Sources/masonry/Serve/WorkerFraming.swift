#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The C library's `read` and `write`, named apart from ``WorkerFraming``'s own.
private func posixRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

private func posixWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}

/// How the server and a render worker talk over a pipe: each message is its length as ten decimal digits and a
/// newline, then that many bytes (a JSON ``RenderJob`` one way, a ``PlaygroundAnswer`` in its
/// ``PlaygroundAnswer/framed`` form the other).
enum WorkerFraming {
    static let headerLength = 11

    /// Writes one message; `false` when the pipe is closed.
    static func write(_ payload: [UInt8], to descriptor: Int32) -> Bool {
        guard payload.count < 10_000_000_000 else { return false }
        let digits = String(payload.count)
        let header = Array((String(repeating: "0", count: 10 - digits.count) + digits + "\n").utf8)
        return writeAll(header + payload, to: descriptor)
    }

    /// Reads one message of at most `limit` bytes; `nil` at the end of the pipe, on a malformed header or when
    /// the deadline passes first (`deadline` in ``monotonicMilliseconds()``, or `nil` to wait for ever).
    static func read(from descriptor: Int32, limit: Int, deadline: Int64? = nil) -> ReadResult {
        let header: [UInt8]
        switch readExactly(headerLength, from: descriptor, deadline: deadline) {
        case .message(let bytes): header = bytes
        case let other: return other
        }
        guard header.last == UInt8(ascii: "\n"),
            let length = Int(String(decoding: header.dropLast(), as: UTF8.self)), length >= 0, length <= limit
        else { return .closed }
        return readExactly(length, from: descriptor, deadline: deadline)
    }

    enum ReadResult: Equatable {
        case message([UInt8])
        case closed
        case timedOut
    }

    /// Milliseconds on a clock that never jumps.
    static func monotonicMilliseconds() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Int64(time.tv_sec) * 1000 + Int64(time.tv_nsec) / 1_000_000
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return posixWrite(descriptor, base + written, bytes.count - written)
            }
            if result < 0, errno == EINTR { continue }
            guard result > 0 else { return false }
            written += result
        }
        return true
    }

    private static func readExactly(_ count: Int, from descriptor: Int32, deadline: Int64?) -> ReadResult {
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            if let deadline {
                let remaining = deadline - monotonicMilliseconds()
                guard remaining > 0 else { return .timedOut }
                var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                let ready = poll(&poller, 1, Int32(min(remaining, Int64(Int32.max))))
                if ready < 0, errno == EINTR { continue }
                if ready == 0 { return .timedOut }
                guard ready > 0 else { return .closed }
            }
            let result = bytes.withUnsafeMutableBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return posixRead(descriptor, base + filled, count - filled)
            }
            if result < 0, errno == EINTR { continue }
            guard result > 0 else { return .closed }
            filled += result
        }
        return .message(bytes)
    }
}
