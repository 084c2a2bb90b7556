import Foundation
import WhimAnimation
import WhimGraphics
import WhimThreads

/// The persistent map surface: one camera, and the map's pixels put together from tiles that a
/// `TileWorker` draws on its own thread. The frame path never draws vectors.
///
/// - A frame shows the best tiles there are: crisp ones of the camera's zoom, else tiles of other zooms
///   scaled, else the land colour; crisp tiles are copied in as they arrive (reported as damage).
/// - Tiles are asked for where the camera is heading (the target of a running animation), so they are
///   drawn while the camera moves; tiles that left the view are cancelled.
/// - While a zoom animates, a mosaic is scaled: the last one while zooming in, the one of the zoom it heads
///   to while zooming out (built from the cache at once, so the view never shrinks inside blank margins);
///   panning at one zoom moves it by whole pixels.
/// - `tileLoading = .waitForTiles` makes each frame wait for the tiles it asked for, so recordings and
///   golden images are the same every run; the window uses `.background`.
///
/// On a scaled desktop (`pixelRatio` 1.25, 1.5, 2) the camera and the viewport stay in units, and tiles,
/// mosaics and frames are device pixels: the tiles of the camera's device view
/// (`Camera.inDevicePixels(pixelRatio:)`), drawn `pixelRatio` pixels to a unit, so the map is as crisp as
/// the panels over it.
///
/// Time is injected: animations move only when `advance(by:)` is called. No SDL, no clock.
public final class MapView {
    /// What the view shows: background, limits, initial extent, credit.
    public let content: MapContent
    /// The viewport in units (device pixels / `pixelRatio`).
    public private(set) var viewportSize: Size
    /// Device pixels per viewport unit: the desktop's scale (see `setPixelRatio(_:)`).
    public private(set) var pixelRatio: Double = 1
    /// Where the camera may go.
    public private(set) var limits: CameraLimits
    /// The camera now (animated or not), always within `limits`.
    public private(set) var camera: Camera
    /// The running camera animation, if any.
    public private(set) var animation: CameraAnimation?
    /// Extra cached pixels on each side, as a fraction of the viewport's width and height.
    public var cacheMargin: Double = 0.1 {
        didSet { cacheMargin = max(0, min(cacheMargin, 2)) }
    }
    /// How many tiles have arrived from the worker (drawing a tile is the expensive event to count).
    public private(set) var renderCount = 0
    /// Whether frames wait for their tiles (deterministic) or show what there is (the window). Either way
    /// the worker runs at `ThreadPriority.low`: below the frame thread, whose long slices keep a tile from
    /// cutting into a frame (and, under `SCHED_BATCH`, not taking its core when a request wakes it), but
    /// still given its share on a machine busy with other work (at `SCHED_IDLE`
    /// it got next to none: on a VM compiling on both cores, tiles were still missing 25 s after launch).
    public var tileLoading: TileLoading
    /// The thread that draws tiles.
    public let worker: TileWorker
    /// The drawn tiles, by zoom and tile.
    public private(set) var tiles: TileCache
    /// Tiles drawn without some of their data (the network away): shown, and drawn again when the
    /// network returns or their retry comes (`retryTiles(at:)`).
    public private(set) var provisionalTiles: Set<TileKey> = []
    /// The network's recoveries last seen, the next retry's time, and the wait after it (1 s, doubling to a
    /// minute while the network stays away).
    private var seenRecoveries = 0
    private var nextRetry: Double?
    private var retryDelay = 1.0

