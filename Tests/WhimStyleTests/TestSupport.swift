import Foundation
import Testing
import WhimGraphics
@testable import WhimStyle

/// The bytes of a file under Fixtures/.
func fixture(_ path: String) throws -> [UInt8] {
    let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    return Array(try Data(contentsOf: dir.appendingPathComponent(path)))
}

/// The bytes of a file under the package's Assets/.
func asset(_ path: String) throws -> [UInt8] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    return Array(try Data(contentsOf: root.appendingPathComponent("Assets").appendingPathComponent(path)))
}

/// A style document from JSON text, its warnings collected.
func style(_ json: String) throws(StyleError) -> StyleDocument {
    try StyleDocument.parse(Array(json.utf8))
}

/// A one-layer style around a layer's JSON.
func layer(_ json: String) throws -> StyleLayer {
    try #require(try style(#"{"version":8,"sources":{},"layers":["# + json + "]}").layers.first)
}

/// An expression compiled from JSON text and evaluated.
func eval(_ json: String, zoom: Double = 0, _ feature: StaticFeature = .empty) throws -> StyleValue {
    try StyleExpression.parse(Array(json.utf8)).evaluate(zoom: zoom, feature: feature)
}

/// Two doubles equal within `tolerance`.
func close(_ a: Double?, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    guard let a else { return false }
    return abs(a - b) <= tolerance * max(1, abs(b))
}

extension StyleDocument {
    /// The layer with `id`, or a test failure.
    func required(_ id: String) throws -> StyleLayer { try #require(layer(id)) }
}
