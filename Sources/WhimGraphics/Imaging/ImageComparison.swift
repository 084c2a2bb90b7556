/// How much two images may differ and still count as the same: a pixel *differs* when one of its channels
/// is off by more than `maxChannelDelta` (0...255); the images match when at most `maxDifferingPixels` differ.
public struct ImageTolerance: Hashable, Sendable, CustomStringConvertible {
    /// The largest per-channel difference (0...255) a pixel may have and still count as equal.
    public var maxChannelDelta: Int
    /// How many pixels may differ by more than ``maxChannelDelta`` while the images still match.
    public var maxDifferingPixels: Int

    /// A tolerance allowing `maxDifferingPixels` pixels off by more than `maxChannelDelta`.
    public init(maxChannelDelta: Int, maxDifferingPixels: Int) {
        self.maxChannelDelta = maxChannelDelta
        self.maxDifferingPixels = maxDifferingPixels
    }

    /// Every pixel identical.
    public static let exact = ImageTolerance(maxChannelDelta: 0, maxDifferingPixels: 0)

    /// The tolerance in words, for failure messages.
    public var description: String { "channel delta ≤ \(maxChannelDelta), differing pixels ≤ \(maxDifferingPixels)" }
}

/// The measured difference between two images.
public struct ImageDifference: Hashable, Sendable, CustomStringConvertible {
    /// The sizes when they differ (then nothing else is compared).
    public var sizeMismatch: (expected: PixelSize, actual: PixelSize)?
    /// The largest channel difference of any pixel (0...255).
    public var maxChannelDelta: Int
    /// Pixels whose largest channel difference exceeds the tolerance's channel delta.
    public var differingPixels: Int
    /// Pixels that differ at all.
    public var changedPixels: Int
    /// Pixels compared (width × height); 0 when the sizes differ.
    public var pixelCount: Int

    /// Whether the difference is within the tolerance.
    public func isWithin(_ tolerance: ImageTolerance) -> Bool {
        sizeMismatch == nil && differingPixels <= tolerance.maxDifferingPixels
    }

    /// A one-line summary for test failures.
    public var description: String {
        if let m = sizeMismatch { return "size differs: expected \(m.expected), got \(m.actual)" }
        return "max channel delta \(maxChannelDelta), \(differingPixels) pixels over tolerance, \(changedPixels) of \(pixelCount) changed"
    }

    /// Equal when every measured figure matches; the size mismatch is compared by its two sizes (tuples are not Equatable).
    public static func == (a: ImageDifference, b: ImageDifference) -> Bool {
        a.sizeMismatch?.expected == b.sizeMismatch?.expected && a.sizeMismatch?.actual == b.sizeMismatch?.actual
            && a.maxChannelDelta == b.maxChannelDelta && a.differingPixels == b.differingPixels
            && a.changedPixels == b.changedPixels && a.pixelCount == b.pixelCount
    }

    /// Hashes the channel delta and pixel counts (a subset of what `==` compares, so equal values hash equal).
    public func hash(into h: inout Hasher) {
        h.combine(maxChannelDelta)
        h.combine(differingPixels)
        h.combine(changedPixels)
    }
}

/// Pixel-by-pixel comparison of two surfaces, the judge of every golden image.
///
/// Pixels are compared as premultiplied ARGB with RGB24 read as alpha 255, so an RGB24 frame and the same
/// frame decoded from an opaque PNG compare equal.
public enum ImageComparison {
    /// Measures how `actual` differs from `expected`; `tolerance.maxChannelDelta` sets which pixels count as differing.
    public static func compare(
        expected: Surface, actual: Surface, tolerance: ImageTolerance = .exact
    ) -> ImageDifference {
        guard expected.width == actual.width, expected.height == actual.height else {
            return ImageDifference(
                sizeMismatch: (expected.pixelSize, actual.pixelSize), maxChannelDelta: 255,
                differingPixels: max(expected.width * expected.height, actual.width * actual.height),
                changedPixels: 0, pixelCount: 0)
        }
        var maxDelta = 0, differing = 0, changed = 0
        forEachPixelPair(expected, actual) { _, _, e, a in
            let d = delta(e, a)
            if d > 0 { changed += 1 }
            if d > tolerance.maxChannelDelta { differing += 1 }
            if d > maxDelta { maxDelta = d }
        }
        return ImageDifference(
            sizeMismatch: nil, maxChannelDelta: maxDelta, differingPixels: differing, changedPixels: changed,
            pixelCount: expected.width * expected.height)
    }

    /// An RGB24 picture of the difference: the expected image faded to grey, with pixels over the
    /// tolerance in red (brighter for larger deltas) and smaller changes in yellow. Sizes that differ give
    /// the larger size, with the missing area magenta.
    public static func diffImage(expected: Surface, actual: Surface, tolerance: ImageTolerance = .exact) -> Surface {
        let w = max(expected.width, actual.width), h = max(expected.height, actual.height)
        let out = try! Surface(width: w, height: h, format: .rgb24)
        Canvas(out).clear(Color(0xFF00FF))
        let common = PixelRect(x: 0, y: 0, width: min(expected.width, actual.width), height: min(expected.height, actual.height))
        out.withPixels { dst in
            forEachPixelPair(expected, actual, in: common) { x, y, e, a in
                let d = delta(e, a)
                let grey = (((e >> 16) & 0xFF) + ((e >> 8) & 0xFF) + (e & 0xFF)) / 3
                let faded = UInt32(200 + (grey * 55) / 255)
                let pixel: UInt32
                if d > tolerance.maxChannelDelta {
                    pixel = UInt32(0xFF0000) | (UInt32(max(0, 160 - d / 2)) << 8)
                } else if d > 0 {
                    pixel = 0xFFD700
                } else {
                    pixel = (faded << 16) | (faded << 8) | faded
                }
                dst.storeBytes(of: pixel, toByteOffset: y * out.stride + x * 4, as: UInt32.self)
            }
        }
        return out
    }

    /// The largest channel difference between two pixels (premultiplied ARGB words).
    @inline(__always)
    static func delta(_ e: UInt32, _ a: UInt32) -> Int {
        var m = 0
        for shift in stride(from: 0, through: 24, by: 8) {
            let d = abs(Int((e >> UInt32(shift)) & 0xFF) - Int((a >> UInt32(shift)) & 0xFF))
            if d > m { m = d }
        }
        return m
    }

    private static func forEachPixelPair(
        _ e: Surface, _ a: Surface, in rect: PixelRect? = nil, _ body: (Int, Int, UInt32, UInt32) -> Void
    ) {
        let r = rect ?? e.bounds
        let eOpaque: UInt32 = e.format == .rgb24 ? 0xFF00_0000 : 0
        let aOpaque: UInt32 = a.format == .rgb24 ? 0xFF00_0000 : 0
        e.withPixelsReadOnly { eb in
            a.withPixelsReadOnly { ab in
                for y in r.minY..<r.maxY {
                    for x in r.minX..<r.maxX {
                        let ev = eb.load(fromByteOffset: y * e.stride + x * 4, as: UInt32.self) | eOpaque
                        let av = ab.load(fromByteOffset: y * a.stride + x * 4, as: UInt32.self) | aOpaque
                        body(x, y, ev, av)
                    }
                }
            }
        }
    }
}
