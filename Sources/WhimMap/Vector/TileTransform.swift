import WhimGraphics
import WhimTiles

/// From one source tile's coordinates (0 ..< extent) to a camera's screen pixels, with the numbers
/// hoisted out of the inner loops.
struct TileTransform {
    /// Screen pixels per tile unit.
    let scale: Double
    /// The tile's top-left corner on screen.
    let originX: Double
    let originY: Double
    /// The square on screen this tile's features are drawn in: its own square (outside it lies the buffer
    /// its neighbours draw), or a descendant's when the tile stands in for a missing one.
    let tileRect: Rect
    /// The squared distance (screen units) under which a point is dropped: half a device pixel.
    private let dropDistanceSquared: Double

    /// The transform of tile `id`, drawn into the square of `shown` (a descendant of `id`, or `id` itself).
    init(tile id: TileID, extent: Int, project: ScreenProjector, shownAs shown: TileID? = nil) {
        let topLeft = Self.square(of: id, project)
        scale = topLeft.width / Double(max(1, extent))
        originX = topLeft.minX
        originY = topLeft.minY
        tileRect = Self.snapped(shown.map { Self.square(of: $0, project) } ?? topLeft, pixelRatio: project.pixelRatio)
        dropDistanceSquared = 0.25 / (project.pixelRatio * project.pixelRatio)
    }

    /// A square with its edges rounded to whole device pixels (`pixelRatio` to a screen unit): neighbouring
    /// tiles then share each edge exactly, so an area crossing them shows no antialiased seam where their
    /// clips meet.
    static func snapped(_ r: Rect, pixelRatio: Double = 1) -> Rect {
        func snap(_ v: Double) -> Double { pixelRatio == 1 ? v.rounded() : (v * pixelRatio).rounded() / pixelRatio }
        let x0 = snap(r.minX), y0 = snap(r.minY)
        return Rect(x: x0, y: y0, width: snap(r.maxX) - x0, height: snap(r.maxY) - y0)
    }

    /// A tile's square on screen.
    static func square(of id: TileID, _ project: ScreenProjector) -> Rect {
        let n = Double(1 << id.z)
        let topLeft = project(Point(x: Double(id.x) / n, y: Double(id.y) / n))
        let side = project.scale / n
        return Rect(x: topLeft.x, y: topLeft.y, width: side, height: side)
    }

    @inline(__always)
    func callAsFunction(_ p: TilePoint) -> Point {
        Point(x: originX + Double(p.x) * scale, y: originY + Double(p.y) * scale)
    }

    /// A screen rectangle in this tile's own units.
    func tileUnits(of r: Rect) -> (minX: Double, minY: Double, maxX: Double, maxY: Double) {
        ((r.minX - originX) / scale, (r.minY - originY) / scale, (r.maxX - originX) / scale, (r.maxY - originY) / scale)
    }

    /// Whether a tile point lies in the square this tile is drawn in, not in its buffer or a sibling's square.
    func isOwn(_ p: TilePoint) -> Bool { tileRect.contains(self(p)) }

    /// Adds every part of a feature to the canvas's path, dropping points closer than half a device pixel
    /// to the previous one.
    func addParts(of feature: VectorTileFeature, to canvas: Canvas, close: Bool) {
        for i in 0..<feature.partCount {
            let part = feature.part(i)
            guard let first = part.first else { continue }
            var last = self(first)
            canvas.move(to: last)
            for p in part.dropFirst() {
                let q = self(p)
                let dx = q.x - last.x, dy = q.y - last.y
                if dx * dx + dy * dy >= dropDistanceSquared {
                    canvas.line(to: q)
                    last = q
                }
            }
            if close { canvas.closePath() } else if part.count >= 2, let end = part.last { canvas.line(to: self(end)) }
        }
    }

    /// One part of a feature in screen pixels.
    func points(of part: ArraySlice<TilePoint>) -> [Point] { part.map { self($0) } }
}
