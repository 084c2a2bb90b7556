import WhimCore

/// AT-SPI 2's roles (`AtspiRole` in at-spi2-core), the numbers that cross the bus, for the kinds of object
/// the bridge exposes.
public enum AtspiRole: UInt32, Sendable, Hashable {
    case application = 75
    case frame = 23
    case panel = 39
    case dialog = 16
    case pushButton = 43
    case toggleButton = 62
    case list = 31
    case listItem = 32
    case pageTabList = 38
    case pageTab = 37
    case entry = 79
    case text = 61
    case imageMap = 100
    case label = 29

    /// The role of a widget's element: a segmented control is a tab list (one of its segments selected), a
    /// multi-line editor is a text, the map an image map.
    public init(_ role: AccessibleRole) {
        switch role {
        case .button: self = .pushButton
        case .toggle: self = .toggleButton
        case .list: self = .list
        case .listItem: self = .listItem
        case .segmentedControl: self = .pageTabList
        case .segment: self = .pageTab
        case .textField: self = .entry
        case .textArea: self = .text
        case .map: self = .imageMap
        case .marker: self = .pushButton
        case .mapLabel: self = .label
        }
    }

    /// The role's name as AT-SPI spells it (`GetRoleName`), what a screen reader says after the name.
    public var name: String {
        switch self {
        case .application: "application"
        case .frame: "frame"
        case .panel: "panel"
        case .dialog: "dialog"
        case .pushButton: "push button"
        case .toggleButton: "toggle button"
        case .list: "list"
        case .listItem: "list item"
        case .pageTabList: "page tab list"
        case .pageTab: "page tab"
        case .entry: "entry"
        case .text: "text"
        case .imageMap: "image map"
        case .label: "label"
        }
    }
}
