import WhimCore
import WhimGraphics

/// A bottom card over the map: a drag handle, an optional heading, then content. By default it rests
/// showing all its content (so no button is cut at the resting detent) — or, for a long list, at most
/// `restingLimit` tall, the list scrolling — and peeks lower; it never rises above its content (so no
/// empty card shows below it).
public final class CardPanel: Panel {
    /// The lowest detent's height when the content is taller.
    public static let peekHeight = 120.0
    /// The width the content's height is measured at: narrower than any window the apps open, so wrapped
    /// text is measured at its tallest.
    public static let measuringWidth = 720.0

    /// The most a resting card shows (a long list scrolls inside it).
    private let restingLimit: Double
    /// How many of the content's widgets the resting card shows (nil: all that fit `restingLimit`).
    private let restsShowing: Int?
    /// The content under the handle and heading.
    private let content: [Widget]
    /// Whether the detents are measured from the content (not given by the caller).
    private let fitsContent: Bool

    /// A card of `content` under an optional heading. With `restsShowing`, it rests showing only that many
    /// of the content's widgets (the rest is seen when the card is dragged up).
    public init(_ heading: String?, detents: [Detent]? = nil, initialDetent: Int = 1, restingLimit: Double = .infinity, restsShowing: Int? = nil,
                content: [Widget]) {
        self.restingLimit = restingLimit
        self.restsShowing = restsShowing
        self.content = content
        fitsContent = detents == nil
        let handle = DragHandle()
        handle.identifier = "card-handle"  // scripts drag the card by it
        var children: [Widget] = [handle]
        if let heading { children.append(Label(heading, font: Theme.standard.titleFont)) }
        children += content
        super.init(title: heading ?? "card", chrome: .bottomCard(.white), contentInsets: EdgeInsets(top: 4, left: 18, bottom: 16, right: 18),
                   root: VStack(spacing: 10, children))
        card = BottomCardBehavior(detents: detents ?? fittingDetents(), initialDetent: initialDetent)
    }

    /// Peek, resting and all the content, measured on the content as it is now.
    private func fittingDetents() -> [Detent] {
        let fitting = contentHeight
        var limit = restingLimit
        if let shown = restsShowing, let last = content.prefix(shown).last {
            resize(to: Size(width: Self.measuringWidth, height: preferredHeight(forWidth: Self.measuringWidth)))
            layoutIfNeeded()
            limit = min(limit, (last.frame.maxY + contentInsets.bottom - chrome.shadowMargin.top).rounded(.up))
        }
        let resting = min(fitting, max(limit, Self.peekHeight))
        return [.fromBottom(min(Self.peekHeight, fitting)), .fromBottom(resting), .fromBottom(fitting)]
    }

    /// Measures the content again after it grew or shrank (an error line shown under a field) and moves the
    /// card to the same detent at its new height, so nothing that appears is cut off by the window's bottom.
    public func fitToContent() {
        guard fitsContent, var behavior = card else { return }
        let heights = behavior.heights(in: .infinity)
        let current = behavior.currentHeight(in: .infinity)
        let index = heights.indices.min { abs(heights[$0] - current) < abs(heights[$1] - current) } ?? behavior.initialDetent
        behavior.detents = fittingDetents()
        behavior.move(toDetent: index, containerHeight: .infinity, animated: true)
        card = behavior
    }

    /// At a new text size the content is measured again: the detents follow it (a card at rest moves to its
    /// detent's new height at the next layout).
    public override func legibilityDidChange(from old: Legibility) {
        guard fitsContent, old.textScale != legibility.textScale, card != nil else { return }
        card?.detents = fittingDetents()
    }

    /// The visible card height that shows all the content.
    public var contentHeight: Double {
        (preferredHeight(forWidth: Self.measuringWidth) - chrome.shadowMargin.vertical).rounded(.up)
    }
}
