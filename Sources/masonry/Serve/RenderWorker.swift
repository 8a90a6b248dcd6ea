import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// One render worker: a `masonry serve --render-worker` child process that lays jobs out one at a time, read from
/// its standard input, answered on its standard output (``WorkerFraming``).
///
/// Layout runs synchronously and cannot be interrupted from inside, so a job that outlives its deadline is stopped
/// the only way that really stops it: the worker is killed (SIGKILL), which also frees its memory, and the pool
/// starts another. A worker is used by one request at a time (the pool checks it out); this value holds only its
/// process id and pipe descriptors, so it can go to the thread that waits on it.
struct RenderWorker: Sendable {
    let processIdentifier: pid_t
    /// The parent's ends of the two pipes.
    private let jobs: Int32
    private let answers: Int32

    /// Why a worker could not be started.
    struct LaunchError: Error, CustomStringConvertible {
        var description: String
    }

    /// What became of one job.
    enum Outcome: Sendable {
        case answered(PlaygroundAnswer)
        /// The deadline passed: the worker was killed.
        case timedOut
        /// The worker died or answered nonsense; it was killed.
        case failed
    }

    /// The largest answer read back from a worker (a picture of a 1 MB file is a few MB).
    static let answerLimit = 256 * 1024 * 1024

    /// A started worker and what keeps its pipes open: the pool holds these while the worker lives (the pipes
    /// close when they are released; Foundation reaps the process).
    struct Handles {
        let process: Process
        let jobs: Pipe
        let answers: Pipe
    }

    /// Starts `executable serve --render-worker` with its standard input and output on two new pipes (Foundation's
    /// `Process`, which leaves the child no other descriptor of ours, so a client's socket is never held open).
    static func launch(executable: String) throws(LaunchError) -> (RenderWorker, Handles) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["serve", "--render-worker"]
        let jobs = Pipe(), answers = Pipe()
        process.standardInput = jobs
        process.standardOutput = answers
        do {
            try process.run()
        } catch {
            throw LaunchError(description: "cannot start '\(executable)': \(error.localizedDescription)")
        }
        let worker = RenderWorker(
            processIdentifier: process.processIdentifier, jobs: jobs.fileHandleForWriting.fileDescriptor,
            answers: answers.fileHandleForReading.fileDescriptor)
        return (worker, Handles(process: process, jobs: jobs, answers: answers))
    }

    /// How long a new worker may take to start, in milliseconds.
    static let startTimeout: Int64 = 30_000

    /// Waits for the empty message a worker sends once it runs; `false` (and the worker killed) when it does not
    /// come in time.
    func waitUntilReady(timeout: Int64) -> Bool {
        let deadline = WorkerFraming.monotonicMilliseconds() + timeout
        guard case .message(let bytes) = WorkerFraming.read(from: answers, limit: 0, deadline: deadline), bytes.isEmpty
        else {
            stop()
            return false
        }
        return true
    }

    /// Sends a job and waits for its answer until `timeout` (in milliseconds) has passed; blocks the calling
    /// thread, so call it off the concurrency pool (``RenderWorkerPool`` does).
    func perform(_ job: RenderJob, timeout: Int64) -> Outcome {
        let deadline = WorkerFraming.monotonicMilliseconds() + timeout
        guard let payload = try? JSONEncoder().encode(job),
            WorkerFraming.write(Array(payload), to: jobs)
        else {
            stop()
            return .failed
        }
        switch WorkerFraming.read(from: answers, limit: Self.answerLimit, deadline: deadline) {
        case .message(let bytes):
            guard let answer = PlaygroundAnswer(framed: bytes) else {
                stop()
                return .failed
            }
            return .answered(answer)
        case .timedOut:
            stop()
            return .timedOut
        case .closed:
            stop()
            return .failed
        }
    }

    /// Kills the worker (its pipes close when the pool lets go of its ``Handles``).
    func stop() {
        kill(processIdentifier, SIGKILL)
    }
}
