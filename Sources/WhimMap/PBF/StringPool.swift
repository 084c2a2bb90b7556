/// Strings interned once for a whole file: tags refer to them by index, so equal keys and values are stored
/// once and compared as integers.
public struct StringPool: Sendable {
    /// The strings, indexed by id.
    public private(set) var strings: [String] = []
    private var index: [String: Int32] = [:]

    /// An empty pool.
    public init() {}

    /// The number of strings.
    public var count: Int { strings.count }

    /// The string of `id`.
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
