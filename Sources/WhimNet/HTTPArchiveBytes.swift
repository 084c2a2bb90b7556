import Synchronization
import WhimTiles

/// A PMTiles archive's bytes on a server, read with range requests. The first `prefixLength` bytes
/// (the header, the root directory and usually the metadata) are fetched once when opened and kept;
/// later reads are one range request each. Every answer must carry the ETag of the first: an archive
/// replaced on the server mid-read is reported as changed, never mixed with the old one.
///
/// With a disk cache, the first bytes are kept there with their validators (a later open revalidates
/// them, and opens from them when the network is away), and so is every range of an archive that has
/// an ETag, keyed by the ETag: such a range never changes, so it is read from the cache without asking.
public final class HTTPArchiveBytes: ArchiveBytes {
    public let name: String
    public let size: UInt64
    /// The ETag the archive had when opened (nil when the server sends none).
    public let etag: String?
    private let client: HTTPClient
    private let prefix: [UInt8]
    private let limits: HTTPLimits
    private let cache: DiskTileCache?

    /// The bytes the first request asks for: what the PMTiles specification keeps the header and root
    /// directory within.
    public static let prefixLength: UInt64 = 16_384

    /// Opens the archive at `url`: one request for its first bytes and its length (revalidating the
    /// copy in `cache`, if any).
    public init(url: String, client: HTTPClient, limits: HTTPLimits = .standard, cache: DiskTileCache? = nil) throws(TileSourceError) {
        name = url
        self.client = client
        self.limits = limits
        self.cache = cache
        let key = "pmtiles-prefix " + url
        let held = cache?.entry(for: key).flatMap(Self.heldPrefix)
        let response: HTTPResponse
        do {
            response = try client.fetch(HTTPRequest(url: url, range: 0 ..< Self.prefixLength, validators: held?.validators.nonEmpty, limits: limits))
        } catch {
            guard error.meansOffline, let held else { throw error.tileSourceError(tile: nil) }
            size = held.size
            prefix = held.bytes
            etag = held.validators.etag
            return
        }
        if response.isNotModified, let held {
            size = held.size
            prefix = held.bytes
            etag = held.validators.etag
            return
        }
        switch response.status {
        case 206:
            guard let length = response.resourceLength else {
                throw .corrupt(path: url, detail: "the server's range answer does not say the archive's length")
            }
            size = length
        case 200:
            // A server without range support sent the whole archive (within the byte budget): keep it all.
            size = UInt64(response.body.count)
        default:
            throw .unreadable(path: url, reason: "the server answered \(response.status) to a range request")
        }
        prefix = response.body
        etag = response.validators.etag
        var stored = (0 ..< 8).map { UInt8(truncatingIfNeeded: size >> (8 * UInt64($0))) }
        stored += prefix
        cache?.store(DiskTileCache.Entry(body: stored, validators: response.validators), for: key)
    }

    /// A cached prefix entry: the archive's length (8 bytes, little-endian), then its first bytes.
    private static func heldPrefix(_ entry: DiskTileCache.Entry) -> (size: UInt64, bytes: [UInt8], validators: HTTPValidators)? {
        guard entry.body.count >= 8 else { return nil }
        let size = (0 ..< 8).reduce(UInt64(0)) { $0 | UInt64(entry.body[$1]) << (8 * UInt64($1)) }
        let bytes = Array(entry.body[8...])
        guard UInt64(bytes.count) <= size else { return nil }
        return (size, bytes, entry.validators)
    }

    public func read(at offset: UInt64, count: Int, what: String) throws(TileSourceError) -> [UInt8] {
        let (end, overflow) = offset.addingReportingOverflow(UInt64(max(0, count)))
        guard count >= 0, !overflow, end <= size else {
            throw .corrupt(path: name, detail: "\(what) at byte \(offset) (\(count) bytes) runs past the end of the \(size)-byte archive")
        }
        if end <= UInt64(prefix.count) { return Array(prefix[Int(offset) ..< Int(end)]) }
        guard count > 0 else { return [] }
        // Only an archive with an ETag names a version whose ranges can be kept.
        let key = etag.map { "pmtiles-range \(name) \($0) \(offset)-\(end)" }
        let cache = key == nil ? nil : self.cache
        if let key, let held = cache?.entry(for: key), held.body.count == count { return held.body }
        var limits = limits
        limits.maxBodyBytes = count
        let response: HTTPResponse
        do {
            response = try client.fetch(HTTPRequest(url: name, range: offset ..< end, limits: limits))
        } catch {
            throw error.tileSourceError(tile: nil)
        }
        if let etag, response.validators.etag != etag {
            throw .corrupt(path: name, detail: "the archive changed on the server while open (ETag \(etag), now \(response.validators.etag ?? "none"))")
        }
        guard response.status == 206, response.body.count == count else {
            throw .corrupt(path: name, detail: "reading \(what): asked for \(count) bytes at \(offset), got \(response.body.count) (status \(response.status))")
        }
        if let key { cache?.store(DiskTileCache.Entry(body: response.body), for: key) }
        return response.body
    }
}
