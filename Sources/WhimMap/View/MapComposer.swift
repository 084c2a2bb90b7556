import WhimGraphics

/// The map as one cached, viewport-sized RGB24 surface: the base map blitted at its offset, the active
/// layer's overlays and the attribution on top. Composed again only when something visible changed
/// (camera, base pixels, active layer or its content, visible-rect insets), so a compositor can treat
/// the map like any other cached layer and damage it only when `revision` grows. When only tiles landed,
/// only their rectangles are composed again, and `lastDamage` says which.
public final class MapComposer {
    /// The map view and its layers (markers, routes) that this composer draws.
    public let layers: MapLayerManager
    /// The camera and the base map pixels.
    public var mapView: MapView { layers.mapView }
    /// Grows every time the composed pixels change.
    public private(set) var revision = 0
    /// The rectangles (viewport pixels) the last change of `revision` touched; nil when it was everything.
    public private(set) var lastDamage: [PixelRect]?

    private var surface: Surface?
    /// Kept with the surface: making a canvas allocates, and a pan recomposes every frame.
    private var canvas: Canvas?
    private var key: Key?

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

    /// The composed map for the current camera and layer, redrawn only when needed.
    public func compose() throws(GraphicsError) -> Surface {
        let frame = try mapView.nextFrame()
        let size = PixelSize(width: Int(mapView.viewportSize.width.rounded(.up)), height: Int(mapView.viewportSize.height.rounded(.up)))
        let newKey = Key(base: ObjectIdentifier(frame.surface), offset: frame.offset, scaling: frame.scaling, camera: frame.camera,
                         baseRevision: frame.revision, layer: layers.activeLayer.map(ObjectIdentifier.init),
                         layerRevision: layers.activeLayer?.revision ?? 0, insets: layers.visibleRectInsets,
                         attribution: layers.drawsAttribution)
        if let surface, surface.pixelSize == size, key == newKey { return surface }
        // Only tiles landed: compose those rectangles again (base, then the overlays clipped to them).
        if let surface, let canvas, surface.pixelSize == size, let damage = frame.damage, var onlyBase = key {
            onlyBase.baseRevision = newKey.baseRevision
            if onlyBase == newKey {
                var rects = damage.map { $0.intersection(surface.bounds) }.filter { !$0.isEmpty }
                // The attribution badge is blended over the base (not clipped): its base is copied again too.
                if layers.drawsAttribution, let badge = mapView.attributionFrame(visibleRect: layers.visibleRect) {
                    rects.append(badge.intersection(surface.bounds))
                }
                for r in rects { surface.blit(frame.surface, at: frame.offset, in: r, copy: true) }
                if !rects.isEmpty {
                    canvas.withState {
                        var area = Path()
                        for r in rects { area.addRect(r.rect) }
                        canvas.clip(to: area)
                        layers.drawOverlays(into: canvas, camera: frame.camera)
                    }
                    canvas.flush()
                }
                key = newKey
                lastDamage = rects
                revision &+= 1
                return surface
            }
        }
        if surface?.pixelSize != size || canvas == nil {
            let s = try Surface(width: size.width, height: size.height, format: .rgb24)
            surface = s
            canvas = Canvas(s)
        }
        let target = surface!
        // The base map: a whole-pixel blit through pixman (no allocation), or the mosaic scaled straight in
        // while a zoom animates; then the overlays.
        if let canvas {
            frame.draw(into: target, canvas: canvas, in: target.bounds)
            layers.drawOverlays(into: canvas, camera: frame.camera)
            canvas.flush()
        }
        key = newKey
        lastDamage = nil
        revision &+= 1
        return surface!
    }
}
