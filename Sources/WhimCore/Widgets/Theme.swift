import WhimGraphics

/// Colours, fonts and metrics of a light, modern map-app look. A value: pass a different one to
/// widgets to restyle them.
public struct Theme: Sendable {
    public var accent: Color = 0x1A73E8
    public var accentText: Color = .white
    public var text: Color = 0x202124
    public var secondaryText: Color = 0x5F6368
    public var separator: Color = 0xE8EAED
    public var fieldBackground: Color = 0xF1F3F4
    public var pressed: Color = Color(0x000000, alpha: 0.08)
    public var selection: Color = 0xE8F0FE
    public var cardBackground: Color = .white
    public var toggleOff: Color = 0xBDC1C6
    public var destructive: Color = 0xD93025

    public var titleFont: Font = .bold(20)
    public var headlineFont: Font = .bold(16)
    public var bodyFont: Font = .regular(15)
    public var captionFont: Font = .regular(12)

    public var cornerRadius: Double = 12
    public var rowHeight: Double = 56
    public var controlHeight: Double = 44

    public init() {}

    /// The default theme.
    public static let standard = Theme()
}
