import CZlib
import Testing
import WhimGraphics
@testable import WhimMap

@Suite("The PBF decoder's total memory budget")
struct PBFMemoryBudgetTests {
    /// A zlib-compressed Blob record around `block`.
    static func compressedRecord(type: String, block: [UInt8]) -> [UInt8] {
        var size = compressBound(uLong(block.count))
        var out = [UInt8](repeating: 0, count: Int(size))
        let status = out.withUnsafeMutableBufferPointer { o in
            block.withUnsafeBufferPointer { i in compress2(o.baseAddress, &size, i.baseAddress, uLong(block.count), 9) }
        }
        precondition(status == Z_OK)
        let blob = SyntheticPBF.field(2, varint: UInt64(block.count)) + SyntheticPBF.field(3, bytes: Array(out.prefix(Int(size))))
        let header = SyntheticPBF.field(1, bytes: Array(type.utf8)) + SyntheticPBF.field(3, varint: UInt64(blob.count))
        return bigEndian(UInt32(header.count)) + header + blob
    }

    /// A small file whose data blocks each declare `nodesPerBlock` dense nodes (one byte per id, lat and
    /// lon: zlib shrinks them a thousandfold). Returns the file and the offset of its first data block.
    static func hostileFile(blocks: Int, nodesPerBlock: Int) -> (bytes: [UInt8], firstData: Int) {
        let header = SyntheticPBF.field(4, bytes: Array("OsmSchema-V0.6".utf8)) + SyntheticPBF.field(4, bytes: Array("DenseNodes".utf8))
        var file = compressedRecord(type: "OSMHeader", block: header)
        let firstData = file.count
        let dense = SyntheticPBF.field(1, bytes: [UInt8](repeating: 2, count: nodesPerBlock))
            + SyntheticPBF.field(8, bytes: [UInt8](repeating: 0, count: nodesPerBlock))
            + SyntheticPBF.field(9, bytes: [UInt8](repeating: 0, count: nodesPerBlock))
        let block = SyntheticPBF.field(1, bytes: SyntheticPBF.field(1, bytes: [])) + SyntheticPBF.field(2, bytes: SyntheticPBF.field(2, bytes: dense))
        let record = compressedRecord(type: "OSMData", block: block)
        for _ in 0..<blocks { file += record }
        return (file, firstData)
    }

    @Test func aSmallFileDeclaringMillionsOfNodesPerBlockGetsATypedErrorNamingTheBlock() throws {
        let (bytes, firstData) = Self.hostileFile(blocks: 6, nodesPerBlock: 8_000_000)
        #expect(bytes.count < 400_000, "the hostile file is small: \(bytes.count) bytes")
        do {
            _ = try PBFDecoder.decode(bytes)
            Issue.record("decoding must stop at the budget")
        } catch {
            guard case let .memoryBudgetExceeded(blob, what, needed, budget) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(blob == firstData)
            #expect(what == "8000000 dense nodes")
            #expect(budget == PBFDecoder.MemoryLimits().budget(fileSize: bytes.count))
            #expect(needed > budget)
            let message = error.description
            #expect(message.contains("byte \(firstData)") && message.contains("MiB") && !message.contains("-"), "\(message)")
        }
    }

    @Test func theBudgetFollowsTheFileSizeWithinItsFloorAndCap() throws {
        let limits = PBFDecoder.MemoryLimits(bytesPerFileByte: 20, minimum: 1 << 20, cap: 1 << 30)
        #expect(limits.budget(fileSize: 0) == 1 << 20)
        #expect(limits.budget(fileSize: 1 << 20) == 20 << 20)
        #expect(limits.budget(fileSize: 1 << 40) == 1 << 30)
        #expect(limits.budget(fileSize: .max) == 1 << 30)
        // A file within its budget decodes; the same file under a smaller cap stops.
        let (bytes, _) = Self.hostileFile(blocks: 2, nodesPerBlock: 100_000)
        let data = try PBFDecoder.decode(bytes)
        #expect(data.nodes.count == 200_000)
        #expect(throws: PBFError.self) { try PBFDecoder.decode(bytes, limits: PBFDecoder.MemoryLimits(minimum: 0, cap: 4 << 20)) }
    }

    @Test func theRealExtractDecodesWithinTheDefaultBudget() throws {
        let data = try PBFDecoder.decode(Fixtures.helsinkiBytes)
        #expect(data.nodes.count > 0)
    }

    @Test func sizesOverTheCapNeverPrintNegative() throws {
        // A BlobHeader whose datasize is the largest varint there is.
        let header = SyntheticPBF.field(1, bytes: Array("OSMHeader".utf8)) + [0x18] + varint(UInt64.max)
        let bytes = bigEndian(UInt32(header.count)) + header + [UInt8](repeating: 0, count: 16)
        do {
            _ = try PBFDecoder.decode(bytes)
            Issue.record("must fail")
        } catch {
            #expect(!error.description.contains("-"), "\(error.description)")
            #expect(error == .blobTooLarge(size: .max, at: 0))
        }
        #expect(ByteCount(3 << 30).description == "3221225472 bytes (3 GiB)")
    }
}
