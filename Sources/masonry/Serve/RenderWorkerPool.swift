import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The render workers: at most ``capacity`` renders run at once, each in its own worker process, and a few more
/// requests may wait for a turn; beyond that the server is busy (503).
///
/// A render that outlives ``timeout`` is stopped by killing its worker (504); a worker that dies is replaced on
/// the next request. Workers are kept between requests, so a keystroke costs a pipe round trip, not a process
/// start.
actor RenderWorkerPool {
    let executable: String
    let capacity: Int
    let maximumWaiting: Int
    /// Milliseconds a render may take.
    let timeout: Int64

    private var idle: [RenderWorker] = []
    /// The process and pipes of every live worker, by process id.
    private var handles: [Int32: RenderWorker.Handles] = [:]
    private var running = 0
    private var waiting: [CheckedContinuation<Bool, Never>] = []
    private var isShutDown = false

    /// Two seconds: a layout that takes longer is stopped.
    static let defaultTimeout: Int64 = 2_000

    init(executable: String, capacity: Int = 2, maximumWaiting: Int = 8, timeout: Int64 = defaultTimeout) {
        self.executable = executable
        self.capacity = capacity
        self.maximumWaiting = maximumWaiting
        self.timeout = timeout
        // A worker killed while the server writes to it must not kill the server.
        signal(SIGPIPE, SIG_IGN)
    }

    /// Renders `job` in a worker and gives the answer, or the reason there is none.
    func render(_ job: RenderJob) async -> PlaygroundAnswer {
        guard await takeTurn() else {
            return isShutDown
                ? .error(503, "the playground is shutting down")
                : .error(503, "the playground is busy: \(capacity) renders are running and \(maximumWaiting) waiting")
        }
        defer { endTurn() }
        let worker: RenderWorker
        if let kept = idle.popLast() {
            worker = kept
        } else {
            guard let started = await launch() else {
                return .error(500, "cannot start a render worker from '\(executable)'")
            }
            worker = started
        }
        let timeout = self.timeout
        let outcome = await withCheckedContinuation { continuation in
            // Waiting on a pipe blocks a thread: one of a serial queue's own, never one of the concurrency pool's or
            // the global queue's (as many as cores).
            DispatchQueue(label: "masonry.render-worker").async {
                continuation.resume(returning: worker.perform(job, timeout: timeout))
            }
        }
        switch outcome {
        case .answered(let answer):
            if isShutDown { retire(worker) } else { idle.append(worker) }
            return answer
        case .timedOut:
            retire(worker)
            return .error(
                504,
                "the layout took more than \(Self.seconds(timeout)) and was stopped; try fewer views or constraints")
        case .failed:
            retire(worker)
            return .error(500, "the render worker stopped unexpectedly while laying this text out")
        }
    }

    /// The worker processes alive now, idle or busy.
    var workerCount: Int { handles.count }

    /// Stops every idle worker; busy ones stop when their render ends.
    func shutDown() {
        isShutDown = true
        for worker in idle { retire(worker) }
        idle = []
        for waiter in waiting { waiter.resume(returning: false) }
        waiting = []
    }

    /// Starts the workers now rather than on the first requests, so the first keystroke does not wait for them.
    func warmUp() async {
        while handles.count < capacity, !isShutDown, let worker = await launch() {
            if isShutDown {
                retire(worker)
            } else {
                idle.append(worker)
            }
        }
    }

    /// Starts a worker and waits until it says it is ready (its start is not counted against a render's time).
    private func launch() async -> RenderWorker? {
        guard let (worker, handles) = try? RenderWorker.launch(executable: executable) else { return nil }
        self.handles[worker.processIdentifier] = handles
        let ready = await withCheckedContinuation { continuation in
            DispatchQueue(label: "masonry.render-worker").async {
                continuation.resume(returning: worker.waitUntilReady(timeout: RenderWorker.startTimeout))
            }
        }
        guard ready else {
            retire(worker)
            return nil
        }
        return worker
    }

    /// Kills a worker and lets go of its process and pipes.
    private func retire(_ worker: RenderWorker) {
        worker.stop()
        handles[worker.processIdentifier] = nil
    }

    private func takeTurn() async -> Bool {
        guard !isShutDown else { return false }
        if running < capacity {
            running += 1
            return true
        }
        guard waiting.count < maximumWaiting else { return false }
        // endTurn hands its turn over (running stays the same) and resumes with true.
        return await withCheckedContinuation { waiting.append($0) }
    }

    private func endTurn() {
        if !waiting.isEmpty {
            waiting.removeFirst().resume(returning: true)
        } else {
            running -= 1
        }
    }

    private static func seconds(_ milliseconds: Int64) -> String {
        milliseconds % 1000 == 0 ? "\(milliseconds / 1000) s" : "\(Double(milliseconds) / 1000) s"
    }
}
