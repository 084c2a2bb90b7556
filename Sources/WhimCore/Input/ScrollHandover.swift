/// How one vertical drag is shared between a card (or sheet) and the scrolled content on it, so that a
/// single gesture moves the content until it is at its top, then the card, and back (FloatingPanel's
/// "scroll tracking").
///
/// The card's height here is the height the finger proposes (the card rubber-bands it past its ends).
/// Moving up, the finger first raises the card to its tallest detent, then scrolls the content to its
/// bottom, then pulls the card past its top. Moving down, it first lets a card pulled past its top back
/// to it, then scrolls the content back to its top, then lowers the card. So the card never moves down
/// while the content is scrolled, and the content never scrolls on while the card is below its tallest
/// detent: the two never move the same way at once.
public struct ScrollHandover: Sendable, Hashable {
    /// The content's scroll offset, within `0...maxOffset`.
    public private(set) var offset: Double
    /// The furthest the content scrolls.
    public let maxOffset: Double
    /// The card's proposed visible height.
    public private(set) var height: Double
    /// The card's tallest detent: where the content takes over.
    public let tallest: Double

    /// A drag starting with the content at `offset` (of `maxOffset`) and the card `height` tall (of
    /// `tallest` at most at rest). Non-finite values count as 0.
    public init(offset: Double, maxOffset: Double, height: Double, tallest: Double) {
        let finite = { (v: Double) in v.isFinite ? v : 0 }
        self.maxOffset = max(0, finite(maxOffset))
        self.offset = max(0, min(finite(offset), self.maxOffset))
        self.height = finite(height)
        self.tallest = finite(tallest)
    }

    /// The finger moved `dy` units (positive: down). Shares the motion as the type describes.
    public mutating func drag(by dy: Double) {
        guard dy.isFinite, dy != 0 else { return }
        if dy < 0 {
            var rest = -dy
            let raise = min(rest, max(0, tallest - height))
            height = raise == tallest - height ? tallest : height + raise
            rest -= raise
            let scroll = min(rest, maxOffset - offset)
            offset += scroll
            rest -= scroll
            height += rest
        } else {
            var rest = dy
            let settle = min(rest, max(0, height - tallest))
            height = settle == height - tallest ? tallest : height - settle
            rest -= settle
            let scroll = min(rest, offset)
            offset -= scroll
            rest -= scroll
            height -= rest
        }
    }

    /// Whether a release now belongs to the content (its momentum) rather than the card (its spring):
    /// the card rests at its tallest detent with the content scrolled.
    public var releaseScrollsContent: Bool { offset > 0 && height == tallest }
}
