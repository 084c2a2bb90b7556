/// Decodes `OSMData` blocks (PrimitiveBlock messages) into an `OSMData`, appending.
///
/// Keeps its scratch arrays (the block's string table and its mapping to the file's `StringPool`) between
/// blocks, so decoding allocates only for the growing output arrays and for strings seen the first time.
struct PrimitiveBlockDecoder {
    private var tableRanges: [Range<Int>] = []
    private var tableIds: [Int32] = []
    private var groups: [PBFReader] = []
    private var base: UnsafePointer<UInt8>?
    private var blob = 0
    private var granularity: Int64 = 100
    private var latOffset: Int64 = 0
    private var lonOffset: Int64 = 0
    /// The most the decoded data may take (`PBFDecoder.MemoryLimits`), and what it takes so far.
    var budget = Int.max
    var used = 0

    /// Counts `bytes` more of decoded data, or throws before they are allocated when that passes the budget.
    @inline(__always)
    mutating func charge(_ bytes: Int, for what: @autoclosure () -> String) throws(PBFError) {
        let (total, overflow) = used.addingReportingOverflow(bytes)
        guard !overflow, total <= budget else {
            throw .memoryBudgetExceeded(blob: blob, what: what(), needed: overflow ? .max : total, budget: budget)
        }
        used = total
    }

    /// Decodes one PrimitiveBlock message.
    mutating func decode(_ block: PBFReader, into data: inout OSMData) throws(PBFError) {
        var reader = block
        blob = block.origin
        base = block.base
        granularity = 100
        latOffset = 0
        lonOffset = 0
        tableRanges.removeAll(keepingCapacity: true)
        groups.removeAll(keepingCapacity: true)
        // Pass 1: the string table, granularity and offsets may follow the groups in the encoding.
        while let (field, wire) = try reader.nextField() {
            switch field {
            case 1:
                try reader.expect(wire, .lengthDelimited, field: "PrimitiveBlock.stringtable")
                var table = try reader.lengthDelimited()
                while let (tableField, tableWire) = try table.nextField() {
                    if tableField == 1 {
                        try table.expect(tableWire, .lengthDelimited, field: "StringTable.s")
                        tableRanges.append(try table.bytesRange())
                    } else {
                        try table.skip(tableWire)
                    }
                }
            case 2:
                try reader.expect(wire, .lengthDelimited, field: "PrimitiveBlock.primitivegroup")
                groups.append(try reader.lengthDelimited())
            case 17:
                try reader.expect(wire, .varint, field: "PrimitiveBlock.granularity")
                granularity = try reader.int64()
                guard granularity > 0 else {
                    throw .malformed("granularity \(granularity) is not positive", blob: blob)
                }
            case 19:
                try reader.expect(wire, .varint, field: "PrimitiveBlock.lat_offset")
                latOffset = try reader.int64()
            case 20:
                try reader.expect(wire, .varint, field: "PrimitiveBlock.lon_offset")
                lonOffset = try reader.int64()
            default:
                try reader.skip(wire)
            }
        }
        tableIds.removeAll(keepingCapacity: true)
        tableIds.append(contentsOf: repeatElement(-1, count: tableRanges.count))
        // The strings may all be new: their bytes and an entry each.
        let stringBytes = tableRanges.reduce(0) { $0 + $1.count }, strings = tableRanges.count
        try charge(stringBytes + 16 * strings, for: "a string table of \(strings) strings")

        // Pass 2: the groups.
        for index in groups.indices {
            var group = groups[index]
            while let (field, wire) = try group.nextField() {
                switch field {
                case 1:
                    try group.expect(wire, .lengthDelimited, field: "PrimitiveGroup.nodes")
                    var node = try group.lengthDelimited()
                    try decodeNode(&node, into: &data)
                case 2:
                    try group.expect(wire, .lengthDelimited, field: "PrimitiveGroup.dense")
                    var dense = try group.lengthDelimited()
                    try decodeDense(&dense, into: &data)
                case 3:
                    try group.expect(wire, .lengthDelimited, field: "PrimitiveGroup.ways")
                    var way = try group.lengthDelimited()
                    try decodeWay(&way, into: &data)
                case 4:
                    try group.expect(wire, .lengthDelimited, field: "PrimitiveGroup.relations")
                    var relation = try group.lengthDelimited()
                    try decodeRelation(&relation, into: &data)
                default:
                    try group.skip(wire)  // changesets and future fields
                }
            }
        }
        groups.removeAll(keepingCapacity: true)
    }

