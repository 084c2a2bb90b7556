/// The fixed 127-byte header of a PMTiles version 3 archive: where its sections are, how they are
/// compressed, and the tiles' type, zooms, bounds and centre.
struct PMTilesHeader: Hashable, Sendable {
    static let size = 127
    static let magic = Array("PMTiles".utf8)

    var rootOffset: UInt64 = 0
    var rootLength: UInt64 = 0
    var metadataOffset: UInt64 = 0
    var metadataLength: UInt64 = 0
    var leafOffset: UInt64 = 0
    var leafLength: UInt64 = 0
    var tileDataOffset: UInt64 = 0
    var tileDataLength: UInt64 = 0
    var addressedTiles: UInt64 = 0
    var tileEntries: UInt64 = 0
    var tileContents: UInt64 = 0
    var clustered = true
    var internalCompression: UInt8 = PMTilesCompression.gzip.rawValue
    var tileCompression: UInt8 = PMTilesCompression.gzip.rawValue
    /// 0 unknown, 1 mvt, 2 png, 3 jpeg, 4 webp, 5 avif.
    var tileType: UInt8 = 1
    var minZoom: UInt8 = 0
    var maxZoom: UInt8 = 0
    /// Degrees × 10⁷.
    var minLonE7: Int32 = -1_800_000_000
    var minLatE7: Int32 = -850_511_287
    var maxLonE7: Int32 = 1_800_000_000
    var maxLatE7: Int32 = 850_511_287
    var centerZoom: UInt8 = 0
    var centerLonE7: Int32 = 0
    var centerLatE7: Int32 = 0

    init() {}

    /// Parses the header of the file at `path` from its first bytes (at most 127).
    init(_ bytes: [UInt8], path: String) throws(TileSourceError) {
        guard bytes.count >= 7, Array(bytes[0..<7]) == Self.magic else {
            // Versions 1 and 2 start with "PM" and a 16-bit version.
            if bytes.count >= 4, bytes[0] == 0x50, bytes[1] == 0x4d, bytes[3] == 0, (1...2).contains(bytes[2]) {
                throw .unsupportedVersion(path: path, version: Int(bytes[2]))
            }
            throw .notThisFormat(path: path, expected: "a PMTiles archive", detail: "it does not start with \"PMTiles\"")
        }
        guard bytes.count >= 8 else { throw .corrupt(path: path, detail: "the file ends inside its 127-byte header") }
        guard bytes[7] == 3 else { throw .unsupportedVersion(path: path, version: Int(bytes[7])) }
        guard bytes.count >= Self.size else {
            throw .corrupt(path: path, detail: "the file ends inside its 127-byte header")
        }
        func u64(_ at: Int) -> UInt64 { (0..<8).reduce(0) { $0 | UInt64(bytes[at + $1]) << (8 * UInt64($1)) } }
        func i32(_ at: Int) -> Int32 { Int32(bitPattern: (0..<4).reduce(0) { $0 | UInt32(bytes[at + $1]) << (8 * UInt32($1)) }) }
        rootOffset = u64(8)
        rootLength = u64(16)
        metadataOffset = u64(24)
        metadataLength = u64(32)
        leafOffset = u64(40)
        leafLength = u64(48)
        tileDataOffset = u64(56)
        tileDataLength = u64(64)
        addressedTiles = u64(72)
        tileEntries = u64(80)
        tileContents = u64(88)
        clustered = bytes[96] == 1
        internalCompression = bytes[97]
        tileCompression = bytes[98]
        tileType = bytes[99]
        minZoom = bytes[100]
        maxZoom = bytes[101]
        minLonE7 = i32(102)
        minLatE7 = i32(106)
        maxLonE7 = i32(110)
        maxLatE7 = i32(114)
        centerZoom = bytes[118]
        centerLonE7 = i32(119)
        centerLatE7 = i32(123)
    }

    /// The 127 bytes.
    var bytes: [UInt8] {
        var out = Self.magic + [3]
        func u64(_ v: UInt64) { for i in 0..<8 { out.append(UInt8(truncatingIfNeeded: v >> (8 * UInt64(i)))) } }
        func i32(_ v: Int32) { for i in 0..<4 { out.append(UInt8(truncatingIfNeeded: UInt32(bitPattern: v) >> (8 * UInt32(i)))) } }
        for v in [rootOffset, rootLength, metadataOffset, metadataLength, leafOffset, leafLength, tileDataOffset,
                  tileDataLength, addressedTiles, tileEntries, tileContents] { u64(v) }
        out += [clustered ? 1 : 0, internalCompression, tileCompression, tileType, minZoom, maxZoom]
        for v in [minLonE7, minLatE7, maxLonE7, maxLatE7] { i32(v) }
        out.append(centerZoom)
        i32(centerLonE7)
        i32(centerLatE7)
        return out
    }

    /// Checks that every section lies inside a file of `fileSize` bytes.
    func checkSections(fileSize: UInt64, path: String) throws(TileSourceError) {
        let sections = [("root directory", rootOffset, rootLength), ("metadata", metadataOffset, metadataLength),
                        ("leaf directories", leafOffset, leafLength), ("tile data", tileDataOffset, tileDataLength)]
        for (name, offset, length) in sections {
            let (end, overflow) = offset.addingReportingOverflow(length)
            guard !overflow, end <= fileSize else {
                throw .corrupt(path: path, detail: "the \(name) (\(length) bytes at byte \(offset)) runs past the end of the \(fileSize)-byte file")
            }
        }
    }

    /// The compression named by `raw`, or the error for one this library cannot undo.
    static func compression(_ raw: UInt8, path: String) throws(TileSourceError) -> PMTilesCompression {
        switch PMTilesCompression(rawValue: raw) {
        case .none?: return .none
        case .gzip?: return .gzip
        case let other?: throw .unsupportedCompression(path: path, compression: other.name)
        case nil: throw .unsupportedCompression(path: path, compression: "code \(raw)")
        }
    }
}
