import Foundation
import WhimAnimation
import WhimGraphics
import WhimMap
import WhimStyle
import WhimThreads
import WhimTiles

/// The vector-tile benchmark (issue 40), played the way the window plays the map — tiles drawn in the
/// background (`.background`), frames paced at 60 Hz, each tick the view prepared ahead and then the frame
/// drawn into a window-sized surface:
/// 1. the first crisp frame after opening a large archive (a file, or a server's: `archivePath` may be a
///    URL), at a street zoom;
/// 2. resident memory while panning across it, and how many of its tiles are read a second;
/// 3. decode + render per 512-pixel view, vector tiles against the OSM extract's renderer, same cameras;
/// 4. a flight from the globe down to the street, frame times and frames over 16.7 ms.
public struct VectorTileBenchmark {
    /// The figures (key names are the JSON's).
    public struct Figures: Codable, Sendable {
        public var resolution: String
        public var archive: String
        public var archive_bytes: Int
        /// The latency the test server added to every answer when the archive was served (nil: read from the file).
        public var served_latency_ms: Int?
        /// What the server counted, when served: requests by the first crisp frame and while panning,
        /// the connections they came over, the most it answered at once, and range requests that asked
        /// again for bytes already fetched.
        public var served_requests_to_first_crisp: Int?
        public var served_requests_while_panning: Int?
        public var served_connections: Int?
        public var served_max_in_flight: Int?
        public var served_repeated_ranges: Int?
        /// 1. Opening the archive and showing the street crisp.
        public var open_archive_ms: Double
        public var parse_style_ms: Double
        public var make_view_ms: Double
        /// From opening the archive to the first frame with every tile crisp; nil when none came in 20 s.
        public var first_crisp_frame_ms: Double?
        public var first_crisp_tiles_drawn: Int
        /// Source tiles read (from the file or fetched from the server) by the first crisp frame.
        public var first_crisp_source_tiles_read: Int
        /// 2. Panning at `pan_px_per_frame` for `pan_frames` frames.
        public var pan_frames: Int
        public var pan_px_per_frame: Double
        public var pan_km: Double
        public var rss_before_pan_mb: Double
        public var rss_peak_during_pan_mb: Double
        public var rss_final_mb: Double
        public var pan_frame_p99_ms: Double
        public var pan_frames_over_16_7ms: Int
        public var pan_tiles_drawn: Int
        /// Source tiles read (fetched, when served) while panning, and per second of the pan.
        public var pan_source_tiles_read: Int
        public var pan_source_tiles_per_second: Double
        /// 3. One 512-pixel view at camera zooms 15–17: vector (decoded cold), vector (tiles already
        /// decoded: the drawing alone), and the OSM extract through its tiles (`OSMTileSource`: cut,
        /// encoded, decoded and drawn, cold; its model decoded once, `pbf_load_ms`).
        public var views: Int
        public var vector_decode_render_p50_ms: Double
        public var vector_decode_render_p99_ms: Double
        public var vector_render_p50_ms: Double
        public var vector_render_p99_ms: Double
        public var pbf_render_p50_ms: Double
        public var pbf_render_p99_ms: Double
        public var pbf_load_ms: Double
        /// 4. The flight (zoom 2 → 16), frames while it animates.
        public var fly_frames: Int
        public var fly_frame_p50_ms: Double
        public var fly_frame_p99_ms: Double
        public var fly_frame_max_ms: Double
        public var fly_frames_over_16_7ms: Int
        public var fly_tick_p99_ms: Double
        public var fly_ticks_over_16_7ms: Int
        /// From the flight's end to the first crisp frame; nil when none came in 20 s.
        public var fly_crisp_after_arrival_ms: Double?
    }

    /// The large archive (items 1 and 2): a file, or the URL of one on a server.
    public let archivePath: String
    /// The archive's size when `archivePath` is a URL (else read from the file).
    public let archiveBytes: Int?
    /// The latency the server adds, when `archivePath` is a URL of the test server.
    public let servedLatencyMs: Int?
    /// What the test server has counted so far (its `GET /_load`: "requests", "connections",
    /// "max_in_flight", "repeated_ranges"), when the archive is served by it.
    public let servedLoad: (() -> [String: Int]?)?
    /// The shipped tiles (items 3 and 4: the real city, where the extract is).
    public let world: any TileSource
    public let style: StyleDocument
    public let stylePath: String
    /// Loads the OSM extract for item 3, which runs last: resident memory while panning the tiles (item 2)
    /// is then the tile map's own, without an extract that a map of tiles never loads.
    public let loadModel: () throws -> MapModel
    public let size: PixelSize
    public let panFrames: Int
    /// Whether only items 1 and 2 run (3 and 4 read the shipped file whatever the archive).
    public let openAndPanOnly: Bool
    /// Where the street views are: Helsinki's railway station.
    public static let station = GeoCoordinate(latitude: 60.1710, longitude: 24.9414)
    /// The street zoom of the views (camera zoom; style zoom 15).
    public static let streetZoom = 16.0
    static let panStep = (dx: -12.0, dy: -4.0)

