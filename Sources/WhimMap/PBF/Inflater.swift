import WhimTiles

/// zlib inflate into a reusable buffer, checked against the size the blob declares.
///
/// Owns its memory so that readers may point into it until the next `inflate` call; the zlib loop itself
/// is WhimTiles' `InflateLoop`, shared with tile decompression.
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

    private func reserve(_ wanted: Int, keeping: Int) -> UnsafeMutablePointer<UInt8> {
        guard wanted > capacity else { return storage }
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: wanted)
        grown.update(from: storage, count: keeping)
        storage.deallocate()
        storage = grown
        capacity = wanted
        return storage
    }

    /// Inflates `input` (a zlib stream) that declares `rawSize` bytes of output (nil when undeclared),
    /// never producing more than `limit` bytes.
    func inflate(_ input: UnsafeRawBufferPointer, rawSize: Int?, limit: Int, blob: Int) throws(PBFError) {
        count = 0
        guard input.baseAddress != nil, input.count > 0 else {
            throw .badCompression(blob: blob, detail: "the zlib data is empty")
        }
        // One spare byte lets a stream longer than declared show itself instead of stopping exactly at the end.
        let initial = rawSize.map { $0 + 1 } ?? min(limit, max(64 * 1024, input.count * 4))
        let produced: Int
        do throws(InflateLoop.Stop) {
            produced = try InflateLoop.run(input, windowBits: InflateLoop.zlib, initial: initial,
                                           limit: rawSize.map { $0 + 1 } ?? limit) { wanted, keeping in
                reserve(wanted, keeping: keeping)
            }
        } catch {
            switch error {
            case .cannotStart: throw .badCompression(blob: blob, detail: "zlib could not start (out of memory?)")
            case let .malformed(message): throw .badCompression(blob: blob, detail: message)
            case let .endsEarly(produced):
                throw .badCompression(blob: blob, detail: "the zlib stream ends early after \(produced) bytes")
            case let .full(window):
                if let rawSize { throw .badCompression(blob: blob, detail: "inflates to more than its raw_size of \(rawSize) bytes") }
                throw .blobTooLarge(size: window, at: blob)
            }
        }
        if let rawSize, produced != rawSize {
            throw .badCompression(blob: blob, detail: "inflates to \(produced) bytes, but its raw_size says \(rawSize)")
        }
        count = produced
    }
}
