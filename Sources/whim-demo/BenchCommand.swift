import ArgumentParser
import Foundation
import WhimAnimation
import WhimCore
import WhimDemo
import WhimGraphics
import WhimMap

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

    func run() throws {
        let (app, _) = try makeHeadlessApp(size: size)
        app.container.update()
        app.container.renderFrame()
        let stopwatch = MonotonicClock()
        let memcpyMs = Self.memcpyMilliseconds(bytes: app.container.frame.stride * app.container.frame.height, clock: stopwatch)
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

    /// The median of 40 copies of `bytes` (the frame) from one buffer to another: the physical floor.
    static func memcpyMilliseconds(bytes: Int, clock: MonotonicClock) -> Double {
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
