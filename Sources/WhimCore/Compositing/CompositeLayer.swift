import WhimGraphics

/// One cached surface placed in the frame: what the compositor draws for a part at one moment.
public struct CompositeLayer {
    /// The cached pixels of the part.
    public var surface: Surface
    /// Where the surface's top-left corner goes, device pixels.
    public var origin: PixelPoint
    /// The size of the area the layer shows in device pixels: the surface's, or any height for a surface
    /// that repeats its row (`Surface.repeatsRows`: a solid colour).
    public var size: PixelSize
    /// Opacity in 0…1 applied when blending.
    public var opacity: Double
    /// The circles it is seen through (usually none or one).
    public var clips: CircularClips
    /// The part of the frame this layer certainly covers with opaque pixels (device pixels), or nil.
    public var opaqueRect: PixelRect?
    /// The panel's redraw count when placed: a changed count means changed pixels.
    public var contentVersion: Int
    /// The rows of `surface` that repeat the row above, when its owner knows them (a panel's, found as it
    /// draws): the compositor reads a run of them from one row.
    public var repeatedRows: RepeatedRows?

    /// A layer seen through at most one circle; `size` defaults to the surface's.
    public init(
        surface: Surface, origin: PixelPoint, size: PixelSize? = nil, opacity: Double = 1, clip: CircularClip? = nil,
        opaqueRect: PixelRect? = nil, contentVersion: Int = 0, repeatedRows: RepeatedRows? = nil
    ) {
        self.init(surface: surface, origin: origin, size: size, opacity: opacity, clips: CircularClips(clip), opaqueRect: opaqueRect,
                  contentVersion: contentVersion, repeatedRows: repeatedRows)
    }

    /// A layer seen through every circle of `clips`; `size` defaults to the surface's (a surface shows
    /// no more than its own pixels: a larger size is cut to them, unless the surface repeats its row).
    public init(
        surface: Surface, origin: PixelPoint, size: PixelSize? = nil, opacity: Double = 1, clips: CircularClips, opaqueRect: PixelRect? = nil,
        contentVersion: Int = 0, repeatedRows: RepeatedRows? = nil
    ) {
        self.surface = surface
        self.origin = origin
        self.size = size ?? surface.pixelSize
        self.opacity = opacity
        self.clips = clips
        self.opaqueRect = opaqueRect
        self.contentVersion = contentVersion
        self.repeatedRows = repeatedRows
    }

    /// The frame area this layer can touch: its rect, cut to the bounds of its (non-inverted) clip circles.
    public var bounds: PixelRect {
        // The size kept to what an Int holds wherever the layer is placed (a frame is at most 32,767 wide).
        let shown = PixelSize(width: min(max(0, size.width), 1 << 30), height: min(max(0, size.height), 1 << 30))
        var r = PixelRect(origin: origin, size: shown).intersection(surface.extent(at: origin))
        for clip in clips {
            if clip.hidesAll(of: r) { return .zero }
            if !clip.isInverted { r = r.intersection(Circle(center: clip.center, radius: clip.radius).pixelBounds) }
        }
        return r
    }

    /// Whether nothing of it is drawn.
    var isInvisible: Bool { opacity <= 0 || bounds.isEmpty }

    /// The opaque rect that hides what is under it: only for fully opaque, unclipped layers.
    var occludingRect: PixelRect? {
        guard opacity >= 1, clips.isEmpty, let o = opaqueRect else { return nil }
        return o
    }

    /// Calls `body` with rectangles this layer certainly covers with opaque pixels, so what lies under
    /// them need not be drawn. Unclipped: its opaque rect. Clipped by a circle: the part of the opaque
    /// rect inside the circle's inscribed square; clipped to the outside of a circle: the parts of the
    /// opaque rect outside the circle's bounding box. (A pixel's margin keeps clear of the soft edge.)
    /// Under several clips it hides nothing (they are rare: parts frozen mid-reveal).
    func forEachOccluder(_ body: (PixelRect) -> Void) {
        guard opacity >= 1, let o = opaqueRect else { return }
        if clips.isEmpty { return body(o) }
        guard let clip = clips.single else { return }
        if clip.isInverted {
            let box = Circle(center: clip.center, radius: clip.radius + 1).pixelBounds
            o.forEachPiece(outside: box, body)
        } else {
            let half = clip.radius / 2.0.squareRoot() - 1
            guard half > 0 else { return }
            let x0 = Int((clip.center.x - half).rounded(.up)), y0 = Int((clip.center.y - half).rounded(.up))
            let x1 = Int((clip.center.x + half).rounded(.down)), y1 = Int((clip.center.y + half).rounded(.down))
            let inner = o.intersection(PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0))
            if !inner.isEmpty { body(inner) }
        }
    }

    /// Same pixels in the same place.
    func looksTheSame(as other: CompositeLayer) -> Bool {
        surface === other.surface && origin == other.origin && size == other.size && opacity == other.opacity && clips == other.clips
            && contentVersion == other.contentVersion
    }
}
