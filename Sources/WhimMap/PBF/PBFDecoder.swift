import Foundation
import WhimGraphics

/// Reads OSM PBF files: the blob framing (4-byte big-endian length, BlobHeader, Blob), zlib, the header
/// and the data blocks, into one `OSMData`.
///
/// Every size read from the file is checked against the bytes present and the format's caps before anything
/// is allocated for it; every problem is a `PBFError` naming what is wrong and where.
public struct PBFDecoder {
    /// The format's cap on a BlobHeader.
    public static let maxBlobHeaderSize = 64 * 1024
    /// The format's cap on a Blob, compressed or inflated.
    public static let maxBlobSize = 32 * 1024 * 1024

    private var inflater = Inflater()
    private var blocks = PrimitiveBlockDecoder()
    /// How much memory the decoded data may take.
    public var limits: MemoryLimits

    /// A decoder that refuses files whose decoded data would exceed `limits`.
    public init(limits: MemoryLimits = MemoryLimits()) { self.limits = limits }

    /// The bytes of decoded data the last `decode` counted against its budget.
    public var decodedBytes: Int { blocks.used }

    /// Decodes a whole PBF file held in memory.
    public static func decode(_ bytes: [UInt8], limits: MemoryLimits = MemoryLimits()) throws(PBFError) -> OSMData {
        var decoder = PBFDecoder(limits: limits)
        return try decoder.decode(bytes)
    }

    /// Reads and decodes a PBF file.
    public static func decode(contentsOf url: URL, limits: MemoryLimits = MemoryLimits()) throws(PBFError) -> OSMData {
        var decoder = PBFDecoder(limits: limits)
        return try decoder.decode(contentsOf: url)
    }

    /// Reads and decodes a PBF file (reusing this decoder's buffers).
    public mutating func decode(contentsOf url: URL) throws(PBFError) -> OSMData {
        try decode(try Self.readFile(url))
    }

    /// Decodes a whole PBF file held in memory (reusing this decoder's buffers).
    public mutating func decode(_ bytes: [UInt8]) throws(PBFError) -> OSMData {
        guard !bytes.isEmpty else { throw .empty }
        var data = OSMData()
        var sawHeader = false
        var offset = 0
        var isFirst = true
        let total = bytes.count
        blocks.budget = limits.budget(fileSize: total)
        blocks.used = 0
        let result: Result<Void, PBFError> = bytes.withUnsafeBytes { file in
            do throws(PBFError) {
                while offset < total {
                    let record = offset
                    let frame = try Self.frame(file, at: record, isFirst: isFirst)
                    offset = frame.end
                    switch frame.type {
                    case "OSMHeader":
                        var reader = try blockReader(file, frame: frame)
                        data.header = try OSMHeader.decode(&reader)
                        sawHeader = true
                    case "OSMData":
                        guard sawHeader else { throw PBFError.missingHeader }
                        let reader = try blockReader(file, frame: frame)
                        try blocks.decode(reader, into: &data)
                    default:
                        if isFirst {
                            throw PBFError.notPBF(reason: "the first block has type \"\(frame.type.echoed(limit: 40))\", not OSMHeader")
                        }
                        throw PBFError.unknownBlockType(frame.type, blob: record)
                    }
                    isFirst = false
                }
                return .success(())
            } catch {
                return .failure(error)
            }
        }
        try result.get()
        if !sawHeader { throw .missingHeader }
        return data
    }

