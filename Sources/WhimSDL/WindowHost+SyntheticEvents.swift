import CSDL2
import WhimCore
import WhimGraphics

extension WindowHost {
    /// Queues the SDL event(s) a real device would send for `input` (`SDL_PushEvent`), addressed to this
    /// window; the loop then translates them back like any other event. Keys are pressed and released;
    /// `.text` is an `SDL_TEXTINPUT`. Returns false when SDL refused an event (queue full, host closed).
    @discardableResult
    public func post(_ input: InputEvent) -> Bool {
        guard window != nil else { return false }
        var event = SDL_Event()
        switch input {
        case let .pointerDown(p, button), let .pointerUp(p, button):
            let down: Bool = { if case .pointerDown = input { return true } else { return false } }()
            event.button.type = (down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP).rawValue
            event.button.windowID = windowID
            event.button.button = SDLInputTranslation.sdlButton(button)
            event.button.state = UInt8(down ? SDL_PRESSED : SDL_RELEASED)
            event.button.clicks = 1
            event.button.x = Self.coordinate(p.x)
            event.button.y = Self.coordinate(p.y)
            return push(&event)
        case let .pointerMove(p):
            event.motion.type = SDL_MOUSEMOTION.rawValue
            event.motion.windowID = windowID
            event.motion.x = Self.coordinate(p.x)
            event.motion.y = Self.coordinate(p.y)
            return push(&event)
        case let .wheel(p, dx, dy):
            event.wheel.type = SDL_MOUSEWHEEL.rawValue
            event.wheel.windowID = windowID
            event.wheel.preciseX = Float(dx)
            event.wheel.preciseY = Float(dy)
            event.wheel.x = Self.coordinate(dx)
            event.wheel.y = Self.coordinate(dy)
            event.wheel.direction = SDL_MOUSEWHEEL_NORMAL.rawValue
            event.wheel.mouseX = Self.coordinate(p.x)
            event.wheel.mouseY = Self.coordinate(p.y)
            return push(&event)
        case let .key(key, modifiers):
            guard let keycode = SDLInputTranslation.keycode(for: key) else { return false }
            event.key.windowID = windowID
            event.key.keysym.sym = keycode
            event.key.keysym.scancode = SDL_GetScancodeFromKey(keycode)
            event.key.keysym.mod = SDLInputTranslation.sdlModifiers(modifiers)
            event.key.type = SDL_KEYDOWN.rawValue
            event.key.state = UInt8(SDL_PRESSED)
            guard push(&event) else { return false }
            event.key.type = SDL_KEYUP.rawValue
            event.key.state = UInt8(SDL_RELEASED)
            return push(&event)
        case let .text(string):
            event.text.type = SDL_TEXTINPUT.rawValue
            event.text.windowID = windowID
            SDLInputTranslation.setText(string, in: &event.text)
            return push(&event)
        case let .composition(string, caret):
            event.edit.type = SDL_TEXTEDITING.rawValue
            event.edit.windowID = windowID
            SDLInputTranslation.setText(string, in: &event.text)
            event.edit.start = Int32(clamping: caret)
            event.edit.length = 0
            return push(&event)
        }
    }

    /// Queues a press and release of `button` at `p`.
    @discardableResult
    public func postClick(at p: Point, button: PointerButton = .primary) -> Bool {
        post(.pointerDown(p, button)) && post(.pointerUp(p, button))
    }

    /// Holds `modifiers` down (and releases the others) in SDL's keyboard state, as the keyboard does
    /// before a Shift+click.
    public func holdModifiers(_ modifiers: KeyModifiers) {
        SDL_SetModState(SDL_Keymod(rawValue: UInt32(SDLInputTranslation.sdlModifiers(modifiers))))
    }

    /// Queues `SDL_QUIT`, as when the user closes the window.
    @discardableResult
    public func postQuit() -> Bool {
        guard window != nil else { return false }
        var event = SDL_Event()
        event.quit.type = SDL_QUIT.rawValue
        return push(&event)
    }

    /// Queues a window event for this window (e.g. `SDL_WINDOWEVENT_MINIMIZED` to test pausing).
    @discardableResult
    func postWindowEvent(_ kind: SDL_WindowEventID, data1: Int32 = 0, data2: Int32 = 0) -> Bool {
        guard window != nil else { return false }
        var event = SDL_Event()
        event.window.type = SDL_WINDOWEVENT.rawValue
        event.window.windowID = windowID
        event.window.event = UInt8(kind.rawValue)
        event.window.data1 = data1
        event.window.data2 = data2
        return push(&event)
    }

    /// Queues a minimise (true) or restore (false) notification for this window, as the window system sends.
    @discardableResult
    public func postMinimized(_ minimized: Bool) -> Bool {
        postWindowEvent(minimized ? SDL_WINDOWEVENT_MINIMIZED : SDL_WINDOWEVENT_RESTORED)
    }

    /// Queues a focus change for this window.
    @discardableResult
    public func postFocus(_ focused: Bool) -> Bool {
        postWindowEvent(focused ? SDL_WINDOWEVENT_FOCUS_GAINED : SDL_WINDOWEVENT_FOCUS_LOST)
    }

    private func push(_ event: inout SDL_Event) -> Bool { SDL_PushEvent(&event) == 1 }

    private static func coordinate(_ v: Double) -> Int32 {
        v.isFinite ? Int32(clamping: Int(v.rounded())) : 0
    }
}
