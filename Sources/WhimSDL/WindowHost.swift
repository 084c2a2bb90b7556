import CSDL2
import Logging
import WhimAnimation
import WhimCore
import WhimGraphics

/// Shows a `WhimSceneContainer` in an SDL2 window and feeds it the user's input.
///
/// The engine draws every frame offscreen (cairo, RGB24); the host only moves pixels and events:
/// - a resizable titled window (`SDL_WINDOW_ALLOW_HIGHDPI`), a renderer (vsync; `SDL_RENDER_DRIVER` is
///   honoured) and a streaming `SDL_PIXELFORMAT_RGB888` texture the size of the frame;
/// - HiDPI: the renderer's output size over the window size is the container's scale;
/// - each frame: `container.update()`, `container.renderFrame()`, then only the damaged rects are uploaded
///   (everything after a resize), copied and presented;
/// - SDL events become `InputEvent`s in logical coordinates (see `dispatch`), finger events `TouchEvent`s
///   (SDL's mouse events made up from a touch are dropped); window resizes and moves to a screen of
///   another scale resize the container; a minimised window pauses drawing;
/// - when nothing animates and no input arrives the loop sleeps in `SDL_WaitEventTimeout` (no CPU);
///   while something animates it draws every vsync.
///
/// All calls must come from the thread that created the host (SDL's rule). One host per process at a time.
/// `close()` (or letting the host go) destroys the texture, the renderer and the window and quits SDL.
public final class WindowHost {
    /// The engine being shown.
    public let container: WhimSceneContainer
    /// How the window was opened.
    public let configuration: WindowConfiguration
    /// Where the host reports what it chose and what it survived (label `whimcore.sdl` by default):
    /// `info` for the window it opened, `notice` for fallbacks, `error` for failures the loop lives through.
    public let logger: Logger

    /// Gets every input event first (the app's shortcuts); returning true keeps it from the container.
    public var onEvent: ((InputEvent) -> Bool)?
    /// Called before each drawn frame (e.g. to refresh a frame-time overlay from `statistics`).
    public var beforeFrame: ((WindowHost) -> Void)?
    /// Called when the window gains (true) or loses (false) keyboard focus.
    public var onFocusChange: ((Bool) -> Void)?

    /// Frame times, damaged area and counters, measured by the host with the monotonic clock.
    public internal(set) var statistics = FrameStatistics()
    /// Whether the window has keyboard focus.
    public internal(set) var isFocused = false
    /// Whether drawing is paused (the window is minimised or hidden).
    public internal(set) var isPaused = false
    /// Set by a quit request (window closed, SDL_QUIT, `requestQuit()`); ends `run`.
    public internal(set) var isQuitRequested = false
    /// The last failure the loop survived (e.g. a texture that could not be recreated after a resize).
    public internal(set) var lastError: HostError?
    /// Whether the log said once that the window is larger than frames are drawn.
    private var hasLoggedClamp = false
    /// Whether the window was put back within the screens since it last was within them (it is tried once).
    private var hasPutWindowBack = false
    /// The largest frame side the renderer shows (its largest texture, within 8,192).
    private var frameSide = SDLInputTranslation.maximumFrameSide

    /// The SDL video driver in use (`x11`, `wayland`, `dummy`, …).
    public let videoDriver: String
    /// The SDL renderer in use (`software`, `opengl`, …).
    public let rendererName: String
    /// Whether the renderer waits for vsync on present (SDL simulates it for the software renderer).
    public let presentsWithVSync: Bool
    /// Whether frames are composed straight into the streaming texture's pixels (nothing to upload), as
    /// the software renderer allows (see `WindowConfiguration.composesIntoTexture`).
    public var composesIntoTexture: Bool { texture != nil && container.compositor.isFrameAdopted }

    var session: SDLVideoSession?
    var window: OpaquePointer?
    var renderer: OpaquePointer?
    var texture: StreamingTexture?
    /// A texture whose pixels the compositor could not let go of (see `releaseTexturePixels`).
    var retainedTexture: StreamingTexture?
    /// The host's own time source for statistics and pacing (never given to the engine).
    let stopwatch = MonotonicClock()
    /// Seconds between display refreshes.
    let frameInterval: Double
    let windowID: UInt32
    /// The SDL event type of `waker`'s wake-ups (registered when the window opened).
    let wakeEventType: UInt32

