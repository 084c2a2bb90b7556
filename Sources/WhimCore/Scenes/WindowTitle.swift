/// The window's title for the screen on show: the screen's name, then the app's ("Car rental — WhimCore
/// demo"), as desktop task bars and window switchers list windows. The screen's name is the title of its
/// first panel that names a screen; at a screen with none (a start screen of a search bar and a card)
/// the title is the app's name alone.
public struct WindowTitle: Sendable, Equatable {
    /// The app's name, last in every title.
    public var appName: String
    /// Panel titles that do not name a screen (a search bar's "Search", an untitled card's "card").
    public var ignoredPanelTitles: Set<String>

    /// The longest screen name put into a title, in characters; a longer one is cut with "…".
    public static let screenNameLimit = 80

    public init(appName: String, ignoredPanelTitles: Set<String> = []) {
        self.appName = appName
        self.ignoredPanelTitles = ignoredPanelTitles
    }

    /// The title for a screen whose panels, top first, have `panelTitles`. Panel titles may come from
    /// users' files (a note's name): control characters become spaces and a long name is cut, so the
    /// window system gets one short line.
    public func title(panelTitles: [String]) -> String {
        let name = panelTitles.lazy.map(Self.oneLine).first { !$0.isEmpty && !ignoredPanelTitles.contains($0) }
        guard let name else { return appName }
        let cut = name.count > Self.screenNameLimit ? String(name.prefix(Self.screenNameLimit - 1)) + "…" : name
        return "\(cut) — \(appName)"
    }

    /// The title for what `container` is showing (or going to: its destination during a transition).
    public func title(for container: WhimSceneContainer) -> String {
        title(panelTitles: container.destination?.panels.map(\.title) ?? [])
    }

    private static func oneLine(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: text.unicodeScalars.map { $0.properties.generalCategory == .control ? " " : $0 })
        return String(String(scalars).drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
