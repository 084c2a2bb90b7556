import WhimGraphics

/// One square of the map at one zoom: the unit of background rendering and of the tile cache.
///
/// Tiles are `TileGrid.side` pixels on a side in the zoom's pixel space (world units × `256·2^zoom`),
/// tile (x, y) covering pixels `[x·side, (x+1)·side)` × `[y·side, (y+1)·side)`. The zoom is the camera's
/// exact (fractional) zoom, so a settled camera shows its own tiles at 1:1, never resampled.
///
/// On a scaled desktop the grid is the device pixels': `zoom` is the view's device zoom (its camera's zoom
/// plus `log2(pixelRatio)`, `Camera.inDevicePixels(pixelRatio:)`), and the tile's content is drawn as the
/// view's camera sees it, `pixelRatio` device pixels to each of its units (`camera`). The ratio is part of
/// the key: the same device zoom at another ratio is another map (the style at another zoom, other widths).
public struct TileKey: Hashable, Sendable, CustomStringConvertible {
    /// The exact (fractional) zoom of the tile grid, in device pixels.
    public var zoom: Double
    /// Column, in tiles from the world's left edge at this zoom.
    public var x: Int
    /// Row, in tiles from the world's top edge at this zoom.
    public var y: Int
    /// Device pixels per unit of the view the tile is drawn for (1, 1.25, 1.5, 2).
    public var pixelRatio: Double

    /// The tile at column `x`, row `y` of `zoom`, drawn at `pixelRatio`.
    public init(zoom: Double, x: Int, y: Int, pixelRatio: Double = 1) {
        self.zoom = zoom
        self.x = x
        self.y = y
        self.pixelRatio = pixelRatio
    }

    /// The tile's pixel rectangle in its zoom's pixel space.
    public var pixelRect: PixelRect {
        PixelRect(x: x * TileGrid.side, y: y * TileGrid.side, width: TileGrid.side, height: TileGrid.side)
    }

    /// The world rectangle the tile covers.
    public var worldRect: Rect {
        let s = WebMercator.worldSize(zoom: zoom)
        let side = Double(TileGrid.side)
        return Rect(x: Double(x) * side / s, y: Double(y) * side / s, width: side / s, height: side / s)
    }

    /// The camera whose viewport is exactly this tile, in the units the tile's content is drawn in: the
    /// tile's device pixels divided by `pixelRatio` (the zoom `log2(pixelRatio)` shallower).
    public var camera: Camera {
        let s = WebMercator.worldSize(zoom: zoom)
        let side = Double(TileGrid.side)
        return Camera(worldCenter: Point(x: (Double(x) + 0.5) * side / s, y: (Double(y) + 0.5) * side / s),
                      zoom: zoom - Camera.zoomOffset(pixelRatio: pixelRatio),
                      viewportSize: Size(width: side / pixelRatio, height: side / pixelRatio))
    }

    public var description: String { pixelRatio == 1 ? "tile(z \(zoom), \(x), \(y))" : "tile(z \(zoom), \(x), \(y) @\(pixelRatio)x)" }
}

/// The tile grid's arithmetic: which tiles cover a pixel rectangle at a zoom.
public enum TileGrid {
    /// The side of a tile in pixels.
    public static let side = 256

    /// The bytes one tile takes in a mosaic (opaque, 4 bytes a pixel).
    public static let mosaicBytesPerTile = side * side * 4

    /// The tiles (column and row ranges) covering a rectangle of zoom pixels.
    public static func tiles(covering r: PixelRect) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>)? {
        guard !r.isEmpty else { return nil }
        return (floorDiv(r.minX, side)...floorDiv(r.maxX - 1, side), floorDiv(r.minY, side)...floorDiv(r.maxY - 1, side))
    }

    /// Division rounding toward minus infinity.
    static func floorDiv(_ a: Int, _ b: Int) -> Int { a >= 0 ? a / b : -((-a + b - 1) / b) }
}

extension Rect {
    /// Whether `r` lies wholly inside (edges included).
    func encloses(_ r: Rect) -> Bool { r.minX >= minX && r.minY >= minY && r.maxX <= maxX && r.maxY <= maxY }
}
