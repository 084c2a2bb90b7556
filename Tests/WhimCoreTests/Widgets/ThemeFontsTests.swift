import Testing
import WhimCore
import WhimGraphics

/// `Theme.fonts`: what a container prepares at launch is every font of the theme, each once.
@Suite struct ThemeFontsTests {
    @Test func everyFontOfTheThemeOnce() {
        let standard = Theme.standard
        let all = [standard.titleFont, standard.headlineFont, standard.bodyFont, standard.subheadlineFont, standard.captionFont, standard.buttonFont]
        #expect(Set(standard.fonts) == Set(all))
        #expect(standard.fonts.count == Set(all).count)
        var theme = Theme.standard
        theme.headlineFont = theme.titleFont
        theme.captionFont = .regular(11)
        #expect(theme.fonts.count == Set(all).count - 1)
        #expect(theme.fonts.contains(.regular(11)) && !theme.fonts.contains(standard.captionFont))
    }
}
