import WhimGraphics

/// Puts a frame together from cached pixels: the backdrop (map) surface and the placed panel surfaces,
/// into one RGB24 frame. Nothing is re-rendered here.
///
/// Per frame it compares the layers with the previous frame's, recomposes only the damaged rects (the
/// union of the old and new rects of every layer that changed, and where the backdrop changed, less the
/// opaque interiors of layers that did not) and reports them so the host uploads only those. Inside a
/// damaged rect it draws only what is visible: areas hidden under an opaque panel are skipped, and a
/// panel's known-opaque interior is copied rather than blended. Offsets are whole pixels,
/// so cairo never resamples. Steady-state frames allocate nothing (scratch storage keeps its capacity).
public final class Compositor {
    /// The composed frame (or, while adopted, the memory it was given, e.g. a streaming texture's).
    public private(set) var frame: Surface
    private var layers: [CompositeLayer] = []
    private var previous: [CompositeLayer] = []
    private var backdropVersion = -1
    private var backdropOrigin = PixelPoint(x: .min, y: .min)
    private var fullDamage = true
    private var scratch = RectScratch()
    /// The parts of the damage where the backdrop shows (kept: its capacity is reused every frame).
    private var backdropPieces: [PixelRect] = []
    private var cuts = CellCuts()
    private var coverage: CoverageMask
    /// Where this compose takes the backdrop's pixels from.
    private var under = BackdropPixels.none
    /// The rectangles the last `compose` changed: what to upload.
    public private(set) var lastDamage = FrameDamage()
    /// Pixels written by the last `compose` (each blit's area): the work a frame did, independent of timing.
    /// An ideal frame writes each damaged pixel once.
    public private(set) var lastPixelsDrawn = 0
    /// One-pass blends (`Surface.blend` calls) the last `compose` made: neighbouring cells blended from the
    /// same sources count once.
    public private(set) var lastBlends = 0
    /// Panel rows the last `compose` read from the row above them (runs of their layers'
    /// ``CompositeLayer/repeatedRows``: a panel's background) instead of from memory.
    public private(set) var lastRepeatedRowReads = 0

    /// A compositor with a frame of `size` device pixels.
    public init(size: PixelSize) throws(GraphicsError) {
        frame = try Surface(width: size.width, height: size.height, format: .rgb24)
        coverage = CoverageMask(width: size.width, height: size.height)
        layers.reserveCapacity(16)
        previous.reserveCapacity(16)
        backdropPieces.reserveCapacity(FrameDamage.capacity * RectScratch.limit)
    }

    /// Resizes the frame (everything is recomposed next time).
    public func resize(to size: PixelSize) throws(GraphicsError) {
        guard size != frame.pixelSize else { return }
        frame = try Surface(width: size.width, height: size.height, format: .rgb24)
        isFrameAdopted = false
        coverage = CoverageMask(width: size.width, height: size.height)
        fullDamage = true
    }

    /// Composes from now on straight into `target` (e.g. the pixels of a locked streaming texture, so a
    /// frame is not composed and then copied again): an RGB24 surface of the frame's pixel size, which
    /// the caller keeps alive and in place until the next `resize` or `adopt`. The next frame is
    /// recomposed whole. Returns false (changing nothing) when `target` does not fit.
    @discardableResult
    public func adopt(frame target: Surface) -> Bool {
        guard target.format == .rgb24, target.pixelSize == frame.pixelSize else { return false }
        frame = target
        isFrameAdopted = true
        fullDamage = true
        return true
    }

    /// Whether the frame is someone else's pixels (see `adopt(frame:)`).
    public private(set) var isFrameAdopted = false

    /// Goes back to a frame of its own, a copy of the adopted one, before the adopted pixels go away.
    public func releaseAdoptedFrame() throws(GraphicsError) {
        guard isFrameAdopted else { return }
        let own = try Surface(width: frame.width, height: frame.height, format: .rgb24)
        own.blit(frame, at: .zero, in: own.bounds, copy: true)
        frame = own
        isFrameAdopted = false
    }

