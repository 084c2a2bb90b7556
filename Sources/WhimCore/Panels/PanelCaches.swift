import WhimGraphics

/// The memory the frame path shares among every panel a container shows: surfaces of panels that left,
/// drawn chromes, the pool of surface memory and the text shaper. Budgets follow the frame's size; a panel
/// is given the caches the first time it is drawn (`lend(to:)`).
public final class PanelCaches {
    /// The surfaces of panels that recently left the screen, kept up to three frames' bytes so that the
    /// screen under a popped one comes back without being drawn again (`HiddenSurfaceCache`).
    public let hiddenSurfaces: HiddenSurfaceCache
    /// Panels' drawn chromes (background and shadow) by chrome and size, up to one frame's bytes, so a
    /// panel drawn again or a new one of a known size skips drawing its shadow (`ChromeCache`).
    public let chromes: ChromeCache
    /// The memory of panels' surfaces that went (released by hidden panels, chromes out of their cache),
    /// kept paged in up to 4.58 frames' bytes for the panels that come next (`SurfacePool`); stocked at
    /// launch.
    public let surfaces: SurfacePool
    /// The frame thread's text shaper, shared by every panel: a line of text in a font is shaped once (for
    /// layout, then drawing, then the next visit of its screen), up to `TextShaper.lineCapacity` lines.
    public let shaper = TextShaper()

    /// Caches for frames of `px`, the pool stocked for the first screens.
    init(frame px: PixelSize) {
        hiddenSurfaces = HiddenSurfaceCache(budget: Self.hiddenSurfaceBudget(px))
        chromes = ChromeCache(budget: px.width * px.height * 4)
        surfaces = SurfacePool(budget: Self.surfacePoolBudget(px))
        chromes.surfaces = surfaces
        surfaces.stock(Self.surfaceStock(px))
    }

    /// The frame's size changed: every budget follows it.
    func resize(frame px: PixelSize) {
        hiddenSurfaces.budget = Self.hiddenSurfaceBudget(px)
        chromes.budget = px.width * px.height * 4
        surfaces.budget = Self.surfacePoolBudget(px)
    }

    /// Gives `panel` these caches (once: a panel keeps them while it is shown by this container).
    func lend(to panel: Panel) {
        guard panel.hiddenSurfaces !== hiddenSurfaces else { return }
        panel.hiddenSurfaces = hiddenSurfaces
        panel.chromes = chromes
        panel.surfaces = surfaces
        panel.shaper = shaper
    }

    /// Three frames' bytes: room for the panels of the screen a pop or a dismiss comes back to, also past
    /// the screens of a short flow pushed over it (the demo's car rental: three steps and a ticket over
    /// Home). A 1080p window keeps at most about 25 MB of hidden surfaces, a 960×540 one about 6 MB.
    static func hiddenSurfaceBudget(_ px: PixelSize) -> Int { px.width * px.height * 4 * 3 }

    /// What the pool keeps at most: what it is stocked with at launch (`surfaceStock`), 4.58 frames' bytes,
    /// about 38 MB at 1080p.
    static func surfacePoolBudget(_ px: PixelSize) -> Int { surfaceStock(px).reduce(0) { $0 + $1.count * $1.bytes } }

    /// Memory paged in at launch for the first screens' panels and their chromes' copies. A buffer serves
    /// surfaces from a quarter of its size up, so three sizes cover what screens show: two of a frame
    /// (fullscreen panels, the largest cards), six of 3/8 of one (cards: at 1080p from 102 px to 405 px
    /// tall; the demo's are 312–370) and four of 1/12 (bars: from 23 px to 90; the demo's are 78–82).
    /// Sizes the pool would not serve (under `SurfacePool.smallestPooled`, in small windows) are left out.
    static func surfaceStock(_ px: PixelSize) -> [(count: Int, bytes: Int)] {
        let frame = px.width * px.height * 4
        return [(2, frame), (6, frame / 8 * 3), (4, frame / 12)].filter { $0.bytes >= SurfacePool.smallestPooled }
    }
}
