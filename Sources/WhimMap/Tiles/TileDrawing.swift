import WhimGraphics

/// What the tile worker calls to turn a key into pixels. It lives on the worker thread alone (handed over
/// once when the worker starts), so it may keep caches without locks. Returns nil when `isCancelled`
/// said yes mid-way or drawing failed.
public protocol TileDrawing: AnyObject {
    func draw(_ key: TileKey, isCancelled: () -> Bool) -> Surface?
}

/// Draws map tiles: the base map under the tile, then the road names placed for the tile's label block.
///
/// Labels are placed once per zoom and block (`blockTiles`² tiles) and kept wholly inside their block,
/// so every tile a label crosses draws the same glyphs at the same place: labels stay seamless across tile
/// edges and independent of the order tiles are drawn in.
public final class MapTileDrawer: TileDrawing {
    public let renderer: MapRenderer
    /// Tiles per label block side.
    public static let blockTiles = 8
    private var blocks: [TileKey: [LabelPlacer.Label]] = [:]
    private var blockZooms: [Double] = []
    private var measuring: Canvas?

    public init(renderer: MapRenderer) { self.renderer = renderer }

    public func draw(_ key: TileKey, isCancelled: () -> Bool) -> Surface? {
        guard let surface = try? Surface(width: TileGrid.side, height: TileGrid.side, format: .rgb24) else { return nil }
        let canvas = Canvas(surface)
        guard renderer.renderBase(into: canvas, camera: key.camera, isCancelled: isCancelled) else { return nil }
        drawLabels(of: key, into: canvas)
        canvas.flush()
        return isCancelled() ? nil : surface
    }

    /// The labels of `key`'s block that touch the tile, drawn in tile coordinates.
    private func drawLabels(of key: TileKey, into canvas: Canvas) {
        let n = Self.blockTiles
        let block = TileKey(zoom: key.zoom, x: TileGrid.floorDiv(key.x, n), y: TileGrid.floorDiv(key.y, n))
        let labels = self.labels(of: block)
        guard !labels.isEmpty else { return }
        let side = Double(TileGrid.side)
        let dx = Double((block.x * n - key.x)) * side, dy = Double((block.y * n - key.y)) * side
        let tile = Rect(x: -dx, y: -dy, width: side, height: side)
        var placer = LabelPlacer(style: renderer.style, viewport: tile)
        placer.labels = labels.filter { Self.box(of: $0).overlaps(tile) }
        guard !placer.labels.isEmpty else { return }
        canvas.withState {
            canvas.translate(x: dx, y: dy)
            placer.draw(into: canvas)
        }
    }

    /// The labels placed for one block (keyed like a tile of side `blockTiles · side`), in block pixels.
    func labels(of block: TileKey) -> [LabelPlacer.Label] {
        if let known = blocks[block] { return known }
        if !blockZooms.contains(block.zoom) {
            blockZooms.append(block.zoom)
            // Keep the labels of the two most recent zooms.
            if blockZooms.count > 2 {
                let dropped = blockZooms.removeFirst()
                blocks = blocks.filter { $0.key.zoom != dropped }
            }
        }
        let n = Double(Self.blockTiles)
        let side = Double(TileGrid.side) * n
        let s = WebMercator.worldSize(zoom: block.zoom)
        let camera = Camera(worldCenter: Point(x: (Double(block.x) + 0.5) * side / s, y: (Double(block.y) + 0.5) * side / s),
                            zoom: block.zoom, viewportSize: Size(width: side, height: side))
        if measuring == nil, let s = try? Surface(width: 1, height: 1) { measuring = Canvas(s) }
        var placed: [LabelPlacer.Label] = []
        let inside = Rect(x: 0, y: 0, width: side, height: side)
        if let measuring,
           let placer = renderer.placeLabels(camera: camera, measuringWith: measuring, accepting: { inside.encloses(Self.box(of: $0)) }) {
            placed = placer.labels
        }
        blocks[block] = placed
        return placed
    }

    /// The box around every glyph of a label (with its halo).
    static func box(of label: LabelPlacer.Label) -> Rect {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for g in label.glyphs {
            // However the glyph is turned, its ink lies within this radius; plus the halo.
            let r = (g.advance * g.advance / 4 + 0.36 * label.font.size * label.font.size).squareRoot() + 2
            minX = min(minX, g.center.x - r); maxX = max(maxX, g.center.x + r)
            minY = min(minY, g.center.y - r); maxY = max(maxY, g.center.y + r)
        }
        if let symbol = label.symbol {
            minX = min(minX, symbol.center.x - 7); maxX = max(maxX, symbol.center.x + 7)
            minY = min(minY, symbol.center.y - 7); maxY = max(maxY, symbol.center.y + 7)
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
