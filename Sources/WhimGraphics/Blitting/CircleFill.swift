import CCairo
import CPixman

/// Antialiased discs and rings in one colour, drawn OVER straight into the pixels: what cairo's fill and
/// stroke of a circle draw, without a path, a scan converter or a mask. A map's overlay circle (a search
/// radius, an accuracy halo) covers hundreds of thousands of pixels and is drawn again on every frame that
/// moves the map; through cairo it cost as much as the map itself.
///
/// The disc's interior goes in 8-row strips through pixman's solid OVER (its SIMD fast path); only the
/// pixels the edge crosses get a coverage of their own — the area of the pixel inside the circle
/// (`Circle.areaCoverage`), what cairo's scan converter measures of its polygon — and are blended one by
/// one. It is closer to the true circle than cairo, which flattens the arc within a tenth of a pixel.
extension Surface {
    /// Fills the disc of `radius` around `center` (device pixels) with `color`, only inside `clip`.
    /// `interiorDone`: the pixels the disc covers whole already have the colour (laid over a copy by
    /// `copy(_:at:in:tintingInteriorOf:with:)`), so only the edge pixels are drawn, row by row, the same
    /// pixels whatever clip either was given. Returns the number of pixels written.
    @discardableResult
    public func fillDisc(center: Point, radius: Double, color: Color, in clip: PixelRect, interiorDone: Bool = false) -> Int {
        let paint = SolidPaint(color)
        guard paint.isVisible, radius.isFinite, radius > 0, center.x.isFinite, center.y.isFinite else { return 0 }
        let circle = Circle(center: center, radius: radius)
        let r = clip.intersection(bounds).intersection(circle.reach(outset: Circle.edgeReach))
        guard !r.isEmpty else { return 0 }
        cairo_surface_flush(handle)
        if interiorDone {
            let written = fillDiscEdges(circle, paint, in: r)
            cairo_surface_mark_dirty_rectangle(handle, Int32(r.x), Int32(r.y), Int32(r.width), Int32(r.height))
            return written
        }
        // Pixman's solid source, made when a strip first has an interior (a small dot has none).
        var solid: OpaquePointer?
        defer { if let solid { pixman_image_unref(solid) } }
        let pixels = cairo_image_surface_get_data(handle)!.withMemoryRebound(to: UInt32.self, capacity: stride * height / 4) { $0 }
        let rowPixels = stride / 4
        let cx = center.x, cy = center.y
        let inside = circle.wholeCoverRadius, outside = radius + Circle.edgeReach
        var written = 0
        var y = r.minY
        while y < r.maxY {
            let y1 = min(r.maxY, y + 8)
            // Columns the disc may touch in some row of the strip, and those it covers fully in every row.
            let (outer, inner) = circle.strip(rows: y..<y1, in: r, inside: inside, outside: outside)
            let outerL = outer.lowerBound, outerR = outer.upperBound, innerL = inner.lowerBound, innerR = inner.upperBound
            if innerR > innerL {
                if solid == nil {
                    var pixmanColor = paint.pixmanColor
                    solid = pixman_image_create_solid_fill(&pixmanColor)
                }
                pixman_image_composite32(
                    PIXMAN_OP_OVER, solid, nil, pixmanImage, 0, 0, 0, 0, Int32(innerL), Int32(y), Int32(innerR - innerL), Int32(y1 - y))
            }
            // The edges: beside the interior, or the whole reach where the strip has no interior.
            let (leftEnd, rightStart) = innerR > innerL ? (innerL, innerR) : (outerR, outerR)
            for row in y..<y1 {
                let dy = Double(row) + 0.5 - cy
                let line = pixels + row * rowPixels
                for x in outerL..<leftEnd {
                    let dx = Double(x) + 0.5 - cx
                    paint.blend(line + x, coverage: circle.areaCoverage(dx: dx, dy: dy), format: format)
                }
                for x in rightStart..<outerR {
                    let dx = Double(x) + 0.5 - cx
                    paint.blend(line + x, coverage: circle.areaCoverage(dx: dx, dy: dy), format: format)
                }
            }
            written += (outerR - outerL) * (y1 - y)
            y = y1
        }
        cairo_surface_mark_dirty_rectangle(handle, Int32(r.x), Int32(r.y), Int32(r.width), Int32(r.height))
        return written
    }

