import Testing
import WhimGraphics
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
    func handle(_ event: InputEvent, at time: Double) -> Bool { false }
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
