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
        var storage: UnsafeMutablePointer<UInt8>?
        defer { storage?.deallocate() }
        do throws(InflateLoop.Stop) {
            let produced = try input.withUnsafeBufferPointer { (bytes) throws(InflateLoop.Stop) -> Int in
                try InflateLoop.run(UnsafeRawBufferPointer(bytes), windowBits: InflateLoop.gzipOrZlib, initial: max(4096, input.count * 4),
                                    limit: max(limit, 1)) { capacity, keeping in
                    let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
                    if let old = storage {
                        grown.update(from: old, count: keeping)
                        old.deallocate()
                    }
                    storage = grown
                    return grown
                }
            }
            return [UInt8](UnsafeBufferPointer(start: storage, count: produced))
        } catch {
            switch error {
            case .cannotStart: throw .malformed("zlib could not start")
            case let .malformed(message): throw .malformed(message)
            case let .endsEarly(produced): throw .malformed("the stream ends early after \(produced) bytes")
            case .full: throw .overBudget(limit: limit)
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
