import WhimGraphics

/// Colours, fonts, spacing and corner radii of a light, modern map-app look. A value: widgets take one in
/// their initialisers (default `Theme.standard`); pass a modified copy to restyle them. There is no
/// mutable global theme.
public struct Theme: Sendable, Hashable {
    // MARK: Colours

    /// The brand colour: filled buttons, focus rings, carets, the "on" toggle, selected icons.
    public var accent: Color = 0x1A73E8
    /// Text and icons drawn on the accent colour.
    public var accentText: Color = .white
    /// Primary text.
    public var text: Color = 0x202124
    /// Subtitles, details, placeholders.
    public var secondaryText: Color = 0x5F6368
    /// Chevrons and other quiet marks; never text (it does not reach 4.5:1 on the card).
    public var tertiaryText: Color = 0x9AA0A6
    /// Hairlines between rows and groups.
    public var separator: Color = 0xE8EAED
    /// Text fields and segmented-control tracks.
    public var fieldBackground: Color = 0xF1F3F4
    /// Laid over a control or row while the pointer is down on it.
    public var pressed: Color = Color(0x000000, alpha: 0.08)
    /// The background of a selected row and of tinted buttons.
    public var selection: Color = 0xE8F0FE
    /// Titles and icons of tinted buttons, drawn on `selection`: a darker accent, so they read at 4.5:1 there.
    public var tintedText: Color = 0x1967D2
    /// Laid under selected text in text fields and text areas.
    public var textSelection: Color = Color(0x1A73E8, alpha: 0.25)
    /// Cards and panels.
    public var cardBackground: Color = .white
    /// The track of a toggle that is off.
    public var toggleOff: Color = 0xBDC1C6
    /// Fills of disabled controls.
    public var disabledFill: Color = 0xE8EAED
    /// Text and icons of disabled controls.
    public var disabledText: Color = 0xA8ACB1
    /// Drag handles.
    public var handle: Color = 0xDADCE0
    /// Drop shadows of cards and knobs.
    public var shadow: Color = Color(0x000000, alpha: 0.16)
    /// Destructive actions and errors.
    public var destructive: Color = 0xD93025

    // MARK: Fonts

    /// Screen and card titles.
    public var titleFont: Font = .bold(20)
    /// Section headings and row titles.
    public var headlineFont: Font = .bold(16)
    /// Body text.
    public var bodyFont: Font = .regular(15)
    /// Subtitles and secondary lines.
    public var subheadlineFont: Font = .regular(13)
    /// Small print: captions, attributions.
    public var captionFont: Font = .regular(12)
    /// Titles of buttons.
    public var buttonFont: Font = .bold(15)
    /// Every font above, once each: what `WhimSceneContainer.prepareFonts` matches at launch.
    public var fonts: [Font] {
        var seen = Set<Font>()
        return [titleFont, headlineFont, bodyFont, subheadlineFont, captionFont, buttonFont].filter { seen.insert($0).inserted }
    }

    // MARK: Spacing

    /// Between tightly related items (an icon and its text).
    public var spacingSmall: Double = 8
    /// Between items of a group.
    public var spacingMedium: Double = 12
    /// Padding of cards and rows; between groups.
    public var spacingLarge: Double = 16

    // MARK: Corner radii and metrics

    /// Buttons, cards and selected rows.
    public var cornerRadius: Double = 12
    /// Small elements: segments, badges.
    public var smallCornerRadius: Double = 8
    /// Cards drawn by `CardContainer`.
    public var cardCornerRadius: Double = 16
    /// A list row.
    public var rowHeight: Double = 56
    /// Buttons and text fields.
    public var controlHeight: Double = 44
    /// Segmented controls.
    public var segmentedControlHeight: Double = 36
    /// The icon size in buttons and rows.
    public var iconSize: Double = 22

    /// The standard theme.
    public init() {}

    /// The default theme.
    public static let standard = Theme()

    /// The high-contrast theme: every text colour at least 7:1 against the backgrounds it is drawn on
    /// (WCAG AAA), quiet marks and hairlines dark enough to see. Panels drawn with `Legibility.highContrast`
    /// show it in place of `standard` (`colorSubstitutions`), with borders on buttons and fields and a
    /// thicker focus ring.
    public static let highContrast: Theme = {
        var t = Theme()
        t.accent = 0x0842A0
        t.tintedText = 0x0842A0
        t.text = 0x000000
        t.secondaryText = 0x3C4043
        t.tertiaryText = 0x3C4043
        t.toggleOff = 0x5F6368
        t.disabledText = 0x5F6368
        t.handle = 0x5F6368
        t.destructive = 0x8C1D18
        return t
    }()

    /// The colours of this theme, named, in one order: what `colorSubstitutions` pairs up.
    public var namedColors: [(name: String, color: Color)] {
        [("accent", accent), ("accentText", accentText), ("text", text), ("secondaryText", secondaryText),
         ("tertiaryText", tertiaryText), ("separator", separator), ("fieldBackground", fieldBackground), ("pressed", pressed),
         ("selection", selection), ("textSelection", textSelection), ("cardBackground", cardBackground), ("toggleOff", toggleOff),
         ("disabledFill", disabledFill), ("disabledText", disabledText), ("handle", handle), ("shadow", shadow), ("destructive", destructive),
         ("tintedText", tintedText)]
    }

    /// Each of this theme's colours that `other` gives another value, mapped to that value: a canvas with
    /// these substitutions draws widgets and labels made with this theme's colours in `other`'s. Where two
    /// of this theme's colours are one value, the first named decides.
    public func colorSubstitutions(to other: Theme) -> [Color: Color] {
        var map: [Color: Color] = [:]
        for (mine, theirs) in zip(namedColors, other.namedColors) where mine.color != theirs.color && map[mine.color] == nil {
            map[mine.color] = theirs.color
        }
        return map
    }

    /// Every pair of text colour and the background the widgets draw it on, named "text on background":
    /// what a contrast check walks. Disabled controls are left out (WCAG exempts them).
    public var textColorPairs: [(name: String, text: Color, background: Color)] {
        [("text on card", text, cardBackground), ("secondary text on card", secondaryText, cardBackground),
         ("text in a field", text, fieldBackground), ("placeholder in a field", secondaryText, fieldBackground),
         ("secondary text in a field", secondaryText, fieldBackground), ("selected row title", text, selection),
         ("selected row subtitle", secondaryText, selection), ("plain button title", accent, cardBackground),
         ("tinted button title", tintedText, selection), ("filled button title", accentText, accent),
         ("destructive text", destructive, cardBackground)]
    }
}
