import Foundation
import WhimGraphics

/// Where a frame first differs from its reference, beyond the tolerance.
public struct PixelMismatch: CustomStringConvertible, Sendable {
    public var x: Int
    public var y: Int
    /// The pixels as 0xRRGGBB.
    public var expected: UInt32
    public var actual: UInt32
    /// How many pixels differ beyond the tolerance in all.
    public var count: Int

    public var description: String {
        "\(count) pixel(s) differ; first at (\(x), \(y)): expected #\(hex(expected)), got #\(hex(actual))"
    }

    private func hex(_ v: UInt32) -> String {
        let s = String(v & 0xFFFFFF, radix: 16, uppercase: true)
        return String(repeating: "0", count: 6 - s.count) + s
    }
}

/// The tolerance between the compositor and the reference. Each channel of every pixel may differ by
/// `blendDelta` (cairo and pixman round 8-bit blends of translucent layers in different steps, by one
/// level per translucent layer at most; two where two translucent layers stack), and on
/// the antialiased edge of a circular clip — pixels whose centre lies within `edgeWidth` of a clip
/// circle — by `edgeDelta` (they estimate the coverage of an edge pixel differently).
public struct ReferenceTolerance: Sendable {
    public var blendDelta: Int
    public var edgeWidth: Double
    public var edgeDelta: Int

    public init(blendDelta: Int, edgeWidth: Double, edgeDelta: Int) {
        self.blendDelta = blendDelta
        self.edgeWidth = edgeWidth
        self.edgeDelta = edgeDelta
    }

    /// The tolerance the differential tests use: ±2 per channel, ±64 within a pixel of a clip's edge.
    public static let standard = ReferenceTolerance(blendDelta: 2, edgeWidth: 1, edgeDelta: 64)
    /// No difference at all (an incremental frame against a fresh one).
    public static let exact = ReferenceTolerance(blendDelta: 0, edgeWidth: 0, edgeDelta: 0)
}

public enum ReferenceComparison {
    /// Compares two RGB24 frames of the same size under `tolerance`, with the clip circles whose edges
    /// may differ; nil when they match.
    public static func mismatch(
        actual: Surface, expected: Surface, edges: [Circle], tolerance: ReferenceTolerance = .standard
    ) -> PixelMismatch? {
        precondition(actual.pixelSize == expected.pixelSize, "frames of different sizes")
        let width = actual.width, height = actual.height
        var first: PixelMismatch?
        var count = 0
        actual.withPixelsReadOnly { a in
            expected.withPixelsReadOnly { e in
                for y in 0..<height {
                    let ra = a.baseAddress! + y * actual.stride, re = e.baseAddress! + y * expected.stride
                    // Most rows are identical: one memcmp each; only rows that differ are looked at pixel by pixel.
                    if memcmp(ra, re, width * 4) == 0 { continue }
                    let pa = ra.assumingMemoryBound(to: UInt32.self), pe = re.assumingMemoryBound(to: UInt32.self)
                    for x in 0..<width {
                        let va = pa[x] & 0xFFFFFF, ve = pe[x] & 0xFFFFFF
                        if va == ve { continue }
                        let delta = channelDelta(va, ve)
                        if delta <= tolerance.blendDelta { continue }
                        if isOnEdge(x: x, y: y, edges: edges, width: tolerance.edgeWidth),
                            delta <= tolerance.edgeDelta
                        {
                            continue
                        }
                        count += 1
                        if first == nil { first = PixelMismatch(x: x, y: y, expected: ve, actual: va, count: 0) }
                    }
                }
            }
        }
        first?.count = count
        return first
    }

    static func isOnEdge(x: Int, y: Int, edges: [Circle], width: Double) -> Bool {
        let px = Double(x) + 0.5, py = Double(y) + 0.5
        for c in edges {
            let dx = px - c.center.x, dy = py - c.center.y
            if abs((dx * dx + dy * dy).squareRoot() - c.radius) < width { return true }
        }
        return false
    }

    static func channelDelta(_ a: UInt32, _ b: UInt32) -> Int {
        var m = 0
        for shift in [0, 8, 16] as [UInt32] {
            m = max(m, abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF)))
        }
        return m
    }
}
