import Testing
import WhimCore
import WhimGraphics

/// Labels: one ellipsized line, word wrapping to N lines, unlimited lines, long words, explicit breaks.
@Suite struct WidgetLabelTests {
    let context = LayoutContext()
    let text = "Helsinki central railway station and the tram stops nearby"

    @Test func oneLineEllipsizesToTheWidth() {
        let label = Label(text)
        let lines = label.lines(forWidth: 150, in: context)
        #expect(lines.count == 1)
        #expect(lines[0].hasSuffix("…") && lines[0].count < text.count)
        #expect(context.measure(lines[0], font: label.font).width <= 150)
        #expect(label.lines(forWidth: 2000, in: context) == [text])
    }

    @Test func wrapsByWordsToAtMostNLines() {
        let label = Label(text, maxLines: 2)
        let lines = label.lines(forWidth: 170, in: context)
        #expect(lines.count == 2)
        #expect(lines[0].hasPrefix("Helsinki central") && !lines[0].hasSuffix(" "))
        #expect(lines[1].hasSuffix("…"))
        for line in lines { #expect(context.measure(line, font: label.font).width <= 170) }
        // Every line but the ellipsized last one ends at a word boundary.
        #expect(text.hasPrefix(lines[0] + " "))
    }

    @Test func unlimitedLinesKeepEveryWord() {
        let label = Label(text, maxLines: 0)
        let lines = label.lines(forWidth: 120, in: context)
        #expect(lines.count >= 4)
        #expect(lines.joined(separator: " ") == text)
        #expect(!lines.contains { $0.hasSuffix("…") })
    }

    @Test func aWordLongerThanALineIsBrokenBetweenCharacters() {
        let word = "Kaivokatu-Mannerheimintie-Rautatientori"
        let label = Label(word, maxLines: 0)
        let lines = label.lines(forWidth: 100, in: context)
        #expect(lines.count > 1 && lines.joined() == word)
        for line in lines { #expect(context.measure(line, font: label.font).width <= 100) }
    }

    @Test func explicitLineBreaksStartNewLines() {
        let label = Label("Kamppi\nHelsinki", maxLines: 0)
        #expect(label.lines(forWidth: 300, in: context) == ["Kamppi", "Helsinki"])
    }

    @Test func wrappedLabelIsTallerInAColumnAndLaysOutItsLines() {
        let wrapped = Label(text, maxLines: 2)
        let single = Label(text)
        let panel = widgetHost(VStack([wrapped, single]), size: Size(width: 200, height: 200))
        #expect(wrapped.laidOutLines.count == 2 && single.laidOutLines.count == 1)
        #expect(wrapped.frame.height > 1.8 * single.frame.height)
        // Changing the text lays out again.
        wrapped.text = "Kamppi"
        #expect(wrapped.panel === panel)
        panel.layoutIfNeeded()
        #expect(wrapped.laidOutLines == ["Kamppi"])
        #expect(wrapped.frame.height == single.frame.height)
    }
}
