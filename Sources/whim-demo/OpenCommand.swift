import ArgumentParser
import Foundation
import WhimAnimation
import WhimCore
import WhimDemo
import WhimGraphics
import WhimMap

/// `whim-demo open LINK`: opens a deep link headless and writes the screen it leads to as a PNG.
struct OpenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open", abstract: "Open a deep link (e.g. whim://home/car-rental?station=kluuvi) and render where it leads.")

    @Argument(help: "The link: whim://home[/nearby][/bikes|/taxi|/transit|/car-rental[?station=ID]|/settings[/map-data|/licences][@large]], whim:/home/… or /home/…")
    var link: String

    @Option(help: "Output PNG.")
    var out = "whim-open.png"

    @Option(help: "Frame size in logical units, WIDTHxHEIGHT.")
    var size = SizeArgument(width: 960, height: 540)

    func validate() throws { try size.check(option: "--size") }

    func run() throws {
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
