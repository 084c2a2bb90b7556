import CSDL2
import WhimCore
import WhimGraphics

/// The mapping between SDL's keyboard and mouse vocabulary and the engine's `InputEvent`s, both ways
/// (the reverse builds synthetic SDL events for tests). Pure functions: no SDL calls.
enum SDLInputTranslation {
    // MARK: Keys

    /// SDL keycodes with a named engine key.
    private static let namedKeys: [(SDL_KeyCode, Key)] = [
        (SDLK_ESCAPE, .escape), (SDLK_RETURN, .enter), (SDLK_RETURN2, .enter), (SDLK_KP_ENTER, .enter),
        (SDLK_BACKSPACE, .backspace), (SDLK_DELETE, .delete), (SDLK_TAB, .tab), (SDLK_SPACE, .space),
        (SDLK_LEFT, .left), (SDLK_RIGHT, .right), (SDLK_UP, .up), (SDLK_DOWN, .down),
        (SDLK_HOME, .home), (SDLK_END, .end), (SDLK_PAGEUP, .pageUp), (SDLK_PAGEDOWN, .pageDown),
    ]

    /// The engine key for an SDL keycode; nil for keys the engine has no name for (modifiers, media keys).
    /// Printable keys become `.character`, lowercased, unless `typed` (the text the same key press produced,
    /// when it came with no modifier but Shift) says better which character it was: Shift+/ typed "?" is `?`.
    static func key(for keycode: SDL_Keycode, typed: String? = nil) -> Key? {
        let code = UInt32(bitPattern: keycode)
        for (sdl, key) in namedKeys where sdl.rawValue == code { return key }
        if code >= SDLK_F1.rawValue, code <= SDLK_F12.rawValue { return .function(Int(code - SDLK_F1.rawValue) + 1) }
        if code >= SDLK_F13.rawValue, code <= SDLK_F24.rawValue { return .function(Int(code - SDLK_F13.rawValue) + 13) }
        if let typed, typed.count == 1, let c = typed.first, !c.isWhitespace, !(c.asciiValue.map { $0 < 0x20 || $0 == 0x7F } ?? false) {
            return .character(Character(c.lowercased()))
        }
        // Keycodes of printable keys are their Unicode scalar; the rest carry the scancode mask.
        guard code & UInt32(SDLK_SCANCODE_MASK) == 0, code > 0x20, code != 0x7F,
            let scalar = Unicode.Scalar(code)
        else { return nil }
        return .character(Character(Character(scalar).lowercased()))
    }

    /// The SDL keycode that produces `key` (for synthetic events).
    static func keycode(for key: Key) -> SDL_Keycode? {
        let code: UInt32
        switch key {
        case let .function(n) where (1...12).contains(n): code = SDLK_F1.rawValue + UInt32(n - 1)
        case let .function(n) where (13...24).contains(n): code = SDLK_F13.rawValue + UInt32(n - 13)
        case .function: return nil
        case let .character(c):
            guard c.unicodeScalars.count == 1, let scalar = c.unicodeScalars.first else { return nil }
            code = scalar.value
        default:
            guard let named = namedKeys.first(where: { $0.1 == key }) else { return nil }
            code = named.0.rawValue
        }
        return SDL_Keycode(bitPattern: code)
    }

    /// The engine's modifiers for SDL's (`keysym.mod`).
    static func modifiers(_ mod: UInt16) -> KeyModifiers {
        let m = UInt32(mod)
        var result: KeyModifiers = []
        if m & KMOD_SHIFT.rawValue != 0 { result.insert(.shift) }
        if m & KMOD_CTRL.rawValue != 0 { result.insert(.control) }
        if m & KMOD_ALT.rawValue != 0 { result.insert(.alt) }
        if m & KMOD_GUI.rawValue != 0 { result.insert(.meta) }
        return result
    }

    /// SDL's modifier bits for the engine's (left-hand keys).
    static func sdlModifiers(_ modifiers: KeyModifiers) -> UInt16 {
        var m: UInt32 = 0
        if modifiers.contains(.shift) { m |= KMOD_LSHIFT.rawValue }
        if modifiers.contains(.control) { m |= KMOD_LCTRL.rawValue }
        if modifiers.contains(.alt) { m |= KMOD_LALT.rawValue }
        if modifiers.contains(.meta) { m |= KMOD_LGUI.rawValue }
        return UInt16(truncatingIfNeeded: m)
    }

    /// Whether the typed text of a key press may name its character: only Shift (or nothing) was held,
    /// so the text is what the key itself produced, not a shortcut's.
    static func typedTextApplies(to mod: UInt16) -> Bool {
        let m = UInt32(mod)
        return m & (KMOD_CTRL.rawValue | KMOD_ALT.rawValue | KMOD_GUI.rawValue) == 0
    }

    // MARK: Mouse

    /// The engine's button for SDL's button index (1 left, 2 middle, 3 right); nil for extra buttons.
    static func button(_ index: UInt8) -> PointerButton? {
        switch Int32(index) {
        case SDL_BUTTON_LEFT: return .primary
        case SDL_BUTTON_MIDDLE: return .middle
        case SDL_BUTTON_RIGHT: return .secondary
        default: return nil
        }
    }

    /// SDL's button index for the engine's button.
    static func sdlButton(_ button: PointerButton) -> UInt8 {
        switch button {
        case .primary: return UInt8(SDL_BUTTON_LEFT)
        case .middle: return UInt8(SDL_BUTTON_MIDDLE)
        case .secondary: return UInt8(SDL_BUTTON_RIGHT)
        }
    }

