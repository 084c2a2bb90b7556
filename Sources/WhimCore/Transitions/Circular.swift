import WhimGraphics

extension WhimSceneAnimatedTransitions {
    /// A circular reveal centred on an origin rectangle (say, the button that was tapped), in container
    /// pixels.
    ///
    /// - `present`: the incoming scene, drawn above, shows inside a circle that grows from radius 0 at
    ///   p = 0 to exactly ``fullRadius(containerSize:)`` at p = 1: the distance from the origin's centre
    ///   to the farthest container corner, so the circle covers the container on the last frame and not
    ///   before (the original's radius was an oversized guess, which made the reveal look rushed).
    ///   Starting at 0 rather than at the origin's size keeps the rule "nothing of the incoming scene shows
    ///   at p = 0" and keeps present and dismiss exact mirrors.
    /// - `dismiss`: the mirror: the outgoing scene, on top, shrinks into the circle until it vanishes.
    ///
    /// Every part of the revealed scene gets the same clip (the original masked only one part of a
    /// multipart scene, so the other popped in). The scene underneath gets the inverted clip, so the
    /// circle shows the revealed scene *and* the map between its parts, and the outside the covered one.
    public struct Circular: WhimSceneAnimatedTransitioning, Hashable {
        /// Whether the circle grows (present) or shrinks (dismiss).
        public enum Direction: Sendable, Hashable {
            /// The circle grows from the origin, showing the incoming scene.
            case present
            /// The circle shrinks to the origin, taking the outgoing scene away.
            case dismiss
        }

        /// Whether the circle grows over the outgoing scene or shrinks off the incoming one.
        public var direction: Direction
        /// Where the circle is centred (its centre), in container pixels.
        public var origin: Rect
        public var timing: TransitionTiming

        /// A reveal centred on `origin` (e.g. the frame of the button that was pressed).
        public init(_ direction: Direction, origin: Rect, timing: TransitionTiming = .default) {
            self.direction = direction
            self.origin = origin
            self.timing = timing
        }

        /// The radius at which the circle just covers the whole container.
        public func fullRadius(containerSize: PixelSize) -> Double {
            Rect(size: containerSize.size).farthestCornerDistance(from: center(in: containerSize))
        }

        /// The origin's centre, kept within one container size around the container (a non-finite origin
        /// reveals from the middle): a hostile or absurd origin never makes an infinite or NaN circle.
        public func center(in containerSize: PixelSize) -> Point {
            let w = Double(containerSize.width), h = Double(containerSize.height)
            let c = origin.center
            guard c.x.isFinite, c.y.isFinite else { return Point(x: w / 2, y: h / 2) }
            return Point(x: min(max(c.x, -w), 2 * w), y: min(max(c.y, -h), 2 * h))
        }

        public func placements(from: SceneLayout?, to: SceneLayout, containerSize: PixelSize, progress: Double) -> Placements {
            let p = TransitionGeometry.clamp(progress)
            switch direction {
            case .present:
                return reveal(from: from, to: to, containerSize: containerSize, progress: p)
            case .dismiss:
                guard let from else { return .resting(to, side: .incoming) }
                return reveal(from: to, to: from, containerSize: containerSize, progress: 1 - p).swappingSides()
            }
        }

        /// Present and dismiss (with the same origin) are each other's inverse.
        public var reversed: any WhimSceneAnimatedTransitioning {
            Circular(direction == .present ? .dismiss : .present, origin: origin, timing: timing)
        }

        private func reveal(from: SceneLayout?, to: SceneLayout, containerSize: PixelSize, progress p: Double) -> Placements {
            let center = center(in: containerSize)
            let radius = fullRadius(containerSize: containerSize) * p
            var result = Placements()
            if let from {
                result.appendParts(of: from, side: .outgoing, clip: CircularClip(center: center, radius: radius, isInverted: true))
            }
            result.appendParts(of: to, side: .incoming, clip: CircularClip(center: center, radius: radius))
            return result
        }
    }
}
