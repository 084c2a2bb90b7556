import ArgumentParser

/// `--video-driver`: which window system the window opens on. By default SDL picks (Wayland when
/// WAYLAND_DISPLAY is set, else X11), and `SDL_VIDEODRIVER` overrides that; the flag overrides both.
struct WindowOptions: ParsableArguments {
    /// The window systems a user may choose.
    enum VideoDriver: String, ExpressibleByArgument, CaseIterable {
        case x11, wayland
    }

    @Option(help: "The window system: x11 or wayland (default: SDL's choice, or SDL_VIDEODRIVER).")
    var videoDriver: VideoDriver?

    @Flag(help: "Do not expose the window to screen readers (AT-SPI; on by default when an accessibility bus is running).")
    var noAccessibility = false
}
