import Dispatch
import Glibc

/// Fresh memory paged in ahead of the frame that needs it, on every core.
///
/// The first write to each 4 KiB page of new memory faults, and the kernel finds, zeroes and maps a page:
/// on this project's VM 0.6–0.9 ms a megabyte, so a 1080p window's first frame spent about 30 ms of its
/// time (and 89 % of its samples under perf) on the page faults of the map's mosaic, its composed surface
/// and the frame. Launch writes zeros over such memory instead, split between cores: the kernel's work
/// for one process's faults runs in parallel (33 MB on this 2-core VM: 27 ms on one thread, 14 ms on two),
/// and the other core is idle while an app launches.
///
/// Only for memory whose bytes are all zero or do not matter yet: the writing clears it.
public enum PageIn {
    /// Pieces of this many bytes are handed to the cores (small enough to share well, large enough that
    /// handing them out costs nothing).
    static let piece = 1 << 20

    /// Writes zeros over every byte of `regions`, in 1 MiB pieces shared between the calling thread and
    /// libdispatch's worker threads; returns when all are written.
    public static func zeroing(_ regions: [UnsafeMutableRawBufferPointer]) { filling(regions, with: 0) }

    /// Writes the 32-bit `word` (native byte order) over every 4 bytes of each region from its start, a
    /// tail under 4 bytes getting the word's first bytes: memory paged in already holding the pixel a
    /// surface will be filled with (a map's land colour), so that first fill can be skipped. Shared between
    /// cores like `zeroing`.
    public static func filling(_ regions: [UnsafeMutableRawBufferPointer], with word: UInt32) {
        var pieces: [Piece] = []
        for region in regions {
            guard let base = region.baseAddress else { continue }
            var offset = 0
            while offset < region.count {
                let count = min(piece, region.count - offset)
                pieces.append(Piece(base: base + offset, count: count))
                offset += count
            }
        }
        guard pieces.count > 1 else {
            for p in pieces { p.fill(with: word) }
            return
        }
        let all = pieces
        DispatchQueue.concurrentPerform(iterations: all.count) { i in all[i].fill(with: word) }
    }

    /// One stretch of memory to write: disjoint from every other piece, so threads may write them at once.
    struct Piece: @unchecked Sendable {
        var base: UnsafeMutableRawPointer
        var count: Int

        /// Writes `word` over the piece (it starts a whole number of words into its region: pieces are
        /// whole MiB).
        func fill(with word: UInt32) {
            guard word != 0 else {
                memset(base, 0, count)
                return
            }
            // The word, then what is written so far doubled: any alignment, memcpy's speed.
            withUnsafeBytes(of: word) { base.copyMemory(from: $0.baseAddress!, byteCount: min(4, count)) }
            var done = min(4, count)
            while done < count {
                let n = min(done, count - done)
                memcpy(base + done, base, n)
                done += n
            }
        }
    }
}

extension Surface {
    /// Clears the surface to all-zero bytes (transparent black; black for RGB24) with `PageIn.zeroing`: for
    /// a new surface, whose pixels are zero already, it only pages its memory in, so that the first frame
    /// drawing into it takes no page faults. Launch work; a frame should never call it.
    public func pageIn() {
        withPixels { PageIn.zeroing([$0]) }
    }
}
