import ArgumentParser
import Foundation
import WhimAnimation
import WhimCore
import WhimDemo
import WhimGraphics
import WhimMap
import WhimTiles

/// `whim-demo bench`: a quick in-process benchmark (well under 20 s). For each transition kind, the median
/// steady-state frame of a multipart→multipart transition over the real map (Home → City bikes), as a ratio
/// to one memcpy of the frame. Mallocs per frame are counted by the suites in `Benchmarks/` (`make bench`),
/// whose malloc interposer the shipped binary does not link.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "bench", abstract: "Time one frame of each transition kind against one memcpy of the frame.")

    @Flag(help: "Print one JSON object instead of a table.")
    var json = false

    @Option(help: "Frame size, WIDTHxHEIGHT.")
    var size = SizeArgument(width: 1920, height: 1080)

    @Option(help: "Timed frames per kind.")
    var frames = 120

    @Flag(help: "Play the built-in tour the way the window does (tiles in the background, 60 Hz pacing) and time every frame.")
    var tour = false

    @Flag(help: "With --tour: play it through a real window host (dummy video driver, software renderer) and time compose + upload of every frame.")
    var window = false

    @Option(help: "With --tour: also list the N slowest frames (index, script line, wall and frame-thread CPU ms).")
    var worst = 0

    @Option(help: "Pan and zoom over the Helsinki extract and over a map GRID×GRID times larger (shifted copies), timing the first crisp frame and every frame.")
    var mapGrid: Int?

    @Flag(help: "Vector tiles: the first crisp frame of a large PMTiles archive, memory while panning it, decode + render per view against the OSM extract, and a flight from zoom 2 to 16.")
    var tiles = false

    @Option(help: "With --tiles: the archive to open and pan (default: a synthetic one of --gigabytes, made once under .build/whim-bench).")
    var archive: String?

    @Option(help: "Make the synthetic archive (the shipped Helsinki tiles repeated around the city) at PATH, then stop.")
    var makeArchive: String?

    @Option(help: "The synthetic archive's size in GB (0.01…16).")
    var gigabytes = 1.0

    @Option(help: "With --tiles: frames of panning at street zoom (60…100000).")
    var panFrames = 3000

    @Option(help: "With --tiles: serve the archive from the tests' HTTP server (python3, run from the repository root) on 127.0.0.1 with MS of latency added to every answer, and read it by range requests (0…10000).")
    var serveLatency: Int?

    @Flag(help: "A key press in a 32 KB note (the edit, the text area's layout and drawing), the text laid out a paragraph at a time and, in the same run, the whole text on every key.")
    var textArea = false

    @Flag(help: "With --tiles: stop after items 1 and 2 (opening and panning the archive), which are all --serve-latency changes.")
    var openAndPanOnly = false

    struct KindResult: Codable {
        var frame_ms: Double
        var ratio_to_memcpy: Double
    }

    struct Report: Codable {
        /// Where the malloc counts are: the shipped binary links no malloc interposer.
        static let mallocNote = "counted by `make bench` (Benchmarks package, Transitions suite); whim-demo links no malloc interposer"
        var resolution: String
        var memcpy_ms: Double
        var kinds: [String: KindResult]
        var mallocs_per_frame = Self.mallocNote
    }

    /// The report's name of a kind (JSON keys keep underscores).
    static func name(_ kind: TransitionCatalogue) -> String { kind.rawValue.replacingOccurrences(of: "-", with: "_") }

    func validate() throws {
        try size.check(option: "--size")
        try OptionRange.check(frames, in: OptionRange.frames, option: "--frames")
        try OptionRange.check(worst, in: OptionRange.worst, option: "--worst")
        try OptionRange.check(mapGrid, in: OptionRange.mapGrid, option: "--map-grid")
        if window, !tour { throw ValidationError("--window plays the tour through a window host: give --tour with it") }
        guard (0.01...16).contains(gigabytes) else { throw ValidationError("--gigabytes must be 0.01…16, not \(gigabytes)") }
        guard (60...100_000).contains(panFrames) else { throw ValidationError("--pan-frames must be 60…100000, not \(panFrames)") }
        if openAndPanOnly, !tiles { throw ValidationError("--open-and-pan-only stops the --tiles benchmark early: give --tiles with it") }
        if archive != nil, !tiles { throw ValidationError("--archive is the archive --tiles opens: give --tiles with it") }
        if tiles, makeArchive != nil { throw ValidationError("--make-archive only makes the archive: give it without --tiles") }
        if let serveLatency {
            guard tiles else { throw ValidationError("--serve-latency serves the archive --tiles opens: give --tiles with it") }
            guard (0...10_000).contains(serveLatency) else { throw ValidationError("--serve-latency must be 0…10000 ms, not \(serveLatency)") }
            if let archive, archive.lowercased().hasPrefix("http") { throw ValidationError("--serve-latency serves a local archive: give --archive a file") }
        }
    }

    func run() throws {
        if tour { return try runTour() }
        if textArea {
            let figures = TextAreaBenchmark().run(stopwatch: MonotonicClock())
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            print(String(decoding: try encoder.encode(figures), as: UTF8.self))
            return
        }
        if let makeArchive { return try runMakeArchive(at: makeArchive) }
        if tiles { return try runTiles() }
        if let mapGrid { return try runMapScale(grid: mapGrid) }
        let (app, _) = try makeHeadlessApp(size: size)
        app.container.update()
        app.container.renderFrame()
        let stopwatch = MonotonicClock()
        let memcpyMs = TourBenchmark.memcpyMilliseconds(bytes: app.container.frame.stride * app.container.frame.height, clock: stopwatch)
        var results: [String: KindResult] = [:]
        let origin = Rect(x: Double(size.width) - 260, y: Double(size.height) - 90, width: 220, height: 56)
        for kind in TransitionCatalogue.allCases {
            let name = Self.name(kind)
            let transition = kind.transition(origin: origin)
            let target: any WhimScene
            do { target = try app.makeScene(path: "/home/bikes") } catch { throw fail("\(error)") }
            let driver = app.container.driver
            guard driver.preview(transition, to: target.viewController, progress: 0.35) else {
                throw fail("could not start the \(name) transition")
            }
            let progresses = [0.35, 0.45, 0.55, 0.65]
            for i in 0..<12 {  // warm-up: caches, cairo's pools
                driver.preview(transition, to: target.viewController, progress: progresses[i % 4])
                app.container.renderFrame()
            }
            var times: [Double] = []
            times.reserveCapacity(frames)
            for i in 0..<frames {
                driver.preview(transition, to: target.viewController, progress: progresses[i % 4])
                let t0 = stopwatch.now
                app.container.renderFrame()
                times.append(stopwatch.now - t0)
            }
            let median = times.sorted()[times.count / 2] * 1000
            results[name] = KindResult(frame_ms: median, ratio_to_memcpy: median / memcpyMs)
            // Back to Home for the next kind.
            driver.endPreview()
            app.container.update()
            app.container.renderFrame()
        }
        let report = Report(resolution: "\(size)", memcpy_ms: memcpyMs, kinds: results)
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            print(String(decoding: try encoder.encode(report), as: UTF8.self))
        } else {
            print("resolution \(report.resolution), one memcpy of the frame: \(String(format: "%.3f", memcpyMs)) ms")
            print("kind               frame ms   × memcpy")
            for name in TransitionCatalogue.allCases.map(Self.name) {
                let r = results[name]!
                print(String(format: "%-18@ %8.3f   %8.2f", name as NSString, r.frame_ms, r.ratio_to_memcpy))
            }
            print("mallocs per frame: \(Report.mallocNote)")
        }
    }


    /// `--map-grid N`: the same pans and zooms over Helsinki and over N×N Helsinkis.
    func runMapScale(grid: Int) throws {
        let model: MapModel
        do { model = try DemoApp.loadMap() } catch { throw fail("\(error)") }
        let px = PixelSize(width: size.width, height: size.height)
        let stopwatch = MonotonicClock()
        let t0 = stopwatch.now
        let large = MapScaleBenchmark.tiled(model, grid: grid)
        let buildMs = (stopwatch.now - t0) * 1000
        let original: MapScaleBenchmark.Figures, scaled: MapScaleBenchmark.Figures
        do {
            original = try MapScaleBenchmark(model: model, size: px).run(stopwatch: stopwatch)
            scaled = try MapScaleBenchmark(model: large, size: px).run(stopwatch: stopwatch)
        } catch { throw fail("\(error)") }
        struct Report: Codable {
            var resolution: String
            var grid: Int
            var build_large_model_ms: Double
            var original: MapScaleBenchmark.Figures
            var large: MapScaleBenchmark.Figures
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        print(String(decoding: try encoder.encode(Report(resolution: "\(px)", grid: grid, build_large_model_ms: buildMs,
                                                         original: original, large: scaled)), as: UTF8.self))
    }

    /// `--make-archive PATH`: the synthetic archive of `--gigabytes` at PATH.
    func runMakeArchive(at path: String) throws {
        let summary: SyntheticTileArchive.Summary
        do {
            let world = try PMTilesArchive(path: DemoAssets.worldTiles().path)
            summary = try SyntheticTileArchive.make(at: path, gigabytes: gigabytes, from: world)
        } catch { throw fail("\(error)") }
        print(String(format: "%@: %d tiles, %.1f MB, the city repeated over %d×%d zoom-14 tiles, made in %.1f s", summary.path, summary.tiles,
                     Double(summary.file_bytes) / 1e6, summary.region_tiles_per_side, summary.region_tiles_per_side, summary.make_seconds))
    }

    /// `--tiles`: the vector-tile benchmark (`VectorTileBenchmark`) at `--size`.
    func runTiles() throws {
        let figures: VectorTileBenchmark.Figures
        do {
            let world = try PMTilesArchive(path: DemoAssets.worldTiles().path)
            var path = archive
            if path == nil {
                let cached = FileManager.default.currentDirectoryPath + "/.build/whim-bench/tiles-\(gigabytes)gb.pmtiles"
                if let made = try SyntheticTileArchive.cached(at: cached, gigabytes: gigabytes, from: world).1 {
                    FileHandle.standardError.write(Data(String(format: "made %@: %d tiles, %.1f MB in %.1f s\n", made.path, made.tiles,
                                                               Double(made.file_bytes) / 1e6, made.make_seconds).utf8))
                    ResidentMemory.releaseFreePages()
                }
                path = cached
            }
            var served: ServedArchive?
            if let serveLatency {
                guard FileManager.default.isReadableFile(atPath: path!) else { throw DemoError.map("\(path!): no such file") }
                served = try ServedArchive(path: path!, latency: serveLatency)
            }
            let bytes = ((try? FileManager.default.attributesOfItem(atPath: path!))?[.size] as? Int)
            let stopwatch = MonotonicClock()
            let bench = try VectorTileBenchmark(archivePath: served?.url ?? path!, archiveBytes: bytes, servedLatencyMs: serveLatency,
                                                servedLoad: served.map { served in { served.load() } }, world: world,
                                                stylePath: DemoAssets.defaultStyle().path, loadModel: { try DemoApp.loadMap() },
                                                size: PixelSize(width: size.width, height: size.height), panFrames: panFrames,
                                                openAndPanOnly: openAndPanOnly)
            figures = try withExtendedLifetime(served) { try bench.run(stopwatch: stopwatch) }
        } catch { throw fail("\(error)") }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            print(String(decoding: try encoder.encode(figures), as: UTF8.self))
            return
        }
        let f = figures
        let crisp = f.first_crisp_frame_ms.map { String(format: "%.0f ms", $0) } ?? "none within 20 s"
        let served = f.served_latency_ms.map { ", served with \($0) ms of latency" } ?? ""
        print(String(format: "archive %@ (%.1f MB%@) at %@", f.archive, Double(f.archive_bytes) / 1e6, served, f.resolution))
        print(String(format: "1. first crisp frame: %@ from opening (open %.2f ms, style %.1f ms, view %.1f ms; %d tiles drawn, %d source tiles read)",
                     crisp, f.open_archive_ms, f.parse_style_ms, f.make_view_ms, f.first_crisp_tiles_drawn, f.first_crisp_source_tiles_read))
        print(String(format: "2. panning %d frames (%.1f km): RSS %.0f MB before, peak %.0f MB, final %.0f MB; frame p99 %.2f ms, %d over 16.7 ms, %d tiles drawn, %d source tiles read (%.1f a second)",
                     f.pan_frames, f.pan_km, f.rss_before_pan_mb, f.rss_peak_during_pan_mb, f.rss_final_mb, f.pan_frame_p99_ms,
                     f.pan_frames_over_16_7ms, f.pan_tiles_drawn, f.pan_source_tiles_read, f.pan_source_tiles_per_second))
        if let requests = f.served_requests_to_first_crisp, let panning = f.served_requests_while_panning {
            print(String(format: "   served: %d requests by the first crisp frame, %d while panning; %d connections, at most %d answered at once, %d ranges asked again",
                         requests, panning, f.served_connections ?? 0, f.served_max_in_flight ?? 0, f.served_repeated_ranges ?? 0))
        }
        if openAndPanOnly { return }
        print(String(format: "3. %d views of 512 px: vector decode + render p50 %.1f ms, p99 %.1f ms; render alone p50 %.1f ms, p99 %.1f ms; OSM extract p50 %.1f ms, p99 %.1f ms (its load %.0f ms)",
                     f.views, f.vector_decode_render_p50_ms, f.vector_decode_render_p99_ms, f.vector_render_p50_ms, f.vector_render_p99_ms,
                     f.pbf_render_p50_ms, f.pbf_render_p99_ms, f.pbf_load_ms))
        let arrival = f.fly_crisp_after_arrival_ms.map { String(format: "%.0f ms", $0) } ?? "none within 20 s"
        print(String(format: "4. flight zoom 2 → 16: %d frames, p50 %.2f ms, p99 %.2f ms, max %.2f ms, %d over 16.7 ms (ticks p99 %.2f ms, %d over); crisp %@ after arrival",
                     f.fly_frames, f.fly_frame_p50_ms, f.fly_frame_p99_ms, f.fly_frame_max_ms, f.fly_frames_over_16_7ms,
                     f.fly_tick_p99_ms, f.fly_ticks_over_16_7ms, arrival))
    }

    /// `--tour`: the tour at `--size`, every frame timed; one JSON object with `--json`.
    func runTour() throws {
        let model: MapModel
        do { model = try DemoApp.loadMap() } catch { throw fail("\(error)") }
        let script: DemoScript
        do { script = try DemoScript(parsing: Tour.script) } catch { throw fail("\(error)") }
        if window { return try runTourInWindow(script: script, model: model) }
        let bench = TourBenchmark(script: script, size: PixelSize(width: size.width, height: size.height), model: model)
        let report: TourBenchmark.Report, cpu: TourBenchmark.Report, ticks: TourBenchmark.Report, frames: [TourBenchmark.Frame], launchMs: Double
        do {
            let run = try bench.runLoggingFrames(stopwatch: MonotonicClock())
            frames = run.frames
            launchMs = run.launchMs
            report = TourBenchmark.summary(frames.map(\.wallMs), memcpyMs: run.memcpyMs, size: bench.size)
            cpu = TourBenchmark.summary(frames.map(\.cpuMs), memcpyMs: run.memcpyMs, size: bench.size)
            ticks = TourBenchmark.summary(frames.map(\.tickMs), memcpyMs: run.memcpyMs, size: bench.size)
        } catch { throw fail("\(error)") }
        defer { if worst > 0 { printWorst(frames, count: worst) } }
        if json {
            // One object, keys in the issue's order (the frame path: update + renderFrame), then whole ticks
            // (input and prepare before the frame too) and the launch (making the app through its first tick).
            let r = report
            print(String(format: "{\"resolution\": \"%@\", \"memcpy_ms\": %.4f, \"frames\": %d, \"p50_ms\": %.4f, \"p99_ms\": %.4f, "
                         + "\"max_ms\": %.4f, \"frames_over_16_7ms\": %d, \"p99_to_memcpy\": %.3f, "
                         + "\"tick_p99_ms\": %.4f, \"tick_max_ms\": %.4f, \"ticks_over_16_7ms\": %d, \"launch_ms\": %.3f}",
                         r.resolution, r.memcpy_ms, r.frames, r.p50_ms, r.p99_ms, r.max_ms, r.frames_over_16_7ms, r.p99_to_memcpy,
                         ticks.p99_ms, ticks.max_ms, ticks.frames_over_16_7ms, launchMs))
        } else {
            print(String(format: "tour at %@: %d frames (update + renderFrame), p50 %.3f ms, p99 %.3f ms, max %.3f ms, %d over 16.7 ms; one memcpy %.3f ms, p99 = %.2f× memcpy",
                         report.resolution, report.frames, report.p50_ms, report.p99_ms, report.max_ms,
                         report.frames_over_16_7ms, report.memcpy_ms, report.p99_to_memcpy))
            print(String(format: "whole ticks (input and prepare, then the frame): p50 %.3f ms, p99 %.3f ms, max %.3f ms, %d over 16.7 ms",
                         ticks.p50_ms, ticks.p99_ms, ticks.max_ms, ticks.frames_over_16_7ms))
            print(String(format: "CPU time of the frame thread in frames: p50 %.3f ms, p99 %.3f ms, max %.3f ms, %d over 16.7 ms; %d page faults in its ticks",
                         cpu.p50_ms, cpu.p99_ms, cpu.max_ms, cpu.frames_over_16_7ms, frames.reduce(0) { $0 + $1.pageFaults }))
            print(String(format: "launch (making the app, the map loaded, through its first tick): %.3f ms", launchMs))
        }
    }

    /// `--tour --window`: compose + upload per frame through a window host, against one memcpy.
    func runTourInWindow(script: DemoScript, model: MapModel) throws {
        let report: WindowTourBenchmark.Report
        do {
            report = try WindowTourBenchmark(script: script, size: PixelSize(width: size.width, height: size.height), model: model).run()
        } catch { throw fail("\(error)") }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            print(String(decoding: try encoder.encode(report), as: UTF8.self))
        } else {
            print(String(format: "tour through the window host at %@ (%@%@): %d frames, compose + upload p50 %.3f ms, p99 %.3f ms, max %.3f ms (upload p99 %.3f ms); one memcpy %.3f ms, p99 = %.2f× memcpy",
                         report.resolution, report.renderer, report.composes_into_texture ? ", composing into the texture" : "", report.frames,
                         report.compose_upload_p50_ms, report.compose_upload_p99_ms, report.compose_upload_max_ms, report.upload_p99_ms,
                         report.memcpy_ms, report.p99_to_memcpy))
        }
    }

    /// The slowest frames by frame-thread CPU time, with the tour line each belongs to.
    func printWorst(_ frames: [TourBenchmark.Frame], count: Int) {
        let lines = Tour.script.split(separator: "\n", omittingEmptySubsequences: false)
        print("slowest frames (frame-thread CPU; start on CLOCK_MONOTONIC, as `perf record -k CLOCK_MONOTONIC` stamps; input ms: before the frame in its tick):\n frame  line   cpu ms  wall ms  input ms  faults         start  command")
        for f in frames.sorted(by: { $0.cpuMs > $1.cpuMs }).prefix(count) {
            let text = f.line > 0 && f.line <= lines.count ? String(lines[f.line - 1]).trimmingCharacters(in: .whitespaces) : "(first frame)"
            print(String(format: "%6d %5d %8.2f %8.2f %9.2f %7d %13.6f  %@", f.index, f.line, f.cpuMs, f.wallMs, f.inputMs, f.pageFaults, f.startSeconds, text as NSString))
        }
    }
}