    /// The largest wheel step passed on, either sign (a real wheel sends a few per event).
    static let maximumWheelStep = 100.0

    /// Wheel deltas in the engine's convention (positive `dy`: wheel away from the user), from SDL's precise
    /// deltas, un-flipped for "natural scrolling" so the direction is the same on every system. A delta that
    /// is not finite (a broken driver) makes the event meaningless: zero comes back, and zero is dropped;
    /// huge deltas are clamped to `maximumWheelStep`.
    static func wheelDeltas(_ wheel: SDL_MouseWheelEvent) -> (dx: Double, dy: Double) {
        let sign: Double = wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
        var dx = Double(wheel.preciseX), dy = Double(wheel.preciseY)
        guard dx.isFinite, dy.isFinite else { return (0, 0) }
        // Drivers older than SDL 2.0.18 leave the precise fields zero.
        if dx == 0, dy == 0 {
            dx = Double(wheel.x)
            dy = Double(wheel.y)
        }
        let limit = maximumWheelStep
        return (min(limit, max(-limit, dx * sign)), min(limit, max(-limit, dy * sign)))
    }

    // MARK: Window

    /// The largest window side the host follows; a window SDL reports larger is put back to it
    /// (`windowSizeCap`): the window's own back buffer (the GL drawable, or the software renderer's
    /// surface) grows with the window, whatever size the frame is drawn at.
    static let maximumWindowSide: Int32 = 8192
    /// The largest frame side in device pixels (a texture's, a surface's), unless the renderer's largest
    /// texture is smaller.
    static let maximumFrameSide = 8192.0
    /// The most device pixels a frame has (3840 × 2160, 32 MiB a frame): every frame-sized buffer the
    /// container keeps (the frame, the texture, hidden panels, chromes, the surface pool; about ten frames'
    /// worth) and the map's mosaics and tiles grow with it, so a larger window is drawn at a lower scale
    /// and stretched.
    static let maximumFramePixels = 3840.0 * 2160.0

    /// The container geometry for a window of `window` logical units drawn at `output` device pixels, as
    /// SDL reports them; nil when either has no area (minimised, or a broken report: zero or negative).
    /// Sides are clamped to `maximumWindowSide`, and the scale (at least 1/8, at most 8) to what keeps the
    /// frame within `frameSide` pixels a side (`maximumFrameSide`, or the renderer's largest texture) and
    /// `maximumFramePixels` (`clamped` says the scale was cut).
    static func windowGeometry(window: (width: Int32, height: Int32), output: (width: Int32, height: Int32),
                               frameSide: Double = maximumFrameSide) -> (size: Size, scale: Double, clamped: Bool)? {
        guard window.width > 0, window.height > 0, output.width > 0, output.height > 0 else { return nil }
        let w = Double(min(window.width, maximumWindowSide)), h = Double(min(window.height, maximumWindowSide))
        let asked = min(8, max(0.125, Double(output.width) / Double(window.width)))
        let side = min(maximumFrameSide, max(256, frameSide))
        let scale = min(asked, side / max(w, h), (maximumFramePixels / (w * h)).squareRoot())
        let clamped = scale < asked || w < Double(window.width) || h < Double(window.height)
        return (Size(width: w, height: h), scale, clamped)
    }

    /// The size to put a window back to when SDL reports it larger than the screens it can be on
    /// (`screens`: the box around every display, when SDL knows it) or `maximumWindowSide` a side; nil when
    /// it is within. Only a window manager's hints stop a window growing (under X without one, nothing
    /// does), and a window larger than every screen shows nothing more.
    static func windowSizeCap(window: (width: Int32, height: Int32), screens: (width: Int32, height: Int32)? = nil) -> (width: Int32, height: Int32)? {
        var limit = (width: maximumWindowSide, height: maximumWindowSide)
        if let screens, screens.width > 0, screens.height > 0 {
            limit = (min(limit.width, max(screens.width, 640)), min(limit.height, max(screens.height, 480)))
        }
        guard window.width > limit.width || window.height > limit.height else { return nil }
        return (min(window.width, limit.width), min(window.height, limit.height))
    }

    /// The largest frame side a renderer can show: its largest texture (SDL reports 0 for no limit),
    /// within `maximumFrameSide`.
    static func frameSide(maximumTexture: (width: Int32, height: Int32)) -> Double {
        let sides = [maximumTexture.width, maximumTexture.height].filter { $0 > 0 }.map(Double.init)
        return min(maximumFrameSide, sides.min() ?? maximumFrameSide)
    }

    // MARK: Text

    /// The UTF-8 text of an `SDL_TEXTINPUT` event.
    static func text(of event: SDL_TextInputEvent) -> String {
        var text = event.text
        return withUnsafeBytes(of: &text) { raw in
            let bytes = raw.prefix { $0 != 0 }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// Writes `string` into an `SDL_TEXTINPUT` event's fixed buffer (at most 31 bytes, cut at a character).
    static func setText(_ string: String, in event: inout SDL_TextInputEvent) {
        var bytes: [UInt8] = []
        for c in string {
            let utf8 = Array(String(c).utf8)
            if bytes.count + utf8.count > 31 { break }
            bytes += utf8
        }
        withUnsafeMutableBytes(of: &event.text) { raw in
            raw.initializeMemory(as: UInt8.self, repeating: 0)
            for (i, b) in bytes.enumerated() { raw[i] = b }
        }
    }
}
