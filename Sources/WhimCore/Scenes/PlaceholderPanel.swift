import WhimGraphics

/// What an empty navigation stack shows: a plain fullscreen panel.
public final class PlaceholderPanel: Panel {
    /// A light grey fullscreen panel.
    public init() {
        super.init(title: "placeholder", chrome: .plain(Color(0xF1F3F4)))
    }
}
