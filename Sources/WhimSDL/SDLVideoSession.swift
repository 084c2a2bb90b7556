import CSDL2
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// SDL's video subsystem for the lifetime of one window host: checks that there is a display, sets the
/// driver hints, calls `SDL_Init`, and `SDL_Quit` when it goes away.
///
/// SDL is process-global, so at most one session exists at a time; a second one is refused with
/// `HostError.alreadyOpen` instead of tearing down the first one's SDL.
final class SDLVideoSession {
    /// Whether a session is open in this process (a lock, not shared state: it holds no object).
    private static let isOpen = Atomic<Bool>(false)

    /// Video drivers that need no display server.
    static let displaylessDrivers: Set<String> = ["dummy", "offscreen", "kmsdrm", "evdev"]

    /// The video driver SDL chose (`x11`, `dummy`, …).
    let videoDriver: String

    /// Starts SDL's video subsystem. `videoDriver` / `renderDriver` override the `SDL_VIDEODRIVER` /
    /// `SDL_RENDER_DRIVER` environment variables for this session only.
    init(videoDriver: String?, renderDriver: String?) throws(HostError) {
        guard Self.isOpen.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged else {
            throw .alreadyOpen
        }
        let requested = videoDriver ?? Self.environment("SDL_VIDEODRIVER")
        if let problem = Self.missingDisplay(requestedDriver: requested) {
            Self.isOpen.store(false, ordering: .releasing)
            throw .noDisplay(reason: problem)
        }
        SDL_SetMainReady()
        if let videoDriver { SDL_SetHint(SDL_HINT_VIDEODRIVER, videoDriver) }
        if let renderDriver { SDL_SetHint(SDL_HINT_RENDER_DRIVER, renderDriver) }
        // A desktop app: keep the compositor and the screensaver working, let a click that focuses the
        // window also act.
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        SDL_SetHint(SDL_HINT_VIDEO_ALLOW_SCREENSAVER, "1")
        SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1")
        // Input methods: the caret inside a composition, and a composition longer than a text event holds
        // whole (`SDL_TEXTEDITING_EXT`). Without it SDL's IBus path sends a composition in 32-byte pieces,
        // each with its own start as the caret, so the caret was always at a piece's start.
        SDL_SetHint(SDL_HINT_IME_SUPPORT_EXTENDED_TEXT, "1")
        CharacterLocale.adoptUTF8()
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else {
            let reason = SDLError.current()
            SDL_Quit()  // also clears the hints set above
            Self.isOpen.store(false, ordering: .releasing)
            throw .noDisplay(reason: reason)
        }
        self.videoDriver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "unknown"
    }

    deinit {
        SDL_Quit()
        Self.isOpen.store(false, ordering: .releasing)
    }

    /// Why no window can be opened before even asking SDL (nil: go ahead). Without DISPLAY and
    /// WAYLAND_DISPLAY, SDL would otherwise try drivers that fail slowly or grab the console.
    static func missingDisplay(requestedDriver: String?) -> String? {
        if let driver = requestedDriver?.lowercased(), !driver.isEmpty {
            // A list such as "wayland,x11" is allowed; any display-less entry needs no display.
            let names = driver.split(separator: ",").map { String($0).trimmingSpaces }
            if names.contains(where: { displaylessDrivers.contains($0) }) { return nil }
        }
        let display = environment("DISPLAY") ?? ""
        let wayland = environment("WAYLAND_DISPLAY") ?? ""
        if display.isEmpty && wayland.isEmpty { return "neither DISPLAY nor WAYLAND_DISPLAY is set" }
        return nil
    }

    /// An environment variable, nil when unset.
    static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}

/// SDL's last error message.
enum SDLError {
    static func current() -> String {
        let message = SDL_GetError().map { String(cString: $0) } ?? ""
        return message.isEmpty ? "unknown SDL error" : message
    }
}