    // MARK: - Strings and coordinates

    /// The pool id of string-table entry `index`, interning it on first use in this block.
    @inline(__always)
    private mutating func string(_ index: UInt64, into data: inout OSMData) throws(PBFError) -> Int32 {
        guard index < UInt64(tableIds.count) else {
            throw .badStringIndex(Int(truncatingIfNeeded: index), tableSize: tableIds.count, blob: blob)
        }
        let slot = Int(index)
        let known = tableIds[slot]
        if known >= 0 { return known }
        let range = tableRanges[slot]
        let text = String(decoding: UnsafeBufferPointer(start: base! + range.lowerBound, count: range.count), as: UTF8.self)
        let id = data.strings.intern(text)
        tableIds[slot] = id
        return id
    }

    /// A raw latitude of the block in fixed-point degrees (`FixedDegrees`).
    @inline(__always)
    private func latitude(_ raw: Int64) -> Int32 { FixedDegrees.encode(nanodegrees: latOffset &+ granularity &* raw, limit: 90) }

    /// A raw longitude of the block in fixed-point degrees.
    @inline(__always)
    private func longitude(_ raw: Int64) -> Int32 { FixedDegrees.encode(nanodegrees: lonOffset &+ granularity &* raw) }

    /// A raw position in fixed-point degrees; one outside ±90° latitude or ±180° longitude is counted in
    /// `invalidPositions` and kept as `FixedDegrees.none` (its ways skip it).
    @inline(__always)
    private func position(_ lat: Int64, _ lon: Int64, into data: inout OSMData) -> (Int32, Int32) {
        let la = latitude(lat), lo = longitude(lon)
        if la == FixedDegrees.none || lo == FixedDegrees.none {
            data.invalidPositions += 1
            return (FixedDegrees.none, FixedDegrees.none)
        }
        return (la, lo)
    }

    /// Appends the tags given as parallel packed key and value index lists.
    private mutating func appendTags(keys: PBFReader, values: PBFReader, to tags: WritableKeyPath<OSMData, OSMTags>,
                                     entity: @autoclosure () -> String, data: inout OSMData) throws(PBFError) {
        var keys = keys, values = values
        while !keys.isAtEnd {
            guard !values.isAtEnd else {
                throw .badReference("\(entity()) has more tag keys than values", blob: blob)
            }
            let key = try string(try keys.varint(), into: &data)
            let value = try string(try values.varint(), into: &data)
            data[keyPath: tags].append(key: key, value: value)
        }
        guard values.isAtEnd else {
            throw .badReference("\(entity()) has more tag values than keys", blob: blob)
        }
        data[keyPath: tags].endEntity()
    }

    private func empty(_ reader: PBFReader) -> PBFReader {
        PBFReader(base: reader.base, start: reader.end, end: reader.end, origin: reader.origin)
    }

    // MARK: - Nodes

    private mutating func decodeNode(_ node: inout PBFReader, into data: inout OSMData) throws(PBFError) {
        var id: Int64 = 0, lat: Int64 = 0, lon: Int64 = 0
        var keys = empty(node), values = empty(node)
        while let (field, wire) = try node.nextField() {
            switch field {
            case 1:
                try node.expect(wire, .varint, field: "Node.id")
                id = try node.sint64()
            case 2: keys = try node.packed(wire, field: "Node.keys")
            case 3: values = try node.packed(wire, field: "Node.vals")
            case 8:
                try node.expect(wire, .varint, field: "Node.lat")
                lat = try node.sint64()
            case 9:
                try node.expect(wire, .varint, field: "Node.lon")
                lon = try node.sint64()
            default: try node.skip(wire)
            }
        }
        try charge(24 + 8 * keys.varintCount(), for: "node \(id)")
        let (la, lo) = position(lat, lon, into: &data)
        data.nodes.ids.append(id)
        data.nodes.latitudes.append(la)
        data.nodes.longitudes.append(lo)
        try appendTags(keys: keys, values: values, to: \.nodes.tags, entity: "node \(id)", data: &data)
    }

