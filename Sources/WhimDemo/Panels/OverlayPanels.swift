import WhimCore
import WhimGraphics

/// The keyboard shortcut sheet (`?` or F1).
public final class HelpOverlayPanel: Panel {
    public static let shortcuts: [(String, String)] = [
        ("? / F1", "show or hide this help"),
        ("Esc", "leave a text field; else back: pop, or dismiss a modal"),
        ("S", "slow motion ×10"),
        ("M", "reduced motion (cross-fades)"),
        ("F", "frame-time overlay"),
        ("drag card", "move between detents; down to dismiss"),
        ("drag left edge", "interactive back"),
        ("drag / wheel map", "pan / zoom, also mid-transition"),
    ]

    public init() {
        let rows = Self.shortcuts.map { key, what in
            HStack(spacing: 12, [SizedBox(width: 150, Label(key, font: DemoFonts.shortcutKey, color: .white, maxLines: 0)),
                                 Label(what, font: DemoFonts.shortcutAction, color: Color(0xE8EAED), maxLines: 0)])
        }
        let content = VStack(spacing: 8, [Label("Keyboard and gestures", font: DemoFonts.barTitle, color: .white)] + rows)
        super.init(title: "Help", chrome: .none, contentInsets: .zero,
                   root: CardContainer(content, fill: Color(0x202124, alpha: 0.92), cornerRadius: 16, padding: EdgeInsets(all: 20)))
    }

    public override func hitTest(_ p: Point) -> Bool { false }
}

/// The banner saying the map's tile server is out of reach: shown while it is, the map drawing what it
/// has (tiles kept on disk, other zooms scaled).
public final class OfflineBannerPanel: Panel {
    public static let size = Size(width: 300, height: 40)
    public static let text = "Offline: showing saved map tiles"

    public init() {
        super.init(title: "Offline", chrome: .none, contentInsets: .zero,
                   root: CardContainer(Label(Self.text, font: DemoFonts.shortcutAction, color: .white, maxLines: 1),
                                       fill: Color(0x202124, alpha: 0.88), cornerRadius: 10, padding: EdgeInsets(all: 10), hasShadow: false))
    }

    public override func hitTest(_ p: Point) -> Bool { false }
}

/// The frame-time readout (F): compose ms, upload ms, damaged area.
public final class FrameStatsPanel: Panel {
    /// The readout's height: three monospaced lines and padding.
    public static let height = 66.0

    private let label = Label("", font: DemoFonts.statistics, color: .white, maxLines: 3)

    public init() {
        super.init(title: "Frame stats", chrome: .none, contentInsets: .zero,
                   root: CardContainer(label, fill: Color(0x202124, alpha: 0.85), cornerRadius: 10, padding: EdgeInsets(all: 10), hasShadow: false))
    }

    /// Shows new figures (redraws only when the text changes).
    public func show(composeMs: Double, uploadMs: Double, damagedPercent: Double, fps: Double) {
        let text = String(format: "compose %5.2f ms\nupload  %5.2f ms\ndamage  %5.1f %%  %3.0f fps", composeMs, uploadMs, damagedPercent, fps)
        if label.text != text { label.text = text }
    }
}
