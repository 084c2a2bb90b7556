/// The desktop form of a multipart scene: in a window at least `breakpoint` points wide the bottom card
/// becomes a panel floating at the leading edge, a margin in from the window's edges and below the top
/// panel, as desktop map apps show their results; the map's free area (and so every camera fit) is the
/// space beside it. Narrower windows keep the bottom card.
///
/// In the side form the card has no detents and no drag handle, and its chrome floats with all corners
/// rounded (`PanelChrome.sidePanelForm`): the panel is as tall as the room below the top panel, its lists
/// take that height (scrolling only when longer), a drag on it is not a card drag, and a drag toward the
/// leading edge dismisses a dismissable scene. The card keeps its detent for when the window narrows again.
/// No transition carries a side panel across the map: push and pop cross-fade the panels in place, a modal
/// sheet's panel comes in from and leaves to the leading edge, and a circular reveal moves nothing. A window
/// resized across the breakpoint at rest moves the card to its new form (`BreakpointCrossing`); one resized
/// mid-transition goes on with the run.
public struct SidePanelLayout: Sendable, Hashable {
    /// The narrowest window (points) that shows the side panel; `.infinity` never does.
    public var breakpoint: Double
    /// The panel's width (points), at most half the window less the margin.
    public var width: Double
    /// The gap (points) between the panel and the window's leading edge and the top panel.
    public var margin: Double

    /// A layout switching at `breakpoint` points: the defaults fit a laptop screen's map beside a
    /// 360-point list. A negative or NaN breakpoint counts as never; widths and margins are kept ≥ 0.
    public init(breakpoint: Double = 1000, width: Double = 360, margin: Double = 12) {
        self.breakpoint = breakpoint.isNaN || breakpoint < 0 ? .infinity : breakpoint
        self.width = width.isFinite ? max(0, width) : 360
        self.margin = margin.isFinite ? max(0, margin) : 12
    }

    /// Multipart scenes always keep their bottom card.
    public static let never = SidePanelLayout(breakpoint: .infinity)

    /// Whether a window `windowWidth` points wide shows the side panel.
    public func applies(toWidth windowWidth: Double) -> Bool { windowWidth >= breakpoint }

    /// The panel's width in a window `windowWidth` points wide.
    public func panelWidth(in windowWidth: Double) -> Double { max(0, min(width, windowWidth / 2 - margin)) }
}
