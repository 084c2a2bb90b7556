import Testing
import WhimCore
import WhimGraphics
import WhimTestSupport

/// A golden of every widget, some in pressed, focused and selected states.
@Suite struct WidgetGalleryTests {
    @Test func gallery() throws {
        let pressed = Button("Pressed", icon: .check)
        let field = TextField(text: "Kamppi", placeholder: "Where to?", icon: .search)
        let list = ListView(rows: [
            ListRow(id: "bike", icon: .bike, iconColor: 0x188038, title: "City bikes", subtitle: "12 stations nearby", showsChevron: true),
            ListRow(id: "taxi", icon: .taxi, iconColor: 0xE37400, title: "Taxi", subtitle: "4 min away", detail: "€14"),
            ListRow(id: "car", icon: .car, iconColor: 0x1A73E8, title: "Car rental", subtitle: "3 stations", showsChevron: true),
        ], visibleRowLimit: 3)
        list.selectedID = "taxi"
        let icons = HStack(spacing: 10, IconSymbol.allCases.map { Icon($0, size: 24) })
        let left = VStack(spacing: 12, [
            Label("Widgets", font: .bold(22)),
            Label("A label that wraps over two lines because it is long enough to need it", color: Theme.standard.secondaryText, maxLines: 2),
            HStack(spacing: 8, [Button("Filled"), Button("Tinted", style: .tinted), Button("Plain", style: .plain), pressed]),
            field,
            Toggle("Reduced motion", isOn: true),
            Toggle("Slow motion", isOn: false),
            SegmentedControl(["Options", "Nearby", "Trips"], selectedIndex: 1),
        ])
        let right = VStack(spacing: 10, [DragHandle(), list, Separator(), CardContainer(Label("A card container with a shadow"))])
        let root = VStack(spacing: 16, [HStack(spacing: 24, alignment: .leading, [SizedBox(width: 440, left), SizedBox(width: 456, right)]), icons])
        let panel = Panel(title: "gallery", chrome: .plain(Color(0xF8F9FA)), contentInsets: EdgeInsets(all: 20), root: root)
        panel.resize(to: Size(width: 960, height: 540))
        panel.layoutIfNeeded()
        // Press the button through the panel, as a user would, and focus the field.
        _ = panel.handle(.pointerDown(Point(x: pressed.frame.midX, y: pressed.frame.midY), .primary))
        field.beginEditing()
        #expect(pressed.isPressed && field.isFocused)
        let surface = try #require(panel.renderedSurface())
        assertGolden(surface, named: "gallery", tolerance: ImageTolerance(maxChannelDelta: 16, maxDifferingPixels: 80))
    }
}
