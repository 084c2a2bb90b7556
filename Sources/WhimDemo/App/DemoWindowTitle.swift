import WhimCore

extension WindowTitle {
    /// The demo window's title: "Car rental — WhimCore demo"; Home, whose panels are a search bar and a
    /// card, is "WhimCore demo".
    public static let demo = WindowTitle(appName: "WhimCore demo", ignoredPanelTitles: ["Search", "card"])
}