    public init(archivePath: String, archiveBytes: Int? = nil, servedLatencyMs: Int? = nil, servedLoad: (() -> [String: Int]?)? = nil,
                world: any TileSource, stylePath: String, loadModel: @escaping () throws -> MapModel, size: PixelSize, panFrames: Int,
                openAndPanOnly: Bool = false) throws {
        self.archivePath = archivePath
        self.archiveBytes = archiveBytes
        self.servedLatencyMs = servedLatencyMs
        self.servedLoad = servedLoad
        self.world = world
        self.stylePath = stylePath
        self.style = try DemoMapChoice.loadStyle(stylePath)
        self.loadModel = loadModel
        self.size = size
        self.panFrames = panFrames
        self.openAndPanOnly = openAndPanOnly
    }

    public func run(stopwatch: any Clock) throws -> Figures {
        try ThreadPriority.asFrameThread { () throws -> Figures in
            var f = try openAndPan(stopwatch: stopwatch)
            if openAndPanOnly { return f }
            try fly(stopwatch: stopwatch, into: &f)
            try perView(stopwatch: stopwatch, into: &f)
            return f
        }
    }

    /// Items 1 and 2.
    private func openAndPan(stopwatch: any Clock) throws -> Figures {
        let t0 = stopwatch.now
        guard case let .tiles(opened) = try MapFile.open(path: archivePath) else { throw DemoError.map("\(archivePath): not a tile archive") }
        let archive = CountingTileSource(opened)
        let t1 = stopwatch.now
        let document = try DemoMapChoice.loadStyle(stylePath)
        let t2 = stopwatch.now
        let renderer = VectorMapRenderer(source: archive, style: document, readingHelpers: VectorMapRenderer.readingHelpers(for: opened))
        let view = MapView(content: .tiles(renderer: renderer), drawing: MapTileDrawer(vector: renderer), viewportSize: size.size,
                           camera: Camera(center: Self.station, zoom: Self.streetZoom, viewportSize: size.size), tileLoading: .background)
        defer { view.worker.stop() }
        let t3 = stopwatch.now
        let loop = try PacedFrames(view: view, size: size, stopwatch: stopwatch)
        let crisp = loop.untilCrisp(seconds: 20)
        let firstCrisp = crisp.map { ($0 - t0) * 1000 }
        let drawnAtCrisp = view.worker.tilesRendered
        let readAtCrisp = archive.reads
        let loadAtCrisp = servedLoad?()

        let before = ResidentMemory.now()?.current ?? 0
        var peak = before
        loop.reset()
        let panStart = stopwatch.now
        for i in 0..<panFrames {
            loop.tick(timed: true) { view.pan(dx: Self.panStep.dx, dy: Self.panStep.dy) }
            if i % 30 == 29, let rss = ResidentMemory.now()?.current { peak = max(peak, rss) }
        }
        let panSeconds = stopwatch.now - panStart
        let panReads = archive.reads - readAtCrisp
        let final = ResidentMemory.now()?.current ?? 0
        peak = max(peak, final)
        let pan = TourBenchmark.summary(loop.frameMs, memcpyMs: 0, size: size)
        let loadAfterPan = servedLoad?()
        // Ground distance at the station's latitude: world units × the equator's length × cos(latitude).
        let px = Double(panFrames) * (Self.panStep.dx * Self.panStep.dx + Self.panStep.dy * Self.panStep.dy).squareRoot()
        let km = px / WebMercator.worldSize(zoom: Self.streetZoom) * 40_075 * cos(Self.station.latitude * .pi / 180)
        let mb = { (bytes: Int) in Double(bytes) / 1_048_576 }
        let fileBytes = archiveBytes ?? ((try? FileManager.default.attributesOfItem(atPath: archivePath))?[.size] as? Int) ?? 0
        return Figures(resolution: "\(size.width)x\(size.height)", archive: archivePath, archive_bytes: fileBytes, served_latency_ms: servedLatencyMs,
                       served_requests_to_first_crisp: loadAtCrisp?["requests"],
                       served_requests_while_panning: loadAfterPan?["requests"].flatMap { after in loadAtCrisp?["requests"].map { after - $0 } },
                       served_connections: loadAfterPan?["connections"], served_max_in_flight: loadAfterPan?["max_in_flight"],
                       served_repeated_ranges: loadAfterPan?["repeated_ranges"],
                       open_archive_ms: (t1 - t0) * 1000, parse_style_ms: (t2 - t1) * 1000, make_view_ms: (t3 - t2) * 1000,
                       first_crisp_frame_ms: firstCrisp, first_crisp_tiles_drawn: drawnAtCrisp, first_crisp_source_tiles_read: readAtCrisp,
                       pan_frames: panFrames, pan_px_per_frame: px / Double(max(1, panFrames)), pan_km: km,
                       rss_before_pan_mb: mb(before), rss_peak_during_pan_mb: mb(peak), rss_final_mb: mb(final),
                       pan_frame_p99_ms: pan.p99_ms, pan_frames_over_16_7ms: pan.frames_over_16_7ms,
                       pan_tiles_drawn: view.worker.tilesRendered - drawnAtCrisp,
                       pan_source_tiles_read: panReads, pan_source_tiles_per_second: Double(panReads) / max(panSeconds, 1e-9),
                       views: 0, vector_decode_render_p50_ms: 0, vector_decode_render_p99_ms: 0, vector_render_p50_ms: 0,
                       vector_render_p99_ms: 0, pbf_render_p50_ms: 0, pbf_render_p99_ms: 0, pbf_load_ms: 0,
                       fly_frames: 0, fly_frame_p50_ms: 0, fly_frame_p99_ms: 0, fly_frame_max_ms: 0, fly_frames_over_16_7ms: 0,
                       fly_tick_p99_ms: 0, fly_ticks_over_16_7ms: 0, fly_crisp_after_arrival_ms: nil)
    }

