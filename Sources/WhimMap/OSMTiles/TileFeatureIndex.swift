import Foundation
import WhimGraphics
import WhimTiles

/// Finds the features a tile needs without looking at the others: a loose quadtree over the Web
/// Mercator square, kept per minimum zoom as sorted Morton codes.
///
/// Each item goes to the deepest level (at most `deepestLevel`) whose cells are at least twice its box's
/// longer side, in the cell holding its box's centre, so the box lies within that cell grown by a quarter
/// cell each side. A tile at zoom `z` looks, level by level, only at the cells that can reach it, and only
/// at items whose minimum zoom is at most `z`: a few binary searches per level, then the items near the
/// tile. Cost follows what is near the tile, however far the data spreads and however long its ways.
/// The boxes are not kept (the items' geometry already says where they are): a query asks for the box of
/// each item it looks at.
public struct TileFeatureIndex: Sendable {
    /// The deepest level: the source's deepest zoom (tiles past it are drawn larger).
    public static let deepestLevel = 14

    /// One entry: a cell's Morton code at its level and the item in it.
    private struct Entry: Sendable {
        var code: UInt32
        var item: Int32
    }
    /// `buckets[level][minZoom]`, each sorted by code, then item.
    private let buckets: [[[Entry]]]

    /// An empty index.
    public init() {
        buckets = []
    }

    /// Indexes items by their world boxes; `minZooms[i]` is the shallowest zoom item `i` is wanted at
    /// (items with a minimum zoom past `deepestLevel` are left out).
    public init(pieces: [Rect], minZooms: [UInt8]) {
        let levels = Self.deepestLevel + 1
        var buckets = [[[Entry]]](repeating: [[Entry]](repeating: [], count: levels), count: levels)
        for (i, box) in pieces.enumerated() where Int(minZooms[i]) <= Self.deepestLevel {
            let (level, x, y) = Self.cell(of: box)
            buckets[level][Int(minZooms[i])].append(Entry(code: Self.morton(x, y), item: Int32(i)))
        }
        for l in 0..<levels {
            for m in 0..<levels {
                buckets[l][m].sort { ($0.code, $0.item) < ($1.code, $1.item) }
            }
        }
        self.buckets = buckets
    }

    /// The level and cell an item with box `box` goes to.
    static func cell(of box: Rect) -> (level: Int, x: Int, y: Int) {
        let side = max(box.width, box.height)
        var level = deepestLevel
        if side.isFinite, side > 0 {
            // Cells of level L are 2^-L wide: the deepest L with 2^-L >= 2 * side.
            let fit = (-log2(2 * side)).rounded(.down)
            level = Int(max(0, min(Double(deepestLevel), fit)))
        } else if !side.isFinite {
            level = 0
        }
        let n = Double(1 << level)
        func index(_ v: Double) -> Int { v.isFinite ? Int(max(0, min(n - 1, (v * n).rounded(.down)))) : 0 }
        return (level, index(box.midX), index(box.midY))
    }

    /// The bits of `x` and `y` interleaved (x in the even bits), for coordinates below 2^15.
    static func morton(_ x: Int, _ y: Int) -> UInt32 {
        func spread(_ v: Int) -> UInt32 {
            var v = UInt32(v) & 0x7FFF
            v = (v | (v << 8)) & 0x00FF_00FF
            v = (v | (v << 4)) & 0x0F0F_0F0F
            v = (v | (v << 2)) & 0x3333_3333
            v = (v | (v << 1)) & 0x5555_5555
            return v
        }
        return spread(x) | (spread(y) << 1)
    }

    /// The items that tile `tile` needs: those with a minimum zoom at most the tile's whose boxes (`box`,
    /// the same as the index was built with) overlap `rect` (the tile's world box with its buffer, which
    /// must reach less than a quarter tile past it), in ascending order. `visited` counts the entries looked
    /// at: the cost of the query.
    public func items(for tile: TileID, within rect: Rect, box: (Int) -> Rect, visited: inout Int) -> [Int] {
        guard !buckets.isEmpty else { return [] }
        var result: [Int] = []
        let z = tile.z
        let zooms = 0...min(z, Self.deepestLevel)
        for level in 0...Self.deepestLevel {
            let ranges = Self.codeRanges(level: level, tile: tile, rect: rect)
            for m in zooms {
                let bucket = buckets[level][m]
                guard !bucket.isEmpty else { continue }
                for range in ranges {
                    var i = Self.lowerBound(bucket, range.lowerBound)
                    while i < bucket.count, bucket[i].code < range.upperBound {
                        visited += 1
                        let item = Int(bucket[i].item)
                        if box(item).overlaps(rect) { result.append(item) }
                        i += 1
                    }
                }
            }
        }
        result.sort()
        return result
    }

    /// The Morton code ranges of level `level` whose cells can hold items reaching `rect`.
    private static func codeRanges(level: Int, tile: TileID, rect: Rect) -> [Range<UInt64>] {
        var ranges: [Range<UInt64>] = []
        if level <= tile.z {
            // Cells as large as the tile or larger: those the rect grown by a quarter cell touches.
            let n = 1 << level
            let reach = 0.25 / Double(n)
            func index(_ v: Double) -> Int { Int(max(0, min(Double(n - 1), (v * Double(n)).rounded(.down)))) }
            for y in index(rect.minY - reach)...index(rect.maxY + reach) {
                for x in index(rect.minX - reach)...index(rect.maxX + reach) {
                    let code = UInt64(morton(x, y))
                    ranges.append(code..<code + 1)
                }
            }
        } else {
            // Smaller cells: all those inside the tile and its eight neighbours (each one run of codes).
            let n = 1 << tile.z
            let shift = UInt64(2 * (level - tile.z))
            for y in max(0, tile.y - 1)...min(n - 1, tile.y + 1) {
                for x in max(0, tile.x - 1)...min(n - 1, tile.x + 1) {
                    let code = UInt64(morton(x, y))
                    ranges.append((code << shift)..<((code + 1) << shift))
                }
            }
        }
        return ranges
    }

    private static func lowerBound(_ bucket: [Entry], _ code: UInt64) -> Int {
        var lo = 0, hi = bucket.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if UInt64(bucket[mid].code) < code { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }
}

extension TileFeatureIndex {
    /// The bytes of the index's entries (array headers not counted).
    var storedBytes: Int {
        buckets.reduce(0) { $0 + $1.reduce(0) { $0 + $1.count * MemoryLayout<Entry>.stride } }
    }
}
