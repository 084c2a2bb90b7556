import WhimCore

/// An AT-SPI 2 state set: one bit per `AtspiStateType`, sent as two 32-bit words (`GetState` → `au`).
public struct AtspiStates: OptionSet, Sendable, Hashable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    private init(bit: Int) { rawValue = 1 << UInt64(bit) }

    public static let active = AtspiStates(bit: 1)
    public static let checked = AtspiStates(bit: 4)
    public static let editable = AtspiStates(bit: 7)
    public static let enabled = AtspiStates(bit: 8)
    public static let focusable = AtspiStates(bit: 11)
    public static let focused = AtspiStates(bit: 12)
    public static let modal = AtspiStates(bit: 16)
    public static let multiLine = AtspiStates(bit: 17)
    public static let resizable = AtspiStates(bit: 21)
    public static let selectable = AtspiStates(bit: 22)
    public static let selected = AtspiStates(bit: 23)
    public static let sensitive = AtspiStates(bit: 24)
    public static let showing = AtspiStates(bit: 25)
    public static let singleLine = AtspiStates(bit: 26)
    public static let visible = AtspiStates(bit: 30)
    public static let checkable = AtspiStates(bit: 41)

    /// The states of a widget's element of `role`: enabled is also sensitive and visible also showing (what
    /// Orca checks), rows and segments are selectable, toggles checkable, fields editable.
    public init(_ states: AccessibleStates, role: AccessibleRole) {
        var s: AtspiStates = []
        if states.contains(.focusable) { s.insert(.focusable) }
        if states.contains(.focused) { s.insert(.focused) }
        if states.contains(.selected) { s.insert(.selected) }
        if states.contains(.checked) { s.insert(.checked) }
        if states.contains(.enabled) { s.formUnion([.enabled, .sensitive]) }
        if states.contains(.visible) { s.formUnion([.visible, .showing]) }
        switch role {
        case .listItem, .segment: s.insert(.selectable)
        case .toggle: s.insert(.checkable)
        case .textField: s.formUnion([.editable, .singleLine])
        case .textArea: s.formUnion([.editable, .multiLine])
        default: break
        }
        self = s
    }

    /// The two words on the bus: states 0–31, then 32–63.
    public var words: [UInt32] { [UInt32(truncatingIfNeeded: rawValue), UInt32(truncatingIfNeeded: rawValue >> 32)] }

    /// The state names whose changes are sent as `StateChanged` events, with their bits.
    static let announced: [(name: String, state: AtspiStates)] = [
        ("focused", .focused), ("active", .active), ("checked", .checked), ("selected", .selected), ("enabled", .enabled),
        ("sensitive", .sensitive), ("showing", .showing), ("visible", .visible),
    ]
}
