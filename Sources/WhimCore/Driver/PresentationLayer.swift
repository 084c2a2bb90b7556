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

    /// The level of presentation `slot`'s scrim (its content is one level above) in a presenting scene
    /// `nesting` presenting scenes deep: outer presenters present above inner ones, and a later
    /// presentation above an earlier one.
    public static func presentationLevel(nesting: Int, slot: Int) -> Int { 10_000 - 1_000 * nesting + 2 * slot }

    /// The base and the scrim and content layers of presenting scenes up to `nestings` deep with up to
    /// `slots` presentations each: the layers to hold an interactive run on when a change may present or
    /// dismiss anything (previews and goldens of presentations in motion).
    public static func presentationLayers(nestings: Int = 4, slots: Int = 10) -> [PresentationLayer] {
        [.base] + (0..<nestings).flatMap { nesting in
            (0..<slots).flatMap { slot in
                let level = presentationLevel(nesting: nesting, slot: slot)
                return [PresentationLayer(level: level, name: "scrim \(slot)"), PresentationLayer(level: level + 1, name: "presented \(slot)")]
            }
        }
    }

    /// Back to front: a lower level is drawn first.
    public static func < (a: PresentationLayer, b: PresentationLayer) -> Bool { a.level < b.level }
    /// Layers are the same when their levels are (the name is only for diagnostics).
    public static func == (a: PresentationLayer, b: PresentationLayer) -> Bool { a.level == b.level }
    /// Hashes the level only, consistent with `==`.
    public func hash(into hasher: inout Hasher) { hasher.combine(level) }
    /// The name and level, e.g. `sheet(2)`.
    public var description: String { "\(name)(\(level))" }
}
