import Foundation

/// The worker's side of ``RenderWorker``: reads jobs from standard input and answers each on standard output, until
/// standard input ends (the server closed it or died).
enum RenderWorkerLoop {
    /// The largest job read: the server refuses bodies over a megabyte long before, so this only bounds nonsense.
    static let jobLimit = 16 * 1024 * 1024

    static func run() {
        // An empty message first: the worker is up (its start-up is not counted against a render's deadline).
        guard WorkerFraming.write([], to: 1) else { return }
        while case .message(let bytes) = WorkerFraming.read(from: 0, limit: jobLimit) {
            let answer: PlaygroundAnswer
            if let job = try? JSONDecoder().decode(RenderJob.self, from: Data(bytes)) {
                answer = PlaygroundRendering.answer(job)
            } else {
                answer = .error(500, "the render worker could not read its job")
            }
            guard WorkerFraming.write(answer.framed, to: 1) else { return }
        }
    }
}
