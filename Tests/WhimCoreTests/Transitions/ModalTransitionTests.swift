import Testing
import WhimGraphics
@testable import WhimCore

@Suite("Modal present, dismiss and swap")
struct ModalTransitionTests {
    typealias F = TransitionFixtures
    typealias T = WhimSceneAnimatedTransitions

    static func part(_ placements: Placements, _ side: TransitionSide, _ role: ScenePartRole) -> PartPlacement? {
        placements.placement(of: F.id(side, role))
    }

    static let up96 = PixelPoint(x: 0, y: -96)      // multipartA's top, just off screen
    static let down240 = PixelPoint(x: 0, y: 240)   // multipartA's card (top edge at 300), just off screen
    static let up120 = PixelPoint(x: 0, y: -120)    // multipartB's top
    static let down180 = PixelPoint(x: 0, y: 180)   // multipartB's card (top edge at 360)
    static let down540 = PixelPoint(x: 0, y: 540)   // a fullscreen scene, one container height

    @Test("present fs→mp: top comes down from above, card up from below, the fullscreen scene fades out in place")
    func presentFullscreenToMultipart() {
        let start = F.place(T.Modal(.present), F.fsToMp, 0)
        #expect(Self.part(start, .incoming, .top)?.offset == Self.up96)
        #expect(Self.part(start, .incoming, .bottom)?.offset == Self.down240)
        let half = F.place(T.Modal(.present), F.fsToMp, 0.5)
        #expect(Self.part(half, .incoming, .top)?.offset == PixelPoint(x: 0, y: -48))
        #expect(Self.part(half, .outgoing, .fullscreen)?.offset == .zero)
        #expect(Self.part(half, .outgoing, .fullscreen)?.opacity == 0.5)
        #expect(Self.part(F.place(T.Modal(.present), F.fsToMp, 1), .outgoing, .fullscreen)?.opacity == 0)
    }

    @Test("present mp→mp: the new parts come in from the edges, the old ones leave to them")
    func presentMultipartToMultipart() {
        let start = F.place(T.Modal(.present), F.mpToMp, 0)
        #expect(Self.part(start, .incoming, .top)?.offset == Self.up120)
        #expect(Self.part(start, .incoming, .bottom)?.offset == Self.down180)
        let end = F.place(T.Modal(.present), F.mpToMp, 1)
        #expect(Self.part(end, .outgoing, .top)?.offset == Self.up96)
        #expect(Self.part(end, .outgoing, .bottom)?.offset == Self.down240)
        #expect(end.allSatisfy { $0.opacity == 1 })
    }

    @Test("present mp→fs and fs→fs: the fullscreen scene rises from one height below over a still scene",
          arguments: [F.mpToFs, F.fsToFs])
    func presentFullscreen(pair: F.Pair) {
        let start = F.place(T.Modal(.present), pair, 0)
        #expect(Self.part(start, .incoming, .fullscreen)?.offset == Self.down540)
        for p in F.progresses {
            for part in F.place(T.Modal(.present), pair, p) where part.id.side == .outgoing {
                #expect(part.offset == .zero && part.opacity == 1)
            }
        }
    }

    @Test("dismiss: the outgoing scene leaves outward; under a fullscreen one the incoming scene is already in place")
    func dismiss() {
        // fs → mp: the sheet slides down, the multipart scene waits underneath, at rest.
        let fsOut = F.place(T.Modal(.dismiss), F.fsToMp, 1)
        #expect(Self.part(fsOut, .outgoing, .fullscreen)?.offset == Self.down540)
        for p in F.progresses {
            let placements = F.place(T.Modal(.dismiss), F.fsToMp, p)
            #expect(Self.part(placements, .incoming, .top)?.offset == .zero)
            #expect(Self.part(placements, .incoming, .bottom)?.offset == .zero)
        }
        // mp → mp: old top up, old card down; the revealed scene's parts come back from the edges.
        let mpEnd = F.place(T.Modal(.dismiss), F.mpToMp, 1)
        #expect(Self.part(mpEnd, .outgoing, .top)?.offset == Self.up96)
        #expect(Self.part(mpEnd, .outgoing, .bottom)?.offset == Self.down240)
        let mpStart = F.place(T.Modal(.dismiss), F.mpToMp, 0)
        #expect(Self.part(mpStart, .incoming, .top)?.offset == Self.up120)
        #expect(Self.part(mpStart, .incoming, .bottom)?.offset == Self.down180)
        // mp → fs: the parts leave, the fullscreen scene fades in in place.
        let toFs = F.place(T.Modal(.dismiss), F.mpToFs, 0.25)
        #expect(Self.part(toFs, .incoming, .fullscreen)?.opacity == 0.25)
        #expect(Self.part(toFs, .incoming, .fullscreen)?.offset == .zero)
        #expect(Self.part(toFs, .outgoing, .top)?.offset == PixelPoint(x: 0, y: -24))
        #expect(Self.part(toFs, .outgoing, .bottom)?.offset == PixelPoint(x: 0, y: 60))
    }

    @Test("dismiss from nil: the incoming scene rests in place")
    func dismissFromNil() {
        for p in F.progresses {
            #expect(F.place(T.Modal(.dismiss), F.nilToMp, p).allSatisfy { $0.isAtRest(in: F.container) })
        }
    }