    /// The mosaic the frames show.
    private(set) var mosaic: TileMosaic?
    /// The mosaic for where a running animation heads, put together `assemblyBudget` tiles a frame while
    /// the camera travels (see `assembleAhead(for:)`), and shown once the camera needs it.
    private var upcoming: TileMosaic?
    /// How many tiles a frame copies into the upcoming mosaic at most: 8 tiles are 2 MB, a quarter of a
    /// 1080p frame's bytes. Within it, a frame copies its share of the tiles to go, spread over the first
    /// three quarters of the frames (`frameStep` apart) until the mosaic shown now stops serving — the
    /// animation's end for a zoom-in, the view drifting off it for a pan: a 1080p mosaic of 60-odd tiles
    /// takes 3 or 4 a frame over an animation of 20 frames or more. Without it, the frame that needed the
    /// mosaic copied all of it (16 MB at 1080p).
    static let assemblyBudget = 8
    /// The time the last `advance(by:)` stepped: how far apart frames come, for spreading work over them.
    private var frameStep = 1.0 / 60
    /// Whether mosaics are put together ahead (off only to compare with building them when needed).
    var assemblesAhead = true
    /// Tiles copied into mosaics so far: what the frames' copying of tiles costs, counted.
    private(set) var tilesCopied = 0
    /// The memory of the mosaic before the current one, for the next mosaic of another size: a zoom step
    /// changes the tile count, and a new 1080p mosaic on fresh memory cost up to 5 ms of page faults.
    let mosaicMemory = SurfacePool(budget: 0)
    /// Grows whenever the mosaic's pixels change.
    private var mosaicRevision = 0
    /// The tiles last asked for (zoom and tile ranges), so an unchanged view asks for nothing.
    private var requestedArea: TileArea?
    private var lastFrame: (surface: ObjectIdentifier, offset: PixelPoint, revision: Int)?
    /// The viewport-sized surface `prepareFrame()` scales a zooming frame into, made when first needed: a
    /// composer scales straight into its own surface (`nextFrame()`), so the window never makes one.
    private var scratch: Surface?
    /// The attribution, drawn once (see `drawAttribution`).
    private var badge: Surface?
    /// What the scaled `scratch` pixels show (camera, mosaic revision), so they are reused.
    private var scaledFrameKey: ScaledFrameKey?

    /// A map view whose tiles `drawing` draws (on the worker thread, which owns it from then on).
    public init(content: MapContent, drawing: any TileDrawing, viewportSize: Size, camera: Camera? = nil,
                tileLoading: TileLoading = .waitForTiles) {
        self.content = content
        self.tileLoading = tileLoading
        self.worker = TileWorker(drawing: drawing)
        self.tiles = TileCache(tiles: 64)
        let size = Size(width: max(1, viewportSize.width), height: max(1, viewportSize.height))
        self.viewportSize = size
        self.limits = content.limits(viewportSize: size)
        var initial = camera ?? Camera(fitting: content.initialBounds, viewportSize: size)
        initial.viewportSize = size
        self.camera = initial.clamped(to: limits)
        stockMosaicMemory()
    }

    deinit { worker.stop() }

    /// The bytes of the largest mosaic the viewport can need (its tiles cover the viewport, rounded out
    /// to whole pixels, and `cacheMargin` on each side; one more tile each way where that does not start
    /// on a tile's edge).
    var largestMosaicBytes: Int {
        func tiles(_ side: Double) -> Int {
            let pixels = Int((side * pixelRatio).rounded(.up)) + 2
            let margin = Int((Double(pixels) * cacheMargin).rounded())
            return (pixels + 2 * margin + TileGrid.side - 1) / TileGrid.side + 1
        }
        return tiles(viewportSize.width) * tiles(viewportSize.height) * TileGrid.mosaicBytesPerTile
    }

    /// The most mosaic memory stocked so far.
    private var stockedMosaicBytes = 0

    /// Pages in memory for two of the largest mosaics of the viewport (`SurfacePool.stock`, on every core),
    /// so that neither the first mosaic — at launch, the first frame's — nor the first one put together
    /// ahead takes page faults: about 4,400 each at 1080p, 14 ms on one core of this VM, in one frame or
    /// spread over the frames of the first animation (640 a frame, 6 ms frames). The memory is written with
    /// the land colour, so the first mosaic on it leaves its slots without tiles as they are (at launch all
    /// of them: 16 MB the first frame does not fill). Done at creation and when a resize needs a larger
    /// mosaic than any before (what the pool kept for a smaller one is let go); a resize to a smaller
    /// viewport lets go of what the larger one kept.
    private func stockMosaicMemory() {
        let bytes = largestMosaicBytes
        if bytes < stockedMosaicBytes {
            stockedMosaicBytes = bytes
            mosaicMemory.budget = 2 * bytes
            return
        }
        guard bytes > stockedMosaicBytes else { return }
        stockedMosaicBytes = bytes
        mosaicMemory.budget = 0  // lets go of what was kept for a smaller viewport
        mosaicMemory.budget = 2 * bytes
        mosaicMemory.stock(count: 2, bytes: bytes, filledWith: content.background.opaquePixel)
    }

    /// Keeps room in the pool for the memory of two mosaics of `area`'s size (the one shown and the one
    /// put together ahead, whichever goes back), and never less than what was stocked.
    private func keepMosaicMemory(for area: TileArea) {
        mosaicMemory.budget = max(2 * stockedMosaicBytes, 2 * area.mosaicBytes)
    }

    // MARK: - Camera

    /// Whether a camera animation is running (frames must keep coming).
    public var isAnimating: Bool { animation != nil }

