/// What can go wrong in the graphics layer, each case saying what to do about it.
public enum GraphicsError: Error, Equatable, CustomStringConvertible {
    /// A surface of zero, negative or absurd size was asked for.
    case invalidSize(width: Int, height: Int)
    /// Cairo refused to create or use a surface; the string is cairo's own status text.
    case cairo(String)
    /// A PNG could not be read: missing file, not a PNG, or corrupt.
    case unreadablePNG(path: String, reason: String)
    /// A PNG could not be written.
    case unwritablePNG(path: String, reason: String)

    /// A one-line message naming what failed and what to check.
    public var description: String {
        switch self {
        case let .invalidSize(w, h):
            return "invalid surface size \(w)x\(h): width and height must be between 1 and \(Surface.maximumSide)"
        case let .cairo(status):
            return "cairo error: \(status)"
        case let .unreadablePNG(path, reason):
            return "cannot read PNG \(path): \(reason) (check that the file exists and is a PNG image)"
        case let .unwritablePNG(path, reason):
            return "cannot write PNG \(path): \(reason) (check that the folder exists and is writable)"
        }
    }
}
