import WhimGraphics

/// A sprite sheet: the index (`sprite.json`: name → x, y, width, height, pixelRatio, sdf) and the PNG it
/// cuts from. Entries that are malformed or reach outside the image are left out with a warning.
public final class SpriteSheet: @unchecked Sendable {
    /// One image in the sheet.
    public struct Entry: Hashable, Sendable {
        /// The image's rectangle in the sheet, in pixels.
        public var x, y, width, height: Int
        /// Sheet pixels per logical pixel (2 for "@2x" sheets).
        public var pixelRatio: Double
        /// Whether the image is a signed distance field, to be tinted with `icon-color`.
        public var sdf: Bool
    }

    /// The entries by name.
    public let entries: [String: Entry]
    /// The decoded sheet (shared, read only: the sheet is immutable after loading).
    public let image: Surface
    /// What was left out while loading.
    public let warnings: [StyleWarning]

    /// A sheet from its index JSON and its PNG.
    public init(json: [UInt8], png: [UInt8], warn: (StyleWarning) -> Void = { _ in }) throws(StyleError) {
        let index = try JSONParser.parse(json, limits: .init(bytes: 8 << 20, depth: 16))
        guard case .object(let members) = index else { throw .invalidSprite("index root is a \(index.typeName), not an object") }
        let surface: Surface
        do {
            surface = try Surface(pngData: png, name: "sprite")
        } catch {
            throw .invalidSprite(error.description)
        }
        var entries: [String: Entry] = [:]
        var warnings: [StyleWarning] = []
        for (name, value) in members {
            func int(_ key: String) -> Int? {
                guard let v = value[key]?.number, v == v.rounded(), v >= 0, v <= Double(Surface.maximumSide) else { return nil }
                return Int(v)
            }
            guard let x = int("x"), let y = int("y"), let w = int("width"), let h = int("height"), w > 0, h > 0 else {
                let warning = StyleWarning(.invalidEntry, name, detail: "needs whole x, y, width and height")
                warnings.append(warning)
                warn(warning)
                continue
            }
            guard x + w <= surface.width, y + h <= surface.height else {
                let warning = StyleWarning(
                    .invalidEntry, name, detail: "\(w)×\(h) at (\(x), \(y)) reaches outside the \(surface.width)×\(surface.height) image")
                warnings.append(warning)
                warn(warning)
                continue
            }
            let ratio = value["pixelRatio"]?.number ?? 1
            entries[name] = Entry(
                x: x, y: y, width: w, height: h, pixelRatio: ratio.isFinite && ratio > 0 ? ratio : 1,
                sdf: value["sdf"] == .bool(true))
        }
        self.entries = entries
        self.image = surface
        self.warnings = warnings
    }

    /// The entry named `name`, nil if the sheet has none.
    public func entry(_ name: String) -> Entry? { entries[name] }

    /// The image named `name` copied out of the sheet, nil if there is none.
    public func image(named name: String) -> Surface? {
        guard let e = entries[name], let out = try? Surface(width: e.width, height: e.height) else { return nil }
        image.withPixelsReadOnly { src in
            out.withPixels { dst in
                let bytesPerPixel = 4
                let opaque: UInt32 = image.format == .argb32 ? 0 : 0xFF00_0000
                for row in 0..<e.height {
                    let from = (e.y + row) * image.stride + e.x * bytesPerPixel
                    let to = row * out.stride
                    for col in 0..<e.width {
                        let p = src.loadUnaligned(fromByteOffset: from + col * bytesPerPixel, as: UInt32.self)
                        dst.storeBytes(of: p | opaque, toByteOffset: to + col * bytesPerPixel, as: UInt32.self)
                    }
                }
            }
        }
        return out
    }
}