    var needsFrame = true
    var needsFullUpload = true
    var needsPresent = true
    var lastAnimating = false
    /// The longest (seconds) the idle loop was to sleep on events in the last `run`: bounded by the
    /// container's next work; nil when it never slept.
    public internal(set) var longestIdleSlice: Double?
    var lastFrameStart = -Double.infinity
    /// Where the pointer was last seen and which buttons are down (to end a drag when focus is lost).
    var lastPointer = Point.zero
    var pressedButtons: Set<PointerButton> = []
    /// The engine's numbers for the fingers on the screen.
    var fingers = FingerNumbers()
    /// The caret rectangle last given to the input method (window coordinates); nil when no text is edited.
    public internal(set) var textInputRect: Rect?

    /// Opens a window showing `container`. The window takes `configuration.size` (default: the container's
    /// size, in logical units); the container is resized to the window's real size and HiDPI scale.
    /// Throws `HostError` when there is no display, the size is empty, or SDL cannot create the window,
    /// renderer or texture; nothing is left open then. `logger` gets the host's diagnostics (see `logger`).
    public init(
        container: WhimSceneContainer, configuration: WindowConfiguration = WindowConfiguration(),
        logger: Logger = Logger(label: WindowHost.logLabel)
    ) throws(HostError) {
        let logical = configuration.size ?? container.size
        let width = logical.width.isFinite ? Int(logical.width.rounded()) : 0
        let height = logical.height.isFinite ? Int(logical.height.rounded()) : 0
        guard width >= 1, height >= 1 else { throw .invalidWindowSize(width: width, height: height) }

        let session = try SDLVideoSession(videoDriver: configuration.videoDriver, renderDriver: configuration.renderDriver)
        var flags = SDL_WINDOW_SHOWN.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        if configuration.resizable { flags |= SDL_WINDOW_RESIZABLE.rawValue }
        let centered = whim_sdl_windowpos_centered()
        let x = configuration.position.map { Int32(clamping: $0.x) } ?? centered
        let y = configuration.position.map { Int32(clamping: $0.y) } ?? centered
        guard let window = SDL_CreateWindow(configuration.title, x, y, Int32(clamping: width), Int32(clamping: height), flags) else {
            throw .windowCreationFailed(reason: SDLError.current())
        }
        let renderer: OpaquePointer
        do throws(HostError) {
            renderer = try Self.makeRenderer(for: window, vsync: configuration.vsync, requestedDriver: configuration.renderDriver, logger: logger)
        } catch {
            SDL_DestroyWindow(window)
            throw error
        }
        var info = SDL_RendererInfo()
        if SDL_GetRendererInfo(renderer, &info) == 0, let name = info.name {
            rendererName = String(cString: name)
        } else {
            rendererName = "unknown"
        }
        presentsWithVSync = info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
        frameSide = SDLInputTranslation.frameSide(maximumTexture: (info.max_texture_width, info.max_texture_height))
        SDL_SetWindowMaximumSize(window, SDLInputTranslation.maximumWindowSide, SDLInputTranslation.maximumWindowSide)
        var mode = SDL_DisplayMode()
        let display = SDL_GetWindowDisplayIndex(window)
        let refresh = display >= 0 && SDL_GetCurrentDisplayMode(display, &mode) == 0 && mode.refresh_rate > 0 ? Double(mode.refresh_rate) : 60

        self.container = container
        self.configuration = configuration
        self.logger = logger
        self.session = session
        self.window = window
        self.renderer = renderer
        self.videoDriver = session.videoDriver
        self.frameInterval = 1 / refresh
        self.windowID = SDL_GetWindowID(window)
        // SDL_RegisterEvents answers UInt32.max when it has no types left; such wake-ups are then never sent.
        self.wakeEventType = SDL_RegisterEvents(1)
        // From here on `close()` (in deinit) cleans up whatever a failure leaves.
        do throws(HostError) {
            try matchWindowSize()
        } catch {
            close()
            throw error
        }
        SDL_StartTextInput()
        container.clipboard = SDLClipboard()
        isFocused = SDL_GetWindowFlags(window) & SDL_WINDOW_INPUT_FOCUS.rawValue != 0
        logger.info("window opened", metadata: [
            "video": "\(videoDriver)", "renderer": "\(rendererName)", "vsync": "\(presentsWithVSync)",
            "refresh": "\(refresh)", "size": "\(container.size.width)x\(container.size.height)", "scale": "\(container.scale)",
        ])
    }