    /// Moves the camera at once (cancelling any animation), clamped to the data.
    public func setCamera(_ newCamera: Camera) {
        animation = nil
        camera = clamp(newCamera)
    }

    /// Draws the map at `ratio` device pixels per viewport unit from now on (a window moved to a screen of
    /// another scale): tiles are drawn again at the new ratio, and until they land the frames show the
    /// tiles there are, scaled. Ignored unless finite and positive.
    public func setPixelRatio(_ ratio: Double) {
        guard ratio.isFinite, ratio > 0, ratio != pixelRatio else { return }
        pixelRatio = ratio
        mosaic = nil
        upcoming = nil
        requestedArea = nil
        lastFrame = nil
        scratch = nil
        scaledFrameKey = nil
        badge = nil
        stockMosaicMemory()
    }

    /// The viewport in whole device pixels: the size of a frame of the map.
    public var pixelSize: PixelSize {
        // A unit size is a whole pixel size divided by the ratio: the product's rounding error is not a pixel.
        func whole(_ v: Double) -> Int { max(1, Int((v * pixelRatio - 1e-6).rounded(.up))) }
        return PixelSize(width: whole(viewportSize.width), height: whole(viewportSize.height))
    }

    /// Camera `c`'s view in device pixels (`Camera.inDevicePixels(pixelRatio:)`).
    private func device(_ c: Camera) -> Camera { c.inDevicePixels(pixelRatio: pixelRatio) }

    /// The zoom of camera `c`'s device pixels: the zoom of its tiles and mosaics.
    private func deviceZoom(_ c: Camera) -> Double { c.zoom + Camera.zoomOffset(pixelRatio: pixelRatio) }

    /// Changes the viewport size, keeping the centre and zoom.
    public func resize(to size: Size) {
        let size = Size(width: max(1, size.width), height: max(1, size.height))
        guard size != viewportSize else { return }
        viewportSize = size
        stockMosaicMemory()
        limits = content.limits(viewportSize: size)
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
        animation = CameraAnimation(from: camera, to: clamped, duration: duration, curve: TimingCurve.cubicEaseOut,
                                    anchor: clamped == target ? (world, anchor) : nil)
    }

    /// Flies to `target` (clamped): out while travelling, in on arrival (`CameraAnimation.Path.flight`).
    public func fly(to target: Camera, duration: Double = 2, curve: TimingCurve = TimingCurve.cubicEaseInOut) {
        animate(to: target, duration: duration, curve: curve, path: .flight)
    }

    /// Starts animating toward `target` (clamped), from wherever the camera is now.
    public func animate(to target: Camera, duration: Double = 0.35,
                        curve: TimingCurve = TimingCurve.cubicEaseOut, path: CameraAnimation.Path = .straight) {
        var target = target
        target.viewportSize = viewportSize
        let clamped = clamp(target)
        if duration <= 0 || clamped == camera {
            animation = nil
            camera = clamped
            return
        }
        animation = CameraAnimation(from: camera, to: clamped, duration: duration, curve: curve, path: path)
    }

    /// Heads a running animation to `target` (clamped) in the time it has left, or animates there over
    /// `duration` when none runs.
    public func retarget(to target: Camera, duration: Double, curve: TimingCurve = TimingCurve.cubicEaseOut) {
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
        if animated { animate(to: target, duration: duration, curve: TimingCurve.cubicEaseInOut) } else { setCamera(target) }
    }