    private mutating func decodeDense(_ dense: inout PBFReader, into data: inout OSMData) throws(PBFError) {
        var ids = empty(dense), lats = empty(dense), lons = empty(dense), keysValues = empty(dense)
        while let (field, wire) = try dense.nextField() {
            switch field {
            case 1: ids = try dense.packed(wire, field: "DenseNodes.id")
            case 8: lats = try dense.packed(wire, field: "DenseNodes.lat")
            case 9: lons = try dense.packed(wire, field: "DenseNodes.lon")
            case 10: keysValues = try dense.packed(wire, field: "DenseNodes.keys_vals")
            default: try dense.skip(wire)  // denseinfo
            }
        }
        let count = ids.varintCount()
        let latCount = lats.varintCount(), lonCount = lons.varintCount()
        guard latCount == count, lonCount == count else {
            throw .badReference("DenseNodes has \(count) ids but \(latCount) latitudes and \(lonCount) longitudes", blob: blob)
        }
        // Ids, positions and a tag offset per node, and the tag pairs.
        try charge(24 * count + 4 * keysValues.varintCount(), for: "\(count) dense nodes")
        data.nodes.ids.reserveGrowing(count)
        data.nodes.latitudes.reserveGrowing(count)
        data.nodes.longitudes.reserveGrowing(count)
        let hasTags = !keysValues.isAtEnd
        var id: Int64 = 0, lat: Int64 = 0, lon: Int64 = 0
        for _ in 0..<count {
            id &+= try ids.sint64()
            lat &+= try lats.sint64()
            lon &+= try lons.sint64()
            let (la, lo) = position(lat, lon, into: &data)
            data.nodes.ids.append(id)
            data.nodes.latitudes.append(la)
            data.nodes.longitudes.append(lo)
            if hasTags {
                // Each node's pairs end with a 0; a list that stops early leaves the remaining nodes untagged.
                while !keysValues.isAtEnd {
                    let key = try keysValues.varint()
                    if key == 0 { break }
                    guard !keysValues.isAtEnd else {
                        throw .badReference("DenseNodes.keys_vals ends between a key and its value (node \(id))", blob: blob)
                    }
                    let value = try keysValues.varint()
                    let keyId = try string(key, into: &data)
                    let valueId = try string(value, into: &data)
                    data.nodes.tags.append(key: keyId, value: valueId)
                }
            }
            data.nodes.tags.endEntity()
        }
    }

    // MARK: - Ways