    /// Strokes the circle of `radius` around `center` (device pixels) with a line `width` pixels wide in
    /// `color`, only inside `clip`: the ring between `radius - width / 2` and `radius + width / 2`. Returns
    /// the number of pixels written.
    @discardableResult
    public func strokeCircle(center: Point, radius: Double, width: Double, color: Color, in clip: PixelRect) -> Int {
        let paint = SolidPaint(color)
        guard paint.isVisible, radius.isFinite, radius >= 0, width.isFinite, width > 0, center.x.isFinite, center.y.isFinite
        else { return 0 }
        let outer = Circle(center: center, radius: radius + width / 2)
        let inner = Circle(center: center, radius: max(0, radius - width / 2))
        let r = clip.intersection(bounds).intersection(outer.reach(outset: Circle.edgeReach))
        guard !r.isEmpty else { return 0 }
        cairo_surface_flush(handle)
        let pixels = cairo_image_surface_get_data(handle)!.withMemoryRebound(to: UInt32.self, capacity: stride * height / 4) { $0 }
        let rowPixels = stride / 4
        let cx = center.x, cy = center.y
        let outside = outer.radius + Circle.edgeReach, hole = inner.radius - Circle.edgeReach - Circle.curvature / max(2, inner.radius)
        var written = 0
        for y in r.minY..<r.maxY {
            let dy = Double(y) + 0.5 - cy
            guard outside > abs(dy) else { continue }
            let hOut = (outside * outside - dy * dy).squareRoot()
            let x0 = r.column(cx - hOut - 0.5, .down)
            let x1 = max(x0, r.column(cx + hOut + 0.5, .up))
            // Pixels wholly inside the hole are not touched: the row is the span
            // left of the hole and the span right of it (the second is empty when the row misses the hole).
            var holeL = x1, holeR = x1
            if hole > abs(dy) {
                let h = (hole * hole - dy * dy).squareRoot()
                holeL = min(x1, max(x0, r.column(cx - h - 0.5, .up)))
                holeR = max(holeL, min(x1, r.column(cx + h + 0.5, .down)))
            }
            let line = pixels + y * rowPixels
            func ring(_ from: Int, _ to: Int) {
                for x in from..<to {
                    let dx = Double(x) + 0.5 - cx
                    let d = (dx * dx + dy * dy).squareRoot()
                    let coverage = outer.areaCoverage(dx: dx, dy: dy, distance: d)
                        - (inner.radius > 0 ? inner.areaCoverage(dx: dx, dy: dy, distance: d) : 0)
                    paint.blend(line + x, coverage: coverage, format: format)
                }
                written += to - from
            }
            ring(x0, holeL)
            ring(holeR, x1)
        }
        cairo_surface_mark_dirty_rectangle(handle, Int32(r.x), Int32(r.y), Int32(r.width), Int32(r.height))
        return written
    }
}

extension Surface {
    /// The pixels of `r` the disc touches but does not cover whole, each row's own (`Circle.rowSpans`),
    /// blended at their coverage. Returns how many.
    private func fillDiscEdges(_ circle: Circle, _ paint: SolidPaint, in r: PixelRect) -> Int {
        let pixels = cairo_image_surface_get_data(handle)!.withMemoryRebound(to: UInt32.self, capacity: stride * height / 4) { $0 }
        let rowPixels = stride / 4
        var written = 0
        for row in r.minY..<r.maxY {
            let (outer, inner) = circle.rowSpans(row, in: r)
            let dy = Double(row) + 0.5 - circle.center.y
            let line = pixels + row * rowPixels
            let leftEnd = inner.isEmpty ? outer.upperBound : inner.lowerBound
            let rightStart = inner.isEmpty ? outer.upperBound : inner.upperBound
            for x in outer.lowerBound..<leftEnd {
                paint.blend(line + x, coverage: circle.areaCoverage(dx: Double(x) + 0.5 - circle.center.x, dy: dy), format: format)
            }
            for x in rightStart..<outer.upperBound {
                paint.blend(line + x, coverage: circle.areaCoverage(dx: Double(x) + 0.5 - circle.center.x, dy: dy), format: format)
            }
            written += outer.count - inner.count
        }
        return written
    }
}

extension Circle {
    /// The distance from the centre within which a pixel's centre puts the whole pixel inside the disc
    /// (its half diagonal in, less the arc's bend).
    var wholeCoverRadius: Double { radius - Self.edgeReach - Self.curvature / radius }

    /// The columns of row `y` (cut to `r`'s) that the disc touches at all (`outer`), and those it covers
    /// whole (`inner`): each pixel's own answer, whatever `r` is, so a copy that lays a colour over the
    /// inner pixels and a fill that draws the rest agree on every pixel.
    package func rowSpans(_ y: Int, in r: PixelRect) -> (outer: Range<Int>, inner: Range<Int>) {
        strip(rows: y..<(y + 1), in: r, inside: wholeCoverRadius, outside: radius + Self.edgeReach)
    }

    /// How far from the circle a pixel's centre may lie and the pixel still cross it: half the diagonal.
    static let edgeReach = 0.5.squareRoot() + 1e-9

    /// How much the arc bends away from its tangent inside a pixel, over the radius: the area between them
    /// (about a twelfth of a pixel's width cubed over twice the radius), fitted against 4,096 samples a pixel.
    static let curvature = 0.06

    /// How much of the pixel whose centre lies at (`dx`, `dy`) from the centre the disc covers: the area of
    /// the pixel square on the inside of the tangent nearest the pixel's centre, less what the arc bends
    /// away from it (within 0.01 of the exact area from a radius of 3 pixels); a circle under
    /// 2 pixels counts 64 samples instead. The compositor's circular clips keep their simpler model
    /// (`coverage(distanceSquared:)`), which the reveal kernel reproduces bit for bit.
    @inline(__always)
    func areaCoverage(dx: Double, dy: Double) -> Double {
        areaCoverage(dx: dx, dy: dy, distance: (dx * dx + dy * dy).squareRoot())
    }

