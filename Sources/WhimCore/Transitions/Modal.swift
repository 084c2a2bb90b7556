import WhimGraphics

extension WhimSceneAnimatedTransitions {
    /// Sheets: a scene comes over the current one from the screen edges, or leaves to them.
    ///
    /// - `present`: the incoming scene is drawn above. Fullscreen, it rises from one container height
    ///   below; multipart, its top part comes down from above the screen and its bottom card rises from
    ///   below (a side panel comes in from the leading edge instead, and leaves to it). The outgoing scene
    ///   stays still when the incoming one is fullscreen (it ends up covered);
    ///   when the incoming one is multipart, a multipart outgoing scene's top leaves upward and its card
    ///   downward, each by the distance that takes it just off screen.
    ///   *Not in the original:* a fullscreen outgoing scene under an incoming multipart one cannot leave
    ///   "top up, bottom down" and must not stay (it would hide the map until the last frame and then
    ///   vanish), nor slide down (it would move against the rising card). It fades out in place, so the map
    ///   shows through gradually between the arriving panels.
    /// - `dismiss`: the exact mirror of present, ``Modal/reversed`` of it: the outgoing scene stays on top
    ///   and leaves outward (fullscreen down; multipart top up, card down); the incoming one is already in
    ///   place underneath when the outgoing one is fullscreen, otherwise its parts come back in from the
    ///   edges, or it fades in when it is fullscreen. From nil the incoming scene simply rests in place.
    /// - `swap`: sheet to sheet, like present, but the outgoing scene always leaves outward (fullscreen
    ///   down; multipart top up, card down), under the incoming one.
    public struct Modal: WhimSceneAnimatedTransitioning, Hashable {
        /// Which way the sheet goes.
        public enum Style: Sendable, Hashable {
            /// Up from the bottom, over the outgoing scene.
            case present
            /// Back down, uncovering the incoming scene.
            case dismiss
            /// One presented scene replaces another.
            case swap
        }

        /// Which way it goes.
        public var style: Style
        public var timing: TransitionTiming

        /// A modal transition of `style` with `timing` (0.3 s ease-out by default).
        public init(_ style: Style, timing: TransitionTiming = .default) {
            self.style = style
            self.timing = timing
        }

        public func placements(from: SceneLayout?, to: SceneLayout, containerSize: PixelSize, progress: Double) -> Placements {
            let height = containerSize.height
            let p = TransitionGeometry.clamp(progress)
            switch style {
            case .present:
                return Self.cover(from: from, to: to, height: height, progress: p, outgoingLeaves: false)
            case .swap:
                return Self.cover(from: from, to: to, height: height, progress: p, outgoingLeaves: true)
            case .dismiss:
                guard let from else { return .resting(to, side: .incoming) }
                return Self.cover(from: to, to: from, height: height, progress: 1 - p, outgoingLeaves: false).swappingSides()
            }
        }

        /// Present and dismiss are each other's inverse; swap's inverse is ``Reversed``.
        public var reversed: any WhimSceneAnimatedTransitioning {
            switch style {
            case .present: Modal(.dismiss, timing: timing)
            case .dismiss: Modal(.present, timing: timing)
            case .swap: Reversed(self)
            }
        }

        /// A dismiss follows the card (or the fullscreen scene) dragged down; other styles are not interactive.
        public func interactiveDrag(from: SceneLayout?, to: SceneLayout, containerSize: PixelSize) -> InteractiveDrag? {
            guard style == .dismiss, let from else { return nil }
            let travel: Int
            switch from {
            case let .fullscreen(frame): travel = TransitionGeometry.outward(.fullscreen, frame, containerHeight: containerSize.height)
            case let .multipart(_, bottom): travel = TransitionGeometry.outward(.bottom, bottom, containerHeight: containerSize.height)
            case let .sidePanel(_, panel):
                // A side panel follows a drag toward the leading edge.
                let distance = -TransitionGeometry.sideways(panel)
                return distance > 0 ? InteractiveDrag(progressPerPixel: Point(x: -1 / Double(distance), y: 0)) : nil
            }
            guard travel > 0 else { return nil }
            return InteractiveDrag(progressPerPixel: Point(x: 0, y: 1 / Double(travel)))
        }

        /// Present (and, with `outgoingLeaves`, swap): `to` comes in from the edges over `from`.
        private static func cover(from: SceneLayout?, to: SceneLayout, height: Int, progress p: Double, outgoingLeaves: Bool) -> Placements {
            var result = Placements()
            if let from {
                if outgoingLeaves || (!from.isFullscreen && !to.isFullscreen) {
                    result.appendParts(of: from, side: .outgoing) { role, frame in
                        TransitionGeometry.outwardOffset(role, frame, of: from, containerHeight: height, p)
                    }
                } else if to.isFullscreen {
                    result.appendParts(of: from, side: .outgoing)
                } else {
                    result.appendParts(of: from, side: .outgoing, opacity: 1 - p)
                }
            }
            result.appendParts(of: to, side: .incoming) { role, frame in
                TransitionGeometry.outwardOffset(role, frame, of: to, containerHeight: height, 1 - p)
            }
            return result
        }
    }
}
