/// What the container refuses, with what to do about it.
public enum ContainerError: Error, Equatable, CustomStringConvertible {
    /// The container (window) has no area, or its frame would be larger than the limits.
    case invalidSize(width: Double, height: Double)
    /// The scale factor is not a positive number.
    case invalidScale(Double)

    /// One line saying what was refused and what to give instead.
    public var description: String {
        switch self {
        case let .invalidSize(w, h):
            guard w >= 1, h >= 1 else {
                return "container size \(w)x\(h) has no area: give it a width and height of at least 1 (a minimised window is paused instead)"
            }
            return "container size \(w)x\(h) is too large: at most \(WhimSceneContainer.maximumPixelSide) pixels a side and \(WhimSceneContainer.maximumPixels) pixels in all"
        case let .invalidScale(s):
            return "scale \(s) is not a positive number: use 1 for normal and 2 for HiDPI displays"
        }
    }
}
