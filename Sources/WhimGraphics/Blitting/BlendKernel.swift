import CCairo

/// One source of a one-pass blend: a surface with its top-left corner at `offset`, at an 8-bit opacity.
public struct BlendSource {
    public var surface: Surface
    public var offset: PixelPoint
    public var alpha: Int

    public init(surface: Surface, offset: PixelPoint, alpha: Int = 255) {
        self.surface = surface
        self.offset = offset
        self.alpha = alpha
    }
}

extension Surface {
    /// Writes into `rect` the `base` pixels with up to three `overlays` blended over them in turn, each at
    /// its constant opacity, in one pass over memory: what copying `base` and then drawing each overlay
    /// with OVER and a constant mask does, to the same 8-bit rounding, where every source is opaque. It
    /// is the cross-fade's kernel: two whole-frame layers at complementary opacities over the map cost
    /// three reads and one write per pixel instead of three read-modify-write passes.
    ///
    /// Every source must cover `rect` and be opaque there (the caller knows: RGB24, or a panel's opaque
    /// interior). Works on 16-bit lanes, four pixels at a time.
    public func blend(_ rect: PixelRect, base: BlendSource, _ o1: BlendSource, _ o2: BlendSource? = nil, _ o3: BlendSource? = nil) {
        let r = rect.intersection(bounds)
        guard !r.isEmpty else { return }
        cairo_surface_flush(handle)
        cairo_surface_flush(base.surface.handle)
        cairo_surface_flush(o1.surface.handle)
        if let o2 { cairo_surface_flush(o2.surface.handle) }
        if let o3 { cairo_surface_flush(o3.surface.handle) }
        let dst = cairo_image_surface_get_data(handle)!
        func row(_ s: BlendSource, _ y: Int) -> UnsafePointer<UInt8> {
            UnsafePointer(cairo_image_surface_get_data(s.surface.handle)!) + (y - s.offset.y) * s.surface.stride + (r.minX - s.offset.x) * 4
        }
        let count = (o3 != nil ? 3 : (o2 != nil ? 2 : 1))
        let a1 = UInt16(clamping: o1.alpha), a2 = UInt16(clamping: o2?.alpha ?? 0), a3 = UInt16(clamping: o3?.alpha ?? 0)
        let m1 = SIMD16<UInt16>(repeating: a1), n1 = SIMD16<UInt16>(repeating: 255 - a1)
        let m2 = SIMD16<UInt16>(repeating: a2), n2 = SIMD16<UInt16>(repeating: 255 - a2)
        let m3 = SIMD16<UInt16>(repeating: a3), n3 = SIMD16<UInt16>(repeating: 255 - a3)
        let width = r.width * 4
        for y in r.minY..<r.maxY {
            let out = dst + y * stride + r.minX * 4
            let b = row(base, y), s1 = row(o1, y)
            let s2 = o2.map { row($0, y) } ?? s1, s3 = o3.map { row($0, y) } ?? s1
            var i = 0
            while i + 16 <= width {
                var acc = Self.widen(b, i)
                acc = Self.mul(Self.widen(s1, i), m1) &+ Self.mul(acc, n1)
                if count > 1 { acc = Self.mul(Self.widen(s2, i), m2) &+ Self.mul(acc, n2) }
                if count > 2 { acc = Self.mul(Self.widen(s3, i), m3) &+ Self.mul(acc, n3) }
                UnsafeMutableRawPointer(out + i).storeBytes(of: SIMD16<UInt8>(truncatingIfNeeded: acc), as: SIMD16<UInt8>.self)
                i += 16
            }
            while i < width {
                var acc = UInt16(b[i])
                acc = Self.mul(UInt16(s1[i]), a1) + Self.mul(acc, 255 - a1)
                if count > 1 { acc = Self.mul(UInt16(s2[i]), a2) + Self.mul(acc, 255 - a2) }
                if count > 2 { acc = Self.mul(UInt16(s3[i]), a3) + Self.mul(acc, 255 - a3) }
                out[i] = UInt8(truncatingIfNeeded: acc)
                i += 1
            }
        }
        cairo_surface_mark_dirty_rectangle(handle, Int32(r.x), Int32(r.y), Int32(r.width), Int32(r.height))
    }

    @inline(__always)
    private static func widen(_ p: UnsafePointer<UInt8>, _ i: Int) -> SIMD16<UInt16> {
        SIMD16<UInt16>(truncatingIfNeeded: UnsafeRawPointer(p + i).loadUnaligned(as: SIMD16<UInt8>.self))
    }

    /// a × b / 255 rounded as pixman rounds it: t = a·b + 128; (t + t >> 8) >> 8.
    @inline(__always)
    private static func mul(_ a: SIMD16<UInt16>, _ b: SIMD16<UInt16>) -> SIMD16<UInt16> {
        let t = a &* b &+ 0x80
        return (t &+ (t &>> 8)) &>> 8
    }

    @inline(__always)
    private static func mul(_ a: UInt16, _ b: UInt16) -> UInt16 {
        let t = a &* b &+ 0x80
        return (t &+ (t &>> 8)) &>> 8
    }
}
