import Foundation
import WhimAnimation
import WhimAppShell
import WhimCore
import WhimGraphics
import WhimMap
import WhimMapBackdrop

/// The MaaS demo on the Helsinki map: Home (search bar + travel-options card, two tabs), city bikes, taxi,
/// public transport, the car-rental flow with its circular reveal into a ticket, and settings with two
/// swapping sheets — all over one persistent map. No window here: `WhimSDL` hosts it, `whim-demo record`
/// and the tests drive it headless.
public final class DemoApp: AppShell {
    public private(set) var home: WhimTabScene!
    /// The legs drawn on the map (taxi, walking, tram), from the router given or the loaded map's ways.
    public let legs: DemoLegs
    /// What "Where to?" searches: the map's named places and streets and the demo's own.
    public let placeSearch: PlaceSearch
    /// Reservations made in the car-rental flow.
    public private(set) var bookings: [Reservation] = []

    let helpPanel = HelpOverlayPanel()
    let statsPanel = FrameStatsPanel()
    let offlinePanel = OfflineBannerPanel()

    /// The shortcut sheet.
    public var showsHelp = false { didSet { updateOverlays() } }
    /// The frame-time readout.
    public var showsFrameStats = false { didSet { updateOverlays() } }
    /// Whether the banner says the map's tile server is out of reach (`updateNetworkBanner`).
    public private(set) var showsOfflineBanner = false { didSet { updateOverlays() } }

    /// Loads a map (the shipped Helsinki extract when `url` is nil).
    public static func loadMap(_ url: URL? = nil) throws -> MapModel {
        let file = try url ?? DemoAssets.helsinkiMap()
        do { return try MapModel.load(contentsOf: file) } catch { throw DemoError.map("\(file.path): \(error)") }
    }

    /// The demo in a container of `size` logical units, its legs from `router` (a routing engine) or, when
    /// nil, routed on `map`'s roads (`routerReport` hears, once, on the legs' thread, which legs the engine
    /// could not give); the backdrop draws `backdropMap` (the shipped world tiles in the app's style, opening
    /// on `map`'s extent, when nil). From `sidePanel`'s breakpoint up the cards are side panels.
    public init(size: Size, scale: Double = 1, clock: any Clock, map: MapModel, backdropMap: BackdropMap? = nil,
                router: (any Router)? = nil, routerReport: (@Sendable (String) -> Void)? = nil,
                sidePanel: SidePanelLayout = SidePanelLayout()) throws {
        legs = DemoLegs(map: map, router: router, report: routerReport)
        placeSearch = PlaceSearch(map: map)
        try super.init(size: size, scale: scale, clock: clock, backdropMap: backdropMap ?? DemoMapChoice.shippedBackdrop(openingOn: map),
                       sidePanel: sidePanel)
        container.prepareFonts(DemoFonts.all)
        home = HomeScreens.tabs(app: self)
        route(DemoRoutes.tree()) { [unowned self] in self.makeScene(for: $0) }
        showRoot(home)
        navigation.register(home, as: RouteElement("home"))
        navigation.register(tabsOf: home, as: DemoRoutes.homeTabs)
        home.onSelect = { [unowned self] _ in self.syncHomeSwitchers() }
        backdrop.onItemTap = { [weak self] item in
            (self?.container.visibleScenePath().last as? MapScene)?.mapItemTapped(item)
        }
    }

    // MARK: Navigation

    /// Home's tab switchers (one per tab's card), kept in step with the selected tab.
    var homeSwitchers: [SegmentedControl] = []

    func selectHomeTab(_ index: Int) {
        home.select(index)
        syncHomeSwitchers()
    }

    /// Every switcher shows the selected tab (also after a link or a restored state selected it).
    private func syncHomeSwitchers() {
        for control in homeSwitchers { control.selectedIndex = home.selectedIndex }
    }

    /// Goes to screen `name` from where the app is now (or instead of the top screen); ignored when the
    /// tree does not allow it there.
    func navigate(to name: String, parameters: [String: RouteParameterValue] = [:], replacingTop: Bool = false) {
        try? go(to: name, parameters: parameters, replacingTop: replacingTop)
    }

    func showSettings() { navigate(to: "settings") }

    func showSheet(_ id: String) { navigate(to: id) }

    func swapSheet(to id: String) { navigate(to: id, replacingTop: true) }

    func openOption(_ id: String) { navigate(to: id == "car" ? "car-rental" : id) }

    /// Asks in an alert whether to turn reduced motion, slow motion and the frame-time overlay off; Reset
    /// does it, Cancel or Esc changes nothing.
    func confirmMotionReset() {
        let alert = WhimAlert(
            title: "Reset motion settings?",
            message: "Reduced motion, slow motion and the frame-time overlay go back to off.",
            actions: [
                WhimAlert.Action("Cancel", role: .cancel),
                WhimAlert.Action("Reset", role: .destructive) { [weak self] in self?.resetMotionSettings() },
            ])
        _ = presenter.present(alert)
    }

    /// Reduced motion, slow motion and the frame-time overlay off (an open Settings moves its switches).
    public func resetMotionSettings() {
        container.reducedMotion = false
        container.slowMotion = 1
        showsFrameStats = false
        syncSettingsSwitches()
    }

    /// A car-booking flow whose router ends it by dismissing back to Home.
    func carBookingFlow(_ intent: CarBookingFlowIntent) -> CarBookingFlow {
        CarBookingFlow(intent: intent, legs: legs) { [weak self] route in
            guard let self else { return }
            if case let .carBooked(reservation) = route { self.bookings.append(reservation) }
            self.rootStack.pop(to: self.home, animating: WhimSceneAnimatedTransitions.Modal(.dismiss))
        }
    }

