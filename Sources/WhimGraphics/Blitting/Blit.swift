import CCairo
import CPixman
#if canImport(Glibc)
import Glibc
#endif

/// Allocation-free compositing of cached surfaces at whole-pixel offsets: the compositor's hot path.
///
/// It goes straight to pixman (the engine under cairo's image backend) with pixman images made once per
/// surface: cairo would wrap a new pixman image on every paint that samples part of a surface, which is
/// every damaged-rect draw. Integer offsets mean no resampling; `copy` (SRC) is a plain copy for regions
/// known to be opaque; an opacity uses a cached solid mask; a circular clip is done in 8-row strips —
/// spans fully inside are plain blits, spans fully outside are skipped, and only the antialiased edge
/// goes through a coverage mask.
extension Surface {
    /// Draws `source` (top-left at `offset`) into this surface, only inside `rect`. A plain copy reads a run
    /// of the source's `repeatedRows` (when its owner knows them) from one row. Returns the source rows read
    /// again from the row above that way.
    @discardableResult
    public func blit(_ source: Surface, at offset: PixelPoint, in rect: PixelRect, opacity: Double = 1, copy: Bool = false,
                     repeatedRows: RepeatedRows? = nil) -> Int {
        let r = rect.intersection(bounds).intersection(source.extent(at: offset))
        guard !r.isEmpty, opacity > 0 else { return 0 }
        cairo_surface_flush(source.handle)
        cairo_surface_flush(handle)
        let alpha = Int((min(1, opacity) * 255).rounded())
        var rereads = 0
        if isPlainCopy(from: source, alpha: alpha, copy: copy) {
            rereads = copyRows(BlendSource(surface: source, offset: offset, repeatedRows: repeatedRows), r)
        } else {
            composite(source, offset: offset, r, alpha: alpha, copy: copy && opacity >= 1)
        }
        cairo_surface_mark_dirty_rectangle(handle, Int32(r.x), Int32(r.y), Int32(r.width), Int32(r.height))
        return rereads
    }

    /// Fills `rect` (cut to this surface) with an opaque colour, replacing what was there.
    public func fill(_ rect: PixelRect, red: UInt8, green: UInt8, blue: UInt8) {
        let r = rect.intersection(bounds)
        guard !r.isEmpty else { return }
        cairo_surface_flush(handle)
        var color = pixman_color_t(red: UInt16(red) * 257, green: UInt16(green) * 257, blue: UInt16(blue) * 257, alpha: 0xFFFF)
        var box = pixman_rectangle16_t(x: Int16(clamping: r.x), y: Int16(clamping: r.y), width: UInt16(clamping: r.width), height: UInt16(clamping: r.height))
        pixman_image_fill_rectangles(PIXMAN_OP_SRC, pixmanImage, &color, 1, &box)
        cairo_surface_mark_dirty_rectangle(handle, Int32(r.x), Int32(r.y), Int32(r.width), Int32(r.height))
    }

