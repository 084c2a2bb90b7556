import Foundation
import WhimAnimation
import WhimGraphics

/// The persistent map surface: one camera, one cached rendering larger than the viewport, and the rules
/// that keep re-rendering rare.
///
/// - Panning reuses the cached pixels while the viewport stays inside the cache.
/// - While a camera animation runs, cached pixels are moved (and scaled for zoom), never re-rendered.
/// - When the camera is settled and the cache does not cover it at its zoom, the map is rendered again,
///   crisply, centred on the camera.
///
/// Time is injected: animations move only when `advance(by:)` is called. No SDL, no clock, no threads.
public final class MapView {
    public let renderer: MapRenderer
    public var model: MapModel { renderer.model }
    public var style: MapStyle { renderer.style }
    /// The viewport in pixels.
    public private(set) var viewportSize: Size
    /// Where the camera may go.
    public private(set) var limits: CameraLimits
    /// The camera now (animated or not), always within `limits`.
    public private(set) var camera: Camera
    /// The running camera animation, if any.
    public private(set) var animation: CameraAnimation?
    /// Extra cached pixels on each side, as a fraction of the viewport's width and height.
    public var cacheMargin: Double = 0.25 {
        didSet { cacheMargin = max(0, min(cacheMargin, 2)) }
    }
    /// How many times the base map has been rendered (a re-render is the expensive event to count).
    public private(set) var renderCount = 0

    private var cache: Surface?
    private var cacheCamera: Camera?
    private var scratch: Surface?
    /// The attribution, drawn once (see `drawAttribution`).
    private var badge: Surface?
    /// What the scaled `scratch` pixels show (camera, cache camera, cache render), so they are reused.
    private var scaledFrameKey: ScaledFrameKey?

    /// A map view showing the model's whole extent (or `camera`, clamped).
    public init(model: MapModel, style: MapStyle = .light, viewportSize: Size, camera: Camera? = nil) {
        self.renderer = MapRenderer(model: model, style: style)
        let size = Size(width: max(1, viewportSize.width), height: max(1, viewportSize.height))
        self.viewportSize = size
        self.limits = CameraLimits(bounds: model.bounds, viewportSize: size)
        var initial = camera ?? Camera(fitting: model.bounds, viewportSize: size)
        initial.viewportSize = size
        self.camera = initial.clamped(to: limits)
    }

    // MARK: - Camera

    public var isAnimating: Bool { animation != nil }

    /// Moves the camera at once (cancelling any animation), clamped to the data.
    public func setCamera(_ newCamera: Camera) {
        animation = nil
        camera = clamp(newCamera)
    }

    /// Changes the viewport size, keeping the centre and zoom.
    public func resize(to size: Size) {
        let size = Size(width: max(1, size.width), height: max(1, size.height))
        guard size != viewportSize else { return }
        viewportSize = size
        limits = CameraLimits(bounds: model.bounds, viewportSize: size, maxZoom: limits.maxZoom)
        camera = clamp(camera)
        if let a = animation {
            animation = a.retargeted(to: clamp(a.to))
            if animation!.isFinished { animation = nil }
        }
    }

    /// A drag by (dx, dy) pixels: the map follows the pointer. Cancels a running animation.
    public func pan(dx: Double, dy: Double) {
        animation = nil
        var c = camera
        c.pan(dx: dx, dy: dy)
        camera = clamp(c)
    }

    /// Zooms by `delta` levels around a viewport point (the wheel under the pointer). Animated zooms
    /// accumulate: a second wheel step during the animation continues from the running target.
    public func zoom(by delta: Double, around anchor: Point, animated: Bool = true, duration: Double = 0.2) {
        guard animated else {
            animation = nil
            var c = camera
            c.zoom(by: delta, around: anchor)
            camera = clamp(c)
            return
        }
        var target = animation?.to ?? camera
        // The world point under the pointer now stays under it for the whole animation.
        let world = camera.worldPoint(forScreen: anchor)
        target.zoom = min(max(target.zoom + delta, limits.minZoom), limits.maxZoom)
        let s = target.scale
        target.worldCenter = Point(x: world.x - (anchor.x - viewportSize.width / 2) / s,
                                   y: world.y - (anchor.y - viewportSize.height / 2) / s)
        let clamped = clamp(target)
        guard clamped != camera else { return }
        animation = CameraAnimation(from: camera, to: clamped, duration: duration, curve: CameraAnimation.easeOut,
                                    anchor: clamped == target ? (world, anchor) : nil)
    }

