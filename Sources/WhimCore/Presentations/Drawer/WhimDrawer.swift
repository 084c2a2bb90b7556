import WhimGraphics

/// A side panel presented over the map from the leading edge, with a scrim: what a `WhimDrawerScene`
/// opens. Its content is any scene (a stack of menu screens, say); it is as tall as the container and
/// `width` wide (at most 85 % of the container). Present and dismiss are `Slide` transitions, so opening
/// and closing follow a horizontal drag.
public final class WhimDrawer: WhimPresentedContentScene, WhimPresentedScene {
    /// The drawer's width (logical units).
    public var width: Double
    public var scrim: Scrim?
    public var presentTransition: any WhimSceneAnimatedTransitioning
    public var dismissTransition: any WhimSceneAnimatedTransitioning

    /// A drawer showing `content` (which must have no parent).
    public init(content: any WhimScene, width: Double = 300, scrim: Scrim? = .dismissing, timing: TransitionTiming = .default) {
        self.width = width
        self.scrim = scrim
        self.presentTransition = WhimSceneAnimatedTransitions.Slide(.present, timing: timing)
        self.dismissTransition = WhimSceneAnimatedTransitions.Slide(.dismiss, timing: timing)
        super.init(content: content)
    }

    /// The width it is drawn at in a container `containerWidth` wide.
    public func drawnWidth(in containerWidth: Double) -> Double { max(0, min(width, containerWidth * 0.85)) }

    /// Along the leading edge, full height; a multipart content stacks its top panel over its bottom one.
    public func placement(of vc: WhimSceneViewController, in size: Size, scale: Double) -> SceneLayout {
        let w = drawnWidth(in: size.width)
        switch vc {
        case let .fullscreen(panel):
            panel.resize(to: Size(width: w, height: size.height))
            return .fullscreen(Rect(x: 0, y: 0, width: w, height: size.height).devicePixels(scale: scale))
        case let .multipart(top, bottom):
            let topHeight = min(top.preferredHeight(forWidth: w), size.height / 2)
            top.resize(to: Size(width: w, height: topHeight))
            bottom.resize(to: Size(width: w, height: size.height - topHeight))
            return .multipart(
                top: Rect(x: 0, y: 0, width: w, height: topHeight).devicePixels(scale: scale),
                bottom: Rect(x: 0, y: topHeight, width: w, height: size.height - topHeight).devicePixels(scale: scale))
        }
    }
}
