/// A source of monotonic time in seconds.
///
/// The engine never reads the wall clock: every animation is driven by a clock that is injected,
/// so tests advance a ``ManualClock`` and get the same frames on every run, while the app uses a
/// ``MonotonicClock``. The origin of `now` is arbitrary; only differences between readings matter.
///
/// Inside modules that import WhimAnimation, `Clock` means this protocol (it shadows the standard
/// library's `Clock`); write `Swift.Clock` for the other one.
public protocol Clock: Sendable {
    /// The current time in seconds. Never decreases between two readings.
    var now: Double { get }
}