    /// Forces the next frame to be recomposed whole.
    public func invalidateAll() { fullDamage = true }

    /// Starts collecting the layers of a new frame.
    public func beginFrame() { layers.removeAll(keepingCapacity: true) }

    /// Adds a layer in front of those added before.
    public func add(_ layer: CompositeLayer) {
        guard !layer.isInvisible else { return }
        layers.append(layer)
    }

    /// Composes the frame over `backdrop` and returns the damaged rects (empty when nothing changed).
    @discardableResult
    public func compose(backdrop: any Backdrop) -> FrameDamage {
        var damage = FrameDamage()
        let bounds = frame.bounds
        if fullDamage {
            damage.add(bounds, within: bounds)
        } else if backdrop.version == backdropVersion &+ 1, backdrop.origin == backdropOrigin, let partial = backdrop.lastDamage {
            // Only part of the backdrop changed (map tiles landed): that part, and what moved above it.
            collectDamage(into: &damage, within: bounds)
            for r in partial { addBackdropDamage(r.offset(by: backdrop.origin), into: &damage, within: bounds) }
        } else if backdrop.version != backdropVersion || backdrop.origin != backdropOrigin {
            // The backdrop changed everywhere (the map moved): all of it, and what moved above it.
            collectDamage(into: &damage, within: bounds)
            addBackdropDamage(bounds, into: &damage, within: bounds)
        } else {
            collectDamage(into: &damage, within: bounds)
        }
        lastPixelsDrawn = 0
        lastBlends = 0
        lastRepeatedRowReads = 0
        if damage.isEmpty {
            under = .none
        } else if let covered = drawBackdropStraight(backdrop, in: damage) {
            // Its cache was out of date (the map moved): it drew itself straight into the damage where no
            // opaque layer hides it, so its pixels are written once, and the layers go over them in place.
            under = .inFrame(frame, covered: covered.intersection(bounds))
        } else if let s = backdrop.surface {
            under = .surface(s, origin: backdrop.origin)
        } else {
            under = .none
        }
        let blends = layers.contains { $0.opacity < 1 && $0.clips.isEmpty }
        for r in damage {
            if blends { drawInCells(r) } else { draw(r) }
        }
        under = .none
        swap(&previous, &layers)
        layers.removeAll(keepingCapacity: true)
        backdropVersion = backdrop.version
        backdropOrigin = backdrop.origin
        fullDamage = false
        lastDamage = damage
        return damage
    }

    /// Has `backdrop` draw itself straight into the damage, only where no opaque layer hides it (a
    /// fullscreen scene sliding over a moving map leaves a strip of it to draw); nil when it does not draw
    /// itself. What it covers holds its pixels wherever they show in the damage, and only there does
    /// anything read them.
    private func drawBackdropStraight(_ backdrop: any Backdrop, in damage: FrameDamage) -> PixelRect? {
        backdropPieces.removeAll(keepingCapacity: true)
        for r in damage where visiblePieces(of: r, under: -1) { backdropPieces.append(contentsOf: scratch.pieces) }
        guard let covered = backdrop.drawStraight(into: frame, visible: backdropPieces, damage: damage) else { return nil }
        for piece in backdropPieces { lastPixelsDrawn += piece.area }
        return covered
    }

    /// Adds `changed`, a part of the frame where the backdrop changed, less the layers' opaque interiors
    /// (`CompositeLayer.forEachOccluder`). Called after `collectDamage`, which damages every layer that
    /// moved or changed (all of them when layers came, went or changed order), so a pixel left out lies
    /// inside an unchanged layer's opaque interior with only unchanged layers above it: the frame already
    /// holds it, and the backdrop never reaches it. Whole when the cut leaves too many pieces.
    private func addBackdropDamage(_ changed: PixelRect, into damage: inout FrameDamage, within bounds: PixelRect) {
        let area = changed.intersection(bounds)
        guard !area.isEmpty else { return }
        scratch.reset(area)
        var overflow = false
        for l in layers {
            l.forEachOccluder { o in
                guard !overflow, o.intersects(area) else { return }
                if !scratch.subtract(o) { overflow = true }
            }
            if overflow { return damage.add(area, within: bounds) }
        }
        for piece in scratch.pieces { damage.add(piece, within: bounds) }
    }