    @Test("swap: like present, but the outgoing scene always leaves outward", arguments: F.pairs)
    func swap(pair: F.Pair) {
        let end = F.place(T.Modal(.swap), pair, 1)
        for part in end where part.id.side == .outgoing {
            let expected: PixelPoint = switch part.id.role {
            case .fullscreen: Self.down540
            case .top: Self.up96
            case .bottom: Self.down240
            }
            #expect(part.offset == expected && part.opacity == 1, "\(part.id)")
        }
        let start = F.place(T.Modal(.swap), pair, 0)
        let present = F.place(T.Modal(.present), pair, 0)
        for part in start where part.id.side == .incoming {
            #expect(part == present.placement(of: part.id))
        }
    }

    @Test("z-order: present and swap draw the incoming scene above, dismiss the outgoing one")
    func zOrder() {
        for style in [T.Modal.Style.present, .swap] {
            #expect(F.place(T.Modal(style), F.mpToFs, 0.5).map(\.id.side) == [.outgoing, .outgoing, .incoming])
        }
        #expect(F.place(T.Modal(.dismiss), F.fsToMp, 0.5).map(\.id.side) == [.incoming, .incoming, .outgoing])
        #expect(F.place(T.Modal(.dismiss), F.mpToMp, 0.5).map(\.id)
            == [F.id(.incoming, .top), F.id(.incoming, .bottom), F.id(.outgoing, .top), F.id(.outgoing, .bottom)])
    }

    @Test("a top panel with a margin and a card taller than the screen still leave completely")
    func unusualFrames() {
        let layout = SceneLayout.multipart(
            top: PixelRect(x: 8, y: 12, width: 944, height: 70), bottom: PixelRect(x: 0, y: 420, width: 960, height: 900))
        let end = T.Modal(.swap).placements(from: layout, to: F.fullscreen, containerSize: F.container, progress: 1)
        #expect(Self.part(end, .outgoing, .top)?.frame.maxY == 0)
        #expect(Self.part(end, .outgoing, .bottom)?.frame.minY == 540)
    }

    @Test("dismiss follows the card dragged down (or the whole fullscreen sheet); present is not interactive")
    func interactiveDismiss() throws {
        let card = try #require(T.Modal(.dismiss).interactiveDrag(from: F.multipartA, to: F.fullscreen, containerSize: F.container))
        #expect(card.progress(for: Point(x: 30, y: 120)) == 0.5)
        let p = card.progress(for: Point(x: 0, y: 96))
        let placements = T.Modal(.dismiss).placements(from: F.multipartA, to: F.fullscreen, containerSize: F.container, progress: p)
        #expect(Self.part(placements, .outgoing, .bottom)?.offset.y == 96)
        let sheet = try #require(T.Modal(.dismiss).interactiveDrag(from: F.fullscreen, to: F.multipartA, containerSize: F.container))
        #expect(sheet.progress(for: Point(x: 0, y: 135)) == 0.25)
        #expect(sheet.progressVelocity(for: Point(x: 0, y: -1080)) == -2)
        #expect(T.Modal(.present).interactiveDrag(from: F.fullscreen, to: F.multipartA, containerSize: F.container) == nil)
        #expect(T.Modal(.dismiss).interactiveDrag(from: nil, to: F.multipartA, containerSize: F.container) == nil)
    }
}

/// Modal sheets in the desktop layout: a side panel comes in from the leading edge and leaves to it, the
/// top panel as in the narrow layout.
@Suite struct SidePanelModalTests {
    typealias F = TransitionFixtures

    @Test("present side→side: the incoming side panel slides in from the leading edge, the outgoing one leaves to it; the top panels move vertically")
    func presentSlidesSidePanelsSideways() {
        let t = WhimSceneAnimatedTransitions.Modal(.present)
        var lastIncomingX = Int.min
        for p in stride(from: 0.0, through: 1, by: 0.125) {
            let placements = t.placements(from: F.sideA, to: F.sideB, containerSize: F.container, progress: p)
            let incoming = placements.placement(of: F.id(.incoming, .bottom))!
            let outgoing = placements.placement(of: F.id(.outgoing, .bottom))!
            #expect(incoming.offset.y == 0 && outgoing.offset.y == 0, "side panels move only sideways at p = \(p)")
            #expect(incoming.frame.x > lastIncomingX, "the incoming panel moves toward rest at p = \(p)")
            lastIncomingX = incoming.frame.x
            #expect(placements.placement(of: F.id(.incoming, .top))!.offset.x == 0)
            #expect(placements.placement(of: F.id(.outgoing, .top))!.offset.x == 0)
        }
        let start = t.placements(from: F.sideA, to: F.sideB, containerSize: F.container, progress: 0)
        #expect(start.placement(of: F.id(.incoming, .bottom))!.frame.maxX == 0, "just off the leading edge at p = 0")
        let end = t.placements(from: F.sideA, to: F.sideB, containerSize: F.container, progress: 1)
        #expect(end.placement(of: F.id(.outgoing, .bottom))!.frame.maxX == 0, "just off the leading edge at p = 1")
    }

    @Test("dismiss follows a side panel dragged toward the leading edge, by its right edge's distance")
    func dismissFollowsALeftwardDrag() throws {
        let drag = try #require(WhimSceneAnimatedTransitions.Modal(.dismiss).interactiveDrag(from: F.sideA, to: F.sideB, containerSize: F.container))
        guard case let .sidePanel(_, panel) = F.sideA else { return }
        #expect(drag.progress(for: Point(x: -Double(panel.maxX), y: 0)) == 1)
        #expect(drag.progress(for: Point(x: 0, y: 300)) == 0)
    }
}
