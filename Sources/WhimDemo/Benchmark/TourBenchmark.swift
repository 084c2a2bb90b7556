import Foundation
import WhimAnimation
import WhimCore
import WhimGraphics
import WhimMap
import WhimThreads

/// Plays a script the way the window does and times its frames: map tiles are drawn in the background
/// (`TileLoading.background`), frames are paced at 60 Hz (the worker gets the time between them, as it
/// does behind vsync), and each tick is timed with `stopwatch` in two parts: the input and the container's
/// `prepare()`, which the window does while it waits for the refresh, and the frame, `update()` and
/// `renderFrame()` (the frame path). The engine itself still runs on the script's manual clock, so the
/// motion is the same as in a recording.
public struct TourBenchmark {
    /// The figures `whim-demo bench --tour --json` prints (key names are the JSON's).
    public struct Report: Codable, Sendable {
        public var resolution: String
        public var memcpy_ms: Double
        public var frames: Int
        public var p50_ms: Double
        public var p99_ms: Double
        public var max_ms: Double
        public var frames_over_16_7ms: Int
        public var p99_to_memcpy: Double
    }

    public let script: DemoScript
    public let size: PixelSize
    public let model: MapModel
    /// Whether to wait out each 1/60 s before the next frame (the window's pacing).
    public var paced = true

    public init(script: DemoScript, size: PixelSize, model: MapModel) {
        self.script = script
        self.size = size
        self.model = model
    }

    /// Frame times in milliseconds, in order, with the time of one memcpy of the frame.
    public func run(stopwatch: any Clock) throws -> (frames: [Double], memcpyMs: Double) {
        let (frames, _, memcpyMs) = try runMeasuringCPU(stopwatch: stopwatch)
        return (frames, memcpyMs)
    }

    /// One timed frame: its index, the script line playing, wall and frame-thread CPU milliseconds.
    public struct Frame: Sendable {
        public var index: Int
        public var line: Int
        public var wallMs: Double
        public var cpuMs: Double
        /// When the frame began on the stopwatch (CLOCK_MONOTONIC seconds for `MonotonicClock`, the clock
        /// `perf record -k CLOCK_MONOTONIC` stamps samples with, so a profile can be cut to one frame).
        public var startSeconds: Double = 0
        /// Page faults the frame thread took in the tick (memory touched the first time: what a
        /// `SurfacePool` saves).
        public var pageFaults: Int = 0
        /// Wall milliseconds before the frame in its tick: handling the script's input and the container's
        /// `prepare()`, which the window does while it waits for the refresh.
        public var inputMs: Double = 0
        /// The whole tick: input, prepare and the frame.
        public var tickMs: Double { inputMs + wallMs }
    }

    /// Also the CPU time of the frame thread per frame (what a frame costs, whatever else the machine
    /// runs; wall time adds the waits for a core).
    public func runMeasuringCPU(stopwatch: any Clock) throws -> (frames: [Double], cpu: [Double], memcpyMs: Double) {
        let run = try runLoggingFrames(stopwatch: stopwatch)
        return (run.frames.map(\.wallMs), run.frames.map(\.cpuMs), run.memcpyMs)
    }

