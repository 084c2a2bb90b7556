import WhimGraphics

/// The persistent surface under every scene — the map in the app, a plain or gridded background in
/// tests. It is cached: a transition never asks it to redraw, the compositor copies its pixels (or, when
/// its cache is out of date anyway, has it draw itself into the frame where it shows:
/// `drawStraight(into:visible:damage:)`).
public protocol Backdrop: AnyObject {
    /// Adapts to a new container size (device pixels) and scale; may redraw.
    func resize(to size: PixelSize, scale: Double)
    /// The opaque (RGB24) pixels to show, drawn with their top-left corner at `origin`.
    var surface: Surface? { get }
    /// Where `surface`'s top-left corner goes in the frame (device pixels).
    var origin: PixelPoint { get }
    /// Changes whenever the pixels or the origin change, so the compositor knows to recompose.
    var version: Int { get }
    /// What the last change of `version` touched (device pixels of `surface`), when it was only part of
    /// it (map tiles landing); nil when it may have been everything.
    var lastDamage: [PixelRect]? { get }
    /// The part of the container not covered by panels (logical units); a map keeps its content there.
    func setVisibleInsets(_ insets: EdgeInsets)
    /// Advances its own animations (camera moves) to `time`; true while still animating.
    func advance(to time: Double) -> Bool
    /// Whether it still needs frames of its own (a camera move, tiles landing): part of the container's
    /// `isAnimating`, so a host keeps drawing and `settle` keeps waiting until it is done.
    var isAnimating: Bool { get }
    /// Acts on a gesture the container's arena recognised on it (tap, pan, zoom, long press). Returns
    /// whether it was used.
    func handle(_ gesture: BackdropGesture, at time: Double) -> Bool
    /// Reduced motion turned on or off: with it on, camera moves (zoom, fly to a layer) jump instead of
    /// animating.
    func setReducedMotion(_ on: Bool)
    /// Brings `surface` up to date before a frame is composed (a map draws its overlays here).
    func prepareFrame()
    /// Does between frames, after input, work the next `prepareFrame()` would start with (a map puts
    /// together the tiles a pan or a camera move that just began needs); see `WhimSceneContainer.prepare()`.
    func prepareAhead()
    /// The scene the screen is heading to changed (a map activates that scene's layer).
    func destinationDidChange(to scene: (any WhimScene)?)
    /// Whether Tab stops on the backdrop between the panels (a map: arrows pan it, `+`/`-` zoom it, Enter
    /// taps `activationPoint(nearest:within:)`).
    var isKeyboardFocusable: Bool { get }
    /// Where Enter taps the focused backdrop: the item nearest `p` inside `rect` (container units), nil
    /// when there is none (a map: its active layer's marker nearest the centre of the gap).
    func activationPoint(nearest p: Point, within rect: Rect) -> Point?
    /// What the backdrop shows inside `rect` (container units) as assistive technology reads it: a map's
    /// markers (`.marker`, pressed by tapping them) and the names it shows (`.mapLabel`), in reading order.
    func accessibleChildren(within rect: Rect) -> [AccessibleElement]
    /// Draws the frame's pixels inside `visible` straight into `frame` — what copying `surface` at `origin`
    /// would give there, black where it has no pixels — when `surface` is out of date anyway: the map moved,
    /// so bringing the cache up to date first would write every pixel twice (and, right after, a frame
    /// that needs only a part of the map need not bring all of it up to date). `damage` holds the rects this
    /// frame recomposes: outside them the frame already shows this frame's pixels (an unchanged panel's
    /// interior over a moving map). `visible` holds the disjoint parts of the damage that no opaque layer
    /// hides (none when everything is hidden); pixels outside them are left as they are, and inside the
    /// damage nothing reads them. Returns the part of the frame its own pixels cover, or nil, drawing
    /// nothing, when the cache is current or it had better be brought up to date (the compositor then copies
    /// `surface`). Called after `prepareFrame()`, for every frame with damage.
    func drawStraight(into frame: Surface, visible: [PixelRect], damage: FrameDamage) -> PixelRect?
}

extension Backdrop {
    public var lastDamage: [PixelRect]? { nil }
    public var isAnimating: Bool { false }
    public func setReducedMotion(_ on: Bool) {}
    public func prepareFrame() {}
    public func prepareAhead() {}
    public func destinationDidChange(to scene: (any WhimScene)?) {}
    public var isKeyboardFocusable: Bool { false }
    public func activationPoint(nearest p: Point, within rect: Rect) -> Point? { nil }
    public func accessibleChildren(within rect: Rect) -> [AccessibleElement] { [] }
    public func drawStraight(into frame: Surface, visible: [PixelRect], damage: FrameDamage) -> PixelRect? { nil }
}

/// A backdrop of one colour with an optional labelled grid, for tests and golden images where the map is
/// not the subject: the grid makes every position visible.
public final class GridBackdrop: Backdrop {
    /// The fill colour.
    public let color: Color
    /// Distance between grid lines in points; nil draws a plain fill.
    public let gridSpacing: Int?
    public private(set) var surface: Surface?
    public let origin = PixelPoint.zero
    public private(set) var version = 0
    /// The last insets the container set (kept so tests can read them).
    public private(set) var insets = EdgeInsets.zero

    /// A plain backdrop for tests and examples without a map: `color` with an optional grid.
    public init(color: Color = Color(0xE8EAED), gridSpacing: Int? = 60) {
        self.color = color
        self.gridSpacing = gridSpacing
    }

    public func resize(to size: PixelSize, scale: Double) {
        guard surface?.pixelSize != size, let s = try? Surface(width: size.width, height: size.height, format: .rgb24) else { return }
        let c = Canvas(s)
        c.clear(color)
        if let step = gridSpacing, step > 0 {
            let line = color.mixed(with: .black, 0.18)
            for x in stride(from: 0, through: size.width, by: step) {
                c.fill(Rect(x: Double(x), y: 0, width: 1, height: Double(size.height)), line)
            }
            for y in stride(from: 0, through: size.height, by: step) {
                c.fill(Rect(x: 0, y: Double(y), width: Double(size.width), height: 1), line)
            }
            let label = color.mixed(with: .black, 0.45)
            for x in stride(from: 0, to: size.width, by: step * 2) {
                for y in stride(from: 0, to: size.height, by: step * 2) {
                    c.drawText("\(x / step),\(y / step)", at: Point(x: Double(x + 4), y: Double(y + 14)), font: .regular(10), color: label)
                }
            }
        }
        surface = s
        version += 1
    }

    public func setVisibleInsets(_ insets: EdgeInsets) { self.insets = insets }
    public func advance(to time: Double) -> Bool { false }
    public func handle(_ gesture: BackdropGesture, at time: Double) -> Bool { false }
}
