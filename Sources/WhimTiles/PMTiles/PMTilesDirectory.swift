/// One directory of a PMTiles archive (the root or a leaf): entries sorted by tile id, each a run of
/// tiles sharing one stored tile, or (run length 0) a pointer to a leaf directory.
struct PMTilesDirectory: Sendable {
    struct Entry: Hashable, Sendable {
        var tileID: UInt64
        /// From the start of the tile data section (tiles) or the leaf directories section (leaves).
        var offset: UInt64
        var length: UInt32
        /// How many consecutive tile ids share the tile; 0 marks a leaf directory.
        var runLength: UInt32
    }

    var entries: [Entry]

    init(entries: [Entry]) { self.entries = entries }

    /// Parses a directory's (decompressed) bytes: the entry count, then the tile ids as deltas, the run
    /// lengths, the lengths and the offsets, each a varint column; an offset of 0 after the first entry means
    /// "right after the previous entry". Anything inconsistent is `corrupt`, named after `what`.
    init(_ bytes: [UInt8], path: String, what: String) throws(TileSourceError) {
        func corrupt(_ detail: String) -> TileSourceError { .corrupt(path: path, detail: "\(what): \(detail)") }
        let parse = { (buffer: UnsafeBufferPointer<UInt8>) throws(WireError) -> [Entry]? in
            var reader = WireReader<WireError>(UnsafeRawBufferPointer(buffer))
            let count = try reader.varint()
            // Every entry takes at least four bytes, one per column.
            guard count <= UInt64(reader.remaining / 4) else { return nil }
            var entries = [Entry](repeating: Entry(tileID: 0, offset: 0, length: 0, runLength: 0), count: Int(count))
            var id: UInt64 = 0
            for i in entries.indices {
                let delta = try reader.varint()
                guard i == 0 || delta > 0 else { return nil }
                let (next, overflow) = id.addingReportingOverflow(delta)
                guard !overflow else { return nil }
                id = next
                entries[i].tileID = id
            }
            for i in entries.indices {
                let run = try reader.varint()
                guard run <= UInt64(UInt32.max) else { return nil }
                entries[i].runLength = UInt32(run)
            }
            for i in entries.indices {
                let length = try reader.varint()
                guard length <= UInt64(UInt32.max) else { return nil }
                entries[i].length = UInt32(length)
            }
            for i in entries.indices {
                let value = try reader.varint()
                if value == 0 {
                    guard i > 0 else { return nil }
                    let (next, overflow) = entries[i - 1].offset.addingReportingOverflow(UInt64(entries[i - 1].length))
                    guard !overflow else { return nil }
                    entries[i].offset = next
                } else {
                    entries[i].offset = value - 1
                }
            }
            return entries
        }
        let entries: [Entry]?
        do throws(WireError) {
            entries = try bytes.withUnsafeBufferPointer(parse)
        } catch {
            throw corrupt(error.detail)
        }
        guard let entries else { throw corrupt("entries that are out of order, overflow, or outnumber its bytes") }
        // A run reaching past the next entry's id, or past the largest id, breaks the sort order lookups need.
        for (i, entry) in entries.enumerated() {
            let (end, overflow) = entry.tileID.addingReportingOverflow(UInt64(entry.runLength))
            guard !overflow else { throw corrupt("the run of tile \(entry.tileID) overflows the tile ids") }
            if i + 1 < entries.count, end > entries[i + 1].tileID {
                throw corrupt("the run of tile \(entry.tileID) overlaps the next entry")
            }
        }
        self.entries = entries
    }

    /// The entry covering `id`: the last entry whose id is at most `id` (a leaf, or a run containing it).
    func entry(for id: UInt64) -> Entry? {
        var low = 0
        var high = entries.count
        while low < high {
            let mid = (low + high) / 2
            if entries[mid].tileID <= id { low = mid + 1 } else { high = mid }
        }
        guard low > 0 else { return nil }
        let entry = entries[low - 1]
        if entry.runLength == 0 || id - entry.tileID < UInt64(entry.runLength) { return entry }
        return nil
    }

    /// The encoded (uncompressed) directory, offsets written as 0 wherever they follow the previous entry.
    var bytes: [UInt8] {
        var writer = WireWriter()
        writer.varint(UInt64(entries.count))
        var last: UInt64 = 0
        for entry in entries {
            writer.varint(entry.tileID - last)
            last = entry.tileID
        }
        for entry in entries { writer.varint(UInt64(entry.runLength)) }
        for entry in entries { writer.varint(UInt64(entry.length)) }
        for (i, entry) in entries.enumerated() {
            if i > 0, entry.offset == entries[i - 1].offset + UInt64(entries[i - 1].length) {
                writer.varint(0)
            } else {
                writer.varint(entry.offset + 1)
            }
        }
        return writer.bytes
    }
}