    /// The bytes of a file, read straight into one array (no intermediate `Data`, so a file is held once).
    static func readFile(_ url: URL) throws(PBFError) -> [UInt8] {
        let path = url.path
        func failure(_ code: Int32) -> PBFError { .cannotRead(path: path, reason: String(cString: strerror(code))) }
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { throw failure(errno) }
        defer { close(fd) }
        var status = stat()
        guard fstat(fd, &status) == 0 else { throw failure(errno) }
        guard (status.st_mode & S_IFMT) == S_IFREG else { throw .cannotRead(path: path, reason: "not a regular file") }
        let size = Int(status.st_size)
        var failed: Int32 = 0
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            count = 0
            while count < size {
                let n = read(fd, buffer.baseAddress! + count, size - count)
                if n < 0 {
                    if errno == EINTR { continue }
                    failed = errno
                    return
                }
                if n == 0 { break }  // the file shrank while being read: decode what is there
                count += n
            }
        }
        if failed != 0 { throw failure(failed) }
        return bytes
    }

    // MARK: - Framing

    /// One record of the file: its block type and where its Blob message lies.
    struct Frame {
        var type: String
        var record: Int
        var blobStart: Int
        var end: Int
    }

    /// Reads the length and BlobHeader at `record` and checks that the Blob fits in the file.
    static func frame(_ file: UnsafeRawBufferPointer, at record: Int, isFirst: Bool) throws(PBFError) -> Frame {
        let available = file.count - record
        guard available >= 4 else {
            if isFirst { throw .notPBF(reason: "the file has only \(available) bytes") }
            throw .truncated(at: record, needed: 4, available: available)
        }
        let headerSize = Int(file[record]) << 24 | Int(file[record + 1]) << 16 | Int(file[record + 2]) << 8 | Int(file[record + 3])
        guard headerSize <= maxBlobHeaderSize else {
            if isFirst {
                throw .notPBF(reason: "it starts with a BlobHeader length of \(headerSize) bytes; PBF allows at most 64 KiB")
            }
            throw .blobHeaderTooLarge(size: headerSize, at: record)
        }
        guard headerSize <= available - 4 else {
            throw .truncated(at: record, needed: 4 + headerSize, available: available)
        }
        var reader = PBFReader(UnsafeRawBufferPointer(rebasing: file[(record + 4)..<(record + 4 + headerSize)]), origin: record)
        var type: String?
        var dataSize: UInt64?
        do throws(PBFError) {
            while let (field, wire) = try reader.nextField() {
                switch field {
                case 1:
                    try reader.expect(wire, .lengthDelimited, field: "BlobHeader.type")
                    type = try reader.string()
                case 3:
                    try reader.expect(wire, .varint, field: "BlobHeader.datasize")
                    dataSize = try reader.varint()
                default:
                    try reader.skip(wire)
                }
            }
        } catch {
            if isFirst { throw .notPBF(reason: "its first BlobHeader does not decode (\(error))") }
            throw error
        }
        guard let type, let dataSize else {
            if isFirst { throw .notPBF(reason: "its first BlobHeader has no type or datasize") }
            throw .malformed("the BlobHeader has no type or no datasize", blob: record)
        }
        guard dataSize <= UInt64(maxBlobSize) else {
            throw .blobTooLarge(size: Int(clamping: dataSize), at: record)
        }
        let blobStart = record + 4 + headerSize
        let size = Int(dataSize)
        guard size <= file.count - blobStart else {
            throw .truncated(at: record, needed: 4 + headerSize + size, available: available)
        }
        return Frame(type: type, record: record, blobStart: blobStart, end: blobStart + size)
    }

    /// Decodes the Blob message of a frame (raw or zlib) and returns a reader over the block's bytes.
    private func blockReader(_ file: UnsafeRawBufferPointer, frame: Frame) throws(PBFError) -> PBFReader {
        var blob = PBFReader(UnsafeRawBufferPointer(rebasing: file[frame.blobStart..<frame.end]), origin: frame.record)
        var raw: Range<Int>?
        var zlib: Range<Int>?
        var rawSize: UInt64?
        var other: String?
        while let (field, wire) = try blob.nextField() {
            switch field {
            case 1:
                try blob.expect(wire, .lengthDelimited, field: "Blob.raw")
                raw = try blob.bytesRange()
            case 2:
                try blob.expect(wire, .varint, field: "Blob.raw_size")
                rawSize = try blob.varint()
            case 3:
                try blob.expect(wire, .lengthDelimited, field: "Blob.zlib_data")
                zlib = try blob.bytesRange()
            case 4: other = "lzma"; try blob.skip(wire)
            case 5: other = "bzip2"; try blob.skip(wire)
            case 6: other = "lz4"; try blob.skip(wire)
            case 7: other = "zstd"; try blob.skip(wire)
            default: try blob.skip(wire)
            }
        }
        let blobBase = UnsafeRawPointer(blob.base)
        if let raw {
            return PBFReader(base: blob.base, start: raw.lowerBound, end: raw.upperBound, origin: frame.record)
        }
        guard let zlib else {
            if let other { throw .unsupportedCompression(other, blob: frame.record) }
            throw .malformed("the Blob has no data", blob: frame.record)
        }
        var declared: Int?
        if let rawSize {
            guard rawSize <= UInt64(Self.maxBlobSize) else {
                throw .blobTooLarge(size: Int(clamping: rawSize), at: frame.record)
            }
            declared = Int(rawSize)
        }
        let input = UnsafeRawBufferPointer(start: blobBase + zlib.lowerBound, count: zlib.count)
        try inflater.inflate(input, rawSize: declared, limit: Self.maxBlobSize, blob: frame.record)
        // The inflater owns its memory; it is not touched again until this block is decoded.
        return PBFReader(base: inflater.bytes, start: 0, end: inflater.count, origin: frame.record)
    }
}
