import WhimCore
import WhimGraphics

/// A backdrop that records the gestures the container's arena tells it.
final class GestureRecordingBackdrop: Backdrop {
    var surface: Surface? { nil }
    let origin = PixelPoint.zero
    let version = 0
    var gestures: [BackdropGesture] = []
    var takesLongPress = true
    func resize(to size: PixelSize, scale: Double) {}
    func setVisibleInsets(_ insets: EdgeInsets) {}
    func advance(to time: Double) -> Bool { false }
    func handle(_ gesture: BackdropGesture, at time: Double) -> Bool {
        if case .longPress = gesture, !takesLongPress { return false }
        gestures.append(gesture)
        return true
    }
}
