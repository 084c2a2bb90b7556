import WhimGraphics

/// The tiles of one zoom put together into one opaque surface, a whole number of tiles on each side,
/// which the frame path blits at a whole-pixel offset. Slots whose crisp tile has not arrived show tiles
/// of other zooms, scaled, until it does; each arriving tile is copied into its slot and reported as
/// damage.
final class TileMosaic {
    let zoom: Double
    /// The ratio its tiles are drawn at (`TileKey.pixelRatio`).
    let pixelRatio: Double
    /// The top-left tile.
    let firstTile: (x: Int, y: Int)
    let columns: Int
    let rows: Int
    let surface: Surface
    private let canvas: Canvas
    private var crisp: [Bool]
    /// Rectangles (surface pixels) changed since the last `takeDamage`; nil when everything changed.
    private var damage: [PixelRect]? = nil
    /// The pixel every slot without its tile still holds, when known (memory stocked with the land colour
    /// and not written since but by `place`): `complete` leaves those slots as they are instead of filling.
    private var unplacedPixel: UInt32?

    /// A mosaic of `columns` × `rows` tiles from `first` at `zoom`, filled from `cache`; where tiles are
    /// missing inside `visible` (zoom pixels), tiles of the nearest other zoom are scaled in with `quality`.
    /// Its surface is `old`'s when the size is the same, else from `pool` (memory already paged in).
    convenience init(zoom: Double, pixelRatio: Double = 1, first: (x: Int, y: Int), columns: Int, rows: Int, cache: inout TileCache,
                     land: Color, visible: PixelRect, quality: ScaleQuality = .bilinear, reusing old: TileMosaic?,
                     pool: SurfacePool? = nil) throws(GraphicsError) {
        try self.init(zoom: zoom, pixelRatio: pixelRatio, first: first, columns: columns, rows: rows, reusing: old, pool: pool, land: land)
        complete(from: &cache, land: land, visible: visible, quality: quality)
    }

    /// A mosaic of `columns` × `rows` tiles from `first` at `zoom` to be put together: tiles go in with
    /// `assemble`, and `complete` fills what is left. Its pixels are the memory's old ones until then, so it
    /// is shown only once complete. Its surface is `old`'s when the size is the same, else from `pool`;
    /// memory the pool was stocked with filled with `land` spares `complete` filling the slots left.
    init(zoom: Double, pixelRatio: Double = 1, first: (x: Int, y: Int), columns: Int, rows: Int, reusing old: TileMosaic?,
         pool: SurfacePool? = nil, land: Color? = nil) throws(GraphicsError) {
        self.zoom = zoom
        self.pixelRatio = pixelRatio
        self.firstTile = first
        self.columns = columns
        self.rows = rows
        let width = columns * TileGrid.side, height = rows * TileGrid.side
        if let old, old.surface.width == width, old.surface.height == height {
            surface = old.surface
            canvas = old.canvas
        } else if let pool, let land {
            // Not cleared: `complete` covers every slot, with its tile or with land (there already, or not).
            let pixel = land.opaquePixel
            let (s, holdsLand) = try pool.surface(width: width, height: height, format: .rgb24, holding: pixel)
            surface = s
            canvas = Canvas(surface)
            unplacedPixel = holdsLand ? pixel : nil
        } else {
            surface = try Surface.make(width: width, height: height, format: .rgb24, pool: pool, cleared: false)
            canvas = Canvas(surface)
        }
        crisp = Array(repeating: false, count: columns * rows)
    }

    /// Tiles copied in so far, over the mosaic's life (what assembling ahead spreads over frames).
    private(set) var tilesCopied = 0
    /// Slots `complete` wrote land into (in part or whole), over the mosaic's life: none on memory stocked
    /// with it, none that stand-ins cover.
    private(set) var landSlotsFilled = 0
    /// Slots holding their crisp tile.
    private var crispCount = 0
    /// Slots still without their crisp tile.
    var tilesToGo: Int { crisp.count - crispCount }

    /// The mosaic's top-left corner in its zoom's pixel space.
    var origin: PixelPoint { PixelPoint(x: firstTile.x * TileGrid.side, y: firstTile.y * TileGrid.side) }

    /// The zoom pixels the mosaic covers.
    var pixelRect: PixelRect { PixelRect(origin: origin, size: surface.pixelSize) }

    /// Whether the tile belongs to this mosaic.
    func contains(_ key: TileKey) -> Bool {
        key.zoom == zoom && key.pixelRatio == pixelRatio && key.x >= firstTile.x && key.x < firstTile.x + columns && key.y >= firstTile.y
            && key.y < firstTile.y + rows
    }

    /// The tiles of the mosaic, in rows.
    var keys: [TileKey] {
        var keys: [TileKey] = []
        keys.reserveCapacity(columns * rows)
        for r in 0..<rows { for c in 0..<columns { keys.append(tileKey(x: firstTile.x + c, y: firstTile.y + r)) } }
        return keys
    }

