import Foundation
import WhimGraphics

/// An Xvfb server started by a test on a free display number, and `xwd` screenshots of it.
///
/// Started with `posix_spawn` and a clean signal mask: the test runner's threads block most signals and a
/// child inherits that mask, so an Xvfb started with `Process` ignores SIGTERM and outlives the test.
/// It runs with `-terminate` (it exits by itself when its last client leaves, so a killed test run leaves
/// no server behind: keep the window open while taking screenshots, or xwd's exit ends the server) and
/// `-displayfd` (it says when it is ready). Stopped by its own process id.
final class XvfbServer {
    let display: Int
    private let pid: pid_t
    private var running = true

    /// Whether both Xvfb and xwd are installed (`scripts/bootstrap` installs the xvfb and x11-apps packages).
    static var isInstalled: Bool { executable("Xvfb") != nil && executable("xwd") != nil }

    /// The display name to put in DISPLAY, e.g. ":99".
    var name: String { ":\(display)" }

    /// Starts Xvfb on the first free display of `candidates` with one 24-bit screen of `screen` pixels and
    /// waits until it is ready (its socket exists). Throws with what went wrong when none starts.
    init(candidates: ClosedRange<Int> = 99...120, screen: PixelSize = PixelSize(width: 1024, height: 768)) throws {
        guard let binary = Self.executable("Xvfb") else { throw ServerError.notInstalled }
        var failures: [String] = []
        for n in candidates where Self.isFree(n) {
            let args = [":\(n)", "-screen", "0", "\(screen.width)x\(screen.height)x24", "-nolisten", "tcp", "-terminate", "-displayfd", "1"]
            let started: (pid: pid_t, ready: Bool)
            do { started = try Self.spawn(binary, args) } catch {
                failures.append(":\(n): \(error)")
                continue
            }
            if started.ready, FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(n)") {
                display = n
                pid = started.pid
                return
            }
            Self.terminate(started.pid, display: n)
            failures.append(":\(n): not ready within 10 s")
        }
        throw ServerError.couldNotStart(failures.isEmpty ? "no free display in \(candidates)" : failures.joined(separator: "; "))
    }

    deinit { stop() }

    /// Stops the server this object started (SIGTERM, then SIGKILL after 3 s) and waits for it.
    func stop() {
        guard running else { return }
        running = false
        Self.terminate(pid, display: display)
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
        case spawnFailed(Int32)
        case screenshotFailed(status: Int32)

        var description: String {
            switch self {
            case .notInstalled: return "Xvfb or xwd is not installed (apt-get install xvfb x11-apps)"
            case let .couldNotStart(why): return "Xvfb could not start: \(why)"
            case let .spawnFailed(code): return "posix_spawn failed: \(String(cString: strerror(code)))"
            case let .screenshotFailed(status): return "xwd failed with status \(status)"
            }
        }
    }

    // MARK: Process handling

    /// A display is free when neither its socket nor a lock held by a live process exists. A lock left by a
    /// dead server is fine: Xvfb removes it.
    private static func isFree(_ n: Int) -> Bool {
        let lock = "/tmp/.X\(n)-lock"
        if let text = try? String(contentsOfFile: lock, encoding: .utf8),
            let owner = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines))
        {
            return kill(owner, 0) != 0 && errno == ESRCH
        }
        return !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(n)")
    }

    /// Spawns `path` with an empty signal mask and default signal actions, stdout to a pipe (for
    /// `-displayfd 1`), stderr to /dev/null; waits up to 10 s for it to write its display number.
    private static func spawn(_ path: String, _ args: [String]) throws -> (pid: pid_t, ready: Bool) {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw ServerError.spawnFailed(errno) }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        defer { close(fds[0]) }

        var attr = posix_spawnattr_t()
        posix_spawnattr_init(&attr)
        defer { posix_spawnattr_destroy(&attr) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attr, &noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigdefault(&attr, &allSignals)
        posix_spawnattr_setflags(&attr, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)

        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + args).map { strdup($0) } + [nil]
        defer { for a in argv { free(a) } }
        var pid = pid_t()
        let status = posix_spawn(&pid, path, &actions, &attr, argv, environ)
        close(fds[1])
        guard status == 0 else { throw ServerError.spawnFailed(status) }

        // Ready when it writes "N\n" to the pipe.
        var pfd = pollfd(fd: fds[0], events: Int16(POLLIN), revents: 0)
        var buffer = [UInt8](repeating: 0, count: 16)
        var got = ""
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline, !got.contains("\n") {
            guard poll(&pfd, 1, 100) >= 0 else { break }
            guard pfd.revents != 0 else { continue }
            let count = read(fds[0], &buffer, buffer.count)
            if count <= 0 { break }  // closed: the server exited
            got += String(decoding: buffer[0..<count], as: UTF8.self)
        }
        return (pid, got.contains("\n"))
    }

    /// SIGTERM, up to 3 s to exit, then SIGKILL (and its lock and socket, which only a clean exit removes).
    private static func terminate(_ pid: pid_t, display: Int) {
        kill(pid, SIGTERM)
        var status: Int32 = 0
        for _ in 0..<150 {
            if waitpid(pid, &status, WNOHANG) == pid { return }
            usleep(20_000)
        }
        kill(pid, SIGKILL)
        waitpid(pid, &status, 0)
        unlink("/tmp/.X\(display)-lock")
        unlink("/tmp/.X11-unix/X\(display)")
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
