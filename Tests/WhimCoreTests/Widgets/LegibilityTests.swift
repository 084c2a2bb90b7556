import Testing
import WhimAnimation
import WhimCore
import WhimGraphics
import WhimRandom
import WhimTestSupport

/// Text size, contrast and touch targets: widgets grow with the text scale instead of cutting their text,
/// the themes' text colours reach their contrast levels, the high-contrast look replaces the standard
/// colours and borders the controls, and every control takes presses over at least 44 × 44 points.
@Suite struct LegibilityTests {
    /// One of each widget that shows text, in a card.
    static func controls() -> [Widget] {
        [Label("Pick-up point"), Button("Next", icon: .chevronRight), Button("OK", style: .plain), Toggle("Reduced motion"),
         SegmentedControl(["Bikes", "Scooters"]), TextField(placeholder: "Where to?", icon: .search),
         ListView(rows: [ListRow(id: "a", icon: .bike, title: "Kamppi", subtitle: "4 bikes", detail: "120 m", showsChevron: true),
                         ListRow(id: "b", icon: .bike, title: "Narinkka", subtitle: "7 bikes")]),
         Label("A label of several lines that wraps at the card's width and is never cut short.", maxLines: 0)]
    }

    /// At every scale from 1 to 2 each control is tall enough for a line of its text and nothing is cut
    /// (`clippedText`); at 1 the controls keep the theme's heights, so the standard look is unchanged.
    @Test(arguments: [1.0, 1.25, 1.5, 1.75, 2.0]) func widgetsGrowWithTheTextScale(_ scale: Double) throws {
        let (container, clock) = try makeContainer()
        let panel = Panel(title: "card", chrome: .plain(.white), contentInsets: EdgeInsets(all: 16), root: VStack(spacing: 8, Self.controls()))
        container.legibility = Legibility(textScale: scale)
        container.setRoot(WhimSingleScene(.fullscreen(panel)))
        container.settle(on: clock)
        #expect(panel.legibility.textScale == scale)
        #expect(clippedText(in: container) == [], "at \(scale)×")
        let widgets = try #require(panel.root?.children)
        let theme = Theme.standard
        if scale == 1 {
            #expect(widgets[1].frame.height == theme.controlHeight && widgets[3].frame.height == theme.controlHeight)
            #expect(widgets[4].frame.height == theme.segmentedControlHeight && widgets[5].frame.height == theme.controlHeight)
            #expect((widgets[6] as? ListView)?.rowPitch == theme.rowHeight)
        } else {
            #expect(widgets[1].frame.height > theme.controlHeight || scale < 2)
            #expect((widgets[6] as? ListView).map { $0.rowPitch > theme.rowHeight } == true || scale < 1.5)
        }
    }

    /// The same content at 2× is taller than at 1×, and a panel given a new scale lays out again at it.
    @Test func aPanelLaysOutAgainAtANewScale() {
        let panel = Panel(title: "card", chrome: .plain(.white), root: VStack(spacing: 8, Self.controls()))
        let small = panel.preferredHeight(forWidth: 400)
        panel.legibility = Legibility(textScale: 2)
        let large = panel.preferredHeight(forWidth: 400)
        #expect(large > small * 1.4)
        panel.legibility = .standard
        #expect(panel.preferredHeight(forWidth: 400) == small)
    }

    /// Reference: a canvas at text scale `s` measures and lays out text exactly as one at scale 1 does in
    /// the font `s` times larger.
    @Test func aScaledCanvasMeasuresAsTheLargerFont() throws {
        var rng = SeededRandom(seed: 46)
        let texts = ["", "Kamppi", "Pick-up at 10:30 · 4 bikes", "Töölö – Lasipalatsi", "مرحبا بالعالم", "東京駅"]
        for _ in 0..<40 {
            let scale = 1 + Double(rng.next() % 1001) / 1000
            let font = Font(size: Double(10 + rng.next() % 14), weight: rng.next() % 2 == 0 ? .regular : .bold)
            let text = texts[Int(rng.next() % UInt64(texts.count))]
            let scaled = Canvas(try Surface(width: 1, height: 1))
            scaled.textScale = scale
            let plain = Canvas(try Surface(width: 1, height: 1))
            var larger = font
            larger.size *= scale
            #expect(scaled.measure(text, font: font) == plain.measure(text, font: larger))
            let style = ParagraphStyle(font: font, maxLines: 2)
            var largerStyle = style
            largerStyle.font = larger
            #expect(scaled.layoutParagraph(text, width: 120, style: style) == plain.layoutParagraph(text, width: 120, style: largerStyle))
        }
    }

