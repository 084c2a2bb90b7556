import WhimGraphics
import WhimCore
import WhimMap
import WhimStyle

/// The persistent map as the container's backdrop: a `MapComposer` (cached base map + the active scene's
/// layer + attribution, recomposed only when something visible changed) that the compositor copies, or
/// that draws itself straight into the frame when the map moved (`drawStraight(into:visible:damage:)`). The
/// base map is rendered only when the camera settles outside the cache or at a new zoom; a transition
/// never re-renders it. Layers follow the visible scene (`WhimMapLayerScene`), and the camera fits them
/// inside the gap between the panels. On a scaled desktop the map is drawn at the window's device pixels
/// (`MapView.pixelRatio`), like the panels; gestures and layers stay in the container's units.
public final class MapBackdrop: Backdrop {
    /// Composes the map, the active layer and the attribution.
    public let composer: MapComposer
    /// The camera and map pixels.
    public var mapView: MapView { composer.mapView }
    /// The map layers scenes show.
    public var layers: MapLayerManager { composer.layers }
    /// The composed map the compositor copies; nil before the first frame. After a frame the map drew
    /// straight into (`drawStraight(into:visible:damage:)`), it is brought up to date when next asked for.
    public var surface: Surface? {
        guard hasShownFrame else { return nil }
        do { settled = try composer.composedSurface() } catch { lastError = error }
        return settled
    }
    /// Where the surface goes in the frame (always the top-left corner).
    public let origin = PixelPoint.zero
    /// Grows whenever the surface's pixels change, so the compositor knows to damage it.
    public private(set) var version = 0
    /// The part of the map the last `version` change touched, when only map tiles landed.
    public private(set) var lastDamage: [PixelRect]?
    /// Called with the active layer's item under a tap on the map (a marker, a line, a circle), nil when
    /// the tap hit none (the marker selection was then cleared).
    public var onItemTap: ((MapLayerItem?) -> Void)?
    /// A drawing error (out of memory) is kept here instead of crashing; the last good frame stays shown.
    public private(set) var lastError: GraphicsError?
    /// Whether a frame in which the map moved is drawn straight into the compositor's frame (the default)
    /// instead of into the cached surface first and then copied: the pixels are the same, written once.
    public var drawsStraightIntoFrames = true
    /// How many frames the map has drawn straight into (`drawStraight(into:visible:damage:)`): a statistic for tests and
    /// benchmarks.
    public private(set) var framesDrawnStraight = 0

    private var scale = 1.0
    private var pixelSize = PixelSize(width: 0, height: 0)
    /// The composer's surface as last handed out.
    private var settled: Surface?
    private var composedRevision = -1
    private var lastTime: Double?
    private var insets = EdgeInsets.zero
    /// Reduced motion: the camera jumps where it would fly.
    private var reducedMotion = false
    /// Whether camera moves animate: not before the first frame, not under reduced motion.
    private var animatesCamera: Bool { hasShownFrame && !reducedMotion }
    /// Whether a frame has been prepared: before that nothing of the map has been seen, so camera changes
    /// (the first screen's layer, its insets) land at once instead of flying there from the whole extract,
    /// and no tile is drawn for a view nobody sees.
    private var hasShownFrame = false

    /// A map backdrop drawing `model`'s extract through its tiles in `style`, initially fitting the
    /// whole extract.
    public convenience init(model: MapModel, style: StyleDocument) {
        self.init(map: .extract(model, style: style))
    }

    /// A map backdrop drawing `map`: a tile source in a style, or an OSM extract.
    public convenience init(map: BackdropMap) {
        let (content, drawing) = map.make()
        self.init(content: content, drawing: drawing)
    }

    /// A map backdrop showing `content`, its tiles drawn by `drawing` (a tile source's styled vector tiles,
    /// or an OSM extract), initially fitting `content.initialBounds`.
    public init(content: MapContent, drawing: any TileDrawing) {
        // A small stand-in size: the container sizes the backdrop at once (`resize(to:scale:)`), and a view
        // pages in memory for its mosaic at every size it is given larger than before.
        let view = MapView(content: content, drawing: drawing, viewportSize: Size(width: 64, height: 64))
        composer = MapComposer(layers: MapLayerManager(mapView: view))
        // The text the composer draws on the frame thread: matched now, not on the first frame showing it.
        Canvas.prepareFonts([MapLayer.calloutFont, content.attribution.font])
    }