    /// The taxi's drive to the user along the streets (one-way streets respected), if the map has one.
    var taxiDrive: Route? { legs.leg(from: HelsinkiPlaces.taxi.coordinate, to: HelsinkiPlaces.user.coordinate, .driving) }

    /// How tall a card of a long list rests: under half the window, so the map keeps the rest.
    var listCardRestingLimit: Double { (container.size.height * 0.45).rounded() }

    /// "Where to?": Enter shows the answers to the query (or says there are none); a blank query does nothing.
    func search(_ text: String) {
        let query = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !query.isEmpty else { return }
        navigate(to: "search", parameters: ["q": .string(query)])
    }

    // MARK: Keys and overlays

    /// F1 shows or hides the shortcut sheet, and Esc closes it, also while typing; then the shell's keys.
    override public func handleShortcut(_ event: InputEvent) -> Bool {
        if case .key(.function(1), _) = event {
            showsHelp.toggle()
            return true
        }
        if case .key(.escape, _) = event, showsHelp {
            showsHelp = false
            return true
        }
        return super.handleShortcut(event)
    }

    /// The demo's shortcuts: `?`/`H` help, `S` slow motion ×10, `M` reduced motion, `F` frame-time overlay.
    /// Text typed with no field focused is taken (its key event already acted on it).
    override public func handleAppKey(_ event: InputEvent) -> Bool {
        if case .text = event { return true }
        guard case let .key(.character(c), _) = event else { return false }
        switch c {
        case "?", "h": showsHelp.toggle()
        case "s": container.slowMotion = container.slowMotion > 1 ? 1 : 10
        case "m": container.reducedMotion.toggle()
        case "f": showsFrameStats.toggle()
        default: return false
        }
        syncSettingsSwitches()
        return true
    }

    /// Moves the switches of an open Settings screen to the current state (after a shortcut changed it).
    func syncSettingsSwitches() {
        let states = ["reduced-motion": container.reducedMotion, "slow-motion": container.slowMotion > 1, "frame-stats": showsFrameStats,
                      "high-contrast": container.legibility.highContrast]
        for panel in container.destination?.panels ?? [] {
            for (id, on) in states { (panel.root?.widget(withIdentifier: id) as? Toggle)?.isOn = on }
        }
    }

    /// Shows the offline banner while the map's network status says offline, and takes it away once a
    /// tile arrives again: once per change, however many tiles failed. The host calls it every frame (it
    /// reads one atomic value).
    public func updateNetworkBanner() {
        let offline = backdrop.mapView.content.network?.isOffline ?? false
        if offline != showsOfflineBanner { showsOfflineBanner = offline }
    }

    /// Shows new frame figures in the overlay (the host measures them).
    public func reportFrame(composeMs: Double, uploadMs: Double, damagedPercent: Double, fps: Double) {
        guard showsFrameStats else { return }
        statsPanel.show(composeMs: composeMs, uploadMs: uploadMs, damagedPercent: damagedPercent, fps: fps)
        // The screen may have changed: keep the readout off its content.
        if container.overlays.last?.frame != statsFrame { updateOverlays() }
    }

    /// Where the frame-time readout goes: the first corner where it covers no control (a widget that takes
    /// the pointer) of the panels on screen — over the map, the corners of the gap between the panels; on a
    /// fullscreen screen, its corners. The overlay takes no input, so where every corner is taken it still
    /// leaves the controls under it working.
    var statsFrame: Rect {
        let size = container.size, width = 220.0, height = FrameStatsPanel.height, margin = 10.0
        let insets = container.visibleMapInsets
        let gapTop = insets.top, gapBottom = size.height - insets.bottom
        let right = size.width - width - margin, bottom = size.height - height - margin
        var origins: [(Double, Double)] = []
        if insets != .zero, gapBottom - gapTop >= height + 16 {
            origins = [(right, gapTop + 8), (right, gapBottom - height - 8), (margin, gapTop + 8), (margin, gapBottom - height - 8)]
        }
        origins += [(right, margin), (right, bottom), (margin, bottom), (margin, margin)]
        let corners = origins.map { Rect(x: $0.0, y: $0.1, width: width, height: height) }
        let controls = controlRects()
        return corners.first { corner in !controls.contains { $0.intersection(corner) != nil } } ?? corners[0]
    }

    /// Where the widgets that take the pointer are drawn now, in container units.
    func controlRects() -> [Rect] {
        var rects: [Rect] = []
        let scale = container.scale
        func visit(_ widget: Widget) {
            guard !widget.isHidden else { return }
            if widget.wantsPointer, let r = container.rectInContainerPixels(of: widget) {
                rects.append(Rect(x: r.x / scale, y: r.y / scale, width: r.width / scale, height: r.height / scale))
            }
            widget.children.forEach(visit)
        }
        for part in container.visibleParts() { part.panel.root.map(visit) }
        return rects
    }

    private func updateOverlays() {
        var overlays: [Overlay] = []
        let size = container.size
        if showsHelp {
            let width = min(560, size.width - 32)
            let height = min(helpPanel.preferredHeight(forWidth: width), size.height - 32)
            overlays.append(Overlay(panel: helpPanel, frame: Rect(x: (size.width - width) / 2, y: (size.height - height) / 2, width: width, height: height)))
        }
        if showsFrameStats {
            overlays.append(Overlay(panel: statsPanel, frame: statsFrame))
        }
        if showsOfflineBanner {
            // At the top of the map's gap between the panels, centred.
            let banner = OfflineBannerPanel.size
            overlays.append(Overlay(panel: offlinePanel, frame: Rect(x: ((size.width - banner.width) / 2).rounded(),
                                                                     y: container.visibleMapInsets.top + 8, width: banner.width, height: banner.height)))
        }
        container.overlays = overlays
    }
}
