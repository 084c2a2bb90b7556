import Foundation
import WhimGraphics

/// A headless sway (wlroots' headless backend, pixman renderer) started by a test, run as an unprivileged
/// user (nobody, when the test runs as root) with its own XDG_RUNTIME_DIR, one output of a given mode and
/// scale, no bar and no borders, so a window fills the output. `grim` takes screenshots and `wtype` types
/// through a virtual keyboard. Stopped by its own process id.
final class SwayServer {
    /// The runtime directory holding the Wayland socket (0700, owned by the user sway runs as).
    let runtimeDirectory: String
    /// The Wayland socket's name in `runtimeDirectory`.
    let socket = "wayland-1"
    private let process: Process
    private var running = true

    /// Whether sway, grim and wtype are installed (`scripts/bootstrap` installs them).
    static var isInstalled: Bool { ["sway", "grim", "wtype"].allSatisfy { XvfbServer.executable($0) != nil } }

    /// The user sway runs as: nobody when the test is root (a compositor should not run as root), else the test's.
    private static var user: (uid: uid_t, gid: gid_t)? { getuid() == 0 ? (65534, 65534) : nil }
    /// The command prefix that runs a program as `user`.
    private static var asUser: [String] {
        user.map { ["setpriv", "--reuid=\($0.uid)", "--regid=\($0.gid)", "--clear-groups"] } ?? []
    }

    /// Starts sway with one output of `mode` device pixels at `scale`, and waits (up to 10 s) for its socket.
    init(mode: PixelSize, scale: Double) throws {
        guard let sway = XvfbServer.executable("sway") else { throw ServerError.notInstalled }
        let directory = NSTemporaryDirectory() + "whim-sway-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
        let config = directory + "/config"
        let runtime = directory + "/runtime"
        let text = """
            output HEADLESS-1 mode \(mode.width)x\(mode.height) scale \(scale)
            default_border none
            default_floating_border none
            focus_follows_mouse no
            """
        try text.write(toFile: config, atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: runtime, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        if let user = Self.user {
            guard chown(directory, user.uid, user.gid) == 0, chown(runtime, user.uid, user.gid) == 0, chown(config, user.uid, user.gid) == 0
            else { throw ServerError.couldNotStart("cannot give \(directory) to uid \(user.uid)") }
        }
        runtimeDirectory = runtime
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let command = [sway, "-c", config]
        process.arguments = ["XDG_RUNTIME_DIR=\(runtime)", "WLR_BACKENDS=headless", "WLR_RENDERER=pixman", "WLR_LIBINPUT_NO_DEVICES=1", "HOME=\(directory)"]
            + Self.asUser + command
        process.environment = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline, process.isRunning, !FileManager.default.fileExists(atPath: runtime + "/" + socket) {
            Thread.sleep(forTimeInterval: 0.05)
        }
        guard process.isRunning, FileManager.default.fileExists(atPath: runtime + "/" + socket) else {
            stop()
            throw ServerError.couldNotStart("no Wayland socket in \(runtime) within 10 s")
        }
    }

    deinit { stop() }

    /// The environment that puts SDL (in this process) on this compositor: the socket by its absolute path,
    /// so XDG_RUNTIME_DIR, which suites running beside this one read, stays as it is.
    var environment: [String: String?] {
        ["WAYLAND_DISPLAY": runtimeDirectory + "/" + socket, "DISPLAY": nil, "SDL_VIDEODRIVER": "wayland", "SDL_RENDER_DRIVER": nil]
    }

    /// Stops sway (SIGTERM, then SIGKILL after 3 s) and removes its folder.
    func stop() {
        guard running else { return }
        running = false
        let pid = process.processIdentifier
        kill(pid, SIGTERM)
        let deadline = Date().addingTimeInterval(3)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        if process.isRunning { kill(pid, SIGKILL) }
        process.waitUntilExit()
        try? FileManager.default.removeItem(atPath: (runtimeDirectory as NSString).deletingLastPathComponent)
    }

    /// A screenshot of an output at its device pixels (`grim`), decoded.
    func screenshot(output: String = "HEADLESS-1") throws -> Surface {
        let path = (runtimeDirectory as NSString).deletingLastPathComponent + "/shot.png"
        try? FileManager.default.removeItem(atPath: path)
        try client("grim", ["-o", output, "-t", "png", path]).waitUntilExit()
        return try Surface(pngFile: path)
    }

    /// Starts `wtype` pressing `key` (an XKB key name, e.g. Escape) through a virtual keyboard, after
    /// `delay` milliseconds: the window's loop must run meanwhile to see the keyboard appear and the key.
    func pressKey(_ key: String, delay: Int = 300) throws -> Process {
        try client("wtype", ["-s", "\(delay)", "-k", key])
    }

    /// Runs a sway command through its IPC socket (`swaymsg`), e.g. `output HEADLESS-1 scale 2`, and waits for it.
    func command(_ words: [String]) throws {
        let sockets = try FileManager.default.contentsOfDirectory(atPath: runtimeDirectory).filter { $0.hasPrefix("sway-ipc.") }
        guard let ipc = sockets.first else { throw ServerError.couldNotStart("no IPC socket in \(runtimeDirectory)") }
        let p = try client("swaymsg", ["-s", runtimeDirectory + "/" + ipc] + words)
        p.waitUntilExit()
    }

    /// Starts a Wayland client program on this compositor, as the compositor's user.
    private func client(_ name: String, _ arguments: [String]) throws -> Process {
        guard let tool = XvfbServer.executable(name) else { throw ServerError.notInstalled }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["XDG_RUNTIME_DIR=\(runtimeDirectory)", "WAYLAND_DISPLAY=\(socket)"] + Self.asUser + [tool] + arguments
        p.environment = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        return p
    }

    enum ServerError: Error, CustomStringConvertible {
        case notInstalled
        case couldNotStart(String)

        var description: String {
            switch self {
            case .notInstalled: return "sway, grim or wtype is not installed (apt-get install sway grim wtype)"
            case let .couldNotStart(why): return "sway could not start: \(why)"
            }
        }
    }
}
