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
    /// The tile's own square on screen (outside it lies the buffer its neighbours draw).
    let tileRect: Rect

    init(tile id: TileID, extent: Int, project: ScreenProjector) {
        let n = Double(1 << id.z)
        let topLeft = project(Point(x: Double(id.x) / n, y: Double(id.y) / n))
        let side = project.scale / n
        scale = side / Double(max(1, extent))
        originX = topLeft.x
        originY = topLeft.y
        tileRect = Rect(x: topLeft.x, y: topLeft.y, width: side, height: side)
    }

    @inline(__always)
    func callAsFunction(_ p: TilePoint) -> Point {
        Point(x: originX + Double(p.x) * scale, y: originY + Double(p.y) * scale)
    }

    /// Whether a tile point lies in the tile's own square, not its buffer.
    func isOwn(_ p: TilePoint, extent: Int) -> Bool { p.x >= 0 && p.y >= 0 && Int(p.x) < extent && Int(p.y) < extent }

    /// Adds every part of a feature to the canvas's path, dropping points closer than half a pixel to the
    /// previous one.
    func addParts(of feature: VectorTileFeature, to canvas: Canvas, close: Bool) {
        for i in 0..<feature.partCount {
            let part = feature.part(i)
            guard let first = part.first else { continue }
            var last = self(first)
            canvas.move(to: last)
            for p in part.dropFirst() {
                let q = self(p)
                let dx = q.x - last.x, dy = q.y - last.y
                if dx * dx + dy * dy >= 0.25 {
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
