import Testing
import WhimGraphics
@testable import WhimCore

@Suite("Fade and None")
struct FadeNoneTransitionTests {
    typealias F = TransitionFixtures
    typealias T = WhimSceneAnimatedTransitions

    @Test("fade: opacities cross in place, incoming above", arguments: F.pairs)
    func fade(pair: F.Pair) {
        for p in F.progresses {
            let placements = F.place(T.Fade(), pair, p)
            for part in placements {
                #expect(part.opacity == (part.id.side == .incoming ? p : 1 - p))
                #expect(part.offset == .zero && part.clip == nil)
            }
            #expect(placements.map(\.id.side).last == .incoming)
            #expect(placements.map(\.id.side).first == .outgoing)
        }
    }

    @Test("none: a cut at p = 1, nothing moves", arguments: F.pairs)
    func none(pair: F.Pair) {
        for p in [0, 0.5, 0.999] {
            for part in F.place(T.None(), pair, p) {
                #expect(part.opacity == (part.id.side == .outgoing ? 1 : 0))
            }
        }
        for part in F.place(T.None(), pair, 1) {
            #expect(part.opacity == (part.id.side == .incoming ? 1 : 0))
            #expect(part.offset == .zero && part.clip == nil)
        }
    }

    @Test("reversed fade: the scenes trade places in the drawing order too")
    func reversedFade() {
        let reversed = T.Fade().reversed
        let placements = reversed.placements(from: F.multipartA, to: F.fullscreen, containerSize: F.container, progress: 0.25)
        #expect(placements.map(\.id) == [F.id(.incoming, .fullscreen), F.id(.outgoing, .top), F.id(.outgoing, .bottom)])
        #expect(placements.map(\.opacity) == [0.25, 0.75, 0.75])
    }
}
