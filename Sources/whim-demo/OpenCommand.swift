import ArgumentParser
import Foundation
import WhimAnimation
import WhimCore
import WhimDemo
import WhimGraphics
import WhimMap

/// `whim-demo open LINK`: what the desktop runs for a `whim://` link (`xdg-open`, the .desktop file's
/// `Exec=whim-demo open %u`). The link goes to the demo's window when one is open (status 0 once it took
/// it); with none, a window opens on the link, or — with no display, or with `--out` — the screen it
/// leads to is rendered headless into a PNG.
struct OpenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Open a deep link (e.g. whim://home/car-rental?station=kluuvi) in the demo's window, or render where it leads.",
        discussion: "A window already open on this display takes the link; else a window opens on it. With --out (or no display) the screen is rendered into a PNG instead.")

    @Argument(help: "The link: whim://home[/nearby][/bikes|/taxi|/transit|/car-rental[?station=ID]|/settings[/map-data|/licences][@large]], whim:/home/… or /home/…")
    var link: String

    @Option(help: "Render headless into this PNG instead of opening the link in a window (default with no display: whim-open.png).")
    var out: String?

    @Option(help: "Frame size in logical units, WIDTHxHEIGHT (of --out).")
    var size = SizeArgument(width: 960, height: 540)

    func validate() throws { try size.check(option: "--size") }

    /// `link` checked against the demo's routes and written the one way (`whim://home/…`); a bad link is
    /// a one-line error.
    static func canonicalLink(_ link: String) throws -> String {
        let tree = DemoRoutes.tree()
        do { return tree.link(for: try tree.state(forPath: link)) } catch { throw fail("\(error)") }
    }

    func run() throws {
        let canonical = try Self.canonicalLink(link)
        if let out { return try render(to: out) }
        if try DesktopInstance.handOff(app: "whim-demo", link: canonical) {
            print("whim-demo: handed \(canonical.echoed(limit: 200)) to the demo's window")
            return
        }
        guard DesktopInstance.hasDisplay else { return try render(to: "whim-open.png") }
        var window = try RunCommand.parse(["--link", canonical])
        try window.run()
    }

    /// The screen the link leads to, settled, written to `out`; says where it went, each title once.
    private func render(to out: String) throws {
        let (app, clock) = try makeHeadlessApp(size: size)
        do { try app.open(link) } catch { throw fail("\(error)") }
        let player = ScriptPlayer(app: app, clock: clock)
        try? player.play(DemoScript(parsing: "wait 1.2"))
        do { try app.container.frame.writePNG(to: out) } catch { throw fail("\(error)") }
        var titles: [String] = []
        for title in app.container.destination?.panels.map(\.title) ?? [] where !titles.contains(title) { titles.append(title) }
        print("opened \(app.navigation.tree.link(for: app.navigation.capture()).echoed(limit: 200)) → \(titles.isEmpty ? "nothing" : titles.map { $0.echoed(limit: 80) }.joined(separator: " · ")); wrote \(out.echoed(limit: 200))")
    }
}
