import WhimAnimation
import WhimGraphics

/// A bottom sheet: any scene (its view controller's panel, best with `.bottomCard` chrome) presented over
/// the current screen by a `WhimPresentingScene`, resting at one of its detents (medium, large, a fraction,
/// a height), with a scrim that dims what is below and dismisses it on click.
///
/// Dragging it vertically moves it between its detents (it follows the finger, then moves to the detent
/// the release velocity points at); dragged down past the lowest detent it is dismissed interactively, and
/// a downward fling dismisses it. Esc dismisses the top sheet. Moving between detents is a transition value
/// (`Relayout`), presenting and dismissing are `Modal` present and dismiss, so every motion is
/// interruptible under the driver's rules. A sheet presented over a sheet leaves the lower one visible
/// under its scrim.
///
/// With a `largestUndimmedDetent`, a sheet resting at or below that detent does not dim: no scrim is drawn
/// and the map (and the screen) above the sheet stay interactive — pan, zoom, a marker's tap. Raised
/// toward the next detent up, the scrim fades in with the height; from there on it dims and a click on it
/// dismisses the sheet.
open class WhimSheet: WhimPresentedContentScene, WhimPresentedScene {
    /// Where it may rest; the order is the caller's, heights are compared at layout.
    public let detents: [Detent]
    /// The detent it rests at (an index into `detents`).
    public private(set) var selectedDetent: Int
    /// The widest the sheet gets; it is centred in wider containers.
    public var maximumWidth: Double
    public var scrim: Scrim?
    /// The highest detent (an index into `detents`) at which the sheet does not dim; nil: it dims at every
    /// detent. Heights are compared at layout, so it is the detent's height that counts, not its place in
    /// the list.
    public var largestUndimmedDetent: Int? {
        didSet { if largestUndimmedDetent != oldValue { relaid(WhimSceneAnimatedTransitions.None()) } }
    }
    public var presentTransition: any WhimSceneAnimatedTransitioning
    public var dismissTransition: any WhimSceneAnimatedTransitioning
    /// The visible height while a finger holds the sheet, nil at rest.
    var dragHeight: Double?
    /// What a `.content` detent asks for: the content's preferred height at the sheet's width, taken at
    /// every placement.
    public private(set) var contentHeight = Double.infinity

    /// A sheet showing `content` (which must have no parent) at `detents`, starting at `initialDetent`.
    public init(
        content: any WhimScene, detents: [Detent] = [.medium, .large], initialDetent: Int = 0, maximumWidth: Double = 640,
        scrim: Scrim? = .dismissing, largestUndimmedDetent: Int? = nil, timing: TransitionTiming = .default
    ) {
        self.detents = detents.isEmpty ? [.medium] : detents
        self.selectedDetent = max(0, min(initialDetent, self.detents.count - 1))
        self.maximumWidth = maximumWidth
        self.scrim = scrim
        self.largestUndimmedDetent = largestUndimmedDetent
        self.presentTransition = WhimSceneAnimatedTransitions.Modal(.present, timing: timing)
        self.dismissTransition = WhimSceneAnimatedTransitions.Modal(.dismiss, timing: timing)
        super.init(content: content)
    }

    /// A sheet showing one panel.
    public convenience init(panel: Panel, detents: [Detent] = [.medium, .large], initialDetent: Int = 0) {
        self.init(content: WhimSingleScene(fullscreen: panel), detents: detents, initialDetent: initialDetent)
    }

    // MARK: Detents

    /// The detent heights for a container height, ascending. They are resolved at every layout: a resized
    /// window moves a sheet at rest to where its detent now is.
    public func heights(in containerHeight: Double) -> [Double] {
        detents.map { $0.height(in: containerHeight, contentHeight: contentHeight) }.sorted()
    }

    /// The visible height now: under the finger, else the selected detent's.
    public func currentHeight(in containerHeight: Double) -> Double {
        dragHeight ?? detents[selectedDetent].height(in: containerHeight, contentHeight: contentHeight)
    }

    /// The index of the tallest detent in a container of `containerHeight`.
    public func tallestDetent(in containerHeight: Double) -> Int {
        detents.indices.max { detents[$0].height(in: containerHeight, contentHeight: contentHeight) < detents[$1].height(in: containerHeight, contentHeight: contentHeight) } ?? selectedDetent
    }

