import WhimCore

/// The demo's route tree: Home (travel options or nearby stops, as tabs) and what opens from it — city
/// bikes, taxi and public transport pushed, car rental presented modally with an optional pick-up
/// station, settings presented modally with its two information sheets (real sheets over Settings with
/// a scrim, at medium or large).
///
///     /home                                   /home/nearby
///     /home/bikes   /home/taxi   /home/transit   /home/search?q=kamppi
///     /home/car-rental?station=kamppi
///     /home/settings/map-data@large           /home/nearby/settings/licences
public enum DemoRoutes {
    /// The scheme of the demo's links: `whim://home/bikes`.
    public static let scheme = "whim"

    /// Where the demo starts.
    public static let start = "/home"

    public static func tree() -> RouteTree {
        let sheets: Navigator = .anyOf(
            .screen("map-data", presentation: .sheet(detents: ["medium", "large"])),
            .screen("licences", presentation: .sheet(detents: ["medium", "large"])))
        let fromHome: Navigator = .anyOf(
            .screen("bikes"),
            .screen("taxi"),
            .screen("transit"),
            .screen("search", parameters: [RouteParameter("q", .string)]),
            .screen("car-rental", parameters: [RouteParameter("station", .oneOf(HelsinkiPlaces.rentalStations.map(\.id)), optional: true)],
                    presentation: .modal),
            .screen("settings", presentation: .modal, nesting: sheets))
        let home: Navigator = .screen("home", nesting: .anyOf(
            .screen("options", presentation: .tab, nesting: fromHome),
            .screen("nearby", presentation: .tab, nesting: fromHome)))
        // The declaration above is fixed and valid; a failure here is a defect caught by every demo test.
        do { return try RouteTree(home, scheme: scheme) } catch { preconditionFailure("the demo's route tree: \(error)") }
    }

    /// The names of Home's tabs, in order.
    static let homeTabs = ["options", "nearby"]
}

extension DemoApp {
    /// Makes the scene of a screen of the demo's tree (Home is the one scene that exists once).
    func makeScene(for element: RouteElement) -> any WhimScene {
        switch element.name {
        case "home": return home
        case "bikes": return ModeScreens.bikes(app: self)
        case "taxi": return ModeScreens.taxi(app: self)
        case "transit": return ModeScreens.transit(app: self)
        case "car-rental":
            let station = element.parameters["station"].flatMap { id in HelsinkiPlaces.rentalStations.first { $0.id == id.pathText } }
            let flow = carBookingFlow(station.map { .datesPicker(station: $0) } ?? .locationPicker)
            // The station is part of the path once the flow is past picking it.
            navigation.register(flow, as: element) { [weak flow] in
                guard let flow, flow.scenes.count > 1, let id = flow.station?.id else { return [:] }
                return ["station": .string(id)]
            }
            return flow
        case "search": return SearchScreens.results(for: element.parameters["q"]?.pathText ?? "", app: self)
        case "settings": return SettingsScreens.settings(app: self)
        default: return SettingsScreens.sheet(element.name, app: self)
        }
    }

    /// The top screen of a path, made but not shown (for benchmarks and tests).
    public func makeScene(path: String) throws(RoutePathError) -> any WhimScene {
        let state = try navigation.tree.state(forPath: path)
        return navigation.scene(for: state.top!)
    }
}
