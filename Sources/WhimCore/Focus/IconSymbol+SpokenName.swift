extension IconSymbol {
    /// What a screen reader says for a button that shows only this icon.
    public var spokenName: String {
        switch self {
        case .back: "Back"
        case .close: "Close"
        case .search: "Search"
        case .gear: "Settings"
        case .user: "Profile"
        case .pin: "Place"
        case .check: "Done"
        case .chevronRight: "More"
        case .pause: "Pause"
        default: rawValue.prefix(1).uppercased() + rawValue.dropFirst()
        }
    }
}
