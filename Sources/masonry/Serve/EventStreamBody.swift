import FlyingSocks

/// The bytes of a `text/event-stream` response (server-sent events), as FlyingFox sends a body of unknown length:
/// each event is written when it is yielded, and the response ends when the stream finishes.
struct EventStreamBody: AsyncBufferedSequence {
    typealias Element = UInt8

    let chunks: AsyncStream<[UInt8]>

    /// One event: `event: NAME` and the data, each line of it after `data: `, then a blank line.
    static func event(_ name: String, data: String) -> [UInt8] {
        var text = "event: \(name)\n"
        for line in data.split(separator: "\n", omittingEmptySubsequences: false) { text += "data: \(line)\n" }
        return Array((text + "\n").utf8)
    }

    /// A comment line, which browsers ignore: sent now and then so a closed connection is noticed.
    static let keepAlive = Array(": keep-alive\n\n".utf8)

    func makeAsyncIterator() -> Iterator { Iterator(base: chunks.makeAsyncIterator()) }

    struct Iterator: AsyncBufferedIteratorProtocol {
        var base: AsyncStream<[UInt8]>.Iterator
        var pending: [UInt8] = []
        var offset = 0

        mutating func next() async -> UInt8? {
            if offset == pending.count {
                guard let chunk = await nextChunk() else { return nil }
                pending = chunk
                offset = 0
            }
            defer { offset += 1 }
            return pending[offset]
        }

        mutating func nextBuffer(suggested count: Int) async -> [UInt8]? {
            if offset < pending.count {
                let rest = Array(pending[offset...])
                offset = pending.count
                return rest
            }
            return await nextChunk()
        }

        /// The next non-empty chunk (an empty one would end a chunked body early).
        private mutating func nextChunk() async -> [UInt8]? {
            while let chunk = await base.next() {
                if !chunk.isEmpty { return chunk }
            }
            return nil
        }
    }
}