    /// Item 4: over the shipped tiles, from zoom 2 over Europe (crisp first) to the station at zoom 16.
    private func fly(stopwatch: any Clock, into f: inout Figures) throws {
        let renderer = VectorMapRenderer(source: world, style: style)
        let view = MapView(content: .tiles(renderer: renderer), drawing: MapTileDrawer(vector: renderer), viewportSize: size.size,
                           camera: Camera(center: GeoCoordinate(latitude: 50, longitude: 15), zoom: 2, viewportSize: size.size),
                           tileLoading: .background)
        defer { view.worker.stop() }
        let loop = try PacedFrames(view: view, size: size, stopwatch: stopwatch)
        _ = loop.untilCrisp(seconds: 20)
        loop.reset()
        view.fly(to: Camera(center: Self.station, zoom: Self.streetZoom, viewportSize: size.size))
        loop.tick(timed: true)
        while view.isAnimating { loop.tick(timed: true) }
        let arrived = stopwatch.now
        let frames = TourBenchmark.summary(loop.frameMs, memcpyMs: 0, size: size)
        let ticks = TourBenchmark.summary(loop.tickMs, memcpyMs: 0, size: size)
        f.fly_frames = frames.frames
        f.fly_frame_p50_ms = frames.p50_ms
        f.fly_frame_p99_ms = frames.p99_ms
        f.fly_frame_max_ms = frames.max_ms
        f.fly_frames_over_16_7ms = frames.frames_over_16_7ms
        f.fly_tick_p99_ms = ticks.p99_ms
        f.fly_ticks_over_16_7ms = ticks.frames_over_16_7ms
        f.fly_crisp_after_arrival_ms = loop.untilCrisp(seconds: 20).map { ($0 - arrived) * 1000 }
    }

    /// Item 3: 512-pixel views on a grid over the part of the city both the tiles and the extract hold,
    /// at camera zooms 15, 16 and 17; the archive and the extract's tiles (`OSMTileSource`, cut, encoded,
    /// decoded and drawn) take turns going first.
    private func perView(stopwatch: any Clock, into f: inout Figures) throws {
        let t0 = stopwatch.now
        let model = try loadModel()
        f.pbf_load_ms = (stopwatch.now - t0) * 1000
        let extractTiles = OSMTileSource(model: model)
        let side = 512
        let surface = try Surface(width: side, height: side, format: .rgb24)
        let canvas = Canvas(surface)
        let area = model.worldBounds
        var cold: [Double] = [], warm: [Double] = [], extract: [Double] = []
        var index = 0
        for zoom in [15.0, 16, 17] {
            for gy in 0..<6 {
                for gx in 0..<6 {
                    let center = Point(x: area.minX + area.width * (Double(gx) + 0.5) / 6, y: area.minY + area.height * (Double(gy) + 0.5) / 6)
                    let camera = Camera(worldCenter: center, zoom: zoom, viewportSize: Size(width: Double(side), height: Double(side)))
                    func timed(_ body: () -> Void) -> Double {
                        let t0 = stopwatch.now
                        body()
                        canvas.flush()
                        return (stopwatch.now - t0) * 1000
                    }
                    func vector() {
                        let renderer = VectorMapRenderer(source: world, style: style)
                        cold.append(timed { renderer.renderBase(into: canvas, camera: camera) })
                        warm.append(timed { renderer.renderBase(into: canvas, camera: camera) })
                    }
                    func osm() {
                        let renderer = VectorMapRenderer(source: extractTiles, style: style)
                        extract.append(timed { renderer.renderBase(into: canvas, camera: camera) })
                    }
                    if index % 2 == 0 { vector(); osm() } else { osm(); vector() }
                    index += 1
                }
            }
        }
        let s = { (t: [Double]) in TourBenchmark.summary(t, memcpyMs: 0, size: PixelSize(width: side, height: side)) }
        f.views = index
        (f.vector_decode_render_p50_ms, f.vector_decode_render_p99_ms) = (s(cold).p50_ms, s(cold).p99_ms)
        (f.vector_render_p50_ms, f.vector_render_p99_ms) = (s(warm).p50_ms, s(warm).p99_ms)
        (f.pbf_render_p50_ms, f.pbf_render_p99_ms) = (s(extract).p50_ms, s(extract).p99_ms)
    }
}