    /// Draws `source` into this surface inside `rect`, only where `circle` shows it (inside the circle, or
    /// outside for an inverted one), with an antialiased edge computed into `mask`. Returns the number of
    /// pixels written (spans the circle hides are skipped).
    @discardableResult
    public func blit(_ source: Surface, at offset: PixelPoint, in rect: PixelRect, opacity: Double = 1, circle: Circle, mask: CoverageMask) -> Int {
        let r = rect.intersection(bounds).intersection(source.extent(at: offset))
            .intersection(PixelRect(x: 0, y: 0, width: mask.width, height: mask.height))
        guard !r.isEmpty, opacity > 0 else { return 0 }
        var written = 0
        cairo_surface_flush(source.handle)
        cairo_surface_flush(handle)
        let alpha = Int((min(1, opacity) * 255).rounded())
        let radius = max(0, circle.radius)
        let inside = radius - 0.5, outside = radius + 0.5
        var y = r.minY
        while y < r.maxY {
            let y1 = min(r.maxY, y + 8)
            // Columns whose pixels may be covered at all, and those covered fully in every row of the strip.
            let (outer, inner) = circle.strip(rows: y..<y1, in: r, inside: inside, outside: outside)
            let outerL = outer.lowerBound, outerR = outer.upperBound, innerL = inner.lowerBound, innerR = inner.upperBound
            let strip = { (x0: Int, x1: Int) in PixelRect(x: x0, y: y, width: x1 - x0, height: y1 - y) }
            if circle.inverted {
                if outerL > r.minX { written += composite(source, offset: offset, strip(r.minX, outerL), alpha: alpha, copy: false) }
                if outerR < r.maxX { written += composite(source, offset: offset, strip(outerR, r.maxX), alpha: alpha, copy: false) }
            } else if innerR > innerL {
                written += composite(source, offset: offset, strip(innerL, innerR), alpha: alpha, copy: false)
            }
            if outerR > outerL {
                written += (outerR - outerL - max(0, innerR - innerL)) * (y1 - y)
                if innerR > innerL {
                    edge(source, offset, strip(outerL, innerL), circle, alpha, mask)
                    edge(source, offset, strip(innerR, outerR), circle, alpha, mask)
                } else {
                    edge(source, offset, strip(outerL, outerR), circle, alpha, mask)
                }
            }
            y = y1
        }
        cairo_surface_mark_dirty_rectangle(handle, Int32(r.x), Int32(r.y), Int32(r.width), Int32(r.height))
        return written
    }

    /// Draws `source` into this surface inside `rect` where every one of `circles` shows it (their
    /// coverages multiplied): the rare path for a part seen through several clips, one mask for the rect.
    /// Returns the number of pixels written.
    @discardableResult
    public func blit(_ source: Surface, at offset: PixelPoint, in rect: PixelRect, opacity: Double = 1, circles: some Sequence<Circle>, mask: CoverageMask) -> Int {
        let r = rect.intersection(bounds).intersection(source.extent(at: offset))
            .intersection(PixelRect(x: 0, y: 0, width: mask.width, height: mask.height))
        guard !r.isEmpty, opacity > 0 else { return 0 }
        cairo_surface_flush(source.handle)
        cairo_surface_flush(handle)
        let scale = (min(1, opacity) * 255).rounded()
        for y in r.minY..<r.maxY {
            let row = mask.data + y * mask.stride
            for x in r.minX..<r.maxX {
                var c = 1.0
                for circle in circles { c *= circle.coverage(ofPixelAt: x, y) }
                row[x] = UInt8(c * scale + 0.5)
            }
        }
        pixman_image_composite32(
            PIXMAN_OP_OVER, source.pixmanImage, mask.image, pixmanImage, Int32(r.x - offset.x), Int32(r.y - offset.y),
            Int32(r.x), Int32(r.y), Int32(r.x), Int32(r.y), Int32(r.width), Int32(r.height))
        cairo_surface_mark_dirty_rectangle(handle, Int32(r.x), Int32(r.y), Int32(r.width), Int32(r.height))
        return r.area
    }

    /// One pixman composite of `r` (destination coordinates); a plain copy (SRC, or OVER of an opaque
    /// RGB24 source at full opacity into RGB24) goes row by row through `memcpy`, which moves a row from a cold
    /// source about twice as fast as pixman's SSE2 blit (whole-frame transitions read two or three 8 MB
    /// surfaces a frame). Both write the same bytes.
    @discardableResult
    private func composite(_ source: Surface, offset: PixelPoint, _ r: PixelRect, alpha: Int, copy: Bool) -> Int {
        guard !r.isEmpty else { return 0 }
        if isPlainCopy(from: source, alpha: alpha, copy: copy) {
            copyRows(BlendSource(surface: source, offset: offset), r)
            return r.area
        }
        let op = copy ? PIXMAN_OP_SRC : PIXMAN_OP_OVER
        let maskImage: OpaquePointer? = alpha >= 255 ? nil : alphaMask(alpha)
        pixman_image_composite32(
            op, source.pixmanImage, maskImage, pixmanImage, Int32(r.x - offset.x), Int32(r.y - offset.y), 0, 0,
            Int32(r.x), Int32(r.y), Int32(r.width), Int32(r.height))
        return r.area
    }

