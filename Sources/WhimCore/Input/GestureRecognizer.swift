import WhimGraphics

/// One way a pointer sequence (press, moves, release) can be meant: a panel press, a card drag, an edge
/// pop, a dismiss drag, the backdrop's pan or tap. Recognisers compete in the `GestureArena`: each sees the
/// press, and once the pointer has travelled past the arena's one shared slop, every move asks the
/// candidates in priority order to claim the sequence; the first that claims wins, the others are told they
/// lost. A press held within the slop past the long-press delay goes to the first that takes a long press.
/// A sequence nobody claims goes to the default recogniser (the panel press), or, with no panel under the
/// press, to the candidate that takes an unclaimed release (the backdrop's tap).
protocol GestureRecognizer: AnyObject {
    /// The press. Returns whether the event was used.
    func began(at p: Point) -> Bool
    /// The pointer is `translation` (logical units) from the press, past the slop: claim the sequence?
    /// A recogniser that claims has already started what it drives (e.g. an interactive transition).
    func claim(translation: Point, at p: Point) -> Bool
    /// A move before anyone claimed (only the default recogniser gets these). Returns whether it was used.
    func movedUnclaimed(to p: Point) -> Bool
    /// A move after this recogniser won.
    func moved(to p: Point) -> Bool
    /// The release, with the pointer's velocity (units per second).
    func ended(at p: Point, velocity: Point) -> Bool
    /// Another recogniser won the sequence, or it ended without reaching this one.
    func lost()
    /// Whether this recogniser may take a long press (the arena then schedules the delay).
    var recognizesLongPress: Bool { get }
    /// The press at `p` was held past the delay without leaving the slop: take it (and win)?
    func longPressed(at p: Point) -> Bool
    /// Whether a release nobody claimed, with no default recogniser, is this one's.
    var takesUnclaimedRelease: Bool { get }
}

extension GestureRecognizer {
    func movedUnclaimed(to p: Point) -> Bool { true }
    func lost() {}
    var recognizesLongPress: Bool { false }
    func longPressed(at p: Point) -> Bool { false }
    var takesUnclaimedRelease: Bool { false }
}
