import WhimGraphics

/// What the compositor needs to show the map: an opaque (RGB24) surface and the whole-pixel offset at
/// which to blit it into the viewport, plus the camera those pixels really show (use it for overlays,
/// so markers sit exactly on the pixels even when the offset was rounded). Its pixels are device pixels:
/// the view's units times `MapView.pixelRatio`.
public struct MapFrame {
    /// The map pixels (opaque RGB24), usually larger than the viewport; for a `scaling` frame, the mosaic
    /// that is scaled.
    public let surface: Surface
    /// Where the surface's top-left corner goes in the viewport's device pixels (usually negative: the mosaic
    /// is larger).
    public let offset: PixelPoint
    /// The camera the shown pixels correspond to.
    public let camera: Camera
    /// True when every pixel in the viewport comes from a tile drawn for this zoom (none scaled or blank).
    public let isCrisp: Bool
    /// Grows whenever the pixels behind `surface` change (tiles landed, a new mosaic, a new scaled frame).
    public let revision: Int
    /// The viewport rectangles whose pixels changed since the previous frame when only tiles landed
    /// (empty: nothing changed); nil when the whole frame may have changed (moved, zoomed, rebuilt).
    public let damage: [PixelRect]?
    /// Set while a zoom animates and the frame has not been scaled into a surface of its own: `surface`
    /// goes scaled into `scaling.rect` (see `draw(into:canvas:in:)`), so a composer scales it straight
    /// into its own pixels instead of scaling into a viewport-sized surface and copying that. Nil: `surface`
    /// goes pixel for pixel at `offset`.
    public let scaling: Scaling?

    /// How a zooming frame's mosaic goes into the viewport.
    public struct Scaling: Equatable, Sendable {
        /// Where the whole mosaic lands in viewport pixels (fractional: the zoom is between levels).
        public let rect: Rect
        /// The colour of the viewport where the mosaic does not reach.
        public let land: Color
        /// How the mosaic's pixels are resampled.
        public let quality: ScaleQuality
    }

    /// A frame of the map; `scaling` nil places `surface` pixel for pixel at `offset`.
    public init(surface: Surface, offset: PixelPoint, camera: Camera, isCrisp: Bool, revision: Int,
                damage: [PixelRect]?, scaling: Scaling? = nil) {
        self.surface = surface
        self.offset = offset
        self.camera = camera
        self.isCrisp = isCrisp
        self.revision = revision
        self.damage = damage
        self.scaling = scaling
    }

    /// Draws the frame's pixels into `rect` of `target` (viewport pixels; `canvas` draws on `target`),
    /// replacing what was there: a copy at `offset`, or the mosaic scaled — by nearest pixel in one pass
    /// (`Surface.scaleNearest`), else by cairo over the land colour only where the mosaic does not cover a
    /// pixel whole (so every pixel is written once, or twice at the mosaic's antialiased edge).
    public func draw(into target: Surface, canvas: Canvas, in rect: PixelRect) {
        guard let scaling else {
            target.blit(surface, at: offset, in: rect, copy: true)
            return
        }
        let r = rect.intersection(target.bounds)
        guard !r.isEmpty else { return }
        let s = scaling.rect
        if scaling.quality == .nearest {
            target.scaleNearest(surface, into: s, in: r, land: scaling.land)
            return
        }
        // The pixels the scaled mosaic covers whole: drawn once, by the scaled draw.
        let x0 = Int(s.minX.rounded(.up)), y0 = Int(s.minY.rounded(.up))
        let whole = PixelRect(x: x0, y: y0, width: max(0, Int(s.maxX.rounded(.down)) - x0),
                              height: max(0, Int(s.maxY.rounded(.down)) - y0)).intersection(r)
        if whole.isEmpty {
            canvas.fill(r.rect, scaling.land)
        } else {
            // Up to four bands around `whole`: above, below, left, right.
            let bands = [PixelRect(x: r.x, y: r.y, width: r.width, height: whole.y - r.y),
                         PixelRect(x: r.x, y: whole.maxY, width: r.width, height: r.maxY - whole.maxY),
                         PixelRect(x: r.x, y: whole.y, width: whole.x - r.x, height: whole.height),
                         PixelRect(x: whole.maxX, y: whole.y, width: r.maxX - whole.maxX, height: whole.height)]
            for band in bands where !band.isEmpty { canvas.fill(band.rect, scaling.land) }
        }
        canvas.withState {
            canvas.clip(to: r.rect)
            canvas.draw(surface, in: s, quality: scaling.quality)
        }
        canvas.flush()
    }
}
