import Testing
import WhimAnimation
import WhimDemo
import WhimGraphics

@Suite("The tour benchmark's figures")
struct TourBenchmarkTests {
    @Test func percentilesAreNearestRankAndFramesOverBudgetAreCounted() {
        // 1…100 ms: p50 is the 50th value, p99 the 99th.
        let times = (1...100).reversed().map(Double.init)
        let r = TourBenchmark.summary(times, memcpyMs: 0.5, size: PixelSize(width: 1920, height: 1080))
        #expect(r.resolution == "1920x1080")
        #expect(r.frames == 100)
        #expect(r.p50_ms == 50 && r.p99_ms == 99 && r.max_ms == 100)
        #expect(r.frames_over_16_7ms == 84)  // 17…100
        #expect(r.p99_to_memcpy == 198)
    }

    @Test func aShortScriptIsTimedFrameByFrameWithTilesInTheBackground() throws {
        let script = try DemoScript(parsing: "wait 0.2\nwheel 300 150 1\nwait 0.3")
        var bench = TourBenchmark(script: script, size: PixelSize(width: 480, height: 270), model: sharedHelsinki)
        bench.paced = false
        let (frames, memcpyMs) = try bench.run(stopwatch: MonotonicClock())
        // The first frame, 12 of waiting, one after the wheel event, 18 more.
        #expect(frames.count == 1 + 12 + 1 + 18)
        #expect(frames.allSatisfy { $0 >= 0 && $0.isFinite })
        #expect(memcpyMs > 0)
    }

    @Test("a tick is timed in two parts: the input and prepare() before the frame, then update + renderFrame")
    func ticksAreInputThenFrame() throws {
        // A stopwatch that moves 1 s at every reading: each part of a tick is a count of readings, so the
        // split is exact whatever the machine.
        final class Ticking: Clock, @unchecked Sendable {
            var t = 0.0
            var now: Double { t += 1; return t }
        }
        let script = try DemoScript(parsing: "wait 0.05\nkey ?\nwait 0.05")
        var bench = TourBenchmark(script: script, size: PixelSize(width: 480, height: 270), model: sharedHelsinki)
        bench.paced = false
        let run = try bench.runLoggingFrames(stopwatch: Ticking())
        #expect(run.frames.count == 1 + 3 + 1 + 3)
        // Between the reading that ends a tick and the one that ends its input, and from there to the
        // frame's end: one reading each.
        for f in run.frames.dropFirst() {
            #expect(f.inputMs == 1000 && f.wallMs == 1000 && f.tickMs == 2000, "frame \(f.index)")
        }
    }
}
