import WhimGraphics

/// What the tile worker calls to turn a key into pixels. It lives on the worker thread alone (handed over
/// once when the worker starts), so it may keep caches without locks. Returns nil when `isCancelled`
/// said yes mid-way or drawing failed.
public protocol TileDrawing: AnyObject {
    func draw(_ key: TileKey, isCancelled: () -> Bool) -> Surface?
    /// Whether the last tile drawn stands in for data that could not be read for a reason that may pass
    /// (the network away): the map shows it and asks for it again later.
    var lastDrawIsProvisional: Bool { get }
    /// The names anchored in the last tile drawn, in its view units (its device pixels / ratio).
    var lastDrawLabels: [MapLabel] { get }
}

extension TileDrawing {
    public var lastDrawIsProvisional: Bool { false }
    public var lastDrawLabels: [MapLabel] { [] }
}

/// What a tile drawer needs of a renderer: the base map of a camera's view, the labels anchored in a
/// view, and whether a part of the world has anything to label: a tile source's `VectorMapRenderer` (an
/// OSM extract's tiles included), or a test's stand-in.
protocol TileContentRenderer {
    func renderBase(into canvas: Canvas, camera: Camera, pixelRatio: Double, isCancelled: () -> Bool) -> Bool
    /// Reads ahead, in one batch, the data the next draw of `camera`'s base map and the placing of the
    /// labels of `labelRegions` (cameras, each with `reach` pixels around it) will read.
    func prefetch(base camera: Camera, labelRegions: [Camera], reach: Double, isCancelled: () -> Bool)
    func placeLabels(camera: Camera, measuringWith canvas: Canvas, reach: Double?, avoiding placed: [LabelPlacer.Label]) -> LabelPlacer?
    func mayHaveLabels(in worldRect: Rect) -> Bool
    /// Whether the last draw stood in for data that could not be read.
    var drawIsProvisional: Bool { get }
}

extension VectorMapRenderer: TileContentRenderer {
    func mayHaveLabels(in worldRect: Rect) -> Bool { worldRect.overlaps(MapContent.world) }
}

/// Draws map tiles: the base map under the tile, then every label whose ink touches the tile.
///
/// Labels are placed per zoom and `LabelRegion` (8×8 tiles), each label owned by one region and drawn
/// whole by every tile it touches, so a label crossing a tile or region edge is never cut nor repeated,
/// and the labels of a view are the same whatever order its tiles are drawn in.
public final class MapTileDrawer: TileDrawing {
    /// Draws the tiles' map content.
    private let renderer: any TileContentRenderer
    private var regions: [LabelRegion: [LabelPlacer.Label]] = [:]
    /// The zooms (and ratios) whose regions are kept.
    private var regionZooms: [RegionZoom] = []
    private struct RegionZoom: Equatable {
        var zoom: Double
        var pixelRatio: Double
    }
    /// The regions whose labels are held now.
    var placedRegions: [LabelRegion] { Array(regions.keys) }
    /// Regions placed in a draw that stood in for data it could not read: placed again in the next draw,
    /// so labels come back with the data.
    private var provisionalRegions: Set<LabelRegion> = []
    /// Measures labels' text at the ratio they are drawn at.
    private var measuring: Canvas?
    /// Every tile's text and the labels' measuring shaped with one shaper: a label's pieces are shaped
    /// once, not again for each tile it crosses. A worker's shaper: the frame thread never waits on the
    /// labels' fonts.
    private let shaper = TextShaper(for: .worker)

    /// A drawer of a tile source's vector tiles in a style (the renderer belongs to the worker from now on).
    public init(vector renderer: VectorMapRenderer) { self.renderer = renderer }

    public var lastDrawIsProvisional: Bool { renderer.drawIsProvisional }

    /// The names anchored in the last tile drawn (each label is named by the one tile its anchor is in).
    public private(set) var lastDrawLabels: [MapLabel] = []

    public func draw(_ key: TileKey, isCancelled: () -> Bool) -> Surface? {
        for region in provisionalRegions { regions[region] = nil }
        provisionalRegions = []
        lastDrawLabels = []
        guard let surface = try? Surface(width: TileGrid.side, height: TileGrid.side, format: .rgb24) else { return nil }
        // Drawn in the view's units, each `pixelRatio` device pixels: crisp lines and text at any scale.
        surface.deviceScale = key.pixelRatio
        defer { surface.deviceScale = 1 }
        let canvas = Canvas(surface, shaper: shaper)
        renderer.prefetch(base: key.camera, labelRegions: regionsToPlace(for: key).map(\.camera), reach: LabelRegion.reach / key.pixelRatio,
                          isCancelled: isCancelled)
        guard renderer.renderBase(into: canvas, camera: key.camera, pixelRatio: key.pixelRatio, isCancelled: isCancelled) else { return nil }
        drawLabels(of: key, into: canvas)
        canvas.flush()
        return isCancelled() ? nil : surface
    }

