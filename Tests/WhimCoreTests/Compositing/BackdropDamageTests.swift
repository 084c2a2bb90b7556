import Testing
import WhimGraphics
import WhimTestSupport
@testable import WhimCore

/// A backdrop whose pixels change in one rectangle at a time, saying so.
final class PatchedBackdrop: Backdrop {
    private(set) var surface: Surface?
    let origin = PixelPoint.zero
    private(set) var version = 0
    private(set) var lastDamage: [PixelRect]?

    func resize(to size: PixelSize, scale: Double) {
        surface = try? Surface(width: size.width, height: size.height, format: .rgb24)
        lastDamage = nil
        version += 1
    }

    func patch(_ r: PixelRect, reported: Bool) {
        Canvas(surface!).fill(r.rect, Color(0x3366CC))
        lastDamage = reported ? [r] : nil
        version += 1
    }

    func setVisibleInsets(_ insets: EdgeInsets) {}
    func advance(to time: Double) -> Bool { false }
    func handle(_ gesture: BackdropGesture, at time: Double) -> Bool { false }
}

@Suite("Backdrop damage")
struct BackdropDamageTests {
    @Test func aBackdropThatChangedInPartDamagesOnlyThatPart() throws {
        let backdrop = PatchedBackdrop()
        let size = PixelSize(width: 200, height: 120)
        backdrop.resize(to: size, scale: 1)
        let compositor = try Compositor(size: size)
        compositor.beginFrame()
        #expect(compositor.compose(backdrop: backdrop).area == size.area)
        let tile = PixelRect(x: 40, y: 20, width: 64, height: 32)
        backdrop.patch(tile, reported: true)
        compositor.beginFrame()
        let damage = compositor.compose(backdrop: backdrop)
        #expect(damage.area == tile.area)
        #expect(compositor.frame.pixel(x: 50, y: 30) == Color(0x3366CC))
        // Without a report, or after two changes in one frame, everything is damaged.
        backdrop.patch(tile, reported: false)
        compositor.beginFrame()
        #expect(compositor.compose(backdrop: backdrop).area == size.area)
        backdrop.patch(tile, reported: true)
        backdrop.patch(tile, reported: true)
        compositor.beginFrame()
        #expect(compositor.compose(backdrop: backdrop).area == size.area)
    }
}

/// A backdrop that changed everywhere (the map moved) damages the frame but for the opaque interiors of
/// layers that look as before: the frame already holds those pixels.
@Suite("Backdrop damage under unchanged layers")
struct UnchangedLayerDamageTests {
    let size = PixelSize(width: 200, height: 120)

    /// An opaque card of `rect`, drawn in one colour.
    func card(_ rect: PixelRect, _ color: Color) throws -> CompositeLayer {
        let s = try Surface(width: rect.width, height: rect.height, format: .rgb24)
        Canvas(s).clear(color)
        return CompositeLayer(surface: s, origin: rect.origin, opaqueRect: rect)
    }

    func compose(_ compositor: Compositor, _ backdrop: PatchedBackdrop, _ layers: [CompositeLayer]) -> FrameDamage {
        compositor.beginFrame()
        for l in layers { compositor.add(l) }
        return compositor.compose(backdrop: backdrop)
    }

    /// The same layers composed from scratch.
    func fresh(_ backdrop: PatchedBackdrop, _ layers: [CompositeLayer]) throws -> Surface {
        let c = try Compositor(size: size)
        _ = compose(c, backdrop, layers)
        return c.frame
    }

    @Test func aMovingMapUnderAnUnchangedCardDamagesAllButTheCard() throws {
        let backdrop = PatchedBackdrop()
        backdrop.resize(to: size, scale: 1)
        let compositor = try Compositor(size: size)
        let rect = PixelRect(x: 20, y: 70, width: 160, height: 40)
        let layers = [try card(rect, Color(0xFFFFFF))]
        #expect(compose(compositor, backdrop, layers).area == size.area)
        backdrop.patch(PixelRect(origin: .zero, size: size), reported: false)
        let damage = compose(compositor, backdrop, layers)
        #expect(damage.area == size.area - rect.area)
        #expect(!damage.contains { $0.intersects(rect) })
        #expect(compositor.frame.pixel(x: 5, y: 5) == Color(0x3366CC))
        #expect(compositor.frame.pixel(x: 30, y: 80) == Color(0xFFFFFF))
        #expect(ReferenceComparison.mismatch(actual: compositor.frame, expected: try fresh(backdrop, layers), edges: [], tolerance: .exact) == nil)
    }

    @Test func aCardThatMovedAsTheMapChangedIsDamagedWhereItWasAndIs() throws {
        let backdrop = PatchedBackdrop()
        backdrop.resize(to: size, scale: 1)
        let compositor = try Compositor(size: size)
        let top = PixelRect(x: 10, y: 5, width: 180, height: 20)
        var layers = [try card(top, Color(0x202124)), try card(PixelRect(x: 20, y: 70, width: 160, height: 40), Color(0xFFFFFF))]
        _ = compose(compositor, backdrop, layers)
        backdrop.patch(PixelRect(origin: .zero, size: size), reported: false)
        layers[1].origin.y -= 10
        layers[1].opaqueRect = layers[1].opaqueRect?.offset(by: PixelPoint(x: 0, y: -10))
        let damage = compose(compositor, backdrop, layers)
        // Everything but the unchanged top bar: the moved card's old and new places included.
        #expect(damage.area == size.area - top.area)
        #expect(ReferenceComparison.mismatch(actual: compositor.frame, expected: try fresh(backdrop, layers), edges: [], tolerance: .exact) == nil)
    }

    @Test func aMovingMapUnderAnOpaqueFullscreenSceneDamagesNothing() throws {
        let backdrop = PatchedBackdrop()
        backdrop.resize(to: size, scale: 1)
        let compositor = try Compositor(size: size)
        let layers = [try card(PixelRect(origin: .zero, size: size), Color(0xF1F3F4))]
        _ = compose(compositor, backdrop, layers)
        backdrop.patch(PixelRect(x: 0, y: 0, width: 50, height: 50), reported: false)
        #expect(compose(compositor, backdrop, layers).isEmpty)
        // Tiles landing under it, too.
        backdrop.patch(PixelRect(x: 0, y: 0, width: 50, height: 50), reported: true)
        #expect(compose(compositor, backdrop, layers).isEmpty)
    }
}
