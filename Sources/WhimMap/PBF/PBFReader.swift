import WhimTiles

/// The protobuf reader of the OSM PBF decoder: WhimTiles' wire reader, throwing `PBFError.malformed`
/// with the file offset of the blob it reads.
typealias PBFReader = WireReader<PBFError>

extension PBFError: WireFailure {
    package static func wire(_ problem: WireError, origin: Int) -> PBFError {
        .malformed(problem.detail, blob: origin)
    }
}