    /// The union of old and new rects of layers that changed. Same sequence of surfaces: compare pairwise;
    /// otherwise (a layer came, went or changed z-order) every old and new rect is damaged.
    private func collectDamage(into damage: inout FrameDamage, within bounds: PixelRect) {
        var sameSequence = previous.count == layers.count
        if sameSequence {
            for i in layers.indices where layers[i].surface !== previous[i].surface {
                sameSequence = false
                break
            }
        }
        if sameSequence {
            for i in layers.indices where !layers[i].looksTheSame(as: previous[i]) {
                damage.add(previous[i].bounds, within: bounds)
                damage.add(layers[i].bounds, within: bounds)
            }
        } else {
            for l in previous { damage.add(l.bounds, within: bounds) }
            for l in layers { damage.add(l.bounds, within: bounds) }
        }
    }

    /// Draws one damaged rect: the backdrop where no opaque layer hides it, then each layer where no
    /// opaque layer above hides it, copying its opaque interior and blending the rest.
    private func draw(_ r: PixelRect) {
        if revealInOnePass(r) { return }
        drawLayerByLayer(r)
    }

    /// `draw` without the one-pass reveal: the backdrop, then each layer, where nothing opaque hides them.
    private func drawLayerByLayer(_ r: PixelRect) {
        // Backdrop (opaque: copied); black where it has no pixels.
        if visiblePieces(of: r, under: -1) {
            let disc = discOccluder(above: -1)
            for piece in scratch.pieces {
                forEachStrip(of: piece, besideInnerSpanOf: disc) { drawBackdrop($0) }
            }
        }
        for i in layers.indices {
            let area = r.intersection(layers[i].bounds)
            guard !area.isEmpty, visiblePieces(of: area, under: i) else { continue }
            let disc = discOccluder(above: i)
            for piece in scratch.pieces {
                forEachStrip(of: piece, besideInnerSpanOf: disc) { drawLayer(i, in: $0) }
            }
        }
    }

    private func drawBackdrop(_ piece: PixelRect) {
        switch under {
        case let .surface(s, origin):
            frame.blit(s, at: origin, in: piece, copy: true)
            piece.forEachPiece(outside: PixelRect(origin: origin, size: s.pixelSize)) { frame.fill($0, red: 0, green: 0, blue: 0) }
        case .none:
            frame.fill(piece, red: 0, green: 0, blue: 0)
        case .inFrame:
            return
        }
        lastPixelsDrawn += piece.area
    }

    /// Draws layer `i` inside `piece`: its opaque interior copied, the rest blended, through its clips.
    private func drawLayer(_ i: Int, in piece: PixelRect) {
        let layer = layers[i]
        if let opaque = layer.occludingRect {
            let inner = piece.intersection(opaque)
            if !inner.isEmpty {
                lastRepeatedRowReads += frame.blit(layer.surface, at: layer.origin, in: inner, copy: true, repeatedRows: layer.repeatedRows)
                lastPixelsDrawn += inner.area
            }
            piece.forEachPiece(outside: opaque) { rest in
                lastRepeatedRowReads += frame.blit(layer.surface, at: layer.origin, in: rest, repeatedRows: layer.repeatedRows)
                lastPixelsDrawn += rest.area
            }
        } else if !layer.clips.isEmpty {
            // Skip the clip where it changes nothing, skip the draw where it hides everything.
            let clips = layer.clips
            if clips.hidesAll(of: piece) { return }
            if clips.revealsAll(of: piece) {
                frame.blit(layer.surface, at: layer.origin, in: piece, opacity: layer.opacity)
                lastPixelsDrawn += piece.area
            } else if let clip = clips.single {
                let circle = Circle(center: clip.center, radius: clip.radius, inverted: clip.isInverted)
                lastPixelsDrawn += frame.blit(layer.surface, at: layer.origin, in: piece, opacity: layer.opacity, circle: circle, mask: coverage)
            } else {
                let circles = clips.lazy.map { Circle(center: $0.center, radius: $0.radius, inverted: $0.isInverted) }
                lastPixelsDrawn += frame.blit(layer.surface, at: layer.origin, in: piece, opacity: layer.opacity, circles: circles, mask: coverage)
            }
        } else {
            lastRepeatedRowReads += frame.blit(layer.surface, at: layer.origin, in: piece, opacity: layer.opacity, repeatedRows: layer.repeatedRows)
            lastPixelsDrawn += piece.area
        }
    }

