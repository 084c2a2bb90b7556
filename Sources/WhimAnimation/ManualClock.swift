import Synchronization

/// A clock that moves only when told to, for tests and for recording frames at a fixed rate.
///
/// It stays monotonic: a step backwards or a non-finite time is ignored, so a buggy caller cannot
/// make an animation run in reverse. Thread-safe, so it can be shared with code on any actor.
public final class ManualClock: Clock {
    private let time: Mutex<Double>

    /// Creates a clock that reads `start` (0 by default) until advanced.
    public init(start: Double = 0) {
        time = Mutex(start.isFinite ? start : 0)
    }

    /// The current time in seconds.
    public var now: Double {
        time.withLock { $0 }
    }

    /// Moves the clock forward by `seconds`; negative or non-finite steps are ignored.
    public func advance(by seconds: Double) {
        guard seconds.isFinite, seconds > 0 else { return }
        time.withLock { $0 += seconds }
    }

    /// Sets the clock to `seconds` if that is not earlier than now; otherwise nothing happens.
    public func set(_ seconds: Double) {
        guard seconds.isFinite else { return }
        time.withLock { $0 = max($0, seconds) }
    }
}
