/// Tags of a run of OSM entities, flat: entity `i` has the pairs `offsets[i]..<offsets[i+1]`
/// of `keys` and `values`, both ids in the file's `StringPool`.
public struct OSMTags: Sendable {
    /// Where each entity's pairs start, plus the end.
    public private(set) var offsets: [Int] = [0]
    /// Key string ids.
    public private(set) var keys: [Int32] = []
    /// Value string ids, parallel to `keys`.
    public private(set) var values: [Int32] = []

    /// No tags.
    public init() {}

    /// The range of tag pairs of entity `index`.
    @inline(__always)
    public func range(of index: Int) -> Range<Int> { offsets[index]..<offsets[index + 1] }

    /// The value id of `key` on entity `index`, or nil.
    @inline(__always)
    public func value(of key: Int32, for index: Int) -> Int32? {
        for pair in range(of: index) where keys[pair] == key { return values[pair] }
        return nil
    }

    mutating func append(key: Int32, value: Int32) {
        keys.append(key)
        values.append(value)
    }

    /// Closes the current entity's tag list.
    mutating func endEntity() { offsets.append(keys.count) }
}
