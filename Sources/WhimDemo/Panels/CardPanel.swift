import WhimCore
import WhimGraphics

/// A bottom card over the map: a drag handle, an optional heading, then content, resting at detents.
public final class CardPanel: Panel {
    public init(_ heading: String?, detents: [Detent] = [.fromBottom(120), .fraction(0.45), .fromTop(110)], initialDetent: Int = 1, content: [Widget]) {
        var children: [Widget] = [DragHandle()]
        if let heading { children.append(Label(heading, font: .bold(20))) }
        children += content
        super.init(title: heading ?? "card", chrome: .bottomCard(.white), contentInsets: EdgeInsets(top: 4, left: 18, bottom: 16, right: 18),
                   root: VStack(spacing: 10, children))
        card = BottomCardBehavior(detents: detents, initialDetent: initialDetent)
    }
}
