import WhimGraphics

extension WhimSceneAnimatedTransitions {
    /// Going forward: the incoming scene starts one container width to the right and slides to rest while
    /// the outgoing one slides one width to the left. Top and bottom parts move together, so between
    /// multipart scenes only the panels move and the map stays put. The incoming scene is drawn above.
    /// Between side panels (the desktop layout) nothing moves: the scenes cross-fade in place, so no panel
    /// crosses the map.
    public struct Push: WhimSceneAnimatedTransitioning, Hashable {
        public var timing: TransitionTiming

        /// A push with `timing` (0.3 s ease-out by default).
        public init(timing: TransitionTiming = .default) {
            self.timing = timing
        }

        public func placements(from: SceneLayout?, to: SceneLayout, containerSize: PixelSize, progress: Double) -> Placements {
            HorizontalSlide.placements(from: from, to: to, width: containerSize.width, progress: progress, direction: 1)
        }

        /// ``Pop``.
        public var reversed: any WhimSceneAnimatedTransitioning { Pop(timing: timing) }
    }
}
