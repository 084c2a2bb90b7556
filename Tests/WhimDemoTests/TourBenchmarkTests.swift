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
}
