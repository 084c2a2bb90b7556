import Foundation
import Testing
@testable import WhimMap

/// Files broken on purpose: every one must give a typed error, none a crash.
@Suite("PBF decoder on broken files")
struct PBFBrokenFileTests {
    let good = Fixtures.helsinkiBytes

    /// Offsets of the records (4-byte lengths) in the good file.
    var recordOffsets: [Int] {
        var offsets: [Int] = []
        var offset = 0
        good.withUnsafeBytes { file in
            while offset < file.count, let frame = try? PBFDecoder.frame(file, at: offset, isFirst: offsets.isEmpty) {
                offsets.append(offset)
                offset = frame.end
            }
        }
        return offsets
    }

    func decodeError(_ bytes: [UInt8]) -> PBFError? {
        do {
            _ = try PBFDecoder.decode(bytes)
            return nil
        } catch {
            return error
        }
    }

    @Test func emptyFile() {
        #expect(decodeError([]) == .empty)
    }

    @Test func textFileIsNotAPBF() {
        let text = Array("This is not a map, just a README.\nSecond line.\n".utf8)
        guard case .notPBF(let reason)? = decodeError(text) else {
            Issue.record("expected notPBF, got \(String(describing: decodeError(text)))")
            return
        }
        #expect(reason.contains("64 KiB"))
    }

    @Test func aFewBytesAreNotAPBF() {
        guard case .notPBF? = decodeError([0, 0, 1]) else {
            Issue.record("expected notPBF")
            return
        }
    }

    @Test(arguments: [4, 10, 20, 100, 1_000, 50_000, 300_000, 685_000])
    func truncatedFile(at length: Int) throws {
        try #require(good.count > length)
        let error = decodeError(Array(good.prefix(length)))
        guard case .truncated(let at, let needed, let available)? = error else {
            Issue.record("expected truncated, got \(String(describing: error))")
            return
        }
        #expect(at + available == length)
        #expect(needed > available)
        #expect(error!.description.contains("truncated file at byte \(length)"))
    }

    @Test func truncatedBetweenRecordsInsideTheLengthField() throws {
        let second = try #require(recordOffsets.dropFirst().first)
        let error = decodeError(Array(good.prefix(second + 2)))
        #expect(error == .truncated(at: second, needed: 4, available: 2))
    }

    @Test func blobHeaderLengthClaimingGigabytes() throws {
        var bytes = good
        let second = try #require(recordOffsets.dropFirst().first)
        bytes.replaceSubrange(second..<(second + 4), with: [0x7f, 0xff, 0xff, 0xf0])
        #expect(decodeError(bytes) == .blobHeaderTooLarge(size: 0x7fff_fff0, at: second))
    }

    @Test func blobDataSizeClaimingGigabytes() throws {
        // Rewrite the first BlobHeader with datasize = 3 GiB (the varint grows, so rebuild the record).
        var header: [UInt8] = [0x0a, 9] + Array("OSMHeader".utf8)
        header += [0x18] + varint(3 << 30)
        var bytes = bigEndian(UInt32(header.count)) + header
        bytes += Array(repeating: 0, count: 64)
        #expect(decodeError(bytes) == .blobTooLarge(size: 3 << 30, at: 0))
    }

    @Test func rawSizeClaimingGigabytesIsRejectedBeforeAllocating() throws {
        // A Blob whose raw_size says 2 GiB around a tiny zlib stream.
        let blob: [UInt8] = [0x10] + varint(2 << 30) + [0x1a, 8, 0x78, 0x9c, 0x03, 0, 0, 0, 0, 1]
        let header: [UInt8] = [0x0a, 9] + Array("OSMHeader".utf8) + [0x18] + varint(UInt64(blob.count))
        let bytes = bigEndian(UInt32(header.count)) + header + blob
        #expect(decodeError(bytes) == .blobTooLarge(size: 2 << 30, at: 0))
    }

    @Test func unknownBlockType() throws {
        let second = try #require(recordOffsets.dropFirst().first)
        var bytes = good
        // The type string of the second record: "OSMData" → "OSMJunk".
        let start = second + 4 + 2
        #expect(Array(bytes[start..<(start + 7)]) == Array("OSMData".utf8))
        bytes.replaceSubrange(start..<(start + 7), with: Array("OSMJunk".utf8))
        #expect(decodeError(bytes) == .unknownBlockType("OSMJunk", blob: second))
    }

    @Test func dataBeforeHeader() throws {
        let offsets = recordOffsets
        let second = try #require(offsets.dropFirst().first)
        let third = offsets.count > 2 ? offsets[2] : good.count
        // A file that starts with a data block: no header comes first.
        let bytes = Array(good[second..<third])
        #expect(decodeError(bytes) == .missingHeader)
    }

    @Test func headerOnlyFileDecodesEmpty() throws {
        let second = try #require(recordOffsets.dropFirst().first)
        let data = try PBFDecoder.decode(Array(good.prefix(second)))
        #expect(data.nodes.count == 0)
        #expect(data.header.bounds != nil)
    }

    @Test func flippedBytesInCompressedDataAreBadCompression() throws {
        let second = try #require(recordOffsets.dropFirst().first)
        var bytes = good
        // Deep inside the second blob's zlib data.
        for i in stride(from: second + 200, to: second + 260, by: 3) { bytes[i] ^= 0xff }
        let error = decodeError(bytes)
        guard case .badCompression(let blob, _)? = error else {
            Issue.record("expected badCompression, got \(String(describing: error))")
            return
        }
        #expect(blob == second)
    }

