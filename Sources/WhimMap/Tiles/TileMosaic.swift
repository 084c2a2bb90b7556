import WhimGraphics

/// The tiles of one zoom put together into one opaque surface, a whole number of tiles on each side,
/// which the frame path blits at a whole-pixel offset. Slots whose crisp tile has not arrived show tiles
/// of other zooms, scaled, until it does; each arriving tile is copied into its slot and reported as
/// damage.
final class TileMosaic {
    let zoom: Double
    /// The top-left tile.
    let firstTile: (x: Int, y: Int)
    let columns: Int
    let rows: Int
    let surface: Surface
    private let canvas: Canvas
    private var crisp: [Bool]
    /// Rectangles (surface pixels) changed since the last `takeDamage`; nil when everything changed.
    private var damage: [PixelRect]? = nil

    /// A mosaic of `columns` × `rows` tiles from `first` at `zoom`, filled from `cache`.
    init(zoom: Double, first: (x: Int, y: Int), columns: Int, rows: Int, cache: inout TileCache, land: Color,
         reusing old: TileMosaic?) throws(GraphicsError) {
        self.zoom = zoom
        self.firstTile = first
        self.columns = columns
        self.rows = rows
        let width = columns * TileGrid.side, height = rows * TileGrid.side
        if let old, old.surface.width == width, old.surface.height == height {
            surface = old.surface
            canvas = old.canvas
        } else {
            surface = try Surface(width: width, height: height, format: .rgb24)
            canvas = Canvas(surface)
        }
        crisp = Array(repeating: false, count: columns * rows)
        fill(from: &cache, land: land)
    }

    /// The mosaic's top-left corner in its zoom's pixel space.
    var origin: PixelPoint { PixelPoint(x: firstTile.x * TileGrid.side, y: firstTile.y * TileGrid.side) }

    /// The zoom pixels the mosaic covers.
    var pixelRect: PixelRect { PixelRect(origin: origin, size: surface.pixelSize) }

    /// Whether the tile belongs to this mosaic.
    func contains(_ key: TileKey) -> Bool {
        key.zoom == zoom && key.x >= firstTile.x && key.x < firstTile.x + columns && key.y >= firstTile.y
            && key.y < firstTile.y + rows
    }

    /// The tiles of the mosaic, in rows.
    var keys: [TileKey] {
        var keys: [TileKey] = []
        keys.reserveCapacity(columns * rows)
        for r in 0..<rows { for c in 0..<columns { keys.append(TileKey(zoom: zoom, x: firstTile.x + c, y: firstTile.y + r)) } }
        return keys
    }

    /// Whether every tile under a rectangle of zoom pixels is crisp.
    func isCrisp(under r: PixelRect) -> Bool {
        guard let (cols, rows) = TileGrid.tiles(covering: r) else { return true }
        for y in rows { for x in cols {
            let key = TileKey(zoom: zoom, x: x, y: y)
            guard contains(key), crisp[slot(key)] else { return false }
        } }
        return true
    }

    /// Copies an arrived tile into its slot (if it belongs here). Returns whether it did.
    @discardableResult
    func place(_ key: TileKey, _ tile: Surface) -> Bool {
        guard contains(key) else { return false }
        let at = PixelPoint(x: (key.x - firstTile.x) * TileGrid.side, y: (key.y - firstTile.y) * TileGrid.side)
        let r = PixelRect(origin: at, size: tile.pixelSize)
        surface.blit(tile, at: at, in: r, copy: true)
        crisp[slot(key)] = true
        damage?.append(r)
        return true
    }

    /// What changed since the last call (surface pixels), nil meaning everything.
    func takeDamage() -> [PixelRect]? {
        defer { damage = [] }
        return damage
    }

    private func slot(_ key: TileKey) -> Int { (key.y - firstTile.y) * columns + (key.x - firstTile.x) }

    /// Crisp tiles where the cache has them; elsewhere the land colour and, scaled over it, the cached
    /// tiles of other zooms (the nearest zoom on top).
    private func fill(from cache: inout TileCache, land: Color) {
        var missing: [TileKey] = []
        for key in keys {
            if let tile = cache.surface(for: key) { place(key, tile) } else { missing.append(key) }
        }
        damage = nil
        guard !missing.isEmpty else { return }
        let s = WebMercator.worldSize(zoom: zoom)
        let o = origin
        canvas.withState {
            var area = Path()
            var world: Rect?
            for key in missing {
                let r = key.pixelRect
                area.addRect(Rect(x: Double(r.x - o.x), y: Double(r.y - o.y), width: Double(r.width), height: Double(r.height)))
                world = world.map { $0.unionIncludingDegenerate(key.worldRect) } ?? key.worldRect
            }
            canvas.clip(to: area)
            canvas.fill(Rect(size: surface.pixelSize.size), land)
            guard let world else { return }
            for (key, tile) in cache.fallbacks(for: zoom, overlapping: world) {
                let w = key.worldRect
                canvas.draw(tile, in: Rect(x: w.minX * s - Double(o.x), y: w.minY * s - Double(o.y),
                                           width: w.width * s, height: w.height * s), quality: .bilinear)
            }
        }
        canvas.flush()
    }
}
