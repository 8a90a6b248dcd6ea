import Foundation

/// The FILE of `masonry serve FILE`: its text, read again every ``interval`` and sent to every page that listens
/// (server-sent events) when it changed. The only file the playground ever reads.
actor FileWatcher {
    let path: String
    /// How often the file is read again, in milliseconds.
    let interval: UInt64

    private(set) var text: String?
    private var listeners: [UInt64: AsyncStream<[UInt8]>.Continuation] = [:]
    private var nextListener: UInt64 = 0
    private var polling: Task<Void, Never>?

    init(path: String, interval: UInt64 = 250) {
        self.path = path
        self.interval = interval
    }

    /// The file's text, or why it cannot be read now.
    static func read(_ path: String) -> Result<String, SourceFile.ReadError> {
        Result { () throws(SourceFile.ReadError) -> String in try SourceFile.read(path, standardInput: { nil }).text }
    }

    /// Reads the file once and starts watching it.
    func start() {
        text = try? Self.read(path).get()
        guard polling == nil else { return }
        polling = Task { [interval] in
            while !Task.isCancelled {
                try? await Task.sleep(for: .milliseconds(interval))
                self.check()
            }
        }
    }

    /// Stops watching and ends every event stream.
    func stop() {
        polling?.cancel()
        polling = nil
        for listener in listeners.values { listener.finish() }
        listeners = [:]
    }

    /// A new stream of events for one page: `file` with the text now, then one on each change; a keep-alive
    /// comment every 15 s.
    func subscribe() -> AsyncStream<[UInt8]> {
        let (stream, continuation) = AsyncStream<[UInt8]>.makeStream(bufferingPolicy: .bufferingNewest(8))
        let id = nextListener
        nextListener += 1
        listeners[id] = continuation
        continuation.yield(fileEvent(text))
        let keepAlive = Task {
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(15))
                continuation.yield(EventStreamBody.keepAlive)
            }
        }
        continuation.onTermination = { _ in
            keepAlive.cancel()
            Task { await self.unsubscribe(id) }
        }
        return stream
    }

    var listenerCount: Int { listeners.count }

    private func unsubscribe(_ id: UInt64) {
        listeners[id] = nil
    }

    private func check() {
        let now = try? Self.read(path).get()
        guard now != text else { return }
        text = now
        let event = fileEvent(now)
        for listener in listeners.values { listener.yield(event) }
    }

    /// `event: file` with the text as JSON (`{"path":…,"text":…}`, `text` null when the file cannot be read).
    private func fileEvent(_ text: String?) -> [UInt8] {
        EventStreamBody.event(
            "file",
            data: JSONValue.object([("path", .string(path)), ("text", text.map(JSONValue.string) ?? .null)]).encoded())
    }
}
