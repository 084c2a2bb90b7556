import CSDL2
import Logging
import WhimCore
import WhimGraphics

extension WindowHost {
    /// Translates one SDL event: input becomes an `InputEvent` for the app hook and then the container
    /// (logical window coordinates, which are the container's); window events resize, pause, repaint,
    /// change focus or quit.
    func dispatch(_ event: inout SDL_Event) {
        statistics.countEvent()
        if event.type == wakeEventType, wakeEventType != UInt32.max {
            needsFrame = true
            return
        }
        switch event.type {
        case SDL_QUIT.rawValue:
            isQuitRequested = true
        case SDL_WINDOWEVENT.rawValue:
            guard event.window.windowID == windowID else { return }
            handleWindowEvent(event.window)
        case SDL_MOUSEBUTTONDOWN.rawValue:
            // SDL's mouse events made up from a touch are dropped: the finger events carry the touch.
            guard !SDLInputTranslation.isFromTouch(mouse: event.button.which),
                event.button.windowID == windowID || event.button.windowID == 0,
                let button = SDLInputTranslation.button(event.button.button)
            else { return }
            let p = Point(x: Double(event.button.x), y: Double(event.button.y))
            lastPointer = p
            pressedButtons.insert(button)
            container.modifierKeys = SDLInputTranslation.modifiers(UInt16(truncatingIfNeeded: SDL_GetModState().rawValue))
            deliver(.pointerDown(p, button))
        case SDL_MOUSEBUTTONUP.rawValue:
            guard !SDLInputTranslation.isFromTouch(mouse: event.button.which),
                let button = SDLInputTranslation.button(event.button.button) else { return }
            let p = Point(x: Double(event.button.x), y: Double(event.button.y))
            lastPointer = p
            // A release whose press we never saw (it began outside the window) means nothing here.
            guard pressedButtons.remove(button) != nil else { return }
            deliver(.pointerUp(p, button))
        case SDL_MOUSEMOTION.rawValue:
            guard !SDLInputTranslation.isFromTouch(mouse: event.motion.which),
                event.motion.windowID == windowID || event.motion.windowID == 0 else { return }
            let p = Point(x: Double(event.motion.x), y: Double(event.motion.y))
            lastPointer = p
            deliver(.pointerMove(p))
        case SDL_MOUSEWHEEL.rawValue:
            let (dx, dy) = SDLInputTranslation.wheelDeltas(event.wheel)
            guard dx != 0 || dy != 0 else { return }
            let p = Point(x: Double(event.wheel.mouseX), y: Double(event.wheel.mouseY))
            deliver(.wheel(p, dx: dx, dy: dy))
        case SDL_FINGERDOWN.rawValue, SDL_FINGERMOTION.rawValue, SDL_FINGERUP.rawValue:
            dispatchFinger(event.tfinger)
        case SDL_KEYDOWN.rawValue:
            let keysym = event.key.keysym
            let key = SDLInputTranslation.key(for: keysym.sym, typed: typedText(following: keysym))
            guard let key else { return }
            deliver(.key(key, SDLInputTranslation.modifiers(keysym.mod)))
        case SDL_TEXTINPUT.rawValue:
            let text = SDLInputTranslation.text(of: event.text)
            guard !text.isEmpty else { return }
            deliver(.text(text))
        case SDL_TEXTEDITING.rawValue:
            deliver(Self.composition(of: event.edit))
        case SDL_RENDER_TARGETS_RESET.rawValue, SDL_RENDER_DEVICE_RESET.rawValue:
            // The renderer lost its textures' contents (or the textures): start over with a full upload.
            recreateTexture()
        default:
            break
        }
    }

    /// The text a key press typed, when SDL queued it right behind the key (X11 and Wayland do) and only
    /// Shift was held: it says which character the key made on this layout (Shift+/ is "?").
    private func typedText(following keysym: SDL_Keysym) -> String? {
        guard SDLInputTranslation.typedTextApplies(to: keysym.mod) else { return nil }
        var next = SDL_Event()
        guard SDL_PeepEvents(&next, 1, SDL_PEEKEVENT, SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue) == 1,
            next.type == SDL_TEXTINPUT.rawValue
        else { return nil }
        return SDLInputTranslation.text(of: next.text)
    }

    /// Gives an input event to the app hook, then (unless the hook took it) to the container. Any input
    /// may change what is shown, so a frame follows. A quit shortcut (`WindowConfiguration.quitShortcuts`)
    /// goes to neither: it asks the loop to quit, as closing the window does.
    ///
    /// The engine's time moves only in `update()`, so it is brought to the clock's present first: after the
    /// loop slept, a transition started by this event must start now, not when the last frame was drawn
    /// (it would otherwise be over by its first frame), and pointer velocities need the real event times.
    func deliver(_ input: InputEvent) {
        if configuration.quitShortcuts.contains(where: { $0.matches(input) }) {
            isQuitRequested = true
            return
        }
        if container.update() { lastAnimating = true }
        needsFrame = true
        if let onEvent, onEvent(input) { return }
        container.handle(input)
    }

    private func handleWindowEvent(_ event: SDL_WindowEvent) {
        switch UInt32(event.event) {
        case SDL_WINDOWEVENT_SIZE_CHANGED.rawValue, SDL_WINDOWEVENT_RESIZED.rawValue, SDL_WINDOWEVENT_DISPLAY_CHANGED.rawValue:
            resizeToWindow()
        case SDL_WINDOWEVENT_MINIMIZED.rawValue, SDL_WINDOWEVENT_HIDDEN.rawValue:
            isPaused = true
        case SDL_WINDOWEVENT_RESTORED.rawValue, SDL_WINDOWEVENT_SHOWN.rawValue, SDL_WINDOWEVENT_MAXIMIZED.rawValue:
            isPaused = false
            resizeToWindow()
            needsPresent = true
            needsFrame = true
        case SDL_WINDOWEVENT_EXPOSED.rawValue:
            needsPresent = true
            needsFrame = true
        case SDL_WINDOWEVENT_FOCUS_GAINED.rawValue:
            guard !isFocused else { return }
            isFocused = true
            onFocusChange?(true)
        case SDL_WINDOWEVENT_FOCUS_LOST.rawValue:
            guard isFocused else { return }
            isFocused = false
            // A drag must not stay stuck on a window that no longer gets the release.
            for button in pressedButtons.sorted(by: { "\($0)" < "\($1)" }) { deliver(.pointerUp(lastPointer, button)) }
            pressedButtons.removeAll()
            cancelFingers()
            onFocusChange?(false)
        case SDL_WINDOWEVENT_CLOSE.rawValue:
            isQuitRequested = true
        default:
            break
        }
    }

    /// Follows a window size change; a window without area (minimised on some systems) pauses instead.
    private func resizeToWindow() {
        do throws(HostError) {
            if try matchWindowSize() {
                isPaused = false
            } else {
                isPaused = true
            }
        } catch {
            lastError = error
            logger.error("texture not resized with the window; nothing is drawn until the next resize", metadata: ["error": "\(error)"])
        }
    }
}
