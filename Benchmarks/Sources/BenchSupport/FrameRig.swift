import WhimAnimation
import WhimCore
import WhimMap
import WhimMapBackdrop
import WhimGraphics

/// One steady-state transition frame, through the real container, driver and compositor: a stack of
/// `depth` scenes, a transition of `kind` to one more scene held at a progress that alternates between two
/// values (an interactive transition, so it never ends), one `frame()` = clock tick + update + renderFrame.
public final class FrameRig {
    public let container: WhimSceneContainer
    public let clock = ManualClock()
    public let kind: TransitionKind
    public let mode: SceneMode
    public let stack: WhimSceneNavigationStack
    /// The scene on top before the transition, and the one it goes to.
    public let fromScene: WhimSingleScene
    public let toScene: WhimSingleScene
    private var flip = false
    private let transition: any WhimSceneAnimatedTransitioning
    private let pointerY: Double

    public init(kind: TransitionKind, mode: SceneMode, size: PixelSize, backdrop: any Backdrop, depth: Int = 1) throws {
        self.kind = kind
        self.mode = mode
        container = try WhimSceneContainer(size: size.size, scale: 1, clock: clock, backdrop: backdrop)
        var scenes: [WhimSingleScene] = []
        for i in 0..<max(1, depth) {
            scenes.append(makeScene(mode, "A\(i)", accent: Color(0x1967D2)))
        }
        fromScene = scenes.last!
        toScene = makeScene(mode, "B", accent: Color(0xE37400))
        stack = WhimSceneNavigationStack(scenes)
        container.setRoot(stack)
        container.renderFrame()
        pointerY = mode == .fullscreen ? Double(size.height) / 2 : 30
        transition = kind.transition(containerSize: size)
        if kind == .scrub {
            // Push B at once, then start an edge-swipe back to A with pointer events, as a finger would.
            let stack = self.stack, to = toScene
            stack.push(scene: to, animating: WhimSceneAnimatedTransitions.None())
            container.update()
            container.renderFrame()
            container.handle(.pointerDown(Point(x: 4, y: pointerY), .primary))
            container.handle(.pointerMove(Point(x: 60, y: pointerY)))
            guard container.isInteractive else { throw RigError.notInteractive("scrub") }
        } else {
            // The driver's preview holds the transition at a progress, off the clock.
            guard container.driver.preview(transition, to: toScene.viewController, progress: kind.progresses.0) else {
                throw RigError.notInteractive(kind.rawValue)
            }
        }
        // Warm up: both progress values drawn, every panel cache filled, scratch storage at capacity.
        for _ in 0..<6 { frame() }
    }

    /// One frame: the clock ticks, the transition moves, the frame is composed. Returns the damaged area.
    @discardableResult
    @inline(never)
    public func frame() -> Int {
        flip.toggle()
        clock.advance(by: 1.0 / 60)
        if kind == .scrub {
            let w = container.size.width
            container.handle(.pointerMove(Point(x: flip ? w * 0.45 : w * 0.55, y: pointerY)))
        } else {
            let (a, b) = kind.progresses
            container.driver.preview(transition, to: toScene.viewController, progress: flip ? a : b)
        }
        container.update()
        return container.renderFrame().area
    }

    /// The naive design: every frame re-renders the vector map and every panel, then composes.
    @discardableResult
    @inline(never)
    public func naiveFrame(map: MapBackdrop, model: MapModel) -> Int {
        for p in fromScene.viewController.panels { p.setNeedsDisplay() }
        for p in toScene.viewController.panels { p.setNeedsDisplay() }
        map.rerender(model)
        return frame()
    }

    /// Where the parts rest (as the container lays them out), for the SDL baseline.
    public func layout(of scene: WhimSingleScene) -> SceneLayout {
        let px = container.pixelSize
        switch scene.viewController {
        case .fullscreen:
            return .fullscreen(PixelRect(size: px))
        case let .multipart(top, bottom):
            let th = Int(top.size.height.rounded()), bh = Int(bottom.size.height.rounded())
            return .multipart(top: PixelRect(x: 0, y: 0, width: px.width, height: th),
                              bottom: PixelRect(x: 0, y: px.height - bh, width: px.width, height: bh))
        }
    }
}

public enum RigError: Error, CustomStringConvertible {
    case notInteractive(String)
    case missingData(String)
    case sdl(String)
    case noDamage(String)

    public var description: String {
        switch self {
        case let .notInteractive(k): return "the \(k) transition did not start interactively"
        case let .missingData(p): return "map data not found at \(p)"
        case let .sdl(m): return "SDL: \(m)"
        case let .noDamage(m): return "\(m) changed no pixel: the benchmark would time nothing"
        }
    }
}
