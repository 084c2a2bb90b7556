import CZlib

/// zlib inflate into a reusable buffer, checked against the size the blob declares.
///
/// Owns its memory so that readers may point into it until the next `inflate` call.
final class Inflater {
    private var storage: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// The number of valid bytes from the last call.
    private(set) var count = 0

    init() {
        capacity = 64 * 1024
        storage = .allocate(capacity: capacity)
    }

    deinit { storage.deallocate() }

    /// The bytes inflated by the last call.
    var bytes: UnsafePointer<UInt8> { UnsafePointer(storage) }

    private func reserve(_ wanted: Int, keeping: Int) {
        guard wanted > capacity else { return }
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: wanted)
        grown.update(from: storage, count: keeping)
        storage.deallocate()
        storage = grown
        capacity = wanted
    }

    /// Inflates `input` (a zlib stream) that declares `rawSize` bytes of output (nil when undeclared),
    /// never producing more than `limit` bytes.
    func inflate(_ input: UnsafeRawBufferPointer, rawSize: Int?, limit: Int, blob: Int) throws(PBFError) {
        count = 0
        guard let inputBase = input.baseAddress, input.count > 0 else {
            throw .badCompression(blob: blob, detail: "the zlib data is empty")
        }
        // One spare byte lets a stream longer than declared show itself instead of stopping exactly at the end.
        let initial = rawSize.map { $0 + 1 } ?? min(limit, max(64 * 1024, input.count * 4))
        reserve(initial, keeping: 0)
        var stream = z_stream()
        stream.next_in = UnsafeMutablePointer(mutating: inputBase.assumingMemoryBound(to: Bytef.self))
        stream.avail_in = uInt(input.count)
        guard whim_inflate_init(&stream) == Z_OK else {
            throw .badCompression(blob: blob, detail: "zlib could not start (out of memory?)")
        }
        defer { inflateEnd(&stream) }
        var produced = 0
        var window = initial
        while true {
            stream.next_out = storage + produced
            stream.avail_out = uInt(window - produced)
            let status = CZlib.inflate(&stream, Z_NO_FLUSH)
            produced = window - Int(stream.avail_out)
            switch status {
            case Z_STREAM_END:
                if let rawSize, produced != rawSize {
                    throw .badCompression(blob: blob, detail: "inflates to \(produced) bytes, but its raw_size says \(rawSize)")
                }
                count = produced
                return
            case Z_OK, Z_BUF_ERROR:
                if stream.avail_out > 0 {
                    throw .badCompression(blob: blob, detail: "the zlib stream ends early after \(produced) bytes")
                }
                if let rawSize {
                    throw .badCompression(blob: blob, detail: "inflates to more than its raw_size of \(rawSize) bytes")
                }
                guard window < limit else { throw .blobTooLarge(size: window, at: blob) }
                window = min(limit, window * 2)
                reserve(window, keeping: produced)
            default:
                let message = stream.msg.map { String(cString: $0) } ?? "zlib error \(status)"
                throw .badCompression(blob: blob, detail: message)
            }
        }
    }
}
