import WhimGraphics

/// A scene on the visible path that brings recognisers of its own to the gesture arena (a presenting
/// scene: dragging its sheet, pulling its drawer from the edge). They compete before the built-in ones.
protocol SceneGestureSource: AnyObject {
    /// The recognisers that compete for a press at `p` (logical container coordinates).
    func recognizers(at p: Point, in container: WhimSceneContainer) -> [any GestureRecognizer]
}
