import WhimGraphics

/// A part caught mid-transition when a new navigation request interrupted it: drawn where it was, then
/// carried off by the new transition as part of its outgoing side (so nothing jumps).
struct FrozenPart {
    var panel: Panel
    var role: ScenePartRole
    /// Where it was drawn when frozen (rest frame moved by the offset it had then).
    var frame: PixelRect
    var opacity: Double
    /// The clips it was seen through (they move with it).
    var clips: CircularClips
}
