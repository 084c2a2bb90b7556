import WhimGraphics

/// The scrim as a panel: a translucent colour over the whole container (a ``Panel/solidColor``, so it
/// costs no frame-sized surface) that takes every pointer event
/// (so nothing below it gets input) and reports a click (press and release on it). Undimmed, it is neither
/// drawn nor hit: input goes to what is under it.
final class ScrimPanel: Panel {
    var scrim: Scrim { didSet { if scrim != oldValue { setNeedsDisplay() } } }
    /// How much of the scrim shows (`WhimPresentedScene.scrimDimming(in:)`): its colour's alpha is scaled by it.
    var dimming = 1.0 { didSet { if dimming != oldValue { setNeedsDisplay() } } }
    /// Called on a click.
    var onTap: (() -> Void)?
    private var pressed = false

    init(_ scrim: Scrim) {
        self.scrim = scrim
        super.init(title: "scrim", chrome: .none, contentInsets: .zero)
    }

    /// One colour: the compositor blends it, no surface is drawn.
    override var solidColor: Color? { scrim.color.withAlpha(scrim.color.alpha * dimming) }

    override func hitTest(_ p: Point) -> Bool { dimming > 0 }

    override func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .pointerDown:
            pressed = true
        case .pointerUp:
            if pressed, let location = event.location, Rect(size: size).contains(location) { onTap?() }
            pressed = false
        case .pointerMove, .wheel, .key, .text, .composition:
            break
        }
        return true
    }
}