    /// `areaCoverage(dx:dy:)` for a pixel whose centre's `distance` from the centre is known (a ring's
    /// two circles share it).
    @inline(__always)
    func areaCoverage(dx: Double, dy: Double, distance d: Double) -> Double {
        let r = max(0, radius)
        guard r >= 2 else { return sampledCoverage(dx: dx, dy: dy) }
        let t = r - d - Self.curvature / r
        if t >= Self.edgeReach { return 1 }
        if t <= -Self.edgeReach { return 0 }
        // The edge's normal, folded so that a >= b >= 0; the pixel spans (a + b) along it.
        var a = abs(dx) / d, b = abs(dy) / d
        if a < b { swap(&a, &b) }
        let u = t + (a + b) / 2
        if u <= 0 { return 0 }
        if u >= a + b { return 1 }
        if u < b { return u * u / (2 * a * b) }
        if u <= a { return (u - b / 2) / a }
        let v = a + b - u
        return 1 - v * v / (2 * a * b)
    }

    /// The share of 8 × 8 sample points of the pixel (centre at `dx`, `dy` from the circle's) inside the circle.
    private func sampledCoverage(dx: Double, dy: Double) -> Double {
        let r2 = radius * radius
        var hits = 0
        for j in 0..<8 {
            let y = dy + (Double(j) - 3.5) / 8
            for i in 0..<8 {
                let x = dx + (Double(i) - 3.5) / 8
                if x * x + y * y < r2 { hits += 1 }
            }
        }
        return Double(hits) / 64
    }
}

/// A colour ready to be blended OVER pixels: premultiplied, clamped to 0...1.
struct SolidPaint {
    let red: Double, green: Double, blue: Double, alpha: Double
    /// The paint as pixman's solid fill holds it: each channel's high byte, premultiplied, in one pixel.
    private let pixmanPixel: UInt32

    init(_ color: Color) {
        let c = color.clamped
        alpha = c.alpha
        red = c.red * alpha
        green = c.green * alpha
        blue = c.blue * alpha
        let p = Self.pixman(red: red, green: green, blue: blue, alpha: alpha)
        pixmanPixel = UInt32(p.alpha >> 8) << 24 | UInt32(p.red >> 8) << 16 | UInt32(p.green >> 8) << 8 | UInt32(p.blue >> 8)
    }

    /// Whether blending it changes anything.
    var isVisible: Bool { alpha > 0 }

    /// The colour as pixman's solid fills take it (premultiplied, 16 bits a channel).
    var pixmanColor: pixman_color_t { Self.pixman(red: red, green: green, blue: blue, alpha: alpha) }

    private static func pixman(red: Double, green: Double, blue: Double, alpha: Double) -> pixman_color_t {
        pixman_color_t(red: UInt16(red * 65535 + 0.5), green: UInt16(green * 65535 + 0.5), blue: UInt16(blue * 65535 + 0.5),
                       alpha: UInt16(alpha * 65535 + 0.5))
    }

    /// Blends the paint through `coverage` (0...1) OVER one native-endian pixel; in RGB24 the unused top
    /// byte is kept. A pixel covered wholly comes out exactly as pixman's solid OVER leaves it (which fills
    /// the interior), so a pixel's value never depends on which of the two drew it — or on the clip.
    @inline(__always)
    func blend(_ pixel: UnsafeMutablePointer<UInt32>, coverage: Double, format: Surface.Format) {
        guard coverage > 0 else { return }
        guard coverage < 1 else { return blendWhole(pixel) }
        let k = coverage
        let keep = 1 - alpha * k
        let p = pixel.pointee
        @inline(__always) func channel(_ shift: UInt32, _ source: Double) -> UInt32 {
            let d = Double((p >> shift) & 0xFF)
            return UInt32(min(255, source * 255 * k + d * keep + 0.5)) << shift
        }
        let a = format == .argb32 ? channel(24, alpha) : p & 0xFF00_0000
        pixel.pointee = a | channel(16, red) | channel(8, green) | channel(0, blue)
    }

    /// Pixman's solid OVER of one pixel, all four bytes: source + destination × (255 − source alpha) / 255
    /// with its rounding, saturated.
    @inline(__always)
    private func blendWhole(_ pixel: UnsafeMutablePointer<UInt32>) {
        let p = pixel.pointee, keep = 255 - (pixmanPixel >> 24)
        @inline(__always) func channel(_ shift: UInt32) -> UInt32 {
            let t = ((p >> shift) & 0xFF) * keep + 0x80
            return min(255, ((pixmanPixel >> shift) & 0xFF) + ((t >> 8) + t) >> 8) << shift
        }
        pixel.pointee = channel(24) | channel(16) | channel(8) | channel(0)
    }
}
