import WhimCore
import WhimGraphics

/// No backdrop: the frame is black where no layer is (compositor tests that need only layers).
final class EmptyBackdrop: Backdrop {
    var surface: Surface? { nil }
    let origin = PixelPoint.zero
    let version = 0
    func resize(to size: PixelSize, scale: Double) {}
    func setVisibleInsets(_ insets: EdgeInsets) {}
    func advance(to time: Double) -> Bool { false }
    func handle(_ gesture: BackdropGesture, at time: Double) -> Bool { false }
}
