import WhimAnimation
import WhimGraphics

/// A camera moving from one position to another over a duration, advanced by explicit time steps — the
/// shared `CurveAnimator` along a `TimingCurve`, as every other timed motion of the engine.
///
/// Along `.straight`, zoom moves linearly in zoom levels and the centre in world units, both eased
/// (ease-out cubic by default); with an anchor, the centre follows from the zoom so the anchor stays
/// under the pointer. Along `.flight` (`FlightPath`), the camera zooms out while it travels and in as it
/// arrives, so a move from the globe to a street is one smooth motion on screen.
public struct CameraAnimation: Sendable {
    /// How the camera gets from `from` to `to`.
    public enum Path: Sendable, Hashable {
        /// Zoom and centre each interpolated on their own (short moves, fits between panels).
        case straight
        /// Van Wijk and Nuij's optimal path through zoom and pan (long moves).
        case flight
    }

    /// Where the move starts.
    public let from: Camera
    /// Where the move ends.
    public let to: Camera
    /// A world point that stays under a screen point throughout (zooming around the pointer), if any.
    public let anchor: (world: Point, screen: Point)?
    /// The path taken.
    public let path: Path
    private var animator: CurveAnimator
    private let flight: FlightPath?

    /// A move from `from` to `to` over `duration` seconds along `curve`, optionally keeping `anchor`'s world
    /// point under its screen point.
    public init(from: Camera, to: Camera, duration: Double, curve: TimingCurve = TimingCurve.cubicEaseOut,
                anchor: (world: Point, screen: Point)? = nil, path: Path = .straight) {
        self.from = from
        self.to = to
        self.anchor = anchor
        self.path = anchor == nil ? path : .straight
        animator = CurveAnimator(from: 0, to: 1, duration: duration, curve: curve)
        flight = self.path == .flight ? FlightPath(from: from, to: to) : nil
    }

    /// The length of the move in seconds.
    public var duration: Double { animator.duration }
    /// Seconds advanced so far.
    public var elapsed: Double { animator.elapsed }
    /// The easing.
    public var curve: TimingCurve { animator.curve }

    /// Whether the move has arrived.
    public var isFinished: Bool { animator.isFinished }

    /// Linear progress 0…1.
    public var progress: Double { animator.fractionComplete }

    /// Moves time forward by `dt` seconds (negative or non-finite steps are ignored).
    public mutating func advance(by dt: Double) {
        animator.advance(by: dt)
    }

    /// The camera at the current time.
    public var camera: Camera { camera(at: progress) }

    /// The camera at linear progress `t`.
    public func camera(at t: Double) -> Camera {
        if t >= 1 { return to }
        let e = curve.value(at: min(max(t, 0), 1))
        if let flight { return flight.camera(at: e, template: to) }
        var c = to
        c.zoom = from.zoom + (to.zoom - from.zoom) * e
        if let anchor {
            let s = c.scale
            c.worldCenter = Point(x: anchor.world.x - (anchor.screen.x - c.viewportSize.width / 2) / s,
                                  y: anchor.world.y - (anchor.screen.y - c.viewportSize.height / 2) / s)
            return c
        }
        c.worldCenter = Point(x: from.worldCenter.x + (to.worldCenter.x - from.worldCenter.x) * e,
                              y: from.worldCenter.y + (to.worldCenter.y - from.worldCenter.y) * e)
        return c
    }

    /// The same move heading to `target` instead: from where the camera is now, in the time that is left
    /// (a running fit follows a changed gap between the panels without starting over).
    public func retargeted(to target: Camera) -> CameraAnimation {
        CameraAnimation(from: camera, to: target, duration: max(0, duration - elapsed), curve: curve, path: path)
    }
}
