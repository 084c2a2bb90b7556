import Testing
import WhimGraphics
@testable import WhimCore

@Suite("Placements, clips and visibility")
struct PlacementsTests {
    typealias F = TransitionFixtures

    @Test("placements are stored inline: four parts, no array behind them")
    func inline() {
        #expect(MemoryLayout<Placements>.size >= 4 * MemoryLayout<PartPlacement>.size)
        var placements = Placements()
        for role in [ScenePartRole.top, .bottom] {
            placements.append(.atRest(F.id(.outgoing, role), .zero))
            placements.append(.atRest(F.id(.incoming, role), .zero))
        }
        #expect(placements.count == Placements.capacity)
        #expect(placements.map(\.id.role) == [.top, .top, .bottom, .bottom])
    }

    @Test("a frame is the rest frame moved by the offset")
    func frame() {
        let part = PartPlacement(id: F.id(.incoming, .bottom), restFrame: PixelRect(x: 0, y: 300, width: 960, height: 240), offset: PixelPoint(x: -5, y: 40))
        #expect(part.frame == PixelRect(x: -5, y: 340, width: 960, height: 240))
    }

    @Test("visibility: off screen, transparent or clipped away parts are not visible")
    func visibility() {
        let rest = PixelRect(x: 0, y: 0, width: 960, height: 540)
        let id = F.id(.incoming, .fullscreen)
        #expect(PartPlacement(id: id, restFrame: rest).isVisible(in: F.container))
        #expect(!PartPlacement(id: id, restFrame: rest, offset: PixelPoint(x: 960, y: 0)).isVisible(in: F.container))
        #expect(PartPlacement(id: id, restFrame: rest, offset: PixelPoint(x: 959, y: 0)).isVisible(in: F.container))
        #expect(!PartPlacement(id: id, restFrame: rest, opacity: 0).isVisible(in: F.container))
        let centre = Point(x: 480, y: 270)
        #expect(!PartPlacement(id: id, restFrame: rest, clip: CircularClip(center: centre, radius: 0)).isVisible(in: F.container))
        #expect(PartPlacement(id: id, restFrame: rest, clip: CircularClip(center: centre, radius: 1)).isVisible(in: F.container))
        #expect(!PartPlacement(id: id, restFrame: rest, clip: CircularClip(center: centre, radius: 551, isInverted: true)).isVisible(in: F.container))
        #expect(PartPlacement(id: id, restFrame: rest, clip: CircularClip(center: centre, radius: 550, isInverted: true)).isVisible(in: F.container))
    }

    @Test("clip queries: reveals, revealsAll, hidesAll, normal and inverted")
    func clipQueries() {
        let clip = CircularClip(center: Point(x: 100, y: 100), radius: 50)
        let inverted = CircularClip(center: Point(x: 100, y: 100), radius: 50, isInverted: true)
        #expect(clip.reveals(Point(x: 120, y: 120)) && !clip.reveals(Point(x: 140, y: 140)))
        #expect(!inverted.reveals(Point(x: 120, y: 120)) && inverted.reveals(Point(x: 140, y: 140)))
        let inside = PixelRect(x: 80, y: 80, width: 40, height: 40)
        let outside = PixelRect(x: 200, y: 0, width: 40, height: 40)
        let across = PixelRect(x: 100, y: 100, width: 100, height: 10)
        #expect(clip.revealsAll(of: inside) && clip.hidesAll(of: outside))
        #expect(!clip.revealsAll(of: across) && !clip.hidesAll(of: across))
        #expect(inverted.hidesAll(of: inside) && inverted.revealsAll(of: outside))
        #expect(!inverted.revealsAll(of: across) && !inverted.hidesAll(of: across))
    }

    @Test("lookup by id")
    func lookup() {
        let placements = TransitionFixtures.place(WhimSceneAnimatedTransitions.Push(), F.mpToFs, 0.5)
        #expect(placements.placement(of: F.id(.outgoing, .bottom))?.restFrame == F.multipartA.frame(of: .bottom))
        #expect(placements.placement(of: F.id(.incoming, .top)) == nil)
    }
}
