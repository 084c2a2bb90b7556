import Foundation

/// Monotonic seconds, for the profiling driver's own quick timings.
public func monotonicSeconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

/// Runs `body` `n` times. The profiling driver's measured loop: a symbol of its own, so
/// `valgrind --tool=callgrind --toggle-collect='$s12BenchSupport9runFrames*'` sees steady-state frames only.
@inline(never)
public func runFrames(_ n: Int, _ body: () -> Int) -> Int {
    var sink = 0
    for _ in 0..<n { sink &+= body() }
    return sink
}
