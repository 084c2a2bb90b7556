import Testing
import WhimGraphics
@testable import WhimCore

/// The rules every transition keeps, checked for every kind and every pair of layouts.
@Suite("Transition contract")
struct TransitionContractTests {
    typealias F = TransitionFixtures

    @Test("at p = 0 the outgoing scene is at rest and the incoming one not shown; at p = 1 the reverse",
          arguments: F.kinds, F.pairs + F.sidePairs)
    func endStates(kind: F.Kind, pair: F.Pair) {
        let start = F.place(kind.transition, pair, 0)
        for index in start.indices {
            let part = start[index]
            if part.id.side == .outgoing {
                #expect(part.isAtRest(in: F.container), "\(part.id) at p = 0")
            } else {
                #expect(!F.isShown(index, in: start), "\(part.id) at p = 0")
            }
        }
        let end = F.place(kind.transition, pair, 1)
        for index in end.indices {
            let part = end[index]
            if part.id.side == .incoming {
                #expect(part.isAtRest(in: F.container), "\(part.id) at p = 1")
            } else {
                #expect(!F.isShown(index, in: end), "\(part.id) at p = 1")
            }
        }
    }

    @Test("from nil: nothing shows at p = 0 (a transition going back rests in place); at p = 1 only the incoming scene, at rest", arguments: F.kinds, [F.nilToFs, F.nilToMp, F.nilToSide])
    func fromNothing(kind: F.Kind, pair: F.Pair) {
        let start = F.place(kind.transition, pair, 0)
        let goesBack = ["dismiss", "circular-dismiss", "reversed-swap"].contains(kind.name)
        for index in start.indices {
            #expect(F.isShown(index, in: start) == goesBack, "\(start[index].id) at p = 0")
        }
        let end = F.place(kind.transition, pair, 1)
        #expect(end.map(\.id) == F.ids(pair.to, .incoming))
        #expect(end.allSatisfy { $0.isAtRest(in: F.container) })
    }

    @Test("every part of both scenes is placed at every p, each exactly once, in a fixed order",
          arguments: F.kinds, F.allPairs + F.sidePairs)
    func stablePartList(kind: F.Kind, pair: F.Pair) {
        let first = F.place(kind.transition, pair, 0).map(\.id)
        #expect(Set(first) == Set(F.ids(pair.from, .outgoing) + F.ids(pair.to, .incoming)))
        #expect(first.count == F.ids(pair.from, .outgoing).count + F.ids(pair.to, .incoming).count)
        for p in F.progresses + [0.1, 0.9, 0.333] {
            let placements = F.place(kind.transition, pair, p)
            #expect(placements.map(\.id) == first, "p = \(p)")
            for part in placements {
                let expected = pair.from.flatMap { part.id.side == .outgoing ? $0.frame(of: part.id.role) : nil }
                    ?? pair.to.frame(of: part.id.role)
                #expect(part.restFrame == expected, "rest frame of \(part.id)")
                #expect(part.opacity >= 0 && part.opacity <= 1)
            }
        }
    }

    @Test("a scene's top part is always placed before (below) its bottom part", arguments: F.kinds, F.allPairs + F.sidePairs)
    func topBeforeBottom(kind: F.Kind, pair: F.Pair) {
        let ids = F.place(kind.transition, pair, 0.5).map(\.id)
        for side in [TransitionSide.outgoing, .incoming] {
            if let top = ids.firstIndex(of: F.id(side, .top)), let bottom = ids.firstIndex(of: F.id(side, .bottom)) {
                #expect(top < bottom)
            }
        }
    }

    @Test("pure: the same input gives the same output, whatever was computed in between", arguments: F.kinds)
    func pure(kind: F.Kind) {
        for pair in F.allPairs {
            for p in F.progresses {
                let first = F.place(kind.transition, pair, p)
                _ = F.place(kind.transition, F.mpToMp, 1 - p)
                _ = kind.transition.placements(from: pair.to, to: pair.from ?? F.fullscreen, containerSize: PixelSize(width: 320, height: 200), progress: 0.3)
                #expect(F.place(kind.transition, pair, p) == first)
            }
        }
    }

    @Test("progress outside [0, 1] is clamped and NaN counts as 0", arguments: F.kinds)
    func clampsProgress(kind: F.Kind) {
        for pair in F.pairs {
            #expect(F.place(kind.transition, pair, -0.5) == F.place(kind.transition, pair, 0))
            #expect(F.place(kind.transition, pair, .nan) == F.place(kind.transition, pair, 0))
            #expect(F.place(kind.transition, pair, 7) == F.place(kind.transition, pair, 1))
            #expect(F.place(kind.transition, pair, .infinity) == F.place(kind.transition, pair, 1))
        }
    }