    /// Every text colour pair of the high-contrast theme reaches WCAG AAA (7:1), of the standard theme
    /// WCAG AA (4.5:1).
    @Test func themesReachTheirContrastLevels() {
        for (theme, level, name) in [(Theme.standard, 4.5, "standard"), (Theme.highContrast, 7.0, "high contrast")] {
            for pair in theme.textColorPairs {
                let ratio = pair.text.contrastRatio(with: pair.background)
                #expect(ratio >= level, "\(name): \(pair.name) \(pair.text) on \(pair.background) is \(ratio):1")
            }
        }
    }

    /// The pairs above are the colours the widgets draw: a field's placeholder and a tinted button's title
    /// are drawn in the pair's text colour (the darkest pixel of their text, where a glyph's stem covers it
    /// whole), on the pair's background.
    @Test func widgetsDrawTheirTextInThePairsColours() throws {
        let theme = Theme.standard
        let pairs = Dictionary(theme.textColorPairs.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        let field = TextField(placeholder: "Where to? Helsinki")
        let tinted = Button("Settings HH", style: .tinted)
        let panel = widgetHost(VStack(spacing: 8, [field, tinted]), size: Size(width: 300, height: 120), insets: EdgeInsets(all: 10))
        let surface = try #require(panel.renderedSurface())
        func darkest(in rect: Rect) -> Color {
            var best = Color.white, luminance = Double.infinity
            for y in Int(rect.minY)..<Int(rect.maxY) {
                for x in Int(rect.minX)..<Int(rect.maxX) {
                    let c = surface.pixel(x: x, y: y)
                    let l = c.relativeLuminance
                    if l < luminance { (best, luminance) = (c, l) }
                }
            }
            return best
        }
        for (widget, name) in [(field as Widget, "placeholder in a field"), (tinted, "tinted button title")] {
            let pair = try #require(pairs[name])
            let box = widget.frame.insetBy(dx: 12, dy: 8)
            #expect(darkest(in: box) == pair.text, "\(name)")
            #expect(surface.pixel(x: Int(widget.frame.minX) + 4, y: Int(widget.frame.midY)) == pair.background, "\(name)'s background")
        }
    }

    /// In high contrast a panel draws the standard theme's colours as the high-contrast theme's (a filled
    /// button's accent), borders its controls, and draws nothing else differently.
    @Test func highContrastSwapsColoursAndBordersControls() throws {
        let filled = Button("Book")
        let tinted = Button("Later", style: .tinted)
        let panel = widgetHost(VStack(spacing: 8, [filled, tinted]), size: Size(width: 200, height: 120), insets: EdgeInsets(all: 10))
        func pixel(_ p: Point) throws -> Color {
            let surface = try #require(panel.renderedSurface())
            return surface.pixel(x: Int(p.x), y: Int(p.y))
        }
        let fill = Point(x: filled.frame.minX + 6, y: filled.frame.midY)
        let edge = Point(x: tinted.frame.midX, y: tinted.frame.minY)
        #expect(try pixel(fill) == Theme.standard.accent)
        #expect(try pixel(edge) == Theme.standard.selection)
        panel.legibility = Legibility(highContrast: true)
        #expect(try pixel(fill) == Theme.highContrast.accent)
        #expect(try pixel(edge) == Theme.highContrast.text)
        #expect(panel.legibility.focusRingWidth > FocusRing.width)
    }

    /// Property: a control's hit area holds its frame, is centred on it, and is at least 44 points on each
    /// side; a widget that takes no presses keeps its frame.
    @Test func hitAreasAreAtLeastATouchTarget() {
        var rng = SeededRandom(seed: 44)
        for _ in 0..<200 {
            let frame = Rect(x: Double(rng.next() % 400), y: Double(rng.next() % 400), width: Double(rng.next() % 90), height: Double(rng.next() % 90))
            let button = Button("x")
            button.frame = frame
            let hit = button.hitFrame
            #expect(hit.width >= 44 && hit.height >= 44 && hit.width >= frame.width && hit.height >= frame.height)
            #expect(abs(hit.midX - frame.midX) < 1e-9 && abs(hit.midY - frame.midY) < 1e-9)
            let label = Label("x")
            label.frame = frame
            #expect(label.hitFrame == frame)
        }
    }

    /// A 36-point segmented control takes a press just above it (inside its 44-point hit area) and picks the
    /// segment under it; a press beyond the hit area falls through.
    @Test func aSmallControlTakesPressesAroundIt() {
        var picked: [Int] = []
        let control = SegmentedControl(["Bikes", "Scooters"]) { picked.append($0) }
        let panel = widgetHost(VStack([FixedBox(10, 40), control]), size: Size(width: 300, height: 120))
        #expect(control.frame.height == 36)
        panel.tap(Point(x: control.frame.maxX - 20, y: control.frame.minY - 3))
        #expect(picked == [1])
        panel.tap(Point(x: control.frame.minX + 20, y: control.frame.minY - 5))
        #expect(picked == [1])
        #expect(control.hitFrame.height == 44)
    }
}
