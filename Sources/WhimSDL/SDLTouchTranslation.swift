import WhimGraphics

extension SDLInputTranslation {
    /// `which` of the mouse events SDL synthesises from a touch (`SDL_TOUCH_MOUSEID`, a C macro Swift
    /// cannot import). The host drops them: the finger events already carry the touch.
    static let touchMouseID = UInt32.max

    /// Whether a mouse event's `which` says SDL made it up from a touch.
    static func isFromTouch(mouse which: UInt32) -> Bool { which == touchMouseID }

    /// A finger's position in logical window coordinates, from SDL's position normalised to the window
    /// (0…1 inside it; a finger dragged out of the window goes beyond); nil when it is not finite.
    static func touchPoint(x: Float, y: Float, in window: Size) -> Point? {
        guard x.isFinite, y.isFinite, window.width.isFinite, window.height.isFinite else { return nil }
        return Point(x: Double(x) * window.width, y: Double(y) * window.height)
    }
}
