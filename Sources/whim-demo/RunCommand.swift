import ArgumentParser
import Foundation
import Logging
import WhimAnimation
import WhimCore
import WhimDemo
import WhimDesktop
import WhimGraphics
import WhimMap
import WhimRouting
import WhimSDL

/// `whim-demo run` (the default): the demo in a window. With no display it says so in one line and
/// renders the tour headless instead. One window per display: when the demo's window is already open,
/// `run` hands it `--link` (or brings it to the front) and ends (`DesktopInstance`).
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "run", abstract: "Open the demo window on the Helsinki map (the default).")

    @Option(help: "Window size in logical units, WIDTHxHEIGHT.")
    var size = SizeArgument(width: 1100, height: 720)

    @OptionGroup var mapOptions: MapOptions

    @Option(help: "Where the headless tour goes when there is no display.")
    var headlessOut = "artifacts/headless"

    @Flag(help: "Start with reduced motion (every transition a short cross-fade).")
    var reducedMotion = false

    @Option(help: "Draw every screen's text this many times larger (1.0 to 2.0; Settings changes it too).")
    var textScale = 1.0

    @Flag(help: "Start in the high-contrast theme (Settings changes it too).")
    var highContrast = false

    @Option(help: "Quit after this many seconds (for scripted checks); runs until the window closes by default.")
    var seconds: Double?

    @Option(help: "Where the walk and drive legs come from: builtin (the default, unless the settings file names a router: A* over the map's roads), osrm=URL or valhalla=URL; legs an engine cannot give are routed by the built-in router, and a warning says so.")
    var router: RouterChoice?

    @Option(help: "Open this deep link in the window (e.g. whim://home/bikes); a window already open takes it instead.")
    var link: String?

    @OptionGroup var stateOptions: StateOptions

    @OptionGroup var logging: LoggingOptions

    @OptionGroup var window: WindowOptions

    func validate() throws {
        try size.check(option: "--size")
        try OptionRange.check(seconds, in: OptionRange.seconds, option: "--seconds")
        try OptionRange.check(textScale, in: OptionRange.textScale, option: "--text-scale")
    }

    func run() throws {
        logging.bootstrap()
        let logger = Logger(label: "whim-demo.run")
        let link = try self.link.map(OpenCommand.canonicalLink)
        let links: LinkListener?
        switch try DesktopInstance.start(app: "whim-demo", link: link ?? "", logger: logger) {
        case .handedOver:
            print("whim-demo: the demo's window is already open; \(link.map { "handed it \($0.echoed(limit: 200))" } ?? "brought it to the front")")
            return
        case let .opensWindow(listener):
            links = listener
        }
        defer { links?.stop() }
        let choice = try mapOptions.load()
        let router = try self.router ?? MapOptions.settings().router
        let app: DemoApp
        let clock = MonotonicClock()
        do {
            app = try DemoApp(size: Size(width: Double(size.width), height: Double(size.height)), clock: clock, map: choice.model,
                              backdropMap: choice.backdrop, router: router?.engine(),
                              routerReport: { Logger(label: "whim-demo.run").warning("\($0)") })
        } catch {
            throw fail("\(error)")
        }
        app.container.reducedMotion = reducedMotion
        app.container.legibility = Legibility(textScale: textScale, highContrast: highContrast)
        // The window never waits for the map: tiles are drawn in the background and land as they arrive.
        app.backdrop.mapView.tileLoading = .background
        let opened = WindowSession.openWindow(container: app.container, title: WindowTitle.demo.title(for: app.container), videoDriver: window.videoDriver)
        guard case let .success(host) = opened else {
            if case let .failure(error) = opened {
                logger.warning("\(error.description); rendering the tour headless into \(headlessOut) instead")
            }
            fflush(nil)
            links?.stop()
            try RecordCommand.record(script: Tour.script, out: headlessOut, size: size, every: 6, map: choice, router: router?.engine())
            return
        }
        let session = WindowSession(container: app.container, navigation: app.navigation, clock: clock,
                                    store: stateOptions.store(defaultFile: "whim-demo.json", clock: clock), logger: logger,
                                    title: .demo, links: links, openLink: { try app.open($0) }, accessibility: !window.noAccessibility)
        session.restore(!stateOptions.noRestore)
        if let link {
            do { try app.navigation.open(link, animated: false) } catch { logger.warning("the link was not opened", metadata: ["error": "\(error)"]) }
        }
        // Frames per second from the time between drawn frames, on the host's side (the engine never reads clocks).
        let stopwatch = MonotonicClock()
        var lastFrame = stopwatch.now
        session.run(host: host, seconds: seconds, onEvent: { app.handleShortcut($0) }) { h in
            let now = stopwatch.now, interval = now - lastFrame
            lastFrame = now
            let s = h.statistics.last
            app.updateNetworkBanner()
            app.reportFrame(composeMs: s.composeMilliseconds, uploadMs: s.uploadMilliseconds, damagedPercent: s.damagedPercent,
                            fps: interval > 0 ? min(1 / interval, 999) : 0)
        }
    }
}
