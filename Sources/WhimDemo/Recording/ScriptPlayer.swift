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
    /// Called before each frame, after the container prepared what the input since the last frame changed
    /// (`WhimSceneContainer.prepare()`): where the window's wait for the refresh would end.
    public var onPrepared: (() -> Void)?
    /// Draws one frame in place of the container's `update()` and `renderFrame()` — a window host's own
    /// frame (update, compose into its texture, upload, present), so a script plays as the window shows it.
    public var drawFrame: (() -> Void)?
    /// Called for each `shot` with its name (the frame is `app.container.frame`).
    public var onShot: ((String) -> Void)?
    /// Called after each command with (done, total), for progress bars.
    public var onProgress: ((Int, Int) -> Void)?
    public private(set) var frameIndex = 0
    /// The script line whose command is playing (0 before the first), for per-frame reports.
    public private(set) var currentLine = 0

    /// The player for `app` on `clock`; `fps` is kept within 1…240 (60 when not finite).
    public init(app: DemoApp, clock: ManualClock, fps: Double = 60) {
        self.app = app
        self.clock = clock
        self.fps = fps.isFinite ? min(240, max(1, fps)) : 60
    }

    /// Runs the script. A command that cannot be carried out (an unknown widget, a bad link) throws
    /// `DemoError.script` naming its line; what ran before stays on screen.
    public func play(_ script: DemoScript) throws(DemoError) {
        frame()
        for (i, (line, command)) in script.commands.enumerated() {
            currentLine = line
            try run(command, line: line)
            onProgress?(i + 1, script.commands.count)
        }
    }

    private func frame() {
        // What the input since the last frame changed is prepared between frames, as the window does while
        // it waits for the refresh.
        app.container.prepare()
        onPrepared?()
        if let drawFrame {
            drawFrame()
        } else {
            app.container.update()
            app.container.renderFrame()
        }
        onFrame?(frameIndex)
        frameIndex += 1
    }

    private func advance(frames: Int) {
        for _ in 0..<frames {
            clock.advance(by: 1 / fps)
            frame()
        }
    }

    private func advance(_ seconds: Double) {
        advance(frames: DemoScript.Command.wait(seconds).frameCount(fps: fps))
    }

    private func run(_ command: DemoScript.Command, line: Int) throws(DemoError) {
        let c = app.container
        switch command {
        case let .wait(s):
            advance(s)
        case let .tap(anchor):
            click(try point(of: anchor, line: line))
        case let .tapRow(row, id):
            guard let p = app.point(ofRow: row, inList: id) else { throw DemoError.script(line: line, "no row \(row) in list #\(id) on screen") }
            click(try inside(p, "row \(row) of #\(id)", line: line))
        case let .tapSegment(index, id):
            guard let p = app.point(ofSegment: index, in: id) else { throw DemoError.script(line: line, "no segment \(index) in #\(id) on screen") }
            click(try inside(p, "segment \(index) of #\(id)", line: line))
        case let .drag(fromAnchor, end, duration):
            let from = try point(of: fromAnchor, line: line)
            let to: Point
            switch end {
            case let .anchor(anchor): to = try point(of: anchor, line: line)
            case let .offset(delta):
                let d = delta.resolve(in: c.size)
                to = Point(x: from.x + d.x, y: from.y + d.y)
            }
            c.handle(.pointerDown(from, .primary))
            advance(frames: 1)
            let steps = DemoScript.Command.dragSteps(duration, fps: fps)
            for s in 1...steps {
                let t = Double(s) / Double(steps)
                c.handle(.pointerMove(Point(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t)))
                advance(frames: 1)
            }
            c.handle(.pointerUp(to, .primary))
            advance(frames: 1)
        case let .wheel(anchor, dy):
            c.handle(.wheel(try point(of: anchor, line: line), dx: 0, dy: dy))
            advance(frames: 1)
        case let .key(key):
            let event = InputEvent.key(key, [])
            if !app.handleShortcut(event) { c.handle(event) }
            advance(frames: 1)
        case let .type(text):
            c.handle(.text(text))
            advance(frames: 1)
        case let .open(link):
            do throws(RoutePathError) { try app.open(link) } catch { throw DemoError.script(line: line, "\(error)") }
            advance(frames: 1)
        case let .shot(name):
            onShot?(name)
        case let .set(option, on):
            switch option {
            case "reduced-motion": c.reducedMotion = on
            case "slow-motion": c.slowMotion = on ? 10 : 1
            case "high-contrast": c.legibility.highContrast = on
            case "help": app.showsHelp = on
            default: app.showsFrameStats = on
            }
            advance(frames: 1)
        }
    }

    /// Where an anchor is now: a position resolved against the window, or a visible widget's centre.
    private func point(of anchor: DemoScript.Anchor, line: Int) throws(DemoError) -> Point {
        switch anchor {
        case let .position(position):
            return position.resolve(in: app.container.size)
        case let .widget(id):
            guard let p = app.point(ofWidget: id) else { throw DemoError.script(line: line, "no widget #\(id) on screen") }
            return try inside(p, "widget #\(id)", line: line)
        }
    }

    /// `p` when it lies inside the window: a widget scrolled or pushed off screen cannot be touched.
    private func inside(_ p: Point, _ what: String, line: Int) throws(DemoError) -> Point {
        let size = app.container.size
        guard p.x >= 0, p.y >= 0, p.x < size.width, p.y < size.height else {
            throw DemoError.script(line: line, "\(what) is outside the \(Int(size.width))×\(Int(size.height)) window")
        }
        return p
    }

    private func click(_ p: Point) {
        app.container.handle(.pointerDown(p, .primary))
        advance(frames: 1)
        app.container.handle(.pointerUp(p, .primary))
        advance(frames: 1)
    }
}

extension DemoApp {
    /// The centre of the visible widget with `identifier`, in logical container coordinates, or nil.
    public func point(ofWidget identifier: String) -> Point? { container.point(ofWidget: identifier) }

    /// The centre of segment `index` of the visible segmented control with `identifier`, or nil.
    public func point(ofSegment index: Int, in identifier: String) -> Point? { container.point(ofSegment: index, in: identifier) }

    /// The centre of row `row` of the visible list with `identifier`, or nil.
    public func point(ofRow row: Int, inList identifier: String) -> Point? { container.point(ofRow: row, inList: identifier) }
}
