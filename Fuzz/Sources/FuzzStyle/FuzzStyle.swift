import WhimStyle

/// One input: any bytes as a style document. The parser must return a document or throw a one-line
/// `StyleError`; a document's layers are then evaluated against a small feature at a few zooms.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStyle(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    do {
        let doc = try StyleDocument.parse(bytes)
        for w in doc.warnings where w.description.contains("\n") { fatalError("multi-line warning") }
        let feature = StaticFeature(.lineString, id: .number(7), [
            "class": .string("primary"), "name": .string("A"), "rank": .number(2), "admin_level": .number(2),
        ])
        for zoom in [0.0, 5, 12.5, 24] {
            for layer in doc.layers {
                let l = layer.atZoom(zoom)
                _ = l.matches(feature, zoom: zoom)
                switch l.type {
                case .fill: _ = l.fill(zoom: zoom, feature: feature)
                case .line: _ = l.line(zoom: zoom, feature: feature)
                case .circle: _ = l.circle(zoom: zoom, feature: feature)
                case .symbol: _ = l.symbol(zoom: zoom, feature: feature)
                case .background: _ = l.background(zoom: zoom)
                case .unsupported: break
                }
            }
        }
    } catch {
        if error.description.contains("\n") { fatalError("multi-line error for a style") }
    }
    return 0
}
