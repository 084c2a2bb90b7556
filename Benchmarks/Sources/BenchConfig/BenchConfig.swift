import Benchmark

/// Settings shared by the suites: wall clock, CPU time and mallocs per frame; short runs (2 shared cores);
/// thresholds for `swift package benchmark thresholds check` against the p90 values in `Thresholds/`:
/// - the malloc count may exceed its stored value by at most 2 (steady-state frames store the harness's own
///   16, i.e. 0 of their own; the CPU-time probe itself now and then makes 2 more): any per-draw allocation
///   (2 or more per blit, as cairo's paint made) fails it;
/// - wall-clock time may grow up to 3× (+200 %): on 2 cores shared with builds, p90 of a memory-bound frame
///   moves by 2× between runs, while the regressions that matter (re-rendering the map or the panels in a
///   transition frame, a lost fast path) cost 10–500×;
/// - CPU time is reported but effectively unchecked: the kernel counts it in 10 ms ticks, coarser than a frame.
public enum BenchConfig {
    public static var metrics: [BenchmarkMetric] { [.wallClock, .cpuTotal, .mallocCountTotal] }

    public static var thresholds: [BenchmarkMetric: BenchmarkThresholds] { [
        .wallClock: BenchmarkThresholds(relative: [.p90: 200.0]),
        .cpuTotal: BenchmarkThresholds(relative: [.p90: 1_000.0], absolute: [.p90: 50_000_000]),
        .mallocCountTotal: BenchmarkThresholds(absolute: [.p90: 2]),
    ] }

    /// A frame-sized benchmark (well under a millisecond to a few milliseconds).
    public static func frame(maxMilliseconds: Int = 300, maxIterations: Int = 300) -> Benchmark.Configuration {
        .init(
            metrics: metrics, timeUnits: .microseconds, warmupIterations: 5,
            maxDuration: .milliseconds(maxMilliseconds), maxIterations: maxIterations, thresholds: thresholds)
    }

    /// Slow benchmarks allocate thousands of times with a little jitter (decoders, the naive design):
    /// their malloc count may move by 5 %.
    public static var slowThresholds: [BenchmarkMetric: BenchmarkThresholds] {
        var t = thresholds
        t[.mallocCountTotal] = BenchmarkThresholds(relative: [.p90: 5.0])
        return t
    }

    /// A slow benchmark (a full map render or decode, tens to hundreds of milliseconds).
    public static func slow(maxMilliseconds: Int = 1500, maxIterations: Int = 12) -> Benchmark.Configuration {
        .init(
            metrics: metrics, timeUnits: .milliseconds, warmupIterations: 1,
            maxDuration: .milliseconds(maxMilliseconds), maxIterations: maxIterations, thresholds: slowThresholds)
    }
}
