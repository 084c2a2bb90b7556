import WhimGraphics

/// One finger on a touch screen, in logical container coordinates. The host gives every finger on the
/// screen its own `finger` number for as long as it touches, so fingers and the mouse are separate pointers.
public struct TouchEvent: Sendable, Hashable {
    /// What the finger did.
    public enum Phase: Sendable, Hashable {
        /// It touched the screen.
        case down
        /// It moved while touching.
        case move
        /// It was lifted.
        case up
        /// It stopped counting without being lifted (the window lost focus): what it drove lets go.
        case cancelled
    }

    /// The finger, unique among the fingers touching now.
    public var finger: Int
    /// What it did.
    public var phase: Phase
    /// Where, in logical container coordinates.
    public var location: Point

    /// A finger event.
    public init(finger: Int, _ phase: Phase, at location: Point) {
        self.finger = finger
        self.phase = phase
        self.location = location
    }
}