    @Test("reversed is the visual inverse: from b to a at p looks like from a to b at 1 − p", arguments: F.kinds)
    func reversedIsInverse(kind: F.Kind) {
        let reversed = kind.transition.reversed
        for pair in F.pairs + F.sidePairs {
            for p in F.progresses {
                let backwards = reversed.placements(from: pair.to, to: pair.from!, containerSize: F.container, progress: p)
                let forwards = F.place(kind.transition, pair, 1 - p)
                #expect(Array(backwards) == F.swapped(forwards), "\(pair.name) at \(p)")
            }
        }
        #expect(reversed.timing == kind.transition.timing)
    }

    @Test("named inverses: push ↔ pop, present ↔ dismiss, circular present ↔ dismiss, reversed of reversed")
    func namedInverses() {
        typealias T = WhimSceneAnimatedTransitions
        let slow = TransitionTiming(duration: 1.2, curve: .easeIn)
        #expect(T.Push(timing: slow).reversed as? T.Pop == T.Pop(timing: slow))
        #expect(T.Pop().reversed as? T.Push == T.Push())
        #expect(T.Modal(.present).reversed as? T.Modal == T.Modal(.dismiss))
        #expect(T.Modal(.dismiss).reversed as? T.Modal == T.Modal(.present))
        #expect(T.Modal(.swap).reversed as? T.Reversed<T.Modal> == T.Reversed(T.Modal(.swap)))
        #expect(T.Modal(.swap).reversed.reversed as? T.Modal == T.Modal(.swap))
        let origin = Rect(x: 1, y: 2, width: 3, height: 4)
        #expect(T.Circular(.present, origin: origin).reversed as? T.Circular == T.Circular(.dismiss, origin: origin))
        #expect(T.Fade().reversed as? T.Reversed<T.Fade> == T.Reversed(T.Fade()))
    }

    @Test("offsets are whole pixels rounded half away from zero, mirrored exactly")
    func rounding() {
        typealias T = WhimSceneAnimatedTransitions
        let odd = PixelSize(width: 961, height: 541)
        let fs = SceneLayout.fullscreen(PixelRect(size: odd))
        let push = T.Push().placements(from: fs, to: fs, containerSize: odd, progress: 0.5)
        #expect(push.placement(of: F.id(.outgoing, .fullscreen))?.offset == PixelPoint(x: -481, y: 0))
        #expect(push.placement(of: F.id(.incoming, .fullscreen))?.offset == PixelPoint(x: 481, y: 0))
        let pop = T.Pop().placements(from: fs, to: fs, containerSize: odd, progress: 0.5)
        #expect(pop.placement(of: F.id(.outgoing, .fullscreen))?.offset == PixelPoint(x: 481, y: 0))
        #expect(pop.placement(of: F.id(.incoming, .fullscreen))?.offset == PixelPoint(x: -481, y: 0))
        let present = T.Modal(.present).placements(from: fs, to: fs, containerSize: odd, progress: 0.5)
        #expect(present.placement(of: F.id(.incoming, .fullscreen))?.offset == PixelPoint(x: 0, y: 271))
        // 960 × 0.3 = 288 exactly; 960 × 0.7 = 671.999… rounds to 672.
        let third = T.Push().placements(from: F.fullscreen, to: F.fullscreen, containerSize: F.container, progress: 0.3)
        #expect(third.map(\.offset.x) == [-288, 672])
    }

    @Test("the default timing is the original's 0.3 s ease-out and is overridable per call")
    func timing() {
        typealias T = WhimSceneAnimatedTransitions
        let custom = TransitionTiming(duration: 0.45, curve: .emphasized)
        #expect(T.Push().timing == TransitionTiming(duration: 0.3, curve: .easeOut))
        #expect(T.Push(timing: custom).timing == custom)
        #expect(T.Pop(timing: custom).timing == custom)
        #expect(T.Modal(.swap, timing: custom).timing == custom)
        #expect(T.Fade(timing: custom).timing == custom)
        #expect(T.Circular(.present, origin: .zero, timing: custom).timing == custom)
        #expect(T.None().timing.duration == 0)
        #expect(T.None(timing: custom).timing == custom)
        #expect(T.Fade.reducedMotion.timing.duration < 0.3)
    }
}
