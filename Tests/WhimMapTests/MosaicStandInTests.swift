import Foundation
import Testing
import WhimGraphics
@testable import WhimMap
import WhimTestSupport

/// Where a mosaic's crisp tiles are missing, the shown part of each slot gets the nearest other zoom's
/// cached tiles scaled in. With `.nearest` (the window's stopgap) they go straight into the pixels by the
/// nearest-pixel kernel; that must show what cairo's nearest scale through the shown part shows, and keep
/// land where the view does not reach or no tile covers.
@Suite struct MosaicStandInTests {
    static let land = Color(0xF2EFE9)

    /// The mosaic completed with `quality` from noise tiles one zoom out (`dz` −1: magnified 2×) or one in
    /// (+1: minified 2×), some missing, and the pixels cairo's scale through the shown rects gives.
    static func completed(seed: UInt64, dz: Int) throws -> (fast: Surface, cairo: Surface) {
        var random = SeededRandom(seed: seed)
        let zoom = 14.0, first = (x: 9000 + Int.random(in: 0...3, using: &random), y: 4600 + Int.random(in: 0...3, using: &random))
        let columns = Int.random(in: 2...4, using: &random), rows = Int.random(in: 2...3, using: &random)
        var cache = TileCache(tiles: 64)
        let other = zoom + Double(dz)
        // The other zoom's tiles over the mosaic, a few left out.
        let f = pow(2.0, Double(dz))
        let xs = Int((Double(first.x) * f).rounded(.down))...Int((Double(first.x + columns) * f).rounded(.up))
        let ys = Int((Double(first.y) * f).rounded(.down))...Int((Double(first.y + rows) * f).rounded(.up))
        for y in ys { for x in xs where Int.random(in: 0..<5, using: &random) > 0 {
            cache.insert(try Surface.noise(width: TileGrid.side, height: TileGrid.side, using: &random), for: TileKey(zoom: other, x: x, y: y))
        } }
        // One crisp tile of the mosaic's own zoom.
        cache.insert(try Surface.noise(width: TileGrid.side, height: TileGrid.side, using: &random), for: TileKey(zoom: zoom, x: first.x, y: first.y))
        let o = (x: first.x * TileGrid.side, y: first.y * TileGrid.side)
        let visible = PixelRect(x: o.x + Int.random(in: -100...300, using: &random), y: o.y + Int.random(in: -100...200, using: &random),
                                width: Int.random(in: 100...700, using: &random), height: Int.random(in: 100...500, using: &random))
        let fast = try TileMosaic(zoom: zoom, first: first, columns: columns, rows: rows, cache: &cache, land: land,
                                  visible: visible, quality: .nearest, reusing: nil)
        let slow = try TileMosaic(zoom: zoom, first: first, columns: columns, rows: rows, cache: &cache, land: land,
                                  visible: visible, quality: .bilinear, reusing: nil)
        // The reference: land over every missing slot, then cairo's nearest scale through the shown part.
        let reference = slow.surface
        let canvas = Canvas(reference)
        let s = WebMercator.worldSize(zoom: zoom)
        var shown: [PixelRect] = []
        for key in slow.keys where key != TileKey(zoom: zoom, x: first.x, y: first.y) {
            let r = key.pixelRect.offset(by: PixelPoint(x: -o.x, y: -o.y))
            canvas.fill(r.rect, land)
            let seen = key.pixelRect.intersection(visible)
            if !seen.isEmpty { shown.append(seen.offset(by: PixelPoint(x: -o.x, y: -o.y))) }
        }
        canvas.withState {
            canvas.clip(to: shown)
            for y in ys { for x in xs {
                let key = TileKey(zoom: other, x: x, y: y)
                guard let tile = cache.surface(for: key) else { continue }
                let w = key.worldRect
                canvas.draw(tile, in: Rect(x: w.minX * s - Double(o.x), y: w.minY * s - Double(o.y), width: w.width * s, height: w.height * s),
                            quality: .nearest)
            } }
        }
        canvas.flush()
        return (fast.surface, reference)
    }

