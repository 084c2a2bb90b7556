/// Builds small OSM PBF files in tests (raw, uncompressed blobs, which the format allows).
struct SyntheticPBF {
    var strings: [String] = [""]
    var nodes: [(id: Int64, lat: Double, lon: Double)] = []
    var ways: [(id: Int64, refs: [Int64], tags: [(String, String)])] = []
    /// Tags of nodes, by node id.
    var nodeTags: [Int64: [(String, String)]] = [:]
    /// Relations: members as (type 0 node, 1 way, 2 relation; id; role).
    var relations: [(id: Int64, members: [(type: Int, ref: Int64, role: String)], tags: [(String, String)])] = []
    var bbox: (left: Double, right: Double, top: Double, bottom: Double)?

    mutating func index(_ s: String) -> UInt64 {
        if let i = strings.firstIndex(of: s) { return UInt64(i) }
        strings.append(s)
        return UInt64(strings.count - 1)
    }

    static func zigzag(_ v: Int64) -> UInt64 { UInt64(bitPattern: (v << 1) ^ (v >> 63)) }

    static func field(_ number: Int, bytes: [UInt8]) -> [UInt8] {
        varint(UInt64(number << 3 | 2)) + varint(UInt64(bytes.count)) + bytes
    }

    static func field(_ number: Int, varint value: UInt64) -> [UInt8] {
        varint(UInt64(number << 3)) + varint(value)
    }

    static func record(type: String, block: [UInt8]) -> [UInt8] {
        let blob = field(1, bytes: block)
        let header = field(1, bytes: Array(type.utf8)) + field(3, varint: UInt64(blob.count))
        return bigEndian(UInt32(header.count)) + header + blob
    }

    mutating func bytes() -> [UInt8] {
        var header = SyntheticPBF.field(4, bytes: Array("OsmSchema-V0.6".utf8))
            + SyntheticPBF.field(4, bytes: Array("DenseNodes".utf8))
        if let b = bbox {
            let box = SyntheticPBF.field(1, varint: SyntheticPBF.zigzag(Int64(b.left * 1e9)))
                + SyntheticPBF.field(2, varint: SyntheticPBF.zigzag(Int64(b.right * 1e9)))
                + SyntheticPBF.field(3, varint: SyntheticPBF.zigzag(Int64(b.top * 1e9)))
                + SyntheticPBF.field(4, varint: SyntheticPBF.zigzag(Int64(b.bottom * 1e9)))
            header = SyntheticPBF.field(1, bytes: box) + header
        }
        // Dense nodes, delta coded, granularity 100 nanodegrees.
        var ids: [UInt8] = [], lats: [UInt8] = [], lons: [UInt8] = []
        var lastId: Int64 = 0, lastLat: Int64 = 0, lastLon: Int64 = 0
        for n in nodes {
            let lat = Int64((n.lat * 1e7).rounded()), lon = Int64((n.lon * 1e7).rounded())
            ids += varint(SyntheticPBF.zigzag(n.id - lastId))
            lats += varint(SyntheticPBF.zigzag(lat - lastLat))
            lons += varint(SyntheticPBF.zigzag(lon - lastLon))
            lastId = n.id; lastLat = lat; lastLon = lon
        }
        var keysValues: [UInt8] = []
        if !nodeTags.isEmpty {
            for n in nodes {
                for (k, v) in nodeTags[n.id] ?? [] { keysValues += varint(index(k)) + varint(index(v)) }
                keysValues += varint(0)
            }
        }
        var dense = SyntheticPBF.field(1, bytes: ids) + SyntheticPBF.field(8, bytes: lats) + SyntheticPBF.field(9, bytes: lons)
        if !keysValues.isEmpty { dense += SyntheticPBF.field(10, bytes: keysValues) }
        var wayMessages: [UInt8] = []
        for w in ways {
            var keys: [UInt8] = [], values: [UInt8] = [], refs: [UInt8] = []
            for (k, v) in w.tags {
                keys += varint(index(k))
                values += varint(index(v))
            }
            var last: Int64 = 0
            for r in w.refs {
                refs += varint(SyntheticPBF.zigzag(r - last))
                last = r
            }
            let way = SyntheticPBF.field(1, varint: UInt64(w.id)) + SyntheticPBF.field(2, bytes: keys)
                + SyntheticPBF.field(3, bytes: values) + SyntheticPBF.field(8, bytes: refs)
            wayMessages += SyntheticPBF.field(3, bytes: way)
        }
        var relationMessages: [UInt8] = []
        for r in relations {
            var keys: [UInt8] = [], values: [UInt8] = [], roles: [UInt8] = [], refs: [UInt8] = [], types: [UInt8] = []
            for (k, v) in r.tags {
                keys += varint(index(k))
                values += varint(index(v))
            }
            var last: Int64 = 0
            for m in r.members {
                roles += varint(index(m.role))
                refs += varint(SyntheticPBF.zigzag(m.ref - last))
                types += varint(UInt64(m.type))
                last = m.ref
            }
            let relation = SyntheticPBF.field(1, varint: UInt64(r.id)) + SyntheticPBF.field(2, bytes: keys)
                + SyntheticPBF.field(3, bytes: values) + SyntheticPBF.field(8, bytes: roles)
                + SyntheticPBF.field(9, bytes: refs) + SyntheticPBF.field(10, bytes: types)
            relationMessages += SyntheticPBF.field(4, bytes: relation)
        }
        let table = strings.flatMap { SyntheticPBF.field(1, bytes: Array($0.utf8)) }
        let block = SyntheticPBF.field(1, bytes: table) + SyntheticPBF.field(2, bytes: SyntheticPBF.field(2, bytes: dense))
            + SyntheticPBF.field(2, bytes: wayMessages)
            + (relationMessages.isEmpty ? [] : SyntheticPBF.field(2, bytes: relationMessages))
        return SyntheticPBF.record(type: "OSMHeader", block: header) + SyntheticPBF.record(type: "OSMData", block: block)
    }
}
