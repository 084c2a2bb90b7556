import Dispatch
import Synchronization

/// A flag one side sets and the transfer checks: cancelling a request whose tile left the view. Also
/// what a retry's wait sleeps on, so a cancelled request does not sit out its backoff.
public final class Cancellation: Sendable {
    private let flag = Atomic<Bool>(false)
    private let wake = DispatchSemaphore(value: 0)

    public init() {}

    public var isCancelled: Bool { flag.load(ordering: .acquiring) }

    /// Cancels; idempotent.
    public func cancel() {
        if !flag.exchange(true, ordering: .acquiringAndReleasing) { wake.signal() }
    }

    /// Waits `seconds` or until cancelled, whichever is first; true when it was cancelled.
    func wait(seconds: Double) -> Bool {
        if isCancelled { return true }
        guard seconds > 0 else { return false }
        if wake.wait(timeout: .now() + seconds) == .success {
            wake.signal()  // later waiters see the cancellation too
            return true
        }
        return isCancelled
    }
}