    private mutating func decodeWay(_ way: inout PBFReader, into data: inout OSMData) throws(PBFError) {
        var id: Int64 = 0
        var keys = empty(way), values = empty(way), refs = empty(way), lats = empty(way), lons = empty(way)
        while let (field, wire) = try way.nextField() {
            switch field {
            case 1:
                try way.expect(wire, .varint, field: "Way.id")
                id = try way.int64()
            case 2: keys = try way.packed(wire, field: "Way.keys")
            case 3: values = try way.packed(wire, field: "Way.vals")
            case 8: refs = try way.packed(wire, field: "Way.refs")
            case 9: lats = try way.packed(wire, field: "Way.lat")
            case 10: lons = try way.packed(wire, field: "Way.lon")
            default: try way.skip(wire)
            }
        }
        let count = refs.varintCount()
        // The ref, and its location (present or `FixedDegrees.none`) when the file has any; the way's id, offsets and tags.
        let perRef = 8 + (lats.isAtEnd && lons.isAtEnd && data.ways.refLatitudes.isEmpty ? 0 : 8)
        try charge(perRef * count + 24 + 8 * keys.varintCount(), for: "way \(id) with \(count) refs")
        data.ways.ids.append(id)
        var ref: Int64 = 0
        while !refs.isAtEnd {
            ref &+= try refs.sint64()
            data.ways.refs.append(ref)
        }
        // Locations on ways (optional): parallel to refs, `FixedDegrees.none` where a way carries none.
        let hasLocations = !lats.isAtEnd || !lons.isAtEnd
        if hasLocations || !data.ways.refLatitudes.isEmpty {
            let previous = data.ways.refOffsets[data.ways.refOffsets.count - 1]
            if data.ways.refLatitudes.count < previous {
                let missing = previous - data.ways.refLatitudes.count
                try charge(8 * missing, for: "locations on way \(id), the first in the file")
                data.ways.refLatitudes.append(contentsOf: repeatElement(FixedDegrees.none, count: missing))
                data.ways.refLongitudes.append(contentsOf: repeatElement(FixedDegrees.none, count: missing))
            }
            if hasLocations {
                guard lats.varintCount() == count, lons.varintCount() == count else {
                    throw .badReference("way \(id) has \(count) refs but a different number of locations", blob: blob)
                }
                var lat: Int64 = 0, lon: Int64 = 0
                for _ in 0..<count {
                    lat &+= try lats.sint64()
                    lon &+= try lons.sint64()
                    let (la, lo) = position(lat, lon, into: &data)
                    data.ways.refLatitudes.append(la)
                    data.ways.refLongitudes.append(lo)
                }
            } else {
                data.ways.refLatitudes.append(contentsOf: repeatElement(FixedDegrees.none, count: count))
                data.ways.refLongitudes.append(contentsOf: repeatElement(FixedDegrees.none, count: count))
            }
        }
        data.ways.refOffsets.append(data.ways.refs.count)
        try appendTags(keys: keys, values: values, to: \.ways.tags, entity: "way \(id)", data: &data)
    }

    // MARK: - Relations

    private mutating func decodeRelation(_ relation: inout PBFReader, into data: inout OSMData) throws(PBFError) {
        var id: Int64 = 0
        var keys = empty(relation), values = empty(relation)
        var roles = empty(relation), members = empty(relation), types = empty(relation)
        while let (field, wire) = try relation.nextField() {
            switch field {
            case 1:
                try relation.expect(wire, .varint, field: "Relation.id")
                id = try relation.int64()
            case 2: keys = try relation.packed(wire, field: "Relation.keys")
            case 3: values = try relation.packed(wire, field: "Relation.vals")
            case 8: roles = try relation.packed(wire, field: "Relation.roles_sid")
            case 9: members = try relation.packed(wire, field: "Relation.memids")
            case 10: types = try relation.packed(wire, field: "Relation.types")
            default: try relation.skip(wire)
            }
        }
        let count = members.varintCount()
        let roleCount = roles.varintCount(), typeCount = types.varintCount()
        guard roleCount == count, typeCount == count else {
            throw .badReference("relation \(id) has \(count) members, \(roleCount) roles and \(typeCount) types", blob: blob)
        }
        try charge(13 * count + 24 + 8 * keys.varintCount(), for: "relation \(id) with \(count) members")
        data.relations.ids.append(id)
        var ref: Int64 = 0
        for _ in 0..<count {
            ref &+= try members.sint64()
            let rawType = try types.varint()
            guard let type = OSMMemberType(rawValue: UInt8(truncatingIfNeeded: rawType)), rawType <= 2 else {
                throw .badReference("relation \(id) has a member of unknown type \(rawType)", blob: blob)
            }
            let role = try string(try roles.varint(), into: &data)
            data.relations.memberRefs.append(ref)
            data.relations.memberTypes.append(type)
            data.relations.memberRoles.append(role)
        }
        data.relations.memberOffsets.append(data.relations.memberRefs.count)
        try appendTags(keys: keys, values: values, to: \.relations.tags, entity: "relation \(id)", data: &data)
    }
}

extension Array {
    /// Makes room for `extra` more elements while keeping growth geometric (an exact reserve per block
    /// would copy the whole array every time).
    @inline(__always)
    mutating func reserveGrowing(_ extra: Int) {
        let needed = count + extra
        if needed > capacity { reserveCapacity(Swift.max(needed, capacity * 2)) }
    }
}
