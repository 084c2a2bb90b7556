import CCairo
#if canImport(Glibc)
import Glibc
#endif

/// Draws on a `Surface` through cairo: paths, fills, strokes, text, shadows, and compositing other
/// surfaces. Everything above the graphics layer draws through a `Canvas`, never through raw cairo.
///
/// A canvas keeps cairo's state (transform, clip, source) between calls; `withState` scopes changes.
public final class Canvas {
    /// The surface drawn on; the canvas holds a strong reference, so the surface lives at least as long.
    public let surface: Surface
    /// The cairo context. Package-visible for sibling modules that need a cairo call `Canvas` lacks.
    package let context: OpaquePointer
    /// Pango's context and the lines shaped for this canvas's text (its own, made at the first text call,
    /// unless given one to share).
    lazy var shaper = TextShaper()
    /// How much larger than asked every font is measured and drawn (1: as asked): a reader's text size,
    /// applied where text meets Pango so that whatever measures or draws text here follows it.
    public var textScale = 1.0
    /// Colours drawn as other colours (empty: each as given): a high-contrast look swaps a theme's colours
    /// for its own in every fill, stroke and text drawn here, whoever chose them.
    public var colorSubstitutions: [Color: Color] = [:]

    /// A canvas drawing on `surface`, with an identity transform (plus the surface's ``Surface/deviceScale``), no clip and antialiasing on.
    public init(_ surface: Surface) {
        self.surface = surface
        // cairo_create never returns NULL; on failure it returns a context in an error state that ignores drawing.
        self.context = cairo_create(surface.handle)!
    }

    /// A canvas drawing on `surface` that shapes its text with `shaper` (nil: one of its own): one shaper for
    /// the canvases a thread draws with, so that a line shaped for one of them is not shaped again for the next.
    public convenience init(_ surface: Surface, shaper: TextShaper?) {
        self.init(surface)
        if let shaper { self.shaper = shaper }
    }

    deinit { cairo_destroy(context) }

    // MARK: State

    /// Runs `body` and restores transform, clip, source and line settings afterwards.
    public func withState<R>(_ body: () throws -> R) rethrows -> R {
        cairo_save(context)
        defer { cairo_restore(context) }
        return try body()
    }

    /// Moves the origin of user space by (x, y) in current user units; lasts until restored by ``withState(_:)``.
    public func translate(x: Double, y: Double) { cairo_translate(context, x, y) }

    /// Whether user space is device space (no translation, scale or rotation, and a device scale of 1):
    /// then whole-pixel blits straight into `surface` land where drawing would.
    public var isUntransformed: Bool {
        var m = cairo_matrix_t()
        cairo_get_matrix(context, &m)
        return m.xx == 1 && m.yy == 1 && m.xy == 0 && m.yx == 0 && m.x0 == 0 && m.y0 == 0 && surface.deviceScale == 1
    }
    /// Scales user space by (x, y); lasts until restored by ``withState(_:)``.
    public func scale(x: Double, y: Double) { cairo_scale(context, x, y) }
    /// Rotates user space by `radians` (clockwise on screen, y down); lasts until restored by ``withState(_:)``.
    public func rotate(_ radians: Double) { cairo_rotate(context, radians) }

    /// Antialiasing for fills and strokes (on by default).
    public var antialias: Bool {
        get { cairo_get_antialias(context) != CAIRO_ANTIALIAS_NONE }
        set { cairo_set_antialias(context, newValue ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE) }
    }

    /// Restricts drawing to a rectangle (intersected with the current clip).
    public func clip(to rect: Rect) {
        cairo_new_path(context)
        cairo_rectangle(context, rect.x, rect.y, rect.width, rect.height)
        cairo_clip(context)
    }

    /// Restricts drawing to the union of whole-pixel rectangles (user space; intersected with the current
    /// clip): cairo keeps such a clip as a list of boxes, which whole-pixel fills and circles follow exactly.
    public func clip(to rects: some Sequence<PixelRect>) {
        cairo_new_path(context)
        for r in rects { cairo_rectangle(context, Double(r.x), Double(r.y), Double(r.width), Double(r.height)) }
        cairo_clip(context)
    }

    /// Restricts drawing to a path's interior (intersected with the current clip).
    public func clip(to path: Path) {
        apply(path)
        cairo_clip(context)
    }

    // MARK: Immediate paths (no Path value needed, for drawing many shapes quickly)