    /// Flipping single bytes all over the file never crashes; whatever is detected is a typed error.
    @Test func flippedBytesAnywhereNeverCrash() {
        var generator = SplitMix64(seed: 42)
        var errors = 0
        for _ in 0..<300 {
            var bytes = good
            let index = Int(generator.next() % UInt64(bytes.count))
            bytes[index] ^= UInt8(truncatingIfNeeded: generator.next() | 1)
            if decodeError(bytes) != nil { errors += 1 }
        }
        // Most bytes are compressed data guarded by zlib's checksum.
        #expect(errors > 200)
    }

    @Test func uncompressedBlocksWithBrokenProtobufAreMalformed() throws {
        // A raw (uncompressed) header block whose bbox field claims more bytes than it has.
        let block: [UInt8] = [0x0a, 50, 0x08, 0x02]
        let blob: [UInt8] = [0x0a, UInt8(block.count)] + block
        let header: [UInt8] = [0x0a, 9] + Array("OSMHeader".utf8) + [0x18, UInt8(blob.count)]
        let bytes = bigEndian(UInt32(header.count)) + header + blob
        guard case .malformed(let detail, 0)? = decodeError(bytes) else {
            Issue.record("expected malformed")
            return
        }
        #expect(detail.contains("50 bytes"))
    }

    @Test func badStringIndexInAWay() throws {
        // Header, then a raw data block: string table ["", "highway"], one way with key index 7.
        let way: [UInt8] = [0x08, 0x01, 0x12, 0x01, 0x07, 0x1a, 0x01, 0x01]
        let group: [UInt8] = [0x1a, UInt8(way.count)] + way
        let table: [UInt8] = [0x0a, 0x00, 0x0a, 0x07] + Array("highway".utf8)
        let block: [UInt8] = [0x0a, UInt8(table.count)] + table + [0x12, UInt8(group.count)] + group
        let bytes = headerRecord() + record(type: "OSMData", raw: block)
        let offset = headerRecord().count
        #expect(decodeError(bytes) == .badStringIndex(7, tableSize: 2, blob: offset))
    }

    @Test func relationWithMismatchedMemberArrays() throws {
        // A relation with two member ids but one role and one type.
        let relation: [UInt8] = [0x08, 0x05, 0x42, 0x01, 0x00, 0x4a, 0x02, 0x02, 0x02, 0x52, 0x01, 0x01]
        let group: [UInt8] = [0x22, UInt8(relation.count)] + relation
        let table: [UInt8] = [0x0a, 0x00]
        let block: [UInt8] = [0x0a, UInt8(table.count)] + table + [0x12, UInt8(group.count)] + group
        let bytes = headerRecord() + record(type: "OSMData", raw: block)
        guard case .badReference(let detail, _)? = decodeError(bytes) else {
            Issue.record("expected badReference, got \(String(describing: decodeError(bytes)))")
            return
        }
        #expect(detail.contains("relation 5"))
    }

    @Test func unsupportedRequiredFeature() {
        let block: [UInt8] = [0x22, 21] + Array("HistoricalInformation".utf8)
        #expect(decodeError(record(type: "OSMHeader", raw: block)) == .unsupportedFeature("HistoricalInformation"))
    }

    @Test func unsupportedCompression() {
        let blob: [UInt8] = [0x22, 3, 1, 2, 3]  // lzma_data
        let header: [UInt8] = [0x0a, 9] + Array("OSMHeader".utf8) + [0x18, UInt8(blob.count)]
        #expect(decodeError(bigEndian(UInt32(header.count)) + header + blob) == .unsupportedCompression("lzma", blob: 0))
    }

    @Test func everyErrorHasAOneLineMessage() {
        let errors: [PBFError] = [
            .empty, .notPBF(reason: "x"), .truncated(at: 1, needed: 5, available: 2),
            .blobHeaderTooLarge(size: 1, at: 2), .blobTooLarge(size: 1, at: 2), .badCompression(blob: 0, detail: "d"),
            .unsupportedCompression("lzma", blob: 0), .unknownBlockType("t", blob: 0), .malformed("m", blob: 0),
            .badStringIndex(1, tableSize: 0, blob: 0), .badReference("r", blob: 0), .unsupportedFeature("f"),
            .missingHeader, .cannotRead(path: "/p", reason: "r"),
        ]
        for error in errors {
            #expect(!error.description.isEmpty)
            #expect(!error.description.contains("\n"))
        }
    }

    @Test func missingFileIsCannotRead() {
        #expect(throws: PBFError.self) {
            _ = try PBFDecoder.decode(contentsOf: URL(fileURLWithPath: "/nonexistent/file.osm.pbf"))
        }
    }

    // MARK: - Helpers

    func record(type: String, raw block: [UInt8]) -> [UInt8] {
        let blob: [UInt8] = [0x0a] + varint(UInt64(block.count)) + block
        let header: [UInt8] = [0x0a, UInt8(type.utf8.count)] + Array(type.utf8) + [0x18] + varint(UInt64(blob.count))
        return bigEndian(UInt32(header.count)) + header + blob
    }

    func headerRecord() -> [UInt8] {
        record(type: "OSMHeader", raw: [0x22, 14] + Array("OsmSchema-V0.6".utf8))
    }
}

func varint(_ value: UInt64) -> [UInt8] {
    var v = value
    var out: [UInt8] = []
    while v >= 0x80 {
        out.append(UInt8(v & 0x7f) | 0x80)
        v >>= 7
    }
    out.append(UInt8(v))
    return out
}

func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8((value >> 16) & 0xff), UInt8((value >> 8) & 0xff), UInt8(value & 0xff)]
}

/// A small deterministic random generator for the fuzz-style tests.
struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
