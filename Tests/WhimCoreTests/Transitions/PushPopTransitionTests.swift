import Testing
import WhimGraphics
@testable import WhimCore

@Suite("Push and Pop")
struct PushPopTransitionTests {
    typealias F = TransitionFixtures
    typealias T = WhimSceneAnimatedTransitions

    /// The offset of every placement, by id.
    static func offsets(_ placements: Placements) -> [ScenePartID: PixelPoint] {
        Dictionary(uniqueKeysWithValues: placements.map { ($0.id, $0.offset) })
    }

    @Test("push: incoming starts one width to the right, outgoing ends one width to the left, parts together",
          arguments: F.pairs)
    func push(pair: F.Pair) {
        let start = F.place(T.Push(), pair, 0)
        let end = F.place(T.Push(), pair, 1)
        let half = F.place(T.Push(), pair, 0.5)
        for part in start {
            #expect(part.offset == (part.id.side == .incoming ? PixelPoint(x: 960, y: 0) : .zero), "\(part.id)")
            #expect(part.opacity == 1 && part.clip == nil)
        }
        for part in end {
            #expect(part.offset == (part.id.side == .outgoing ? PixelPoint(x: -960, y: 0) : .zero), "\(part.id)")
        }
        for part in half {
            #expect(part.offset == PixelPoint(x: part.id.side == .incoming ? 480 : -480, y: 0))
        }
    }

    @Test("pop: incoming starts one width to the left, outgoing ends one width to the right", arguments: F.pairs)
    func pop(pair: F.Pair) {
        for part in F.place(T.Pop(), pair, 0) {
            #expect(part.offset == (part.id.side == .incoming ? PixelPoint(x: -960, y: 0) : .zero), "\(part.id)")
        }
        for part in F.place(T.Pop(), pair, 1) {
            #expect(part.offset == (part.id.side == .outgoing ? PixelPoint(x: 960, y: 0) : .zero), "\(part.id)")
        }
        for part in F.place(T.Pop(), pair, 0.25) {
            #expect(part.offset == PixelPoint(x: part.id.side == .incoming ? -720 : 240, y: 0))
        }
    }

    @Test("z-order: push draws the incoming scene above, pop the outgoing one")
    func zOrder() {
        #expect(F.place(T.Push(), F.fsToMp, 0.5).map(\.id)
            == [F.id(.outgoing, .fullscreen), F.id(.incoming, .top), F.id(.incoming, .bottom)])
        #expect(F.place(T.Push(), F.mpToFs, 0.5).map(\.id)
            == [F.id(.outgoing, .top), F.id(.outgoing, .bottom), F.id(.incoming, .fullscreen)])
        #expect(F.place(T.Pop(), F.mpToMp, 0.5).map(\.id)
            == [F.id(.incoming, .top), F.id(.incoming, .bottom), F.id(.outgoing, .top), F.id(.outgoing, .bottom)])
    }

    @Test("both parts move by the same offset at every p, so the map between them stays put")
    func partsTogether() {
        for p in stride(from: 0.0, through: 1, by: 0.05) {
            for t in [T.Push() as any WhimSceneAnimatedTransitioning, T.Pop()] {
                let placements = F.place(t, F.mpToMp, p)
                for side in [TransitionSide.outgoing, .incoming] {
                    #expect(placements.placement(of: F.id(side, .top))?.offset == placements.placement(of: F.id(side, .bottom))?.offset)
                }
            }
        }
    }

    @Test("from nil the incoming scene slides in alone")
    func fromNil() {
        let push = F.place(T.Push(), F.nilToMp, 0)
        #expect(push.map(\.offset) == [PixelPoint(x: 960, y: 0), PixelPoint(x: 960, y: 0)])
        let pop = F.place(T.Pop(), F.nilToFs, 0)
        #expect(pop.map(\.offset) == [PixelPoint(x: -960, y: 0)])
    }

    @Test("pop follows a drag to the right, one container width for the whole way")
    func interactivePop() throws {
        let drag = try #require(T.Pop().interactiveDrag(from: F.multipartB, to: F.multipartA, containerSize: F.container))
        #expect(drag.progress(for: Point(x: 240, y: 37)) == 0.25)
        #expect(drag.progress(for: Point(x: -50, y: 0)) == 0)
        #expect(drag.progress(for: Point(x: 5000, y: 0)) == 1)
        #expect(drag.progressVelocity(for: Point(x: 1920, y: 100)) == 2)
        // The outgoing scene stays under the finger.
        let p = drag.progress(for: Point(x: 312, y: 0))
        let placements = T.Pop().placements(from: F.multipartB, to: F.multipartA, containerSize: F.container, progress: p)
        #expect(placements.placement(of: F.id(.outgoing, .top))?.offset.x == 312)
        #expect(T.Push().interactiveDrag(from: F.fullscreen, to: F.fullscreen, containerSize: F.container) == nil)
    }
}
