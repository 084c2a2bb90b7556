import ArgumentParser
import Foundation
import Logging
import WhimAnimation
import WhimCore
import WhimDemo
import WhimGraphics
import WhimMap
import WhimSDL

/// `whim-demo run` (the default): the demo in a window. With no display it says so in one line and
/// renders the tour headless instead.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "run", abstract: "Open the demo window on the Helsinki map (the default).")

    @Option(help: "Window size in logical units, WIDTHxHEIGHT.")
    var size = SizeArgument(width: 1100, height: 720)

    @Option(help: "An .osm.pbf extract to show instead of the shipped Helsinki one.")
    var map: String?

    @Option(help: "Where the headless tour goes when there is no display.")
    var headlessOut = "artifacts/headless"

    @Flag(help: "Start with reduced motion (every transition a short cross-fade).")
    var reducedMotion = false

    @Option(help: "Quit after this many seconds (for scripted checks); runs until the window closes by default.")
    var seconds: Double?

    @Option(help: "The navigation state file (default: $XDG_STATE_HOME/whimcore/whim-demo.json or ~/.local/state/whimcore/whim-demo.json).")
    var state: String?

    @Flag(help: "Start at Home instead of where the last run left off (the state is still saved).")
    var noRestore = false

    @OptionGroup var logging: LoggingOptions

    func run() throws {
        logging.bootstrap()
        let logger = Logger(label: "whim-demo.run")
        let model: WhimMap.MapModel
        do { model = try DemoApp.loadMap(map.map { URL(fileURLWithPath: $0) }) } catch { throw fail("\(error)") }
        let app: DemoApp
        let clock = MonotonicClock()
        do { app = try DemoApp(size: Size(width: Double(size.width), height: Double(size.height)), clock: clock, map: model) } catch {
            throw fail("\(error)")
        }
        app.container.reducedMotion = reducedMotion
        // The window never waits for the map: tiles are drawn in the background and land as they arrive.
        app.backdrop.mapView.tileLoading = .background
        let opened = Result { () throws(HostError) -> WindowHost in
            try WindowHost(container: app.container, configuration: WindowConfiguration(title: "WhimCore — Helsinki"),
                           logger: Logger(label: WindowHost.logLabel))
        }
        guard case let .success(host) = opened else {
            if case let .failure(error) = opened {
                logger.warning("\(error.description); rendering the tour headless into \(headlessOut) instead")
            }
            fflush(nil)
            try RecordCommand.record(script: Tour.script, out: headlessOut, size: size, every: 6, mapModel: model)
            return
        }
        let store = stateStore(clock: clock)
        if !noRestore, let restored = store?.restore(validatingWith: app.navigation.tree) {
            do { try app.navigation.apply(restored, animated: false) } catch {
                logger.warning("the saved navigation state was not applied; starting at Home", metadata: ["error": "\(error)"])
            }
        }
        // The state is read off the scenes four times a second and saved (debounced) when it changed.
        var lastCapture = -Double.infinity
        host.onEvent = { app.handleShortcut($0) }
        // Frames per second from the time between drawn frames, on the host's side (the engine never reads clocks).
        let stopwatch = MonotonicClock()
        var lastFrame = stopwatch.now
        host.beforeFrame = { h in
            if let store {
                if clock.now - lastCapture >= 0.25 {
                    lastCapture = clock.now
                    store.update(app.navigation.capture())
                }
                store.tick()
            }
            let now = stopwatch.now, interval = now - lastFrame
            lastFrame = now
            let s = h.statistics.last
            app.reportFrame(composeMs: s.composeMilliseconds, uploadMs: s.uploadMilliseconds, damagedPercent: s.damagedPercent,
                            fps: interval > 0 ? min(1 / interval, 999) : 0)
        }
        print("whim-demo: \(host.videoDriver)/\(host.rendererName) — press ? or F1 for shortcuts")
        fflush(nil)
        _ = host.run(timeout: seconds)
        store?.update(app.navigation.capture())
        store?.flush()
    }

    private func stateStore(clock: MonotonicClock) -> NavigationStateStore? {
        guard let path = state ?? StateLocation.defaultPath(file: "whim-demo.json", environment: ProcessInfo.processInfo.environment) else {
            warn("no state directory (HOME and XDG_STATE_HOME unset); the navigation state is not saved")
            return nil
        }
        return NavigationStateStore(path: path, clock: clock, warn: warn)
    }

    private func warn(_ message: String) {
        Logger(label: "whim-demo.state").warning("\(message)")
    }
}
