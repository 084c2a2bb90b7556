import WhimAnimation
import WhimCore
import WhimGraphics

/// Plays a `DemoScript` against a `DemoApp` on a manual clock at a fixed frame rate, rendering every
/// frame; the same script always gives the same pixels.
public final class ScriptPlayer {
    public let app: DemoApp
    public let clock: ManualClock
    public let fps: Double
    /// Called after every rendered frame with its index.
    public var onFrame: ((Int) -> Void)?
    /// Called for each `shot` with its name (the frame is `app.container.frame`).
    public var onShot: ((String) -> Void)?
    /// Called after each command with (done, total), for progress bars.
    public var onProgress: ((Int, Int) -> Void)?
    public private(set) var frameIndex = 0

    public init(app: DemoApp, clock: ManualClock, fps: Double = 60) {
        self.app = app
        self.clock = clock
        self.fps = fps
    }

    /// Runs the script. A command that cannot be carried out (an unknown widget, a bad link) throws
    /// `DemoError.script` naming its line; what ran before stays on screen.
    public func play(_ script: DemoScript) throws {
        frame()
        for (i, (line, command)) in script.commands.enumerated() {
            try run(command, line: line)
            onProgress?(i + 1, script.commands.count)
        }
    }

    private func frame() {
        app.container.update()
        app.container.renderFrame()
        onFrame?(frameIndex)
        frameIndex += 1
    }

    private func advance(_ seconds: Double) {
        let frames = max(1, Int((seconds * fps).rounded()))
        for _ in 0..<frames {
            clock.advance(by: 1 / fps)
            frame()
        }
    }

    private func run(_ command: DemoScript.Command, line: Int) throws {
        let c = app.container
        switch command {
        case let .wait(s):
            advance(s)
        case let .tap(p):
            click(p)
        case let .tapWidget(id):
            guard let p = app.point(ofWidget: id) else { throw DemoError.script(line: line, "no widget #\(id) on screen") }
            click(p)
        case let .tapRow(row, id):
            guard let p = app.point(ofRow: row, inList: id) else { throw DemoError.script(line: line, "no row \(row) in list #\(id) on screen") }
            click(p)
        case let .tapSegment(index, id):
            guard let p = app.point(ofSegment: index, in: id) else { throw DemoError.script(line: line, "no segment \(index) in #\(id) on screen") }
            click(p)
        case let .drag(from, to, duration):
            c.handle(.pointerDown(from, .primary))
            advance(1 / fps)
            let steps = max(2, Int(duration * fps))
            for s in 1...steps {
                let t = Double(s) / Double(steps)
                c.handle(.pointerMove(Point(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t)))
                advance(1 / fps)
            }
            c.handle(.pointerUp(to, .primary))
            advance(1 / fps)
        case let .wheel(p, dy):
            c.handle(.wheel(p, dx: 0, dy: dy))
            advance(1 / fps)
        case let .key(key):
            let event = InputEvent.key(key, [])
            if !app.handleShortcut(event) { c.handle(event) }
            advance(1 / fps)
        case let .type(text):
            c.handle(.text(text))
            advance(1 / fps)
        case let .open(link):
            do { try app.open(link) } catch { throw DemoError.script(line: line, "\(error)") }
            advance(1 / fps)
        case let .shot(name):
            onShot?(name)
        case let .set(option, on):
            switch option {
            case "reduced-motion": c.reducedMotion = on
            case "slow-motion": c.slowMotion = on ? 10 : 1
            case "help": app.showsHelp = on
            default: app.showsFrameStats = on
            }
            advance(1 / fps)
        }
    }

    private func click(_ p: Point) {
        app.container.handle(.pointerDown(p, .primary))
        advance(1 / fps)
        app.container.handle(.pointerUp(p, .primary))
        advance(1 / fps)
    }
}

extension DemoApp {
    /// The centre of the visible widget with `identifier`, in logical container coordinates (front-most
    /// panel first), or nil when it is not on screen.
    public func point(ofWidget identifier: String) -> Point? {
        for part in container.visibleParts().reversed() {
            guard let w = part.panel.root?.widget(withIdentifier: identifier), !w.isHidden else { continue }
            return container.containerPoint(Point(x: w.frame.midX, y: w.frame.midY), inPanelFrame: part.frame)
        }
        return nil
    }

    /// The centre of segment `index` of the visible segmented control with `identifier`, or nil.
    public func point(ofSegment index: Int, in identifier: String) -> Point? {
        for part in container.visibleParts().reversed() {
            guard let control = part.panel.root?.widget(withIdentifier: identifier) as? SegmentedControl, control.segments.indices.contains(index) else { continue }
            let w = control.frame.width / Double(control.segments.count)
            return container.containerPoint(Point(x: control.frame.minX + (Double(index) + 0.5) * w, y: control.frame.midY), inPanelFrame: part.frame)
        }
        return nil
    }

    /// The centre of row `row` of the visible list with `identifier`, or nil.
    public func point(ofRow row: Int, inList identifier: String) -> Point? {
        for part in container.visibleParts().reversed() {
            guard let list = part.panel.root?.widget(withIdentifier: identifier) as? ListView, list.rows.indices.contains(row) else { continue }
            let y = list.frame.minY + (Double(row) + 0.5) * list.rowHeight - list.scrollOffset
            return container.containerPoint(Point(x: list.frame.midX, y: y), inPanelFrame: part.frame)
        }
        return nil
    }
}
