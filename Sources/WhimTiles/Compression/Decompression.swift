import CZlib

/// Undoes the transfer compression of tiles and directories: gzip (what PMTiles, MBTiles and HTTP servers
/// use) or a zlib stream, chosen by the bytes' own header. Output is capped by a byte budget, so a
/// "gzip bomb" stops with an error instead of taking the machine's memory.
public enum Decompression {
    /// Whether `bytes` start with the gzip magic (1f 8b).
    public static func isGzip(_ bytes: some Collection<UInt8>) -> Bool {
        var it = bytes.makeIterator()
        return it.next() == 0x1f && it.next() == 0x8b
    }

    /// Why inflating failed.
    public enum Failure: Error, Sendable, Hashable, CustomStringConvertible {
        /// The stream is not valid gzip or zlib data, or ends early.
        case malformed(String)
        /// The output would exceed `limit` bytes.
        case overBudget(limit: Int)

        public var description: String {
            switch self {
            case let .malformed(detail): "the compressed data is damaged: \(detail)"
            case let .overBudget(limit): "inflates to more than \(limit) bytes"
            }
        }
    }

    /// Inflates a gzip or zlib stream (detected from its header) into at most `limit` bytes.
    public static func inflate(_ input: [UInt8], limit: Int) throws(Failure) -> [UInt8] {
        guard !input.isEmpty else { throw .malformed("no data") }
        var output = [UInt8](repeating: 0, count: min(max(limit, 1), max(4096, input.count * 4)))
        var produced = 0
        var stream = z_stream()
        // 15 + 32: a 32 KiB window, and zlib or gzip by the header.
        guard whim_inflate_init2(&stream, 15 + 32) == Z_OK else { throw .malformed("zlib could not start") }
        defer { inflateEnd(&stream) }
        return try input.withUnsafeBufferPointer { (inBuffer) throws(Failure) -> [UInt8] in
            stream.next_in = UnsafeMutablePointer(mutating: inBuffer.baseAddress)
            stream.avail_in = uInt(inBuffer.count)
            while true {
                let status = output.withUnsafeMutableBufferPointer { out -> Int32 in
                    stream.next_out = out.baseAddress! + produced
                    stream.avail_out = uInt(out.count - produced)
                    let status = CZlib.inflate(&stream, Z_NO_FLUSH)
                    produced = out.count - Int(stream.avail_out)
                    return status
                }
                switch status {
                case Z_STREAM_END:
                    output.removeSubrange(produced...)
                    return output
                case Z_OK, Z_BUF_ERROR:
                    if stream.avail_out > 0 {
                        // Room was left, so the input ran out before the stream's end.
                        throw .malformed("the stream ends early after \(produced) bytes")
                    }
                    guard output.count < limit else { throw .overBudget(limit: limit) }
                    output.append(contentsOf: repeatElement(0, count: min(limit, output.count * 2) - output.count))
                default:
                    throw .malformed(stream.msg.map { String(cString: $0) } ?? "zlib error \(status)")
                }
            }
        }
    }

    /// Compresses `input` as gzip (for writing archives and for tests).
    public static func gzip(_ input: [UInt8], level: Int32 = 6) -> [UInt8] {
        var stream = z_stream()
        // 15 + 16: a 32 KiB window with a gzip header.
        guard whim_deflate_init2(&stream, level, 15 + 16) == Z_OK else { return [] }
        defer { deflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(input.count))) + 32)
        var mutableInput = input
        let produced = mutableInput.withUnsafeMutableBufferPointer { inBuffer in
            output.withUnsafeMutableBufferPointer { out -> Int in
                stream.next_in = inBuffer.baseAddress
                stream.avail_in = uInt(inBuffer.count)
                stream.next_out = out.baseAddress
                stream.avail_out = uInt(out.count)
                guard CZlib.deflate(&stream, Z_FINISH) == Z_STREAM_END else { return -1 }
                return out.count - Int(stream.avail_out)
            }
        }
        guard produced >= 0 else { return [] }
        output.removeSubrange(produced...)
        return output
    }
}
