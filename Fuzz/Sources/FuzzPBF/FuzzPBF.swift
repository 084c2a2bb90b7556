import WhimMap

/// One input: any bytes as a PBF file. The decoder must return data or throw a `PBFError`; a crash, a
/// hang or an allocation past libFuzzer's `-rss_limit_mb` is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPBF(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    do {
        let decoded = try PBFDecoder.decode(bytes)
        _ = decoded.nodes.count
    } catch {
        _ = "\(error)"
    }
    return 0
}
