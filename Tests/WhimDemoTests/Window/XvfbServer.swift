import Foundation
import WhimGraphics

/// An Xvfb server started by a test on a free display number, and `xwd` screenshots of it.
/// Stopped (by its own process id) when the test is done.
final class XvfbServer {
    let display: Int
    private let process: Process

    /// Whether both Xvfb and xwd are installed (`scripts/bootstrap` installs the xvfb and x11-apps packages).
    static var isInstalled: Bool { executable("Xvfb") != nil && executable("xwd") != nil }

    /// The display name to put in DISPLAY, e.g. ":99".
    var name: String { ":\(display)" }

    /// Starts Xvfb on the first free display of `candidates` with one screen of `screen` pixels (24-bit),
    /// waiting until its socket exists. Throws with what went wrong when none starts.
    init(candidates: ClosedRange<Int> = 99...120, screen: PixelSize = PixelSize(width: 1024, height: 768)) throws {
        guard let binary = Self.executable("Xvfb") else { throw ServerError.notInstalled }
        var failures: [String] = []
        for n in candidates {
            let socket = "/tmp/.X11-unix/X\(n)"
            guard !FileManager.default.fileExists(atPath: socket), !FileManager.default.fileExists(atPath: "/tmp/.X\(n)-lock") else { continue }
            let p = Process()
            p.executableURL = URL(fileURLWithPath: binary)
            p.arguments = [":\(n)", "-screen", "0", "\(screen.width)x\(screen.height)x24", "-nolisten", "tcp", "-noreset"]
            p.standardOutput = FileHandle.nullDevice
            p.standardError = FileHandle.nullDevice
            do { try p.run() } catch {
                failures.append(":\(n): \(error)")
                continue
            }
            // Up to 10 s for the socket to appear; the server exiting early means the display was taken.
            var waited = 0.0
            while waited < 10, p.isRunning, !FileManager.default.fileExists(atPath: socket) {
                usleep(20_000)
                waited += 0.02
            }
            if p.isRunning, FileManager.default.fileExists(atPath: socket) {
                display = n
                process = p
                return
            }
            if p.isRunning {
                p.terminate()
                p.waitUntilExit()
            }
            failures.append(":\(n): no socket (exit status \(p.isRunning ? "running" : "\(p.terminationStatus)"))")
        }
        throw ServerError.couldNotStart(failures.isEmpty ? "no free display in \(candidates)" : failures.joined(separator: "; "))
    }

    deinit { stop() }

    /// Stops the server (the process this object started, by its id) and waits for it.
    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        process.waitUntilExit()
    }

    /// A screenshot of the whole screen (`xwd -root -silent`), decoded.
    func screenshot() throws -> XWDImage {
        guard let xwd = Self.executable("xwd") else { throw ServerError.notInstalled }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: xwd)
        p.arguments = ["-root", "-silent", "-display", name]
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        guard p.terminationStatus == 0 else { throw ServerError.screenshotFailed(status: p.terminationStatus) }
        return try XWDImage(data: data)
    }

    enum ServerError: Error, CustomStringConvertible {
        case notInstalled
        case couldNotStart(String)
        case screenshotFailed(status: Int32)

        var description: String {
            switch self {
            case .notInstalled: return "Xvfb or xwd is not installed (apt-get install xvfb x11-apps)"
            case let .couldNotStart(why): return "Xvfb could not start: \(why)"
            case let .screenshotFailed(status): return "xwd failed with status \(status)"
            }
        }
    }

    /// The full path of a program on PATH (or in /usr/bin), nil when missing.
    static func executable(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for dir in path.split(separator: ":") + ["/usr/bin"] {
            let candidate = "\(dir)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
