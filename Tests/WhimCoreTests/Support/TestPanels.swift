import WhimAnimation
import WhimCore
import WhimGraphics

/// A panel that records its lifecycle and draws a labelled block, for tests.
final class RecordingPanel: Panel {
    private(set) var events: [LifecycleEvent] = []
    let fill: Color
    let height: Double

    init(_ title: String, chrome: PanelChrome, fill: Color = .white, height: Double = 80) {
        self.fill = fill
        self.height = height
        super.init(title: title, chrome: chrome)
    }

    static func fullscreen(_ title: String, _ color: Color = Color(0x1A73E8)) -> RecordingPanel {
        RecordingPanel(title, chrome: .plain(color), fill: color)
    }

    static func top(_ title: String, height: Double = 72) -> RecordingPanel {
        RecordingPanel(title, chrome: .topBar(.white), height: height)
    }

    static func bottom(_ title: String, height: Double = 220) -> RecordingPanel {
        RecordingPanel(title, chrome: .bottomCard(.white), height: height)
    }

    override func preferredHeight(forWidth width: Double) -> Double { height + chrome.shadowMargin.vertical }

    override func drawContent(in canvas: Canvas) {
        let dark = fill == .white ? Color(0x202124) : Color.white
        canvas.drawText(title, in: contentRect, font: .bold(22), color: dark, alignment: .center)
    }

    override func willAppear() { events.append(.willAppear) }
    override func didAppear() { events.append(.didAppear) }
    override func willDisappear() { events.append(.willDisappear) }
    override func didDisappear() { events.append(.didDisappear) }

    /// Whether every cycle so far was legal and it is at rest (appeared or disappeared).
    var isBalanced: Bool { lifecycleViolations == 0 && (appearance == .appeared || appearance == .disappeared) }
}

/// A scene whose panels record their lifecycle.
final class TestScene: WhimSingleScene {
    let name: String

    init(fullscreen name: String, color: Color = Color(0x1A73E8)) {
        self.name = name
        super.init(.fullscreen(RecordingPanel.fullscreen(name, color)))
    }

    init(multipart name: String, bottomHeight: Double = 220) {
        self.name = name
        super.init(.multipart(top: RecordingPanel.top("\(name) top"), bottom: RecordingPanel.bottom("\(name) card", height: bottomHeight)))
    }

    var recordingPanels: [RecordingPanel] { viewController.panels.compactMap { $0 as? RecordingPanel } }
    var isBalanced: Bool { recordingPanels.allSatisfy(\.isBalanced) }
    var isShown: Bool { recordingPanels.allSatisfy { $0.appearance == .appeared } }
    var isHidden: Bool { recordingPanels.allSatisfy { $0.appearance == .disappeared } }
}

/// A container showing a stack whose root is a multipart "home" scene, settled.
func makeHomeAndStack() throws -> (WhimSceneContainer, ManualClock, WhimSceneNavigationStack, TestScene) {
    let (container, clock) = try makeContainer()
    let home = TestScene(multipart: "home")
    let stack = WhimSceneNavigationStack([home])
    container.setRoot(stack)
    container.settle(on: clock)
    return (container, clock, stack, home)
}

/// A container on a manual clock over a plain grid, 960×540.
func makeContainer(width: Double = 960, height: Double = 540) throws -> (WhimSceneContainer, ManualClock) {
    let clock = ManualClock()
    let container = try WhimSceneContainer(size: Size(width: width, height: height), clock: clock, backdrop: GridBackdrop())
    return (container, clock)
}

extension WhimSceneContainer {
    /// Advances one frame of `dt` seconds and renders it.
    func step(_ clock: ManualClock, _ dt: Double = 1.0 / 60) {
        clock.advance(by: dt)
        update()
        renderFrame()
    }
}
