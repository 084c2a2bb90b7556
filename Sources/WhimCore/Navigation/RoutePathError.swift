import WhimGraphics

/// Why a path does not lead to a state. Each case names the segment (and its position, counting from 1)
/// where parsing stopped; the description is one line, with control characters escaped and long text cut.
/// Parsing is pure: when one is thrown, nothing has changed.
public enum RoutePathError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path has no characters.
    case empty
    /// The path has more than `limit` bytes (`RoutePathLimits.maxBytes`).
    case tooLong(bytes: Int, limit: Int)
    /// The path has more than `limit` segments (`RoutePathLimits.maxSegments`).
    case tooManySegments(limit: Int)
    /// A link whose scheme is not the tree's (`expected`).
    case badScheme(String, expected: String)
    /// Two slashes in a row, or a trailing one: a segment with no name.
    case emptySegment(position: Int)
    /// A character that may not stand unescaped in a path (space, control, `#`, a second `?`, non-ASCII…).
    case badCharacter(segment: String, position: Int)
    /// A `%` not followed by two hex digits, or an escape that does not decode to UTF-8.
    case badPercentEscape(segment: String, position: Int)
    /// A name no screen of the tree has.
    case unknownSegment(String, position: Int, allowed: [String])
    /// A screen of the tree, but not one that may follow the one before it.
    case segmentNotAllowed(String, position: Int, after: String?, allowed: [String])
    /// A query item that is not `name=value`.
    case malformedParameter(String, segment: String)
    /// A parameter the screen does not declare (`allowed` lists those it does).
    case unknownParameter(String, segment: String, allowed: [String])
    /// A parameter given twice in one segment.
    case repeatedParameter(String, segment: String)
    /// A parameter the screen requires is absent.
    case missingParameter(String, segment: String)
    /// A value that does not parse as the parameter's declared type (`expected`).
    case badParameterValue(name: String, value: String, segment: String, expected: String)
    /// `@detent` on a screen that is not a sheet.
    case detentNotAllowed(String, segment: String)
    /// A detent the sheet does not have (`allowed` lists those it has).
    case unknownDetent(String, segment: String, allowed: [String])
    /// A state (e.g. read from a file) whose screen at `position` is not what its own path leads to:
    /// a parameter, presentation, tab index or detent the tree does not give it.
    case stateMismatch(String, position: Int)

    /// One line naming the problem and where, safe to print (control characters escaped, long text cut).
    public var description: String {
        let q = DisplayText.quoted
        func list(_ names: [String]) -> String { names.isEmpty ? "nothing" : DisplayText.bounded(names.joined(separator: ", ")) }
        switch self {
        case .empty:
            return "empty path: name at least one screen, e.g. /home"
        case let .tooLong(bytes, limit):
            return "path of \(bytes) bytes is longer than the limit of \(limit)"
        case let .tooManySegments(limit):
            return "path has more than \(limit) segments"
        case let .badScheme(scheme, expected):
            return "bad scheme \(q(scheme)): links are \(expected)://… or /…"
        case let .emptySegment(position):
            return "empty segment at position \(position) (a doubled or trailing /)"
        case let .badCharacter(segment, position):
            return "segment \(position) \(q(segment)) has a character that must be percent-escaped"
        case let .badPercentEscape(segment, position):
            return "segment \(position) \(q(segment)) has a bad percent-escape (expected %XX of UTF-8)"
        case let .unknownSegment(name, position, allowed):
            return "unknown screen \(q(name)) at position \(position); allowed here: \(list(allowed))"
        case let .segmentNotAllowed(name, position, after, allowed):
            let place = after.map { "after \(q($0))" } ?? "first"
            return "screen \(q(name)) is not allowed \(place) (position \(position)); allowed: \(list(allowed))"
        case let .malformedParameter(text, segment):
            return "segment \(q(segment)): malformed parameter \(q(text)) (expected name=value)"
        case let .unknownParameter(name, segment, allowed):
            return "segment \(q(segment)): unknown parameter \(q(name)); " + (allowed.isEmpty ? "the screen takes none" : "parameters: \(list(allowed))")
        case let .repeatedParameter(name, segment):
            return "segment \(q(segment)): parameter \(q(name)) given more than once"
        case let .missingParameter(name, segment):
            return "segment \(q(segment)): missing parameter \(q(name))"
        case let .badParameterValue(name, value, segment, expected):
            return "segment \(q(segment)): \(q(name))=\(q(value)) is not \(DisplayText.bounded(expected))"
        case let .detentNotAllowed(detent, segment):
            return "segment \(q(segment)): detent \(q(detent)) on a screen that is not a sheet"
        case let .unknownDetent(detent, segment, allowed):
            return "segment \(q(segment)): unknown detent \(q(detent)); detents: \(list(allowed))"
        case let .stateMismatch(name, position):
            return "screen \(q(name)) at position \(position) does not match the route tree (parameters, presentation or detent)"
        }
    }
}

/// Text from outside (links, files) made safe for a one-line message: control and other invisible
/// characters escaped, at most `limit` characters kept.
public enum DisplayText {
    /// The text quoted, escaped and bounded.
    public static func quoted(_ text: String) -> String { "\"" + bounded(text) + "\"" }

    /// The text escaped and cut to `limit` characters (with "… (N characters)" when cut): `EchoedInput`, the
    /// one escaping every message shares.
    public static func bounded(_ text: String, limit: Int = 80) -> String { text.echoed(limit: limit) }
}
