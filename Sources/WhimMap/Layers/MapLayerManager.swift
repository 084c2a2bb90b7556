import WhimAnimation
import WhimGraphics

/// Keeps the scenes' map layers: any number registered, exactly one (or none) active. Activating a layer
/// deactivates the previous one and moves the camera to the layer's wish inside the visible rect — the
/// viewport minus the panels over the map (`visibleRectInsets`). Only the active layer is drawn and
/// receives map taps.
public final class MapLayerManager {
    /// The map whose camera the manager moves.
    public let mapView: MapView
    /// Every registered layer.
    public private(set) var layers: [MapLayer] = []
    /// The layer drawn now; nil for none.
    public private(set) var activeLayer: MapLayer?
    /// The parts of the viewport covered by panels (top panel, bottom card): fits keep content out of them.
    public var visibleRectInsets: EdgeInsets = .zero
    /// Extra room kept around fitted content inside the visible rect, so markers at the edges stay whole.
    public var contentPadding: Double = 36

    /// The insets a content fit uses: the panels plus the padding.
    var fitInsets: EdgeInsets {
        let v = visibleRectInsets, p = contentPadding
        return EdgeInsets(top: v.top + p, left: v.left + p, bottom: v.bottom + p, right: v.right + p)
    }
    /// Whether the attribution is drawn with the overlays (in the visible rect's bottom-right corner).
    public var drawsAttribution = true

    /// A manager for the layers shown on `mapView`.
    public init(mapView: MapView) {
        self.mapView = mapView
    }

    /// The part of the viewport not covered by panels.
    public var visibleRect: Rect { Rect(size: mapView.viewportSize).inset(by: visibleRectInsets) }

    /// Adds a layer (once); it stays inactive until activated.
    public func register(_ layer: MapLayer) {
        guard !layers.contains(where: { $0 === layer }) else { return }
        layers.append(layer)
    }

    /// Removes a layer; if it was active, no layer is active afterwards.
    public func unregister(_ layer: MapLayer) {
        layers.removeAll { $0 === layer }
        if activeLayer === layer { deactivate() }
    }

    /// Makes `layer` the active one (registering it if needed), deactivating the previous one, and moves
    /// the camera to the layer's wish.
    public func activate(_ layer: MapLayer, animated: Bool = true, duration: Double = 0.45) {
        register(layer)
        if activeLayer !== layer {
            activeLayer?.isActive = false
            activeLayer = layer
            layer.isActive = true
        }
        applyCameraWish(animated: animated, duration: duration)
    }

    /// Deactivates the active layer, if any.
    public func deactivate() {
        activeLayer?.isActive = false
        activeLayer = nil
    }

    /// Changes the visible-rect insets (a panel moved); with `refit`, the active layer's wish is applied again.
    public func setVisibleRectInsets(_ insets: EdgeInsets, refit: Bool = false, animated: Bool = true) {
        visibleRectInsets = insets
        if refit { applyCameraWish(animated: animated) }
    }

    /// The camera the active layer wishes for in the current visible rect (nil when it wants none).
    public func wishedCamera() -> Camera? {
        guard let layer = activeLayer else { return nil }
        switch layer.cameraWish {
        case .keep:
            return nil
        case .fitContent(let maxZoom):
            guard let bounds = layer.contentBounds else { return nil }
            return mapView.camera(fitting: WebMercator.project(bounds), insets: fitInsets, maxZoom: maxZoom)
        case .fit(let bounds):
            return mapView.camera(fitting: WebMercator.project(bounds), insets: fitInsets, maxZoom: 19)
        case .center(let coordinate, let zoom):
            let world = WebMercator.project(coordinate)
            return mapView.clamped(mapView.camera.withZoom(zoom, keeping: world, insets: visibleRectInsets))
        }
    }

    private func applyCameraWish(animated: Bool, duration: Double = 0.45) {
        guard let target = wishedCamera() else { return }
        if animated {
            // A fit already under way follows the new target in its remaining time instead of starting over.
            mapView.retarget(to: target, duration: duration, curve: TimingCurve.cubicEaseInOut)
        } else {
            mapView.setCamera(target)
        }
    }

    /// Draws the active layer (and the attribution) above the base map, for `camera` — pass the
    /// `MapFrame`'s camera so overlays sit exactly on the blitted pixels. The base map is not touched.
    /// `canvas` draws on the frame's device pixels: the layer goes `mapView.pixelRatio` pixels to a unit.
    public func drawOverlays(into canvas: Canvas, camera: Camera) {
        drawOverlays(into: canvas, camera: camera, leadingDiscInteriorDone: false)
    }

    /// Draws the overlays like `drawOverlays(into:camera:)`; `leadingDiscInteriorDone`: the active
    /// layer's `leadingDisc(camera:)` interior is already in the pixels (see `MapLayer.draw`).
    public func drawOverlays(into canvas: Canvas, camera: Camera, leadingDiscInteriorDone: Bool) {
        if let layer = activeLayer {
            let r = mapView.pixelRatio
            if r == 1 {
                layer.draw(into: canvas, camera: camera, leadingDiscInteriorDone: leadingDiscInteriorDone)
            } else {
                canvas.withState {
                    canvas.scale(x: r, y: r)
                    layer.draw(into: canvas, camera: camera, leadingDiscInteriorDone: leadingDiscInteriorDone)
                }
            }
        }
        if drawsAttribution { mapView.drawAttribution(into: canvas, visibleRect: visibleRect) }
    }

    /// A tap on the map at a viewport point: the active layer's topmost item there
    /// (`MapLayer.item(at:camera:tolerance:)`). A marker becomes the selected one; a tap on no item clears
    /// the selection; a line or a circle leaves it.
    @discardableResult
    public func handleTap(at point: Point, camera: Camera? = nil) -> MapLayerItem? {
        guard let layer = activeLayer else { return nil }
        let hit = layer.item(at: point, camera: camera ?? mapView.camera)
        switch hit {
        case let .marker(m)?: layer.selectedMarkerID = m.id
        case nil: layer.selectedMarkerID = nil
        case .polyline?, .circle?: break
        }
        return hit
    }
}

extension Camera {
    /// This camera at another zoom with `world` centred in the viewport minus `insets`.
    func withZoom(_ zoom: Double, keeping world: Point, insets: EdgeInsets) -> Camera {
        var c = self
        c.zoom = zoom
        let s = c.scale
        c.worldCenter = Point(x: world.x - (insets.left - insets.right) / 2 / s, y: world.y - (insets.top - insets.bottom) / 2 / s)
        return c
    }
}
