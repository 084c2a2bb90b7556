import WhimGraphics

extension WhimSceneAnimatedTransitions {
    /// Going back: the incoming scene starts one container width to the left and slides to rest while the
    /// outgoing one slides one width to the right, drawn above it (it leaves the way it came). Between side
    /// panels the two cross-fade in place instead, as in a push. The exact inverse of ``Push``.
    public struct Pop: WhimSceneAnimatedTransitioning, Hashable {
        public var timing: TransitionTiming

        /// A pop with `timing` (0.3 s ease-out by default).
        public init(timing: TransitionTiming = .default) {
            self.timing = timing
        }

        public func placements(from: SceneLayout?, to: SceneLayout, containerSize: PixelSize, progress: Double) -> Placements {
            HorizontalSlide.placements(from: from, to: to, width: containerSize.width, progress: progress, direction: -1)
        }

        /// ``Push``.
        public var reversed: any WhimSceneAnimatedTransitioning { Push(timing: timing) }

        /// A drag to the right pops, one container width for the whole way (the scene follows the finger);
        /// between side panels, whose content cross-fades in place, the panel's width.
        public func interactiveDrag(from: SceneLayout?, to: SceneLayout, containerSize: PixelSize) -> InteractiveDrag? {
            var travel = containerSize.width
            if let from, HorizontalSlide.changesInPlace(from: from, to: to), let panel = from.frame(of: .bottom) { travel = min(travel, panel.maxX) }
            guard travel > 0 else { return nil }
            return InteractiveDrag(progressPerPixel: Point(x: 1 / Double(travel), y: 0))
        }
    }
}
