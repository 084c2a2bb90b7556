import WhimGraphics

extension WhimSceneAnimatedTransitions {
    /// The same scene moving from where it rested to where it rests now (a sheet going to another detent):
    /// each incoming part slides from the frame of the outgoing part of the same role to its own rest frame;
    /// the outgoing side (the same panels) is not drawn. Between different scenes it is a cut at p = 1.
    public struct Relayout: WhimSceneAnimatedTransitioning, Hashable {
        /// Duration and curve of the move between rest frames.
        public var timing: TransitionTiming

        /// A relayout with the given timing (the default is the engine's standard curve).
        public init(timing: TransitionTiming = .default) {
            self.timing = timing
        }

        public func placements(from: SceneLayout?, to: SceneLayout, containerSize: PixelSize, progress: Double) -> Placements {
            let p = TransitionGeometry.clamp(progress)
            var result = Placements()
            if let from { result.appendParts(of: from, side: .outgoing, opacity: 0) }
            result.appendParts(of: to, side: .incoming) { role, frame in
                guard let start = from?.frame(of: role) else { return .zero }
                return TransitionGeometry.offset(toward: start, from: frame, 1 - p)
            }
            return result
        }
    }
}
