import WhimGraphics

/// The map as one cached, viewport-sized RGB24 surface: the base map blitted at its offset, the active
/// layer's overlays and the attribution on top. Composed again only when something visible changed
/// (camera, base pixels, active layer or its content, visible-rect insets), so a compositor can treat
/// the map like any other cached layer and damage it only when `revision` grows. When only tiles landed,
/// only their rectangles are composed again, and `lastDamage` says which.
///
/// When everything changed (the map moved), `prepare()` only notes the new frame: a caller that redraws
/// its whole frame anyway draws it straight there (`drawPrepared(into:)`), and the cached surface is
/// brought up to date only when someone asks for it (`compose()`), so a moving map is not written twice.
public final class MapComposer {
    /// The map view and its layers (markers, routes) that this composer draws.
    public let layers: MapLayerManager
    /// The camera and the base map pixels.
    public var mapView: MapView { layers.mapView }
    /// Grows every time the map's pixels change (prepared, whether or not the cached surface has them yet).
    public private(set) var revision = 0
    /// The rectangles (viewport pixels) the last change of `revision` touched; nil when it was everything.
    public private(set) var lastDamage: [PixelRect]?

    private var surface: Surface?
    /// Kept with the surface: making a canvas allocates, and a pan recomposes every frame.
    private var canvas: Canvas?
    /// What `surface` shows.
    private var key: Key?
    /// The frame prepared last, when `surface` does not show it yet (everything changed), and the pixels
    /// drawn straight into callers' frames again after the first time (nil until that first time).
    private var pending: (frame: MapFrame, key: Key, repeated: Int?)?
    /// A canvas over the last surface drawn into by `drawPrepared(into:)` (a compositor's frame, the same
    /// every time), kept for the same reason.
    private var target: (surface: Surface, canvas: Canvas)?
    /// The leading disc's colour as one repeated row (see `discTint`), made again when it changes.
    private var tintRow: (colour: Color, surface: Surface)?
    /// Draws whose copy laid the leading disc's colour over the map (tests read it).
    private(set) var tintedDraws = 0

    private struct Key: Equatable {
        var base: ObjectIdentifier
        var offset: PixelPoint
        var scaling: MapFrame.Scaling?
        var camera: Camera
        var baseRevision: Int
        var layer: ObjectIdentifier?
        var layerRevision: Int
        var insets: EdgeInsets
        var attribution: Bool
    }

    /// A composer over `layers` (and their map view).
    public init(layers: MapLayerManager) {
        self.layers = layers
    }

    /// The viewport in whole device pixels: the size of the composed map.
    public var pixelSize: PixelSize { mapView.pixelSize }

    /// Takes the map's next frame and notes what changed: nothing (`revision` stays), only tiles (their
    /// rectangles are composed into the cached surface now, `lastDamage` lists them) or everything (drawn
    /// later: by `drawPrepared(into:)` into a caller's frame, or into the cached surface by `compose()`).
    public func prepare() throws(GraphicsError) {
        let frame = try mapView.nextFrame()
        let newKey = Key(base: ObjectIdentifier(frame.surface), offset: frame.offset, scaling: frame.scaling, camera: frame.camera,
                         baseRevision: frame.revision, layer: layers.activeLayer.map(ObjectIdentifier.init),
                         layerRevision: layers.activeLayer?.revision ?? 0, insets: layers.visibleRectInsets,
                         attribution: layers.drawsAttribution)
        if let shown = pending?.key ?? key {
            if shown == newKey { return }
            var onlyBase = shown
            onlyBase.baseRevision = newKey.baseRevision
            if let damage = frame.damage, onlyBase == newKey {
                // Only tiles landed. The cached surface takes them (all of it, if the map was drawn straight
                // into the last frame and it has not caught up), the caller only their rectangles.
                try composeTiles(damage, of: frame, key: newKey)
                return
            }
        }
        pending = (frame, newKey, nil)
        lastDamage = nil
        revision &+= 1
        // The first frame goes into the cache at once (its memory paged in by `prepareSurface()`). Drawing
        // it straight into the frame instead did not shorten the launch frame (four interleaved tour runs:
        // its CPU median 15.6 ms this way, 16.2 ms that way) and left a later frame to build the cache.
        if key == nil { _ = try composedSurface() }
    }

    /// Composes the tiles that landed (`damage`, viewport pixels) into the cached surface — the whole frame
    /// if the surface is behind — and reports their rectangles as `lastDamage`.
    private func composeTiles(_ damage: [PixelRect], of frame: MapFrame, key newKey: Key) throws(GraphicsError) {
        let wasBehind = pending != nil
        pending = nil
        let surface = try cachedSurface()
        let behind = wasBehind || key == nil
        guard let canvas else { return }
        var rects = damage.map { $0.intersection(surface.bounds) }.filter { !$0.isEmpty }
        // The attribution badge is blended over the base (not clipped): its base is copied again too.
        if layers.drawsAttribution, let badge = mapView.attributionFrame(visibleRect: layers.visibleRect) {
            rects.append(badge.intersection(surface.bounds))
        }
        if behind {
            draw(frame, into: surface, canvas: canvas)
        } else if !rects.isEmpty {
            draw(frame, into: surface, canvas: canvas, in: rects)
        }
        key = newKey
        lastDamage = rects
        revision &+= 1
    }

    /// The composed map for the current camera and layer, redrawn only when needed.
    public func compose() throws(GraphicsError) -> Surface {
        try prepare()
        return try composedSurface()
    }

    /// The cached surface with the frame prepared last, brought up to date first if it is not.
    public func composedSurface() throws(GraphicsError) -> Surface {
        let surface = try cachedSurface()
        if let pending, let canvas {
            draw(pending.frame, into: surface, canvas: canvas)
            key = pending.key
            self.pending = nil
        }
        return surface
    }

