import CSDL2
import WhimCore
import WhimGraphics

extension WindowHost {
    /// The SDL touch device number of `postTouch`'s synthetic fingers.
    static let syntheticTouchDevice: Int64 = 1

    /// A finger event: SDL's window-normalised position becomes logical window coordinates, and the finger
    /// gets the engine's number for it (`FingerNumbers`); a move or lift whose press was not seen, or with
    /// a non-finite position, is dropped.
    func dispatchFinger(_ event: SDL_TouchFingerEvent) {
        guard event.windowID == windowID || event.windowID == 0,
              let p = SDLInputTranslation.touchPoint(x: event.x, y: event.y, in: windowSize)
        else { return }
        let finger = FingerNumbers.SDLFinger(device: event.touchId, finger: event.fingerId)
        switch event.type {
        case SDL_FINGERDOWN.rawValue:
            deliver(TouchEvent(finger: fingers.press(finger), .down, at: p))
        case SDL_FINGERMOTION.rawValue:
            guard let n = fingers.number(of: finger) else { return }
            deliver(TouchEvent(finger: n, .move, at: p))
        case SDL_FINGERUP.rawValue:
            guard let n = fingers.release(finger) else { return }
            deliver(TouchEvent(finger: n, .up, at: p))
        default:
            break
        }
    }

    /// Cancels every finger down (the window lost focus: their lifts will not come here).
    func cancelFingers() {
        for n in fingers.releaseAll() { deliver(TouchEvent(finger: n, .cancelled, at: lastPointer)) }
    }

    /// Gives a finger event to the container; a frame follows (see `deliver(_:)` for the time).
    func deliver(_ touch: TouchEvent) {
        if container.update() { lastAnimating = true }
        needsFrame = true
        container.handle(touch: touch)
    }

    /// Queues the SDL finger event a touch screen would send for `touch` (`SDL_PushEvent`), from a made-up
    /// touch device, with `touch.finger` as SDL's finger id and the position normalised to the window;
    /// the loop then translates it back like any other event. Returns false when SDL refused it.
    @discardableResult
    public func postTouch(_ touch: TouchEvent) -> Bool {
        guard window != nil else { return false }
        let size = windowSize
        guard size.width > 0, size.height > 0 else { return false }
        var event = SDL_Event()
        switch touch.phase {
        case .down: event.tfinger.type = SDL_FINGERDOWN.rawValue
        case .move: event.tfinger.type = SDL_FINGERMOTION.rawValue
        case .up, .cancelled: event.tfinger.type = SDL_FINGERUP.rawValue
        }
        event.tfinger.touchId = Self.syntheticTouchDevice
        event.tfinger.fingerId = Int64(touch.finger)
        event.tfinger.x = Float(touch.location.x / size.width)
        event.tfinger.y = Float(touch.location.y / size.height)
        event.tfinger.pressure = touch.phase == .up ? 0 : 1
        event.tfinger.windowID = windowID
        return SDL_PushEvent(&event) == 1
    }

    /// Queues the mouse press or release SDL synthesises from a touch (`which` is `SDL_TOUCH_MOUSEID`):
    /// the host drops those, since the finger events already carry the touch. Other events are refused.
    @discardableResult
    public func postMouseFromTouch(_ input: InputEvent) -> Bool {
        guard window != nil else { return false }
        let (p, button, down): (Point, PointerButton, Bool)
        switch input {
        case let .pointerDown(q, b): (p, button, down) = (q, b, true)
        case let .pointerUp(q, b): (p, button, down) = (q, b, false)
        default: return false
        }
        var event = SDL_Event()
        event.button.type = (down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP).rawValue
        event.button.windowID = windowID
        event.button.which = SDLInputTranslation.touchMouseID
        event.button.button = SDLInputTranslation.sdlButton(button)
        event.button.state = UInt8(down ? SDL_PRESSED : SDL_RELEASED)
        event.button.clicks = 1
        event.button.x = Int32(clamping: Int(p.x.isFinite ? p.x.rounded() : 0))
        event.button.y = Int32(clamping: Int(p.y.isFinite ? p.y.rounded() : 0))
        return SDL_PushEvent(&event) == 1
    }
}