    /// Advances the camera animation by `dt` seconds. Returns true while it is still running.
    @discardableResult
    public func advance(by dt: Double) -> Bool {
        if dt > 0, dt.isFinite { frameStep = dt }
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

    /// The tiles a camera needs: its viewport plus `cacheMargin` on each side, at its device zoom.
    func tileArea(for c: Camera) -> TileArea {
        let view = viewportPixels(c)
        let mx = Int((Double(view.width) * cacheMargin).rounded()), my = Int((Double(view.height) * cacheMargin).rounded())
        let r = PixelRect(x: view.x - mx, y: view.y - my, width: view.width + 2 * mx, height: view.height + 2 * my)
        let (cols, rows) = TileGrid.tiles(covering: r)!
        return TileArea(zoom: deviceZoom(c), columns: cols, rows: rows, pixelRatio: pixelRatio)
    }

    /// The device zoom pixels a camera's viewport covers (rounded out to whole pixels).
    private func viewportPixels(_ c: Camera) -> PixelRect { pixels(of: device(c)) }

    /// The zoom pixels the viewport of `c` (a camera in pixels) covers, rounded out to whole pixels.
    private func pixels(of c: Camera) -> PixelRect {
        let s = c.scale
        let x = (c.worldCenter.x * s - c.viewportSize.width / 2).rounded(.down)
        let y = (c.worldCenter.y * s - c.viewportSize.height / 2).rounded(.down)
        let x1 = (c.worldCenter.x * s + c.viewportSize.width / 2).rounded(.up)
        let y1 = (c.worldCenter.y * s + c.viewportSize.height / 2).rounded(.up)
        return PixelRect(x: Int(x), y: Int(y), width: max(1, Int(x1 - x)), height: max(1, Int(y1 - y)))
    }

    /// True when the current view has tiles still to come (a frame may show scaled or blank pixels).
    public var isLoadingTiles: Bool {
        guard let area = requestedArea else { return true }
        for key in area.keys where !tiles.contains(key) { return true }
        return false
    }

    /// Whether the host should keep drawing frames: the camera moves, or tiles are still landing in the
    /// background.
    public var needsFrames: Bool { isAnimating || (tileLoading == .background && (isLoadingTiles || !provisionalTiles.isEmpty)) }

    /// Takes the tiles the worker has drawn since the last frame (never waits).
    private func receiveTiles() {
        while let tile = worker.receive() { accept(tile) }
    }

    private func accept(_ tile: RenderedTile) {
        renderCount += 1
        if tile.isProvisional { provisionalTiles.insert(tile.key) } else { provisionalTiles.remove(tile.key) }
        let area = requestedArea, mosaic = self.mosaic, upcoming = self.upcoming
        tiles.insert(tile.surface, labels: tile.labels, for: tile.key) { key in
            (area?.contains(key) ?? false) || (mosaic?.contains(key) ?? false) || (upcoming?.contains(key) ?? false)
        }
        if mosaic?.place(tile.key, tile.surface) == true {
            mosaicRevision += 1
            tilesCopied += 1
        }
        // A tile drawn for where the camera heads goes into the upcoming mosaic as it lands: the worker's
        // pace spreads those copies, and the frame the mosaic is needed on finds them done.
        if upcoming?.place(tile.key, tile.surface) == true { tilesCopied += 1 }
    }

    /// Asks the worker for the tiles of `target` not drawn yet, nearest the centre first, when the area
    /// changed (which cancels tiles of the old area that are not in the new one).
    private func requestTiles(for target: Camera) {
        let area = tileArea(for: target)
        guard area != requestedArea else { return }
        requestedArea = area
        // Room for the area a few times over (several zooms while zooming); a smaller area lets go at once.
        tiles.budget = max(64, area.count * 3) * TileGrid.mosaicBytesPerTile
        ask(area, centre: target, again: [])
    }

    /// Asks the worker for the tiles of `area` not drawn yet and those of `again`, nearest the centre of
    /// `target` first.
    private func ask(_ area: TileArea, centre target: Camera, again: Set<TileKey>) {
        let centre = target.worldCenter
        let s = device(target).scale, side = Double(TileGrid.side)
        let missing = area.keys.filter { !tiles.contains($0) || again.contains($0) }.sorted { a, b in
            let da = hypot((Double(a.x) + 0.5) * side - centre.x * s, (Double(a.y) + 0.5) * side - centre.y * s)
            let db = hypot((Double(b.x) + 0.5) * side - centre.x * s, (Double(b.y) + 0.5) * side - centre.y * s)
            return da != db ? da < db : (a.y, a.x) < (b.y, b.x)
        }
        worker.request(missing)
    }

    /// Draws the provisional tiles of the view again: at once when the network has come back, else when
    /// their retry is due at `time` (seconds on the host's clock), each retry waiting twice as long as the
    /// last, up to a minute. A host calls it every frame; it costs nothing while every tile is whole.
    public func retryTiles(at time: Double) {
        provisionalTiles = provisionalTiles.filter { tiles.contains($0) }
        let recoveries = content.network?.recoveries ?? 0
        let recovered = recoveries != seenRecoveries
        seenRecoveries = recoveries
        guard !provisionalTiles.isEmpty, let area = requestedArea else {
            (nextRetry, retryDelay) = (nil, 1)
            return
        }
        guard let due = nextRetry else {
            nextRetry = time + retryDelay
            return
        }
        guard recovered || time >= due else { return }
        retryDelay = recovered ? 1 : min(retryDelay * 2, 60)
        nextRetry = time + retryDelay
        ask(area, centre: animation.map { clamp($0.to) } ?? camera, again: provisionalTiles)
    }

    /// How pixels shown only until crisp tiles replace them are scaled (a zooming frame, tiles of another
    /// zoom): nearest-neighbour in the window, where a frame must stay a few copies' worth of work (bilinear
    /// scaling of a whole 1080p frame costs about 14 copies), bilinear where frames wait for their tiles
    /// (recordings, goldens), where the time is not a frame's.
    private var stopgapQuality: ScaleQuality { tileLoading == .background ? .nearest : .bilinear }

    /// Puts the mosaic for `c` together from the cache (other zooms scaled where tiles are missing).
    private func rebuildMosaic(for c: Camera) throws(GraphicsError) {
        let view = viewportPixels(c)
        if showUpcoming(zoom: deviceZoom(c), covering: view, visible: view) { return }
        try rebuildMosaic(area: tileArea(for: c), visible: view)
    }

    /// Shows the upcoming mosaic in place of one that would be built at `zoom` when it holds `view` (pixels
    /// of that zoom): completed first (its remaining tiles from the cache, others scaled in where one is
    /// missing inside `visible`), which copies only what the frames before did not. Says whether it did.
    private func showUpcoming(zoom: Double, covering view: PixelRect, visible: PixelRect) -> Bool {
        guard let u = upcoming, u.zoom == zoom, u.pixelRect.contains(view) else { return false }
        let before = u.tilesCopied
        u.complete(from: &tiles, land: content.background, visible: visible, quality: stopgapQuality)
        tilesCopied += u.tilesCopied - before
        mosaic = u
        upcoming = nil
        mosaicRevision += 1
        return true
    }

    /// While an animation heads to `heading` at the mosaic's zoom or deeper (a zoom-in, a pan), puts the
    /// mosaic the camera will need there together ahead — for a zoom-in the area a settled camera needs,
    /// for a pan the one its mosaic would get (`area(headingTo:)`): tiles already cached a share a frame
    /// (see `assemblyBudget`), tiles drawn on the way as they land (`accept`). Nothing when the mosaic
    /// already holds the target view. A zoom-out shows its new mosaic from its first frame (scaled up, so
    /// it converges on the crisp map), so that one is built when the zoom-out starts.
    private func assembleAhead(for heading: Camera?) throws(GraphicsError) {
        guard assemblesAhead, let heading, let m = mosaic, deviceZoom(heading) >= m.zoom else {
            upcoming = nil
            return
        }
        let aimed = viewportPixels(heading)
        if m.zoom == deviceZoom(heading), m.pixelRect.contains(aimed) {
            upcoming = nil
            return
        }
        if let u = upcoming, u.zoom == deviceZoom(heading), u.pixelRect.contains(aimed) {
            // Still the right one.
        } else {
            let area = heading.zoom > camera.zoom ? tileArea(for: heading) : area(headingTo: heading).area
            keepMosaicMemory(for: area)
            upcoming = try TileMosaic(zoom: area.zoom, pixelRatio: area.pixelRatio, first: (area.columns.lowerBound, area.rows.lowerBound),
                                      columns: area.columns.count, rows: area.rows.count, reusing: nil, pool: mosaicMemory,
                                      land: content.background)
        }
        guard let u = upcoming else { return }
        // Spread over the first three quarters of the frames until the mosaic shown now stops serving.
        let framesLeft = animation.map { a in
            max(1, (progressServed(by: m, a) - a.progress) * a.duration / frameStep * 0.75)
        } ?? 1
        let share = min(Double(Self.assemblyBudget), (Double(u.tilesToGo) / framesLeft).rounded(.up))
        tilesCopied += u.assemble(from: &tiles, budget: Int(share))
    }

    /// Puts the mosaic of `area` together from the cache; other zooms are scaled in where tiles are missing
    /// inside `visible` (pixels of the area's zoom).
    private func rebuildMosaic(area: TileArea, visible: PixelRect) throws(GraphicsError) {
        keepMosaicMemory(for: area)
        mosaic = try TileMosaic(zoom: area.zoom, pixelRatio: area.pixelRatio, first: (area.columns.lowerBound, area.rows.lowerBound),
                                columns: area.columns.count, rows: area.rows.count, cache: &tiles, land: content.background,
                                visible: visible, quality: stopgapQuality, reusing: mosaic, pool: mosaicMemory)
        tilesCopied += mosaic!.tilesCopied
        mosaicRevision += 1
    }

    /// The mosaic for a zoom-out (or a pan) heading to `target`: as many tiles as the target's own area,
    /// at its zoom, placed to cover the views on the rest of the way there as well (a fit pans as it zooms,
    /// and the limits bend its path), so one mosaic usually serves the whole animation. Its size stays the
    /// target area's, so its memory is the last mosaic's: a mosaic of a new size is fresh memory, megabytes
    /// of page faults in one frame. (If the way is too long for it, it covers the view now and the target,
    /// and is built again when the view drifts off it; if even those two need more tiles, it grows.)
    private func rebuildMosaic(headingTo target: Camera) throws(GraphicsError) {
        let (chosen, visible) = area(headingTo: target)
        // The upcoming mosaic serves if it holds the view now and the target's (as `chosen` does at least).
        let needed = view(of: camera, atZoom: deviceZoom(target)).union(viewportPixels(target))
        if showUpcoming(zoom: deviceZoom(target), covering: needed, visible: visible) { return }
        try rebuildMosaic(area: chosen, visible: visible)
    }

    /// The area of the mosaic heading to `target` (see `rebuildMosaic(headingTo:)`), and the zoom pixels
    /// seen on the rest of the way there.
    private func area(headingTo target: Camera) -> (area: TileArea, visible: PixelRect) {
        let area = tileArea(for: target)
        let aimed = viewportPixels(target)
        var seen = view(of: camera, atZoom: area.zoom)
        let now = seen
        if let a = animation {
            for i in 1...16 {
                let t = a.progress + (1 - a.progress) * Double(i) / 16
                seen = seen.union(view(of: clamp(a.camera(at: t)), atZoom: area.zoom))
            }
        }
        /// A window of the target area's size holding the tiles under `r`, as close to the target area as it
        /// can be; or, with `growing`, one just large enough when that size is too small.
        func placed(covering r: PixelRect, growing: Bool = false) -> TileArea? {
            guard let (cols, rows) = TileGrid.tiles(covering: r) else { return nil }
            let n = growing ? max(cols.count, area.columns.count) : area.columns.count
            let m = growing ? max(rows.count, area.rows.count) : area.rows.count
            guard cols.count <= n, rows.count <= m else { return nil }
            /// The first index of a window of `n` that holds `need`, as close to `preferred` as it can be.
            func first(_ need: ClosedRange<Int>, _ n: Int, _ preferred: Int) -> Int {
                min(max(preferred, need.upperBound - n + 1), need.lowerBound)
            }
            let x = first(cols, n, area.columns.lowerBound), y = first(rows, m, area.rows.lowerBound)
            return TileArea(zoom: area.zoom, columns: x...(x + n - 1), rows: y...(y + m - 1), pixelRatio: area.pixelRatio)
        }
        let chosen = placed(covering: seen.union(aimed)) ?? placed(covering: now.union(aimed))
            ?? placed(covering: now.union(aimed), growing: true) ?? area
        return (chosen, seen.union(aimed))
    }

    /// The pixels of (device) zoom `zoom` that camera `c`'s viewport shows.
    private func view(of c: Camera, atZoom zoom: Double) -> PixelRect {
        var v = device(c)
        let grow = pow(2, zoom - v.zoom)
        v.zoom = zoom
        v.viewportSize = Size(width: v.viewportSize.width * grow, height: v.viewportSize.height * grow)
        return pixels(of: v)
    }

    /// Blocks until the tiles of the current view (or of the running animation's target) are drawn —
    /// what `.waitForTiles` does before every frame. Never call it on a frame the window shows.
    public func waitForTiles() {
        requestTiles(for: animation.map { clamp($0.to) } ?? camera)
        worker.waitUntilIdle { accept($0) }
    }

    /// The frame to show now, from tiles: the mosaic at a whole-pixel offset when it is at the camera's
    /// zoom, or scaled into a viewport-sized surface while a zoom animates. Never draws vectors; with
    /// `.waitForTiles` it first waits for the tiles it asks for.
    public func prepareFrame() throws(GraphicsError) -> MapFrame {
        let frame = try nextFrame()
        guard frame.scaling != nil else { return frame }
        // Zooming: scale the mosaic into the viewport-sized surface — once per camera and mosaic revision.
        let key = ScaledFrameKey(camera: frame.camera, mosaicRevision: frame.revision)
        if let scratch, scaledFrameKey == key {
            return MapFrame(surface: scratch, offset: .zero, camera: frame.camera, isCrisp: false, revision: frame.revision, damage: [])
        }
        if scratch?.pixelSize != pixelSize {
            scratch = try Surface(width: pixelSize.width, height: pixelSize.height, format: .rgb24)
        }
        let target = scratch!
        frame.draw(into: target, canvas: Canvas(target), in: target.bounds)
        scaledFrameKey = key
        return MapFrame(surface: target, offset: .zero, camera: frame.camera, isCrisp: false, revision: frame.revision,
                        damage: nil)
    }

    /// Does now, between frames, what the next `nextFrame()` would start with for the camera and the
    /// animation as input left them: takes in the tiles that landed, asks the worker for the area the
    /// camera heads to, and puts together the mosaic a pan off it, a zoom-out or a fit that just began
    /// needs, so that frame finds it built. (A host calls it through `WhimSceneContainer.prepare()` after
    /// handling input.) Nothing when tiles are waited for (`.waitForTiles`: recordings and goldens build
    /// their mosaics in the frame, after the tiles they wait for).
    public func prepareAhead() throws(GraphicsError) {
        guard tileLoading != .waitForTiles else { return }
        _ = try updateMosaic()
    }

    /// The start of a frame: the tiles that landed taken in, the tiles the camera heads to asked for (or,
    /// with `.waitForTiles`, waited for), and a mosaic that serves the camera now. Returns where an
    /// animation heads, if one runs.
    private func updateMosaic() throws(GraphicsError) -> Camera? {
        receiveTiles()
        let heading = animation.map { clamp($0.to) }
        if tileLoading == .waitForTiles { waitForTiles() } else { requestTiles(for: heading ?? camera) }
        let view = viewportPixels(camera)
        if let m = mosaic, let heading {
            if deviceZoom(heading) < m.zoom || (heading.zoom <= camera.zoom && !serves(m, camera, settled: false)) {
                // Zooming out past the mosaic: scaled down, it would leave land-coloured margins that grow
                // as the zoom goes on. The mosaic of the zoom it heads to covers the view all the way: its
                // tiles from the cache (others scaled in where one is missing), crisp ones landing as they
                // arrive. Built again if the path drifts off it (a fit pans and zooms at its own pace).
                try rebuildMosaic(headingTo: heading)
            } else if !serves(m, camera, settled: false) {
                // Zooming in or panning off the mosaic: the view as it is now, from the cache.
                try rebuildMosaic(for: camera)
            }
        } else if let m = mosaic, m.zoom == deviceZoom(camera), m.pixelRect.contains(view) {
            // The mosaic still serves: same zoom, covering the view.
        } else {
            try rebuildMosaic(for: camera)
        }
        return heading
    }

    /// The frame to show now, like `prepareFrame()`, except that a zooming frame is not scaled here: its
    /// `scaling` says where the mosaic goes, and `MapFrame.draw(into:canvas:in:)` scales it straight into
    /// the caller's surface (a composer's), one pass over the pixels instead of a scale and a copy.
    public func nextFrame() throws(GraphicsError) -> MapFrame {
        let heading = try updateMosaic()
        try assembleAhead(for: heading)
        let view = viewportPixels(camera)
        let m = mosaic!
        if m.zoom == deviceZoom(camera) {
            let d = device(camera)
            let s = d.scale
            let exactX = Double(m.origin.x) - (d.worldCenter.x * s - d.viewportSize.width / 2)
            let exactY = Double(m.origin.y) - (d.worldCenter.y * s - d.viewportSize.height / 2)
            let offset = PixelPoint(x: exactX.pixelRounded, y: exactY.pixelRounded)
            // The camera the rounded pixels show: shifted by the rounding residual.
            var shown = camera
            shown.worldCenter = Point(x: camera.worldCenter.x + (exactX - Double(offset.x)) / s,
                                      y: camera.worldCenter.y + (exactY - Double(offset.y)) / s)
            var damage: [PixelRect]? = nil
            let mosaicDamage = m.takeDamage()
            if let last = lastFrame, last.surface == ObjectIdentifier(m.surface), last.offset == offset, let mosaicDamage {
                damage = mosaicDamage.map { $0.offset(by: offset) }
            }
            lastFrame = (ObjectIdentifier(m.surface), offset, mosaicRevision)
            return MapFrame(surface: m.surface, offset: offset, camera: shown, isCrisp: m.isCrisp(under: view),
                            revision: mosaicRevision, damage: damage)
        }
        // Zooming: the mosaic goes scaled into the viewport.
        lastFrame = nil
        _ = m.takeDamage()
        return MapFrame(surface: m.surface, offset: .zero, camera: camera, isCrisp: false, revision: mosaicRevision, damage: nil,
                        scaling: MapFrame.Scaling(rect: scaledRect(of: m), land: content.background, quality: stopgapQuality))
    }

    /// Where mosaic `m` lands in the viewport's device pixels, scaled to the zoom of camera `c` (the camera
    /// now by default).
    private func scaledRect(of m: TileMosaic, for c: Camera? = nil) -> Rect {
        let c = device(c ?? camera)
        let ms = WebMercator.worldSize(zoom: m.zoom)
        let topLeft = c.screenPoint(forWorld: Point(x: Double(m.origin.x) / ms, y: Double(m.origin.y) / ms))
        let factor = pow(2, c.zoom - m.zoom)
        return Rect(x: topLeft.x, y: topLeft.y, width: Double(m.surface.width) * factor, height: Double(m.surface.height) * factor)
    }

    /// Whether mosaic `m` shows the whole view of camera `c`: placed at its own zoom, or scaled to another
    /// while the camera moves (`settled`: a camera at rest shows only a mosaic of its own zoom).
    private func serves(_ m: TileMosaic, _ c: Camera, settled: Bool) -> Bool {
        if m.zoom == deviceZoom(c) { return m.pixelRect.contains(viewportPixels(c)) }
        guard !settled else { return false }
        let r = scaledRect(of: m, for: c)
        return r.minX <= 0 && r.minY <= 0 && r.maxX >= viewportSize.width * pixelRatio && r.maxY >= viewportSize.height * pixelRatio
    }

    /// How far through animation `a` (its progress, 0 to 1) the mosaic shown now still serves the camera,
    /// looked at in 16 steps from where it is: when the upcoming mosaic is needed at the latest.
    private func progressServed(by m: TileMosaic, _ a: CameraAnimation) -> Double {
        for i in 1...16 {
            let t = a.progress + (1 - a.progress) * Double(i) / 16
            if !serves(m, clamp(a.camera(at: t)), settled: i == 16) { return a.progress + (1 - a.progress) * Double(i - 1) / 16 }
        }
        return 1
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
    /// covered by panels, in viewport units), so panels never hide it. `canvas` draws on the frame's
    /// device pixels, like the `MapFrame` (`pixelRatio` to a unit).
    public func drawAttribution(into canvas: Canvas, visibleRect: Rect? = nil) {
        let rect = visibleRect ?? Rect(size: viewportSize)
        // Drawn once into a small badge, then blitted: text drawing allocates, a blit does not.
        guard canvas.isUntransformed, let badge = attributionBadge(), let frame = attributionFrame(visibleRect: rect) else {
            canvas.withState {
                if pixelRatio != 1 { canvas.scale(x: pixelRatio, y: pixelRatio) }
                canvas.translate(x: rect.minX, y: rect.minY)
                content.attribution.draw(into: canvas, viewport: rect.size)
            }
            return
        }
        canvas.blit(badge, at: frame.origin, in: frame)
    }

    /// Where the attribution badge goes (device pixels) in the bottom-right corner of `visibleRect`
    /// (viewport units).
    func attributionFrame(visibleRect: Rect? = nil) -> PixelRect? {
        let rect = visibleRect ?? Rect(size: viewportSize)
        guard let badge = attributionBadge() else { return nil }
        let at = PixelPoint(x: Int((rect.maxX * pixelRatio - Double(badge.width)).rounded(.down)),
                            y: Int((rect.maxY * pixelRatio - Double(badge.height)).rounded(.down)))
        return PixelRect(origin: at, size: badge.pixelSize)
    }

    /// The attribution as it is drawn in the bottom-right corner of a badge-sized viewport, in device
    /// pixels, made once per pixel ratio.
    private func attributionBadge() -> Surface? {
        if let badge { return badge }
        guard let probe = try? Surface(width: 1, height: 1) else { return nil }
        let (w, h) = content.attribution.badgeSize(measuringWith: Canvas(probe))
        let r = pixelRatio
        let pixels = PixelSize(width: Int((Double(w) * r).rounded(.up)), height: Int((Double(h) * r).rounded(.up)))
        guard let s = try? Surface(width: pixels.width, height: pixels.height, format: .argb32) else { return nil }
        s.deviceScale = r
        let canvas = Canvas(s)
        content.attribution.draw(into: canvas, viewport: Size(width: Double(pixels.width) / r, height: Double(pixels.height) / r))
        canvas.flush()
        s.deviceScale = 1
        badge = s
        return s
    }
}

/// The inputs of a scaled map frame: the same two give the same pixels.
struct ScaledFrameKey: Equatable {
    var camera: Camera
    var mosaicRevision: Int
}
