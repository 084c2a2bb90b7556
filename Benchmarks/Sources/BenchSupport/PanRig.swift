import WhimCore
import WhimMapBackdrop
import WhimGraphics

/// A multipart scene at rest over the map; each frame pans the map 8 px one way or the other.
public final class PanRig {
    public let map: MapBackdrop
    public let rig: FrameRig
    var flip = false

    /// Throws when a pan changes no pixel (a camera the map's limits hold still would time nothing).
    public init(map: MapBackdrop, rig: FrameRig) throws {
        self.map = map
        self.rig = rig
        rig.container.finishInteractiveTransition()
        // One level closer than the fit of the whole map, so the camera has room to pan both ways.
        let size = map.mapView.camera.viewportSize
        map.mapView.zoom(by: 1, around: Point(x: size.width / 2, y: size.height / 2), animated: false)
        for _ in 0..<120 {
            rig.clock.advance(by: 1.0 / 60)
            rig.container.update()
            rig.container.renderFrame()
        }
        // The tiles of the new zoom drawn and landed, so the timed frames pan from the cache.
        map.mapView.waitForTiles()
        for _ in 0..<8 { _ = frame() }
        guard frame() > 0, frame() > 0 else { throw RigError.noDamage("panning the map by 8 px") }
    }

    @inline(never)
    public func frame() -> Int {
        flip.toggle()
        map.pan(dx: flip ? 8 : -8, dy: 0)
        rig.clock.advance(by: 1.0 / 60)
        rig.container.update()
        return rig.container.renderFrame().area
    }
}
