import Foundation
import WhimGraphics

/// The path of a camera flying between two views: zooming out while it travels and in as it arrives, so
/// the view's apparent speed stays even whatever the distance and zoom (J. van Wijk and W. Nuij, "Smooth
/// and efficient zooming and panning", 2003 — the curve MapLibre's `flyTo` follows).
///
/// In world units, the view's width `w` and the distance `u` travelled along the straight line between the
/// centres follow closed forms in the path parameter `s ∈ [0, S]`; `camera(at:)` maps progress 0…1 onto it.
struct FlightPath: Sendable {
    /// How much the flight zooms out to travel: MapLibre's default curvature.
    static let rho = 1.42

    let from: Camera
    let to: Camera
    private let w0: Double
    private let w1: Double
    private let u1: Double
    private let r0: Double
    private let length: Double

    init(from: Camera, to: Camera) {
        self.from = from
        self.to = to
        let width = max(from.viewportSize.width, from.viewportSize.height, 1)
        let w0 = width / from.scale, w1 = width / to.scale
        let dx = to.worldCenter.x - from.worldCenter.x, dy = to.worldCenter.y - from.worldCenter.y
        let u1 = (dx * dx + dy * dy).squareRoot()
        let rho = Self.rho, rho2 = rho * rho
        func r(_ sign: Double, _ w: Double) -> Double {
            let b = (w1 * w1 - w0 * w0 + sign * rho2 * rho2 * u1 * u1) / (2 * w * rho2 * u1)
            return log((b * b + 1).squareRoot() - b)
        }
        let straight = u1 < 1e-12 * max(w0, w1) || !u1.isFinite
        self.w0 = w0
        self.w1 = w1
        self.u1 = u1
        r0 = straight ? 0 : r(1, w0)
        length = straight ? abs(log(w1 / w0)) / rho : (r(-1, w1) - r0) / rho
    }

    /// The camera at progress `t` (0…1) of the flight, with `template`'s viewport.
    func camera(at t: Double) -> Camera { camera(at: t, template: to) }

    func camera(at t: Double, template: Camera) -> Camera {
        if t <= 0 { return from }
        if t >= 1 { return to }
        let s = t * length
        let rho = Self.rho
        var width: Double
        var travelled: Double
        if u1 < 1e-12 * max(w0, w1) || !u1.isFinite {
            width = w0 * exp((w1 < w0 ? -1 : 1) * rho * s)
            travelled = 0
        } else {
            width = w0 * cosh(r0) / cosh(rho * s + r0)
            travelled = w0 / (rho * rho) * (cosh(r0) * tanh(rho * s + r0) - sinh(r0))
        }
        if !width.isFinite || width <= 0 { width = w0 }
        var c = template
        c.zoom = from.zoom + log2(w0 / width)
        let f = u1 > 0 && u1.isFinite ? min(max(travelled / u1, 0), 1) : 0
        c.worldCenter = Point(x: from.worldCenter.x + (to.worldCenter.x - from.worldCenter.x) * f,
                              y: from.worldCenter.y + (to.worldCenter.y - from.worldCenter.y) * f)
        return c
    }
}
