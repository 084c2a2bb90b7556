import WhimGraphics

/// A square of one zoom's pixel space whose labels are placed together. A label belongs to the one region
/// its anchor (a street name's middle, a place's point, an area's centre) lies in, reaches at most `reach`
/// pixels past it, and is drawn by every tile its ink touches — whole, clipped only by the tile's edge.
///
/// Regions are placed in four colours, (column mod 2, row mod 2), in colour order: a region keeps clear of
/// the labels of its neighbours of earlier colours (their boxes and, within the same-name distance, their
/// names), and its later neighbours keep clear of it. Regions of one colour never touch and are a region's
/// side apart, farther than any label reaches or the same-name distance spans, so a region's labels depend
/// only on the zoom, the data and the regions around it: never on which tiles were drawn before or in
/// which order, and adjacent regions agree about every label near their common edge.
///
/// At a pixel ratio other than 1 (`TileKey.pixelRatio`) the region's squares are device pixels, and its
/// labels are placed and kept in the units of the view's camera (`camera`): device pixels / `pixelRatio`.
struct LabelRegion: Hashable {
    /// Tiles per region side.
    static let tiles = 8
    /// The side of a region in zoom pixels (more than the same-name distance of any usual style).
    static var side: Int { TileGrid.side * tiles }
    /// How far a label's ink may reach past its region, in pixels.
    static var reach: Double { Double(side) / 4 }

    var zoom: Double
    var x: Int
    var y: Int
    var pixelRatio: Double = 1

    /// The region `key` lies in.
    static func containing(_ key: TileKey) -> LabelRegion {
        LabelRegion(zoom: key.zoom, x: TileGrid.floorDiv(key.x, tiles), y: TileGrid.floorDiv(key.y, tiles), pixelRatio: key.pixelRatio)
    }

    /// The regions whose labels may reach into `rect` (zoom pixels), row by row.
    static func reaching(_ rect: Rect, zoom: Double, pixelRatio: Double = 1) -> [LabelRegion] {
        let side = Double(side)
        func index(_ v: Double) -> Int { Int(max(-1e15, min(1e15, (v / side).rounded(.down)))) }
        let columns = index(rect.minX - reach)...index(rect.maxX + reach)
        let rows = index(rect.minY - reach)...index(rect.maxY + reach)
        return rows.flatMap { y in columns.map { x in LabelRegion(zoom: zoom, x: x, y: y, pixelRatio: pixelRatio) } }
    }

    /// The order in which neighbours are placed: 0 to 3.
    var colour: Int { (x & 1) + 2 * (y & 1) }

    /// The eight regions around this one that are placed before it.
    var earlierNeighbours: [LabelRegion] {
        (-1...1).flatMap { dy in (-1...1).map { dx in LabelRegion(zoom: zoom, x: x + dx, y: y + dy, pixelRatio: pixelRatio) } }
            .filter { $0.colour < colour }
    }

    /// The region's top-left corner in zoom pixels.
    var origin: Point { Point(x: Double(x * Self.side), y: Double(y * Self.side)) }

    /// The camera whose viewport is exactly the region, in the units labels are placed in (device pixels
    /// / `pixelRatio`).
    var camera: Camera {
        let s = WebMercator.worldSize(zoom: zoom)
        let half = Double(Self.side) / 2
        let units = Double(Self.side) / pixelRatio
        return Camera(worldCenter: Point(x: (origin.x + half) / s, y: (origin.y + half) / s),
                      zoom: zoom - Camera.zoomOffset(pixelRatio: pixelRatio), viewportSize: Size(width: units, height: units))
    }

    /// The world rectangle labels of this region may come from or reach into.
    var reachedWorldRect: Rect {
        let s = WebMercator.worldSize(zoom: zoom)
        let r = Self.reach + 40 * pixelRatio
        return Rect(x: (origin.x - r) / s, y: (origin.y - r) / s, width: (Double(Self.side) + 2 * r) / s,
                    height: (Double(Self.side) + 2 * r) / s)
    }
}
