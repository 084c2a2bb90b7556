import Foundation
import WhimAnimation
import WhimCore
import WhimGraphics
import WhimMap

/// The MaaS demo on the Helsinki map: Home (search bar + travel-options card, two tabs), city bikes, taxi,
/// public transport, the car-rental flow with its circular reveal into a ticket, and settings with two
/// swapping sheets — all over one persistent map. No window here: `WhimSDL` hosts it, `whim-demo record`
/// and the tests drive it headless.
public final class DemoApp {
    public let container: WhimSceneContainer
    public let backdrop: MapBackdrop
    public let rootStack = WhimSceneNavigationStack()
    public private(set) var home: WhimTabScene!
    public let router = WhimRouter()
    /// Reservations made in the car-rental flow.
    public private(set) var bookings: [Reservation] = []

    let helpPanel = HelpOverlayPanel()
    let statsPanel = FrameStatsPanel()

    /// The shortcut sheet.
    public var showsHelp = false { didSet { updateOverlays() } }
    /// The frame-time readout.
    public var showsFrameStats = false { didSet { updateOverlays() } }

    /// Loads a map (the shipped Helsinki extract when `url` is nil).
    public static func loadMap(_ url: URL? = nil) throws -> MapModel {
        let file = try url ?? DemoAssets.helsinkiMap()
        do { return try MapModel.load(contentsOf: file) } catch { throw DemoError.map("\(file.path): \(error)") }
    }

    /// The demo in a container of `size` logical units.
    public init(size: Size, scale: Double = 1, clock: any Clock, map: MapModel) throws {
        backdrop = MapBackdrop(model: map)
        container = try WhimSceneContainer(size: size, scale: scale, clock: clock, backdrop: backdrop)
        home = HomeScreens.tabs(app: self)
        rootStack.push(scene: home)
        container.setRoot(rootStack)
        backdrop.onMarkerTap = { [weak self] marker in
            (self?.container.visibleScenePath().last as? MapScene)?.onMarkerTap?(marker)
        }
        registerRoutes()
    }

    // MARK: Navigation

    /// Home's tab switchers (one per tab's card), kept in step with the selected tab.
    var homeSwitchers: [SegmentedControl] = []

    func selectHomeTab(_ index: Int) {
        home.select(index)
        for control in homeSwitchers { control.selectedIndex = home.selectedIndex }
    }

    func showSettings() { rootStack.push(scene: SettingsScreens.settings(app: self), animating: WhimSceneAnimatedTransitions.Modal(.present)) }

    func showSheet(_ id: String) { rootStack.push(scene: SettingsScreens.sheet(id, app: self), animating: WhimSceneAnimatedTransitions.Modal(.present)) }

    func swapSheet(to id: String) { rootStack.swapLast(with: SettingsScreens.sheet(id, app: self), animating: WhimSceneAnimatedTransitions.Modal(.swap)) }

    func openOption(_ id: String) {
        switch id {
        case "bikes": rootStack.push(scene: ModeScreens.bikes(app: self))
        case "taxi": rootStack.push(scene: ModeScreens.taxi(app: self))
        case "transit": rootStack.push(scene: ModeScreens.transit(app: self))
        case "car": rootStack.push(scene: carBookingFlow(.locationPicker), animating: WhimSceneAnimatedTransitions.Modal(.present))
        default: break
        }
    }

    /// A car-booking flow whose router ends it by dismissing back to Home.
    func carBookingFlow(_ intent: CarBookingFlowIntent) -> CarBookingFlow {
        CarBookingFlow(intent: intent) { [weak self] route in
            guard let self else { return }
            if case let .carBooked(reservation) = route { self.bookings.append(reservation) }
            self.rootStack.pop(to: self.home, animating: WhimSceneAnimatedTransitions.Modal(.dismiss))
        }
    }

    /// Back: pop, or dismiss a modal (the same as Esc).
    public func back() { container.goBack() }

