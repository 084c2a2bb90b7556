import WhimGraphics

/// How the window host opens its window. Every field has a default that suits the app.
public struct WindowConfiguration: Sendable, Equatable {
    /// The window's title.
    public var title: String
    /// The window size in logical units (screen points); nil takes the container's size.
    public var size: Size?
    /// Where the window's top-left corner goes on the screen; nil centres it.
    public var position: PixelPoint?
    /// Whether the user can resize the window.
    public var resizable: Bool
    /// Present in step with the display (SDL_RENDERER_PRESENTVSYNC; SDL simulates it for the software
    /// renderer). Off, animation frames are drawn as fast as they compose: for benchmarks.
    public var vsync: Bool
    /// The SDL video driver (`x11`, `wayland`, `dummy`, `offscreen`…); nil uses `SDL_VIDEODRIVER` or SDL's choice.
    public var videoDriver: String?
    /// The SDL render driver (`software`, `opengl`, `opengles2`…); nil uses `SDL_RENDER_DRIVER` or SDL's
    /// choice, falling back to `software` when the preferred one cannot start.
    public var renderDriver: String?
    /// How long (seconds) the idle loop sleeps on events at most before it checks its stop conditions
    /// (`run(timeout:until:)`); it wakes at once for any event. Longer is cheaper; 1 s costs nothing measurable.
    public var idleWakeInterval: Double
    /// Compose straight into the streaming texture's pixels where the renderer allows it (the software
    /// renderer), so a frame is not composed and then copied again; off, the damaged rects are uploaded.
    public var composesIntoTexture: Bool
    /// Keys that close the window before the app or a focused text field sees them (Ctrl+Q and Ctrl+W
    /// by default; empty for none).
    public var quitShortcuts: [QuitShortcut]

    /// A window titled `title`; a nil `size` takes the container's, nil drivers let SDL choose.
    public init(
        title: String = "WhimCore", size: Size? = nil, position: PixelPoint? = nil, resizable: Bool = true,
        vsync: Bool = true, videoDriver: String? = nil, renderDriver: String? = nil, idleWakeInterval: Double = 1,
        composesIntoTexture: Bool = true, quitShortcuts: [QuitShortcut] = QuitShortcut.desktop
    ) {
        self.title = title
        self.size = size
        self.position = position
        self.resizable = resizable
        self.vsync = vsync
        self.videoDriver = videoDriver
        self.renderDriver = renderDriver
        self.idleWakeInterval = idleWakeInterval
        self.composesIntoTexture = composesIntoTexture
        self.quitShortcuts = quitShortcuts
    }

    /// Headless: SDL's dummy video driver and the software renderer, no vsync. Needs no display; used by
    /// tests and benchmarks (the texture upload path is the real one).
    public static func headless(title: String = "WhimCore (headless)", size: Size? = nil) -> WindowConfiguration {
        WindowConfiguration(title: title, size: size, vsync: false, videoDriver: "dummy", renderDriver: "software")
    }
}