    /// Draws `r` with a one-pass reveal (`Surface.reveal`) when a circular reveal is all there is over it:
    /// exactly two layers touch `r`, both at full opacity, the front one clipped to a circle and the one
    /// behind to the same circle inverted — every frame of a fullscreen reveal. Where both are opaque the
    /// kernel writes each pixel once, the backdrop (black where it has no pixels) read only at the
    /// antialiased edge; the rest of `r` (a panel's soft rim) is drawn layer by layer. The kernel's result
    /// is the layer-by-layer composite's bit for bit, so a pixel comes out the same whichever way it is
    /// drawn. Returns false (drawing nothing) when the layers are not such a pair.
    private func revealInOnePass(_ r: PixelRect) -> Bool {
        var front = -1, behind = -1
        var i = layers.count - 1
        while i >= 0 {
            if layers[i].bounds.intersects(r) {
                if front < 0 { front = i } else if behind < 0 { behind = i } else { return false }
            }
            i -= 1
        }
        guard front >= 0, behind >= 0 else { return false }
        let inside = layers[front], outside = layers[behind]
        guard inside.opacity >= 1, outside.opacity >= 1,
              let clip = inside.clips.single, !clip.isInverted,
              let outer = outside.clips.single, outer.isInverted, outer.center == clip.center, outer.radius == clip.radius,
              let insideOpaque = inside.opaqueRect, let outsideOpaque = outside.opaqueRect
        else { return false }
        var core = r.intersection(insideOpaque).intersection(outsideOpaque)
        if let covered = under.rect { core = core.intersection(covered) }
        guard !core.isEmpty else { return false }
        lastRepeatedRowReads += frame.reveal(core, inside: BlendSource(surface: inside.surface, offset: inside.origin, repeatedRows: inside.repeatedRows),
                     outside: BlendSource(surface: outside.surface, offset: outside.origin, repeatedRows: outside.repeatedRows),
                     under: under.source, circle: Circle(center: clip.center, radius: clip.radius))
        lastPixelsDrawn += core.area
        r.forEachPiece(outside: core) { drawLayerByLayer($0) }
        return true
    }

    /// The front-most layer above index `index` that is opaque inside a circle (full opacity, one clip
    /// showing the inside of the circle, a known opaque rect): a circular reveal's incoming scene. What
    /// lies under its disc need not be drawn.
    private func discOccluder(above index: Int) -> (clip: CircularClip, opaque: PixelRect)? {
        var i = layers.count - 1
        while i > index {
            let l = layers[i]
            if l.opacity >= 1, let clip = l.clips.single, !clip.isInverted, let o = l.opaqueRect { return (clip, o) }
            i -= 1
        }
        return nil
    }