    /// Pixels where two surfaces differ.
    static func differing(_ a: Surface, _ b: Surface) -> Int {
        a.withPixelsReadOnly { p in b.withPixelsReadOnly { q in
            (0..<a.height).reduce(0) { n, y in
                n + (0..<a.width).filter { p.load(fromByteOffset: y * a.stride + $0 * 4, as: UInt32.self) & 0xFF_FFFF
                    != q.load(fromByteOffset: y * b.stride + $0 * 4, as: UInt32.self) & 0xFF_FFFF }.count
            }
        } }
    }

    @Test("stand-ins from the zoom out, magnified: the kernel's pixels are cairo's nearest scale's, over 12 random mosaics")
    func magnifiedStandInsAreCairos() throws {
        for seed in UInt64(1)...12 {
            let (fast, cairo) = try Self.completed(seed: seed * 31, dz: -1)
            #expect(Self.differing(fast, cairo) == 0, "seed \(seed)")
        }
    }

    @Test("stand-ins from the zoom in, minified: each shown pixel is one of the four tile pixels under it (cairo and the kernel break the tie differently), land where no tile is cached, over 12 random mosaics")
    func minifiedStandInsShowTheirBlocks() throws {
        var checked = 0
        for seed in UInt64(1)...12 {
            let (fast, cairo) = try Self.completed(seed: seed * 37, dz: 1)
            // Where cairo shows a stand-in pixel, the kernel must show one of the 2×2 pixels cairo's comes from:
            // cairo samples the block's top-left, so the block is cairo's pixel and its right, lower and diagonal
            // neighbours in the source; those are recovered from the tile through the cache below.
            var wrong = 0
            try Self.forEachMinified(seed: seed * 37) { x, y, block in
                let p = fast.pixel(x: x, y: y)
                if let block {
                    checked += 1
                    if !block.contains(p) { wrong += 1 }
                } else if p != cairo.pixel(x: x, y: y) {
                    wrong += 1
                }
            }
            #expect(wrong == 0, "seed \(seed)")
        }
        #expect(checked > 10_000)
    }

    /// Calls `body` for every pixel of the mosaic `completed(seed:dz: 1)` makes, with the four pixels of the
    /// zoom-in tile block under it when it is a shown pixel of a missing slot with that tile cached, else nil.
    static func forEachMinified(seed: UInt64, _ body: (Int, Int, [Color]?) -> Void) throws {
        // Replays `completed`'s random choices to know the mosaic, the cache and the view.
        var random = SeededRandom(seed: seed)
        let zoom = 14.0, first = (x: 9000 + Int.random(in: 0...3, using: &random), y: 4600 + Int.random(in: 0...3, using: &random))
        let columns = Int.random(in: 2...4, using: &random), rows = Int.random(in: 2...3, using: &random)
        var tiles: [TileKey: Surface] = [:]
        let xs = (first.x * 2)...((first.x + columns) * 2), ys = (first.y * 2)...((first.y + rows) * 2)
        for y in ys { for x in xs where Int.random(in: 0..<5, using: &random) > 0 {
            tiles[TileKey(zoom: zoom + 1, x: x, y: y)] = try Surface.noise(width: TileGrid.side, height: TileGrid.side, using: &random)
        } }
        _ = try Surface.noise(width: TileGrid.side, height: TileGrid.side, using: &random)
        let o = (x: first.x * TileGrid.side, y: first.y * TileGrid.side)
        let visible = PixelRect(x: o.x + Int.random(in: -100...300, using: &random), y: o.y + Int.random(in: -100...200, using: &random),
                                width: Int.random(in: 100...700, using: &random), height: Int.random(in: 100...500, using: &random))
        let half = TileGrid.side / 2
        for y in 0..<(rows * TileGrid.side) {
            for x in 0..<(columns * TileGrid.side) {
                let zx = x + o.x, zy = y + o.y
                let crispSlot = zx / TileGrid.side == first.x && zy / TileGrid.side == first.y
                guard !crispSlot, visible.contains(x: zx, y: zy),
                      let tile = tiles[TileKey(zoom: zoom + 1, x: zx / half, y: zy / half)] else {
                    body(x, y, nil)
                    continue
                }
                let lx = (zx % half) * 2, ly = (zy % half) * 2
                body(x, y, [tile.pixel(x: lx, y: ly), tile.pixel(x: lx + 1, y: ly), tile.pixel(x: lx, y: ly + 1), tile.pixel(x: lx + 1, y: ly + 1)])
            }
        }
    }
}
