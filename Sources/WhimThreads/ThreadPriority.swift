#if canImport(Glibc)
import Glibc
#endif
import CThreads

/// How a thread shares the CPU: the frame thread must finish a frame once it starts one; background
/// threads (the tile worker, the demo's legs) give way to it.
///
/// On a machine with two cores the frame thread often shares a core with a worker. Linux's scheduler
/// (EEVDF) gives each thread slices of about 3 ms, whatever its nice value: once a frame has run that
/// long, a runnable worker takes the core until the next tick, 4 ms later. `perf sched` showed exactly
/// that in the tour's slowest frames (wall time 4.0 ms over CPU time), even with the worker at
/// `SCHED_IDLE`. The frame thread therefore asks for slices as long as a frame may take, and the workers
/// run at a lower priority.
public enum ThreadPriority: Sendable, Equatable {
    /// The thread that makes frames: ordinary policy and nice value, slices of `frameSlice` (Linux 6.12
    /// or newer honours the request; older kernels ignore it).
    case frames
    /// Nice 10 (or nicer, if the thread already was) under `SCHED_BATCH`, with the kernel's default slices:
    /// below the frame thread in share, still given whole slices, and never taking the frame thread's core
    /// when it wakes. Under the ordinary policy a worker the frame thread wakes (a tile request) was put on
    /// the frame thread's core and preempted it at once for 2–4 ms, the other core idle (`perf record -e
    /// sched:sched_switch`: EEVDF lets a woken thread with shorter slices run first); a batch thread waits
    /// for the tick or another core. For work something waits for (the tile worker, deterministic runs,
    /// tests running many suites at once on few cores).
    case low
    /// `SCHED_IDLE`: only on a core no ordinary thread wants. For work nothing waits for while frames run
    /// (the interactive window's tiles). A thread cannot go back from it without privileges.
    case idle

    /// The slice the frame thread asks for: longer than any frame the tour takes, so no frame is cut.
    /// Threads it starts inherit it (Linux copies scheduling attributes to new threads) until they apply a
    /// priority of their own.
    public static let frameSlice: UInt64 = 20_000_000

    /// `SCHED_IDLE` and `SCHED_BATCH` from <sched.h> (behind `_GNU_SOURCE`, so Glibc's module does not
    /// export them).
    private static let schedIdle: Int32 = 5, schedBatch: Int32 = 3

    /// Applies the priority to the calling thread (Linux only). Returns whether the system accepted it.
    @discardableResult
    public func applyToCurrentThread() -> Bool {
        #if os(Linux)
        switch self {
        case .frames:
            return whim_request_time_slice(Self.frameSlice) == 0
        case .low:
            // On Linux, PRIO_PROCESS with 0 sets the nice value of the calling thread only. A thread started
            // by the frame thread inherits its long slices: back to the kernel's default (a nice value alone
            // would keep them).
            // A thread already nicer (the process run under `nice`) stays as it is.
            errno = 0
            let nice = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
            guard errno == 0 else { return false }
            if nice < 10, setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 10) != 0 { return false }
            // Batch keeps the nice value; a thread at SCHED_IDLE stays there (leaving it needs privileges).
            if sched_getscheduler(0) != Self.schedIdle {
                var param = sched_param(sched_priority: 0)
                if sched_setscheduler(0, Self.schedBatch, &param) != 0 { return false }
            }
            let reset = whim_request_time_slice(0)
            return reset == 0 || reset == ENOSYS
        case .idle:
            var param = sched_param(sched_priority: 0)
            return sched_setscheduler(0, Self.schedIdle, &param) == 0
        }
        #else
        return false
        #endif
    }

    /// Runs `body` on the calling thread as the frame thread (`.frames`), then gives the thread back the
    /// slice it had: for timing frames on a thread the caller does not own (a test's), which must not keep
    /// long slices afterwards. (`.low` and `.idle` cannot be undone without privileges.)
    public static func asFrameThread<R, E: Error>(_ body: () throws(E) -> R) throws(E) -> R {
        #if os(Linux)
        let previous = whim_time_slice()
        Self.frames.applyToCurrentThread()
        defer { _ = whim_request_time_slice(previous) }
        #endif
        return try body()
    }

    /// The calling thread's priority as `applyToCurrentThread` leaves it (nil for any other setting).
    public static var ofCurrentThread: ThreadPriority? {
        #if os(Linux)
        if sched_getscheduler(0) == schedIdle { return .idle }
        if whim_time_slice() == frameSlice { return .frames }
        errno = 0
        let nice = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
        return errno == 0 && nice >= 10 && sched_getscheduler(0) == schedBatch ? .low : nil
        #else
        return nil
        #endif
    }
}
