import Foundation
import Logging
import WhimAnimation
import WhimCore
import WhimDemo
import WhimGraphics
import WhimMap
import WhimSDL

/// `whim-demo bench --tour --window`: the built-in tour played through a real `WindowHost` (SDL's dummy
/// video driver and software renderer, so it needs no display), every frame drawn the way the window draws
/// it — `update()`, composed straight into the streaming texture's pixels, uploaded (nothing to copy when
/// composed in place) and presented — with map tiles drawn in the background and frames paced at 60 Hz.
/// It reports what the issue calls end to end: compose + upload per frame against one memcpy of the frame.
struct WindowTourBenchmark {
    /// The figures printed as JSON (key names are the JSON's).
    struct Report: Codable {
        var resolution: String
        var renderer: String
        var composes_into_texture: Bool
        var memcpy_ms: Double
        var frames: Int
        var compose_upload_p50_ms: Double
        var compose_upload_p99_ms: Double
        var compose_upload_max_ms: Double
        var upload_p99_ms: Double
        var p99_to_memcpy: Double
    }

    let script: DemoScript
    let size: PixelSize
    let model: MapModel

    func run() throws -> Report {
        let clock = ManualClock()
        let app = try DemoApp(size: size.size, clock: clock, map: model)
        app.backdrop.mapView.tileLoading = .background
        defer { app.backdrop.mapView.worker.stop() }
        // Warnings only: the report is the output.
        var logger = Logger(label: WindowHost.logLabel)
        logger.logLevel = .warning
        let host = try WindowHost(container: app.container, configuration: .headless(title: "whim-demo bench", size: size.size), logger: logger)
        defer { host.close() }
        let stopwatch = MonotonicClock()
        let memcpyMs = TourBenchmark.memcpyMilliseconds(bytes: app.container.frame.stride * app.container.frame.height, clock: stopwatch)
        var composeUpload: [Double] = [], upload: [Double] = []
        composeUpload.reserveCapacity(4096)
        upload.reserveCapacity(4096)
        let player = ScriptPlayer(app: app, clock: clock)
        let start = stopwatch.now
        var index = 0
        player.drawFrame = {
            host.setNeedsFrame()
            host.run(maxFrames: 1)
            let sample = host.statistics.last
            composeUpload.append(sample.composeMilliseconds + sample.uploadMilliseconds)
            upload.append(sample.uploadMilliseconds)
            // Paced as behind vsync, so the tile worker gets the time between frames.
            index += 1
            let wait = start + Double(index) / 60 - stopwatch.now
            if wait > 0 { usleep(UInt32(wait * 1_000_000)) }
        }
        try player.play(script)
        let all = TourBenchmark.summary(composeUpload, memcpyMs: memcpyMs, size: size)
        let uploads = TourBenchmark.summary(upload, memcpyMs: memcpyMs, size: size)
        return Report(
            resolution: all.resolution, renderer: host.rendererName, composes_into_texture: host.composesIntoTexture,
            memcpy_ms: memcpyMs, frames: all.frames, compose_upload_p50_ms: all.p50_ms, compose_upload_p99_ms: all.p99_ms,
            compose_upload_max_ms: all.max_ms, upload_p99_ms: uploads.p99_ms, p99_to_memcpy: all.p99_to_memcpy)
    }
}
