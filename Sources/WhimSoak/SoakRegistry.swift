import WhimCore

/// Weak references to every scene and panel the soak has seen, so it can tell which are still alive: at
/// rest nothing may outlive its place in the hierarchy, and at the end nothing at all.
public final class SoakRegistry {
    private struct Entry {
        weak var object: AnyObject?
        let kind: String
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    public init() {}

    /// Records `object` (once).
    func note(_ object: AnyObject, kind: String) {
        let id = ObjectIdentifier(object)
        if let e = entries[id], e.object === object { return }
        entries[id] = Entry(object: object, kind: kind)
    }

    /// The objects still alive.
    func alive() -> [AnyObject] { entries.values.compactMap(\.object) }

    /// Descriptions of the objects still alive ("kind title"), for failure messages.
    public func aliveDescriptions() -> [String] {
        entries.values.compactMap { e in e.object.map { "\(e.kind) \(describe($0))" } }
    }

    /// How many recorded objects are still alive.
    public var aliveCount: Int { entries.values.reduce(0) { $0 + ($1.object == nil ? 0 : 1) } }

    /// Forgets the entries of deallocated objects (keeps memory flat over long runs).
    func prune() { entries = entries.filter { $0.value.object != nil } }

    private func describe(_ object: AnyObject) -> String {
        if let panel = object as? Panel { return "\"\(panel.title)\"" }
        return String(describing: type(of: object))
    }
}
