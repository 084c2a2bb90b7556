import WhimAnimation
import WhimCore
import WhimGraphics

/// A panel that draws its title centred and runs `onTap` when a press is released on it.
final class TapPanel: Panel {
    var onTap: (() -> Void)?
    let preferred: Double

    init(_ title: String, chrome: PanelChrome, height: Double = 80) {
        preferred = height
        super.init(title: title, chrome: chrome)
    }

    override func preferredHeight(forWidth width: Double) -> Double { preferred + chrome.shadowMargin.vertical }

    override func drawContent(in canvas: Canvas) {
        let color: Color = { if case .plain = chrome { return .white } else { return Color(0x202124) } }()
        canvas.drawText(title, in: contentRect, font: .bold(24), color: color, alignment: .center)
    }

    override func handle(_ event: InputEvent) -> Bool {
        if case let .pointerUp(p, .primary) = event, hitTest(p) {
            onTap?()
            return true
        }
        return super.handle(event)
    }
}

/// The window test's scene: a navigation stack whose root is a fullscreen blue "Home" panel; tapping it
/// pushes a multipart "Details" scene (a top bar and a bottom card over the grid backdrop); Esc pops.
final class WindowTestScene {
    let stack: WhimSceneNavigationStack
    let container: WhimSceneContainer

    /// Builds the scene in a new container of `size` on `clock`.
    init(size: Size, clock: any Clock) throws {
        let home = TapPanel("Home — tap to push", chrome: .plain(Color(0x1A73E8)))
        stack = WhimSceneNavigationStack([WhimSingleScene(fullscreen: home)])
        container = try WhimSceneContainer(size: size, clock: clock, backdrop: GridBackdrop())
        container.setRoot(stack)
        home.onTap = { [unowned self] in pushDetails() }
    }

    /// What a tap on Home does (also called directly to build the offscreen reference). A tap on the card
    /// pushes the next Details: a multipart → multipart push, where only the bars move.
    func pushDetails() {
        let n = stack.scenes.count
        let top = TapPanel("Details \(n)", chrome: .topBar(.white), height: 64)
        let bottom = TapPanel("Card \(n)", chrome: .bottomCard(Color(0xFFF4E0)), height: 160)
        bottom.onTap = { [unowned self] in pushDetails() }
        stack.push(scene: WhimSingleScene(top: top, bottom: bottom))
    }

    /// The reference: the same scene in a headless container on a manual clock, with `navigate` applied
    /// through the engine (no window), settled and rendered.
    static func offscreenFrame(size: Size, scale: Double = 1, navigate: (WindowTestScene) -> Void) throws -> Surface {
        let clock = ManualClock()
        let scene = try WindowTestScene(size: size, clock: clock)
        try scene.container.resize(to: size, scale: scale)
        scene.container.renderFrame()
        navigate(scene)
        var steps = 0
        repeat {
            clock.advance(by: 1.0 / 60)
            scene.container.update()
            scene.container.renderFrame()
            steps += 1
        } while (scene.container.isTransitioning || scene.container.isAnimating) && steps < 600
        return scene.container.frame.copy()
    }
}