    /// Draws the labels touching `key` into a canvas in the tile's view units (its device pixels / ratio).
    func drawLabels(of key: TileKey, into canvas: Canvas) {
        let side = Double(TileGrid.side), units = side / key.pixelRatio
        var placer = LabelPlacer(viewport: Rect(x: 0, y: 0, width: units, height: units))
        placer.labels = labels(touching: Rect(x: Double(key.x) * side, y: Double(key.y) * side, width: side, height: side),
                               zoom: key.zoom, pixelRatio: key.pixelRatio)
        placer.draw(into: canvas)
        let own = Rect(x: 0, y: 0, width: units, height: units)
        lastDrawLabels = placer.labels.filter { own.contains($0.anchor) }
            .map { MapLabel(name: $0.name, frame: $0.inkBounds, anchor: $0.anchor) }
    }

    /// The labels whose ink touches `rect` (zoom pixels), in `rect`'s own view units (pixels / `pixelRatio`),
    /// region by region.
    func labels(touching rect: Rect, zoom: Double, pixelRatio: Double = 1) -> [LabelPlacer.Label] {
        let r = pixelRatio
        let local = Rect(x: 0, y: 0, width: rect.width / r, height: rect.height / r)
        var result: [LabelPlacer.Label] = []
        for region in LabelRegion.reaching(rect, zoom: zoom, pixelRatio: r) {
            let o = region.origin
            for label in labels(of: region) {
                let moved = label.offsetBy(dx: (o.x - rect.minX) / r, dy: (o.y - rect.minY) / r)
                if moved.inkBounds.overlaps(local) { result.append(moved) }
            }
        }
        return result
    }

    /// The labels owned by one region, in region units (pixels / ratio): placed clear of those of its
    /// earlier neighbours.
    func labels(of region: LabelRegion) -> [LabelPlacer.Label] {
        if let known = regions[region] { return known }
        let zoom = RegionZoom(zoom: region.zoom, pixelRatio: region.pixelRatio)
        if !regionZooms.contains(zoom) {
            regionZooms.append(zoom)
            // Keep the labels of the two most recent zooms (placing again gives the same labels).
            if regionZooms.count > 2 {
                let dropped = regionZooms.removeFirst()
                regions = regions.filter { RegionZoom(zoom: $0.key.zoom, pixelRatio: $0.key.pixelRatio) != dropped }
            }
        }
        var placed: [LabelPlacer.Label] = []
        if renderer.mayHaveLabels(in: region.reachedWorldRect) {
            let r = region.pixelRatio
            let earlier = region.earlierNeighbours.flatMap { n in
                labels(of: n).map { $0.offsetBy(dx: (n.origin.x - region.origin.x) / r, dy: (n.origin.y - region.origin.y) / r) }
            }
            if measuring?.surface.deviceScale != r, let s = try? Surface(width: 1, height: 1) {
                s.deviceScale = r
                measuring = Canvas(s, shaper: shaper)
            }
            if let measuring,
               let placer = renderer.placeLabels(camera: region.camera, measuringWith: measuring, reach: LabelRegion.reach / r,
                                                 avoiding: earlier) {
                placed = placer.labels
            }
        }
        regions[region] = placed
        if renderer.drawIsProvisional { provisionalRegions.insert(region) }
        return placed
    }
}

extension MapTileDrawer {
    /// The label regions drawing `key` will place, not placed yet: those whose labels may reach the tile
    /// and, before each, its earlier neighbours (as `labels(of:)` places them), the tile's own first.
    /// Reading all their data in one batch keeps many reads in flight, where region by region the
    /// placing would wait for each region's reads in turn.
    func regionsToPlace(for key: TileKey) -> [LabelRegion] {
        let side = Double(TileGrid.side)
        var found: [LabelRegion] = []
        var seen: Set<LabelRegion> = []
        var next = LabelRegion.reaching(Rect(x: Double(key.x) * side, y: Double(key.y) * side, width: side, height: side), zoom: key.zoom,
                                           pixelRatio: key.pixelRatio)
            .sorted { ($0 == LabelRegion.containing(key) ? 0 : 1) < ($1 == LabelRegion.containing(key) ? 0 : 1) }
        var index = 0
        while index < next.count {
            let region = next[index]
            index += 1
            guard regions[region] == nil, seen.insert(region).inserted, renderer.mayHaveLabels(in: region.reachedWorldRect) else { continue }
            found.append(region)
            next += region.earlierNeighbours
        }
        return found
    }
}
