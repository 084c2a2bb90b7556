#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The app's clock: `CLOCK_MONOTONIC`, which never jumps when the wall clock is changed.
public struct MonotonicClock: Clock {
    /// Creates the clock. All instances read the same underlying system clock.
    public init() {}

    /// Seconds since an unspecified point in the past (usually boot).
    public var now: Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
    }
}
