import WhimGraphics

/// World → screen conversion for one render, with the camera's numbers hoisted out of the inner loops.
struct ScreenProjector {
    let scale: Double
    let originX: Double
    let originY: Double
    /// Device pixels per screen unit: where edges are snapped to whole device pixels.
    let pixelRatio: Double

    init(camera: Camera, pixelRatio: Double = 1) {
        self.pixelRatio = pixelRatio
        scale = camera.scale
        originX = camera.worldCenter.x - camera.viewportSize.width / 2 / scale
        originY = camera.worldCenter.y - camera.viewportSize.height / 2 / scale
    }

    @inline(__always)
    func callAsFunction(_ p: Point) -> Point {
        Point(x: (p.x - originX) * scale, y: (p.y - originY) * scale)
    }
}
