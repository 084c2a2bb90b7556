import Benchmark

/// Settings shared by the suites: wall clock, CPU time and mallocs per frame; short runs (2 shared cores);
/// thresholds for `swift package benchmark thresholds check`: p90 wall-clock time may drift ±50 % (a shared
/// machine is noisy) and the p90 malloc count must stay exactly at its stored value (0 for steady-state
/// frames). CPU time is reported but has no threshold: the kernel reports it in 10 ms ticks, coarser than a
/// frame.
public enum BenchConfig {
    public static var metrics: [BenchmarkMetric] { [.wallClock, .cpuTotal, .mallocCountTotal] }

    public static var thresholds: [BenchmarkMetric: BenchmarkThresholds] { [
        .wallClock: BenchmarkThresholds(relative: [.p90: 50.0]),
        .mallocCountTotal: BenchmarkThresholds(absolute: [.p90: 0]),
    ] }

    /// A frame-sized benchmark (well under a millisecond to a few milliseconds).
    public static func frame(maxMilliseconds: Int = 300, maxIterations: Int = 300) -> Benchmark.Configuration {
        .init(
            metrics: metrics, timeUnits: .microseconds, warmupIterations: 5,
            maxDuration: .milliseconds(maxMilliseconds), maxIterations: maxIterations, thresholds: thresholds)
    }

    /// A slow benchmark (a full map render or decode, tens to hundreds of milliseconds).
    public static func slow(maxMilliseconds: Int = 1500, maxIterations: Int = 12) -> Benchmark.Configuration {
        .init(
            metrics: metrics, timeUnits: .milliseconds, warmupIterations: 1,
            maxDuration: .milliseconds(maxMilliseconds), maxIterations: maxIterations, thresholds: thresholds)
    }
}