    /// Sizes the map to the window (device pixels at `scale`); once a frame has been shown, redraws at once
    /// (at a new scale, with the tiles there are scaled until those of the new scale land).
    public func resize(to size: PixelSize, scale: Double) {
        if scale != self.scale { Canvas.prepareFonts([MapLayer.calloutFont, mapView.content.attribution.font], scale: scale) }
        self.scale = scale
        let first = pixelSize.isEmpty
        pixelSize = size
        mapView.setPixelRatio(scale)
        mapView.resize(to: Size(width: Double(size.width) / scale, height: Double(size.height) / scale))
        // The first real size: show the whole extract at that size (later resizes keep the camera).
        if first {
            mapView.fit(bounds: mapView.content.initialBounds, animated: false)
            mapView.worker.start()
        }
        // Launch work, not the first frame's: the composed map's memory paged in (the map view pages in
        // its mosaic's when it is sized) and the tile worker's thread made.
        do { try composer.prepareSurface() } catch { lastError = error }
        composedRevision = -1
        if hasShownFrame { prepareFrame() }
    }

    /// The part of the window panels cover: the camera fits layers into the rest.
    public func setVisibleInsets(_ newInsets: EdgeInsets) {
        guard newInsets != insets else { return }
        insets = newInsets
        layers.setVisibleRectInsets(newInsets, refit: true, animated: animatesCamera)
    }

    /// Shows the map layer of the scene a transition leads to (its `WhimMapLayerScene` layer), if any.
    public func destinationDidChange(to scene: (any WhimScene)?) {
        if let scene = scene as? any WhimMapLayerScene {
            layers.activate(scene.mapLayer, animated: animatesCamera)
        } else {
            layers.deactivate()
        }
    }

    /// With reduced motion on, camera moves jump (a zoom, a fly to a layer).
    public func setReducedMotion(_ on: Bool) {
        reducedMotion = on
    }

    /// Advances camera animations, retries tiles drawn without the network, and takes landed tiles; true
    /// while more frames are needed.
    public func advance(to time: Double) -> Bool {
        let dt = lastTime.map { max(0, time - $0) } ?? 0
        lastTime = time
        mapView.retryTiles(at: time)
        guard mapView.isAnimating else { return mapView.needsFrames }
        mapView.advance(by: dt)
        return true
    }

    /// While the camera moves or tiles are still landing.
    public var isAnimating: Bool { mapView.needsFrames }

    /// Puts together the tile mosaic the camera needs next (`MapView.prepareAhead()`), between frames.
    public func prepareAhead() {
        do { try mapView.prepareAhead() } catch { lastError = error }
    }

    /// Recomposes when the camera, the layer or the insets changed; otherwise keeps the same pixels
    /// (and the same `version`, so the compositor sees no damage).
    public func prepareFrame() {
        hasShownFrame = true
        do { try composer.prepare() } catch {
            lastError = error
            return
        }
        lastError = nil
        guard composer.revision != composedRevision else { return }
        composedRevision = composer.revision
        // The composer's surface is brought up to date when the compositor asks for it, unless the map is
        // drawn straight into the frame.
        lastDamage = composer.lastDamage
        version += 1
    }

    /// When the map moved (everything changed): the map, its layer and the
    /// attribution drawn straight into `frame` instead of into the cached surface and then copied — only
    /// where panels leave it visible, and, while the cache is behind, for the next frames' damage as long
    /// as that costs less than bringing the cache up to date (`MapComposer.drawPrepared(into:visible:)`).
    public func drawStraight(into frame: Surface, visible: [PixelRect], damage: FrameDamage) -> PixelRect? {
        guard drawsStraightIntoFrames, hasShownFrame, frame.pixelSize == pixelSize,
              composer.drawPrepared(into: frame, visible: visible) else { return nil }
        framesDrawnStraight += 1
        return frame.bounds
    }

    /// Tab stops on the map: arrows pan it, `+`/`-` zoom it, Enter taps the marker nearest the centre.
    public var isKeyboardFocusable: Bool { true }

    /// The active layer's marker nearest `p` among those inside `rect` (viewport units), nil when none is.
    public func activationPoint(nearest p: Point, within rect: Rect) -> Point? {
        guard let layer = layers.activeLayer else { return nil }
        let camera = mapView.camera
        return layer.markers.lazy.map { camera.screenPoint(for: $0.coordinate) }.filter { rect.contains($0) }
            .min { $0.distance(to: p) < $1.distance(to: p) }
    }

    /// Acts on what the container's gesture arena recognised: a pan moves the camera, a zoom zooms it
    /// (at once under reduced motion), a tap selects what is under it on the active layer.
    public func handle(_ gesture: BackdropGesture, at time: Double) -> Bool {
        switch gesture {
        case let .tap(p):
            onItemTap?(layers.handleTap(at: p))
            return true
        case let .pan(dx, dy):
            mapView.pan(dx: dx, dy: dy)
            return true
        case .panEnded:
            return true
        case let .pinch(dx, dy, levels, p):
            mapView.pan(dx: dx, dy: dy)
            if levels != 0 { mapView.zoom(by: levels, around: p, animated: false) }
            return true
        case let .zoom(levels, p):
            mapView.zoom(by: levels, around: p, animated: !reducedMotion)
            return true
        case .longPress:
            return false
        }
    }
}
