import ArgumentParser
import Foundation
import Logging
import WhimAnimation
import WhimCore
import WhimDemo
import WhimDesktop
import WhimExamples
import WhimGraphics
import WhimMap

/// `whim-demo example NAME`: one of the seed apps rebuilt on the engine, in a window over the map like
/// `run` (state saved and restored the same way), or headless: its start (or `--link PATH`) as a PNG, or
/// its key states as a contact sheet. With no NAME it lists the examples.
struct ExampleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "example", abstract: "Open a seed example (navigator, notes, …) in the window, or render it headless.")

    @Argument(help: "The example; leave out to list them.")
    var name: String?

    @Flag(help: "Render instead of opening a window: the start (or --link) into --out, or the key states into --contact-sheet.")
    var headless = false

    @Option(help: "Output PNG of --headless (default: example-NAME.png).")
    var out: String?

    @Option(help: "A path of the example's routes to render with --headless (e.g. /login for navigator; its /home/detail?id=0 once logged in, the login being kept in its data folder).")
    var link: String?

    @Option(help: "Render the example's key states on one image (≤ 960×540) into this PNG (sample files go to a temporary folder unless --notes-dir is given).")
    var contactSheet: String?

    @Option(help: "The notes example's folder (default: $XDG_DATA_HOME/whimcore/notes or ~/.local/share/whimcore/notes).")
    var notesDir: String?

    @Option(help: "Size in logical units, WIDTHxHEIGHT (default: 1100x720 in the window, 960x540 headless).")
    var size: SizeArgument?

    @OptionGroup var mapOptions: MapOptions

    @Option(help: "Quit the window after this many seconds (for scripted checks).")
    var seconds: Double?

    @OptionGroup var stateOptions: StateOptions

    @OptionGroup var logging: LoggingOptions

    @OptionGroup var window: WindowOptions

    func validate() throws {
        try size?.check(option: "--size")
        try OptionRange.check(seconds, in: OptionRange.seconds, option: "--seconds")
        if !headless, out != nil || link != nil { throw ValidationError("--out and --link go with --headless") }
        if contactSheet != nil, link != nil { throw ValidationError("--contact-sheet renders the key states; leave out --link") }
    }

    func run() throws {
        logging.bootstrap()
        guard let name else {
            for example in ExampleCatalogue.all { print("\(example.name)\t\(example.summary)") }
            return
        }
        let kind: any Example.Type
        do { kind = try ExampleCatalogue.example(named: name) } catch { throw fail("\(error)") }
        let options = ExampleOptions(dataDirectory: notesDir, environment: ProcessInfo.processInfo.environment)
        let model = try mapOptions.load()
        if let contactSheet {
            try renderContactSheet(kind, options: options, model: model, to: contactSheet)
        } else if headless {
            try renderHeadless(kind, options: options, model: model, to: out ?? "example-\(kind.name).png")
        } else {
            try openWindow(kind, options: options, model: model)
        }
    }

    /// The example on a clock, or the one-line error of its options or container.
    private func makeApp(_ kind: any Example.Type, options: ExampleOptions, model: DemoMapChoice, size: SizeArgument, clock: any Clock) throws -> ExampleApp {
        do {
            let example = try kind.init(options: options)
            return try ExampleApp(example: example, size: Size(width: Double(size.width), height: Double(size.height)), clock: clock,
                                  backdropMap: model.backdrop)
        } catch { throw fail("\(error)") }
    }

    private func renderHeadless(_ kind: any Example.Type, options: ExampleOptions, model: DemoMapChoice, to out: String) throws {
        let clock = ManualClock()
        let app = try makeApp(kind, options: options, model: model, size: size ?? SizeArgument(width: 960, height: 540), clock: clock)
        if let link {
            do { try app.open(link, animated: false) } catch { throw fail("\(error)") }
        } else if stateOptions.state != nil {
            WindowSession(container: app.container, navigation: app.navigation, clock: clock,
                          store: stateOptions.store(defaultFile: "example-\(kind.name).json", clock: clock),
                          logger: Logger(label: "whim-demo.example")).restore(!stateOptions.noRestore)
        }
        app.settle(on: clock)
        do { try app.container.frame.writePNG(to: out) } catch { throw fail("\(error)") }
        // Titles can be file names (notes): echoed escaped, never raw to the terminal.
        let waiting = app.navigation.waitingLink.map { " (waiting: \(app.navigation.tree.ignoringConditions.path(for: $0).echoed(limit: 200)))" } ?? ""
        print("\(kind.name): \(app.path.echoed(limit: 200))\(waiting) → \(app.visibleTitles.map { $0.echoed(limit: 80) }.joined(separator: " · ")); wrote \(out.echoed(limit: 200))")
    }

    private func renderContactSheet(_ kind: any Example.Type, options: ExampleOptions, model: DemoMapChoice, to out: String) throws {
        // Key states may write sample files: into a fresh temporary folder unless --notes-dir names one.
        var options = options
        var scratch: String?
        if options.dataDirectory == nil {
            var template = Array((NSTemporaryDirectory() + "/whim-example-XXXXXX").utf8CString)
            guard let made = mkdtemp(&template) else { throw fail("cannot make a temporary folder: \(String(cString: strerror(errno)))") }
            scratch = String(cString: made)
            options.dataDirectory = scratch! + "/notes"
        }
        defer { if let scratch { try? FileManager.default.removeItem(atPath: scratch) } }
        let clock = ManualClock()
        let app = try makeApp(kind, options: options, model: model, size: size ?? SizeArgument(width: 960, height: 540), clock: clock)
        let sheet: Surface
        do { sheet = try app.contactSheet(on: clock) } catch { throw fail("\(error)") }
        do { try sheet.writePNG(to: out) } catch { throw fail("\(error)") }
        print("\(kind.name): \(app.example.keyStates.count) key states; wrote \(out.echoed(limit: 200))")
    }

    private func openWindow(_ kind: any Example.Type, options: ExampleOptions, model: DemoMapChoice) throws {
        let logger = Logger(label: "whim-demo.example")
        let links: LinkListener?
        switch try DesktopInstance.start(app: "whim-demo-\(kind.name)", link: "", logger: logger) {
        case .handedOver:
            print("whim-demo: the \(kind.name) example's window is already open; brought it to the front")
            return
        case let .opensWindow(listener):
            links = listener
        }
        defer { links?.stop() }
        let clock = MonotonicClock()
        let app = try makeApp(kind, options: options, model: model, size: size ?? SizeArgument(width: 1100, height: 720), clock: clock)
        // The window never waits for the map: tiles are drawn in the background and land as they arrive.
        app.backdrop.mapView.tileLoading = .background
        let title = WindowTitle(appName: "WhimCore \(kind.name)")
        let opened = WindowSession.openWindow(container: app.container, title: title.title(for: app.container), videoDriver: window.videoDriver)
        guard case let .success(host) = opened else {
            if case let .failure(error) = opened { logger.warning("\(error.description); rendering the start headless instead") }
            fflush(nil)
            links?.stop()
            let folder = "artifacts/headless"
            do { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) } catch {
                throw fail("cannot create \(folder): \(error.localizedDescription)")
            }
            try renderHeadless(kind, options: options, model: model, to: folder + "/example-\(kind.name).png")
            return
        }
        let session = WindowSession(container: app.container, navigation: app.navigation, clock: clock,
                                    store: stateOptions.store(defaultFile: "example-\(kind.name).json", clock: clock), logger: logger,
                                    title: title, links: links, openLink: { try app.open($0) }, accessibility: !window.noAccessibility)
        session.restore(!stateOptions.noRestore)
        session.run(host: host, seconds: seconds, onEvent: { app.handleShortcut($0) }, everyFrame: { _ in app.willUpdate() })
    }
}
