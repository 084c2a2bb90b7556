import Foundation
import Synchronization
import WhimAnimation
import WhimThreads

/// A few threads running queued jobs, the highest priority first and in submission order among equals.
/// The threads start with the pool and end when it goes away (after the job each is running).
final class FetchPool: Sendable {
    private let core: Core

    init(threads: Int) {
        core = Core(threads: threads)
        for index in 0 ..< threads {
            let core = core
            let thread = Thread {
                _ = ThreadPriority.low.applyToCurrentThread()
                core.run()
            }
            thread.name = "whim-fetch-\(index)"
            thread.start()
        }
    }

    deinit { core.stop() }

    /// Queues `job`.
    func add(priority: Int, _ job: @escaping @Sendable () -> Void) { core.add(priority: priority, job) }

    /// The queue the threads share; kept apart from the pool so the threads do not keep the pool alive.
    private final class Core: Sendable {
        private struct Job {
            let priority: Int
            let order: Int
            let run: @Sendable () -> Void
        }
        private struct State {
            var jobs: [Job] = []
            var submitted = 0
            var stopped = false
        }
        private let state = Mutex(State())
        private let ready = DispatchSemaphore(value: 0)
        private let threads: Int

        init(threads: Int) { self.threads = threads }

        func add(priority: Int, _ run: @escaping @Sendable () -> Void) {
            state.withLock { state in
                state.jobs.append(Job(priority: priority, order: state.submitted, run: run))
                state.submitted += 1
            }
            ready.signal()
        }

        func stop() {
            state.withLock { $0.stopped = true }
            for _ in 0 ..< threads { ready.signal() }
        }

        /// A pool thread: takes the most urgent job until the pool stops.
        func run() {
            while true {
                ready.wait()
                let next: Job?? = state.withLock { state in
                    if state.stopped { return nil }
                    guard !state.jobs.isEmpty else { return .some(nil) }
                    var best = 0
                    for index in state.jobs.indices.dropFirst() {
                        let job = state.jobs[index], chosen = state.jobs[best]
                        if job.priority > chosen.priority || (job.priority == chosen.priority && job.order < chosen.order) {
                            best = index
                        }
                    }
                    return state.jobs.remove(at: best)
                }
                guard let next else { return }
                next?.run()
            }
        }
    }
}
