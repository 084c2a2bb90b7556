import Glibc
import WhimTiles

/// The archive file the inputs are written to (in shared memory: the reader only takes paths).
private let scratch = "/dev/shm/fuzz-pmtiles-\(getpid()).pmtiles"

/// One input: any bytes as a PMTiles archive: its header, root and leaf directories and metadata are
/// parsed on open, then tiles at zooms 0–3 and a few deeper ones are looked up. Each step must succeed or
/// throw a `TileSourceError`; a crash, a hang or a runaway allocation is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPMTiles(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let descriptor = open(scratch, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return 0 }
    var written = 0
    while written < size {
        let n = write(descriptor, data + written, size - written)
        guard n > 0 else { break }
        written += n
    }
    close(descriptor)
    let limits = PMTilesLimits(maxTileBytes: 1 << 20, maxDirectoryBytes: 1 << 20, maxLeafDepth: 4, leafCacheCount: 4)
    guard let archive = try? PMTilesArchive(path: scratch, limits: limits) else { return 0 }
    _ = archive.metadata.name
    for z in 0...3 {
        for x in 0..<(1 << z) {
            for y in 0..<(1 << z) { _ = try? archive.tile(TileID(z: z, x: x, y: y)) }
        }
    }
    for z in [8, 14, 20, 30] { _ = try? archive.tile(TileID(z: z, x: (1 << z) / 3, y: (1 << z) / 5)) }
    return 0
}