    /// Calls `body` with the parts of `piece` not under the disc: in 8-row strips, each strip without the
    /// span of columns the disc covers fully (every pixel at least half a pixel inside the circle) and
    /// opaquely — the band between the inscribed square (already cut away) and the circle.
    private func forEachStrip(of piece: PixelRect, besideInnerSpanOf disc: (clip: CircularClip, opaque: PixelRect)?, _ body: (PixelRect) -> Void) {
        guard let disc else { return body(piece) }
        let c = disc.clip, o = disc.opaque
        let inside = c.radius - 0.5
        let band = piece.intersection(o).intersection(Circle(center: c.center, radius: c.radius).pixelBounds)
        guard inside > 0, !band.isEmpty else { return body(piece) }
        // Rows above and below the band whole; the band's rows strip by strip.
        if band.minY > piece.minY { body(PixelRect(x: piece.x, y: piece.y, width: piece.width, height: band.minY - piece.minY)) }
        let circle = Circle(center: c.center, radius: c.radius)
        var y = band.minY
        while y < band.maxY {
            let y1 = min(band.maxY, y + 8)
            // The band's columns the disc covers fully in every row of the strip.
            let span = circle.strip(rows: y..<y1, in: band, inside: inside, outside: .infinity).inner
            let l = span.lowerBound, r = span.upperBound
            if r > l {
                if l > piece.minX { body(PixelRect(x: piece.minX, y: y, width: l - piece.minX, height: y1 - y)) }
                if r < piece.maxX { body(PixelRect(x: r, y: y, width: piece.maxX - r, height: y1 - y)) }
            } else {
                body(PixelRect(x: piece.minX, y: y, width: piece.width, height: y1 - y))
            }
            y = y1
        }
        if band.maxY < piece.maxY { body(PixelRect(x: piece.x, y: band.maxY, width: piece.width, height: piece.maxY - band.maxY)) }
    }

    /// Draws a damaged rect when some layers are translucent: cut along every layer's edges into cells
    /// that each layer covers wholly or not at all, a cell where only opaque pixels at constant opacities
    /// stack is blended in one pass (`Surface.blend`: a cross-fade); any other cell is drawn as usual.
    /// Neighbouring cells of a band blended from the same sources are blended as one: a scrim's band above
    /// a sheet is cut at the sheet's edges into three tall strips, and a strip of part-rows is read and
    /// written about twice as slowly as whole rows (2.4 KB of each 7.7 KB row, one strip after the other).
    private func drawInCells(_ r: PixelRect) {
        cuts.reset(r)
        for l in layers {
            cuts.add(l.bounds)
            if let o = l.opaqueRect { cuts.add(o) }
        }
        if let covered = under.rect { cuts.add(covered) }
        cuts.sort()
        let end = cuts.xs[cuts.xs.count - 1]
        for j in 0..<(cuts.ys.count - 1) {
            let y = cuts.ys[j], height = cuts.ys[j + 1] - cuts.ys[j]
            // Cells of a band that fall back to the usual path are merged into runs, and so are cells
            // blended from the same sources.
            var runStart: Int?
            var blending: (plan: BlendPlan, from: Int)?
            for i in 0..<(cuts.xs.count - 1) {
                let x = cuts.xs[i]
                if let plan = blendPlan(for: PixelRect(x: x, y: y, width: cuts.xs[i + 1] - x, height: height)) {
                    if let s = runStart { draw(PixelRect(x: s, y: y, width: x - s, height: height)) }
                    runStart = nil
                    if let b = blending {
                        if b.plan.isSame(as: plan) { continue }
                        blend(b.plan, PixelRect(x: b.from, y: y, width: x - b.from, height: height))
                    }
                    blending = (plan, x)
                } else {
                    if let b = blending { blend(b.plan, PixelRect(x: b.from, y: y, width: x - b.from, height: height)) }
                    blending = nil
                    if runStart == nil { runStart = x }
                }
            }
            if let b = blending { blend(b.plan, PixelRect(x: b.from, y: y, width: end - b.from, height: height)) }
            if let s = runStart { draw(PixelRect(x: s, y: y, width: end - s, height: height)) }
        }
    }

    /// How a cell is blended in one pass: its base and up to three overlays (layer indices, top-down).
    private struct BlendPlan {
        var base: BlendSource
        var overlays: (Int, Int, Int)
        var count: Int

        /// Whether both blend the same sources the same way (so neighbouring cells can go as one).
        func isSame(as other: BlendPlan) -> Bool {
            base.surface === other.base.surface && base.offset == other.base.offset && overlays == other.overlays && count == other.count
        }
    }

