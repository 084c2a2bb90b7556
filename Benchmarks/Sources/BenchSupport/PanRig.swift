import WhimCore
import WhimMapBackdrop

/// A multipart scene at rest over the map; each frame pans the map 8 px one way or the other.
public final class PanRig {
    public let map: MapBackdrop
    public let rig: FrameRig
    var flip = false

    public init(map: MapBackdrop, rig: FrameRig) {
        self.map = map
        self.rig = rig
        rig.container.finishInteractiveTransition()
        for _ in 0..<120 {
            rig.clock.advance(by: 1.0 / 60)
            rig.container.update()
            rig.container.renderFrame()
        }
        for _ in 0..<4 { _ = frame() }
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
