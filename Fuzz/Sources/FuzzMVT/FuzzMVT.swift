import WhimTiles

/// One input: any bytes as a vector tile (raw or gzip). The decoder must return a tile or throw an
/// `MVTError`; a crash, a hang or an allocation past libFuzzer's `-rss_limit_mb` is a finding. A decoded
/// tile is walked (every part, every property) so bad indices inside it would trap here.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMVT(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    do {
        let tile = try MVTDecoder.decode(bytes, limits: MVTLimits(maxLayers: 100, maxFeaturesPerLayer: 10_000,
                                                                  maxPointsPerTile: 1_000_000, maxBytes: 4 << 20))
        var sum = 0
        for layer in tile.layers {
            for feature in layer.features {
                for i in 0..<feature.partCount { sum &+= feature.part(i).count }
                sum &+= layer.properties(of: feature).count
            }
        }
        _ = MVTEncoder.encode(tile)
        precondition(sum >= 0)
    } catch {
        _ = "\(error)"
    }
    return 0
}
