import Testing
import WhimCore
import WhimGraphics
import WhimTestSupport

/// Golden images of the widget set, drawn by panels into their cached surfaces and composited on a
/// plain background, as the compositor does.
@Suite struct WidgetGoldenTests {
    let tolerance = ImageTolerance(maxChannelDelta: 16, maxDifferingPixels: 60)

    /// Every icon at 24 and 48 units, with its name; and at 24 units in white on accent discs, which shows
    /// the even-odd cut-outs let the background through.
    @Test func iconSheet() throws {
        let cells: [Widget] = IconSymbol.allCases.map { symbol in
            VStack(spacing: 4, alignment: .center, [
                HStack(spacing: 10, [Icon(symbol, size: 24), Icon(symbol, size: 48), IconDisc(symbol)]),
                Label(symbol.rawValue, font: Theme.standard.captionFont, color: Theme.standard.secondaryText),
            ])
        }
        let rows = stride(from: 0, to: cells.count, by: 5).map { HStack(spacing: 0, alignment: .fill, Array(cells[$0..<min($0 + 5, cells.count)]).map { SizedBox(width: 180, $0) }) }
        let panel = Panel(title: "icons", chrome: .plain(.white), contentInsets: EdgeInsets(all: 14), root: VStack(spacing: 14, rows))
        panel.resize(to: Size(width: 928, height: 352))
        let surface = try #require(panel.renderedSurface())
        assertGolden(surface, named: "icons", tolerance: tolerance)
    }

    /// A search bar (focused field with a caret), a white panel of controls (wrapped and ellipsized labels,
    /// a pressed button, a disabled one, toggles on, off and disabled, a segmented control, a separator, a card) and a bottom card with a drag
    /// handle and a list (a selected row, a pressed row, details and chevrons), over a map-grey background.
    @Test func gallery() throws {
        let background = Color(0xE5E9EC)
        let frame = try Surface(width: 960, height: 540, format: .rgb24)
        let canvas = Canvas(frame)
        canvas.clear(background)

        // The top bar: back, a focused search field with text, a profile button.
        let field = TextField(placeholder: "Where to?", icon: .search)
        let bar = Panel(
            title: "bar", chrome: .topBar(.white), contentInsets: EdgeInsets(top: 10, left: 12, bottom: 10, right: 12),
            root: HStack(spacing: 10, [Button("", icon: .back, style: .plain), field, Button("", icon: .user, style: .tinted)]))
        bar.resize(to: Size(width: 960, height: 64 + bar.chrome.shadowMargin.vertical))
        bar.layoutIfNeeded()
        bar.tap(field)
        _ = bar.handle(.text("Kamppi"))
        _ = bar.handle(.key(.left, []))
        canvas.draw(try #require(bar.renderedSurface()), at: PixelPoint(x: 0, y: 0))

        // The controls.
        let pressed = Button("Pressed", icon: .check)
        let disabled = Button("Disabled", style: .filled)
        disabled.isEnabled = false
        let disabledToggle = Toggle("Disabled", isOn: true)
        disabledToggle.isEnabled = false
        let segments = SegmentedControl(["Options", "Nearby", "Trips"], selectedIndex: 1)
        let controls = VStack(spacing: 10, [
            Label(
                "A label that wraps by words over two lines because it is long, and then it ends with an ellipsis when it runs out of room",
                color: Theme.standard.secondaryText, maxLines: 2),
            Label("One line that is far too long to fit and is therefore shortened", color: Theme.standard.secondaryText),
            HStack(spacing: 8, [Button("Filled", icon: .ticket), Button("Tinted", style: .tinted), Button("Plain", style: .plain), Button("", icon: .gear, style: .tinted)]),
            HStack(spacing: 8, [pressed, disabled, Button("Delete", style: .plain).tinted(Theme.standard.destructive)]),
            HStack(spacing: 16, [Toggle("Motion", isOn: true), Toggle("Slow", isOn: false), disabledToggle]),
            segments,
            Separator(),
            CardContainer(HStack(spacing: 10, [Icon(.clock, size: 22, color: Theme.standard.accent), Label("A card container: rounded corners, a fill, a shadow and padding around one child", maxLines: 2)])),
        ])
        let left = Panel(title: "controls", chrome: .plain(.white), contentInsets: EdgeInsets(all: 16), root: controls)
        left.resize(to: Size(width: 460, height: 420))
        left.layoutIfNeeded()
        _ = left.handle(.pointerDown(pressed.frame.center, .primary))
        canvas.draw(try #require(left.renderedSurface()), at: PixelPoint(x: 16, y: 96))

        // The bottom card: handle, heading, list with a selected and a pressed row.
        let list = ListView(rows: [
            ListRow(id: "bike", icon: .bike, iconColor: 0x188038, title: "City bikes", subtitle: "12 stations nearby", showsChevron: true),
            ListRow(id: "taxi", icon: .taxi, iconColor: 0xE37400, title: "Taxi", subtitle: "4 min away", detail: "€14"),
            ListRow(id: "car", icon: .car, iconColor: 0x1A73E8, title: "Car rental", subtitle: "3 stations", showsChevron: true),
            ListRow(id: "tram", icon: .tram, iconColor: 0x00897B, title: "Tram 4 to Munkkiniemi", subtitle: "Every 6 min", detail: "2 min"),
            ListRow(id: "train", icon: .train, iconColor: 0x8E24AA, title: "Train to the airport", subtitle: "P train, platform 4", detail: "18:05", showsChevron: true),
            ListRow(id: "walk", icon: .walk, iconColor: 0x5F6368, title: "Walk", subtitle: "1.2 km", detail: "15 min"),
        ], visibleRowLimit: 6)
        list.selectedID = "taxi"
        let card = Panel(
            title: "card", chrome: .bottomCard(.white), contentInsets: EdgeInsets(top: 8, left: 16, bottom: 16, right: 16),
            root: VStack(spacing: 10, [DragHandle(), Label("Nearby", font: Theme.standard.titleFont), list]))
        card.resize(to: Size(width: 440, height: 430))
        card.layoutIfNeeded()
        _ = card.handle(.pointerDown(list.rowFrame(at: 3).center, .primary))
        canvas.draw(try #require(card.renderedSurface()), at: PixelPoint(x: 496, y: 110))
        canvas.flush()

        #expect(pressed.isPressed && field.isFocused && list.pressedIndex == 3)
        assertGolden(frame, named: "gallery", tolerance: tolerance)
    }
}

/// An icon in white on an accent disc.
private final class IconDisc: Widget {
    let symbol: IconSymbol
    init(_ symbol: IconSymbol) {
        self.symbol = symbol
        super.init()
    }
    override func sizeThatFits(_ proposal: Size, in context: LayoutContext) -> Size { Size(width: 40, height: 40) }
    override func draw(in canvas: Canvas) {
        canvas.fillCircle(center: frame.center, radius: 20, Theme.standard.accent)
        symbol.draw(in: canvas, rect: Rect(x: frame.midX - 12, y: frame.midY - 12, width: 24, height: 24), color: .white)
    }
}

extension Button {
    /// The button with a tint, for one-line construction in the gallery.
    fileprivate func tinted(_ color: Color) -> Button {
        tint = color
        return self
    }
}
