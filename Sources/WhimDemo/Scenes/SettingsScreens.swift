import WhimAppShell
import WhimCore
import WhimGraphics
import WhimMap

/// Settings (a fullscreen modal) and the two information sheets it opens, which swap with each other.
enum SettingsScreens {
    static func settings(app: DemoApp) -> ModalScene {
        let reduced = Toggle("Reduced motion (cross-fades)", isOn: app.container.reducedMotion) { [weak app] on in app?.container.reducedMotion = on }
        reduced.identifier = "reduced-motion"
        let slow = Toggle("Slow motion ×10", isOn: app.container.slowMotion > 1) { [weak app] on in app?.container.slowMotion = on ? 10 : 1 }
        slow.identifier = "slow-motion"
        let stats = Toggle("Frame-time overlay", isOn: app.showsFrameStats) { [weak app] on in app?.showsFrameStats = on }
        stats.identifier = "frame-stats"
        // Back to the defaults, after an alert asks (Cancel or Esc keeps them).
        let reset = Button("Reset", style: .plain) { [weak app] in app?.confirmMotionReset() }
        reset.identifier = "reset-motion"
        reset.tint = Theme.standard.destructive
        // Text size and contrast, for every screen at once.
        let sizes = SettingsScreens.textScales
        let current = app.container.legibility.textScale
        let nearest = sizes.indices.min { abs(sizes[$0] - current) < abs(sizes[$1] - current) } ?? 0
        let textSize = SegmentedControl(sizes.map { "\(Int(($0 * 100).rounded())) %" }, selectedIndex: nearest) { [weak app] i in
            app?.container.legibility.textScale = sizes[i]
        }
        textSize.identifier = "text-size"
        textSize.accessibleName = "Text size"
        let contrast = Toggle("High contrast", isOn: app.container.legibility.highContrast) { [weak app] on in
            app?.container.legibility.highContrast = on
        }
        contrast.identifier = "high-contrast"
        let info = ListView(rows: [
            ListRow(id: "map-data", icon: .pin, title: "Map data", subtitle: "OpenStreetMap, central Helsinki", showsChevron: true),
            ListRow(id: "licences", icon: .star, title: "Licences", subtitle: "ODbL, MIT", showsChevron: true),
        ], visibleRowLimit: 2) { [weak app] row in app?.showSheet(row.id) }
        info.identifier = "info"
        // Rows that navigate are not left selected for when the user comes back.
        info.selectsOnTap = false
        let panel = ScreenPanel("Settings", close: (.close, { [weak app] in app?.back() }), content: [
            HStack([Label("Motion", font: Theme.standard.headlineFont, color: Theme.standard.secondaryText), Spacer(), reset]), reduced, slow, stats, Separator(),
            Label("About", font: Theme.standard.headlineFont, color: Theme.standard.secondaryText), info, Separator(),
            Label("Text", font: Theme.standard.headlineFont, color: Theme.standard.secondaryText), textSize, contrast,
        ])
        return ModalScene(fullscreen: panel)
    }

    /// The text sizes Settings offers (`Legibility.textScale`).
    static let textScales = [1.0, 1.25, 1.5, 2.0]

    /// An information sheet over Settings, with a scrim: "medium" shows all its content, "large" rises
    /// higher. Closed by the scrim, a drag down, Esc or its close button; it swaps with the other one.
    static func sheet(_ id: String, app: DemoApp) -> WhimSheet {
        let isMapData = id == "map-data"
        let title = isMapData ? "Map data" : "Licences"
        let text = isMapData
            ? "The map is © OpenStreetMap contributors, available under the Open Database License. The extract covers Kamppi, Kluuvi and the railway station area."
            : "Map data: ODbL 1.0. The WhimCore design this follows was published under the MIT licence. Fonts: DejaVu."
        let other = isMapData ? "licences" : "map-data"
        let swap = Button(isMapData ? "Licences" : "Map data", icon: .chevronRight, style: .tinted) { [weak app] in app?.swapSheet(to: other) }
        swap.identifier = "swap"
        let close = Button("Close", style: .plain) { [weak app] in app?.back() }
        close.identifier = "close-sheet"
        let card = CardPanel(title, content: [Label(text, color: Theme.standard.secondaryText, maxLines: 4), swap, close])
        // The sheet moves the card, not the card's own detents.
        card.card = nil
        // The route tree's "medium" (all the content, measured again at the sheet's width and text size,
        // nothing empty below) and "large".
        return WhimSheet(content: WhimSingleScene(fullscreen: card), detents: [.content, .fraction(0.75)],
                         maximumWidth: CardPanel.measuringWidth)
    }
}
