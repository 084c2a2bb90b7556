import Testing
import WhimGraphics
import WhimTestSupport

@Suite("Memory paged in at launch")
struct PageInTests {
    /// Regions of random sizes (empty, under one piece, several pieces and a remainder) inside one buffer
    /// full of 0xAB, with gaps between them: every byte of a region reads zero after, and every byte of a
    /// gap still reads 0xAB, so no thread wrote past its piece or missed one.
    @Test(arguments: [UInt64(3), 17, 2024])
    func everyByteOfEveryRegionIsZeroedAndNothingElse(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let sizes = (0..<7).map { _ in Int.random(in: 0...(3 << 20) + 4099, using: &random) } + [0, 1]
        let gap = 64
        let total = sizes.reduce(gap) { $0 + $1 + gap }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: total, alignment: 64)
        defer { buffer.deallocate() }
        buffer.initializeMemory(as: UInt8.self, repeating: 0xAB)
        var regions: [UnsafeMutableRawBufferPointer] = []
        var inside = [Bool](repeating: false, count: total)
        var offset = gap
        for size in sizes {
            regions.append(UnsafeMutableRawBufferPointer(rebasing: buffer[offset..<offset + size]))
            for i in offset..<offset + size { inside[i] = true }
            offset += size + gap
        }
        PageIn.zeroing(regions)
        var wrong = 0
        for i in 0..<total where buffer[i] != (inside[i] ? 0 : 0xAB) { wrong += 1 }
        #expect(wrong == 0, "\(wrong) bytes wrong over regions of \(sizes) bytes")
    }

    /// The same regions filled with a random word: every byte of a region is its word's byte at the
    /// offset from the region's start (mod 4; regions start at any alignment and end anywhere), gaps keep
    /// 0xAB.
    @Test(arguments: [UInt64(4), 29, 3001])
    func everyRegionHoldsTheWordFromItsStartAndNothingElseIsWritten(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let word = UInt32.random(in: 1...UInt32.max, using: &random)
        let bytes = withUnsafeBytes(of: word) { Array($0) }
        let sizes = (0..<7).map { _ in Int.random(in: 0...(3 << 20) + 4099, using: &random) } + [0, 1, 2, 3, 5]
        let total = sizes.reduce(64) { $0 + $1 + 61 }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: total, alignment: 64)
        defer { buffer.deallocate() }
        buffer.initializeMemory(as: UInt8.self, repeating: 0xAB)
        var regions: [UnsafeMutableRawBufferPointer] = []
        var expected = [UInt8](repeating: 0xAB, count: total)
        var offset = 61  // regions start off any word boundary
        for size in sizes {
            regions.append(UnsafeMutableRawBufferPointer(rebasing: buffer[offset..<offset + size]))
            for i in 0..<size { expected[offset + i] = bytes[i % 4] }
            offset += size + 61
        }
        PageIn.filling(regions, with: word)
        var wrong = 0
        for i in 0..<total where buffer[i] != expected[i] { wrong += 1 }
        #expect(wrong == 0, "\(wrong) bytes wrong for word \(String(word, radix: 16)) over regions of \(sizes) bytes")
    }

    @Test func emptyRegionsWriteNothing() {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 4096, alignment: 64)
        defer { buffer.deallocate() }
        buffer.initializeMemory(as: UInt8.self, repeating: 0xAB)
        PageIn.zeroing([])
        PageIn.zeroing([UnsafeMutableRawBufferPointer(start: nil, count: 0), UnsafeMutableRawBufferPointer(rebasing: buffer[100..<100])])
        PageIn.filling([UnsafeMutableRawBufferPointer(start: nil, count: 0), UnsafeMutableRawBufferPointer(rebasing: buffer[100..<100])], with: 0x1234_5678)
        #expect(buffer.allSatisfy { $0 == 0xAB })
    }

    @Test func aSurfacePagedInReadsAllZero() throws {
        let s = try Surface(width: 700, height: 500, format: .argb32)
        Canvas(s).clear(Color(0x336699))
        s.pageIn()
        #expect(s.withPixelsReadOnly { $0.allSatisfy { $0 == 0 } })
        #expect(s.pixel(x: 699, y: 499) == .clear)
    }
}
