import Testing
import WhimAnimation
import WhimCore
import WhimGraphics
import WhimTestSupport

/// A fullscreen scene and a multipart scene (a top bar, a bottom card with a list) drawn over the
/// container's background by the compositor.
@Suite struct SceneGoldenTests {
    static let tolerance = ImageTolerance(maxChannelDelta: 16, maxDifferingPixels: 80)

    @Test func fullscreenScene() throws {
        let (container, clock) = try makeContainer()
        let panel = Panel(title: "Settings", chrome: .plain(Color(0xF8F9FA)), contentInsets: EdgeInsets(all: 28), root: VStack(spacing: 14, [
            Label("Settings", font: .bold(30)),
            Toggle("Reduced motion", isOn: true),
            Toggle("Slow motion ×10"),
            Separator(),
            Label("A fullscreen scene covers the map completely.", color: Theme.standard.secondaryText),
        ]))
        container.setRoot(WhimSingleScene(fullscreen: panel))
        container.settle(on: clock)
        assertGolden(container.frame, named: "fullscreen", tolerance: Self.tolerance)
    }

    @Test func multipartScene() throws {
        let (container, clock) = try makeContainer()
        let top = Panel(title: "top", chrome: .topBar(.white), contentInsets: EdgeInsets(top: 10, left: 12, bottom: 10, right: 12),
                        root: HStack([Button("", icon: .back, style: .plain), Label("City bikes", font: .bold(18)), Spacer()]))
        let list = ListView(rows: [
            ListRow(id: "a", icon: .bike, iconColor: 0x188038, title: "Rautatientori", subtitle: "14 bikes", showsChevron: true),
            ListRow(id: "b", icon: .bike, iconColor: 0x188038, title: "Kaisaniemenpuisto", subtitle: "9 bikes", showsChevron: true),
            ListRow(id: "c", icon: .bike, iconColor: 0x188038, title: "Ylioppilastalo", subtitle: "5 bikes", showsChevron: true),
        ], visibleRowLimit: 3)
        let bottom = Panel(title: "card", chrome: .bottomCard(.white), contentInsets: EdgeInsets(top: 4, left: 18, bottom: 16, right: 18),
                           root: VStack(spacing: 10, [DragHandle(), Label("Stations", font: .bold(20)), list]))
        container.setRoot(WhimSingleScene(top: top, bottom: bottom))
        container.settle(on: clock)
        // The map (here the grid) shows between the parts.
        #expect(container.frame.pixel(x: 480, y: 150) == container.backdrop.surface!.pixel(x: 480, y: 150))
        assertGolden(container.frame, named: "multipart", tolerance: Self.tolerance)
    }
}