    /// Starts animating toward `target` (clamped), from wherever the camera is now.
    public func animate(to target: Camera, duration: Double = 0.35,
                        curve: TimingCurve = CameraAnimation.easeOut) {
        var target = target
        target.viewportSize = viewportSize
        let clamped = clamp(target)
        if duration <= 0 || clamped == camera {
            animation = nil
            camera = clamped
            return
        }
        animation = CameraAnimation(from: camera, to: clamped, duration: duration, curve: curve)
    }

    /// Heads a running animation to `target` (clamped) in the time it has left, or animates there over
    /// `duration` when none runs.
    public func retarget(to target: Camera, duration: Double, curve: TimingCurve = CameraAnimation.easeOut) {
        guard let a = animation else { return animate(to: target, duration: duration, curve: curve) }
        var target = target
        target.viewportSize = viewportSize
        animation = a.retargeted(to: clamp(target))
    }

    /// The camera that shows a world rectangle inside the viewport minus `insets`.
    public func camera(fitting rect: Rect, insets: EdgeInsets = .zero, maxZoom: Double = 18) -> Camera {
        var c = camera
        c.fit(worldRect: rect, insets: insets, maxZoom: min(maxZoom, limits.maxZoom), minZoom: limits.minZoom)
        return clamp(c)
    }

    /// Fits a lat/lon box inside the viewport minus `insets`, animated or at once.
    public func fit(bounds: GeoBounds, insets: EdgeInsets = .zero, maxZoom: Double = 18, animated: Bool = true,
                    duration: Double = 0.45) {
        let target = camera(fitting: WebMercator.project(bounds), insets: insets, maxZoom: maxZoom)
        if animated { animate(to: target, duration: duration, curve: CameraAnimation.easeInOut) } else { setCamera(target) }
    }

    /// Advances the camera animation by `dt` seconds. Returns true while it is still running.
    @discardableResult
    public func advance(by dt: Double) -> Bool {
        guard var a = animation else { return false }
        a.advance(by: dt)
        camera = clamp(a.camera)
        animation = a.isFinished ? nil : a
        return animation != nil
    }

    /// A camera kept within this view's limits and viewport.
    public func clamped(_ c: Camera) -> Camera { clamp(c) }

    private func clamp(_ c: Camera) -> Camera {
        var c = c
        c.viewportSize = viewportSize
        return c.clamped(to: limits)
    }

    // MARK: - Frames

    /// The pixel size of the cache for the current viewport.
    public var cacheSize: PixelSize {
        let w = Int(viewportSize.width.rounded(.up)), h = Int(viewportSize.height.rounded(.up))
        let mx = Int((Double(w) * cacheMargin).rounded()), my = Int((Double(h) * cacheMargin).rounded())
        return PixelSize(width: min(Surface.maximumSide, w + 2 * mx), height: min(Surface.maximumSide, h + 2 * my))
    }

    /// True when the next `prepareFrame()` will render the base map again.
    public var needsRender: Bool {
        guard cache != nil, let cached = cacheCamera else { return true }
        if isAnimating { return false }
        return !covers(cached, camera)
    }

    /// Whether a cache rendered for `cached` shows the whole viewport of `current` at the same zoom.
    private func covers(_ cached: Camera, _ current: Camera) -> Bool {
        guard abs(cached.zoom - current.zoom) < 1e-9, cacheSize == PixelSize(width: Int(cached.viewportSize.width), height: Int(cached.viewportSize.height))
        else { return false }
        let origin = cacheOrigin(cached, in: current)
        let x = origin.x.pixelRounded, y = origin.y.pixelRounded
        return x <= 0 && y <= 0 && x + Int(cached.viewportSize.width) >= Int(viewportSize.width.rounded(.up))
            && y + Int(cached.viewportSize.height) >= Int(viewportSize.height.rounded(.up))
    }

    /// Where the cache's top-left corner lies in the viewport of `current` (fractional pixels).
    private func cacheOrigin(_ cached: Camera, in current: Camera) -> Point {
        current.screenPoint(forWorld: cached.worldPoint(forScreen: .zero))
    }

    /// Renders the base map into the cache now, centred on the current camera.
    public func renderCache() throws(GraphicsError) {
        let size = cacheSize
        if cache?.pixelSize != size { cache = try Surface(width: size.width, height: size.height, format: .rgb24) }
        var cacheCam = camera
        cacheCam.viewportSize = size.size
        let canvas = Canvas(cache!)
        renderer.render(into: canvas, camera: cacheCam)
        canvas.flush()
        cacheCamera = cacheCam
        renderCount += 1
    }

