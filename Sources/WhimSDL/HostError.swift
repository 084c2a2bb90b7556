/// Why the window host could not start or keep going, each with a one-line message that says what to do.
///
/// The host never crashes on these: `WindowHost.init` throws them, and the loop turns later failures
/// (a texture that cannot be recreated after a resize) into a skipped frame.
public enum HostError: Error, Equatable, Sendable, CustomStringConvertible {
    /// There is no display to open a window on (no `DISPLAY` / `WAYLAND_DISPLAY`, or SDL's video
    /// subsystem failed to start). `reason` is SDL's own message, or what was missing.
    case noDisplay(reason: String)
    /// Another `WindowHost` is open in this process (SDL is process-global: one window host at a time).
    case alreadyOpen
    /// The requested window has no area.
    case invalidWindowSize(width: Int, height: Int)
    /// SDL could not create the window.
    case windowCreationFailed(reason: String)
    /// SDL could not create a renderer for the window (with the requested driver, or any).
    case rendererCreationFailed(driver: String?, reason: String)
    /// SDL could not create the streaming texture the frame is uploaded to.
    case textureCreationFailed(width: Int, height: Int, reason: String)

    /// The message for the user: what went wrong and what to do, on one line.
    public var description: String {
        switch self {
        case let .noDisplay(reason):
            return "no display: set DISPLAY or run `whim-demo record --tour --out DIR` for headless rendering (\(reason))"
        case .alreadyOpen:
            return "a window host is already open in this process: close it (or let it go) before opening another"
        case let .invalidWindowSize(w, h):
            return "window size \(w)x\(h) has no area: give a width and height of at least 1"
        case let .windowCreationFailed(reason):
            return "cannot open a window (\(reason)): check DISPLAY, or set SDL_VIDEODRIVER=dummy for headless use"
        case let .rendererCreationFailed(driver, reason):
            let which = driver.map { "the \($0) renderer" } ?? "a renderer"
            return "cannot create \(which) (\(reason)): try SDL_RENDER_DRIVER=software"
        case let .textureCreationFailed(w, h, reason):
            return "cannot create a \(w)x\(h) streaming texture (\(reason)): make the window smaller or try SDL_RENDER_DRIVER=software"
        }
    }
}
