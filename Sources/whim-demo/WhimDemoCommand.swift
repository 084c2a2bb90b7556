import ArgumentParser
import Foundation
import WhimAnimation
import WhimDemo
import WhimGraphics
import WhimMap

/// `whim-demo`: the MaaS demo on the Helsinki map and the project's command line.
@main
struct WhimDemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "whim-demo",
        abstract: "WhimCore for Linux: scenes over a persistent map, with animated transitions.",
        discussion: "Map data © OpenStreetMap contributors (ODbL).",
        subcommands: [RunCommand.self, RecordCommand.self, BenchCommand.self, MapCommand.self, OpenCommand.self, ExampleCommand.self],
        defaultSubcommand: RunCommand.self)

    /// Parses and runs a command. A bad argument is one line (`whim-demo: …`) and exit status 1, as every
    /// other bad input; `--help` and the errors commands end with themselves are ArgumentParser's.
    static func main() {
        var command: any ParsableCommand
        do { command = try parseAsRoot() } catch {
            if error is ExitCode || exitCode(for: error) == .success { exit(withError: error) }
            FileHandle.standardError.write(Data("whim-demo: \(message(for: error).oneLine())\n".utf8))
            Foundation.exit(1)
        }
        do { try command.run() } catch { exit(withError: error) }
    }
}

/// Ends a command with a one-line error and a non-zero exit. The message is kept to one bounded line even
/// if some part of it was not echoed through `EchoedInput`.
func fail(_ message: String, code: Int32 = 1) -> ExitCode {
    FileHandle.standardError.write(Data("whim-demo: \(message.oneLine())\n".utf8))
    return ExitCode(code)
}

/// Parses "1920x1080".
struct SizeArgument: ExpressibleByArgument, CustomStringConvertible {
    var width: Int
    var height: Int

    /// The longest side a frame may have.
    static let maxSide = 8192
    /// The most pixels a frame may have (7680×4320).
    static let maxPixels = 7680 * 4320

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]) else { return nil }
        width = w
        height = h
    }

    /// Throws a one-line validation error unless each side is 1 to `maxSide` and the area at most `maxPixels`.
    func check(option: String) throws {
        guard (1...Self.maxSide).contains(width), (1...Self.maxSide).contains(height), width * height <= Self.maxPixels else {
            throw ValidationError("\(option) \(self) is out of range: each side 1 to \(Self.maxSide), at most \(Self.maxPixels) pixels (7680x4320)")
        }
    }

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    var description: String { "\(width)x\(height)" }
}

/// The demo on the shipped map (or `map`) at `size`, on a manual clock, for headless commands.
func makeHeadlessApp(size: SizeArgument, map: String? = nil, style: String? = nil) throws -> (DemoApp, ManualClock) {
    let choice: DemoMapChoice
    do { choice = try DemoMapChoice.load(map: map, style: style) } catch { throw fail("\(error)") }
    let clock = ManualClock()
    do {
        return (try DemoApp(size: Size(width: Double(size.width), height: Double(size.height)), clock: clock, map: choice.model,
                            backdropMap: choice.backdrop), clock)
    } catch { throw fail("\(error)") }
}
