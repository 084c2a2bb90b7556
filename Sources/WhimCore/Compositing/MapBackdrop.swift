import WhimGraphics
import WhimMap

/// The persistent map as the container's backdrop: one `MapView` (cached base map) plus the scenes' map
/// layers, composed into one RGB24 surface that the compositor copies. The base map is rendered only when
/// the camera settles outside the cache or at a new zoom; overlays are drawn above the cached pixels
/// without re-rendering it, and only when the camera, the layer or the visible rect changed.
public final class MapBackdrop: Backdrop {
    public let mapView: MapView
    public let layers: MapLayerManager
    public private(set) var surface: Surface?
    public let origin = PixelPoint.zero
    public private(set) var version = 0
    /// Called when a tap on the map selects a marker of the active layer (nil: the selection was cleared).
    public var onMarkerTap: ((MapMarker?) -> Void)?
    /// Errors while drawing (out of memory) are kept here instead of crashing; the last good frame stays.
    public private(set) var lastError: GraphicsError?

    private var canvas: Canvas?
    private var scale = 1.0
    private var dirty = true
    private var lastTime: Double?
    private var pressPoint: Point?
    private var lastPoint: Point?
    private var dragged = false
    private var insets = EdgeInsets.zero

    /// A map backdrop over `model`, initially fitting the whole extract.
    public init(model: MapModel, style: MapStyle = .light) {
        mapView = MapView(model: model, style: style, viewportSize: Size(width: 960, height: 540))
        layers = MapLayerManager(mapView: mapView)
    }

    public func resize(to size: PixelSize, scale: Double) {
        self.scale = scale
        mapView.resize(to: Size(width: Double(size.width) / scale, height: Double(size.height) / scale))
        if surface?.pixelSize != size, let s = try? Surface(width: size.width, height: size.height, format: .rgb24) {
            surface = s
            canvas = Canvas(s)
        }
        dirty = true
    }

    public func setVisibleInsets(_ newInsets: EdgeInsets) {
        guard newInsets != insets else { return }
        insets = newInsets
        layers.setVisibleRectInsets(newInsets, refit: true, animated: true)
        dirty = true
    }

    public func destinationDidChange(to scene: (any WhimScene)?) {
        if let scene = scene as? any WhimMapLayerScene {
            layers.activate(scene.mapLayer, animated: true)
        } else {
            layers.deactivate()
        }
        dirty = true
    }

    /// Marks the overlays stale after a layer's content changed (a marker selected from a list).
    public func setNeedsDisplay() { dirty = true }

    public func advance(to time: Double) -> Bool {
        let dt = lastTime.map { max(0, time - $0) } ?? 0
        lastTime = time
        guard mapView.isAnimating else { return false }
        mapView.advance(by: dt)
        dirty = true
        return true
    }

    public func prepareFrame() {
        guard dirty || mapView.needsRender, let canvas else { return }
        canvas.withState {
            if scale != 1 { canvas.scale(x: scale, y: scale) }
            do throws(GraphicsError) {
                let frame = try mapView.draw(into: canvas)
                layers.drawOverlays(into: canvas, camera: frame.camera)
                lastError = nil
            } catch {
                lastError = error
            }
        }
        canvas.flush()
        dirty = false
        version += 1
    }

    public func handle(_ event: InputEvent, at time: Double) -> Bool {
        switch event {
        case let .pointerDown(p, _):
            pressPoint = p
            lastPoint = p
            dragged = false
            return true
        case let .pointerMove(p):
            guard let last = lastPoint, let press = pressPoint else { return false }
            if !dragged, press.distance(to: p) < 4 { return true }
            dragged = true
            mapView.pan(dx: p.x - last.x, dy: p.y - last.y)
            lastPoint = p
            dirty = true
            return true
        case let .pointerUp(p, _):
            defer {
                pressPoint = nil
                lastPoint = nil
            }
            guard pressPoint != nil else { return false }
            if !dragged {
                let marker = layers.handleTap(at: p)
                onMarkerTap?(marker)
                dirty = true
            }
            return true
        case let .wheel(p, _, dy):
            guard dy != 0 else { return false }
            mapView.zoom(by: dy * 0.5, around: p, animated: true)
            dirty = true
            return true
        case .key, .text:
            return false
        }
    }
}