    /// "Where to?": a mode name opens its screen; anything else is ignored.
    func search(_ text: String) {
        let t = text.lowercased()
        if t.contains("bike") { openOption("bikes") } else if t.contains("taxi") { openOption("taxi") } else if t.contains("car") {
            openOption("car")
        } else if t.contains("tram") || t.contains("transit") { openOption("transit") }
    }

    // MARK: Deep links

    private func registerRoutes() {
        router.register("home") { [unowned self] _ in self.home }
        router.register("bikes") { [unowned self] _ in ModeScreens.bikes(app: self) }
        router.register("taxi") { [unowned self] _ in ModeScreens.taxi(app: self) }
        router.register("transit") { [unowned self] _ in ModeScreens.transit(app: self) }
        router.register("car-rental", presentation: .modal) { [unowned self] (params: [String: String]) throws(DeepLinkError) -> any WhimScene in
            guard let id = params["station"] else { return self.carBookingFlow(.locationPicker) }
            guard let station = HelsinkiPlaces.rentalStations.first(where: { $0.id == id }) else {
                throw .badParameter(name: "station", value: id, screen: "car-rental", expected: HelsinkiPlaces.rentalStations.map(\.id).joined(separator: ", "))
            }
            return self.carBookingFlow(.datesPicker(station: station))
        }
        router.register("settings", presentation: .modal) { [unowned self] _ in SettingsScreens.settings(app: self) }
        router.register("map-data", presentation: .modal) { [unowned self] _ in SettingsScreens.sheet("map-data", app: self) }
        router.register("licences", presentation: .modal) { [unowned self] _ in SettingsScreens.sheet("licences", app: self) }
    }

    /// Opens a deep link such as `whim://home/car-rental?station=kluuvi`. A bad link throws and changes nothing.
    public func open(_ link: String) throws(DeepLinkError) {
        let parsed = try DeepLink(parsing: link)
        guard parsed.screens.first == "home" else {
            throw .malformed(link, reason: "links start at home, e.g. whim://home/\(parsed.screens.first ?? "bikes")")
        }
        try router.open(parsed, in: rootStack)
    }

    // MARK: Keys and overlays

    /// The demo's shortcuts: `?`/F1 help, `S` slow motion ×10, `M` reduced motion, `F` frame-time overlay.
    /// Not while a text field has focus (then the keys are typing). Returns whether it took the event.
    public func handleShortcut(_ event: InputEvent) -> Bool {
        guard case let .key(key, _) = event else {
            if case .text = event, !isTyping { return true }  // the key event already acted on it
            return false
        }
        if key == .function(1) {
            showsHelp.toggle()
            return true
        }
        guard !isTyping, case let .character(c) = key else { return false }
        switch c {
        case "?", "h": showsHelp.toggle()
        case "s": container.slowMotion = container.slowMotion > 1 ? 1 : 10
        case "m": container.reducedMotion.toggle()
        case "f": showsFrameStats.toggle()
        default: return false
        }
        return true
    }

    /// Whether a text field is being typed into.
    public var isTyping: Bool { container.destination?.panels.contains { $0.focusedWidget is TextField } ?? false }

    /// Shows new frame figures in the overlay (the host measures them).
    public func reportFrame(composeMs: Double, uploadMs: Double, damagedPercent: Double, fps: Double) {
        guard showsFrameStats else { return }
        statsPanel.show(composeMs: composeMs, uploadMs: uploadMs, damagedPercent: damagedPercent, fps: fps)
    }

    private func updateOverlays() {
        var overlays: [Overlay] = []
        let size = container.size
        if showsHelp {
            overlays.append(Overlay(panel: helpPanel, frame: Rect(x: (size.width - 460) / 2, y: (size.height - 330) / 2, width: 460, height: 330)))
        }
        if showsFrameStats {
            overlays.append(Overlay(panel: statsPanel, frame: Rect(x: size.width - 230, y: size.height / 2 - 40, width: 220, height: 76)))
        }
        container.overlays = overlays
    }
}
