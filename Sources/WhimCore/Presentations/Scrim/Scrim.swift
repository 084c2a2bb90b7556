import WhimGraphics

/// What lies between a presented scene and what is under it: a dimming colour, and whether a click on it
/// dismisses the presented scene (a sheet, a drawer) or is only swallowed (an alert). Either way input
/// below it is blocked.
public struct Scrim: Sendable, Hashable {
    /// The tint drawn over everything below the presented scene (usually translucent black).
    public var color: Color
    /// Whether a click on the scrim dismisses the presented scene; otherwise it only blocks input.
    public var dismissesOnTap: Bool

    /// A scrim of `color` that dismisses on a tap unless told otherwise.
    public init(color: Color = Color(0x000000).withAlpha(0.35), dismissesOnTap: Bool = true) {
        self.color = color
        self.dismissesOnTap = dismissesOnTap
    }

    /// Dims and dismisses on click: sheets and drawers.
    public static let dismissing = Scrim()
    /// Dims a little more and only blocks: alerts.
    public static let blocking = Scrim(color: Color(0x000000).withAlpha(0.45), dismissesOnTap: false)
}
