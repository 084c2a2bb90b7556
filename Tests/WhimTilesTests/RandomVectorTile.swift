import WhimTestSupport
@testable import WhimTiles

/// Random vector tiles that the decoder accepts unchanged: valid geometry of every type, every kind of
/// value, ids present or not, versions 1 and 2, extents other than 4096.
enum RandomVectorTile {
    static func make(using rng: inout SeededRandom) -> VectorTile {
        var tile = VectorTile()
        for l in 0..<Int.random(in: 0...4, using: &rng) {
            var layer = VectorTileLayer(name: "layer\(l)-\(Int.random(in: 0...999, using: &rng))",
                                        version: Int.random(in: 1...2, using: &rng),
                                        extent: [256, 512, 4096, 8192].randomElement(using: &rng)!)
            layer.keys = (0..<Int.random(in: 0...5, using: &rng)).map { "key\($0)" }
            layer.values = (0..<Int.random(in: 0...6, using: &rng)).map { _ in value(using: &rng) }
            for _ in 0..<Int.random(in: 0...20, using: &rng) {
                var feature = geometry(using: &rng)
                feature.id = Bool.random(using: &rng) ? UInt64.random(in: 0...UInt64.max, using: &rng) : nil
                if !layer.keys.isEmpty, !layer.values.isEmpty {
                    for _ in 0..<Int.random(in: 0...3, using: &rng) {
                        feature.tags += [UInt32.random(in: 0..<UInt32(layer.keys.count), using: &rng),
                                         UInt32.random(in: 0..<UInt32(layer.values.count), using: &rng)]
                    }
                }
                layer.features.append(feature)
            }
            tile.layers.append(layer)
        }
        return tile
    }

    static func value(using rng: inout SeededRandom) -> TileValue {
        switch Int.random(in: 0...4, using: &rng) {
        case 0: .string(String(repeating: "é", count: Int.random(in: 0...5, using: &rng)) + "v")
        case 1: .double(Double.random(in: -1e9...1e9, using: &rng))
        case 2: .int(Int64.random(in: Int64.min...Int64.max, using: &rng))
        case 3: .uint(UInt64.random(in: 0...UInt64.max, using: &rng))
        default: .bool(Bool.random(using: &rng))
        }
    }

    static func point(using rng: inout SeededRandom) -> TilePoint {
        TilePoint(x: Int32.random(in: -1 << 20...1 << 20, using: &rng), y: Int32.random(in: -1 << 20...1 << 20, using: &rng))
    }

    /// A point, line or polygon feature with no zero-length segments and rings of real area.
    static func geometry(using rng: inout SeededRandom) -> VectorTileFeature {
        var points: [TilePoint] = []
        var starts: [Int] = []
        switch Int.random(in: 1...3, using: &rng) {
        case 1:
            for _ in 0..<Int.random(in: 1...5, using: &rng) {
                starts.append(points.count)
                points.append(point(using: &rng))
            }
            return VectorTileFeature(type: .point, points: points, partStarts: starts)
        case 2:
            for _ in 0..<Int.random(in: 1...3, using: &rng) {
                starts.append(points.count)
                var last = point(using: &rng)
                points.append(last)
                for _ in 0..<Int.random(in: 1...8, using: &rng) {
                    var next = point(using: &rng)
                    if next == last { next.x &+= 1 }
                    points.append(next)
                    last = next
                }
            }
            return VectorTileFeature(type: .lineString, points: points, partStarts: starts)
        default:
            // Squares: an exterior ring (positive area), then holes inside it wound the other way.
            let x = Int32.random(in: 0...4000, using: &rng)
            let y = Int32.random(in: 0...4000, using: &rng)
            let size = Int32.random(in: 10...1000, using: &rng)
            starts.append(0)
            points += [TilePoint(x: x, y: y), TilePoint(x: x + size, y: y), TilePoint(x: x + size, y: y + size), TilePoint(x: x, y: y + size)]
            if Bool.random(using: &rng) {
                starts.append(points.count)
                points += [TilePoint(x: x + 2, y: y + 2), TilePoint(x: x + 2, y: y + 5), TilePoint(x: x + 5, y: y + 5), TilePoint(x: x + 5, y: y + 2)]
            }
            return VectorTileFeature(type: .polygon, points: points, partStarts: starts)
        }
    }
}

extension VectorTileFeature: Equatable {
    public static func == (a: Self, b: Self) -> Bool {
        a.id == b.id && a.type == b.type && a.tags == b.tags && a.points == b.points && a.partStarts == b.partStarts
    }
}

extension VectorTileLayer: Equatable {
    public static func == (a: Self, b: Self) -> Bool {
        a.name == b.name && a.version == b.version && a.extent == b.extent && a.keys == b.keys && a.values == b.values
            && a.features == b.features
    }
}
