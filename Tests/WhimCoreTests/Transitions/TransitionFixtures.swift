import Testing
import WhimGraphics
@testable import WhimCore

/// Layouts and helpers shared by the transition tests: a 960×540 container, a fullscreen scene and two
/// multipart scenes of different proportions (the first card extends below the container, as a card
/// drawn at its tallest detent does).
enum TransitionFixtures {
    static let container = PixelSize(width: 960, height: 540)
    static let fullscreen = SceneLayout.fullscreen(PixelRect(x: 0, y: 0, width: 960, height: 540))
    static let multipartA = SceneLayout.multipart(
        top: PixelRect(x: 0, y: 0, width: 960, height: 96), bottom: PixelRect(x: 0, y: 300, width: 960, height: 400))
    static let multipartB = SceneLayout.multipart(
        top: PixelRect(x: 0, y: 0, width: 960, height: 120), bottom: PixelRect(x: 0, y: 360, width: 960, height: 180))
    /// The desktop layout: the cards as side panels at the leading edge, below the top panels.
    static let sideA = SceneLayout.sidePanel(
        top: PixelRect(x: 0, y: 0, width: 960, height: 96), panel: PixelRect(x: 12, y: 94, width: 340, height: 446))
    static let sideB = SceneLayout.sidePanel(
        top: PixelRect(x: 0, y: 0, width: 960, height: 120), panel: PixelRect(x: 12, y: 118, width: 300, height: 422))
    static let progresses: [Double] = [0, 0.25, 0.5, 0.75, 1]

    /// A pair of scenes to transition between.
    struct Pair: Sendable, CustomTestStringConvertible {
        let name: String
        let from: SceneLayout?
        let to: SceneLayout
        var testDescription: String { name }
    }

    static let fsToMp = Pair(name: "fs→mp", from: fullscreen, to: multipartA)
    static let mpToMp = Pair(name: "mp→mp", from: multipartA, to: multipartB)
    static let mpToFs = Pair(name: "mp→fs", from: multipartA, to: fullscreen)
    static let fsToFs = Pair(name: "fs→fs", from: fullscreen, to: fullscreen)
    static let nilToFs = Pair(name: "nil→fs", from: nil, to: fullscreen)
    static let nilToMp = Pair(name: "nil→mp", from: nil, to: multipartA)
    static let pairs = [fsToMp, mpToMp, mpToFs, fsToFs]
    static let allPairs = pairs + [nilToFs, nilToMp]
    /// The pairs in the desktop layout, where a scene's card is a side panel.
    static let sidePairs = [
        Pair(name: "fs→side", from: fullscreen, to: sideA), Pair(name: "side→side", from: sideA, to: sideB),
        Pair(name: "side→fs", from: sideA, to: fullscreen),
    ]
    static let nilToSide = Pair(name: "nil→side", from: nil, to: sideA)

    /// A transition with a readable name for test output.
    struct Kind: Sendable, CustomTestStringConvertible {
        let name: String
        let transition: any WhimSceneAnimatedTransitioning
        var testDescription: String { name }
    }

    static let buttonRect = Rect(x: 700, y: 420, width: 60, height: 40)
    static let kinds: [Kind] = [
        Kind(name: "push", transition: WhimSceneAnimatedTransitions.Push()),
        Kind(name: "pop", transition: WhimSceneAnimatedTransitions.Pop()),
        Kind(name: "present", transition: WhimSceneAnimatedTransitions.Modal(.present)),
        Kind(name: "dismiss", transition: WhimSceneAnimatedTransitions.Modal(.dismiss)),
        Kind(name: "swap", transition: WhimSceneAnimatedTransitions.Modal(.swap)),
        Kind(name: "fade", transition: WhimSceneAnimatedTransitions.Fade()),
        Kind(name: "circular-present", transition: WhimSceneAnimatedTransitions.Circular(.present, origin: buttonRect)),
        Kind(name: "circular-dismiss", transition: WhimSceneAnimatedTransitions.Circular(.dismiss, origin: buttonRect)),
        Kind(name: "none", transition: WhimSceneAnimatedTransitions.None()),
        Kind(name: "reversed-swap", transition: WhimSceneAnimatedTransitions.Reversed(WhimSceneAnimatedTransitions.Modal(.swap))),
    ]

    static func id(_ side: TransitionSide, _ role: ScenePartRole) -> ScenePartID { ScenePartID(side: side, role: role) }

    /// The ids of a layout's parts for a side, in the order transitions place them (top before bottom).
    static func ids(_ layout: SceneLayout?, _ side: TransitionSide) -> [ScenePartID] {
        switch layout {
        case nil: []
        case .fullscreen: [id(side, .fullscreen)]
        case .multipart, .sidePanel: [id(side, .top), id(side, .bottom)]
        }
    }

    static func place(_ t: any WhimSceneAnimatedTransitioning, _ pair: Pair, _ p: Double) -> Placements {
        t.placements(from: pair.from, to: pair.to, containerSize: container, progress: p)
    }

    /// Whether any pixel of the placement at `index` shows on screen: visible by itself and not covered
    /// by an opaque, unclipped part drawn above it.
    static func isShown(_ index: Int, in placements: Placements) -> Bool {
        let part = placements[index]
        guard part.isVisible(in: container) else { return false }
        let area = part.frame.intersection(PixelRect(size: container))
        for above in placements[(index + 1)...] where above.opacity == 1 && above.frame.contains(area) {
            if above.clip.map({ $0.revealsAll(of: area) }) ?? true { return false }
        }
        return true
    }

    /// The placements with outgoing and incoming exchanged (written here again, independent of the code).
    static func swapped(_ placements: Placements) -> [PartPlacement] {
        placements.map { part in
            var part = part
            part.id.side = part.id.side == .outgoing ? .incoming : .outgoing
            return part
        }
    }
}
