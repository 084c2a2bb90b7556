import WhimAnimation
import WhimCore
import WhimGraphics

/// A sheet panel that records its lifecycle: a card with a title.
func sheetPanel(_ name: String) -> RecordingPanel {
    RecordingPanel(name, chrome: .bottomCard(.white), height: 300)
}

/// A container whose root presents over a stack of `home` (multipart), settled.
func makePresenting() throws -> (WhimSceneContainer, ManualClock, WhimPresentingScene, TestScene) {
    let (container, clock) = try makeContainer()
    let home = TestScene(multipart: "home")
    let host = WhimPresentingScene(base: WhimSceneNavigationStack([home]))
    container.setRoot(host)
    container.settle(on: clock)
    return (container, clock, host, home)
}

extension WhimSceneContainer {
    /// A press, moves in `steps` to `to` over `duration` seconds (one frame each), and a release.
    func drag(_ clock: ManualClock, from: Point, to: Point, steps: Int = 8, duration: Double = 0.2, press: Bool = true, release: Bool = true) {
        if press { handle(.pointerDown(from, .primary)) }
        for i in 1...steps {
            let f = Double(i) / Double(steps)
            clock.advance(by: duration / Double(steps))
            update()
            handle(.pointerMove(Point(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f)))
            renderFrame()
        }
        if release { handle(.pointerUp(to, .primary)) }
    }

    /// A click (press and release without moving).
    func click(_ p: Point) {
        handle(.pointerDown(p, .primary))
        handle(.pointerUp(p, .primary))
    }

    /// Where a panel is drawn now (device pixels), nil when it is not drawn or invisible.
    func drawnFrame(of panel: Panel) -> PixelRect? {
        visibleParts().last { $0.panel === panel && $0.opacity > 0 }?.frame
    }

    /// Whether a scrim is drawn (a part titled "scrim" with some opacity), and its opacity.
    var scrimOpacity: Double {
        visibleParts().filter { $0.panel.title == "scrim" && $0.frame.width > 0 }.map(\.opacity).max() ?? 0
    }
}
