/// What the container refuses, with what to do about it.
public enum ContainerError: Error, Equatable, CustomStringConvertible {
    /// The container (window) has no area.
    case invalidSize(width: Double, height: Double)
    /// The scale factor is not a positive number.
    case invalidScale(Double)

    /// One line saying what was refused and what to give instead.
    public var description: String {
        switch self {
        case let .invalidSize(w, h):
            return "container size \(w)x\(h) has no area: give it a width and height of at least 1 (a minimised window is paused instead)"
        case let .invalidScale(s):
            return "scale \(s) is not a positive number: use 1 for normal and 2 for HiDPI displays"
        }
    }
}
