import Testing
@testable import WhimTiles

@Suite struct DecompressionTests {
    @Test(arguments: [0, 1, 100, 70_000])
    func gzipRoundTrips(count: Int) throws {
        var generator = SystemRandomNumberGenerator()
        let input = (0..<count).map { _ in UInt8.random(in: 0...3, using: &generator) }
        let packed = Decompression.gzip(input)
        #expect(Decompression.isGzip(packed))
        #expect(try Decompression.inflate(packed, limit: max(1, count)) == input)
    }

    @Test func aBombStopsAtTheBudget() {
        let bomb = Decompression.gzip([UInt8](repeating: 0, count: 10_000_000))
        #expect(bomb.count < 20_000)
        #expect(throws: Decompression.Failure.overBudget(limit: 1 << 20)) { try Decompression.inflate(bomb, limit: 1 << 20) }
    }

    @Test func truncatedAndGarbageStreamsAreErrors() {
        let packed = Decompression.gzip(Array("hello hello hello".utf8))
        #expect(throws: Decompression.Failure.self) { try Decompression.inflate(Array(packed.prefix(packed.count - 6)), limit: 100) }
        #expect(throws: Decompression.Failure.self) { try Decompression.inflate([1, 2, 3, 4, 5], limit: 100) }
        #expect(throws: Decompression.Failure.self) { try Decompression.inflate([], limit: 100) }
    }
}
