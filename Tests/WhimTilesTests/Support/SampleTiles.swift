/// Bytes shaped like vector tiles for MBTiles tests: one to four `layers` fields (protobuf field 3,
/// length-delimited) holding random bytes. The archive checks only this top-level shape.
enum SampleTiles {
    static func random(using generator: inout some RandomNumberGenerator) -> [UInt8] {
        var tile: [UInt8] = []
        for _ in 0..<Int.random(in: 1...4, using: &generator) {
            let count = Int.random(in: 0...100, using: &generator)
            tile += [0x1a, UInt8(count)] + (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
        }
        return tile
    }
}
