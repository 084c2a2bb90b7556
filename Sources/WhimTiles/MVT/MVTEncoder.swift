/// Encodes a `VectorTile` as MVT bytes (spec 2.1), uncompressed: for tests, synthetic archives and
/// benchmarks. Geometry is written from the parts as the decoder reads them, so decode(encode(t)) == t for
/// any tile the decoder could have produced.
public enum MVTEncoder {
    /// The tile's bytes. Doubles are written as `double_value`, signed integers as `sint_value`.
    public static func encode(_ tile: VectorTile) -> [UInt8] {
        var writer = WireWriter()
        for layer in tile.layers {
            writer.bytesField(3, encode(layer))
        }
        return writer.bytes
    }

    private static func encode(_ layer: VectorTileLayer) -> [UInt8] {
        var writer = WireWriter()
        writer.varintField(15, UInt64(layer.version))
        writer.bytesField(1, Array(layer.name.utf8))
        for feature in layer.features {
            writer.bytesField(2, encode(feature, version: layer.version))
        }
        for key in layer.keys {
            writer.bytesField(3, Array(key.utf8))
        }
        for value in layer.values {
            var inner = WireWriter()
            switch value {
            case let .string(text): inner.bytesField(1, Array(text.utf8))
            case let .double(number): inner.fixed64Field(3, number.bitPattern)
            case let .int(number): inner.varintField(6, WireWriter.zigzag(number))
            case let .uint(number): inner.varintField(5, number)
            case let .bool(flag): inner.varintField(7, flag ? 1 : 0)
            }
            writer.bytesField(4, inner.bytes)
        }
        writer.varintField(5, UInt64(layer.extent))
        return writer.bytes
    }

    private static func encode(_ feature: VectorTileFeature, version: Int) -> [UInt8] {
        var writer = WireWriter()
        if let id = feature.id { writer.varintField(1, id) }
        writer.packedField(2, feature.tags)
        writer.varintField(3, UInt64(feature.type.rawValue))
        writer.packedField(4, geometry(feature))
        return writer.bytes
    }

    /// The command stream: one MoveTo for all points; MoveTo + LineTo per line; MoveTo + LineTo +
    /// ClosePath per ring. An unknown type is written part by part as a MoveTo and a LineTo.
    static func geometry(_ feature: VectorTileFeature) -> [UInt32] {
        var commands: [UInt32] = []
        commands.reserveCapacity(feature.points.count * 2 + feature.partCount * 3)
        var cursor = TilePoint(x: 0, y: 0)
        func command(_ id: UInt32, _ count: Int) { commands.append(id | UInt32(count) << 3) }
        func move(to point: TilePoint) {
            let dx = Int64(point.x) - Int64(cursor.x)
            let dy = Int64(point.y) - Int64(cursor.y)
            commands.append(UInt32(truncatingIfNeeded: WireWriter.zigzag(Int64(Int32(truncatingIfNeeded: dx)))))
            commands.append(UInt32(truncatingIfNeeded: WireWriter.zigzag(Int64(Int32(truncatingIfNeeded: dy)))))
            cursor = point
        }
        if feature.type == .point {
            guard !feature.points.isEmpty else { return [] }
            command(1, feature.points.count)
            feature.points.forEach(move(to:))
            return commands
        }
        for i in 0..<feature.partCount {
            let part = feature.part(i)
            guard let first = part.first else { continue }
            command(1, 1)
            move(to: first)
            if part.count > 1 {
                command(2, part.count - 1)
                part.dropFirst().forEach(move(to:))
            }
            if feature.type == .polygon { command(7, 1) }
        }
        return commands
    }
}
