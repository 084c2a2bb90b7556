import WhimGraphics

/// Who has the gesture arena, and what each finger on the screen is doing: a touch and the mouse are
/// separate pointers, so neither can move or end the other's sequence.
///
/// The arena follows one pointer sequence at a time. The first finger down (while the mouse holds no
/// button) has it, exactly as a mouse press would: a tap, a drag, an edge pop, a card or sheet drag. A
/// second finger while the first one's sequence is on the backdrop turns both into a two-finger pan and
/// pinch (`TwoFingerPanZoom`); the finger left when one of the two lifts goes on panning the backdrop, and
/// a finger put down beside it pinches again. Any other finger — a third one, one down while the mouse
/// holds a button — takes part in nothing until it is lifted. While a finger has the
/// arena or a pinch runs, the mouse's presses, moves and releases are dropped; the wheel still works.
struct TouchRouting {
    /// The finger whose sequence the arena has, where it is, and whether its sequence began on the backdrop.
    var arenaFinger: (finger: Int, at: Point, onBackdrop: Bool)?
    /// The two fingers panning and zooming the backdrop.
    var pinch: TwoFingerPanZoom?
    /// The finger left on the backdrop after a pinch, and where it is: it pans the backdrop.
    var panFinger: (finger: Int, at: Point)?
    /// Fingers down that take part in nothing.
    var ignored: Set<Int> = []
    /// Whether a mouse button sequence has the arena.
    var mouseHolds = false
    /// Set while a finger's event is handed to the arena as a pointer event, so it is not taken for the mouse's.
    var isForwarding = false

    /// Whether a touch has the arena or pans the backdrop (then the mouse's pointer events are dropped).
    var touchHolds: Bool { arenaFinger != nil || pinch != nil || panFinger != nil }

    /// Whether a pointer event from the mouse goes on to the arena; records the mouse's hold on it.
    mutating func admitsMouse(_ event: InputEvent) -> Bool {
        if isForwarding { return true }
        switch event {
        case .pointerDown:
            guard !touchHolds else { return false }
            mouseHolds = true
        case .pointerMove:
            guard !touchHolds else { return false }
        case .pointerUp:
            guard !touchHolds else { return false }
            mouseHolds = false
        case .wheel, .key, .text, .composition:
            break
        }
        return true
    }
}
