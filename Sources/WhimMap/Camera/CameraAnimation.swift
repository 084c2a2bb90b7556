import Foundation
import WhimGraphics

/// A camera moving from one position to another over a duration, advanced by explicit time steps.
///
/// Zoom moves linearly in zoom levels and the centre in world units, both eased (ease-out cubic by
/// default); with an anchor, the centre follows from the zoom so the anchor stays under the pointer.
public struct CameraAnimation: Sendable {
    public let from: Camera
    public let to: Camera
    public let duration: Double
    public private(set) var elapsed: Double = 0
    /// Maps linear progress 0…1 to eased progress 0…1.
    public let curve: @Sendable (Double) -> Double

    /// Decelerating: quick start, gentle stop (ease-out cubic).
    public static let easeOut: @Sendable (Double) -> Double = { t in 1 - pow(1 - t, 3) }
    /// Smooth at both ends (ease-in-out cubic).
    public static let easeInOut: @Sendable (Double) -> Double = { t in
        t < 0.5 ? 4 * t * t * t : 1 - pow(-2 * t + 2, 3) / 2
    }

    /// A world point that stays under a screen point throughout (zooming around the pointer), if any.
    public let anchor: (world: Point, screen: Point)?

    public init(from: Camera, to: Camera, duration: Double,
                curve: @escaping @Sendable (Double) -> Double = CameraAnimation.easeOut,
                anchor: (world: Point, screen: Point)? = nil) {
        self.from = from
        self.to = to
        self.duration = max(0, duration)
        self.curve = curve
        self.anchor = anchor
    }

    public var isFinished: Bool { elapsed >= duration }

    /// Linear progress 0…1.
    public var progress: Double { duration > 0 ? min(1, elapsed / duration) : 1 }

    public mutating func advance(by dt: Double) {
        elapsed = min(duration, elapsed + max(0, dt))
    }

    /// The camera at the current time.
    public var camera: Camera { camera(at: progress) }

    /// The camera at linear progress `t`.
    public func camera(at t: Double) -> Camera {
        let e = curve(min(max(t, 0), 1))
        if t >= 1 { return to }
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
}