    /// The frame to show now: re-renders the base map first when the camera is settled somewhere the
    /// cache does not cover (or nothing was rendered yet); otherwise reuses the cached pixels, blitted at a
    /// whole-pixel offset, or scaled into a viewport-sized surface while a zoom animates.
    public func prepareFrame() throws(GraphicsError) -> MapFrame {
        if needsRender { try renderCache() }
        let cache = self.cache!, cached = cacheCamera!
        let origin = cacheOrigin(cached, in: camera)
        if abs(cached.zoom - camera.zoom) < 1e-9 {
            let offset = PixelPoint(x: origin.x.pixelRounded, y: origin.y.pixelRounded)
            // The camera the rounded pixels show: shifted by the rounding residual.
            var shown = camera
            let s = camera.scale
            shown.worldCenter = Point(x: camera.worldCenter.x + (origin.x - Double(offset.x)) / s,
                                      y: camera.worldCenter.y + (origin.y - Double(offset.y)) / s)
            if covers(cached, camera) || isAnimating {
                return MapFrame(surface: cache, offset: offset, camera: shown, isCrisp: true)
            }
        }
        // Zooming (or panned past the cache mid-animation): scale the cached pixels into the viewport —
        // once per camera: asking again for the same camera reuses the scaled pixels.
        let key = ScaledFrameKey(camera: camera, cacheCamera: cached, renderCount: renderCount)
        if let scratch, scaledFrameKey == key {
            return MapFrame(surface: scratch, offset: .zero, camera: camera, isCrisp: false)
        }
        let w = Int(viewportSize.width.rounded(.up)), h = Int(viewportSize.height.rounded(.up))
        if scratch?.pixelSize != PixelSize(width: w, height: h) {
            scratch = try Surface(width: w, height: h, format: .rgb24)
        }
        let canvas = Canvas(scratch!)
        canvas.fill(Rect(x: 0, y: 0, width: Double(w), height: Double(h)), style.land)
        let factor = pow(2, camera.zoom - cached.zoom)
        canvas.draw(cache, in: Rect(x: origin.x, y: origin.y, width: Double(cache.width) * factor,
                                    height: Double(cache.height) * factor), quality: .bilinear)
        canvas.flush()
        scaledFrameKey = key
        return MapFrame(surface: scratch!, offset: .zero, camera: camera, isCrisp: false)
    }

    /// Draws the current frame into a canvas whose origin is the viewport's top-left (convenience for
    /// tests and exports; the compositor blits `prepareFrame()` itself).
    @discardableResult
    public func draw(into canvas: Canvas) throws(GraphicsError) -> MapFrame {
        let frame = try prepareFrame()
        canvas.draw(frame.surface, at: frame.offset)
        return frame
    }

    /// Draws the attribution in the bottom-right corner of `visibleRect` (the part of the viewport not
    /// covered by panels), so panels never hide it.
    public func drawAttribution(into canvas: Canvas, visibleRect: Rect? = nil) {
        let rect = visibleRect ?? Rect(size: viewportSize)
        // Drawn once into a small badge, then blitted: text drawing allocates, a blit does not.
        guard canvas.isUntransformed, let badge = attributionBadge() else {
            canvas.withState {
                canvas.translate(x: rect.minX, y: rect.minY)
                renderer.drawAttribution(into: canvas, viewport: rect.size)
            }
            return
        }
        let at = PixelPoint(x: Int((rect.maxX - Double(badge.width)).rounded(.down)), y: Int((rect.maxY - Double(badge.height)).rounded(.down)))
        canvas.flush()
        canvas.surface.blit(badge, at: at, in: PixelRect(origin: at, size: badge.pixelSize))
    }

    /// The attribution as it is drawn in the bottom-right corner of a badge-sized viewport, made once.
    private func attributionBadge() -> Surface? {
        if let badge { return badge }
        let probe = Canvas(try! Surface(width: 1, height: 1))
        let m = probe.measure(MapRenderer.attribution, font: style.attributionFont)
        // The renderer's own layout: 4 units of padding, 2 from the corner.
        let w = Int((m.width + 8 + 2).rounded(.up)) + 1, h = Int((m.lineHeight + 8 + 2).rounded(.up)) + 1
        guard let s = try? Surface(width: w, height: h, format: .argb32) else { return nil }
        renderer.drawAttribution(into: Canvas(s), viewport: Size(width: Double(w), height: Double(h)))
        badge = s
        return s
    }
}

/// The inputs of a scaled map frame: the same three give the same pixels.
struct ScaledFrameKey: Equatable {
    var camera: Camera
    var cacheCamera: Camera
    var renderCount: Int
}
