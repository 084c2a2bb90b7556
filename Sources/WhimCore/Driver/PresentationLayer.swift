/// A presentation layer of the screen, back to front: the base (the root's scenes) and presented layers
/// above it (sheets, a drawer, alerts). The transition driver keeps one track per layer — each with its own
/// in-flight run, displayed scene and interruption rules — and composes them back to front, so a sheet can
/// rise while the base scene under it still finishes a push.
public struct PresentationLayer: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Z-order: higher draws in front.
    public var level: Int
    /// A name for diagnostics ("base", "sheet", …).
    public var name: String

    /// A layer drawn at `level` (higher in front), named for diagnostics.
    public init(level: Int, name: String) {
        self.level = level
        self.name = name
    }

    /// The root's scenes: stacks and tabs.
    public static let base = PresentationLayer(level: 0, name: "base")

    /// Back to front: a lower level is drawn first.
    public static func < (a: PresentationLayer, b: PresentationLayer) -> Bool { a.level < b.level }
    /// Layers are the same when their levels are (the name is only for diagnostics).
    public static func == (a: PresentationLayer, b: PresentationLayer) -> Bool { a.level == b.level }
    /// Hashes the level only, consistent with `==`.
    public func hash(into hasher: inout Hasher) { hasher.combine(level) }
    /// The name and level, e.g. `sheet(2)`.
    public var description: String { "\(name)(\(level))" }
}
