import WhimAppShell
import WhimCore
import WhimGraphics

/// The demo's fonts beyond the theme's, named by use: the panels share them, and the app matches them all
/// at launch (`WhimSceneContainer.prepareFonts`) so that no screen's first frame waits for fontconfig.
public enum DemoFonts {
    /// A fullscreen screen's big heading, and the ticket's.
    public static let screenHeading = Font.bold(30)
    /// A title bar's title; the shortcut sheet's heading.
    public static let barTitle = TitleBarPanel.titleFont
    /// The ticket's dates and details.
    public static let ticketDetail = Font.regular(16)
    /// The shortcut sheet: a key, and what it does.
    public static let shortcutKey = Font.bold(14)
    public static let shortcutAction = Font.regular(14)
    /// The frame-time overlay's figures.
    public static let statistics = Font(family: "DejaVu Sans Mono", size: 12)

    /// Every font the demo's screens use: the theme's and the ones above.
    public static var all: [Font] {
        var seen = Set<Font>()
        return (Theme.standard.fonts + [screenHeading, barTitle, ticketDetail, shortcutKey, shortcutAction, statistics])
            .filter { seen.insert($0).inserted }
    }
}
