/// The bytes of one `DiskTileCache` entry file: a header that says how long every part is, until when the
/// entry is fresh and a checksum of them, then the key, the ETag, the Last-Modified date and the body. A file whose lengths, checksum
/// or key do not match (damaged on disk, or another key with the same hash) decodes as nothing.
///
/// Header (little-endian): `WHIMTC02`, key length (u32), ETag length (u32, `absent` for none),
/// Last-Modified length (u32, likewise), body length (u64), fresh until (i64, `Int64.min` for never),
/// FNV-1a 64 of the fresh-until bytes and everything after the header (u64). A file of another version
/// decodes as nothing, like a damaged one.
enum CacheEntryFile {
    static let magic = Array("WHIMTC02".utf8)
    static let headerBytes = 8 + 4 + 4 + 4 + 8 + 8 + 8
    /// The length written for a validator the server did not send.
    static let absent = UInt32.max

    static func size(of entry: DiskTileCache.Entry, key: String) -> Int {
        headerBytes + key.utf8.count + (entry.validators.etag?.utf8.count ?? 0)
            + (entry.validators.lastModified?.utf8.count ?? 0) + entry.body.count
    }

    static func encode(_ entry: DiskTileCache.Entry, key: String) -> [UInt8] {
        let etag = entry.validators.etag.map { Array($0.utf8) }
        let modified = entry.validators.lastModified.map { Array($0.utf8) }
        var payload = Array(key.utf8)
        payload += etag ?? []
        payload += modified ?? []
        payload += entry.body
        var out = magic
        out.reserveCapacity(headerBytes + payload.count)
        append(UInt64(key.utf8.count), bytes: 4, to: &out)
        append(UInt64(etag.map { UInt32($0.count) } ?? absent), bytes: 4, to: &out)
        append(UInt64(modified.map { UInt32($0.count) } ?? absent), bytes: 4, to: &out)
        append(UInt64(entry.body.count), bytes: 8, to: &out)
        let fresh = UInt64(bitPattern: entry.freshUntil ?? .min)
        append(fresh, bytes: 8, to: &out)
        append(checksum(fresh: fresh, payload), bytes: 8, to: &out)
        return out + payload
    }

    /// The entry in `bytes` when they are a whole, undamaged entry file for `key`.
    static func decode(_ bytes: [UInt8], key: String) -> DiskTileCache.Entry? {
        guard bytes.count >= headerBytes, Array(bytes[0 ..< 8]) == magic else { return nil }
        let keyLength = Int(read(bytes, at: 8, count: 4))
        let etagLength = UInt32(read(bytes, at: 12, count: 4)), modifiedLength = UInt32(read(bytes, at: 16, count: 4))
        let bodyLength = read(bytes, at: 20, count: 8)
        let lengths = [UInt64(keyLength), etagLength == absent ? 0 : UInt64(etagLength),
                       modifiedLength == absent ? 0 : UInt64(modifiedLength), bodyLength]
        // Each length is at most 2^32 but the body's, which is checked against the file before adding.
        guard bodyLength <= UInt64(bytes.count), lengths.reduce(0, +) == UInt64(bytes.count - headerBytes) else { return nil }
        let payload = Array(bytes[headerBytes...])
        let fresh = read(bytes, at: 28, count: 8)
        guard checksum(fresh: fresh, payload) == read(bytes, at: 36, count: 8), payload.prefix(keyLength).elementsEqual(key.utf8) else { return nil }
        var at = keyLength
        func text(_ length: UInt32) -> String? {
            guard length != absent else { return nil }
            defer { at += Int(length) }
            return String(decoding: payload[at ..< at + Int(length)], as: UTF8.self)
        }
        let validators = HTTPValidators(etag: text(etagLength), lastModified: text(modifiedLength))
        let freshUntil = Int64(bitPattern: fresh)
        return DiskTileCache.Entry(body: Array(payload[at...]), validators: validators, freshUntil: freshUntil == .min ? nil : freshUntil)
    }

    /// The checksum of an entry: FNV-1a 64 over the fresh-until bytes, then the payload.
    private static func checksum(fresh: UInt64, _ payload: [UInt8]) -> UInt64 {
        var bytes: [UInt8] = []
        append(fresh, bytes: 8, to: &bytes)
        return hashes(bytes + payload).0
    }

    /// Two FNV-1a 64 hashes of `bytes` (the standard one, and one from another offset basis): the first is
    /// the checksum, both together name the file of a key.
    static func hashes(_ bytes: [UInt8]) -> (UInt64, UInt64) {
        var a: UInt64 = 0xcbf2_9ce4_8422_2325, b: UInt64 = 0x8422_2325_cbf2_9ce4
        for byte in bytes {
            a = (a ^ UInt64(byte)) &* 0x100_0000_01b3
            b = (b ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return (a, b)
    }

    private static func append(_ value: UInt64, bytes count: Int, to out: inout [UInt8]) {
        for index in 0 ..< count { out.append(UInt8(truncatingIfNeeded: value >> (8 * UInt64(index)))) }
    }

    private static func read(_ bytes: [UInt8], at offset: Int, count: Int) -> UInt64 {
        (0 ..< count).reduce(0) { $0 | UInt64(bytes[offset + $1]) << (8 * UInt64($1)) }
    }
}
