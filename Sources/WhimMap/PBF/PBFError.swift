import WhimGraphics

/// Everything that can be wrong with an OSM PBF file, each case naming what and where.
///
/// Offsets are byte offsets in the file; for problems inside a compressed blob, `blob` is the file offset
/// of the blob's record (its 4-byte length) and the message names the part of the block that is broken.
public enum PBFError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file could not be read at all.
    case cannotRead(path: String, reason: String)
    /// The file has no bytes at all.
    case empty
    /// The file does not start like an OSM PBF file (wrong framing or first block is not `OSMHeader`).
    case notPBF(reason: String)
    /// The file ends before a record it announced: `needed` bytes were expected from `at`, `available` remain.
    case truncated(at: Int, needed: Int, available: Int)
    /// A BlobHeader larger than the 64 KiB the format allows.
    case blobHeaderTooLarge(size: Int, at: Int)
    /// A Blob (compressed or raw) larger than the 32 MiB the format allows.
    case blobTooLarge(size: Int, at: Int)
    /// The blob's zlib stream is corrupt, or inflates to a size other than the one it declares.
    case badCompression(blob: Int, detail: String)
    /// The blob uses a compression this reader does not support (lzma, bzip2, lz4, zstd).
    case unsupportedCompression(String, blob: Int)
    /// A block type other than `OSMHeader` or `OSMData`.
    case unknownBlockType(String, blob: Int)
    /// The protobuf encoding inside a block is broken (bad varint, length past the end, wrong wire type).
    case malformed(String, blob: Int)
    /// A string-table index outside the block's table.
    case badStringIndex(Int, tableSize: Int, blob: Int)
    /// An inconsistent reference: arrays that must have equal lengths do not, an unknown member type, ...
    case badReference(String, blob: Int)
    /// The header requires a feature this reader does not implement.
    case unsupportedFeature(String)
    /// No `OSMHeader` block precedes the data.
    case missingHeader
    /// Decoding a block would take the decoded data past the memory budget (`PBFDecoder.MemoryLimits`):
    /// `needed` bytes in all for `what`, against `budget` bytes.
    case memoryBudgetExceeded(blob: Int, what: String, needed: Int, budget: Int)

    public var description: String {
        switch self {
        case .cannotRead(let path, let reason):
            return "cannot read \(path.echoed()): \(reason.echoed())"
        case .empty:
            return "empty file: an OSM PBF file starts with a 4-byte length and an OSMHeader block"
        case .notPBF(let reason):
            return "not an OSM PBF file: \(reason)"
        case .truncated(let at, let needed, let available):
            return "truncated file at byte \(at + available): the record at byte \(at) needs \(needed) bytes, only \(available) remain"
        case .blobHeaderTooLarge(let size, let at):
            return "BlobHeader of \(ByteCount(size)) at byte \(at) exceeds the 64 KiB the PBF format allows"
        case .blobTooLarge(let size, let at):
            return "Blob of \(ByteCount(size)) at byte \(at) exceeds the 32 MiB the PBF format allows"
        case .badCompression(let blob, let detail):
            return "bad compression in the blob at byte \(blob): \(detail.echoed(limit: 120))"
        case .unsupportedCompression(let kind, let blob):
            return "unsupported compression \(kind.echoed(limit: 40)) in the blob at byte \(blob) (only zlib and raw are supported)"
        case .unknownBlockType(let type, let blob):
            return "unknown block type \"\(type.echoed(limit: 40))\" at byte \(blob) (expected OSMHeader or OSMData)"
        case .malformed(let detail, let blob):
            return "malformed block at byte \(blob): \(detail)"
        case .badStringIndex(let index, let size, let blob):
            return "bad string index \(index) in the block at byte \(blob) (its string table has \(size) entries)"
        case .badReference(let detail, let blob):
            return "bad reference in the block at byte \(blob): \(detail)"
        case .unsupportedFeature(let feature):
            return "the file requires the feature \"\(feature.echoed(limit: 60))\", which this reader does not support"
        case .missingHeader:
            return "no OSMHeader block before the data"
        case .memoryBudgetExceeded(let blob, let what, let needed, let budget):
            return "the block at byte \(blob) declares \(what), which would take the decoded data to \(ByteCount(needed)), "
                + "over the memory budget of \(ByteCount(budget)) for this file (PBFDecoder.MemoryLimits)"
        }
    }
}