    /// The label of the host's default logger.
    public static let logLabel = "whimcore.sdl"

    deinit { close() }

    /// A renderer with vsync if asked; without an explicit driver, falls back to the software renderer.
    /// An explicitly requested driver (configuration or `SDL_RENDER_DRIVER`) must exist: SDL itself would
    /// silently pick another one for an unknown name.
    private static func makeRenderer(
        for window: OpaquePointer, vsync: Bool, requestedDriver: String?, logger: Logger
    ) throws(HostError) -> OpaquePointer {
        let vsyncFlag = vsync ? SDL_RENDERER_PRESENTVSYNC.rawValue : 0
        let explicit = (requestedDriver ?? SDLVideoSession.environment("SDL_RENDER_DRIVER")).flatMap { $0.isEmpty ? nil : $0 }
        if let explicit {
            let available = renderDriverNames()
            guard available.contains(where: { $0.lowercased() == explicit.lowercased() }) else {
                throw .rendererCreationFailed(driver: explicit, reason: "unknown render driver; available: \(available.joined(separator: ", "))")
            }
        }
        if let renderer = SDL_CreateRenderer(window, -1, vsyncFlag) { return renderer }
        let reason = SDLError.current()
        if explicit == nil, let renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue | vsyncFlag) {
            logger.notice("no accelerated renderer; using the software renderer", metadata: ["reason": "\(reason)"])
            return renderer
        }
        throw .rendererCreationFailed(driver: explicit, reason: reason)
    }

    /// The render drivers this SDL was built with (`opengl`, `opengles2`, `software`, …).
    static func renderDriverNames() -> [String] {
        (0..<max(0, SDL_GetNumRenderDrivers())).compactMap { i in
            var info = SDL_RendererInfo()
            guard SDL_GetRenderDriverInfo(i, &info) == 0, let name = info.name else { return nil }
            return String(cString: name)
        }
    }

    // MARK: Window

    /// Whether the window is still open (false after `close()`).
    public var isOpen: Bool { window != nil }

    /// The window's top-left corner on the screen (screen coordinates, `SDL_GetWindowPosition`).
    public var windowPosition: PixelPoint {
        guard let window else { return .zero }
        var x: Int32 = 0, y: Int32 = 0
        SDL_GetWindowPosition(window, &x, &y)
        return PixelPoint(x: Int(x), y: Int(y))
    }

    /// The window's size in logical units (`SDL_GetWindowSize`).
    public var windowSize: Size {
        guard let window else { return .zero }
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        return Size(width: Double(w), height: Double(h))
    }

    /// The size of what the renderer draws, in device pixels (`SDL_GetRendererOutputSize`).
    public var outputPixelSize: PixelSize {
        guard let renderer else { return PixelSize(width: 0, height: 0) }
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &w, &h)
        return PixelSize(width: Int(w), height: Int(h))
    }

    /// The window's title.
    public var title: String {
        get { window.flatMap { SDL_GetWindowTitle($0) }.map { String(cString: $0) } ?? "" }
        set { if let window { SDL_SetWindowTitle(window, newValue) } }
    }

    /// Wakes this host's loop from another thread (see `WindowWaker`).
    public var waker: WindowWaker { WindowWaker(eventType: wakeEventType) }

    /// Brings the window in front of the others and gives it the keyboard (as far as the window manager
    /// lets an app raise itself), and shows it again if it was minimised: a link from the desktop was opened.
    public func raise() {
        guard let window else { return }
        SDL_RestoreWindow(window)
        SDL_RaiseWindow(window)
    }

    /// Asks the window system for a new window size (logical units); the container follows when the
    /// resulting resize event arrives. Empty sizes are refused.
    @discardableResult
    public func resizeWindow(to size: Size) -> Bool {
        guard let window, size.width.isFinite, size.height.isFinite, size.width >= 1, size.height >= 1 else { return false }
        SDL_SetWindowSize(window, Int32(clamping: Int(size.width.rounded())), Int32(clamping: Int(size.height.rounded())))
        return true
    }

    /// Matches the container and the texture to the window: logical size from the window, scale from the
    /// renderer's output size. Returns false (and changes nothing) when the window has no area (minimised),
    /// or is larger than the screens and was just asked to go back within them.
    @discardableResult
    func matchWindowSize() throws(HostError) -> Bool {
        guard let window, let renderer else { return false }
        var ww: Int32 = 0, wh: Int32 = 0, pw: Int32 = 0, ph: Int32 = 0
        SDL_GetWindowSize(window, &ww, &wh)
        if SDL_GetRendererOutputSize(renderer, &pw, &ph) != 0 || pw <= 0 {
            pw = ww
            ph = wh
        }
        // Drivers without a screen (dummy, offscreen) report a made-up display: only the side limit holds there.
        let screens = ["dummy", "offscreen"].contains(videoDriver) ? nil : Self.screensSize()
        if let cap = SDLInputTranslation.windowSizeCap(window: (ww, wh), screens: screens) {
            // Nothing is drawn at the oversized window (presenting would make the window's back buffer that
            // large); the resize this asks for arrives as another event. If the window stays oversized
            // after that, frames are drawn clamped and stretched.
            if !hasPutWindowBack {
                hasPutWindowBack = true
                SDL_SetWindowSize(window, cap.width, cap.height)
                return false
            }
        } else {
            hasPutWindowBack = false
        }
        guard let (size, scale, clamped) = SDLInputTranslation.windowGeometry(window: (ww, wh), output: (pw, ph), frameSide: frameSide) else { return false }
        if clamped, !hasLoggedClamp {
            hasLoggedClamp = true
            logger.warning("window larger than the renderer draws; frames are drawn smaller and stretched", metadata: [
                "window": "\(ww)x\(wh)", "frame": "\(Int(size.width * scale))x\(Int(size.height * scale))",
                "limit": "\(Int(frameSide)) a side, \(Int(SDLInputTranslation.maximumFramePixels)) pixels",
            ])
        }
        if size != container.size || abs(scale - container.scale) > 1e-9 {
            // Positive sizes and scales: the container accepts them.
            do { try container.resize(to: size, scale: scale) } catch { return false }
        }
        let pixels = container.pixelSize
        if texture?.size != pixels {
            releaseTexturePixels()
            texture = nil
            texture = try StreamingTexture(renderer: renderer, size: pixels)
            adoptTexturePixels()
        }
        needsFullUpload = true
        needsPresent = true
        needsFrame = true
        return true
    }

    /// The size of the box around every display (in the window's units), nil when SDL cannot say.
    static func screensSize() -> (width: Int32, height: Int32)? {
        var box: SDL_Rect?
        for index in 0..<max(0, SDL_GetNumVideoDisplays()) {
            var r = SDL_Rect()
            guard SDL_GetDisplayBounds(index, &r) == 0, r.w > 0, r.h > 0 else { continue }
            guard let b = box else { box = r; continue }
            let minX = min(b.x, r.x), minY = min(b.y, r.y)
            let maxX = max(Int64(b.x) + Int64(b.w), Int64(r.x) + Int64(r.w)), maxY = max(Int64(b.y) + Int64(b.h), Int64(r.y) + Int64(r.h))
            box = SDL_Rect(x: minX, y: minY, w: Int32(clamping: maxX - Int64(minX)), h: Int32(clamping: maxY - Int64(minY)))
        }
        return box.map { ($0.w, $0.h) }
    }

    /// Recreates the texture (after a render device reset, when SDL has dropped it) and uploads everything.
    func recreateTexture() {
        guard let renderer else { return }
        releaseTexturePixels()
        texture = nil
        do throws(HostError) {
            texture = try StreamingTexture(renderer: renderer, size: container.pixelSize)
            needsFullUpload = true
            adoptTexturePixels()
            needsFrame = true
        } catch {
            lastError = error
            logger.error("texture not recreated after a device reset; nothing is drawn until the next resize", metadata: ["error": "\(error)"])
        }
    }

    // MARK: Shutdown

    /// Destroys the texture, the renderer and the window and quits SDL. Safe to call more than once.
    public func close() {
        guard session != nil else { return }
        if window != nil { SDL_StopTextInput() }
        releaseTexturePixels()
        texture = nil
        retainedTexture = nil
        if let renderer { SDL_DestroyRenderer(renderer) }
        renderer = nil
        if let window { SDL_DestroyWindow(window) }
        window = nil
        session = nil
        logger.debug("window closed")
    }
}
