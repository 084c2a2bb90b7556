import WhimAppShell
import WhimCore
import WhimGraphics
import WhimMap

/// Home: a multipart screen — the "Where to?" bar on top, a card of travel options below — as two tabs
/// (travel options, nearby stops) switched with a cross-fade, each with its own map layer.
enum HomeScreens {
    static func tabs(app: DemoApp) -> WhimTabScene {
        let tabs = WhimTabScene(tabs: [options(app: app, selected: 0), nearby(app: app, selected: 1)])
        return tabs
    }

    static func switcher(app: DemoApp, selected: Int) -> SegmentedControl {
        let control = SegmentedControl(["Travel options", "Nearby stops"], selectedIndex: selected) { [weak app] index in
            app?.selectHomeTab(index)
        }
        control.identifier = "tabs"
        app.homeSwitchers.append(control)
        return control
    }

    static func searchBar(app: DemoApp) -> SearchBarPanel {
        SearchBarPanel(onSettings: { [weak app] in app?.showSettings() }, onSubmit: { [weak app] text in app?.search(text) })
    }

    static func options(app: DemoApp, selected: Int) -> MapScene {
        let list = ListView(rows: [
            ListRow(id: "bikes", icon: .bike, iconColor: 0x188038, title: "City bikes", subtitle: "\(HelsinkiPlaces.bikeStations.count) stations nearby", showsChevron: true),
            ListRow(id: "taxi", icon: .taxi, iconColor: 0xE37400, title: "Taxi", subtitle: "Pick-up in \(DemoLegs.minutes(app.taxiDrive, else: "a few min"))", detail: "€14"),
            ListRow(id: "car", icon: .car, iconColor: 0x1A73E8, title: "Car rental", subtitle: "\(HelsinkiPlaces.rentalStations.count) stations", showsChevron: true),
            ListRow(id: "transit", icon: .tram, iconColor: 0x9334E6, title: "Public transport", subtitle: "Trams every 5 min", showsChevron: true),
        ], visibleRowLimit: 4) { [weak app] row in app?.openOption(row.id) }
        list.identifier = "options"
        // Rows that navigate are not left selected for when the user comes back.
        list.selectsOnTap = false
        // The options keep their height in a short window (the places below give way first).
        let card = CardPanel(nil, restsShowing: 2, content: [switcher(app: app, selected: selected), SizedBox(height: list.contentHeight, list),
                                                               Label("Around you", font: Theme.standard.titleFont), aroundYou(app: app)])
        let layer = MapLayer(name: "home", markers: [MapMarker(id: "you", coordinate: HelsinkiPlaces.user.coordinate, title: "You", color: 0xD93025)],
                             circles: [MapCircle(center: HelsinkiPlaces.user.coordinate, radiusMeters: 350)], cameraWish: .center(HelsinkiPlaces.user.coordinate, zoom: 16.3))
        return MapScene(.multipart(top: searchBar(app: app), bottom: card), layer: layer)
    }

    /// The map's named places nearest the user (stations, stops, docks, squares), seen when Home's card is
    /// dragged up; a row shows the place's answers on the map.
    static func aroundYou(app: DemoApp, count: Int = 6) -> ListView {
        let user = HelsinkiPlaces.user.coordinate
        let near = app.placeSearch.answers.compactMap { answer -> (PlaceSearch.Answer, Double)? in
            guard answer.kind != .street, case let .place(at) = answer.target else { return nil }
            return (answer, RoadGraph.distance(user, at))
        }.sorted { ($0.1, $0.0.name) < ($1.1, $1.0.name) }.prefix(count)
        let names = near.map(\.0.name)
        let list = ListView(rows: near.enumerated().map { i, near in
            let (answer, meters) = near
            return ListRow(id: "around-\(i)", icon: .pin, iconColor: 0x1A73E8, title: answer.name, subtitle: "\(answer.kind.label) · \(Int(meters.rounded())) m")
        }, visibleRowLimit: count)
        list.identifier = "around"
        list.selectsOnTap = false
        list.onSelect = { [weak app] row in
            if let i = Int(row.id.dropFirst("around-".count)), names.indices.contains(i) { app?.search(names[i]) }
        }
        return list
    }

    static func nearby(app: DemoApp, selected: Int) -> MapScene {
        let layer = MapLayer(name: "nearby stops", markers: HelsinkiPlaces.stops.map { MapMarker(id: $0.id, coordinate: $0.coordinate, title: $0.name, color: 0x9334E6) }
                             + [MapMarker(id: "you", coordinate: HelsinkiPlaces.user.coordinate, color: 0xD93025)], cameraWish: .fitContent(maxZoom: 16.5))
        let list = ListView(rows: HelsinkiPlaces.stops.map { ListRow(id: $0.id, icon: .tram, iconColor: 0x9334E6, title: $0.name, subtitle: $0.detail) }, visibleRowLimit: 4)
        list.identifier = "stops"
        list.onSelect = { [weak layer] row in layer?.selectedMarkerID = row.id }
        let card = CardPanel(nil, restingLimit: app.listCardRestingLimit, content: [switcher(app: app, selected: selected), list])
        let scene = MapScene(.multipart(top: searchBar(app: app), bottom: card), layer: layer)
        // A tap on a stop's marker opens its departures.
        scene.onMarkerTap = { [weak list, weak app] marker in
            list?.selectedID = marker?.id
            guard let app, let marker, HelsinkiPlaces.stops.contains(where: { $0.id == marker.id }) else { return }
            app.navigate(to: "transit")
            // The departures open with the tapped stop selected, as a tap there would select it.
            (app.rootStack.topScene as? MapScene)?.onMarkerTap?(marker)
        }
        return scene
    }
}