    /// Moves to detent `index` (default transition: `Relayout`, from where the sheet is drawn now).
    open func select(detent index: Int, animating transition: (any WhimSceneAnimatedTransitioning)? = nil) {
        guard detents.indices.contains(index) else { return }
        selectedDetent = index
        dragHeight = nil
        relaid(transition ?? WhimSceneAnimatedTransitions.Relayout())
    }

    /// Follows a finger: the sheet shows `height` (rubber-banded past the tallest detent), at once.
    func follow(height: Double, containerHeight: Double) {
        let high = heights(in: containerHeight).last ?? height
        dragHeight = height > high ? high + rubberBand(offset: height - high, limit: 25) : height
        relaid(WhimSceneAnimatedTransitions.None())
    }

    /// The detent index a release at the current height with `velocity` (units per second, upward
    /// positive) lands on: the nearest to where the motion would carry it.
    func detent(afterReleaseWith velocity: Double, containerHeight: Double) -> Int {
        let projected = currentHeight(in: containerHeight) + velocity * 0.15
        return detents.indices.min {
            abs(detents[$0].height(in: containerHeight, contentHeight: contentHeight) - projected) < abs(detents[$1].height(in: containerHeight, contentHeight: contentHeight) - projected)
        } ?? selectedDetent
    }

    /// How much of the scrim shows at the height the sheet has now (under the finger, else its detent's): none
    /// at or below `largestUndimmedDetent`, rising linearly to all of it at the next detent up (none when no
    /// detent is higher), all of it for a sheet without an undimmed detent.
    open func scrimDimming(in size: Size) -> Double {
        guard let undimmed = largestUndimmedDetent, detents.indices.contains(undimmed) else { return 1 }
        let low = detents[undimmed].height(in: size.height, contentHeight: contentHeight)
        let height = currentHeight(in: size.height)
        guard height > low, let next = heights(in: size.height).first(where: { $0 > low }) else { return 0 }
        return min(1, (height - low) / (next - low))
    }

    private func relaid(_ transition: any WhimSceneAnimatedTransitioning) {
        nextSceneResponder?.send(NavigationRequest(scene: self, transition: transition))
    }

    // MARK: Presentation

    /// A bottom sheet as wide as the container up to `maximumWidth`, centred, its surface as tall as the
    /// tallest detent (plus the chrome's shadow margin), showing the current height above the bottom edge.
    /// Multipart content puts its top panel at the sheet's top and its bottom panel under it.
    /// The visible height `vc` asks for at `width`: its panels' preferred heights, less the shadow above.
    private static func preferredHeight(of vc: WhimSceneViewController, width: Double) -> Double {
        switch vc {
        case let .fullscreen(panel): return panel.preferredHeight(forWidth: width) - panel.chrome.shadowMargin.top
        case let .multipart(top, bottom): return top.preferredHeight(forWidth: width) + bottom.preferredHeight(forWidth: width) - top.chrome.shadowMargin.top
        }
    }

    open func placement(of vc: WhimSceneViewController, in size: Size, scale: Double) -> SceneLayout {
        let width = min(size.width, maximumWidth)
        let x = (size.width - width) / 2
        if detents.contains(.content) { contentHeight = Self.preferredHeight(of: vc, width: width) }
        let tallest = heights(in: size.height).last ?? 0
        // Pulled past its tallest detent the sheet stays on the bottom edge: its surface ends there, and
        // lifting it would show what is under it in a strip below (the drag still holds the height).
        let visible = min(currentHeight(in: size.height), tallest)
        switch vc {
        case let .fullscreen(panel):
            let margin = panel.chrome.shadowMargin.top
            panel.resize(to: Size(width: width, height: tallest + margin))
            return .fullscreen(Rect(x: x, y: size.height - visible - margin, width: width, height: tallest + margin).devicePixels(scale: scale))
        case let .multipart(top, bottom):
            let margin = top.chrome.shadowMargin.top
            let topHeight = min(top.preferredHeight(forWidth: width), tallest)
            top.resize(to: Size(width: width, height: topHeight))
            bottom.resize(to: Size(width: width, height: max(0, tallest + margin - topHeight)))
            let y = size.height - visible - margin
            return .multipart(
                top: Rect(x: x, y: y, width: width, height: topHeight).devicePixels(scale: scale),
                bottom: Rect(x: x, y: y + topHeight, width: width, height: max(0, tallest + margin - topHeight)).devicePixels(scale: scale))
        }
    }
}