    /// Whether every tile under a rectangle of zoom pixels is crisp.
    func isCrisp(under r: PixelRect) -> Bool {
        guard let (cols, rows) = TileGrid.tiles(covering: r) else { return true }
        for y in rows { for x in cols {
            let key = tileKey(x: x, y: y)
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
        if !crisp[slot(key)] {
            crisp[slot(key)] = true
            crispCount += 1
        }
        tilesCopied += 1
        damage?.append(r)
        return true
    }

    /// What changed since the last call (surface pixels), nil meaning everything.
    func takeDamage() -> [PixelRect]? {
        defer { damage = [] }
        return damage
    }

    /// The key of the tile at column `x`, row `y` of the mosaic's zoom and ratio.
    private func tileKey(x: Int, y: Int) -> TileKey { TileKey(zoom: zoom, x: x, y: y, pixelRatio: pixelRatio) }

    private func slot(_ key: TileKey) -> Int { (key.y - firstTile.y) * columns + (key.x - firstTile.x) }

    /// Copies up to `budget` tiles from `cache` into slots that do not have theirs yet, row by row, and
    /// returns how many it copied: a mosaic put together a few tiles a frame before it is needed.
    @discardableResult
    func assemble(from cache: inout TileCache, budget: Int) -> Int {
        var copied = 0
        var slot = 0
        while slot < crisp.count, copied < budget {
            if !crisp[slot] {
                let key = tileKey(x: firstTile.x + slot % columns, y: firstTile.y + slot / columns)
                if let tile = cache.surface(for: key) {
                    place(key, tile)
                    copied += 1
                }
            }
            slot += 1
        }
        return copied
    }

    /// Fills every slot not holding its tile yet: crisp tiles where the cache has them; elsewhere the land
    /// colour and, scaled over it where the view shows it (`visible`, zoom pixels), the cached tiles of the
    /// nearest other zoom. (Scaling costs per pixel drawn, so only the visible missing slots get it, from
    /// one zoom: the frame path stays a few copies' worth of work.) Then it may be shown, all of it changed.
    ///
    /// Land goes only where it shows: not where the memory holds it already (stocked with it), and with
    /// `.nearest` not under a stand-in, whose kernel writes every pixel its tile covers (a zoom-out's first
    /// frame at 1080p: about half of 16 MB of land otherwise written and then written over).
    func complete(from cache: inout TileCache, land: Color, visible: PixelRect, quality: ScaleQuality) {
        var missing: [TileKey] = []
        for key in keys where !crisp[slot(key)] {
            if let tile = cache.surface(for: key) { place(key, tile) } else { missing.append(key) }
        }
        damage = nil
        let landThere = unplacedPixel == land.opaquePixel
        unplacedPixel = nil
        guard !missing.isEmpty else { return }
        let s = WebMercator.worldSize(zoom: zoom)
        let o = origin
        let toSurface = PixelPoint(x: -o.x, y: -o.y)
        // The shown part of each missing slot (surface pixels), and the world it spans.
        var shown: [PixelRect] = []
        var world: Rect?
        for key in missing {
            let seen = key.pixelRect.intersection(visible)
            guard !seen.isEmpty else { continue }
            shown.append(seen.offset(by: toSurface))
            let w = Rect(x: Double(seen.x) / s, y: Double(seen.y) / s, width: Double(seen.width) / s, height: Double(seen.height) / s)
            world = world.map { $0.unionIncludingDegenerate(w) } ?? w
        }
        let candidates = world.map { cache.fallbacks(for: zoom, pixelRatio: pixelRatio, overlapping: $0) } ?? []
        let nearest = candidates.last?.key.zoom
        // With `.nearest`, each stand-in tile goes straight into the shown pixels whose centres its
        // rectangle holds, once per tile: those pixels are written whole, so no land goes under them.
        var strokes: [(tile: Surface, into: Rect, pixels: PixelRect)] = []
        if quality == .nearest {
            for (key, tile) in candidates where key.zoom == nearest {
                let w = key.worldRect
                let d = Rect(x: w.minX * s - Double(o.x), y: w.minY * s - Double(o.y), width: w.width * s, height: w.height * s)
                guard d.isFinite, abs(d.minX) < 1e9, abs(d.minY) < 1e9, abs(d.maxX) < 1e9, abs(d.maxY) < 1e9 else { continue }
                let x0 = Int((d.minX - 0.5).rounded(.up)), y0 = Int((d.minY - 0.5).rounded(.up))
                let centres = PixelRect(x: x0, y: y0, width: Int((d.maxX - 0.5).rounded(.up)) - x0, height: Int((d.maxY - 0.5).rounded(.up)) - y0)
                for r in shown {
                    let i = r.intersection(centres)
                    if !i.isEmpty { strokes.append((tile, d, i)) }
                }
            }
        }
        if !landThere {
            let p = land.opaquePixel
            let (red, green, blue) = (UInt8(p >> 16 & 0xFF), UInt8(p >> 8 & 0xFF), UInt8(p & 0xFF))
            var scratch = RectScratch()
            for key in missing {
                let r = key.pixelRect.offset(by: toSurface)
                scratch.reset(r)
                // Past the piece limit the rest stays uncut: land under a stand-in, written over, still right.
                for stroke in strokes where !stroke.pixels.intersection(r).isEmpty {
                    if !scratch.subtract(stroke.pixels) { break }
                }
                for piece in scratch.pieces { surface.fill(piece, red: red, green: green, blue: blue) }
                if !scratch.pieces.isEmpty { landSlotsFilled += 1 }
            }
        }
        guard let nearest else { return }
        if quality == .nearest {
            for stroke in strokes { surface.scaleNearest(stroke.tile, into: stroke.into, in: stroke.pixels, land: land) }
            return
        }
        canvas.withState {
            canvas.clip(to: shown)
            for (key, tile) in candidates where key.zoom == nearest {
                let w = key.worldRect
                canvas.draw(tile, in: Rect(x: w.minX * s - Double(o.x), y: w.minY * s - Double(o.y),
                                           width: w.width * s, height: w.height * s), quality: quality)
            }
        }
        canvas.flush()
    }
}
