import WhimCore
import WhimGraphics

/// A bottom card over the map: a drag handle, an optional heading, then content. By default it rests
/// showing all its content (so no button is cut at the resting detent) — or, for a long list, at most
/// `restingLimit` tall, the list scrolling — and peeks lower; it never rises above its content (so no
/// empty card shows below it).
public final class CardPanel: Panel {
    /// The lowest detent's height when the content is taller.
    public static let peekHeight = 120.0
    /// The width the content's height is measured at: narrower than any window the demo opens, so wrapped
    /// text is measured at its tallest.
    static let measuringWidth = 720.0

    public init(_ heading: String?, detents: [Detent]? = nil, initialDetent: Int = 1, restingLimit: Double = .infinity, content: [Widget]) {
        let handle = DragHandle()
        handle.identifier = "card-handle"  // scripts drag the card by it
        var children: [Widget] = [handle]
        if let heading { children.append(Label(heading, font: Theme.standard.titleFont)) }
        children += content
        super.init(title: heading ?? "card", chrome: .bottomCard(.white), contentInsets: EdgeInsets(top: 4, left: 18, bottom: 16, right: 18),
                   root: VStack(spacing: 10, children))
        let fitting = contentHeight
        let resting = min(fitting, max(restingLimit, Self.peekHeight))
        card = BottomCardBehavior(detents: detents ?? [.fromBottom(min(Self.peekHeight, fitting)), .fromBottom(resting), .fromBottom(fitting)],
                                  initialDetent: initialDetent)
    }

    /// The visible card height that shows all the content.
    public var contentHeight: Double {
        (preferredHeight(forWidth: Self.measuringWidth) - chrome.shadowMargin.vertical).rounded(.up)
    }
}
