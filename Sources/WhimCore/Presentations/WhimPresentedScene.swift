import WhimGraphics

/// A scene that a `WhimPresentingScene` shows in a presented layer over its base: a sheet, a drawer, an
/// alert. It says where it rests (its placement in the container), how it comes and goes (transition
/// values, so presenting and dismissing are interactive and interruptible like any other transition), and
/// whether a scrim dims what lies under it.
public protocol WhimPresentedScene: WhimScene {
    /// Where `vc` (this scene's view controller, or a child's during a transition inside it) rests in a
    /// container of `size` logical units at `scale` device pixels per unit; sizes its panels.
    func placement(of vc: WhimSceneViewController, in size: Size, scale: Double) -> SceneLayout
    /// How it comes in over nothing.
    var presentTransition: any WhimSceneAnimatedTransitioning { get }
    /// How it leaves to nothing (the inverse of `presentTransition`, so a reversal in flight is seamless).
    var dismissTransition: any WhimSceneAnimatedTransitioning { get }
    /// The scrim under it, nil for none.
    var scrim: Scrim? { get }
    /// How much of the scrim shows as laid out now in a container of `size`, from 0 (none: input goes to
    /// what is under it, as if there were no scrim) to 1 (all of it). 1 unless the scene says otherwise: a
    /// sheet at an undimmed detent (`WhimSheet.largestUndimmedDetent`) leaves the map under it interactive.
    func scrimDimming(in size: Size) -> Double
}

extension WhimPresentedScene {
    public func scrimDimming(in size: Size) -> Double { 1 }

    /// The presenting scene it is shown by, nil when it is not presented.
    public var presenter: WhimPresentingScene? { (relationship.parent as? PresentationSlot)?.host }

    /// Dismisses it (and whatever is presented above it) with its dismiss transition; returns how to undo
    /// that (nil when it was not presented).
    @discardableResult
    public func dismissFromPresenter() -> (() -> Void)? { presenter?.dismiss(self) }
}

extension SceneLayout {
    /// Where nothing rests: an empty layer.
    static let nothing = SceneLayout.fullscreen(PixelRect(x: 0, y: 0, width: 0, height: 0))
}

extension Rect {
    /// The rect in device pixels, its edges rounded to whole pixels.
    func devicePixels(scale: Double) -> PixelRect {
        let x0 = Int((x * scale).rounded()), y0 = Int((y * scale).rounded())
        let x1 = Int((maxX * scale).rounded()), y1 = Int((maxY * scale).rounded())
        return PixelRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }
}