    /// Discards the path built so far and starts an empty one.
    public func beginPath() { cairo_new_path(context) }
    /// Starts a new subpath at `p` (user space).
    public func move(to p: Point) { cairo_move_to(context, p.x, p.y) }
    /// Adds a straight segment from the current point to `p`.
    public func line(to p: Point) { cairo_line_to(context, p.x, p.y) }
    /// Closes the current subpath with a segment back to its start.
    public func closePath() { cairo_close_path(context) }
    /// Adds a closed rectangle as its own subpath.
    public func addRect(_ r: Rect) { cairo_rectangle(context, r.x, r.y, r.width, r.height) }
    /// Adds the commands of a ``Path`` value to the path built so far.
    public func addPath(_ path: Path) { append(path) }

    /// Fills the path built so far, then clears it unless `preserve`.
    public func fillCurrentPath(_ color: Color, evenOdd: Bool = false, preserve: Bool = false) {
        setSource(color)
        cairo_set_fill_rule(context, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        preserve ? cairo_fill_preserve(context) : cairo_fill(context)
    }

    /// Strokes the path built so far, then clears it unless `preserve`.
    public func strokeCurrentPath(_ color: Color, style: LineStyle, preserve: Bool = false) {
        setSource(color)
        apply(style)
        preserve ? cairo_stroke_preserve(context) : cairo_stroke(context)
    }

    // MARK: Shapes

    /// Fills `path` with `color` (nonzero winding, or even-odd when `evenOdd`), replacing any path built so far.
    public func fill(_ path: Path, _ color: Color, evenOdd: Bool = false) {
        apply(path)
        fillCurrentPath(color, evenOdd: evenOdd)
    }

    /// Strokes `path` with `color` in `style`, replacing any path built so far.
    public func stroke(_ path: Path, _ color: Color, style: LineStyle) {
        apply(path)
        strokeCurrentPath(color, style: style)
    }

    /// Fills a rectangle with `color`, composited OVER what is there.
    public func fill(_ rect: Rect, _ color: Color) {
        cairo_new_path(context)
        cairo_rectangle(context, rect.x, rect.y, rect.width, rect.height)
        fillCurrentPath(color)
    }

    /// Fills a rectangle with circular corners; `radius` is clamped to half the shorter side.
    public func fill(roundedRect rect: Rect, radius: Double, _ color: Color) {
        // Whole but for the corners: covered between them, where its sides run straight.
        let k = max(0, min(radius, rect.width / 2, rect.height / 2))
        fill(.roundedRect(rect, radius: radius), color, interior: rect.insetBy(dx: 0, dy: k), is: .covered)
    }

    /// Strokes the outline of a rounded rectangle with a solid line `width` user units wide.
    public func stroke(roundedRect rect: Rect, radius: Double, _ color: Color, width: Double = 1) {
        stroke(.roundedRect(rect, radius: radius), color, style: LineStyle(width: width))
    }

    /// Strokes one straight segment from `a` to `b`.
    public func strokeLine(from a: Point, to b: Point, _ color: Color, style: LineStyle = LineStyle()) {
        cairo_new_path(context)
        cairo_move_to(context, a.x, a.y)
        cairo_line_to(context, b.x, b.y)
        strokeCurrentPath(color, style: style)
    }

    /// A soft drop shadow under a rounded rectangle: `blur` layers of growing size and falling alpha
    /// (a simple box-blur look without an offscreen buffer).
    ///
    /// `covered` is a rectangle the caller paints opaquely over afterwards (a panel's body): each layer is
    /// filled as a ring around it (less a unit on each side), which changes no visible pixel and spares
    /// filling a whole panel `blur` times over.
    public func drawShadow(
        of rect: Rect, cornerRadius: Double, blur: Double = 12, offset: Point = Point(x: 0, y: 2),
        color: Color = Color(0x000000, alpha: 0.18), covered: Rect? = nil
    ) {
        let steps = max(1, Int(blur.rounded(.up)))
        let layerAlpha = color.alpha / Double(steps) * 1.6
        let base = rect.offsetBy(dx: offset.x, dy: offset.y)
        let hole = covered?.insetBy(dx: 1, dy: 1)
        for i in 0..<steps {
            let grow = blur * Double(steps - i) / Double(steps)
            let r = base.insetBy(dx: -grow / 2, dy: -grow / 2)
            let t = Double(i + 1) / Double(steps)
            let radius = cornerRadius + grow / 2
            var layer = Path.roundedRect(r, radius: radius)
            // Even-odd: the hole is cut out when it lies inside the layer (a convex shape: its corners do).
            if let hole, !hole.isEmpty, Self.roundedRect(r, radius: radius, contains: hole) {
                layer.addRect(hole)
                // Left alone: the hole's rows where the layer's sides run straight.
                let k = max(0, min(radius, r.width / 2, r.height / 2))
                let straight = hole.intersection(r.insetBy(dx: 0, dy: k)) ?? .zero
                fill(layer, color.withAlpha(layerAlpha * t * t), evenOdd: true, interior: straight, is: .empty)
            } else {
                fill(layer, color.withAlpha(layerAlpha * t * t), evenOdd: true)
            }
        }
    }

    /// The area ``drawShadow(of:cornerRadius:blur:offset:color:covered:)`` can touch for `rect`: the rect
    /// and its shadow, moved by `offset` and grown by half the blur on every side.
    public static func shadowBounds(of rect: Rect, blur: Double, offset: Point) -> Rect {
        rect.union(rect.offsetBy(dx: offset.x, dy: offset.y).insetBy(dx: -blur / 2, dy: -blur / 2))
    }

    /// Whether a rounded rectangle (the shape `Path.roundedRect` draws) contains all of `inner`.
    static func roundedRect(_ r: Rect, radius: Double, contains inner: Rect) -> Bool {
        let k = max(0, min(radius, r.width / 2, r.height / 2))
        for p in [Point(x: inner.minX, y: inner.minY), Point(x: inner.maxX, y: inner.minY),
                  Point(x: inner.minX, y: inner.maxY), Point(x: inner.maxX, y: inner.maxY)] {
            guard p.x >= r.minX, p.x <= r.maxX, p.y >= r.minY, p.y <= r.maxY else { return false }
            // In a corner square: within the corner's circle.
            let cx = min(max(p.x, r.minX + k), r.maxX - k), cy = min(max(p.y, r.minY + k), r.maxY - k)
            if (p.x - cx) * (p.x - cx) + (p.y - cy) * (p.y - cy) > k * k { return false }
        }
        return true
    }

    /// Fills the whole clip with a colour, replacing what was there (alpha included).
    public func clear(_ color: Color = .clear) {
        cairo_save(context)
        cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
        setSource(color)
        cairo_paint(context)
        cairo_restore(context)
    }

    // MARK: Compositing

    /// Composites `source` with its top-left corner at a whole-pixel `offset` — the compositor's
    /// primitive. Integer offsets keep cairo on its copy/blend fast path (no resampling); an RGB24
    /// source at full opacity becomes a plain copy. `opacity` < 1 blends; `clip` restricts the draw to a
    /// circle (antialiased edge; an inverted circle keeps the outside); `within` restricts it to a rectangle (damage). `copy: true` replaces the
    /// destination instead of blending (for regions the caller knows are opaque: a plain copy even from
    /// ARGB32); it is ignored with an opacity or a clip, where it would turn into a slow lerp.
    public func draw(
        _ source: Surface, at offset: PixelPoint, opacity: Double = 1, clip: Circle? = nil, within: PixelRect? = nil,
        copy: Bool = false
    ) {
        guard opacity > 0 else { return }
        cairo_save(context)
        if let within {
            cairo_new_path(context)
            cairo_rectangle(context, Double(within.x), Double(within.y), Double(within.width), Double(within.height))
            cairo_clip(context)
        }
        if let clip {
            if clip.inverted {
                if clip.radius > 0 {
                    // Everything but the disc: the source rectangle with the circle cut out (even-odd).
                    cairo_new_path(context)
                    cairo_rectangle(context, Double(offset.x), Double(offset.y), Double(source.width), Double(source.height))
                    cairo_arc(context, clip.center.x, clip.center.y, clip.radius, 0, 2 * Double.pi)
                    cairo_set_fill_rule(context, CAIRO_FILL_RULE_EVEN_ODD)
                    cairo_clip(context)
                }
            } else {
                guard clip.radius > 0 else {
                    cairo_restore(context)
                    return
                }
                cairo_new_path(context)
                cairo_arc(context, clip.center.x, clip.center.y, clip.radius, 0, 2 * Double.pi)
                cairo_clip(context)
            }
        }
        cairo_set_source_surface(context, source.handle, Double(offset.x), Double(offset.y))
        if copy, opacity >= 1, clip == nil {
            // SOURCE is unbounded: keep it to the source's own pixels.
            cairo_rectangle(context, Double(offset.x), Double(offset.y), Double(source.width), Double(source.height))
            cairo_clip(context)
            cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
        }
        if opacity >= 1 {
            cairo_paint(context)
        } else {
            cairo_paint_with_alpha(context, opacity)
        }
        cairo_restore(context)
    }

    /// Draws `source` scaled into `rect` at a `ScaleQuality`. For images and for
    /// moving a cached map while a zoom animates; not for the per-frame compositor path.
    public func draw(_ source: Surface, in rect: Rect, opacity: Double = 1, quality: ScaleQuality = .bilinear) {
        guard opacity > 0, rect.width > 0, rect.height > 0 else { return }
        cairo_save(context)
        cairo_translate(context, rect.x, rect.y)
        cairo_scale(context, rect.width / Double(source.width), rect.height / Double(source.height))
        cairo_set_source_surface(context, source.handle, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(context), quality.cairoFilter)
        cairo_pattern_set_extend(cairo_get_source(context), CAIRO_EXTEND_PAD)
        cairo_new_path(context)
        cairo_rectangle(context, 0, 0, Double(source.width), Double(source.height))
        cairo_clip(context)
        if opacity >= 1 { cairo_paint(context) } else { cairo_paint_with_alpha(context, opacity) }
        cairo_restore(context)
    }

    /// Flushes drawing to the surface's memory.
    public func flush() { cairo_surface_flush(surface.handle) }

    // MARK: Private

    func setSource(_ given: Color) {
        let c = colorSubstitutions.isEmpty ? given : colorSubstitutions[given] ?? given
        cairo_set_source_rgba(context, c.red, c.green, c.blue, c.alpha)
    }

    /// `font` as this canvas measures and draws it: its size times `textScale`.
    public func scaled(_ font: Font) -> Font {
        guard textScale != 1 else { return font }
        var f = font
        f.size *= textScale
        return f
    }

    /// `style` with its font as this canvas measures and draws it.
    func scaled(_ style: ParagraphStyle) -> ParagraphStyle {
        guard textScale != 1 else { return style }
        var s = style
        s.font = scaled(style.font)
        return s
    }

    private func apply(_ style: LineStyle) {
        cairo_set_line_width(context, style.width)
        switch style.cap {
        case .butt: cairo_set_line_cap(context, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(context, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(context, CAIRO_LINE_CAP_SQUARE)
        }
        switch style.join {
        case .miter: cairo_set_line_join(context, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(context, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(context, CAIRO_LINE_JOIN_BEVEL)
        }
        if style.dash.isEmpty {
            cairo_set_dash(context, nil, 0, 0)
        } else {
            style.dash.withUnsafeBufferPointer { cairo_set_dash(context, $0.baseAddress, Int32($0.count), style.dashPhase) }
        }
    }

    private func apply(_ path: Path) {
        cairo_new_path(context)
        append(path)
    }

    /// The largest centre coordinate or radius of an arc handed to cairo, in user units: cairo keeps
    /// coordinates in 24.8 fixed point (about ±8 million pixels), and splits an arc into a number of
    /// pieces that grows with its radius and its angle, without bound (a radius of 1e308 or a sweep of
    /// 1e300 radians never returns).
    static let arcLimit = 4e6

    /// Adds an arc as cairo draws it, when cairo can: one whose numbers are not finite is left out; one
    /// beyond ``arcLimit`` becomes its chord; a sweep of more than two turns keeps two turns and the rest.
    private func appendArc(center c: Point, radius r: Double, start a0: Double, end a1: Double, clockwise: Bool) {
        guard c.x.isFinite, c.y.isFinite, r.isFinite, a0.isFinite, a1.isFinite else { return }
        guard abs(c.x) + abs(r) <= Self.arcLimit, abs(c.y) + abs(r) <= Self.arcLimit, abs(a0) <= 1e6 else {
            let start = Point(x: c.x + r * cos(a0), y: c.y + r * sin(a0)), end = Point(x: c.x + r * cos(a1), y: c.y + r * sin(a1))
            for p in [start, end] where p.x.isFinite && p.y.isFinite {
                cairo_line_to(context, max(-Self.arcLimit, min(Self.arcLimit, p.x)), max(-Self.arcLimit, min(Self.arcLimit, p.y)))
            }
            return
        }
        var end = a1
        let turn = 2 * Double.pi
        if abs(end - a0) > 2 * turn { end = a0 + (end - a0).truncatingRemainder(dividingBy: turn) + (end > a0 ? turn : -turn) }
        if clockwise { cairo_arc(context, c.x, c.y, r, a0, end) } else { cairo_arc_negative(context, c.x, c.y, r, a0, end) }
    }

    private func append(_ path: Path) {
        for element in path.elements {
            switch element {
            case let .move(p): cairo_move_to(context, p.x, p.y)
            case let .line(p): cairo_line_to(context, p.x, p.y)
            case let .curve(c1, c2, p): cairo_curve_to(context, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            case let .arc(c, r, a0, a1, clockwise):
                appendArc(center: c, radius: r, start: a0, end: a1, clockwise: clockwise)
            case .close: cairo_close_path(context)
            }
        }
    }
}
