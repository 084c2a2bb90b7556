import Testing
import WhimGraphics
@testable import WhimCore

@Suite("Circular reveal")
struct CircularTransitionTests {
    typealias F = TransitionFixtures
    typealias T = WhimSceneAnimatedTransitions

    /// The farthest container corner from a point, computed here from the four corners.
    static func farthestCorner(from c: Point, in size: PixelSize) -> Double {
        let w = Double(size.width), h = Double(size.height)
        return [Point(x: 0, y: 0), Point(x: w, y: 0), Point(x: 0, y: h), Point(x: w, y: h)]
            .map { ($0.x - c.x) * ($0.x - c.x) + ($0.y - c.y) * ($0.y - c.y) }
            .max()!.squareRoot()
    }

    struct Origin: Sendable, CustomTestStringConvertible {
        let name: String
        let rect: Rect
        let expectedRadius: Double
        var testDescription: String { name }
    }

    static let origins = [
        Origin(name: "centred", rect: Rect(x: 430, y: 220, width: 100, height: 100), expectedRadius: (480.0 * 480 + 270 * 270).squareRoot()),
        Origin(name: "off-centre", rect: Rect(x: 100, y: 50, width: 40, height: 40), expectedRadius: (840.0 * 840 + 470 * 470).squareRoot()),
        Origin(name: "top-left corner", rect: Rect(x: 0, y: 0, width: 0, height: 0), expectedRadius: (960.0 * 960 + 540 * 540).squareRoot()),
        Origin(name: "bottom-right corner", rect: Rect(x: 920, y: 500, width: 40, height: 40), expectedRadius: (940.0 * 940 + 520 * 520).squareRoot()),
        Origin(name: "outside the container", rect: Rect(x: -200, y: 600, width: 0, height: 0), expectedRadius: (1160.0 * 1160 + 600 * 600).squareRoot()),
    ]

    @Test("the radius reaches exactly the farthest container corner at p = 1, from 0 at p = 0", arguments: origins)
    func radius(origin: Origin) {
        let present = T.Circular(.present, origin: origin.rect)
        let full = Self.farthestCorner(from: origin.rect.center, in: F.container)
        #expect(abs(full - origin.expectedRadius) < 1e-9)
        #expect(present.fullRadius(containerSize: F.container) == full)
        for pair in F.pairs {
            let end = present.placements(from: pair.from, to: pair.to, containerSize: F.container, progress: 1)
            for part in end {
                #expect(part.clip?.radius == full, "\(part.id)")
                #expect(part.clip?.center == origin.rect.center)
            }
            let start = present.placements(from: pair.from, to: pair.to, containerSize: F.container, progress: 0)
            #expect(start.allSatisfy { $0.clip?.radius == 0 })
            let half = present.placements(from: pair.from, to: pair.to, containerSize: F.container, progress: 0.5)
            #expect(half.allSatisfy { $0.clip?.radius == full / 2 })
        }
    }

    @Test("the circle covers the container on the last frame and not before", arguments: origins)
    func coversOnlyAtTheEnd(origin: Origin) throws {
        let present = T.Circular(.present, origin: origin.rect)
        let screen = PixelRect(size: F.container)
        let end = try #require(F.place(present, F.fsToFs, 1).placement(of: F.id(.incoming, .fullscreen))?.clip)
        #expect(end.revealsAll(of: screen))
        let almost = try #require(F.place(present, F.fsToFs, 0.99).placement(of: F.id(.incoming, .fullscreen))?.clip)
        #expect(!almost.revealsAll(of: screen))
    }

    @Test("every part of a multipart scene gets the same clip; the covered scene gets the inverted one",
          arguments: [F.fsToMp, F.mpToMp, F.mpToFs])
    func bothPartsClipped(pair: F.Pair) throws {
        let present = T.Circular(.present, origin: F.buttonRect)
        for p in [0.1, 0.5, 0.9] {
            let placements = F.place(present, pair, p)
            let incoming = placements.filter { $0.id.side == .incoming }.map(\.clip)
            let outgoing = placements.filter { $0.id.side == .outgoing }.map(\.clip)
            let clip = try #require(incoming.first ?? nil)
            #expect(!clip.isInverted)
            #expect(incoming.allSatisfy { $0 == clip })
            #expect(outgoing.allSatisfy { $0 == CircularClip(center: clip.center, radius: clip.radius, isInverted: true) })
            #expect(placements.allSatisfy { $0.offset == .zero && $0.opacity == 1 })
        }
        #expect(F.place(present, pair, 0.5).map(\.id.side).last == .incoming)
    }

    @Test("dismiss shrinks the outgoing scene, drawn on top, into the origin")
    func dismiss() {
        let dismiss = T.Circular(.dismiss, origin: F.buttonRect)
        let full = dismiss.fullRadius(containerSize: F.container)
        let start = F.place(dismiss, F.mpToMp, 0)
        #expect(start.map(\.id.side) == [.incoming, .incoming, .outgoing, .outgoing])
        #expect(start.filter { $0.id.side == .outgoing }.allSatisfy { $0.clip == CircularClip(center: F.buttonRect.center, radius: full) })
        let quarter = F.place(dismiss, F.mpToMp, 0.25)
        #expect(quarter.allSatisfy { $0.clip?.radius == full * 0.75 })
        #expect(F.place(dismiss, F.mpToMp, 1).allSatisfy { $0.clip?.radius == 0 })
    }

    @Test("the map shows inside the circle between the incoming parts, not the covered scene")
    func mapShowsInsideCircle() {
        let present = T.Circular(.present, origin: Rect(x: 470, y: 190, width: 20, height: 20)) // centre (480, 200)
        let placements = F.place(present, F.fsToMp, 0.5)
        let gap = Point(x: 480, y: 200) // between multipartA's top (ends at 96) and card (starts at 300)
        let covered = placements.placement(of: F.id(.outgoing, .fullscreen))!
        #expect(covered.clip?.reveals(gap) == false)
        #expect(covered.clip?.reveals(Point(x: 0, y: 539)) == true)
    }
}
