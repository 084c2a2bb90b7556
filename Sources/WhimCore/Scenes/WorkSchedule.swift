/// Work due at times of the container's injected clock — an app's timers (a download's progress, a
/// debounce) beside the engine's own (a long press). The container runs what is due on `update()`, and
/// the host sleeps until the earliest deadline (`WhimSceneContainer.nextDeadline`) or an event, never
/// longer: clock-driven work does not wait for the pointer to move.
public final class WorkSchedule {
    /// A scheduled piece of work, for cancelling it.
    public struct Token: Hashable, Sendable {
        fileprivate let id: Int
    }

    private struct Entry {
        let token: Token
        let time: Double
        let work: () -> Void
    }

    private var entries: [Entry] = []
    private var nextID = 0

    /// An empty schedule.
    public init() {}

    /// Runs `work` on the first `update()` at or after `time` (clock seconds). NaN never runs.
    @discardableResult
    public func schedule(at time: Double, _ work: @escaping () -> Void) -> Token {
        nextID += 1
        let token = Token(id: nextID)
        guard !time.isNaN else { return token }
        entries.append(Entry(token: token, time: time, work: work))
        return token
    }

    /// Forgets scheduled work that has not run yet.
    public func cancel(_ token: Token) {
        entries.removeAll { $0.token == token }
    }

    /// The earliest time work is due, nil when none is scheduled.
    public var nextDeadline: Double? { entries.lazy.map(\.time).min() }

    /// Whether work is due at `now`.
    public func hasDueWork(at now: Double) -> Bool { entries.contains { $0.time <= now } }

    /// Runs (and forgets) every piece of work due at `now`, earliest first; work they schedule for later
    /// waits for its time. Returns whether any ran.
    @discardableResult
    public func runDue(at now: Double) -> Bool {
        let due = entries.filter { $0.time <= now }.sorted { $0.time < $1.time }
        guard !due.isEmpty else { return false }
        let tokens = Set(due.map(\.token))
        entries.removeAll { tokens.contains($0.token) }
        for entry in due { entry.work() }
        return true
    }
}
