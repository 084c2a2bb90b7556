import WhimCore

/// Why an example cannot start or do what was asked, in one line that says what to do.
public enum ExampleError: Error, Equatable, CustomStringConvertible {
    /// No example of that name; lists the names there are.
    case unknownExample(String, known: [String])
    /// The example's data folder cannot be used (a file, unreadable, not creatable).
    case dataDirectory(String, reason: String)
    /// A name the user typed that cannot become a file name.
    case badName(String, reason: String)
    /// A file operation that failed.
    case file(String, reason: String)

    public var description: String {
        switch self {
        case let .unknownExample(name, known):
            return "unknown example \(DisplayText.quoted(name)); the examples are: \(known.joined(separator: ", "))"
        case let .dataDirectory(path, reason):
            return "data folder \(DisplayText.quoted(path)) \(reason)"
        case let .badName(name, reason):
            return "bad name \(DisplayText.quoted(name)): \(reason)"
        case let .file(path, reason):
            return "\(DisplayText.quoted(path)): \(reason)"
        }
    }
}
