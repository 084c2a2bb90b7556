/// Strings interned once for a whole file: tags refer to them by index, so equal keys and values are stored
/// once and compared as integers.
public struct StringPool: Sendable {
    public private(set) var strings: [String] = []
    private var index: [String: Int32] = [:]

    public init() {}

    public var count: Int { strings.count }

    public subscript(id: Int32) -> String { strings[Int(id)] }

    /// The id of a string, if any tag uses it.
    public func id(of string: String) -> Int32? { index[string] }

    /// The id of a string, adding it if new.
    public mutating func intern(_ string: String) -> Int32 {
        if let existing = index[string] { return existing }
        let id = Int32(strings.count)
        strings.append(string)
        index[string] = id
        return id
    }
}