    /// The one-pass blend for `cell` when, from the top down, it sees up to three unclipped layers that are
    /// opaque over it at opacities below 1, then an opaque layer at full opacity or the backdrop; nil
    /// otherwise.
    private func blendPlan(for cell: PixelRect) -> BlendPlan? {
        var overlays: (Int, Int, Int) = (-1, -1, -1)
        var count = 0
        var base: BlendSource?
        var i = layers.count - 1
        while i >= 0 {
            let l = layers[i]
            i -= 1
            guard l.bounds.intersects(cell) else { continue }
            guard l.clips.isEmpty, l.bounds.contains(cell), l.surface.format == .rgb24 || (l.opaqueRect.map { $0.contains(cell) } ?? false)
            else { return nil }
            if l.opacity >= 1 {
                base = BlendSource(surface: l.surface, offset: l.origin, repeatedRows: l.repeatedRows)
                break
            }
            if Int((l.opacity * 255).rounded()) <= 0 { continue }
            guard count < 3 else { return nil }
            switch count {
            case 0: overlays.0 = i + 1
            case 1: overlays.1 = i + 1
            default: overlays.2 = i + 1
            }
            count += 1
        }
        guard count > 0 else { return nil }
        if base == nil {
            guard let source = under.source, let covered = under.rect, covered.contains(cell) else { return nil }
            base = source
        }
        guard let base else { return nil }
        return BlendPlan(base: base, overlays: overlays, count: count)
    }

    /// Blends `rect` (cells that `plan` was made for) in one pass.
    private func blend(_ plan: BlendPlan, _ rect: PixelRect) {
        // Overlays were found top-down; they are blended bottom-up.
        func source(_ index: Int) -> BlendSource {
            let l = layers[index]
            return BlendSource(surface: l.surface, offset: l.origin, alpha: Int((min(1, l.opacity) * 255).rounded()), repeatedRows: l.repeatedRows)
        }
        switch plan.count {
        case 1: lastRepeatedRowReads += frame.blend(rect, base: plan.base, source(plan.overlays.0))
        case 2: lastRepeatedRowReads += frame.blend(rect, base: plan.base, source(plan.overlays.1), source(plan.overlays.0))
        default: lastRepeatedRowReads += frame.blend(rect, base: plan.base, source(plan.overlays.2), source(plan.overlays.1), source(plan.overlays.0))
        }
        lastPixelsDrawn += rect.area
        lastBlends += 1
    }

    /// Fills `scratch.pieces` with the parts of `area` not hidden by opaque layers above index `index`.
    /// Returns false when nothing is visible.
    private func visiblePieces(of area: PixelRect, under index: Int) -> Bool {
        scratch.reset(area)
        var overflow = false
        var i = layers.count - 1
        while i > index, !overflow {
            layers[i].forEachOccluder { o in
                guard !overflow, !scratch.pieces.isEmpty, o.intersects(area) else { return }
                if !scratch.subtract(o) { overflow = true }
            }
            if scratch.pieces.isEmpty { return false }
            i -= 1
        }
        return !scratch.pieces.isEmpty
    }
}

/// Where one compose takes the backdrop's pixels from.
private enum BackdropPixels {
    /// Black: there is no backdrop surface.
    case none
    /// Copied from the backdrop's cached surface, placed at `origin` (black where it has none).
    case surface(Surface, origin: PixelPoint)
    /// Already in the frame (`Backdrop.drawStraight(into:visible:damage:)`), its own pixels in `covered` wherever no
    /// opaque layer hides it: nothing to copy, and the blend and reveal kernels read it in place (each reads
    /// a pixel before it writes it, and only pixels that no opaque layer hides).
    case inFrame(Surface, covered: PixelRect)

    /// The backdrop's pixels as a kernel input.
    var source: BlendSource? {
        switch self {
        case .none: nil
        case let .surface(s, origin): BlendSource(surface: s, offset: origin)
        case let .inFrame(frame, covered): covered.isEmpty ? nil : BlendSource(surface: frame, offset: .zero)
        }
    }

    /// The frame pixels the backdrop covers.
    var rect: PixelRect? {
        switch self {
        case .none: nil
        case let .surface(s, origin): PixelRect(origin: origin, size: s.pixelSize)
        case let .inFrame(_, covered): covered.isEmpty ? nil : covered
        }
    }
}