    /// Whether drawing `source` at `alpha` is a plain copy of its bytes: SRC, or OVER of an opaque RGB24 source
    /// at full opacity into RGB24 (the fourth byte is ignored there); into ARGB32 only a copy between ARGB32
    /// surfaces.
    private func isPlainCopy(from source: Surface, alpha: Int, copy: Bool) -> Bool {
        alpha >= 255 && (format == .rgb24 ? (copy || source.format == .rgb24) : (copy && source.format == .argb32))
    }

    /// Copies `source`'s pixels into `r` row by row through `memcpy`, a run of its repeated rows from one row.
    /// Returns the rows read again from the row above that way.
    @discardableResult
    private func copyRows(_ source: BlendSource, _ r: PixelRect) -> Int {
        let dst = cairo_image_surface_get_data(handle)! + r.minX * 4
        let bytes = r.width * 4
        var y = r.minY, rereads = 0
        while y < r.maxY {
            var end = r.maxY
            let step = source.rowStep(from: y, until: &end)
            let from = source.pixels(at: r.minX, y)
            for row in 0..<(end - y) { memcpy(dst + (y + row) * stride, from + row * step, bytes) }
            rereads += source.rereads(step: step, rows: end - y)
            y = end
        }
        return rereads
    }

    /// The antialiased edge: coverage of each pixel by the circle (or its outside) times the opacity,
    /// written into the mask at destination coordinates, then one masked composite.
    private func edge(_ source: Surface, _ offset: PixelPoint, _ r: PixelRect, _ circle: Circle, _ alpha: Int, _ mask: CoverageMask) {
        guard !r.isEmpty else { return }
        let cx = circle.center.x, cy = circle.center.y, radius = circle.radius
        let scale = Double(alpha)
        // Only pixels within half a pixel of the circle need a square root; the rest are 0 or full.
        let innerSq = max(0, radius - 0.5) * max(0, radius - 0.5), outerSq = (radius + 0.5) * (radius + 0.5)
        let full = UInt8(alpha), none: UInt8 = 0
        let insideValue = circle.inverted ? none : full, outsideValue = circle.inverted ? full : none
        for y in r.minY..<r.maxY {
            let dy = Double(y) + 0.5 - cy
            let dy2 = dy * dy
            let row = mask.data + y * mask.stride
            for x in r.minX..<r.maxX {
                let dx = Double(x) + 0.5 - cx
                let d2 = dx * dx + dy2
                if d2 < innerSq {
                    row[x] = insideValue
                } else if d2 >= outerSq {
                    row[x] = outsideValue
                } else {
                    row[x] = UInt8(circle.coverage(distanceSquared: d2) * scale + 0.5)
                }
            }
        }
        pixman_image_composite32(
            PIXMAN_OP_OVER, source.pixmanImage, mask.image, pixmanImage, Int32(r.x - offset.x), Int32(r.y - offset.y),
            Int32(r.x), Int32(r.y), Int32(r.x), Int32(r.y), Int32(r.width), Int32(r.height))
    }
}

extension Circle {
    /// How much of the pixel at (x, y) the circle shows (its inside, or its outside when inverted), 0...1.
    @inline(__always)
    func coverage(ofPixelAt x: Int, _ y: Int) -> Double {
        let dx = Double(x) + 0.5 - center.x, dy = Double(y) + 0.5 - center.y
        return coverage(distanceSquared: dx * dx + dy * dy)
    }

    /// The coverage of a pixel whose centre lies at squared distance `d2` from the centre: it falls
    /// linearly across the pixel at the edge, and a circle smaller than a pixel covers at most its own area.
    @inline(__always)
    func coverage(distanceSquared d2: Double) -> Double {
        let r = max(0, radius)
        var c = r + 0.5 - d2.squareRoot()
        c = c < 0 ? 0 : (c > 1 ? 1 : c)
        c = min(c, Double.pi * r * r)
        return inverted ? 1 - c : c
    }
}
