import ArgumentParser
import Foundation
import WhimAnimation
import WhimCore
import WhimDemo
import WhimGraphics
import WhimMap
import Logging

/// `whim-demo record`: plays a script (or the built-in tour) headless on the manual clock and writes PNG
/// frames, the named shots and a contact sheet. Same script, same pixels.
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "record", abstract: "Render a scripted session headless to PNG frames and a contact sheet.")

    @Option(help: "A script file (see the README for its commands).")
    var script: String?

    @Flag(help: "Play the built-in tour of every screen and transition.")
    var tour = false

    @Option(help: "Output folder (created if missing).")
    var out: String

    @Option(help: "Frame size in logical units, WIDTHxHEIGHT.")
    var size = SizeArgument(width: 960, height: 540)

    @Option(help: "Write every Nth frame (60 frames per second of script time).")
    var every = 4

    @OptionGroup var mapOptions: MapOptions

    func validate() throws {
        guard tour != (script != nil) else { throw ValidationError("give exactly one of --script FILE or --tour") }
        try size.check(option: "--size")
        try OptionRange.check(every, in: OptionRange.every, option: "--every")
    }

    func run() throws {
        let text: String
        if let script {
            do { text = try DemoScript.text(ofFile: script) } catch { throw fail("\(error)") }
        } else {
            text = Tour.script
        }
        try Self.record(script: text, out: out, size: size, every: every, map: try mapOptions.load())
    }

    /// Plays `script` and writes `out/frames/frame-NNNNN.png` (every `every`th frame), `out/shots/NAME.png` and
    /// the contact sheets (`out/contact-sheet.png`, `contact-sheet-2.png`, … of `ContactSheetPages.perPage`
    /// shots each), with a progress bar on the terminal.
    static func record(script text: String, out: String, size: SizeArgument, every: Int, map: DemoMapChoice, router: (any Router)? = nil) throws {
        let parsed: DemoScript
        do { parsed = try DemoScript(parsing: text) } catch { throw fail("\(error)") }
        let folder: OutputFolder
        do { folder = try OutputFolder(path: out) } catch { throw fail("\(error)") }
        let clock = ManualClock()
        let app: DemoApp
        do {
            app = try DemoApp(size: Size(width: Double(size.width), height: Double(size.height)), clock: clock, map: map.model,
                              backdropMap: map.backdrop, router: router,
                              routerReport: { Logger(label: "whim-demo.record").warning("\($0)") })
        } catch {
            throw fail("\(error)")
        }
        let player = ScriptPlayer(app: app, clock: clock)
        var written = 0
        var writeError: Error?
        let sheets = ContactSheetPages(folder: folder, title: "whim-demo record")
        let bar = ProgressBar(total: parsed.commands.count)
        player.onFrame = { index in
            guard index % every == 0, writeError == nil else { return }
            do {
                try folder.writePNG(app.container.frame, to: String(format: "frames/frame-%05d.png", index))
                written += 1
            } catch { writeError = error }
        }
        player.onShot = { name in
            guard writeError == nil else { return }
            let frame = app.container.frame.copy()
            do {
                try folder.writePNG(frame, to: "shots/\(name).png")
                try sheets.add(frame, caption: name)
            } catch { writeError = error }
        }
        player.onProgress = { done, _ in bar.update(done) }
        do { try player.play(parsed) } catch {
            bar.finish()
            throw fail("\(error)")
        }
        bar.finish()
        if let writeError { throw fail("\(writeError)") }
        do { try sheets.finish() } catch { throw fail("writing the contact sheet: \(error)") }
        let pages = sheets.pageNames.count
        print("wrote \(written) frames, \(sheets.shotCount) shots (\(player.frameIndex) frames at 60 fps) and \(out.echoed(limit: 200))/contact-sheet.png"
              + (pages > 1 ? " … \(ContactSheetPages.name(ofPage: pages)) (\(pages) pages)" : ""))
    }
}

/// A one-line progress bar on stderr (only when it is a terminal).
final class ProgressBar {
    let total: Int
    let isTerminal = isatty(STDERR_FILENO) != 0

    init(total: Int) { self.total = max(1, total) }

    func update(_ done: Int) {
        guard isTerminal else { return }
        let width = 30, filled = width * done / total
        let line = "\r[" + String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled) + "] \(done)/\(total)"
        FileHandle.standardError.write(Data(line.utf8))
    }

    func finish() {
        if isTerminal { FileHandle.standardError.write(Data("\n".utf8)) }
    }
}
