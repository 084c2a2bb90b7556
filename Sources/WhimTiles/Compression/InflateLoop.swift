import CZlib

/// The zlib inflate loop behind `Decompression.inflate` (a new array per call) and the OSM PBF decoder's
/// `Inflater` (one buffer reused across blobs): runs a gzip or zlib stream into output that starts at a
/// given size and doubles up to a limit, the caller owning the memory.
package enum InflateLoop {
    /// Why the stream was not inflated.
    package enum Stop: Error, Sendable, Hashable {
        /// zlib could not initialise (out of memory).
        case cannotStart
        /// zlib rejected the data; its message.
        case malformed(String)
        /// The input ran out before the end of the stream, after `produced` bytes of output.
        case endsEarly(produced: Int)
        /// The output reached `limit` bytes and the stream had more.
        case full(limit: Int)
    }

    /// zlib's window bits for a zlib stream only.
    package static let zlib: Int32 = 15
    /// zlib's window bits for gzip or zlib, chosen by the stream's header.
    package static let gzipOrZlib: Int32 = 15 + 32

    /// Inflates `input` and returns the number of bytes produced. `buffer(capacity, keeping)` returns
    /// memory for at least `capacity` bytes whose first `keeping` bytes are those produced so far; it is
    /// called first with `initial` bytes, then with doubled sizes up to `limit`.
    package static func run(_ input: UnsafeRawBufferPointer, windowBits: Int32, initial: Int, limit: Int,
                            buffer: (_ capacity: Int, _ keeping: Int) -> UnsafeMutablePointer<UInt8>) throws(Stop) -> Int {
        var stream = z_stream()
        stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress?.assumingMemoryBound(to: Bytef.self))
        stream.avail_in = uInt(input.count)
        guard whim_inflate_init2(&stream, windowBits) == Z_OK else { throw .cannotStart }
        defer { inflateEnd(&stream) }
        var window = max(1, min(initial, limit))
        var storage = buffer(window, 0)
        var produced = 0
        while true {
            stream.next_out = storage + produced
            stream.avail_out = uInt(window - produced)
            let status = CZlib.inflate(&stream, Z_NO_FLUSH)
            produced = window - Int(stream.avail_out)
            switch status {
            case Z_STREAM_END:
                return produced
            case Z_OK, Z_BUF_ERROR:
                // Room was left, so the input ran out before the stream's end.
                if stream.avail_out > 0 { throw .endsEarly(produced: produced) }
                guard window < limit else { throw .full(limit: limit) }
                window = min(limit, window * 2)
                storage = buffer(window, produced)
            default:
                throw .malformed(stream.msg.map { String(cString: $0) } ?? "zlib error \(status)")
            }
        }
    }
}
