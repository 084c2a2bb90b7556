import Foundation
import WhimTestSupport

/// Runs `body` with environment variables set (a value) or removed (nil), restoring them afterwards.
/// SDL reads DISPLAY, WAYLAND_DISPLAY and its driver variables in `SDL_Init`, so they must be set before.
func withEnvironment<R, E: Error>(_ values: [String: String?], _ body: () throws(E) -> R) throws(E) -> R {
    var saved: [String: String?] = [:]
    for (name, value) in values {
        let old: String? = getenv(name).map { String(cString: $0) }
        saved[name] = .some(old)  // keep unset variables as nil entries, so they are unset again afterwards
        if let value { setenv(name, value, 1) } else { unsetenv(name) }
    }
    defer {
        for (name, value) in saved {
            if let value { setenv(name, value, 1) } else { unsetenv(name) }
        }
    }
    return try body()
}

/// A home for the demo's run in a window test: a temporary folder (HOME) holding a private `run` folder
/// (mode 0700, for XDG_RUNTIME_DIR: the single-instance socket, a session bus).
func makeSessionFolder() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(atPath: folder.path + "/run", withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
    return folder
}

/// CPU and wall time in seconds, for the idle measurement.
enum CPUTime {
    /// CPU time of the calling thread (CLOCK_THREAD_CPUTIME_ID).
    static var thread: Double { read(CLOCK_THREAD_CPUTIME_ID) }
    /// CPU time of the whole process (CLOCK_PROCESS_CPUTIME_ID: user + system of every thread).
    static var process: Double { read(CLOCK_PROCESS_CPUTIME_ID) }
    /// Monotonic wall time.
    static var wall: Double { read(CLOCK_MONOTONIC) }

    private static func read(_ clock: clockid_t) -> Double {
        var spec = timespec()
        clock_gettime(clock, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
    }
}
