import CSDL2

/// Wakes a window host's loop from another thread: it queues an event of the host's own type (SDL's
/// event queue takes events from any thread), and the loop draws a frame for it, whose `beforeFrame`
/// hook then takes what the other thread handed over (through a lock-free `Mailbox`). Waking a host
/// that has closed does nothing.
public struct WindowWaker: Sendable {
    /// The SDL event type the host registered for wake-ups.
    let eventType: UInt32

    /// Queues the wake-up; returns false when SDL refused it (its queue full, or SDL shut down).
    @discardableResult
    public func wake() -> Bool {
        var event = SDL_Event()
        event.user.type = eventType
        return SDL_PushEvent(&event) == 1
    }
}