    /// Every frame with the script line it belongs to (`whim-demo bench --tour --worst N`), and the
    /// launch: wall milliseconds from making the app (the map already loaded) to the end of its first frame,
    /// the time a window stays empty (the memcpy measured between them left out).
    public func runLoggingFrames(stopwatch: any Clock) throws -> (frames: [Frame], memcpyMs: Double, launchMs: Double) {
        let clock = ManualClock()
        let launchStart = stopwatch.now
        let app = try DemoApp(size: size.size, clock: clock, map: model)
        app.backdrop.mapView.tileLoading = .background
        // The window pages its frame (the streaming texture) in when it makes it; the compositor's own frame
        // stands for that texture here.
        app.container.frame.pageIn()
        let made = stopwatch.now - launchStart
        defer { app.backdrop.mapView.worker.stop() }
        let memcpyMs = Self.memcpyMilliseconds(bytes: app.container.frame.stride * app.container.frame.height, clock: stopwatch)
        let player = ScriptPlayer(app: app, clock: clock)
        var log: [Frame] = []
        log.reserveCapacity(4096)
        let start = stopwatch.now
        // A tick begins after the wait for the refresh: the input of the script's command and the container's
        // `prepare()` (what the window does in that wait), then the frame, update + renderFrame.
        var tickStart = start
        var frameStart = start
        var cpuStart = Self.threadCPUSeconds()
        var faultsStart = Self.threadPageFaults()
        player.onPrepared = {
            frameStart = stopwatch.now
            cpuStart = Self.threadCPUSeconds()
        }
        player.onFrame = { index in
            let end = stopwatch.now
            log.append(Frame(index: index, line: player.currentLine, wallMs: (end - frameStart) * 1000,
                             cpuMs: (Self.threadCPUSeconds() - cpuStart) * 1000, startSeconds: frameStart,
                             pageFaults: Self.threadPageFaults() - faultsStart, inputMs: (frameStart - tickStart) * 1000))
            if paced {
                let due = start + Double(index + 1) / 60
                let wait = due - stopwatch.now
                if wait > 0 { usleep(UInt32(wait * 1_000_000)) }
            }
            tickStart = stopwatch.now
            faultsStart = Self.threadPageFaults()
        }
        // The frame thread's scheduling, as the window's run loop sets it; the caller's thread gets its own
        // back afterwards.
        try ThreadPriority.asFrameThread { try player.play(script) }
        return (log, memcpyMs, made * 1000 + (log.first?.tickMs ?? 0))
    }

    /// The CPU time the calling thread has used (seconds).
    static func threadCPUSeconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// The page faults (minor and major) the calling thread has taken.
    static func threadPageFaults() -> Int {
        var usage = rusage()
        // RUSAGE_THREAD (1) is behind _GNU_SOURCE, so Glibc's module does not export it.
        getrusage(__rusage_who_t(1), &usage)
        return usage.ru_minflt + usage.ru_majflt
    }

    /// Runs the script and sums it up.
    public func report(stopwatch: any Clock) throws -> Report {
        let (times, memcpyMs) = try run(stopwatch: stopwatch)
        return Self.summary(times, memcpyMs: memcpyMs, size: size)
    }

    /// Percentiles (nearest rank), the maximum and the count of frames over one 60 Hz interval.
    public static func summary(_ times: [Double], memcpyMs: Double, size: PixelSize) -> Report {
        let sorted = times.sorted()
        func percentile(_ p: Double) -> Double {
            guard !sorted.isEmpty else { return 0 }
            let rank = Int((p * Double(sorted.count)).rounded(.up))
            return sorted[min(sorted.count - 1, max(0, rank - 1))]
        }
        let p99 = percentile(0.99)
        return Report(resolution: "\(size.width)x\(size.height)", memcpy_ms: memcpyMs, frames: times.count,
                      p50_ms: percentile(0.5), p99_ms: p99, max_ms: sorted.last ?? 0,
                      frames_over_16_7ms: times.filter { $0 > 1000.0 / 60 }.count,
                      p99_to_memcpy: memcpyMs > 0 ? p99 / memcpyMs : 0)
    }

    /// The median of 40 copies of `bytes` (a frame) from one buffer to another: the physical floor a frame
    /// is measured against.
    public static func memcpyMilliseconds(bytes: Int, clock: any Clock) -> Double {
        let a = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
        let b = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
        defer { a.deallocate(); b.deallocate() }
        memset(a, 0x5A, bytes)
        memset(b, 0, bytes)
        var times: [Double] = []
        for _ in 0..<40 {
            let t0 = clock.now
            memcpy(b, a, bytes)
            times.append(clock.now - t0)
        }
        return times.sorted()[times.count / 2] * 1000
    }
}