    /// Makes the cached surface for the viewport's size now, its memory paged in (`Surface.pageIn`), so that
    /// the first frame composing the map takes no page faults (about 2,000 at 1080p): launch work, and a
    /// resize's.
    @discardableResult
    public func prepareSurface() throws(GraphicsError) -> Surface {
        let had = surface
        let s = try cachedSurface()
        if s !== had { s.pageIn() }
        return s
    }

    /// The cached surface at the viewport's size (a new one, showing nothing yet, after a resize).
    private func cachedSurface() throws(GraphicsError) -> Surface {
        let size = pixelSize
        if let surface, surface.pixelSize == size, canvas != nil { return surface }
        let s = try Surface(width: size.width, height: size.height, format: .rgb24)
        surface = s
        canvas = Canvas(s)
        key = nil
        return s
    }

    /// Draws the frame prepared last straight into `target` (a viewport-sized RGB24 surface) when the
    /// cached surface does not have it yet, only inside `visible` (disjoint rects: the parts of the frame
    /// that panels leave uncovered; pixels outside them are kept), and says whether it did. The first time is
    /// the frame the map moved in. After that the caller needs only its damage — a panel moving
    /// over the still map — and the frame is drawn again only while all those pixels together stay under
    /// one whole frame's worth (then the caller had better copy `composedSurface()`, brought up to date
    /// once): at most twice the work of either choice made knowing the future, and the frame a transition
    /// starts on is not the one that brings the whole cache up to date.
    public func drawPrepared(into target: Surface, visible: [PixelRect]) -> Bool {
        // A smooth scale (only where frames wait for their tiles: recordings, goldens) is drawn whole (see
        // `draw`), which would write outside `visible`: it goes into the cached surface, which is copied.
        guard var p = pending, target.format == .rgb24, target.pixelSize == pixelSize,
              p.frame.scaling.map({ $0.quality == .nearest }) ?? true else { return false }
        if let repeated = p.repeated {
            let area = visible.reduce(0) { $0 + $1.area }
            guard repeated + area <= pixelSize.area else { return false }
            p.repeated = repeated + area
        } else {
            p.repeated = 0
        }
        pending = p
        if self.target?.surface !== target { self.target = (target, Canvas(target)) }
        draw(p.frame, into: target, canvas: self.target!.canvas, in: visible)
        return true
    }

    /// The base map — a whole-pixel blit through pixman (no allocation), or the mosaic scaled straight in
    /// while a zoom animates — then the overlays, everywhere or only inside `visible` (disjoint rects).
    /// When the active layer starts with a filled circle and the map is copied whole pixels, the circle's
    /// interior is laid over the map as it is copied (`Surface.copy(_:at:in:tintingInteriorOf:with:)`) and
    /// the overlays draw only its edge: one pass over the pixels the circle covers instead of two (Home's
    /// 350 m circle covers most of a 1080p frame, drawn again on every frame the map moves).
    private func draw(_ frame: MapFrame, into target: Surface, canvas: Canvas, in visible: [PixelRect]? = nil) {
        if let visible, visible.isEmpty { return }
        let tint = discTint(for: frame, target: target, canvas: canvas, clip: visible)
        if let tint {
            tintedDraws += 1
            if let visible {
                for r in visible { target.copy(frame.surface, at: frame.offset, in: r, tintingInteriorOf: tint.disc, with: tint.colour) }
            } else {
                target.copy(frame.surface, at: frame.offset, in: target.bounds, tintingInteriorOf: tint.disc, with: tint.colour)
            }
        } else if let visible, (frame.scaling?.quality ?? .nearest) == .nearest {
            for r in visible { frame.draw(into: target, canvas: canvas, in: r) }
        } else {
            // Everything: the cached surface. A smooth scale always comes here (`drawPrepared` declines it):
            // it samples the mosaic from where each drawn rect starts (pixman steps across a row in fixed
            // point), so drawn whole it comes out the same whatever panels cover.
            frame.draw(into: target, canvas: canvas, in: target.bounds)
        }
        canvas.withState {
            if let visible { canvas.clip(to: visible) }
            layers.drawOverlays(into: canvas, camera: frame.camera, leadingDiscInteriorDone: tint != nil)
        }
        canvas.flush()
    }

    /// The active layer's leading disc (`MapLayer.leadingDisc`) in the target's pixels and its colour as a
    /// blend source, when the frame is a whole-pixel copy into an opaque target and the canvas fills that
    /// disc straight into the pixels under the overlays' clip; else nil (drawn the usual way).
    private func discTint(for frame: MapFrame, target: Surface, canvas: Canvas, clip visible: [PixelRect]?) -> (disc: Circle, colour: BlendSource)? {
        guard frame.scaling == nil, target.format == .rgb24, frame.surface.format == .rgb24,
            let lead = layers.activeLayer?.leadingDisc(camera: frame.camera)
        else { return nil }
        let alpha = Int((min(1, lead.fill.alpha) * 255).rounded())
        guard alpha > 0 else { return nil }
        let disc = canvas.withState { () -> Circle? in
            if let visible { canvas.clip(to: visible) }
            let r = mapView.pixelRatio
            if r != 1 { canvas.scale(x: r, y: r) }
            return canvas.disc(center: lead.center, radius: lead.radius)
        }
        guard let disc else { return nil }
        if tintRow?.colour != lead.fill || (tintRow?.surface.width ?? 0) < target.width {
            guard let row = try? Surface(repeatingRowOf: lead.fill, width: target.width) else { return nil }
            tintRow = (lead.fill, row)
        }
        return (disc, BlendSource(surface: tintRow!.surface, offset: .zero, alpha: alpha))
    }
}
